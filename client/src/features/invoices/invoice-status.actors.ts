import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  type InvoiceSummaryFragment,
  RecordInvoicePaymentDocument,
} from '../../graphql/operations.generated.ts';
import { requestData } from '../../shared/graphql/request-failure.ts';
import { centsToKsh, kshToCents } from '../../shared/money/cents.ts';
import type { InvoicePaymentState, RecordPaymentInput } from './invoice-status.machine.ts';

/** The machine's view of an invoice the server sent. */
export function toPaymentState(
  invoice: Pick<InvoiceSummaryFragment, 'id' | 'status' | 'total' | 'amountPaid'>,
): InvoicePaymentState {
  return {
    id: invoice.id,
    status: invoice.status,
    totalCents: kshToCents(invoice.total),
    amountPaidCents: kshToCents(invoice.amountPaid),
  };
}

/**
 * The invoice-status machine's save over GraphQL. The answer also lands in Apollo's cache, so
 * the list and the preview show the new amounts without a refetch. Rejects with a
 * RequestFailure.
 */
export function createInvoiceStatusActors(client: ApolloClient) {
  return {
    recordInvoicePayment: fromPromise<InvoicePaymentState, RecordPaymentInput>(
      async ({ input }) => {
        const data = await requestData(() =>
          client.mutate({
            mutation: RecordInvoicePaymentDocument,
            variables: {
              id: input.invoiceId,
              amount: centsToKsh(input.amountCents),
              ...input.details,
              idempotencyKey: input.idempotencyKey,
            },
          }),
        );
        return toPaymentState(data.recordInvoicePayment);
      },
    ),
  };
}
