import { memo, type ReactNode, useCallback, useEffect, useRef } from 'react';
import type { FieldMessages } from '../graphql/request-failure.ts';
import type { DataTableColumn } from './data-table-column.ts';
import { DataTableEditingRow } from './data-table-editing-row.tsx';

type DataTableRowProps<Row> = {
  row: Row;
  index: number;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowName: (row: Row) => string;
  formId: string;
  highlighted: boolean;
  editValues: Record<string, string> | null;
  editErrors: FieldMessages;
  saving: boolean;
  canEdit: boolean;
  hasActions: boolean;
  actions: ((row: Row) => ReactNode) | undefined;
  onStartEdit: (row: Row) => void;
  onChange: (columnId: string, value: string) => void;
  onCancel: () => void;
  onSave: (row: Row, values: Record<string, string>) => void;
  measureRef: ((element: Element | null) => void) | undefined;
};

/** One row of a DataTable: its cells and its Actions (Edit, the screen's own), or its edit. */
function DataTableRowImpl<Row>({
  row,
  index,
  columns,
  rowName,
  formId,
  highlighted,
  editValues,
  editErrors,
  saving,
  canEdit,
  hasActions,
  actions,
  onStartEdit,
  onChange,
  onCancel,
  onSave,
  measureRef,
}: DataTableRowProps<Row>) {
  const name = rowName(row);
  const editing = editValues !== null;
  const rowRef = useRef<HTMLTableRowElement | null>(null);
  // As mounted: a virtualised row that comes back into view mid-edit takes no focus.
  const wasEditing = useRef(editing);
  const setRowRef = useCallback(
    (element: HTMLTableRowElement | null) => {
      rowRef.current = element;
      measureRef?.(element);
    },
    [measureRef],
  );
  // The keyboard follows the edit: into the row's first field when it starts (Escape in a text
  // field cancels), back to its Edit button when it ends, unless focus went somewhere on purpose.
  useEffect(() => {
    const element = rowRef.current;
    if (editing && !wasEditing.current) {
      element?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } else if (!editing && wasEditing.current && document.activeElement === document.body) {
      document.getElementById(`${formId}-start`)?.focus();
    }
    wasEditing.current = editing;
  }, [editing, formId]);

  if (editValues) {
    return (
      <DataTableEditingRow
        row={row}
        index={index}
        columns={columns}
        name={name}
        formId={formId}
        values={editValues}
        errors={editErrors}
        saving={saving}
        rowRef={setRowRef}
        onChange={onChange}
        onCancel={onCancel}
        onSave={onSave}
      />
    );
  }

  return (
    <tr
      ref={setRowRef}
      data-index={index}
      className={highlighted ? 'data-table__row data-table__row--highlight' : 'data-table__row'}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          data-label={column.header}
          className={column.align === 'end' ? 'data-table__cell--end' : undefined}
        >
          {column.cell(row)}
        </td>
      ))}
      {hasActions && (
        <td className="data-table__actions data-table__cell--end" data-label="Actions">
          <div className="data-table__action-buttons">
            {canEdit && (
              <button
                id={`${formId}-start`}
                className="button button--secondary button--small"
                type="button"
                onClick={() => onStartEdit(row)}
                aria-label={`Edit ${name}`}
              >
                Edit
              </button>
            )}
            {actions?.(row)}
          </div>
        </td>
      )}
    </tr>
  );
}

// Generic components lose their type parameter through memo; the cast restores it.
export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
