import { formatKsh } from '../money/money-format.ts';
import { formatQuantity } from '../quantity/quantity-input.ts';
import { ColumnHeadings } from '../ui/lines-table.tsx';
import './document-lines.css';

/** One line of a sale's document (an order, an invoice, a credit note), in KSh as GraphQL has it. */
export type DocumentLine = {
  key: string;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
  /** KRA's tax band (A–E), shown when the document is a tax invoice; absent: no band column. */
  taxBand?: string;
};

/** A row under the lines: a subtotal, the VAT, the total (`total` marks the last, in bold). */
export type DocumentLinesTotal = { label: string; amount: number; total?: boolean };

type DocumentLinesTableProps = {
  /** For screen readers: what the lines are of ("Items of ORD-000012"). */
  caption: string;
  lines: readonly DocumentLine[];
  /** The look of the place it is in: the printed document's, or a dialog's. */
  className: string;
  /** The first column's heading. */
  descriptionLabel?: string;
  /** Totals drawn in the table's foot, when the document has no totals block of its own. */
  totals?: readonly DocumentLinesTotal[];
};

/**
 * The lines of a sale's document, the same table wherever one is shown: an order's items, a
 * printed invoice and a printed credit note. Each quantity in its unit, price and amount right
 * aligned in tabular figures.
 */
export function DocumentLinesTable({
  caption,
  lines,
  className,
  descriptionLabel = 'Description',
  totals = [],
}: DocumentLinesTableProps) {
  // A tax invoice marks each line's band; other documents leave the column out.
  const banded = lines.some((line) => line.taxBand);
  return (
    <table className={`document-lines ${className}`}>
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeadings
        columns={[
          { heading: descriptionLabel },
          { heading: 'Qty', figure: true },
          { heading: 'Price', figure: true },
          ...(banded ? [{ heading: 'Band', className: 'document-lines__band' }] : []),
          { heading: 'Amount', figure: true },
        ]}
        figureClass="document-lines__num"
      />
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>{line.description}</td>
            <td className="document-lines__num">{formatQuantity(line.quantity, line.unit)}</td>
            <td className="document-lines__num">{formatKsh(line.unitPrice)}</td>
            {banded && <td className="document-lines__band">{line.taxBand}</td>}
            <td className="document-lines__num">{formatKsh(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      {totals.length > 0 && (
        <tfoot>
          {totals.map((row) => (
            <tr key={row.label} className={row.total ? 'document-lines__total' : undefined}>
              <th scope="row" colSpan={banded ? 4 : 3}>
                {row.label}
              </th>
              <td className="document-lines__num">{formatKsh(row.amount)}</td>
            </tr>
          ))}
        </tfoot>
      )}
    </table>
  );
}
