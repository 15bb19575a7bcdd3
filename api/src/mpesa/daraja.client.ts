import { z } from 'zod';
import { businessDate, businessTime } from '../http/clock.ts';
import { DarajaError } from './daraja-error.ts';
import { type DarajaClientConfig, darajaTransport } from './daraja-transport.ts';

// The payments and settings services catch the client's one error type from here.
export { DarajaError } from './daraja-error.ts';

/**
 * Ghala's client of Safaricom's Daraja API (M-Pesa): OAuth, STK push, STK status query and C2B
 * URL registration. Every failure is a `DarajaError` whose message a person can act on:
 * Daraja's own `errorMessage` when it answered one, else what went wrong on the way.
 *
 * The access token (valid an hour) is kept per Daraja address and app until shortly before it
 * expires, so a busy counter asks for one an hour rather than one per push; a token Daraja
 * stops honouring (`404.001.03 Invalid Access Token`) is dropped and the call made once more.
 */

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
  // The clock's wall-clock reading of a zone, as the business day is read, with its separators dropped.
  const day = businessDate(at, 'Africa/Nairobi').replaceAll('-', '');
  const time = businessTime(at, 'Africa/Nairobi').replaceAll(':', '');
  return `${day}${time}`;
}

/** Password = base64(shortcode + passkey + Timestamp). */
export const stkPassword = (shortCode: string, passkey: string, timestamp: string): string =>
  Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');

export function createDarajaClient(config: DarajaClientConfig) {
  const now = config.now ?? (() => new Date());
  const { post } = darajaTransport(config);

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
