import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { type RequestFailure, requestData } from '../graphql/request-failure.ts';
import { centsToKsh, kshToCents } from '../money/cents.ts';
import type { SaleBalance, SalePaymentRequest } from './sale-payment.context.ts';
import {
  RecordSalePaymentDocument,
  type SaleInvoiceBalanceFragment,
  type SaleOrderBalanceFragment,
} from './sale-payment.generated.ts';

/** What an order's screen holds of it for its payments. */
export type OrderBalance = Pick<
  SaleOrderBalanceFragment,
  'id' | 'orderNumber' | 'status' | 'totalAmount' | 'amountCredited' | 'paidAmount'
>;
/** What an invoice's screen holds of it for its payments. */
export type InvoiceBalance = Pick<
  SaleInvoiceBalanceFragment,
  'id' | 'invoiceNumber' | 'status' | 'total' | 'amountCredited' | 'amountPaid'
>;

/** An order as its sale's payment machine holds it. */
export function orderSale(order: OrderBalance): SaleBalance {
  return {
    kind: 'order',
    id: order.id,
    number: order.orderNumber,
    // Spec §4: an order with no status is pending.
    status: order.status ?? 'pending',
    totalCents: kshToCents(order.totalAmount),
    creditedCents: kshToCents(order.amountCredited),
    paidCents: kshToCents(order.paidAmount),
  };
}

/** An invoice as its sale's payment machine holds it. */
export function invoiceSale(invoice: InvoiceBalance): SaleBalance {
  return {
    kind: 'invoice',
    id: invoice.id,
    number: invoice.invoiceNumber,
    status: invoice.status,
    totalCents: kshToCents(invoice.total),
    creditedCents: kshToCents(invoice.amountCredited),
    paidCents: kshToCents(invoice.amountPaid),
  };
}

/**
 * The payment machine's save over GraphQL, on the order or the invoice the screen shows. The
 * answer also lands in Apollo's cache, so the list and the preview show the new amounts
 * without a refetch. Rejects with a RequestFailure.
 */
export function createSalePaymentActors(client: ApolloClient) {
  return {
    recordPayment: fromPromise<SaleBalance, SalePaymentRequest>(async ({ input }) => {
      const onOrder = input.sale.kind === 'order';
      const data = await requestData(() =>
        client.mutate({
          mutation: RecordSalePaymentDocument,
          variables: {
            id: input.sale.id,
            onOrder,
            amount: centsToKsh(input.amountCents),
            ...input.details,
            idempotencyKey: input.idempotencyKey,
          },
        }),
      );
      const order = data.recordOrderPayment;
      const invoice = data.recordInvoicePayment;
      if (onOrder && order) return orderSale(order);
      if (!onOrder && invoice) return invoiceSale(invoice);
      throw { kind: 'server' } satisfies RequestFailure;
    }),
  };
}
