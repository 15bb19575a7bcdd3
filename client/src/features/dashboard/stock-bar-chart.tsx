import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { StockBar } from './dashboard.series.ts';

type StockBarChartProps = {
  bars: readonly StockBar[];
  /** The space the chart fills, in pixels. */
  width: number;
  height: number;
};

// An average character of the 12px tick font, for cutting names that do not fit.
const CHARACTER_WIDTH = 6.6;

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** An item name on the axis, cut to fit; the full name shows on hover. */
function nameTick({ x = 0, y = 0, payload }: TickProps, maxCharacters: number) {
  const name = String(payload?.value ?? '');
  const shown = name.length > maxCharacters ? `${name.slice(0, maxCharacters - 1)}…` : name;
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fontSize={12} fill="#17211d">
      <title>{name}</title>
      {shown}
    </text>
  );
}

/**
 * Horizontal bars: item names read left to right at any width, where names under vertical
 * bars would have to be slanted or dropped on a phone. Loaded on its own with recharts.
 */
export function StockBarChart({ bars, width, height }: StockBarChartProps) {
  // Names get up to 40% of the width, within reason, and are cut with an ellipsis beyond it.
  const nameWidth = Math.round(Math.min(180, Math.max(96, width * 0.4)));
  const maxCharacters = Math.floor((nameWidth - 10) / CHARACTER_WIDTH);
  const data = bars.map((bar) => ({ name: bar.name, quantity: bar.quantity }));

  return (
    <BarChart
      width={width}
      height={height}
      data={data}
      layout="vertical"
      margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid horizontal={false} stroke="#d9e1dd" />
      <XAxis
        type="number"
        allowDecimals={false}
        tick={{ fontSize: 12, fill: '#56665f' }}
        stroke="#b7c4be"
      />
      <YAxis
        type="category"
        dataKey="name"
        width={nameWidth}
        tick={(props: TickProps) => nameTick(props, maxCharacters)}
        tickLine={false}
        stroke="#b7c4be"
        interval={0}
      />
      <Tooltip
        cursor={{ fill: '#e7f3ee' }}
        formatter={(value) => [Number(value).toLocaleString('en-KE'), 'Quantity']}
        contentStyle={{ borderRadius: 6, fontSize: 13 }}
      />
      <Bar dataKey="quantity" name="Quantity" fill="#0b6e4f" radius={[0, 4, 4, 0]} barSize={18}>
        <LabelList
          dataKey="quantity"
          position="right"
          fontSize={12}
          fill="#17211d"
          formatter={(value) => Number(value).toLocaleString('en-KE')}
        />
      </Bar>
    </BarChart>
  );
}
