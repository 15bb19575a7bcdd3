import { formatKsh } from '../money/money-format.ts';
import type { DataTableColumn } from '../ui/data-table.tsx';

/**
 * A table's column of an amount in KSh, aligned to the end, named by the field it shows: a
 * column of any row that has that amount (reports, lists of documents).
 */
export function kshColumn<Field extends string>(
  field: Field,
  header: string,
): DataTableColumn<Record<Field, number>> {
  return { id: field, header, align: 'end', cell: (row) => formatKsh(row[field]) };
}
