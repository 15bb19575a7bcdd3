import { DocumentPaymentDetails } from '../../shared/company/letterhead.tsx';
import { DocumentLinesTable } from '../../shared/documents/document-lines.tsx';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh, formatRate } from '../../shared/money/money-format.ts';
import { Fact } from '../../shared/ui/fact.tsx';
import { DocumentHeading } from './document-parts.tsx';
import { EtimsReceiptBlock } from './etims-receipt-block.tsx';
import type { CreditNoteDetailFragment, InvoiceCompanyQuery } from './invoices.generated.ts';

type CreditNoteDocumentProps = {
  note: CreditNoteDetailFragment;
  company: InvoiceCompanyQuery['company'] | null;
};

/**
 * A credit note as it is printed: the invoice's layout, naming the invoice it corrects, why,
 * and what became of the money. It is the page's `.print-area` while it is shown.
 */
export function CreditNoteDocument({ note, company }: CreditNoteDocumentProps) {
  return (
    <article
      className="printed-doc invoice-doc credit-note-doc print-area"
      aria-label={`Credit note ${note.creditNoteNumber}`}
    >
      <DocumentHeading
        company={company}
        title="Credit note"
        facts={[
          ['Credit note No.', note.creditNoteNumber],
          ['Date', formatDate(note.createdAt)],
          ['Against invoice', note.invoiceNumber],
        ]}
      />

      <section className="printed-doc__party" aria-label="Customer">
        <p className="printed-doc__label">Customer</p>
        <p className="printed-doc__party-name">{note.customerName}</p>
        {/* A VAT-registered buyer claims input VAT with it, as on the invoice (eTIMS). */}
        {note.customerKraPin && <p>KRA PIN {note.customerKraPin}</p>}
        <p>Reason: {note.reason}</p>
      </section>

      <DocumentLinesTable
        className="printed-doc__lines invoice-doc__items"
        caption={`Lines of credit note ${note.creditNoteNumber}`}
        lines={note.lines.map((line) => ({ ...line, key: line.invoiceItemId }))}
      />

      <div className="invoice-doc__summary">
        <div className="invoice-doc__stamp-slot" />
        <dl className="invoice-doc__totals">
          <Fact label="Subtotal (excl. VAT)">{formatKsh(note.subtotal)}</Fact>
          <Fact label={`VAT (${formatRate(note.vatRate)})`}>{formatKsh(note.vatAmount)}</Fact>
          <Fact label="Total credited" className="invoice-doc__total">
            {formatKsh(note.total)}
          </Fact>
          {note.applied > 0 && <Fact label="Off what is owed">{formatKsh(note.applied)}</Fact>}
          {note.refunded > 0 && <Fact label="Refunded">{formatKsh(note.refunded)}</Fact>}
          {note.keptAsCredit > 0 && (
            <Fact label="Kept as credit">{formatKsh(note.keptAsCredit)}</Fact>
          )}
        </dl>
      </div>

      <EtimsReceiptBlock etims={note.etims} />

      {/* Whatever the invoice still owes is paid against it, so its number is the account. A
          credit that went back to the customer, or stayed as their credit, leaves nothing owed:
          then there is nothing to pay. The invoice footer speaks of the sale ("goods once
          sold…"), not of goods taken back. */}
      {note.refunded === 0 && note.keptAsCredit === 0 && (
        <DocumentPaymentDetails
          company={company}
          reference={note.invoiceNumber}
          withInvoiceFooter={false}
        />
      )}

      <footer className="printed-doc__footer invoice-doc__footer">
        <p>
          This credit note corrects invoice {note.invoiceNumber}
          {note.returnedToStock ? '; the goods came back into stock' : ''}.
        </p>
      </footer>
    </article>
  );
}
