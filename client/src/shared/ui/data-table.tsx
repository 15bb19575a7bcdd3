import {
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  type FormEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type FieldMessages, refusedFields } from '../graphql/request-failure.ts';

export type DataTableEdit<Row> = {
  /** The field's text when editing starts. */
  value: (row: Row) => string;
  /**
   * A field of its own in place of the text box (a type-ahead), with its own label: it is given
   * the value and reports changes as text, as the text box would.
   */
  field?: (props: {
    row: Row;
    value: string;
    onChange: (value: string) => void;
    /** What the server said is wrong with the value, for the field to show. */
    error: string | null;
  }) => ReactNode;
  type?: 'text' | 'number' | 'email' | 'tel';
  /** Makes the field a select with these choices. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The number field's step; per row where rows differ (an item sold in fractions). */
  step?: string | ((row: Row) => string);
  min?: string;
  required?: boolean;
  /**
   * The field goes on a line of its own under the edited row, across the table (a group named by
   * the column for screen readers), followed by Save and Cancel, while the column shows its
   * value: for fields too many for a cell (an item's four KRA details took the row to 270 px and
   * squeezed every name in the table to four lines).
   */
  below?: boolean;
};

export type DataTableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Makes the header a sort button; the server sorts the rows (see `sort`). */
  sortable?: boolean;
  /**
   * How each direction reads in the phone's Sort by list, e.g. `newest first`. By default
   * `A to Z` for text and `lowest first` for numbers (columns aligned to the end).
   */
  sortWords?: { ascending: string; descending: string };
  /** Makes the column editable when its row is edited inline. */
  edit?: DataTableEdit<Row>;
};

export type SortState = { columnId: string; direction: 'ascending' | 'descending' };

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
  virtual?: { estimateRowHeight: number; reservedHeight: number };
};

type EditState = { key: string; values: Record<string, string> };

// One object for rows not being edited, so their memo holds.
const noErrors: FieldMessages = {};

// Without a layout engine (jsdom) everything measures 0 px: no row would render, or, with rows
// of 0 px, all of them. The box then counts as a window high and each row as its estimate.
function observeViewport(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  );
}

const minVirtualBoxHeight = 420;

// The width at which rows become cards (components.css). There a box of its own held under two
// order cards below the filters, scrolled inside a page that scrolled too; the cards now scroll
// with the page, and the virtualiser follows the window.
const isPhoneWidth = () => window.matchMedia?.('(max-width: 640px)').matches ?? false;

/** A virtual table's box at its tallest in this window (the `maxHeight` it is drawn with). */
function virtualBoxHeight(reservedHeight: number): number {
  return Math.max(minVirtualBoxHeight, window.innerHeight - reservedHeight);
}

const editBelowClass = 'data-table__row--edit-below';

/**
 * The height of an edited row's line below it (`DataTableEdit.below`), part of the row for the
 * rows after it. Read when the row itself resizes, as its edit starts or ends, so a message
 * that appears on that line later is not counted: the last rows then reach a little lower.
 */
function lineBelowHeight(row: Element): number {
  const next = row.nextElementSibling;
  return next?.classList.contains(editBelowClass) ? next.getBoundingClientRect().height : 0;
}

/**
 * A row's height as the resize observer reports it, read after the browser's own layout.
 * Reading it as the row mounts (offsetHeight) forced a layout in the middle of every commit:
 * half the time of a re-sort at 10,000 rows (docs/benchmarks.md). Until the observer reports,
 * a row counts as what it measured before, else its estimate; without a layout engine (jsdom)
 * the observer never reports, so every row counts as its estimate.
 */
