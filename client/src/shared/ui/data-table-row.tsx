import { memo, type ReactNode, useCallback, useEffect, useRef } from 'react';
import type { DataTableColumn } from './data-table-column.ts';
import { DataTableEditingRow } from './data-table-editing-row.tsx';
import type { RowEditor, RowEditState } from './use-row-edit.ts';

type DataTableRowProps<Row> = {
  row: Row;
  index: number;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowName: (row: Row) => string;
  formId: string;
  highlighted: boolean;
  /** The row's edit while it is edited, else null. */
  edit: RowEditState | null;
  canEdit: boolean;
  hasActions: boolean;
  actions: ((row: Row) => ReactNode) | undefined;
  editor: RowEditor<Row>;
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
  edit,
  canEdit,
  hasActions,
  actions,
  editor,
  measureRef,
}: DataTableRowProps<Row>) {
  const name = rowName(row);
  const editing = edit !== null;
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

  if (edit) {
    return (
      <DataTableEditingRow
        row={row}
        index={index}
        columns={columns}
        name={name}
        formId={formId}
        edit={edit}
        editor={editor}
        rowRef={setRowRef}
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
                onClick={() => editor.start(row)}
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
