import type { ApolloCache } from '@apollo/client';

/**
 * An order is invoiced once: from then on its row on the Orders screen leads to its invoice.
 * Written into Apollo's cache as soon as the invoice exists, whichever screen made it.
 */
export function noteOrderInvoiced(
  cache: ApolloCache,
  orderId: string,
  invoice: { id: string; invoiceNumber: string },
): void {
  cache.modify({
    id: cache.identify({ __typename: 'Order', id: orderId }),
    fields: {
      invoiceId: () => invoice.id,
      invoiceNumber: () => invoice.invoiceNumber,
    },
  });
}
