import { type ComponentType, type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useElementWidth } from '../../shared/ui/use-element-width.ts';

type Charts = typeof import('./report-charts.tsx');

/*
 * recharts comes in a chunk of its own, started when the Reports chunk runs, so it downloads
 * while the first report loads. Not through React.lazy and Suspense: React holds content a
 * boundary retries into view until 300 ms after its fallback appeared (FALLBACK_THROTTLE_MS),
 * and the chart's box shows its placeholder for a moment on every first render (it must be
 * measured first), so each first chart waited out those 300 ms with the main thread idle
 * (docs/benchmarks.md, "Reports screen"). The chunk's arrival is an ordinary state update here,
 * as app/lazy-screen.tsx does for screens.
 */
let charts: Charts | undefined;
let chartsFailure: unknown;
const chartsLoading = import('./report-charts.tsx').then(
  (module) => {
    charts = module;
  },
  (error: unknown) => {
    chartsFailure = error;
  },
);

/** Whether recharts is in; a failed download is thrown, for the screen's error boundary. */
function useChartsLoaded(): boolean {
  const [loaded, setLoaded] = useState(charts !== undefined);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    chartsLoading.then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, [loaded]);
  if (chartsFailure !== undefined && !charts) throw chartsFailure;
  return loaded;
}

/** A chart of report-charts.tsx, drawn only inside a ChartBox (which waits for its chunk). */
function chartOf<Props extends object>(pick: (module: Charts) => ComponentType<Props>) {
  return function Chart(props: Props) {
    const Drawn = charts && pick(charts);
    return Drawn ? <Drawn {...props} /> : null;
  };
}
export const VatBandsChart = chartOf((module) => module.VatBandsChart);
export const SalesByDayChart = chartOf((module) => module.SalesByDayChart);
export const AgedDebtorsChart = chartOf((module) => module.AgedDebtorsChart);

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
  const chartsLoaded = useChartsLoaded();
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
        {width > 0 && chartsLoaded ? chart(width) : placeholder}
      </div>
    </figure>
  );
}
