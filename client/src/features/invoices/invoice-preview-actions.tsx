import type { salePaymentView } from '../../shared/payments/sale-payment-dialogs.tsx';
import { printDocument } from '../../shared/print/print-document.ts';
import { useShareDialog } from '../../shared/share/share-document-dialog.tsx';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import type { InvoiceDetailFragment } from './invoices.generated.ts';

type InvoicePreviewActionsProps = {
  invoice: InvoiceDetailFragment;
  payment: ReturnType<typeof salePaymentView>;
  /** Delete and Credit note: an owner's or a manager's, on an invoice not void. */
  mayCorrect: boolean;
  offerMpesa: boolean;
  deleting: boolean;
  /** Every action first clears the preview's last message. */
  onAction: () => void;
  onDelete: () => void;
  onCredit: () => void;
  onRequestMpesa: () => void;
  onPartial: () => void;
  onMarkPaid: () => void;
};

/** The preview's footer: delete, credit note, M-Pesa, the two payments, and print. */
export function InvoicePreviewActions({
  invoice,
  payment,
  mayCorrect,
  offerMpesa,
  deleting,
  onAction,
  onDelete,
  onCredit,
  onRequestMpesa,
  onPartial,
  onMarkPaid,
}: InvoicePreviewActionsProps) {
  const { saving, settled } = payment;
  const share = useShareDialog({
    kind: 'invoice',
    id: invoice.id,
    number: invoice.invoiceNumber,
    contact: invoice.billTo.contact,
  });
  const act = (action: () => void) => () => {
    onAction();
    action();
  };
  return (
    <>
      {mayCorrect && (
        <ActionButton
          tone="danger"
          className="invoice-preview__delete"
          disabled={saving || deleting}
          onClick={act(onDelete)}
        >
          Delete
        </ActionButton>
      )}
      {/* An opening balance is no sale: it has no lines to credit, only payments. */}
      {mayCorrect && !invoice.openingBalance && (
        <ActionButton disabled={saving || deleting} onClick={act(onCredit)}>
          Credit note
        </ActionButton>
      )}
      {offerMpesa && (
        <ActionButton disabled={saving} onClick={act(onRequestMpesa)}>
          Request M-Pesa payment
        </ActionButton>
      )}
      <ActionButton disabled={settled || saving} onClick={act(onPartial)}>
        {payment.savingPartial ? 'Saving payment...' : 'Partial Payment'}
      </ActionButton>
      <ActionButton disabled={settled || saving} onClick={act(onMarkPaid)}>
        {payment.markingPaid ? 'Marking paid...' : 'Mark Paid'}
      </ActionButton>
      <ActionButton onClick={act(share.open)}>Share</ActionButton>
      <ActionButton
        tone="primary"
        onClick={() => printDocument(`${invoice.invoiceNumber} ${invoice.customerName}`)}
      >
        Print / Export PDF
      </ActionButton>
      {share.dialog}
    </>
  );
}
