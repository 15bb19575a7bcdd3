import type { RestPayingMethod } from '../../rest/rest-types.ts';
import type { PaidNowInput, PaymentMethod } from '../resolvers.generated.ts';

/** A manual line's item is `id` in REST and `inventoryId` in the GraphQL input. */
export const SALE_LINE_NAMES = { 'items.*.id': 'items.*.inventoryId' } as const;

/** What `recordOrderPayment` and `recordInvoicePayment` take besides the sale and the key. */
interface PaymentArgs {
  amount: number;
  method?: PaymentMethod | null;
  reference?: string | null;
  date?: string | null;
  note?: string | null;
  split?: boolean | null;
}

/**
 * A payment's arguments as the REST body, but for its method: an order's payment always
 * names one, an invoice's may leave it to the API.
 */
export const paymentBody = (payment: PaymentArgs) => ({
  amount: payment.amount,
  reference: payment.reference ?? null,
  date: payment.date ?? null,
  note: payment.note ?? null,
  ...(payment.split ? { split: true } : {}),
});

/** createOrder's `payment` as the REST body: only what was given, so the API's defaults apply. */
export const paidNowBody = (payment: PaidNowInput) => ({
  method: payment.method as RestPayingMethod,
  ...(payment.amount == null ? {} : { amount: payment.amount }),
  reference: payment.reference ?? null,
  ...(payment.tendered == null ? {} : { tendered: payment.tendered }),
});
