import type { InvoiceDetailFragment } from '../../graphql/operations.generated.ts';
import type { salePaymentView } from '../../shared/payments/sale-payment-dialogs.tsx';
import { printDocument } from '../../shared/print/print-document.ts';

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
  const act = (action: () => void) => () => {
    onAction();
    action();
  };
  return (
    <>
      {mayCorrect && (
        <button
          className="button button--danger invoice-preview__delete"
          type="button"
          disabled={saving || deleting}
          onClick={act(onDelete)}
        >
          Delete
        </button>
      )}
      {mayCorrect && (
        <button
          className="button button--secondary"
          type="button"
          disabled={saving || deleting}
          onClick={act(onCredit)}
        >
          Credit note
        </button>
      )}
      {offerMpesa && (
        <button
          className="button button--secondary"
          type="button"
          disabled={saving}
          onClick={act(onRequestMpesa)}
        >
          Request M-Pesa payment
        </button>
      )}
      <button
        className="button button--secondary"
        type="button"
        disabled={settled || saving}
        onClick={act(onPartial)}
      >
        {payment.savingPartial ? 'Saving payment...' : 'Partial Payment'}
      </button>
      <button
        className="button button--secondary"
        type="button"
        disabled={settled || saving}
        onClick={act(onMarkPaid)}
      >
        {payment.markingPaid ? 'Marking paid...' : 'Mark Paid'}
      </button>
      <button
        className="button button--primary"
        type="button"
        onClick={() => printDocument(`${invoice.invoiceNumber} ${invoice.customerName}`)}
      >
        Print / Export PDF
      </button>
    </>
  );
}
