import { type ReactNode, useState } from 'react';
import type { InvoiceDetailFragment } from '../../graphql/operations.generated.ts';
import type { salePaymentView } from '../../shared/payments/sale-payment-dialogs.tsx';
import { printDocument } from '../../shared/print/print-document.ts';
import { ShareDocumentDialog } from '../../shared/share/share-document-dialog.tsx';

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
  const [sharing, setSharing] = useState(false);
  const act = (action: () => void) => () => {
    onAction();
    action();
  };
  return (
    <>
      {mayCorrect && (
        <FooterAction
          tone="danger"
          className="invoice-preview__delete"
          disabled={saving || deleting}
          onClick={act(onDelete)}
        >
          Delete
        </FooterAction>
      )}
      {/* An opening balance is no sale: it has no lines to credit, only payments. */}
      {mayCorrect && !invoice.openingBalance && (
        <FooterAction disabled={saving || deleting} onClick={act(onCredit)}>
          Credit note
        </FooterAction>
      )}
      {offerMpesa && (
        <FooterAction disabled={saving} onClick={act(onRequestMpesa)}>
          Request M-Pesa payment
        </FooterAction>
      )}
      <FooterAction disabled={settled || saving} onClick={act(onPartial)}>
        {payment.savingPartial ? 'Saving payment...' : 'Partial Payment'}
      </FooterAction>
      <FooterAction disabled={settled || saving} onClick={act(onMarkPaid)}>
        {payment.markingPaid ? 'Marking paid...' : 'Mark Paid'}
      </FooterAction>
      <FooterAction onClick={act(() => setSharing(true))}>Share</FooterAction>
      <FooterAction
        tone="primary"
        onClick={() => printDocument(`${invoice.invoiceNumber} ${invoice.customerName}`)}
      >
        Print / Export PDF
      </FooterAction>
      {sharing && (
        <ShareDocumentDialog
          document={{
            kind: 'invoice',
            id: invoice.id,
            number: invoice.invoiceNumber,
            contact: invoice.billTo.contact,
          }}
          onClose={() => setSharing(false)}
        />
      )}
    </>
  );
}

/** One of the footer's buttons: secondary unless it says otherwise. */
function FooterAction({
  tone = 'secondary',
  className,
  disabled,
  onClick,
  children,
}: {
  tone?: 'primary' | 'secondary' | 'danger';
  className?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      className={['button', `button--${tone}`, className].filter(Boolean).join(' ')}
      type="button"
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
