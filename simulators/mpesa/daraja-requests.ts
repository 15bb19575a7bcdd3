import { type DarajaAnswer, invalidField, invalidPayload } from './daraja-codes.ts';

/**
 * The request bodies Daraja takes, checked field by field the way Daraja refuses them: the first
 * bad field answers `400.002.02 Bad Request - Invalid <Field>`. Daraja takes numbers either as
 * JSON numbers or as digit strings, so both are accepted here.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; answer: DarajaAnswer };

export interface StkPushRequest {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  TransactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  Amount: number;
  PartyA: string;
  PartyB: string;
  PhoneNumber: string;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
}

export interface StkQueryRequest {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  CheckoutRequestID: string;
}

export interface RegisterUrlRequest {
  ShortCode: string;
  ResponseType: 'Completed' | 'Cancelled';
  ConfirmationURL: string;
  ValidationURL: string;
}

export interface C2BSimulateRequest {
  ShortCode: string;
  CommandID: 'CustomerPayBillOnline' | 'CustomerBuyGoods';
  Amount: number;
  Msisdn: string;
  BillRefNumber: string;
}

const SHORTCODE = /^\d{5,7}$/;
/** A Safaricom subscriber in international form: 2547XXXXXXXX or 2541XXXXXXXX. */
const SAFARICOM_MSISDN = /^254[17]\d{8}$/;

type Body = Record<string, unknown>;

/** A number or digit string as text; undefined when it is neither. */
function digits(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return value.trim();
  return undefined;
}

/** A number or digit string of the shape `pattern` gives (a shortcode, a phone), as text. */
function matchingDigits(value: unknown, pattern: RegExp): string | undefined {
  const asDigits = digits(value);
  return asDigits && pattern.test(asDigits) ? asDigits : undefined;
}

function positiveWholeAmount(value: unknown): number | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0
    ? amount
    : undefined;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Whether `yyyyMMddHHmmss` names a real moment (no 31 February, no hour 24). */
export function isDarajaTimestamp(stamp: string): boolean {
  if (!/^\d{14}$/.test(stamp)) return false;
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at) =>
    Number(stamp.slice(at, at === 0 ? 4 : at + 2)),
  ) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
  );
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Daraja filters callback addresses naming M-Pesa or Safaricom, in any case. */
export const namesSafaricom = (url: string) => /m-?pesa|safaricom/i.test(url);

const isObject = (body: unknown): body is Body =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

const refuse = (field: string): Checked<never> => ({ ok: false, answer: invalidField(field) });

type StkCredentials = Pick<StkPushRequest, 'BusinessShortCode' | 'Password' | 'Timestamp'>;

/** The fields both STK calls open with: the shortcode and the password made for this moment. */
function checkStkCredentials(body: unknown): Checked<StkCredentials & { body: Body }> {
  if (!isObject(body)) return { ok: false, answer: invalidPayload() };
  const shortCode = matchingDigits(body.BusinessShortCode, SHORTCODE);
  if (!shortCode) return refuse('BusinessShortCode');
  const password = text(body.Password);
  if (!password) return refuse('Password');
  const timestamp = digits(body.Timestamp);
  if (!timestamp || !isDarajaTimestamp(timestamp)) return refuse('Timestamp');
  return {
    ok: true,
    value: { body, BusinessShortCode: shortCode, Password: password, Timestamp: timestamp },
  };
}

export function checkStkPush(request: unknown): Checked<StkPushRequest> {
  const credentials = checkStkCredentials(request);
  if (!credentials.ok) return credentials;
  const { body, ...head } = credentials.value;
  const type = body.TransactionType;
  if (type !== 'CustomerPayBillOnline' && type !== 'CustomerBuyGoodsOnline')
    return refuse('TransactionType');
  const amount = positiveWholeAmount(body.Amount);
  if (amount === undefined) return refuse('Amount');
  const partyA = matchingDigits(body.PartyA, SAFARICOM_MSISDN);
  if (!partyA) return refuse('PartyA');
  const partyB = matchingDigits(body.PartyB, SHORTCODE);
  // A paybill collects to itself; a till (buy goods) collects to the till under its store number.
  if (!partyB || (type === 'CustomerPayBillOnline' && partyB !== head.BusinessShortCode))
    return refuse('PartyB');
  const phone = matchingDigits(body.PhoneNumber, SAFARICOM_MSISDN);
  if (!phone) return refuse('PhoneNumber');
  const callBackUrl = text(body.CallBackURL);
  if (!callBackUrl || !isHttpUrl(callBackUrl)) return refuse('CallBackURL');
  const reference = typeof body.AccountReference === 'string' ? body.AccountReference : undefined;
  if (!reference || reference.trim() === '' || reference.length > 12)
    return refuse('AccountReference');
  const description = body.TransactionDesc;
  if (description !== undefined && typeof description !== 'string')
    return refuse('TransactionDesc');
  return {
    ok: true,
    value: {
      ...head,
      TransactionType: type,
      Amount: amount,
      PartyA: partyA,
      PartyB: partyB,
      PhoneNumber: phone,
      CallBackURL: callBackUrl,
      AccountReference: reference,
      TransactionDesc: description ?? '',
    },
  };
}

export function checkStkQuery(request: unknown): Checked<StkQueryRequest> {
  const credentials = checkStkCredentials(request);
  if (!credentials.ok) return credentials;
  const { body, ...head } = credentials.value;
  const checkoutRequestId = text(body.CheckoutRequestID);
  if (!checkoutRequestId) return refuse('CheckoutRequestID');
  return { ok: true, value: { ...head, CheckoutRequestID: checkoutRequestId } };
}

export function checkRegisterUrl(body: unknown): Checked<RegisterUrlRequest> {
  if (!isObject(body)) return { ok: false, answer: invalidPayload() };
  const shortCode = matchingDigits(body.ShortCode, SHORTCODE);
  if (!shortCode) return refuse('ShortCode');
  const responseType = body.ResponseType;
  if (responseType !== 'Completed' && responseType !== 'Cancelled') return refuse('ResponseType');
  for (const field of ['ConfirmationURL', 'ValidationURL'] as const) {
    const url = text(body[field]);
    if (!url || !isHttpUrl(url) || namesSafaricom(url)) return refuse(field);
  }
  return {
    ok: true,
    value: {
      ShortCode: shortCode,
      ResponseType: responseType,
      ConfirmationURL: text(body.ConfirmationURL)!,
      ValidationURL: text(body.ValidationURL)!,
    },
  };
}

export function checkC2BSimulate(body: unknown): Checked<C2BSimulateRequest> {
  if (!isObject(body)) return { ok: false, answer: invalidPayload() };
  const shortCode = matchingDigits(body.ShortCode, SHORTCODE);
  if (!shortCode) return refuse('ShortCode');
  const command = body.CommandID;
  if (command !== 'CustomerPayBillOnline' && command !== 'CustomerBuyGoods')
    return refuse('CommandID');
  const amount = positiveWholeAmount(body.Amount);
  if (amount === undefined) return refuse('Amount');
  const msisdn = matchingDigits(body.Msisdn, SAFARICOM_MSISDN);
  if (!msisdn) return refuse('Msisdn');
  const billRef = body.BillRefNumber;
  if (billRef !== undefined && billRef !== null && typeof billRef !== 'string')
    return refuse('BillRefNumber');
  return {
    ok: true,
    value: {
      ShortCode: shortCode,
      CommandID: command,
      Amount: amount,
      Msisdn: msisdn,
      BillRefNumber: billRef ?? '',
    },
  };
}
