import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate } from '../../shared/format/date.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { formatKsh } from '../../shared/money/money-format.ts';

/*
 * The reports' charts (recharts, loaded on their own so no other screen downloads them). Each
 * draws figures the server computed; nothing here adds them up.
 */

const MUTED = '#56665f';
const RULE = '#b7c4be';
const GRID = '#d9e1dd';
const tick = { fontSize: 12, fill: MUTED };
const tooltipStyle = { borderRadius: 6, fontSize: 13 };
/** An axis figure: `12k`, `1.2M`, short enough for a phone. */
const shortAmount = (value: unknown) => {
  const amount = Number(value);
  const size = Math.abs(amount);
  if (size >= 1_000_000) return `${formatNumber(amount / 1_000_000, { fractions: 1 })}M`;
  if (size >= 1_000) return `${formatNumber(amount / 1_000, { fractions: 1 })}k`;
  return formatNumber(amount);
};
const ksh = (value: unknown) => formatKsh(Number(value));
/** Every chart's key, its series in the order they are drawn. */
const legend = { wrapperStyle: { fontSize: 13 }, itemSorter: null };
/** The money axis beside a chart of columns. */
const amountAxis = { tickFormatter: shortAmount, tick, stroke: RULE, width: 48 };

type ChartProps<Datum> = { data: readonly Datum[]; width: number; height: number };

/** A band's two columns: VAT charged on sales, and VAT given back on credit notes. */
const VAT_BARS = [
  { key: 'salesVat', name: 'VAT on sales', fill: '#0b6e4f' },
  { key: 'creditedVat', name: 'VAT on credit notes', fill: '#e8a317' },
] as const;

/** VAT per band: charged on sales beside that given back on credit notes. */
export function VatBandsChart({
  data,
  width,
  height,
}: ChartProps<{ band: string; salesVat: number; creditedVat: number }>) {
  return (
    <BarChart width={width} height={height} data={[...data]} accessibilityLayer={false}>
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="band" tickFormatter={(band) => `Band ${band}`} tick={tick} stroke={RULE} />
      <YAxis {...amountAxis} />
      <Tooltip
        formatter={ksh}
        labelFormatter={(band) => `Band ${band}`}
        contentStyle={tooltipStyle}
      />
      <Legend {...legend} />
      {VAT_BARS.map((bar) => (
        <Bar
          key={bar.key}
          dataKey={bar.key}
          name={bar.name}
          fill={bar.fill}
          maxBarSize={64}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}

/** Sales net of VAT per day as bars, gross profit as a line across them. */
export function SalesByDayChart({
  data,
  width,
  height,
}: ChartProps<{ day: string; netSales: number; grossProfit: number }>) {
  const dayMonth = (day: unknown) => formatDate(String(day)).slice(0, 5);
  return (
    <ComposedChart width={width} height={height} data={[...data]} accessibilityLayer={false}>
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="day" tickFormatter={dayMonth} tick={tick} stroke={RULE} minTickGap={8} />
      <YAxis {...amountAxis} />
      <Tooltip
        formatter={ksh}
        labelFormatter={(day) => formatDate(String(day))}
        contentStyle={tooltipStyle}
      />
      <Legend {...legend} />
      <Bar
        dataKey="netSales"
        name="Sales, net of VAT"
        fill="#0b6e4f"
        maxBarSize={40}
        isAnimationActive={false}
      />
      <Line
        dataKey="grossProfit"
        name="Gross profit"
        stroke="#e8a317"
        strokeWidth={2}
        dot={data.length < 40}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}

/** The age buckets, oldest last, in colours that darken towards the debts most at risk. */
const BUCKETS = [
  { key: 'current', name: 'Not yet due', fill: '#8fc9b4' },
  { key: 'days1To30', name: '1–30 days', fill: '#e8c267' },
  { key: 'days31To60', name: '31–60 days', fill: '#e8a317' },
  { key: 'days61To90', name: '61–90 days', fill: '#c4660f' },
  { key: 'over90', name: 'Over 90 days', fill: '#b42318' },
] as const;

/** A name cut to `length` characters, the cut marked; the table beside has it whole. */
const cut = (name: string, length: number) =>
  name.length > length ? `${name.slice(0, length - 1)}…` : name;

type AgedDatum = { name: string } & Record<(typeof BUCKETS)[number]['key'], number>;

/** Each debtor's debt as one bar, stacked by age; names above the bars on a phone. */
export function AgedDebtorsChart({ data, width, height }: ChartProps<AgedDatum>) {
  const narrow = width < 480;
  return (
    <BarChart
      width={width}
      height={height}
      data={[...data]}
      layout="vertical"
      margin={{ right: 16, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid horizontal={false} stroke={GRID} />
      <XAxis type="number" tickFormatter={shortAmount} tick={tick} stroke={RULE} />
      <YAxis
        type="category"
        dataKey="name"
        width={narrow ? 90 : 160}
        tick={tick}
        tickFormatter={(name: string) => cut(name, narrow ? 12 : 22)}
        interval={0}
        stroke={RULE}
      />
      <Tooltip formatter={ksh} contentStyle={tooltipStyle} />
      <Legend {...legend} />
      {BUCKETS.map((bucket) => (
        <Bar
          key={bucket.key}
          dataKey={bucket.key}
          name={bucket.name}
          stackId="age"
          fill={bucket.fill}
          barSize={18}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
