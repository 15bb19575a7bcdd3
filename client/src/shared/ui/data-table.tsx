import { type ReactNode, useEffect, useId } from 'react';
import type { DataTableColumn, SortState } from './data-table-column.ts';
import { DataTableHead, PhoneSort } from './data-table-head.tsx';
import { DataTableRow } from './data-table-row.tsx';
import { minVirtualBoxHeight, useRowVirtualizer, type VirtualRows } from './data-table-virtual.ts';
import { useRowEdit } from './use-row-edit.ts';

// The columns' declaration is part of the table's interface: screens import it from here.
export type { DataTableColumn, DataTableEdit, SortState } from './data-table-column.ts';

export type DataTableProps<Row> = {
  /** The table's accessible name (a caption kept for screen readers). */
  label: string;
  /** Keep this array stable (useMemo) so unchanged rows are not rendered again. */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names a row in its buttons' labels, e.g. "Edit Simba Cement 50kg". */
  rowName: (row: Row) => string;
  loading?: boolean;
  /** Rows shown are about to be replaced (another search loads): dimmed, marked busy. */
  updating?: boolean;
  emptyMessage?: ReactNode;
  /**
   * Enables inline edit; values are keyed by column id. Reject to stay in edit mode; a refusal
   * naming fields (`refusedFields`) whose paths are column ids shows each under its cell.
   */
  onSave?: (row: Row, values: Record<string, string>) => Promise<unknown>;
  /** Extra per-row buttons (Delete, History...). */
  actions?: (row: Row) => ReactNode;
  /**
   * The sort the rows arrive in (the list kit keeps it in the URL and the server sorts): the
   * sortable headers say so, and a click on one asks for another through `onSortChange`.
   */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Called as the last rows come into view, to load the next page from the server. */
  onEndReached?: () => void;
  /** Scrolls to this row and marks it (a record just added), while the key stays set. */
  highlightKey?: string | null;
  /** A last line under the rows, e.g. "Loading more…". */
  footer?: ReactNode;
  /** One line per row at desktop width, in tight cells (long lists such as orders). */
  compact?: boolean;
  /**
   * Renders only the rows in view (TanStack Virtual) inside a scroll box, so a list of 100,000
   * rows costs what a screenful does. Rows may differ in height; each is measured once
   * rendered. The box is as tall as the window less `reservedHeight` (the screen's header and
   * toolbar), at least 420 px, and shrinks to fit a short list. A phone has no box: its cards
   * scroll with the page.
   */
  virtual?: VirtualRows;
};

/**
 * A list screen's table: sortable headers, inline edit of one row at a time, loading and
 * empty states, and optional row virtualisation. On a phone each row becomes a card.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  loading = false,
  updating = false,
  emptyMessage = 'Nothing here yet.',
  onSave,
  actions,
  sort = null,
  onSortChange,
  onEndReached,
  highlightKey,
  footer,
  compact = false,
  virtual,
}: DataTableProps<Row>) {
  const { edited, editor } = useRowEdit({ columns, rowKey, onSave });
  const idPrefix = useId();
  const hasActions = Boolean(onSave || actions);
  const columnCount = columns.length + (hasActions ? 1 : 0);
  const { virtualizer, inBox, scrollRef, bodyRef } = useRowVirtualizer({
    rows,
    rowKey,
    virtual,
    columnCount,
  });

  // Paging (virtual lists only): ask for more once the last rows are about to be seen.
  const virtualItems = virtual ? virtualizer.getVirtualItems() : null;
  const lastRendered = virtualItems?.at(-1)?.index ?? -1;
  const nearEnd = rows.length > 0 && lastRendered >= rows.length - 10;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page that arrived while the end is still in view asks for the next one
  useEffect(() => {
    if (nearEnd) onEndReached?.();
  }, [nearEnd, onEndReached, rows.length]);

  const highlightIndex = highlightKey ? rows.findIndex((row) => rowKey(row) === highlightKey) : -1;
  useEffect(() => {
    if (highlightIndex < 0) return;
    if (virtual) virtualizer.scrollToIndex(highlightIndex, { align: 'center' });
    else
      scrollRef.current
        ?.querySelector('.data-table__row--highlight')
        ?.scrollIntoView?.({ block: 'center' });
  }, [highlightIndex, virtual, virtualizer, scrollRef]);

  const renderRow = (row: Row, index: number) => {
    const key = rowKey(row);
    return (
      <DataTableRow
        key={key}
        row={row}
        index={index}
        columns={columns}
        rowName={rowName}
        formId={`${idPrefix}-edit-${key}`}
        highlighted={key === highlightKey}
        edit={edited?.key === key ? edited : null}
        canEdit={Boolean(onSave) && edited === null}
        hasActions={hasActions}
        actions={actions}
        editor={editor}
        measureRef={virtual ? virtualizer.measureElement : undefined}
      />
    );
  };

  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = <SkeletonRows columnCount={columnCount} />;
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td className="data-table__empty" colSpan={columnCount}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else if (virtualItems) {
    const items = virtualItems;
    // Where the rows start on the page (0 in a box of their own).
    const margin = virtualizer.options.scrollMargin;
    const paddingTop = (items[0]?.start ?? margin) - margin;
    const paddingBottom = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? margin) - margin);
    body = (
      <>
        {paddingTop > 0 && <tr className="data-table__spacer" style={{ height: paddingTop }} />}
        {items.map((item) => {
          const row = rows[item.index];
          return row === undefined ? null : renderRow(row, item.index);
        })}
        {paddingBottom > 0 && (
          <tr className="data-table__spacer" style={{ height: paddingBottom }} />
        )}
      </>
    );
  } else {
    body = rows.map(renderRow);
  }

  const sortable = columns.filter((column) => column.sortable);
  return (
    <>
      {sort && onSortChange && sortable.length > 0 && (
        <PhoneSort columns={sortable} sort={sort} onSortChange={onSortChange} />
      )}
      <div
        ref={scrollRef}
        className={[
          'data-table',
          virtual ? 'data-table--virtual' : '',
          compact ? 'data-table--compact' : '',
          updating ? 'data-table--updating' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={
          inBox && virtual
            ? {
                maxHeight: `max(${minVirtualBoxHeight}px, calc(100vh - ${virtual.reservedHeight}px))`,
              }
            : undefined
        }
      >
        <table className="data-table__table" aria-busy={loading || updating || undefined}>
          <caption className="visually-hidden">
            {label}
            {loading ? ' (loading)' : ''}
          </caption>
          <DataTableHead
            columns={columns}
            hasActions={hasActions}
            sort={sort}
            onSortChange={onSortChange}
          />
          <tbody ref={bodyRef}>
            {body}
            {footer && rows.length > 0 && (
              <tr>
                <td className="data-table__footer" colSpan={columnCount}>
                  {footer}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Placeholders where the rows will be, while the first of them load. */
function SkeletonRows({ columnCount }: { columnCount: number }) {
  return Array.from({ length: 4 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <tr key={index} className="data-table__skeleton-row">
      {Array.from({ length: columnCount }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <td key={cell}>
          <span className="skeleton" aria-hidden="true" />
        </td>
      ))}
    </tr>
  ));
}

type RowActionProps = {
  /** What it does to which row, for screen readers, e.g. "Delete Simba Cement 50kg". */
  label: string;
  children: ReactNode;
  tone?: 'secondary' | 'danger';
  onClick: () => void;
};

/** A small button for a row's Actions cell (see `actions`). */
export function RowAction({ label, children, tone = 'secondary', onClick }: RowActionProps) {
  return (
    <button
      className={`button button--${tone} button--small`}
      type="button"
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}
