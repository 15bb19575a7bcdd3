import { useMutation } from '@apollo/client/react';
import { noteOrderInvoiced } from '../../shared/documents/order-invoiced.ts';
import { CreateInvoiceDocument } from './invoices.generated.ts';

/**
 * The createInvoice mutation as the create dialog sends it: the invoices list is read again,
 * and an order invoiced by it leads to its invoice at once.
 */
export function useCreateInvoice() {
  const [createInvoice] = useMutation(CreateInvoiceDocument, {
    refetchQueries: ['InvoicesList'],
    update(cache, { data }) {
      const invoice = data?.createInvoice;
      if (invoice?.orderId) noteOrderInvoiced(cache, invoice.orderId, invoice);
    },
  });
  return createInvoice;
}
