import type { DataTableColumn, SortState } from './data-table-column.ts';
import { LabelledField } from './labelled-field.tsx';

/* How a DataTable is sorted: its headers at desktop width, a Sort by list on a phone. */

/** The next sort when a column's header is clicked: ascending first, then the other way. */
function sortAfterClickOn(columnId: string, sort: SortState | null): SortState {
  return sort?.columnId === columnId
    ? { columnId, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' }
    : { columnId, direction: 'ascending' };
}

/** The table's header row: a sort button in each sortable column's header, and Actions. */
export function DataTableHead<Row>({
  columns,
  hasActions,
  sort,
  onSortChange,
}: {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  hasActions: boolean;
  sort: SortState | null;
  onSortChange: ((sort: SortState) => void) | undefined;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const sorted = sort?.columnId === column.id ? sort.direction : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              className={column.align === 'end' ? 'data-table__cell--end' : undefined}
              aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
            >
              {column.sortable ? (
                <button
                  type="button"
                  className="data-table__sort"
                  onClick={() => onSortChange?.(sortAfterClickOn(column.id, sort))}
                >
                  {column.header}
                  <span className="data-table__sort-mark" aria-hidden="true">
                    {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
        {hasActions && (
          <th scope="col" className="data-table__cell--end">
            Actions
          </th>
        )}
      </tr>
    </thead>
  );
}

const defaultSortWords = {
  text: { ascending: 'A to Z', descending: 'Z to A' },
  number: { ascending: 'lowest first', descending: 'highest first' },
} as const;

/**
 * Sort by, for a phone: its cards have no column headers to tap, so the same choices are a
 * select above them (hidden on wider screens, where the headers sort).
 */
export function PhoneSort<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}) {
  const choices = columns.flatMap((column) => {
    const words = column.sortWords ?? defaultSortWords[column.align === 'end' ? 'number' : 'text'];
    return (['ascending', 'descending'] as const).map((direction) => ({
      value: `${column.id}:${direction}`,
      label: `${column.header}, ${words[direction]}`,
    }));
  });
  return (
    <LabelledField label="Sort by" className="data-table__phone-sort">
      {(control) => (
        <select
          {...control}
          className="input"
          value={`${sort.columnId}:${sort.direction}`}
          onChange={(event) => {
            const [columnId = '', direction] = event.target.value.split(':');
            onSortChange({
              columnId,
              direction: direction === 'descending' ? 'descending' : 'ascending',
            });
          }}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
