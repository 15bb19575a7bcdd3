import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Ghala's client of Safaricom's Daraja API (M-Pesa): OAuth, STK push, STK status query and C2B
 * URL registration. Every failure is a `DarajaError` whose message a person can act on:
 * Daraja's own `errorMessage` when it answered one, else what went wrong on the way.
 *
 * The access token (valid an hour) is kept per Daraja address and app until shortly before it
 * expires, so a busy counter asks for one an hour rather than one per push; a token Daraja
 * stops honouring (`404.001.03 Invalid Access Token`) is dropped and the call made once more.
 */

export interface DarajaClientConfig {
  /** Daraja's base address (https://api.safaricom.co.ke) or the simulator's. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** How long to wait for one answer. */
  timeoutMs: number;
  now?: () => Date;
}

/**
 * - `unreachable`: no answer (timeout, no connection, an answer that is not Daraja's).
 * - `refused`: Daraja answered with an error; `errorCode` and the message are Daraja's.
 * - `processing`: the status query's "The transaction is being processed" (500.001.1001):
 *   the customer has not answered the prompt yet.
 */
export type DarajaErrorKind = 'unreachable' | 'refused' | 'processing';

export class DarajaError extends Error {
  readonly kind: DarajaErrorKind;
  readonly call: string;
  readonly errorCode: string | null;
  readonly httpStatus: number | null;

  constructor(
    kind: DarajaErrorKind,
    call: string,
    message: string,
    details: { errorCode?: string | null; httpStatus?: number | null; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DarajaError';
    this.kind = kind;
    this.call = call;
    this.errorCode = details.errorCode ?? null;
    this.httpStatus = details.httpStatus ?? null;
  }
}

/** Daraja's error envelope. */
const DarajaFailure = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.union([z.string(), z.number()]).transform(Number),
});

const StkPushAnswer = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.union([z.string(), z.number()]).transform(String),
  ResponseDescription: z.string().optional(),
  CustomerMessage: z.string().optional(),
});
export type StkPushAnswer = z.output<typeof StkPushAnswer>;

const StkQueryAnswer = z.object({
  ResponseCode: z.union([z.string(), z.number()]).transform(String),
  ResultCode: z.union([z.string(), z.number()]).transform(String),
  ResultDesc: z.string().optional(),
  CheckoutRequestID: z.string().optional(),
  MerchantRequestID: z.string().optional(),
});
export type StkQueryAnswer = z.output<typeof StkQueryAnswer>;

const RegisterAnswer = z.object({
  ResponseCode: z.union([z.string(), z.number()]).transform(String).optional(),
  ResponseDescription: z.string().optional(),
});

export interface StkPushRequest {
  businessShortCode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** Whole shillings. */
  amount: number;
  /** 2547XXXXXXXX. */
  phone: string;
  /** The paybill, or the till number for buy goods. */
  partyB: string;
  callbackUrl: string;
  /** At most 12 characters (Daraja's limit). */
  accountReference: string;
  transactionDesc: string;
}

/** Daraja's Timestamp: yyyyMMddHHmmss on Nairobi's clock (EAT), whatever the server's zone. */
export function darajaTimestamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Nairobi',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** Password = base64(shortcode + passkey + Timestamp). */
export const stkPassword = (shortCode: string, passkey: string, timestamp: string): string =>
  Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');

/** Tokens kept across clients, by Daraja address and app (the secret only as a digest). */
const tokens = new Map<string, { token: string; expiresAt: number }>();

/** Forgets every kept token (tests that swap Daraja's credentials). */
export const forgetDarajaTokens = () => tokens.clear();

const INVALID_TOKEN = '404.001.03';

