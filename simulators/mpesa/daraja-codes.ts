/**
 * Daraja's fixed words: the sandbox's published Lipa Na M-Pesa Online test credentials, the STK
 * result codes with the descriptions Safaricom sends, and its error envelope
 * `{ requestId, errorCode, errorMessage }`.
 */

/** The Lipa Na M-Pesa Online shortcode of Safaricom's public sandbox. */
export const SANDBOX_SHORTCODE = '174379';
/** The passkey Safaricom publishes for the sandbox shortcode 174379 (a test value, not a secret). */
export const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

/** What Daraja says about an STK push's outcome, by ResultCode. */
export const STK_RESULT_DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1019: 'Transaction has expired',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};

export const stkResultDescription = (resultCode: number) =>
  STK_RESULT_DESCRIPTIONS[resultCode] ?? `The transaction failed (result code ${resultCode}).`;

/** An answer Daraja gives: HTTP status and JSON body. */
export interface DarajaAnswer {
  status: number;
  body: unknown;
}

let requestCounter = 0;

/** Daraja's request ids look like `6e86-45dd-91ac-fd5d4178ab523792718`; any unique text will do. */
export function newRequestId(): string {
  requestCounter += 1;
  const hex = () =>
    Math.floor(Math.random() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return `${hex()}-${hex()}-${hex()}-${Date.now().toString(16)}${requestCounter}`;
}

export const darajaError = (
  status: number,
  errorCode: string,
  errorMessage: string,
): DarajaAnswer => ({
  status,
  body: { requestId: newRequestId(), errorCode, errorMessage },
});

/** A field Daraja refuses: `400.002.02 Bad Request - Invalid <Field>`. */
export const invalidField = (field: string) =>
  darajaError(400, '400.002.02', `Bad Request - Invalid ${field}`);

export const invalidPayload = () => darajaError(400, '400.002.05', 'Invalid Request Payload');
export const invalidAccessToken = () => darajaError(401, '404.001.03', 'Invalid Access Token');
/** Daraja's answer to a Password that is not base64(shortcode + passkey + Timestamp). */
export const wrongCredentials = () => darajaError(500, '500.001.1001', 'Wrong credentials');
/** The status query's answer while the customer has not yet answered the prompt. */
export const stillProcessing = () =>
  darajaError(500, '500.001.1001', 'The transaction is being processed');
