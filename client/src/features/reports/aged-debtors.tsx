import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { AgedDebtorsDocument, type AgedDebtorsQuery } from '../../graphql/operations.generated.ts';
import { formatDate } from '../../shared/format/date.ts';
import { fetchAhead, useFetchedAheadPolicy } from '../../shared/graphql/fetched-ahead.ts';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { formatKsh } from '../../shared/money/money-format.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { AsOfField, asOfAsked, useAsOf } from './as-of-field.tsx';
import { AgedDebtorsChart, ChartBox } from './chart-box.tsx';
import { ReportFigures, ReportFrame } from './report-frame.tsx';

type Row = AgedDebtorsQuery['agedDebtors']['rows'][number];

/** The age buckets, youngest first, as the columns and the CSV name them (debtors and creditors). */
export const AGE_BUCKETS = [
  { key: 'current', header: 'Not yet due' },
  { key: 'days1To30', header: '1–30 days' },
  { key: 'days31To60', header: '31–60 days' },
  { key: 'days61To90', header: '61–90 days' },
  { key: 'over90', header: 'Over 90 days' },
] as const;

/** The chart names at most this many debtors, those owed most; the table has all. */
const CHART_DEBTORS = 10;

const columns: ReadonlyArray<DataTableColumn<Row>> = [
  {
    id: 'name',
    header: 'Customer',
    cell: (row) => <Link to={`/customers/${row.customerId}/statement`}>{row.name}</Link>,
  },
  ...AGE_BUCKETS.map(
    (bucket): DataTableColumn<Row> => ({
      id: bucket.key,
      header: bucket.header,
      align: 'end',
      cell: (row) => formatKsh(row[bucket.key]),
    }),
  ),
  { id: 'total', header: 'Balance', align: 'end', cell: (row) => formatKsh(row.total) },
  {
    id: 'credit',
    header: 'Credit held',
    align: 'end',
    cell: (row) => (row.credit > 0 ? formatKsh(row.credit) : '—'),
  },
];

/** The aged debtors the address asks for, fetched with the Reports screen's code. */
export const prefetchAgedDebtors = (client: ApolloClient, params: URLSearchParams) =>
  fetchAhead(client, AgedDebtorsDocument, { asOf: asOfAsked(params) });

/**
 * Who owes what, and for how long (issue 49), at the end of a day: each customer's debt in age
 * buckets, with credit a customer holds shown apart rather than as a negative debt.
 */
export function AgedDebtorsReport() {
  const [asOf, setAsOf] = useAsOf();
  const variables = { asOf };
  const { data, loading, error } = useQuery(AgedDebtorsDocument, {
    variables,
    ...useFetchedAheadPolicy(AgedDebtorsDocument, variables),
  });
  const report = data?.agedDebtors ?? null;
  return (
    <ReportFrame
      title="Aged debtors"
      state={{ report, loading, error }}
      controls={<AsOfField value={asOf} onChange={setAsOf} />}
      exportButton={<ExportCsvButton list="reports/aged-debtors" params={{ as_of: asOf }} />}
      covers={(debtors) => `As at the end of ${formatDate(debtors.asOf)} · KSh, VAT inclusive`}
      failedToLoad="Failed to load aged debtors"
      isEmpty={(debtors) => debtors.rows.length === 0}
      emptyText="No customer owes anything or holds credit on this day."
    >
      {(debtors) => {
        const owingAll = debtors.rows.filter((row) => row.total > 0);
        const owing = [...owingAll].sort((a, b) => b.total - a.total).slice(0, CHART_DEBTORS);
        return (
          <>
            <ReportFigures
              label="Owed by customers"
              compact
              figures={[
                ...AGE_BUCKETS.map((bucket) => ({
                  label: bucket.header,
                  value: formatKsh(debtors.totals[bucket.key]),
                })),
                {
                  label: 'Balance',
                  value: formatKsh(debtors.totals.total),
                  tone: 'strong' as const,
                },
                { label: 'Credit held', value: formatKsh(debtors.totals.credit) },
              ]}
            />
            {owing.length > 0 && (
              <ChartBox
                label={
                  owingAll.length > owing.length
                    ? `Debt by age: the ${owing.length} customers owing most`
                    : 'Debt by age'
                }
                height={80 + owing.length * 32}
                chart={(width) => (
                  <AgedDebtorsChart data={owing} width={width} height={80 + owing.length * 32} />
                )}
              />
            )}
            <DataTable
              label={`Aged debtors as at ${formatDate(debtors.asOf)}`}
              columns={columns}
              rows={debtors.rows}
              rowKey={(row) => row.customerId}
              rowName={(row) => row.name}
            />
          </>
        );
      }}
    </ReportFrame>
  );
}
