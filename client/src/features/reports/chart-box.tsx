import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { useElementWidth } from '../../shared/ui/use-element-width.ts';

// Started when the Reports chunk runs, so recharts downloads while the first report loads.
const chartsModule = import('./report-charts.tsx');
export const VatBandsChart = lazy(() => chartsModule.then((m) => ({ default: m.VatBandsChart })));
export const SalesByDayChart = lazy(() =>
  chartsModule.then((m) => ({ default: m.SalesByDayChart })),
);
export const AgedDebtorsChart = lazy(() =>
  chartsModule.then((m) => ({ default: m.AgedDebtorsChart })),
);

/**
 * The space a chart fills: charts need a width in pixels to lay out their axes, so the box
 * measures itself, follows resizes (a phone turned) and draws `chart(width)` once it knows.
 * The drawing is for the eye (the table beside it carries the same figures), so it is hidden
 * from screen readers.
 */
export function ChartBox({
  label,
  height,
  chart,
}: {
  /** What the chart shows, as its heading. */
  label: string;
  height: number;
  chart: (width: number) => ReactNode;
}) {
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const placeholder = <div className="skeleton report-chart__placeholder" style={{ height }} />;
  return (
    <figure className="report-chart">
      <figcaption className="report-chart__caption">{label}</figcaption>
      <div
        ref={measure}
        className="report-chart__box"
        aria-hidden="true"
        style={{ '--chart-height': `${height}px` } as CSSProperties}
      >
        {width > 0 ? <Suspense fallback={placeholder}>{chart(width)}</Suspense> : placeholder}
      </div>
    </figure>
  );
}
