import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InventoryRowFragment } from './inventory.generated.ts';
import { InventoryTable } from './inventory-table.tsx';

function items(count: number): InventoryRowFragment[] {
  return Array.from({ length: count }, (_, index) => ({
    __typename: 'InventoryItem',
    id: String(index + 1),
    name: `Item ${String(index + 1).padStart(6, '0')}`,
    quantity: index % 50,
    unit: 'pcs',
    sellsInFractions: false,
    unitPrice: 100 + (index % 900),
    costPrice: 80,
    totalValue: (index % 50) * (100 + (index % 900)),
    marginPercent: 25,
    supplierId: null,
    supplierName: null,
    reorderLevel: null,
    lowStock: index % 50 <= 10,
    taxBand: 'B',
    kraItemClassCode: null,
    kraPackagingUnit: 'NT',
    kraQuantityUnit: 'U',
    barcode: null,
  }));
}

const noop = () => undefined;

function renderTable(count: number) {
  const view = render(
    <InventoryTable
      rows={items(count)}
      sort={{ columnId: 'name', direction: 'ascending' }}
      onSortChange={noop}
      withCosts
      manage={{
        onSave: async () => undefined,
        onUpdatePrices: noop,
        onShowHistory: noop,
        onEditBarcode: noop,
        onShowStock: noop,
        onDelete: noop,
      }}
    />,
  );
  const table = view.getByRole('table', { name: 'Inventory items' });
  const rows = table.querySelectorAll('tbody tr.data-table__row');
  const spacers = [...table.querySelectorAll<HTMLElement>('tbody tr.data-table__spacer')];
  const spacerHeight = spacers.reduce(
    (sum, spacer) => sum + Number.parseFloat(spacer.style.height),
    0,
  );
  const first = within(rows[0] as HTMLElement).getAllByRole('cell')[0]?.textContent;
  const result = { rows: rows.length, spacerHeight, first };
  view.unmount();
  return result;
}

describe('Inventory table with large lists', () => {
  it('renders the same number of rows for 10,000 and 100,000 items (virtualised)', () => {
    const ten = renderTable(10_000);
    const hundred = renderTable(100_000);
    expect(ten.rows).toBeGreaterThan(0);
    expect(ten.rows).toBeLessThan(60);
    expect(hundred.rows).toBe(ten.rows);
    // The rows not drawn still take their room (a row is at least a line of 32 px buttons),
    // so the scroll bar covers the whole list.
    expect(ten.spacerHeight).toBeGreaterThan((10_000 - ten.rows) * 40);
    expect(hundred.spacerHeight).toBeGreaterThan((100_000 - hundred.rows) * 40);
    // Its quantity is 0: out of stock, not merely low (issue 20).
    expect(hundred.first).toBe('Item 000001Out of stock');
  });
});
