import { formatDateTime } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import type { CreditNoteDetailFragment, InvoiceDetailFragment } from './invoices.generated.ts';

/** The credit notes issued against an invoice, each with a way to view (and print) it. */
export function InvoiceCreditNotes({
  invoice,
  onView,
}: {
  invoice: InvoiceDetailFragment;
  onView: (note: CreditNoteDetailFragment) => void;
}) {
  if (invoice.creditNotes.length === 0) return null;
  return (
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
            <ActionButton className="button--small" onClick={() => onView(note)}>
              View {note.creditNoteNumber}
            </ActionButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
