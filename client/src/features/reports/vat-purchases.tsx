import { formatDate } from '../../shared/format/date.ts';
import { kshColumn } from '../../shared/list/ksh-column.ts';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { monthName } from '../../shared/period/period.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { TruncatedText } from '../../shared/ui/truncated-text.tsx';
import type { VatReturnQuery } from './vat-return.generated.ts';

type Purchase = VatReturnQuery['vatReturn']['purchases'][number];

const columns: ReadonlyArray<DataTableColumn<Purchase>> = [
  { id: 'supplierPin', header: 'Supplier PIN', cell: (line) => line.supplierPin ?? '—' },
  {
    id: 'supplierName',
    header: 'Supplier',
    cell: (line) => <TruncatedText text={line.supplierName} />,
  },
  { id: 'invoiceDate', header: 'Invoice date', cell: (line) => formatDate(line.invoiceDate) },
  { id: 'invoiceNumber', header: 'Invoice No.', cell: (line) => line.invoiceNumber },
  { id: 'billNumber', header: 'Bill', cell: (line) => line.billNumber },
  { id: 'band', header: 'Band', cell: (line) => line.band },
  kshColumn('taxable', 'Taxable value'),
  kshColumn('vat', 'Input VAT'),
];

/**
 * Section F of the VAT3 return: the suppliers' bills dated in the month, one line per bill and
 * band, with the purchases CSV iTax's purchases sheets take.
 */
export function VatPurchases({
  month,
  purchases,
}: {
  month: string;
  purchases: readonly Purchase[];
}) {
  return (
    <section className="report__section" aria-labelledby="vat-purchases-heading">
      <div className="split-row report__section-head">
        <h3 id="vat-purchases-heading">Section F: purchases</h3>
        <ExportCsvButton
          className="no-print"
          list="reports/vat/purchases"
          params={{ month }}
          label="Export purchases CSV"
        />
      </div>
      <DataTable
        label={`Section F purchases ${monthName(month)}`}
        columns={columns}
        rows={purchases}
        rowKey={(line) => `${line.billNumber}-${line.band}`}
        rowName={(line) => `${line.billNumber} band ${line.band}`}
        emptyMessage={`No suppliers' bills with input VAT dated in ${monthName(month)}.`}
      />
    </section>
  );
}
