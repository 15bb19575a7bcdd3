import type {
  CreditNoteDetailFragment,
  InvoiceCompanyQuery,
} from '../../graphql/operations.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh, formatRate } from '../../shared/money/money-format.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';

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
      className="invoice-doc credit-note-doc print-area"
      aria-label={`Credit note ${note.creditNoteNumber}`}
    >
      <header className="invoice-doc__header">
        <div className="invoice-doc__company">
          <p className="invoice-doc__company-name">{company?.name ?? '\u00a0'}</p>
          {company && (
            <>
              <p>Reg. No. {company.registrationNumber}</p>
              <p>{company.email}</p>
            </>
          )}
        </div>
        <div className="invoice-doc__heading">
          <p className="invoice-doc__title">Credit note</p>
          <dl className="invoice-doc__facts">
            <div>
              <dt>Credit note No.</dt>
              <dd>{note.creditNoteNumber}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatDate(note.createdAt)}</dd>
            </div>
            <div>
              <dt>Against invoice</dt>
              <dd>{note.invoiceNumber}</dd>
            </div>
          </dl>
        </div>
      </header>

      <section className="invoice-doc__bill-to" aria-label="Customer">
        <p className="invoice-doc__label">Customer</p>
        <p className="invoice-doc__bill-to-name">{note.customerName}</p>
        <p>Reason: {note.reason}</p>
      </section>

      <table className="invoice-doc__items">
        <caption className="visually-hidden">Lines of credit note {note.creditNoteNumber}</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="invoice-doc__num">
              Qty
            </th>
            <th scope="col" className="invoice-doc__num">
              Price
            </th>
            <th scope="col" className="invoice-doc__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line) => (
            <tr key={line.invoiceItemId}>
              <td>{line.description}</td>
              <td className="invoice-doc__num">{formatQuantity(line.quantity, line.unit)}</td>
              <td className="invoice-doc__num">{formatKsh(line.unitPrice)}</td>
              <td className="invoice-doc__num">{formatKsh(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="invoice-doc__summary">
        <div className="invoice-doc__stamp-slot" />
        <dl className="invoice-doc__totals">
          <div>
            <dt>Subtotal (excl. VAT)</dt>
            <dd>{formatKsh(note.subtotal)}</dd>
          </div>
          <div>
            <dt>VAT ({formatRate(note.vatRate)})</dt>
            <dd>{formatKsh(note.vatAmount)}</dd>
          </div>
          <div className="invoice-doc__total">
            <dt>Total credited</dt>
            <dd>{formatKsh(note.total)}</dd>
          </div>
          {note.applied > 0 && (
            <div>
              <dt>Off what is owed</dt>
              <dd>{formatKsh(note.applied)}</dd>
            </div>
          )}
          {note.refunded > 0 && (
            <div>
              <dt>Refunded</dt>
              <dd>{formatKsh(note.refunded)}</dd>
            </div>
          )}
          {note.keptAsCredit > 0 && (
            <div>
              <dt>Kept as credit</dt>
              <dd>{formatKsh(note.keptAsCredit)}</dd>
            </div>
          )}
        </dl>
      </div>

      <footer className="invoice-doc__footer">
        <p>
          This credit note corrects invoice {note.invoiceNumber}
          {note.returnedToStock ? '; the goods came back into stock' : ''}.
        </p>
      </footer>
    </article>
  );
}
