import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { formatKsh } from '../client/src/shared/money/money-format.ts';
import '../client/src/shared/styles/app.css';
import { benchItems, exposeMount } from './ui-rows.ts';

// The baseline: TanStack Virtual's own example shape, drawing the same cells, buttons and
// styles as the inventory screen, with nothing else (no cache, sorting, search or editing).
const items = benchItems();
const headers = ['Name', 'Qty', 'Unit Price', 'Cost Price', 'Total Value', 'Supplier', 'Margin %'];

function margin(value: number | null) {
  return value === null ? 'N/A' : `${value.toFixed(1)}%`;
}

function BareTable() {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 97,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const top = rows[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      className="data-table data-table--virtual"
      style={{ maxHeight: 'max(420px, calc(100vh - 250px))' }}
    >
      <table className="data-table__table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header}>{header}</th>
            ))}
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr style={{ height: top }} />}
          {rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <tr
                key={item.id}
                ref={virtualizer.measureElement}
                data-index={row.index}
                className="data-table__row"
              >
                <td>{item.name}</td>
                <td>{item.quantity}</td>
                <td>{formatKsh(item.unitPrice)}</td>
                <td>{formatKsh(item.costPrice ?? 0)}</td>
                <td>{formatKsh(item.totalValue)}</td>
                <td>{item.supplierName ?? 'None'}</td>
                <td>{margin(item.marginPercent ?? null)}</td>
                <td>
                  <button className="button button--secondary button--small" type="button">
                    Edit
                  </button>{' '}
                  <button className="button button--secondary button--small" type="button">
                    Prices
                  </button>{' '}
                  <button className="button button--secondary button--small" type="button">
                    History
                  </button>{' '}
                  <button className="button button--danger button--small" type="button">
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
          {bottom > 0 && <tr style={{ height: bottom }} />}
        </tbody>
      </table>
    </div>
  );
}

exposeMount((root) =>
  root.render(
    <main className="app-main">
      <BareTable />
    </main>,
  ),
);
