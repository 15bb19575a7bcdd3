import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  type CreditNoteDetailFragment,
  DeleteInvoiceDocument,
  InvoiceByIdDocument,
  InvoiceCompanyDocument,
  type InvoiceDetailFragment,
  type InvoiceStatus,
  type PaymentEntryFragment,
} from '../../graphql/operations.generated.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { kshToCents } from '../../shared/money/cents.ts';
import { formatCents, formatKsh } from '../../shared/money/money-format.ts';
import { useMpesaAvailable } from '../../shared/payments/mpesa-availability.ts';
import { MpesaPaymentDialog } from '../../shared/payments/mpesa-payment-dialog.tsx';
import { PaymentHistory } from '../../shared/payments/payment-history.tsx';
import { lastReceivingMethod } from '../../shared/payments/payment-methods.ts';
import { ReversePaymentDialog } from '../../shared/payments/reverse-payment-dialog.tsx';
import {
  SalePaymentDialogs,
  salePaymentView,
} from '../../shared/payments/sale-payment-dialogs.tsx';
import { printDocument } from '../../shared/print/print-document.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { MadeBy } from '../../shared/ui/made-by.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { CreditNoteDialog } from './credit-note-dialog.tsx';
import { CreditNoteViewerDialog } from './credit-note-viewer-dialog.tsx';
import { EtimsStatus } from './etims-status.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import {
  deleteFailedText,
  deleteFailureText,
  invoiceText,
  paymentRecordedText,
  voidRefusalText,
} from './invoices.messages.ts';
import { useInvoicePayment } from './use-invoice-payment.ts';

