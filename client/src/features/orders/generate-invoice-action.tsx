import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { noteOrderInvoiced } from '../../shared/documents/order-invoiced.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { IconButton, IconLink } from '../../shared/ui/icon-button.tsx';
import { DialogCancelButton, ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import {
  GenerateInvoiceDocument,
  type GenerateInvoiceMutation,
  type OrderRowFragment,
} from './orders.generated.ts';
import { generateInvoiceFailureText } from './orders.messages.ts';
import { OutsideTable } from './outside-table.tsx';

type GeneratedInvoice = GenerateInvoiceMutation['generateInvoice'];

/** Generate invoice, or View invoice once the order has one. */
export function GenerateInvoiceAction({ order }: { order: OrderRowFragment }) {
  const toast = useToast();
  const [generate, { loading }] = useMutation(GenerateInvoiceDocument, {
    // The row turns into a way to its invoice at once.
    update(cache, { data }) {
      if (data) noteOrderInvoiced(cache, order.id, data.generateInvoice);
    },
  });
  const [invoice, setInvoice] = useState<GeneratedInvoice | null>(null);

  async function onGenerate() {
    try {
      const { data } = await generate({
        variables: { orderId: order.id, idempotencyKey: newAttemptKey() },
      });
      if (!data) throw new Error('no data');
      setInvoice(data.generateInvoice);
    } catch (error) {
      toast.failure(generateInvoiceFailureText(error));
    }
  }

  return (
    <>
      {order.invoiceId ? (
        <IconLink
          icon="invoice"
          label={`View invoice ${order.invoiceNumber} of ${order.orderNumber}`}
          text="View invoice"
          to={`/invoices?invoice=${order.invoiceId}`}
        />
      ) : (
        <IconButton
          icon="invoice"
          label={`Generate invoice for ${order.orderNumber}`}
          text={loading ? 'Generating...' : 'Generate invoice'}
          disabled={loading || order.status === 'cancelled'}
          onClick={onGenerate}
        />
      )}
      {invoice && (
        <OutsideTable>
          <ModalDialog
            open
            title="Invoice generated"
            size="small"
            onClose={() => setInvoice(null)}
            footer={
              <>
                <DialogCancelButton>Close</DialogCancelButton>
                <Link className="button button--primary" to={`/invoices?invoice=${invoice.id}`}>
                  Open invoice
                </Link>
              </>
            }
          >
            <p className="order-invoice__message" role="status">
              Invoice <strong>{invoice.invoiceNumber}</strong> was created from {order.orderNumber}{' '}
              for {formatKsh(invoice.total)}.
            </p>
          </ModalDialog>
        </OutsideTable>
      )}
    </>
  );
}
