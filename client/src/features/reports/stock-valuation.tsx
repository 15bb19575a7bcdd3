import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { formatDate } from '../../shared/format/date.ts';
import { fetchAhead, useFetchedAheadPolicy } from '../../shared/graphql/fetched-ahead.ts';
import { kshColumn } from '../../shared/list/ksh-column.ts';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { formatKsh } from '../../shared/money/money-format.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { AsOfField, asOfAsked, useAsOf } from './as-of-field.tsx';
import { ReportFigures, ReportFrame } from './report-frame.tsx';
import { StockValuationDocument, type StockValuationQuery } from './stock-valuation.generated.ts';

type Row = StockValuationQuery['stockValuation']['rows'][number];

const columns: ReadonlyArray<DataTableColumn<Row>> = [
  { id: 'name', header: 'Item', cell: (row) => row.name },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'end',
    cell: (row) => formatQuantity(row.quantity, row.unit),
  },
  kshColumn('averageCost', 'Average cost'),
  kshColumn('value', 'Value at cost'),
  kshColumn('shelfPrice', 'Shelf price (incl. VAT)'),
  kshColumn('shelfValue', 'Shelf value (incl. VAT)'),
];

/** The stock valuation the address asks for, fetched with the Reports screen's code. */
export const prefetchStockValuation = (client: ApolloClient, params: URLSearchParams) =>
  fetchAhead(client, StockValuationDocument, { asOf: asOfAsked(params) });

/**
 * Stock at the end of a day (issue 49), from the movement ledger: valued at the average cost
 * then, and, labelled as such, at shelf price with VAT.
 */
export function StockValuationReport() {
  const [asOf, setAsOf] = useAsOf();
  const variables = { asOf };
  const { data, loading, error } = useQuery(StockValuationDocument, {
    variables,
    ...useFetchedAheadPolicy(StockValuationDocument, variables),
  });
  const report = data?.stockValuation ?? null;
  return (
    <ReportFrame
      title="Stock valuation"
      state={{ report, loading, error }}
      controls={<AsOfField value={asOf} onChange={setAsOf} />}
      exportButton={<ExportCsvButton list="reports/stock-valuation" params={{ as_of: asOf }} />}
      covers={(valuation) =>
        `As at the end of ${formatDate(valuation.asOf)} · KSh, at cost unless marked incl. VAT`
      }
      failedToLoad="Failed to load the stock valuation"
      isEmpty={(valuation) => valuation.rows.length === 0}
      emptyText="No stock held on this day."
    >
      {(valuation) => (
        <>
          <ReportFigures
            label="Stock value"
            figures={[
              { label: 'Stock at cost', value: formatKsh(valuation.totalValue), tone: 'strong' },
              {
                label: 'Stock at shelf price (incl. VAT)',
                value: formatKsh(valuation.totalShelfValue),
              },
            ]}
          />
          <DataTable
            label={`Stock valuation as at ${formatDate(valuation.asOf)}`}
            columns={columns}
            rows={valuation.rows}
            rowKey={(row) => row.inventoryId}
            rowName={(row) => row.name}
          />
        </>
      )}
    </ReportFrame>
  );
}
