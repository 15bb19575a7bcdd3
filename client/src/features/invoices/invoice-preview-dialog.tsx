import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  DeleteInvoiceDocument,
  InvoiceByIdDocument,
  InvoiceCompanyDocument,
  type InvoiceDetailFragment,
} from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { classifyRequestFailure } from '../../shared/graphql/request-failure.ts';
import { kshToCents } from '../../shared/money/cents.ts';
import { AmountDialog } from '../../shared/ui/amount-dialog.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { deleteFailureText } from './invoices.messages.ts';
import { useInvoiceStatus } from './use-invoice-status.ts';

type InvoicePreviewDialogProps = {
  invoiceId: string;
  /** A message to greet with, e.g. that the invoice was just created. */
  notice?: string | null;
  onClose: () => void;
  onDeleted: (invoiceNumber: string) => void;
};

/** The printed invoice on screen, with its actions: print, payments and delete. */
export function InvoicePreviewDialog({
  invoiceId,
  notice = null,
  onClose,
  onDeleted,
}: InvoicePreviewDialogProps) {
  const { data, error, loading } = useQuery(InvoiceByIdDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'cache-and-network',
  });
  const company = useQuery(InvoiceCompanyDocument);
  const invoice = data?.invoice;

  if (!invoice) {
    let message = 'Loading invoice...';
    if (error) message = loadFailureMessage(error, 'Failed to load invoice');
    else if (!loading && data) message = 'Invoice not found. It may have been deleted.';
    return (
      <ModalDialog
        open
        title="Invoice"
        onClose={onClose}
        size="small"
        footer={
          <button className="button button--secondary" type="button" onClick={onClose}>
            Close
          </button>
        }
      >
        <p role={error || data ? 'alert' : 'status'}>{message}</p>
      </ModalDialog>
    );
  }

  return (
    <InvoicePreview
      invoice={invoice}
      company={company.data?.company ?? null}
      notice={notice}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}

type InvoicePreviewProps = {
  invoice: InvoiceDetailFragment;
  company: Parameters<typeof InvoiceDocument>[0]['company'];
  notice: string | null;
  onClose: () => void;
  onDeleted: (invoiceNumber: string) => void;
};

function InvoicePreview({ invoice, company, notice, onClose, onDeleted }: InvoicePreviewProps) {
  const { snapshot, send } = useInvoiceStatus(invoice);
  // Open on the invoice itself (its top in view), not on the first button at the bottom.
  const contentRef = useRef<HTMLDivElement>(null);
  const [askAmount, setAskAmount] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [greeting, setGreeting] = useState(notice);
  const [deleteInvoice, { loading: deleting }] = useMutation(DeleteInvoiceDocument, {
    refetchQueries: ['InvoicesList'],
  });

  const status = snapshot.context.invoice.status;
  const saving = snapshot.matches('recordingPayment') || snapshot.matches('markingPaid');
  const paid = snapshot.matches('paid');
  const balanceCents =
    snapshot.context.invoice.totalCents - snapshot.context.invoice.amountPaidCents;
  const error = deleteError ?? snapshot.context.error;
  const success = snapshot.context.notice ?? greeting;

  function clearMessages() {
    setGreeting(null);
    setDeleteError(null);
    send({ type: 'message.dismiss' });
  }

  async function remove() {
    try {
      await deleteInvoice({ variables: { id: invoice.id } });
      setConfirmDelete(false);
      onDeleted(invoice.invoiceNumber);
    } catch (failure) {
      setConfirmDelete(false);
      setDeleteError(deleteFailureText(classifyRequestFailure(failure)));
    }
  }

  return (
    <>
      <ModalDialog
        open
        title={`Invoice ${invoice.invoiceNumber}`}
        onClose={onClose}
        size="large"
        className="invoice-preview"
        initialFocus={contentRef}
        footer={
          <>
            <button
              className="button button--danger invoice-preview__delete"
              type="button"
              disabled={saving || deleting}
              onClick={() => {
                clearMessages();
                setConfirmDelete(true);
              }}
            >
              Delete
            </button>
            <button
              className="button button--secondary"
              type="button"
              disabled={paid || saving}
              onClick={() => {
                clearMessages();
                setAskAmount(true);
              }}
            >
              {snapshot.matches('recordingPayment') ? 'Saving payment...' : 'Partial Payment'}
            </button>
            <button
              className="button button--secondary"
              type="button"
              disabled={paid || saving}
              onClick={() => {
                clearMessages();
                send({ type: 'payment.markPaid' });
              }}
            >
              {snapshot.matches('markingPaid') ? 'Marking paid...' : 'Mark Paid'}
            </button>
            <button className="button button--primary" type="button" onClick={() => window.print()}>
              Print / Export PDF
            </button>
          </>
        }
      >
        <div className="invoice-preview__content" ref={contentRef} tabIndex={-1}>
          {error && (
            <p className="banner banner--error" role="alert">
              {error}
            </p>
          )}
          {!error && success && (
            <p className="banner banner--success" role="status">
              {success}
            </p>
          )}
          <div className="invoice-preview__paper">
            <InvoiceDocument invoice={invoice} company={company} status={status} />
          </div>
        </div>
      </ModalDialog>

      <AmountDialog
        open={askAmount}
        title={`Partial payment on ${invoice.invoiceNumber}`}
        label="Amount received (KSh)"
        max={balanceCents / 100}
        confirmLabel="Record Payment"
        onCancel={() => setAskAmount(false)}
        onSubmit={(amount) => {
          setAskAmount(false);
          send({ type: 'payment.record', amountCents: kshToCents(amount) });
        }}
      />

      <ConfirmDialog
        open={confirmDelete}
        title="Delete invoice"
        message={`Delete invoice ${invoice.invoiceNumber} for ${invoice.customerName}? This cannot be undone.`}
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
