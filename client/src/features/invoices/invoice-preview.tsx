import { useRef, useState } from 'react';
import type { InvoiceStatus } from '../../graphql/schema-types.generated.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { kshToCents } from '../../shared/money/cents.ts';
import { formatCents, formatKsh } from '../../shared/money/money-format.ts';
import { useMpesaAvailable } from '../../shared/payments/mpesa-availability.ts';
import { MpesaPaymentDialog } from '../../shared/payments/mpesa-payment-dialog.tsx';
import { MpesaReceiptAwaitedNotice } from '../../shared/payments/mpesa-receipt-awaited.tsx';
import { PaymentHistory } from '../../shared/payments/payment-history.tsx';
import { lastReceivingMethod } from '../../shared/payments/payment-methods.ts';
import type { PaymentEntryFragment } from '../../shared/payments/payments.generated.ts';
import { ReversePaymentDialog } from '../../shared/payments/reverse-payment-dialog.tsx';
import {
  SalePaymentDialogs,
  salePaymentView,
} from '../../shared/payments/sale-payment-dialogs.tsx';
import { usePermissions } from '../../shared/session/permissions.ts';
import { ErrorBanner } from '../../shared/ui/error-banner.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { CreditNoteDialog } from './credit-note-dialog.tsx';
import { CreditNoteViewerDialog } from './credit-note-viewer-dialog.tsx';
import { DocumentRecord } from './document-record.tsx';
import { InvoiceCreditNotes } from './invoice-credit-notes.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { InvoicePreviewActions } from './invoice-preview-actions.tsx';
import type { CreditNoteDetailFragment, InvoiceDetailFragment } from './invoices.generated.ts';
import { invoiceText, paymentRecordedText } from './invoices.messages.ts';
import { useInvoicePayment } from './use-invoice-payment.ts';
import { useVoidInvoice } from './use-void-invoice.tsx';

type InvoicePreviewProps = {
  invoice: InvoiceDetailFragment;
  company: Parameters<typeof InvoiceDocument>[0]['company'];
  /** A message to greet with, e.g. that the invoice was just created. */
  notice: string | null;
  onClose: () => void;
  onDeleted: (invoiceNumber: string) => void;
};

/**
 * A loaded invoice on screen: the printed document, its credit notes and payments, and what
 * can be done with it. One message at a time above it: the last action's outcome (a payment
 * dialog shows its own failures).
 */
export function InvoicePreview({
  invoice,
  company,
  notice,
  onClose,
  onDeleted,
}: InvoicePreviewProps) {
  const [greeting, setGreeting] = useState(notice);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // Read once, by the machine built on the first render: it only sets state.
  const { snapshot, send } = useInvoicePayment(invoice, ({ amountCents, markedPaid }) =>
    setGreeting(markedPaid ? invoiceText.markedPaid : paymentRecordedText(amountCents)),
  );
  const voiding = useVoidInvoice(invoice, { onDeleted, onFailed: setDeleteError });
  // Deleting and reversing are an owner's or a manager's (issue 16): hidden from a cashier.
  const mayManage = usePermissions()?.manage ?? false;
  // Open on the invoice itself (its top in view), not on the first button at the bottom.
  const contentRef = useRef<HTMLDivElement>(null);
  const [reversing, setReversing] = useState<PaymentEntryFragment | null>(null);
  const [crediting, setCrediting] = useState(false);
  const [requestingMpesa, setRequestingMpesa] = useState(false);
  const mpesaAvailable = useMpesaAvailable();
  const [shownNote, setShownNote] = useState<CreditNoteDetailFragment | null>(null);
  // The note as the invoice's latest read has it: its eTIMS state moves on after it is shown.
  const shownNoteNow = shownNote
    ? (invoice.creditNotes.find((note) => note.id === shownNote.id) ?? shownNote)
    : null;

  // The machine holds this invoice, so its status is an invoice's.
  const status = snapshot.context.sale.status as InvoiceStatus;
  const payment = salePaymentView(snapshot);
  // M-Pesa asks whole shillings of what is owed (credit notes taken off): at least one.
  const mpesaBalanceCents = kshToCents(invoice.balance);
  function clearMessages() {
    setGreeting(null);
    setDeleteError(null);
  }

  return (
    <>
      <ModalDialog
        open
        title={`${invoice.openingBalance ? 'Opening balance' : 'Invoice'} ${invoice.invoiceNumber}`}
        onClose={onClose}
        size="large"
        className="invoice-preview"
        initialFocus={contentRef}
        footer={
          <InvoicePreviewActions
            invoice={invoice}
            payment={payment}
            mayCorrect={mayManage && status !== 'void'}
            offerMpesa={mpesaAvailable && !payment.settled && mpesaBalanceCents >= 100}
            deleting={voiding.deleting}
            onAction={clearMessages}
            onDelete={voiding.ask}
            onCredit={() => setCrediting(true)}
            onRequestMpesa={() => setRequestingMpesa(true)}
            onPartial={() => send({ type: 'payment.partial' })}
            onMarkPaid={() => send({ type: 'payment.markPaid' })}
          />
        }
      >
        <div className="invoice-preview__content" ref={contentRef} tabIndex={-1}>
          <ErrorBanner message={deleteError} />
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
          <DocumentRecord document={invoice} number={invoice.invoiceNumber} />
          <div className="invoice-preview__paper">
            <InvoiceDocument
              invoice={invoice}
              company={company}
              status={status}
              printable={shownNote === null}
            />
          </div>
          <InvoiceCreditNotes invoice={invoice} onView={setShownNote} />
          {/* On screen only: the printed invoice carries the totals, not the ledger. */}
          <section className="invoice-preview__payments" aria-labelledby={`${invoice.id}-payments`}>
            <h3 id={`${invoice.id}-payments`} className="invoice-preview__payments-title">
              Payments
            </h3>
            <MpesaReceiptAwaitedNotice request={invoice.mpesaReceiptAwaited} />
            <PaymentHistory
              entries={invoice.payments}
              documentNumber={invoice.invoiceNumber}
              onReverse={
                mayManage
                  ? (entry) => {
                      clearMessages();
                      setReversing(entry);
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
        onReversed={(entry) => {
          setReversing(null);
          setGreeting(`Payment of ${formatKsh(entry.amount)} reversed.`);
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
        customerContact={invoice.billTo.contact}
        company={company}
        onClose={() => setShownNote(null)}
      />
      {voiding.confirmation}
    </>
  );
}
