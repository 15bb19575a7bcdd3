import { type ReactNode, useCallback, useMemo } from 'react';
import type { InventoryRowFragment } from '../../graphql/operations.generated.ts';
import { formatKsh } from '../../shared/format/money.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { formatMargin } from './inventory-pricing.ts';

// At or below this many units a line is flagged for reordering: a small hardware shop
// restocks a fast line within days, and ten units is about a week's sales of a slow one.
export const LOW_STOCK_THRESHOLD = 10;

// One desktop row: padding and a 32 px button. Phone cards are taller and measured as drawn.
const ESTIMATED_ROW_HEIGHT = 57;

type Supplier = { id: string; name: string };

type InventoryTableProps = {
  items: readonly InventoryRowFragment[];
  suppliers: readonly Supplier[];
  loading?: boolean;
  emptyMessage?: ReactNode;
  /** Column id → typed text; reject to keep the row open. */
  onSave: (item: InventoryRowFragment, values: Record<string, string>) => Promise<unknown>;
  onUpdatePrices: (item: InventoryRowFragment) => void;
  onShowHistory: (item: InventoryRowFragment) => void;
  onDelete: (item: InventoryRowFragment) => void;
};

const itemKey = (item: InventoryRowFragment) => item.id;
const itemName = (item: InventoryRowFragment) => item.name;

/** Spec §2's inventory table, virtualised so 100,000 items cost what a screenful does. */
export function InventoryTable({
  items,
  suppliers,
  loading = false,
  emptyMessage,
  onSave,
  onUpdatePrices,
  onShowHistory,
  onDelete,
}: InventoryTableProps) {
  const columns = useMemo(() => inventoryColumns(suppliers), [suppliers]);

  const actions = useCallback(
    (item: InventoryRowFragment) => (
      <>
        <button
          className="button button--secondary button--small"
          type="button"
          onClick={() => onUpdatePrices(item)}
          aria-label={`Update prices of ${item.name}`}
        >
          Prices
        </button>
        <button
          className="button button--secondary button--small"
          type="button"
          onClick={() => onShowHistory(item)}
          aria-label={`Price history of ${item.name}`}
        >
          History
        </button>
        <button
          className="button button--danger button--small"
          type="button"
          onClick={() => onDelete(item)}
          aria-label={`Delete ${item.name}`}
        >
          Delete
        </button>
      </>
    ),
    [onUpdatePrices, onShowHistory, onDelete],
  );

  return (
    <DataTable
      label="Inventory items"
      columns={columns}
      rows={items}
      rowKey={itemKey}
      rowName={itemName}
      loading={loading}
      emptyMessage={emptyMessage}
      onSave={onSave}
      actions={actions}
      initialSort={{ columnId: 'name', direction: 'ascending' }}
      virtual={{
        estimateRowHeight: ESTIMATED_ROW_HEIGHT,
        maxHeight: 'max(420px, calc(100vh - 250px))',
      }}
    />
  );
}

function inventoryColumns(
  suppliers: readonly Supplier[],
): ReadonlyArray<DataTableColumn<InventoryRowFragment>> {
  const supplierOptions = [
    { value: '', label: 'No supplier' },
    ...suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name })),
  ];
  const money = { type: 'number', step: '0.01', min: '0' } as const;
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (item) => <span className="inventory-name">{item.name}</span>,
      sortValue: (item) => item.name,
      edit: { value: (item) => item.name },
    },
    {
      id: 'quantity',
      header: 'Qty',
      align: 'end',
      cell: (item) => <Quantity quantity={item.quantity} />,
      sortValue: (item) => item.quantity,
      edit: { value: (item) => String(item.quantity), type: 'number', step: '1', min: '0' },
    },
    {
      id: 'unitPrice',
      header: 'Unit Price',
      align: 'end',
      cell: (item) => formatKsh(item.unitPrice),
      sortValue: (item) => item.unitPrice,
      edit: { value: (item) => String(item.unitPrice), ...money },
    },
    {
      id: 'costPrice',
      header: 'Cost Price',
      align: 'end',
      cell: (item) => formatKsh(item.costPrice),
      sortValue: (item) => item.costPrice,
      edit: { value: (item) => String(item.costPrice), ...money },
    },
    {
      id: 'totalValue',
      header: 'Total Value',
      align: 'end',
      cell: (item) => formatKsh(item.totalValue),
      sortValue: (item) => item.totalValue,
    },
    {
      id: 'supplierId',
      header: 'Supplier',
      cell: (item) => item.supplierName ?? <span className="inventory-none">None</span>,
      sortValue: (item) => item.supplierName,
      edit: { value: (item) => item.supplierId ?? '', options: supplierOptions },
    },
    {
      id: 'margin',
      header: 'Margin %',
      align: 'end',
      cell: (item) => formatMargin(item.marginPercent),
      sortValue: (item) => item.marginPercent,
    },
  ];
}

function Quantity({ quantity }: { quantity: number }) {
  if (quantity > LOW_STOCK_THRESHOLD) return <>{quantity}</>;
  return (
    <span className="low-stock">
      <span className="low-stock__badge">Low stock</span>
      {quantity}
    </span>
  );
}