function measureRow<Scroller extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Scroller, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box && box.blockSize > 0) return Math.round(box.blockSize + lineBelowHeight(element));
  // An observer without border boxes (older Safari): layout is fresh here, so reading is cheap.
  const height = entry ? element.getBoundingClientRect().height : 0;
  if (height > 0) return Math.round(height + lineBelowHeight(element));
  const index = instance.indexFromElement(element);
  const known = instance.itemSizeCache.get(instance.options.getItemKey(index));
  return known ?? instance.options.estimateSize(index);
}

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
  const [editing, setEditing] = useState<EditState | null>(null);
  const [saving, setSaving] = useState(false);
  // What the last save of the edited row was refused for, by column id.
  const [editErrors, setEditErrors] = useState<FieldMessages>({});
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const idPrefix = useId();
  const hasActions = Boolean(onSave || actions);
  const columnCount = columns.length + (hasActions ? 1 : 0);

  // Chosen as the table mounts and kept: switched as a tablet turns, the other virtualiser
  // started from no rows, and a row's open dialog (a payment being typed) went with its row.
  const [onPhone] = useState(isPhoneWidth);
  const inBox = Boolean(virtual) && !onPhone;
  // A phone's card is a line per column (about 32 px each, with its padding): from the table
  // row's height, 41 px for a card of 306, each card measured as it came into view moved the
  // end of the list, and the page with it.
  const estimatedHeight = onPhone ? columnCount * 32 + 16 : (virtual?.estimateRowHeight ?? 44);
  const rowsToVirtualise = {
    count: rows.length,
    estimateSize: () => estimatedHeight,
    getItemKey: (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    // Rows drawn beyond the view: enough for a wheel's step, and each one is work in a page
    // load's first render.
    overscan: 5,
    measureElement: measureRow,
  };
  const boxVirtualizer = useVirtualizer({
    ...rowsToVirtualise,
    getScrollElement: () => scrollRef.current,
    // The box's height before it is measured, so that the first render draws the rows it will
    // show: from a box of 0 px it drew the overscan alone, then the rest in a second render and
    // a second style and layout before the first paint (docs/benchmarks.md, "List screens: where
    // the main thread's time goes").
    initialRect: virtual
      ? { width: 0, height: virtualBoxHeight(virtual.reservedHeight) }
      : undefined,
    enabled: inBox,
    observeElementRect: observeViewport,
  });
  // On a phone: the rows' first card starts this far down the page (the window's scroll).
  const [scrollMargin, setScrollMargin] = useState(0);
  const windowVirtualizer = useWindowVirtualizer({
    ...rowsToVirtualise,
    scrollMargin,
    // As the box's: the first render draws the cards in view, not none until the window is
    // measured.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    enabled: Boolean(virtual) && onPhone,
  });
  const virtualizer = inBox ? boxVirtualizer : windowVirtualizer;
  // What is above the list (filters that wrap, a message) moves its rows: measured after each
  // render on a phone, where layout is fresh for the paint that follows anyway.
  useLayoutEffect(() => {
    if (!virtual || !onPhone || !bodyRef.current) return;
    setScrollMargin(Math.round(bodyRef.current.getBoundingClientRect().top + window.scrollY));
  });

  const startEdit = useCallback(
    (row: Row) => {
      const values: Record<string, string> = {};
      for (const column of columns) {
        if (column.edit) values[column.id] = column.edit.value(row);
      }
      setEditing({ key: rowKey(row), values });
      setEditErrors({});
    },
    [columns, rowKey],
  );

  const changeValue = useCallback((columnId: string, value: string) => {
    setEditing((current) =>
      current ? { ...current, values: { ...current.values, [columnId]: value } } : current,
    );
    // What was said about the old value no longer holds.
    setEditErrors((current) => {
      if (!(columnId in current)) return current;
      const { [columnId]: _changed, ...rest } = current;
      return rest;
    });
  }, []);

  const cancelEdit = useCallback(() => {
    setEditing(null);
    setEditErrors({});
  }, []);

  const saveEdit = useCallback(
    async (row: Row, values: Record<string, string>) => {
      if (!onSave) return;
      setSaving(true);
      setEditErrors({});
      try {
        await onSave(row, values);
        setEditing(null);
      } catch (failure) {
        // The screen says what went wrong; keeping the row open keeps what was typed, and each
        // refused field's reason is shown under it.
        setEditErrors(refusedFields(failure));
      } finally {
        setSaving(false);
      }
    },
    [onSave],
  );

  function toggleSort(columnId: string) {
    const next: SortState =
      sort?.columnId === columnId
        ? { columnId, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' }
        : { columnId, direction: 'ascending' };
    onSortChange?.(next);
  }

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
  }, [highlightIndex, virtual, virtualizer]);

  const renderRow = (row: Row, index: number) => {
    const key = rowKey(row);
    const isEditing = editing?.key === key;
    return (
      <DataTableRow
        key={key}
        row={row}
        index={index}
        columns={columns}
        rowName={rowName}
        formId={`${idPrefix}-edit-${key}`}
        highlighted={key === highlightKey}
        editValues={isEditing ? editing.values : null}
        editErrors={isEditing ? editErrors : noErrors}
        saving={isEditing && saving}
        canEdit={Boolean(onSave) && editing === null}
        hasActions={hasActions}
        actions={actions}
        onStartEdit={startEdit}
        onChange={changeValue}
        onCancel={cancelEdit}
        onSave={saveEdit}
        measureRef={virtual ? virtualizer.measureElement : undefined}
      />
    );
  };

  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = Array.from({ length: 4 }, (_, index) => (
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
                        onClick={() => toggleSort(column.id)}
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

const defaultSortWords = {
  text: { ascending: 'A to Z', descending: 'Z to A' },
  number: { ascending: 'lowest first', descending: 'highest first' },
} as const;

/**
 * Sort by, for a phone: its cards have no column headers to tap, so the same choices are a
 * select above them (hidden on wider screens, where the headers sort).
 */
function PhoneSort<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}) {
  const id = useId();
  const choices = columns.flatMap((column) => {
    const words = column.sortWords ?? defaultSortWords[column.align === 'end' ? 'number' : 'text'];
    return (['ascending', 'descending'] as const).map((direction) => ({
      value: `${column.id}:${direction}`,
      label: `${column.header}, ${words[direction]}`,
    }));
  });
  return (
    <div className="data-table__phone-sort field">
      <label className="field__label" htmlFor={id}>
        Sort by
      </label>
      <select
        id={id}
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
    </div>
  );
}

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
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onSave(row, editValues);
    };
    const editField = (column: DataTableColumn<Row>, edit: DataTableEdit<Row>) => {
      const inputId = `${formId}-${column.id}`;
      const error = editErrors[column.id] ?? null;
      const errorId = `${inputId}-error`;
      if (edit.field) {
        return (
          <div className="data-table__edit-field">
            {edit.field({
              row,
              value: editValues[column.id] ?? '',
              onChange: (value) => onChange(column.id, value),
              error,
            })}
          </div>
        );
      }
      return (
        <div className="data-table__edit-field">
          <label className="data-table__edit-label" htmlFor={inputId}>
            {column.header}
          </label>
          {edit.options ? (
            <select
              id={inputId}
              className="input input--compact"
              form={formId}
              value={editValues[column.id] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(column.id, event.target.value)}
            >
              {edit.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={inputId}
              className="input input--compact"
              form={formId}
              type={edit.type ?? 'text'}
              step={typeof edit.step === 'function' ? edit.step(row) : edit.step}
              min={edit.min}
              required={edit.required}
              value={editValues[column.id] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(column.id, event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') onCancel();
              }}
            />
          )}
          {error && (
            <p id={errorId} className="field__error data-table__edit-error" role="alert">
              {error}
            </p>
          )}
        </div>
      );
    };
    const below = columns.filter((column) => column.edit?.below);
    // Save and Cancel end the edit: in the Actions cell, or after the fields on the line below.
    const saveButtons = (
      <form id={formId} className="data-table__action-buttons" onSubmit={submit}>
        <button
          className="button button--primary button--small"
          type="submit"
          disabled={saving}
          aria-label={`Save ${name}`}
        >
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button
          className="button button--secondary button--small"
          type="button"
          disabled={saving}
          onClick={onCancel}
          aria-label={`Cancel editing ${name}`}
        >
          Cancel
        </button>
      </form>
    );
    return (
      <>
        <tr
          ref={setRowRef}
          data-index={index}
          className={`data-table__row data-table__row--editing${below.length > 0 ? ' data-table__row--edit-above' : ''}`}
        >
          {columns.map((column) => (
            <td
              key={column.id}
              data-label={column.header}
              className={column.align === 'end' ? 'data-table__cell--end' : undefined}
            >
              {column.edit && !column.edit.below
                ? editField(column, column.edit)
                : column.cell(row)}
            </td>
          ))}
          <td className="data-table__actions data-table__cell--end" data-label="Actions">
            {below.length === 0 && saveButtons}
          </td>
        </tr>
        {below.length > 0 && (
          <tr className={`data-table__row data-table__row--editing ${editBelowClass}`}>
            <td colSpan={columns.length + 1}>
              <div className="data-table__edit-below">
                {below.map((column) =>
                  column.edit ? (
                    <fieldset key={column.id} className="data-table__edit-group">
                      <legend className="visually-hidden">{column.header}</legend>
                      {editField(column, column.edit)}
                    </fieldset>
                  ) : null,
                )}
                {saveButtons}
              </div>
            </td>
          </tr>
        )}
      </>
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
const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;

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
