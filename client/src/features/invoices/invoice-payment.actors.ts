import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  type InvoiceSummaryFragment,
  RecordInvoicePaymentDocument,
} from '../../graphql/operations.generated.ts';
import { requestData } from '../../shared/graphql/request-failure.ts';
import { centsToKsh, kshToCents } from '../../shared/money/cents.ts';
import type {
  SaleBalance,
  SalePaymentRequest,
} from '../../shared/payments/sale-payment.context.ts';

export type PaymentInvoice = Pick<
  InvoiceSummaryFragment,
  'id' | 'invoiceNumber' | 'status' | 'total' | 'amountCredited' | 'amountPaid'
>;

/** An invoice as its sale's payment machine holds it. */
export function invoiceSale(invoice: PaymentInvoice): SaleBalance {
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
 * The payment machine's save over GraphQL. The answer also lands in Apollo's cache, so the
 * list and the preview show the new amounts without a refetch. Rejects with a RequestFailure.
 */
export function createInvoicePaymentActors(client: ApolloClient) {
  return {
    recordPayment: fromPromise<SaleBalance, SalePaymentRequest>(async ({ input }) => {
      const data = await requestData(() =>
        client.mutate({
          mutation: RecordInvoicePaymentDocument,
          variables: {
            id: input.sale.id,
            amount: centsToKsh(input.amountCents),
            ...input.details,
            idempotencyKey: input.idempotencyKey,
          },
        }),
      );
      return invoiceSale(data.recordInvoicePayment);
    }),
  };
}
