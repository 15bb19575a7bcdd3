import { Pie, PieChart, Tooltip } from 'recharts';
import { formatKsh } from '../../shared/money/money-format.ts';
import type { RevenueSegment } from './dashboard.series.ts';

type RevenueDoughnutProps = {
  segments: readonly RevenueSegment[];
  /** Width and height in pixels. */
  size: number;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The doughnut itself (recharts, loaded on its own so the sign-in pages never download it).
 * The legend beside it carries the same figures for keyboards and screen readers, so the
 * drawing stays out of the tab order.
 */
export function RevenueDoughnut({ segments, size }: RevenueDoughnutProps) {
  // A segment of 0 would draw a hairline gap; the legend still lists it.
  const data = segments
    .filter((segment) => segment.amount > 0)
    .map((segment) => ({ name: segment.label, value: segment.amount, fill: segment.color }));
  const outerRadius = size / 2 - 4;
  return (
    <PieChart width={size} height={size} accessibilityLayer={false}>
      <Pie
        data={data}
        dataKey="value"
        nameKey="name"
        innerRadius={Math.round(outerRadius * 0.64)}
        outerRadius={outerRadius}
        paddingAngle={data.length > 1 ? 2 : 0}
        stroke="none"
        rootTabIndex={-1}
        isAnimationActive={!prefersReducedMotion()}
        animationDuration={600}
      />
      <Tooltip
        formatter={(value) => formatKsh(Number(value))}
        contentStyle={{ borderRadius: 6, fontSize: 13 }}
      />
    </PieChart>
  );
}
