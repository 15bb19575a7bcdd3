import { createHash } from 'node:crypto';
import type { CallbackLogEntry } from './callback-sender.ts';
import { type DarajaAnswer, invalidField } from './daraja-codes.ts';
import type { HandlerContext } from './daraja-handlers.ts';
import { checkC2BSimulate, checkRegisterUrl } from './daraja-requests.ts';
import { nairobiStamp, newReceiptNumber } from './mpesa-ledger.ts';

/**
 * Customer to business: a shortcode registers where its payments are announced, and each
 * payment a customer makes is validated and confirmed at those addresses.
 */

/** A C2B payment to simulate: the confirmation's fields, most with sandbox-like defaults. */
export interface C2BPayment {
  BusinessShortCode: string;
  /** Whole or decimal shillings; sent as text with two decimals ("500.00"). */
  TransAmount: number | string;
  BillRefNumber?: string;
  /** 2547… unless `hashMsisdn`; default the sandbox test number 254708374149. */
  MSISDN?: string;
  /** Send MSISDN as a SHA-256 hex digest, as Daraja now does for many shortcodes. */
  hashMsisdn?: boolean;
  /** Generated like a receipt number (10 uppercase letters and digits) when absent. */
  TransID?: string;
  /** yyyyMMddHHmmss, Nairobi time; now when absent. */
  TransTime?: string;
  /** "Pay Bill" (default) or "Buy Goods". */
  TransactionType?: string;
  InvoiceNumber?: string;
  OrgAccountBalance?: string;
  ThirdPartyTransID?: string;
  FirstName?: string;
  MiddleName?: string;
  LastName?: string;
}

export function registerUrl(context: HandlerContext, body: unknown): DarajaAnswer {
  const checked = checkRegisterUrl(body);
  if (!checked.ok) return checked.answer;
  context.ledger.register(checked.value, context.now());
  return {
    status: 200,
    body: {
      OriginatorCoversationID: `${Date.now() % 100_000}-${Math.floor(Math.random() * 1e7)}-1`,
      ResponseCode: '0',
      ResponseDescription: 'Success',
    },
  };
}

/** The sandbox's C2B simulate: accepted at once, callbacks sent after the answer. */
export function c2bSimulate(context: HandlerContext, body: unknown): DarajaAnswer {
  const checked = checkC2BSimulate(body);
  if (!checked.ok) return checked.answer;
  const { ShortCode, CommandID, Amount, Msisdn, BillRefNumber } = checked.value;
  // The real sandbox accepts and then calls no one; here an unregistered shortcode says so.
  if (!context.ledger.registration(ShortCode)) return invalidField('ShortCode');
  void context.sender.track(
    sendC2B(context, {
      BusinessShortCode: ShortCode,
      TransAmount: Amount,
      MSISDN: Msisdn,
      BillRefNumber,
      TransactionType: CommandID === 'CustomerBuyGoods' ? 'Buy Goods' : 'Pay Bill',
    }),
  );
  return {
    status: 200,
    body: {
      ConversationID: `AG_${nairobiStamp(context.now()).slice(0, 8)}_${newReceiptNumber().toLowerCase()}`,
      OriginatorCoversationID: `${Date.now() % 100_000}-${Math.floor(Math.random() * 1e7)}-1`,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    },
  };
}

/** The confirmation (and validation) body Daraja sends for a customer's C2B payment. */
export function c2bBody(payment: C2BPayment, now: Date) {
  const msisdn = payment.MSISDN ?? '254708374149';
  return {
    TransactionType: payment.TransactionType ?? 'Pay Bill',
    TransID: payment.TransID ?? newReceiptNumber(),
    TransTime: payment.TransTime ?? nairobiStamp(now),
    TransAmount:
      typeof payment.TransAmount === 'number'
        ? payment.TransAmount.toFixed(2)
        : payment.TransAmount,
    BusinessShortCode: payment.BusinessShortCode,
    BillRefNumber: payment.BillRefNumber ?? '',
    InvoiceNumber: payment.InvoiceNumber ?? '',
    OrgAccountBalance: payment.OrgAccountBalance ?? '',
    ThirdPartyTransID: payment.ThirdPartyTransID ?? '',
    MSISDN: payment.hashMsisdn ? sha256Hex(msisdn) : msisdn,
    FirstName: payment.FirstName ?? 'John',
    MiddleName: payment.MiddleName ?? '',
    LastName: payment.LastName ?? 'Doe',
  };
}

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether the merchant's validation answer accepts the payment: ResultCode 0 or "0". */
function validationAnswered(entry: CallbackLogEntry): 'accepted' | 'rejected' | 'no-answer' {
  const body = entry.responseBody as { ResultCode?: unknown } | null;
  if (!entry.delivered || typeof body !== 'object' || body === null || !('ResultCode' in body))
    return 'no-answer';
  return body.ResultCode === 0 || body.ResultCode === '0' ? 'accepted' : 'rejected';
}

/**
 * A customer pays the shortcode: validation goes to the ValidationURL; an acceptance (or, with
 * ResponseType "Completed", no usable answer) sends the confirmation; a rejection, or no answer
 * with "Cancelled", ends it there. Throws when the shortcode has no registered URLs.
 */
export async function sendC2B(
  context: HandlerContext,
  payment: C2BPayment,
): Promise<CallbackLogEntry[]> {
  const registration = context.ledger.registration(payment.BusinessShortCode);
  if (!registration)
    throw new Error(`No C2B URLs are registered for shortcode ${payment.BusinessShortCode}`);
  const body = c2bBody(payment, context.now());
  const current = context.sender.stillCurrent();
  const validation = await context.sender.deliver(
    'c2b-validation',
    registration.ValidationURL,
    body,
  );
  const verdict = validationAnswered(validation);
  const confirm =
    verdict === 'accepted' ||
    (verdict === 'no-answer' && registration.ResponseType === 'Completed');
  // A reset or close while validation was in flight ends the payment there.
  if (!confirm || !current()) return [validation];
  const confirmation = await context.sender.deliver(
    'c2b-confirmation',
    registration.ConfirmationURL,
    body,
  );
  return [validation, confirmation];
}
