import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { pathId } from '../../rest/rest-errors.ts';
import type { RestPayingMethod } from '../../rest/rest-types.ts';
import type { PaidNowInput, PaymentMethod } from '../resolvers.generated.ts';

/** A manual line's item is `id` in REST and `inventoryId` in the GraphQL input. */
export const SALE_LINE_NAMES = { 'items.*.id': 'items.*.inventoryId' } as const;

/** What `recordOrderPayment` and `recordInvoicePayment` take: the sale, the payment, the key. */
interface SalePaymentArgs {
  id: string;
  idempotencyKey?: string | null;
  amount: number;
  method?: PaymentMethod | null;
  reference?: string | null;
  date?: string | null;
  note?: string | null;
  split?: boolean | null;
}

/** An order's or an invoice's `…/{id}/payments`: the API serves both from one route builder. */
interface SalePaymentsEndpoint<Answer> {
  $post(
    request: { param: { id: string }; json: ReturnType<typeof paymentBody> },
    options: ReturnType<typeof idempotencyKeyed>,
  ): Promise<Answer>;
}

/**
 * A payment's arguments as the REST body. An order's payment always names its method; an
 * invoice's may leave it to the API, which then takes the sale's own.
 */
const paymentBody = ({ method, ...payment }: Omit<SalePaymentArgs, 'id' | 'idempotencyKey'>) => ({
  ...(method ? { method: method as RestPayingMethod } : {}),
  amount: payment.amount,
  reference: payment.reference ?? null,
  date: payment.date ?? null,
  note: payment.note ?? null,
  ...(payment.split ? { split: true } : {}),
});

/** One more payment on a sale, sent once for its key. */
export const postSalePayment = <Answer>(
  payments: SalePaymentsEndpoint<Answer>,
  { id, idempotencyKey, ...payment }: SalePaymentArgs,
) =>
  payments.$post(
    { param: { id: pathId(id) }, json: paymentBody(payment) },
    idempotencyKeyed(idempotencyKey),
  );

/** createOrder's `payment` as the REST body: only what was given, so the API's defaults apply. */
export const paidNowBody = (payment: PaidNowInput) => ({
  method: payment.method as RestPayingMethod,
  ...(payment.amount == null ? {} : { amount: payment.amount }),
  reference: payment.reference ?? null,
  ...(payment.tendered == null ? {} : { tendered: payment.tendered }),
});
