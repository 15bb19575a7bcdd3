import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';

/** What the payment dialog asks beside the amount; the machines pass it on as it is. */
export type PaymentDetails = {
  /** The day the money came in, `YYYY-MM-DD` (Nairobi), never in the future. */
  date: string;
  method: PaymentMethod;
  /** The M-Pesa code, cheque number or bank reference; null for cash and credit. */
  reference: string | null;
  note: string | null;
  /**
   * An M-Pesa payment that is one part of one M-Pesa payment split across sales, so its code may
   * pay other sales too (each once); left out otherwise.
   */
  split?: true;
};

/** A payment as the dialog hands it over: the amount in whole cents and its details. */
export type PaymentEntryInput = { amountCents: number; details: PaymentDetails };

/** True when two submissions are the same payment (a retry may then reuse its key). */
export const samePayment = (a: PaymentEntryInput, b: PaymentEntryInput): boolean =>
  a.amountCents === b.amountCents &&
  a.details.date === b.details.date &&
  a.details.method === b.details.method &&
  a.details.reference === b.details.reference &&
  a.details.note === b.details.note &&
  a.details.split === b.details.split;