export function createDarajaClient(config: DarajaClientConfig) {
  const now = config.now ?? (() => new Date());
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokenKey = `${base} ${config.consumerKey} ${createHash('sha256').update(config.consumerSecret).digest('hex')}`;

  async function send(
    call: string,
    path: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          ...init.headers,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw transportError(call, error, config.timeoutMs);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new DarajaError(
        'unreachable',
        call,
        `M-Pesa (Daraja) answered ${call} with HTTP ${response.status} and no JSON`,
        { httpStatus: response.status },
      );
    }
    return { status: response.status, json };
  }

  /** Daraja's error as a DarajaError: its message and code, or the HTTP status when it gave none. */
  function failure(call: string, status: number, json: unknown): DarajaError {
    const parsed = DarajaFailure.safeParse(json);
    if (parsed.success) {
      const { errorCode, errorMessage } = parsed.data;
      const processing = errorCode === '500.001.1001' && /being processed/i.test(errorMessage);
      return new DarajaError(
        processing ? 'processing' : 'refused',
        call,
        `M-Pesa (Daraja) refused ${call}: ${errorMessage} (${errorCode})`,
        { errorCode, httpStatus: status },
      );
    }
    return new DarajaError(
      status >= 500 ? 'unreachable' : 'refused',
      call,
      `M-Pesa (Daraja) answered ${call} with HTTP ${status}`,
      { httpStatus: status },
    );
  }

  async function accessToken(): Promise<string> {
    const kept = tokens.get(tokenKey);
    if (kept && kept.expiresAt > now().getTime()) return kept.token;
    const call = 'OAuth';
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const { status, json } = await send(call, '/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    if (status !== 200) throw failure(call, status, json);
    const parsed = TokenAnswer.safeParse(json);
    if (!parsed.success) {
      throw new DarajaError('unreachable', call, 'M-Pesa (Daraja) gave no access token');
    }
    // A minute early, so a token never runs out between being read here and used.
    const lifetimeS = Number.isFinite(parsed.data.expires_in) ? parsed.data.expires_in : 3599;
    tokens.set(tokenKey, {
      token: parsed.data.access_token,
      expiresAt: now().getTime() + Math.max(0, lifetimeS - 60) * 1000,
    });
    return parsed.data.access_token;
  }

  async function post<T extends z.ZodType>(
    call: string,
    path: string,
    body: unknown,
    answer: T,
  ): Promise<z.output<T>> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken();
      const { status, json } = await send(call, path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
      });
      if (status === 200) {
        const parsed = answer.safeParse(json);
        if (parsed.success) return parsed.data;
        throw new DarajaError(
          'unreachable',
          call,
          `M-Pesa (Daraja)'s answer to ${call} is not one Ghala knows`,
        );
      }
      const error = failure(call, status, json);
      if (error.errorCode === INVALID_TOKEN && attempt === 0) {
        tokens.delete(tokenKey);
        continue;
      }
      throw error;
    }
  }

  const credentials = (shortCode: string, passkey: string) => {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: shortCode,
      Password: stkPassword(shortCode, passkey, timestamp),
      Timestamp: timestamp,
    };
  };

  return {
    /** Sends the prompt to the customer's phone; Daraja answers the CheckoutRequestID. */
    async stkPush(request: StkPushRequest): Promise<StkPushAnswer> {
      const answer = await post(
        'STK push',
        '/mpesa/stkpush/v1/processrequest',
        {
          ...credentials(request.businessShortCode, request.passkey),
          TransactionType: request.transactionType,
          Amount: request.amount,
          PartyA: request.phone,
          PartyB: request.partyB,
          PhoneNumber: request.phone,
          CallBackURL: request.callbackUrl,
          AccountReference: request.accountReference.slice(0, 12),
          TransactionDesc: request.transactionDesc.slice(0, 13),
        },
        StkPushAnswer,
      );
      if (answer.ResponseCode !== '0') {
        throw new DarajaError(
          'refused',
          'STK push',
          `M-Pesa (Daraja) refused STK push: ${answer.ResponseDescription ?? `response code ${answer.ResponseCode}`}`,
          { errorCode: answer.ResponseCode },
        );
      }
      return answer;
    },

    /**
     * How a push ended. Throws a `processing` DarajaError while the customer has not answered.
     */
    stkQuery: (request: {
      businessShortCode: string;
      passkey: string;
      checkoutRequestId: string;
    }): Promise<StkQueryAnswer> =>
      post(
        'STK query',
        '/mpesa/stkpushquery/v1/query',
        {
          ...credentials(request.businessShortCode, request.passkey),
          CheckoutRequestID: request.checkoutRequestId,
        },
        StkQueryAnswer,
      ),

    /** Tells Daraja where to send C2B validations and confirmations for `shortCode`. */
    async registerC2B(request: {
      shortCode: string;
      confirmationUrl: string;
      validationUrl: string;
    }): Promise<void> {
      const answer = await post(
        'C2B URL registration',
        '/mpesa/c2b/v1/registerurl',
        {
          ShortCode: request.shortCode,
          // Completed: when Ghala's validation cannot be reached, the customer's payment still goes
          // through (and its confirmation lands in the unmatched list at worst).
          ResponseType: 'Completed',
          ConfirmationURL: request.confirmationUrl,
          ValidationURL: request.validationUrl,
        },
        RegisterAnswer,
      );
      if (answer.ResponseCode !== undefined && answer.ResponseCode !== '0') {
        throw new DarajaError(
          'refused',
          'C2B URL registration',
          `M-Pesa (Daraja) refused C2B URL registration: ${answer.ResponseDescription ?? answer.ResponseCode}`,
        );
      }
    },
  };
}

export type DarajaClient = ReturnType<typeof createDarajaClient>;

function transportError(call: string, error: unknown, timeoutMs: number): DarajaError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new DarajaError(
      'unreachable',
      call,
      `M-Pesa (Daraja) did not answer ${call} within ${timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`,
      { cause: error },
    );
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return new DarajaError(
    'unreachable',
    call,
    `M-Pesa (Daraja) could not be reached for ${call} (${detail})`,
    { cause: error },
  );
}
