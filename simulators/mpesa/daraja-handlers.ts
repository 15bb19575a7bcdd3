import type { CallbackSender } from './callback-sender.ts';
import {
  type DarajaAnswer,
  darajaError,
  invalidField,
  invalidPayload,
  SANDBOX_PASSKEY,
  SANDBOX_SHORTCODE,
  stillProcessing,
  stkResultDescription,
  wrongCredentials,
} from './daraja-codes.ts';
import { checkStkPush, checkStkQuery } from './daraja-requests.ts';
import {
  type MpesaLedger,
  nairobiStamp,
  type StkOutcome,
  type StkPushRecord,
} from './mpesa-ledger.ts';

/**
 * The Daraja calls, each answered as Daraja answers it (status and JSON), with the callbacks they
 * set off: the access token and STK push here, C2B in c2b-handlers.ts. HTTP parsing and the
 * control endpoints are the server's (mpesa-simulator.ts).
 */

/** One STK push as received, with what Daraja answered. */
export interface StkPushLogEntry {
  at: string;
  body: unknown;
  status: number;
  answer: unknown;
  /** Set when Daraja accepted the push. */
  checkoutRequestId: string | null;
  /** The outcome the customer will give; null when the push was refused. */
  outcome: StkOutcome | null;
}

export interface HandlerContext {
  ledger: MpesaLedger;
  sender: CallbackSender;
  now: () => Date;
  credentials?: { consumerKey: string; consumerSecret: string }[];
  passkeys?: Record<string, string>;
  pushLog: StkPushLogEntry[];
}

export function generateToken(
  context: HandlerContext,
  authorization: string | undefined,
  grantType: string | null,
): DarajaAnswer {
  if (grantType !== 'client_credentials')
    return darajaError(400, '400.008.02', 'Invalid grant type passed');
  const encoded = authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
  const decoded = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const key = colon > 0 ? decoded.slice(0, colon) : '';
  const secret = colon > 0 ? decoded.slice(colon + 1) : '';
  const known = context.credentials
    ? context.credentials.some((each) => each.consumerKey === key && each.consumerSecret === secret)
    : key !== '' && secret !== '';
  if (!known) return darajaError(400, '400.008.01', 'Invalid Authentication passed');
  return {
    status: 200,
    body: { access_token: context.ledger.issueToken(context.now()), expires_in: '3599' },
  };
}

/** Whether the Bearer token is one this Daraja issued and still honours. */
export function tokenAccepted(context: HandlerContext, authorization: string | undefined) {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return token !== undefined && context.ledger.isTokenValid(token, context.now());
}

/**
 * The passkey a shortcode's Password is checked with: the configured one; without configuration
 * the sandbox's for 174379 and none (any Password) for other shortcodes. undefined: unknown code.
 */
function passkeyFor(context: HandlerContext, shortCode: string): string | null | undefined {
  if (context.passkeys) return context.passkeys[shortCode];
  return shortCode === SANDBOX_SHORTCODE ? SANDBOX_PASSKEY : null;
}

function checkPassword(
  context: HandlerContext,
  request: { BusinessShortCode: string; Password: string; Timestamp: string },
): DarajaAnswer | null {
  const passkey = passkeyFor(context, request.BusinessShortCode);
  if (passkey === undefined) return invalidField('BusinessShortCode');
  if (passkey === null) return null;
  const expected = Buffer.from(
    `${request.BusinessShortCode}${passkey}${request.Timestamp}`,
  ).toString('base64');
  return request.Password === expected ? null : wrongCredentials();
}

export function stkPush(context: HandlerContext, body: unknown): DarajaAnswer {
  const checked = checkStkPush(body);
  const refusal = checked.ok ? checkPassword(context, checked.value) : checked.answer;
  if (refusal || !checked.ok) {
    const answer = refusal ?? invalidPayload();
    logPush(context, body, answer, null);
    return answer;
  }
  const record = context.ledger.acceptPush(checked.value, context.now());
  const answer: DarajaAnswer = {
    status: 200,
    body: {
      MerchantRequestID: record.merchantRequestId,
      CheckoutRequestID: record.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    },
  };
  logPush(context, body, answer, record);
  context.sender.schedule(record.outcome.delayMs ?? 200, () => {
    record.decidedAt = context.now();
    if (record.outcome.callback === false) return undefined;
    return context.sender.deliver(
      'stk',
      record.request.CallBackURL,
      stkCallbackBody(record, context.now()),
    );
  });
  return answer;
}

function logPush(
  context: HandlerContext,
  body: unknown,
  answer: DarajaAnswer,
  record: StkPushRecord | null,
) {
  context.pushLog.push({
    at: context.now().toISOString(),
    body,
    status: answer.status,
    answer: answer.body,
    checkoutRequestId: record?.checkoutRequestId ?? null,
    outcome: record ? { ...record.outcome } : null,
  });
}

/** The body Daraja POSTs to CallBackURL once the customer answered the prompt. */
export function stkCallbackBody(record: StkPushRecord, decidedAt: Date) {
  const { resultCode } = record.outcome;
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: record.merchantRequestId,
        CheckoutRequestID: record.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: stkResultDescription(resultCode),
        ...(resultCode === 0 && {
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: record.request.Amount },
              { Name: 'MpesaReceiptNumber', Value: record.receiptNumber },
              { Name: 'TransactionDate', Value: Number(nairobiStamp(decidedAt)) },
              { Name: 'PhoneNumber', Value: Number(record.request.PhoneNumber) },
            ],
          },
        }),
      },
    },
  };
}

export function stkQuery(context: HandlerContext, body: unknown): DarajaAnswer {
  const checked = checkStkQuery(body);
  if (!checked.ok) return checked.answer;
  const refusal = checkPassword(context, checked.value);
  if (refusal) return refusal;
  const record = context.ledger.push(checked.value.CheckoutRequestID);
  if (!record || record.request.BusinessShortCode !== checked.value.BusinessShortCode)
    return invalidField('CheckoutRequestID');
  if (!record.decidedAt) return stillProcessing();
  return {
    status: 200,
    body: {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: record.merchantRequestId,
      CheckoutRequestID: record.checkoutRequestId,
      ResultCode: String(record.outcome.resultCode),
      ResultDesc: stkResultDescription(record.outcome.resultCode),
    },
  };
}