/** How often an invoice waiting for KRA is read again while it is open. */
const ETIMS_POLL_MS = 5_000;

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
  // While KRA has not answered for it (or one of its credit notes), look again now and then.
  const awaitingKra = [
    data?.invoice?.etims,
    ...(data?.invoice?.creditNotes ?? []).map((note) => note.etims),
  ].some((etims) => etims?.state === 'waiting');
  useQuery(InvoiceByIdDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'network-only',
    pollInterval: ETIMS_POLL_MS,
    skip: !awaitingKra,
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
  const [greeting, setGreeting] = useState(notice);
  // Read once, by the machine built on the first render: it only sets state.
  const { snapshot, send } = useInvoicePayment(invoice, ({ amountCents, markedPaid }) =>
    setGreeting(markedPaid ? invoiceText.markedPaid : paymentRecordedText(amountCents)),
  );
  // Deleting and reversing are an owner's or a manager's (issue 16): hidden from a cashier.
  const mayManage = usePermissions()?.manage ?? false;
  // Open on the invoice itself (its top in view), not on the first button at the bottom.
  const contentRef = useRef<HTMLDivElement>(null);
  const [reversing, setReversing] = useState<PaymentEntryFragment | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [voidReason, setVoidReason] = useState('');
  const [crediting, setCrediting] = useState(false);
  const [requestingMpesa, setRequestingMpesa] = useState(false);
  const mpesaAvailable = useMpesaAvailable();
  const [shownNote, setShownNote] = useState<CreditNoteDetailFragment | null>(null);
  // The note as the invoice's latest read has it: its eTIMS state moves on after it is shown.
  const shownNoteNow = shownNote
    ? (invoice.creditNotes.find((note) => note.id === shownNote.id) ?? shownNote)
    : null;
  const [deleteInvoice, { loading: deleting }] = useMutation(DeleteInvoiceDocument, {
    refetchQueries: ['InvoicesList'],
  });

  // The machine holds this invoice, so its status is an invoice's.
  const status = snapshot.context.sale.status as InvoiceStatus;
  const payment = salePaymentView(snapshot);
  const { saving, settled: paid } = payment;
  const voided = status === 'void';
  // M-Pesa asks whole shillings of what is owed (credit notes taken off): at least one.
  const mpesaBalanceCents = kshToCents(invoice.balance);
  const offerMpesa = mpesaAvailable && !paid && mpesaBalanceCents >= 100;
  function clearMessages() {
    setGreeting(null);
    setDeleteError(null);
  }

  async function remove() {
    try {
      await deleteInvoice({ variables: { id: invoice.id, reason: voidReason.trim() || null } });
      setConfirmDelete(false);
      onDeleted(invoice.invoiceNumber);
    } catch (failure) {
      setConfirmDelete(false);
      setDeleteError(deleteFailureText(failure));
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
            {mayManage && !voided && (
              <button
                className="button button--danger invoice-preview__delete"
                type="button"
                disabled={saving || deleting}
                onClick={() => {
                  clearMessages();
                  // What would refuse it is said now, not after the confirmation.
                  const refusal = voidRefusalText(invoice);
                  if (refusal) setDeleteError(deleteFailedText(refusal));
                  else setConfirmDelete(true);
                }}
              >
                Delete
              </button>
            )}
            {mayManage && !voided && (
              <button
                className="button button--secondary"
                type="button"
                disabled={saving || deleting}
                onClick={() => {
                  clearMessages();
                  setCrediting(true);
                }}
              >
                Credit note
              </button>
            )}
            {offerMpesa && (
              <button
                className="button button--secondary"
                type="button"
                disabled={saving}
                onClick={() => {
                  clearMessages();
                  setRequestingMpesa(true);
                }}
              >
                Request M-Pesa payment
              </button>
            )}
            <button
              className="button button--secondary"
              type="button"
              disabled={paid || saving}
              onClick={() => {
                clearMessages();
                send({ type: 'payment.partial' });
              }}
            >
              {payment.savingPartial ? 'Saving payment...' : 'Partial Payment'}
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
        }
      >
        <div className="invoice-preview__content" ref={contentRef} tabIndex={-1}>
          {/* A payment dialog shows its own failures. */}
          {deleteError && (
            <p className="banner banner--error" role="alert">
              {deleteError}
            </p>
          )}
          {!deleteError && greeting && (
            <p className="banner banner--success" role="status">
              {greeting}
            </p>
          )}
          {invoice.voidedAt && (
            <p className="banner banner--info invoice-preview__void">
              Voided {formatDateTime(invoice.voidedAt)}
              {invoice.voidedByEmail && ` by ${invoice.voidedByEmail}`}
              {invoice.voidReason && `: ${invoice.voidReason}`}. It keeps its number; nobody owes
              it.
            </p>
          )}
          <MadeBy
            email={invoice.createdBy.email}
            backDated={invoice.backDated}
            recordedAt={invoice.recordedAt}
          />
          <EtimsStatus etims={invoice.etims} documentLabel={invoice.invoiceNumber} />
          <div className="invoice-preview__paper">
            <InvoiceDocument
              invoice={invoice}
              company={company}
              status={status}
              printable={shownNote === null}
            />
          </div>
          {invoice.creditNotes.length > 0 && (
            <section
              className="invoice-preview__credit-notes"
              aria-labelledby={`${invoice.id}-credit-notes`}
            >
              <h3 id={`${invoice.id}-credit-notes`} className="invoice-preview__payments-title">
                Credit notes
              </h3>
              <ul className="invoice-preview__credit-list">
                {invoice.creditNotes.map((note) => (
                  <li key={note.id}>
                    <span>
                      <strong>{note.creditNoteNumber}</strong> · {formatDateTime(note.createdAt)} ·{' '}
                      {formatKsh(note.total)} · {note.reason}
                    </span>
                    <button
                      className="button button--secondary button--small"
                      type="button"
                      onClick={() => setShownNote(note)}
                    >
                      View {note.creditNoteNumber}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {/* On screen only: the printed invoice carries the totals, not the ledger. */}
          <section className="invoice-preview__payments" aria-labelledby={`${invoice.id}-payments`}>
            <h3 id={`${invoice.id}-payments`} className="invoice-preview__payments-title">
              Payments
            </h3>
            <PaymentHistory
              entries={invoice.payments}
              documentNumber={invoice.invoiceNumber}
              onReverse={
                mayManage
                  ? (payment) => {
                      clearMessages();
                      setReversing(payment);
                    }
                  : undefined
              }
            />
          </section>
        </div>
      </ModalDialog>

      <SalePaymentDialogs
        snapshot={snapshot}
        send={send}
        customerCreditCents={
          invoice.customerCredit == null ? null : Math.round(invoice.customerCredit * 100)
        }
        // As the sale was last paid (a cash customer pays the rest in cash); with nothing paid
        // yet, M-Pesa, as most customers pay: the dialog asks for its code.
        defaultMethod={lastReceivingMethod(invoice.payments) ?? 'mpesa'}
      />
      <ReversePaymentDialog
        payment={reversing}
        onClose={() => setReversing(null)}
        onReversed={(payment) => {
          setReversing(null);
          setGreeting(`Payment of ${formatKsh(payment.amount)} reversed.`);
        }}
      />
      {requestingMpesa && (
        <MpesaPaymentDialog
          document={{
            kind: 'invoice',
            id: invoice.id,
            number: invoice.invoiceNumber,
            balanceCents: mpesaBalanceCents,
          }}
          onClose={() => setRequestingMpesa(false)}
          onPaid={(request) =>
            setGreeting(
              `M-Pesa payment of ${formatCents(request.amountCents)} received${request.receiptNumber ? `, receipt ${request.receiptNumber}` : ''}.`,
            )
          }
        />
      )}

      {crediting && (
        <CreditNoteDialog
          invoice={invoice}
          onClose={() => setCrediting(false)}
          onIssued={(note) => {
            setCrediting(false);
            setGreeting(`Credit note ${note.creditNoteNumber} of ${formatKsh(note.total)} issued.`);
            setShownNote(note);
          }}
        />
      )}
      <CreditNoteViewerDialog
        note={shownNoteNow}
        customerName={invoice.customerName}
        company={company}
        onClose={() => setShownNote(null)}
      />

      <ConfirmDialog
        open={confirmDelete}
        title="Delete invoice"
        message={
          <>
            <p>
              Delete invoice {invoice.invoiceNumber} for {invoice.customerName}? This cannot be
              undone.
            </p>
            <p className="field__hint">
              It stays on record as VOID with its number, as KRA expects; its stock from inventory
              comes back.
            </p>
            <TextField
              label="Reason (optional)"
              value={voidReason}
              onChange={setVoidReason}
              maxLength={500}
            />
          </>
        }
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
