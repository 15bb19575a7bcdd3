import { formatKsh } from '../../shared/money/money-format.ts';
import type { DataTableColumn } from '../../shared/ui/data-table.tsx';

/**
 * A report table's column of an amount in KSh, aligned to the end, named by the field it shows:
 * a column of any row that has that amount.
 */
export function kshColumn<Field extends string>(
  field: Field,
  header: string,
): DataTableColumn<Record<Field, number>> {
  return { id: field, header, align: 'end', cell: (row) => formatKsh(row[field]) };
}
