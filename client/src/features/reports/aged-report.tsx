import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../shared/format/date.ts';
import { fetchAhead, useFetchedAheadPolicy } from '../../shared/graphql/fetched-ahead.ts';
import { kshColumn } from '../../shared/list/ksh-column.ts';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { formatKsh } from '../../shared/money/money-format.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { AsOfField, asOfAsked, useAsOf } from './as-of-field.tsx';
import { AgedDebtorsChart, ChartBox } from './chart-box.tsx';
import { ReportFigures, ReportFrame } from './report-frame.tsx';

/** The age buckets, youngest first, as the columns and the CSV name them (debtors and creditors). */
export const AGE_BUCKETS = [
  { key: 'current', header: 'Not yet due' },
  { key: 'days1To30', header: '1–30 days' },
  { key: 'days31To60', header: '31–60 days' },
  { key: 'days61To90', header: '61–90 days' },
  { key: 'over90', header: 'Over 90 days' },
] as const;

/** A party's figures, or the totals: the buckets, the total, and any credit held. */
type AgedFigures = Record<(typeof AGE_BUCKETS)[number]['key'] | 'total', number> & {
  credit?: number;
};
type AgedRow = AgedFigures & { name: string };
type AgedAnswer<Row extends AgedRow> = { asOf: string; rows: Row[]; totals: AgedFigures };

/** The chart names at most this many parties, those owed most; the table has all. */
const CHART_PARTIES = 10;

/**
 * An ageing report (aged debtors, aged creditors): its query and the words that differ, the
 * rest being the same screen.
 */
export interface AgedLedger<Data, Row extends AgedRow> {
  /** Its heading, e.g. "Aged debtors"; the table is named after it too. */
  title: string;
  /** Its CSV's list, e.g. "reports/aged-debtors". */
  csv: `reports/${string}`;
  query: TypedDocumentNode<Data, { asOf: string }>;
  answer: (data: Data) => AgedAnswer<Row>;
  /** Who a row is (the first column's header), and where their statement is. */
  party: string;
  statement: (row: Row) => string;
  rowKey: (row: Row) => string;
  /** What the total is: what is owed ("Owed"), or the balance less credit ("Balance"). */
  total: string;
  /** Whether a party may hold credit: a column and a figure of its own (customers). */
  holdsCredit: boolean;
  /** The headline figures' name, e.g. "Owed by customers". */
  figures: string;
  /** The chart's heading, and the same when it names only the parties owed most. */
  chart: string;
  chartOfMost: (count: number) => string;
  failedToLoad: string;
  emptyText: string;
}

function agedColumns<Data, Row extends AgedRow>(
  ledger: AgedLedger<Data, Row>,
): ReadonlyArray<DataTableColumn<Row>> {
  return [
    {
      id: 'name',
      header: ledger.party,
      cell: (row) => <Link to={ledger.statement(row)}>{row.name}</Link>,
    },
    ...AGE_BUCKETS.map((bucket) => kshColumn(bucket.key, bucket.header)),
    kshColumn('total', ledger.total),
    ...(ledger.holdsCredit
      ? [
          {
            id: 'credit',
            header: 'Credit held',
            align: 'end',
            cell: (row) => ((row.credit ?? 0) > 0 ? formatKsh(row.credit ?? 0) : '—'),
          } satisfies DataTableColumn<Row>,
        ]
      : []),
  ];
}

/** The ageing report the address asks for, fetched with the Reports screen's code. */
export const prefetchAged =
  <Data, Row extends AgedRow>(ledger: AgedLedger<Data, Row>) =>
  (client: ApolloClient, params: URLSearchParams) =>
    fetchAhead(client, ledger.query, { asOf: asOfAsked(params) });

/**
 * What is owed, and for how long past due, at the end of a day: each party's balance in age
 * buckets, credit a party holds shown apart rather than as a negative debt.
 */
export function AgedReport<Data, Row extends AgedRow>({
  ledger,
}: {
  ledger: AgedLedger<Data, Row>;
}) {
  const [asOf, setAsOf] = useAsOf();
  const variables = { asOf };
  const { data, loading, error } = useQuery(ledger.query, {
    variables,
    ...useFetchedAheadPolicy(ledger.query, variables),
  });
  const columns = useMemo(() => agedColumns(ledger), [ledger]);
  const report = data ? ledger.answer(data) : null;
  return (
    <ReportFrame
      title={ledger.title}
      state={{ report, loading, error }}
      controls={<AsOfField value={asOf} onChange={setAsOf} />}
      exportButton={<ExportCsvButton list={ledger.csv} params={{ as_of: asOf }} />}
      covers={(aged) => `As at the end of ${formatDate(aged.asOf)} · KSh, VAT inclusive`}
      failedToLoad={ledger.failedToLoad}
      isEmpty={(aged) => aged.rows.length === 0}
      emptyText={ledger.emptyText}
    >
      {(aged) => {
        // Only parties owed something are charted: a customer may hold credit alone.
        const owingAll = aged.rows.filter((row) => row.total > 0);
        const owing = [...owingAll].sort((a, b) => b.total - a.total).slice(0, CHART_PARTIES);
        const chartHeight = 80 + owing.length * 32;
        return (
          <>
            <ReportFigures
              label={ledger.figures}
              compact
              figures={[
                ...AGE_BUCKETS.map((bucket) => ({
                  label: bucket.header,
                  value: formatKsh(aged.totals[bucket.key]),
                })),
                { label: ledger.total, value: formatKsh(aged.totals.total), tone: 'strong' },
                ...(ledger.holdsCredit
                  ? [{ label: 'Credit held', value: formatKsh(aged.totals.credit ?? 0) }]
                  : []),
              ]}
            />
            {owing.length > 0 && (
              <ChartBox
                label={
                  owingAll.length > owing.length ? ledger.chartOfMost(owing.length) : ledger.chart
                }
                height={chartHeight}
                chart={(width) => (
                  <AgedDebtorsChart data={owing} width={width} height={chartHeight} />
                )}
              />
            )}
            <DataTable
              label={`${ledger.title} as at ${formatDate(aged.asOf)}`}
              columns={columns}
              rows={aged.rows}
              rowKey={ledger.rowKey}
              rowName={(row) => row.name}
            />
          </>
        );
      }}
    </ReportFrame>
  );
}
