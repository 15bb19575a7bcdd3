import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { StockBar } from './dashboard.series.ts';
import { fitName, type StockChartLayout } from './stock-chart.layout.ts';

type StockBarChartProps = {
  bars: readonly StockBar[];
  /** Width in pixels of the space the chart fills. */
  width: number;
  layout: StockChartLayout;
};

const TEXT = '#17211d';
const MUTED = '#56665f';
const RULE = '#b7c4be';

type Point = { x?: number | string; y?: number | string };
type TickProps = Point & { payload?: { value?: unknown } };
type LabelProps = Point & { value?: unknown };

/** An item name on the axis, cut to fit; the full name is its <title>, shown on hover. */
function nameTick({ x = 0, y = 0, payload }: TickProps, maxCharacters: number) {
  const name = String(payload?.value ?? '');
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fontSize={12} fill={TEXT}>
      <title>{name}</title>
      {fitName(name, maxCharacters)}
    </text>
  );
}

/** On a phone the name sits above its bar, where it can use the chart's whole width. */
function nameAbove({ x = 0, y = 0, value }: LabelProps, maxCharacters: number) {
  const name = String(value ?? '');
  return (
    <text x={Number(x)} y={Number(y) - 5} textAnchor="start" fontSize={12} fill={TEXT}>
      <title>{name}</title>
      {fitName(name, maxCharacters)}
    </text>
  );
}

const quantity = (value: unknown) => Number(value).toLocaleString('en-KE');

/**
 * Horizontal bars, so item names read left to right at any width (names under vertical bars
 * would have to be slanted or dropped on a phone). Loaded on its own, with recharts.
 */
export function StockBarChart({ bars, width, layout }: StockBarChartProps) {
  const data = bars.map((bar) => ({ name: bar.name, quantity: bar.quantity }));
  return (
    <BarChart
      width={width}
      height={layout.height}
      data={data}
      layout="vertical"
      margin={{ top: layout.namesAbove ? 6 : 0, right: 40, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid horizontal={false} stroke="#d9e1dd" />
      <XAxis
        type="number"
        allowDecimals={false}
        tick={{ fontSize: 12, fill: MUTED }}
        stroke={RULE}
      />
      <YAxis
        type="category"
        dataKey="name"
        hide={layout.namesAbove}
        width={layout.nameWidth}
        tick={(props: TickProps) => nameTick(props, layout.maxCharacters)}
        tickLine={false}
        stroke={RULE}
        interval={0}
      />
      <Tooltip
        cursor={{ fill: '#e7f3ee' }}
        formatter={(value) => [quantity(value), 'Quantity']}
        contentStyle={{ borderRadius: 6, fontSize: 13 }}
      />
      <Bar
        dataKey="quantity"
        name="Quantity"
        fill="#0b6e4f"
        radius={[0, 4, 4, 0]}
        barSize={layout.namesAbove ? 14 : 18}
        // An out-of-stock item still gets a sliver, so its "0" label is drawn.
        minPointSize={2}
        // Recharts animates every re-layout and hides the labels meanwhile; turning a phone
        // would leave the bars nameless for a moment, so they are drawn at once.
        isAnimationActive={false}
      >
        {layout.namesAbove && (
          <LabelList
            dataKey="name"
            content={(props: LabelProps) => nameAbove(props, layout.maxCharacters)}
          />
        )}
        <LabelList
          dataKey="quantity"
          position="right"
          fontSize={12}
          fill={TEXT}
          formatter={quantity}
        />
      </Bar>
    </BarChart>
  );
}
