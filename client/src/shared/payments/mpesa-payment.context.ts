import { newAttemptKey } from '../attempt-key.ts';

/** Where an STK push stands on the server (schema.graphql's MpesaRequestStatus). */
export type MpesaRequestStatus =
  | 'sending'
  | 'waiting'
  | 'awaiting_receipt'
  | 'paid'
  | 'cancelled'
  | 'failed'
  | 'expired';

/** What the dialog needs of a request; the actors answer it in this shape. */
export type MpesaRequestView = {
  id: string;
  status: MpesaRequestStatus;
  /** Normalised: 2547XXXXXXXX. */
  phone: string;
  amountCents: number;
  receiptNumber: string | null;
  resultDesc: string | null;
};

/** The order or invoice asked for, with what it still owes. */
export type MpesaDocument = {
  kind: 'order' | 'invoice';
  id: string;
  /** ORD-000012 or INV-000007: the account reference the phone shows. */
  number: string;
  balanceCents: number;
};

/** One STK push as `sendRequest` sends it. */
export type MpesaSendInput = {
  document: Pick<MpesaDocument, 'kind' | 'id'>;
  phone: string;
  amountCents: number;
  /** One key per attempt: a resend after a lost answer never asks the phone twice. */
  idempotencyKey: string;
};

/**
 * Why a send failed: what `classifyRequestFailure` reads, or M-Pesa (Daraja) refusing the push
 * itself, which the server keeps as a failed request and answers with Daraja's words.
 */
export type MpesaSendFailure = { kind: 'refused'; message: string };

export type MpesaAttempt = { phone: string; amountCents: number; idempotencyKey: string };

export type MpesaPaymentContext = {
  document: MpesaDocument;
  /** The fields as typed. */
  phone: string;
  amount: string;
  phoneError: string | null;
  amountError: string | null;
  /** The push being sent, or the last whose answer was lost (kept so a resend reuses its key). */
  attempt: MpesaAttempt | null;
  /** The request as the server last answered it. */
  request: MpesaRequestView | null;
  /** Why the last send or status check did not go through (a banner above the fields). */
  error: string | null;
  /** Why the payment came to nothing, once M-Pesa said so. */
  failure: string | null;
  /** The M-Pesa code from the customer's SMS, as typed, for a request paid per M-Pesa. */
  code: string;
  /** Why that code was not taken (beside the field). */
  codeError: string | null;
};

export type MpesaPaymentEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'amount.change'; value: string }
  | { type: 'request.send' }
  /** Ask M-Pesa where the payment stands now (STK status query). */
  | { type: 'request.check' }
  /** After a failure: back to the fields, as they were, for a new attempt. */
  | { type: 'request.retry' }
  /** Paid per M-Pesa, receipt awaited: the code from the customer's SMS records it. */
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' };

export function nextAttempt(
  previous: MpesaAttempt | null,
  phone: string,
  amountCents: number,
): MpesaAttempt {
  // The same push again after a lost answer is a retry: the server must see the same key so the
  // customer's phone is not asked a second time.
  if (previous && previous.phone === phone && previous.amountCents === amountCents) return previous;
  return { phone, amountCents, idempotencyKey: newAttemptKey() };
}

/** M-Pesa (Daraja) refused the push itself, rather than the request failing on its way. */
export const isRefusal = (failure: unknown): failure is MpesaSendFailure =>
  typeof failure === 'object' &&
  failure !== null &&
  (failure as { kind?: unknown }).kind === 'refused';
