import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { formatDate, nairobiDay } from '../../shared/format/date.ts';
import { fetchAhead, useFetchedAheadPolicy } from '../../shared/graphql/fetched-ahead.ts';
import { kshColumn } from '../../shared/list/ksh-column.ts';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { formatKsh, formatMargin } from '../../shared/money/money-format.ts';
import { type Period, periodText, presetPeriod, readDay } from '../../shared/period/period.ts';
import { PeriodPicker } from '../../shared/period/period-picker.tsx';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../shared/ui/data-table.tsx';
import { ChartBox, SalesByDayChart } from './chart-box.tsx';
import { ReportFigures, ReportFrame } from './report-frame.tsx';
import {
  SalesByCustomerDocument,
  type SalesByCustomerQuery,
  SalesByDayDocument,
  type SalesByDayQuery,
  SalesByItemDocument,
  type SalesByItemQuery,
  type SalesFiguresPartsFragment,
} from './sales-report.generated.ts';
import { useReportParams } from './use-report-params.ts';

/** What each row of the three reports, and their totals, hold. */
type Figures = Omit<SalesFiguresPartsFragment, '__typename'>;
type ItemRow = SalesByItemQuery['salesByItem']['rows'][number];
type CustomerRow = SalesByCustomerQuery['salesByCustomer']['rows'][number];
type DayRow = SalesByDayQuery['salesByDay']['rows'][number];
type SalesReport<Row> = {
  from: string;
  to: string;
  rows: readonly Row[];
  totals: SalesFiguresPartsFragment;
};

/** The figures every row of the three reports has, after what names the row. */
function figureColumns<Row extends Figures>(): ReadonlyArray<DataTableColumn<Row>> {
  return [
    kshColumn('netSales', 'Sales, net of VAT'),
    kshColumn('cost', 'Cost of sales'),
    kshColumn('grossProfit', 'Gross profit'),
    {
      id: 'margin',
      header: 'Margin',
      align: 'end',
      cell: (row) => formatMargin(row.marginPercent ?? null),
    },
  ];
}

const itemColumns: ReadonlyArray<DataTableColumn<ItemRow>> = [
  { id: 'name', header: 'Item', cell: (row) => row.name },
  {
    id: 'quantity',
    header: 'Quantity sold',
    align: 'end',
    cell: (row) => (row.quantity === null ? '—' : formatQuantity(row.quantity, row.unit ?? 'pcs')),
  },
  ...figureColumns<ItemRow>(),
];
const customerColumns: ReadonlyArray<DataTableColumn<CustomerRow>> = [
  { id: 'name', header: 'Customer', cell: (row) => row.name },
  ...figureColumns<CustomerRow>(),
];
const dayColumns: ReadonlyArray<DataTableColumn<DayRow>> = [
  { id: 'day', header: 'Day', cell: (row) => formatDate(row.day) },
  ...figureColumns<DayRow>(),
];

const hasSales = (row: Figures) => row.netSales !== 0 || row.cost !== 0;

const VIEWS = {
  item: { label: 'By item', csv: 'reports/sales-by-item' },
  customer: { label: 'By customer', csv: 'reports/sales-by-customer' },
  day: { label: 'By day', csv: 'reports/sales-by-day' },
} as const;
type View = keyof typeof VIEWS;
const isView = (text: string | null): text is View => text !== null && text in VIEWS;
const viewAsked = (params: URLSearchParams): View => {
  const by = params.get('by');
  return isView(by) ? by : 'item';
};

/** The period the address names (`?from=…&to=…`); this month so far where it names none. */
function rangeAsked(params: URLSearchParams, today: string): Period {
  const fallback = presetPeriod('month', today);
  return {
    from: readDay(params.get('from')) ?? fallback.from,
    to: readDay(params.get('to')) ?? fallback.to,
  };
}

const DOCUMENTS = {
  item: SalesByItemDocument,
  customer: SalesByCustomerDocument,
  day: SalesByDayDocument,
} as const;

/** The sales report the address asks for, fetched with the Reports screen's code. */
export const prefetchSalesReport = (client: ApolloClient, params: URLSearchParams) =>
  fetchAhead<unknown, Period>(
    client,
    DOCUMENTS[viewAsked(params)],
    rangeAsked(params, nairobiDay()),
  );

/**
 * Sales and gross profit over a period (issue 49), by item, by customer or by day: sales net of
 * VAT less credit notes, cost at the time of sale, margin on net sales.
 */
