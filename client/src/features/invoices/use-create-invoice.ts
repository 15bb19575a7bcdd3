import { useMutation } from '@apollo/client/react';
import { CreateInvoiceDocument } from '../../graphql/operations.generated.ts';

/**
 * The createInvoice mutation as the create dialog sends it: the invoices list is read again,
 * and an order invoiced by it leads to its invoice at once.
 */
export function useCreateInvoice() {
  const [createInvoice] = useMutation(CreateInvoiceDocument, {
    refetchQueries: ['InvoicesList'],
    // An order is invoiced once: its row on the Orders screen leads to this invoice from now on.
    update(cache, { data }) {
      const invoice = data?.createInvoice;
      if (!invoice?.orderId) return;
      cache.modify({
        id: cache.identify({ __typename: 'Order', id: invoice.orderId }),
        fields: {
          invoiceId: () => invoice.id,
          invoiceNumber: () => invoice.invoiceNumber,
        },
      });
    },
  });
  return createInvoice;
}
