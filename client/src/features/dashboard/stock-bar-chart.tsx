import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import type { StockBar } from './dashboard.series.ts';
import { fitNames, type StockChartLayout } from './stock-chart.layout.ts';

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
/** A bar: the item's id (its place on the axis, so two items of one name stay two bars). */
type Datum = { id: string; name: string; label: string; quantity: number };

/** An item name on the axis, cut to fit; the full name is its <title>, shown on hover. */
function nameTick({ x = 0, y = 0, payload }: TickProps, byId: ReadonlyMap<string, Datum>) {
  const bar = byId.get(String(payload?.value));
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fontSize={12} fill={TEXT}>
      <title>{bar?.name}</title>
      {bar?.label}
    </text>
  );
}

/** On a phone the name sits above its bar, where it can use the chart's whole width. */
function nameAbove({ x = 0, y = 0, value }: LabelProps, byId: ReadonlyMap<string, Datum>) {
  const bar = byId.get(String(value));
  return (
    <text x={Number(x)} y={Number(y) - 5} textAnchor="start" fontSize={12} fill={TEXT}>
      <title>{bar?.name}</title>
      {bar?.label}
    </text>
  );
}

const quantity = (value: unknown) => formatQuantity(Number(value));

/**
 * Horizontal bars, so item names read left to right at any width (names under vertical bars
 * would have to be slanted or dropped on a phone). Loaded on its own, with recharts.
 */
export function StockBarChart({ bars, width, layout }: StockBarChartProps) {
  // Cut to fit, but never two different items to the same label.
  const labels = fitNames(
    bars.map((bar) => bar.name),
    layout.maxCharacters,
  );
  const data: Datum[] = bars.map((bar, index) => ({
    id: bar.id,
    name: bar.name,
    label: labels[index]!,
    quantity: bar.quantity,
  }));
  const byId = new Map(data.map((bar) => [bar.id, bar]));
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
        dataKey="id"
        hide={layout.namesAbove}
        width={layout.nameWidth}
        tick={(props: TickProps) => nameTick(props, byId)}
        tickLine={false}
        stroke={RULE}
        interval={0}
      />
      <Tooltip
        cursor={{ fill: '#e7f3ee' }}
        // The item's whole name, however its label is cut.
        labelFormatter={(id) => byId.get(String(id))?.name ?? ''}
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
          <LabelList dataKey="id" content={(props: LabelProps) => nameAbove(props, byId)} />
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