export function SalesReport() {
  const [params, change] = useReportParams();
  const view = viewAsked(params);
  const today = nairobiDay();
  const range = rangeAsked(params, today);
  const controls = (
    <>
      <fieldset className="report__choice">
        <legend className="visually-hidden">Show sales</legend>
        {(Object.keys(VIEWS) as View[]).map((option) => (
          <button
            key={option}
            type="button"
            className="report__choice-button"
            aria-pressed={option === view}
            onClick={() => change({ by: option })}
          >
            {VIEWS[option].label}
          </button>
        ))}
      </fieldset>
      <PeriodPicker period={range} today={today} onChoose={(days) => change({ ...days })} />
    </>
  );
  const frame = {
    controls,
    exportButton: <ExportCsvButton list={VIEWS[view].csv} params={{ ...range }} />,
  };
  if (view === 'customer') return <ByCustomer range={range} {...frame} />;
  if (view === 'day') return <ByDay range={range} {...frame} />;
  return <ByItem range={range} {...frame} />;
}

type ViewProps = { range: Period; controls: ReactNode; exportButton: ReactNode };

/** A view's table: its name and columns, which rows it shows (all by default), and their keys. */
type SalesTable<Row> = Pick<DataTableProps<Row>, 'label' | 'columns' | 'rowKey' | 'rowName'> & {
  shown?: (rows: readonly Row[]) => readonly Row[];
};

/**
 * One view of the sales: its query, the totals, any chart and its table, with the loading and
 * empty states.
 */
function SalesFrame<Data, Row extends Figures>({
  range,
  query,
  answer,
  chart,
  table: { shown, ...table },
  ...frame
}: ViewProps & {
  query: TypedDocumentNode<Data, Period>;
  answer: (data: Data) => SalesReport<Row>;
  chart?: (report: SalesReport<Row>) => ReactNode;
  table: SalesTable<Row>;
}) {
  const { data, loading, error } = useQuery(query, {
    variables: range,
    ...useFetchedAheadPolicy(query, range),
  });
  return (
    <ReportFrame
      title="Sales and gross profit"
      state={{ report: data ? answer(data) : null, loading, error }}
      {...frame}
      covers={(report) => `${periodText(report)} · KSh, net of VAT`}
      // The days report lists every day of the period, those without sales too.
      failedToLoad="Failed to load the sales report"
      isEmpty={(report) => !report.rows.some(hasSales)}
      emptyText="No sales in this period."
    >
      {(report) => (
        <>
          <ReportFigures
            label="Totals for the period"
            figures={[
              { label: 'Sales, net of VAT', value: formatKsh(report.totals.netSales) },
              { label: 'Cost of sales', value: formatKsh(report.totals.cost) },
              {
                label: 'Gross profit',
                value: formatKsh(report.totals.grossProfit),
                tone: 'strong',
              },
              { label: 'Margin', value: formatMargin(report.totals.marginPercent ?? null) },
            ]}
          />
          {chart?.(report)}
          <DataTable {...table} rows={shown ? shown(report.rows) : report.rows} />
        </>
      )}
    </ReportFrame>
  );
}

function ByItem(view: ViewProps) {
  return (
    <SalesFrame
      {...view}
      query={SalesByItemDocument}
      answer={(data) => data.salesByItem}
      table={{
        label: 'Sales by item',
        columns: itemColumns,
        rowKey: (row) => row.inventoryId ?? `typed:${row.name}`,
        rowName: (row) => row.name,
      }}
    />
  );
}

function ByCustomer(view: ViewProps) {
  return (
    <SalesFrame
      {...view}
      query={SalesByCustomerDocument}
      answer={(data) => data.salesByCustomer}
      table={{
        label: 'Sales by customer',
        columns: customerColumns,
        rowKey: (row) => row.customerId ?? `none:${row.name}`,
        rowName: (row) => row.name,
      }}
    />
  );
}

function ByDay(view: ViewProps) {
  return (
    <SalesFrame
      {...view}
      query={SalesByDayDocument}
      answer={(data) => data.salesByDay}
      chart={(report) => (
        <ChartBox
          label="Sales and gross profit per day"
          height={260}
          chart={(width) => <SalesByDayChart data={report.rows} width={width} height={260} />}
        />
      )}
      table={{
        label: 'Sales by day',
        columns: dayColumns,
        // The chart shows every day; the table only those with sales or returns.
        shown: (rows) => rows.filter(hasSales),
        rowKey: (row) => row.day,
        rowName: (row) => formatDate(row.day),
      }}
    />
  );
}
