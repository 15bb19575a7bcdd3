import { useId } from 'react';
import { formatCents } from '../../shared/money/money-format.ts';
import { formatChange, formatQuantity } from '../../shared/quantity/quantity-input.ts';
import type { Line, SheetFigures } from './count-sheet.ts';

/** The count sheet as a table: each item, its count as typed, the difference and its value. */
export function CountSheetTable({
  lines,
  figures: { differences, refusals, values },
  onCount,
  onRemove,
}: {
  lines: readonly Line[];
  figures: SheetFigures;
  onCount: (id: string, counted: string) => void;
  onRemove: (id: string) => void;
}) {
  const countId = useId();
  return (
    <table className="lines-table stock-count__sheet">
      <caption className="visually-hidden">Count sheet</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="lines-table__number">
            In system
          </th>
          <th scope="col" className="lines-table__number">
            Counted
          </th>
          <th scope="col" className="lines-table__number">
            Difference
          </th>
          <th scope="col" className="lines-table__number">
            Value at cost
          </th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && (
          <tr>
            <td colSpan={6} className="stock-count__empty">
              No items on the sheet yet. Add them above.
            </td>
          </tr>
        )}
        {lines.map((line, index) => {
          const difference = differences[index] ?? null;
          const refusal = refusals[index] ?? null;
          return (
            <tr key={line.id}>
              <td data-label="Item">
                {line.name}
                {line.unit !== 'pcs' && ` (${line.unit})`}
              </td>
              <td data-label="In system" className="lines-table__number">
                {formatQuantity(line.expected)}
              </td>
              <td data-label="Counted" className="lines-table__number">
                <input
                  className="input stock-count__input"
                  inputMode={line.fractions ? 'decimal' : 'numeric'}
                  aria-label={`Counted ${line.name}`}
                  aria-invalid={refusal ? true : undefined}
                  aria-describedby={refusal ? `${countId}-${line.id}` : undefined}
                  value={line.counted}
                  onChange={(event) => onCount(line.id, event.target.value)}
                />
                {refusal && (
                  <p id={`${countId}-${line.id}`} className="field__error">
                    {refusal}
                  </p>
                )}
              </td>
              <td
                data-label="Difference"
                className={`lines-table__number ${difference ? (difference < 0 ? 'stock-count__short' : 'stock-count__over') : ''}`}
              >
                {difference === null ? '—' : formatChange(difference)}
              </td>
              <td data-label="Value at cost" className="lines-table__number">
                {values[index] == null ? '—' : formatCents(values[index]!)}
              </td>
              <td>
                <button
                  className="button button--secondary button--small"
                  type="button"
                  aria-label={`Remove ${line.name} from the count`}
                  onClick={() => onRemove(line.id)}
                >
                  Remove
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
