import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  type InvoiceSummaryFragment,
  RecordInvoicePaymentDocument,
} from '../../graphql/operations.generated.ts';
import {
  classifyRequestFailure,
  type RequestFailure,
} from '../../shared/graphql/request-failure.ts';
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
        let answer: Awaited<ReturnType<typeof send>>;
        const send = () =>
          client.mutate({
            mutation: RecordInvoicePaymentDocument,
            variables: {
              id: input.invoiceId,
              amount: centsToKsh(input.amountCents),
              ...input.details,
              idempotencyKey: input.idempotencyKey,
            },
          });
        try {
          answer = await send();
        } catch (error) {
          throw classifyRequestFailure(error);
        }
        if (!answer.data) throw { kind: 'server' } satisfies RequestFailure;
        return toPaymentState(answer.data.recordInvoicePayment);
      },
    ),
  };
}
