import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import {
  AgedCreditorsDocument,
  type AgedCreditorsQuery,
} from '../../graphql/operations.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { fetchAhead, useFetchedAheadPolicy } from '../../shared/graphql/fetched-ahead.ts';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { formatKsh } from '../../shared/money/money-format.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { AGE_BUCKETS } from './aged-debtors.tsx';
import { AsOfField, asOfAsked, useAsOf } from './as-of-field.tsx';
import { AgedDebtorsChart, ChartBox } from './chart-box.tsx';
import { ReportFigures, ReportFrame } from './report-frame.tsx';

type Row = AgedCreditorsQuery['agedCreditors']['rows'][number];

/** The chart names at most this many suppliers, those owed most; the table has all. */
const CHART_CREDITORS = 10;

const columns: ReadonlyArray<DataTableColumn<Row>> = [
  {
    id: 'name',
    header: 'Supplier',
    cell: (row) => <Link to={`/suppliers/${row.supplierId}/statement`}>{row.name}</Link>,
  },
  ...AGE_BUCKETS.map(
    (bucket): DataTableColumn<Row> => ({
      id: bucket.key,
      header: bucket.header,
      align: 'end',
      cell: (row) => formatKsh(row[bucket.key]),
    }),
  ),
  { id: 'total', header: 'Owed', align: 'end', cell: (row) => formatKsh(row.total) },
];

/** The aged creditors the address asks for, fetched with the Reports screen's code. */
export const prefetchAgedCreditors = (client: ApolloClient, params: URLSearchParams) =>
  fetchAhead(client, AgedCreditorsDocument, { asOf: asOfAsked(params) });

/**
 * Whom the shop owes what, and for how long past the bills' due days (issue 51), at the end of
 * a day: each supplier's unpaid bills in age buckets.
 */
export function AgedCreditorsReport() {
  const [asOf, setAsOf] = useAsOf();
  const variables = { asOf };
  const { data, loading, error } = useQuery(AgedCreditorsDocument, {
    variables,
    ...useFetchedAheadPolicy(AgedCreditorsDocument, variables),
  });
  const report = data?.agedCreditors ?? null;
  return (
    <ReportFrame
      title="Aged creditors"
      state={{ report, loading, error }}
      controls={<AsOfField value={asOf} onChange={setAsOf} />}
      exportButton={<ExportCsvButton list="reports/aged-creditors" params={{ as_of: asOf }} />}
      covers={(creditors) => `As at the end of ${formatDate(creditors.asOf)} · KSh, VAT inclusive`}
      failedToLoad="Failed to load aged creditors"
      isEmpty={(creditors) => creditors.rows.length === 0}
      emptyText="The shop owes no supplier anything on this day."
    >
      {(creditors) => {
        const owed = [...creditors.rows]
          .sort((a, b) => b.total - a.total)
          .slice(0, CHART_CREDITORS);
        const chartHeight = 80 + owed.length * 32;
        return (
          <>
            <ReportFigures
              label="Owed to suppliers"
              compact
              figures={[
                ...AGE_BUCKETS.map((bucket) => ({
                  label: bucket.header,
                  value: formatKsh(creditors.totals[bucket.key]),
                })),
                {
                  label: 'Owed',
                  value: formatKsh(creditors.totals.total),
                  tone: 'strong' as const,
                },
              ]}
            />
            <ChartBox
              label={
                creditors.rows.length > owed.length
                  ? `Owed by age: the ${owed.length} suppliers owed most`
                  : 'Owed by age'
              }
              height={chartHeight}
              chart={(width) => <AgedDebtorsChart data={owed} width={width} height={chartHeight} />}
            />
            <DataTable
              label={`Aged creditors as at ${formatDate(creditors.asOf)}`}
              columns={columns}
              rows={creditors.rows}
              rowKey={(row) => row.supplierId}
              rowName={(row) => row.name}
            />
          </>
        );
      }}
    </ReportFrame>
  );
}
