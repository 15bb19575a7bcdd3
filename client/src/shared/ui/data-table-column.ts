import type { ReactNode } from 'react';

/* What a screen declares of each column of its DataTable, and the sort its rows arrive in. */

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
