import { useId, useState } from 'react';
import { formatCents } from '../../shared/money/money-format.ts';
import { formatChange, formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import {
  FigureCell,
  FigureInputCell,
  LinesTable,
  RemoveLineCell,
} from '../../shared/ui/lines-table.tsx';
import type { Line, SheetFigures } from './count-sheet.ts';

const COLUMNS = [
  { heading: 'Item' },
  { heading: 'In system', figure: true },
  { heading: 'Counted', figure: true },
  { heading: 'Difference', figure: true },
  { heading: 'Value at cost', figure: true },
];

/** Rows shown at once: a whole shop's sheet is paged, not a few thousand inputs at a time. */
const ROWS_PER_PAGE = 100;

/**
 * The count sheet as a table: each item, its count as typed, the difference and its value; a
 * page of ROWS_PER_PAGE rows at a time when the sheet is longer.
 */
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
  const [wanted, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(lines.length / ROWS_PER_PAGE));
  // Lines taken off the sheet may leave fewer pages than the one shown.
  const page = Math.min(wanted, pages - 1);
  const start = page * ROWS_PER_PAGE;
  const shown = lines.slice(start, start + ROWS_PER_PAGE);
  const pager = pages > 1 && (
    <nav className="stock-count__pager" aria-label="Count sheet pages">
      <ActionButton
        className="button--small"
        disabled={page === 0}
        onClick={() => setPage(page - 1)}
      >
        Previous
      </ActionButton>
      <p>
        Items {start + 1}–{start + shown.length} of {lines.length}
      </p>
      <ActionButton
        className="button--small"
        disabled={page === pages - 1}
        onClick={() => setPage(page + 1)}
      >
        Next
      </ActionButton>
    </nav>
  );
  return (
    <>
      <LinesTable
        className="stock-count__sheet"
        caption="Count sheet"
        columns={COLUMNS}
        removable
        empty={lines.length === 0 && 'No items on the sheet yet. Add them above.'}
      >
        {shown.map((line, shownIndex) => {
          const index = start + shownIndex;
          const difference = differences[index] ?? null;
          const refusal = refusals[index] ?? null;
          return (
            <tr key={line.id}>
              <td data-label="Item">
                {line.name}
                {line.unit !== 'pcs' && ` (${line.unit})`}
              </td>
              <FigureCell label="In system">{formatQuantity(line.expected)}</FigureCell>
              <FigureInputCell
                label="Counted"
                inputLabel={`Counted ${line.name}`}
                inputClassName="stock-count__input"
                inputMode={line.fractions ? 'decimal' : 'numeric'}
                value={line.counted}
                invalid={refusal ? true : undefined}
                describedBy={refusal ? `${countId}-${line.id}` : undefined}
                onChange={(counted) => onCount(line.id, counted)}
              >
                {refusal && (
                  <p id={`${countId}-${line.id}`} className="field__error">
                    {refusal}
                  </p>
                )}
              </FigureInputCell>
              <FigureCell
                label="Difference"
                className={difference ? (difference < 0 ? 'figure--down' : 'figure--up') : ''}
              >
                {difference === null ? '—' : formatChange(difference)}
              </FigureCell>
              <FigureCell label="Value at cost">
                {values[index] == null ? '—' : formatCents(values[index]!)}
              </FigureCell>
              <RemoveLineCell
                label={`Remove ${line.name} from the count`}
                onRemove={() => onRemove(line.id)}
              />
            </tr>
          );
        })}
      </LinesTable>
      {pager}
    </>
  );
}
