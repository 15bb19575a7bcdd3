import type { ReactNode } from 'react';

/**
 * A column of a lines table: its heading, whether it holds figures (right aligned), and a class
 * for its heading (`no-print`: a column for the screen only; its cells say so too).
 */
export type LinesColumn = { heading: string; figure?: boolean; className?: string };

/**
 * A table of lines in the house style (`.lines-table`, styled in shared/styles/lines-table.css):
 * goods received, what to reorder, a count sheet. The headings come from the columns; a table
 * whose lines can be taken out ends in a Remove column (`RemoveLineCell` in each row), and while
 * it has no lines says how to add one.
 */
export function LinesTable({
  className,
  caption,
  captionId,
  columns,
  removable = false,
  empty,
  foot,
  children,
}: {
  /** The look of the place it is in, beside `lines-table`. */
  className: string;
  /** For screen readers: what the lines are. */
  caption: ReactNode;
  /** Names the table by its caption, for a table that a label elsewhere points to. */
  captionId?: string;
  columns: readonly LinesColumn[];
  removable?: boolean;
  /** What the row shown instead of lines says (how to add one), when there are none. */
  empty?: string | false;
  /** The rows of the table's foot: `LinesTotalRow`s. */
  foot?: ReactNode;
  children: ReactNode;
}) {
  return (
    <table className={`lines-table ${className}`} aria-labelledby={captionId}>
      <caption id={captionId} className="visually-hidden">
        {caption}
      </caption>
      <ColumnHeadings columns={columns} actionsHeading={removable ? 'Remove' : undefined} />
      <tbody>
        {empty && (
          <tr>
            <td colSpan={columns.length + (removable ? 1 : 0)} className="lines-table__empty">
              {empty}
            </td>
          </tr>
        )}
        {children}
      </tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </table>
  );
}

/**
 * A table's column headings, the one header row of every small table (a lines table, a list of
 * shifts, a payment history), the figures' right aligned by `figureClass` (a screen or a printed
 * document may have its own); `actionsHeading` names a last column of the rows' buttons, for
 * screen readers only (the buttons say what they do).
 */
export function ColumnHeadings({
  columns,
  figureClass = 'lines-table__number',
  actionsHeading,
}: {
  columns: readonly LinesColumn[];
  figureClass?: string;
  actionsHeading?: string;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column.heading}
            scope="col"
            className={
              [column.figure ? figureClass : '', column.className ?? ''].join(' ').trim() ||
              undefined
            }
          >
            {column.heading}
          </th>
        ))}
        {actionsHeading && (
          <th scope="col">
            <span className="visually-hidden">{actionsHeading}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/** A figure of a line, right aligned; `label` names it when a phone shows the row as a card. */
export function FigureCell({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      data-label={label}
      className={className ? `lines-table__number ${className}` : 'lines-table__number'}
    >
      {children}
    </td>
  );
}

/**
 * A figure typed into a line (a quantity, a unit cost, an amount): its input right aligned in a
 * `FigureCell`, named for screen readers by `inputLabel`, marked invalid while what is typed does
 * not read. `inputClassName` sizes the input for its table; `children` stand under it (a refusal,
 * which `describedBy` points to).
 */
export function FigureInputCell({
  label,
  inputLabel,
  inputClassName,
  inputMode = 'decimal',
  value,
  invalid,
  describedBy,
  onChange,
  children,
}: {
  label: string;
  inputLabel: string;
  inputClassName: string;
  /** `numeric` for an item counted whole, so a phone offers no decimal point. */
  inputMode?: 'decimal' | 'numeric';
  value: string;
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <FigureCell label={label}>
      <input
        className={`input ${inputClassName}`}
        inputMode={inputMode}
        aria-label={inputLabel}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </FigureCell>
  );
}

/** A line's Remove button, in the table's last column. */
export function RemoveLineCell({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <td>
      <button
        className="button button--secondary button--small"
        type="button"
        aria-label={label}
        onClick={onRemove}
      >
        Remove
      </button>
    </td>
  );
}

/** A total under the lines: its label across the first columns, the figure under the last. */
export function LinesTotalRow({
  label,
  span,
  trailingCell = false,
  children,
}: {
  label: string;
  /** How many columns the label spans: all before the figure's. */
  span: number;
  /** An empty cell after the figure, under a Remove column. */
  trailingCell?: boolean;
  children: ReactNode;
}) {
  return (
    <tr>
      <th scope="row" colSpan={span}>
        {label}
      </th>
      <td className="lines-table__number">{children}</td>
      {trailingCell && <td />}
    </tr>
  );
}
