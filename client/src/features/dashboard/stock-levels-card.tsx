import { lazy, type ReactNode, Suspense, useId } from 'react';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { useElementWidth } from '../../shared/ui/use-element-width.ts';
import { STOCK_BAR_COUNT, type StockBar } from './dashboard.series.ts';
import { stockChartLayout } from './stock-chart.layout.ts';

// Started when the dashboard's own chunk runs, so recharts downloads while the data loads.
const barChartModule = import('./stock-bar-chart.tsx');
const StockBarChart = lazy(() => barChartModule.then((m) => ({ default: m.StockBarChart })));

type StockLevelsCardProps = {
  /** Null while the items load. */
  bars: readonly StockBar[] | null;
};

/** Spec §2: the bar chart "Inventory Stock Levels" of the first 10 items, by quantity. */
export function StockLevelsCard({ bars }: StockLevelsCardProps) {
  const titleId = useId();
  const [chartRef, width] = useElementWidth<HTMLDivElement>();
  const layout = stockChartLayout(width, bars?.length ?? STOCK_BAR_COUNT);

  let body: ReactNode;
  if (bars && bars.length === 0) {
    body = (
      <div className="dashboard-empty">
        <p className="dashboard-empty__title">No inventory items yet</p>
        <p className="dashboard-empty__text">Stock levels appear here once items are added.</p>
      </div>
    );
  } else {
    const placeholder = (
      <div className="skeleton stock-chart__placeholder" style={{ height: layout.height }} />
    );
    body = (
      <>
        {/* The drawing is for the eye; this table gives the same figures to screen readers.
            A table cannot be squeezed to 1px, so its wrapper is what hides it. */}
        {bars && (
          <div className="visually-hidden">
            <table>
              <caption>Stock levels of the first {bars.length} inventory items</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Quantity</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.id}>
                    <th scope="row">{bar.name}</th>
                    <td>{formatQuantity(bar.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div ref={chartRef} className="stock-chart" aria-hidden="true">
          {bars && width > 0 ? (
            <Suspense fallback={placeholder}>
              <StockBarChart bars={bars} width={width} layout={layout} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </>
    );
  }
  return (
    <section className="card card--stack dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        Inventory Stock Levels
      </h2>
      {body}
    </section>
  );
}
