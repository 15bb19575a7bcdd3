import { type ReactNode, useCallback, useMemo } from 'react';
import type { InventoryRowFragment } from '../../graphql/operations.generated.ts';
import { formatKsh } from '../../shared/format/money.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import {
  DataTable,
  type DataTableColumn,
  RowAction,
  type SortState,
} from '../../shared/ui/data-table.tsx';
import { formatMargin } from './inventory-pricing.ts';

// At or below this many units a line is flagged for reordering: a small hardware shop
// restocks a fast line within days, and ten units is about a week's sales of a slow one.
export const LOW_STOCK_THRESHOLD = 10;

// One desktop row: padding and two rows of 32 px buttons. Phone cards are taller; every row is
// measured as drawn, so this only sizes the scroll bar before then.
const ESTIMATED_ROW_HEIGHT = 97;

type Supplier = { id: string; name: string };

type InventoryTableProps = {
  items: readonly InventoryRowFragment[];
  /** Narrows the list (the search box) without sorting it again. */
  filter?: (item: InventoryRowFragment) => boolean;
  /** The sort the list kit keeps in the URL. */
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** An item just added: scrolled to and marked. */
  highlightKey?: string | null;
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
  filter,
  sort,
  onSortChange,
  highlightKey,
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
        <RowAction label={`Update prices of ${item.name}`} onClick={() => onUpdatePrices(item)}>
          Prices
        </RowAction>
        <RowAction label={`Price history of ${item.name}`} onClick={() => onShowHistory(item)}>
          History
        </RowAction>
        <RowAction label={`Delete ${item.name}`} tone="danger" onClick={() => onDelete(item)}>
          Delete
        </RowAction>
      </>
    ),
    [onUpdatePrices, onShowHistory, onDelete],
  );

  return (
    <div className="inventory-table">
      <DataTable
        label="Inventory items"
        columns={columns}
        rows={items}
        filter={filter}
        rowKey={itemKey}
        rowName={itemName}
        loading={loading}
        emptyMessage={emptyMessage}
        onSave={onSave}
        actions={actions}
        sort={sort}
        onSortChange={onSortChange}
        highlightKey={highlightKey}
        virtual={{
          estimateRowHeight: ESTIMATED_ROW_HEIGHT,
          maxHeight: 'max(420px, calc(100vh - 250px))',
        }}
      />
    </div>
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
      cell: (item) => (
        <>
          <span className="inventory-name">{item.name}</span>
          {isLowStock(item) && <Badge tone="warning">Low stock</Badge>}
        </>
      ),
      sortValue: (item) => item.name,
      edit: { value: (item) => item.name },
    },
    {
      id: 'quantity',
      header: 'Qty',
      align: 'end',
      cell: (item) =>
        isLowStock(item) ? <span className="low-stock">{item.quantity}</span> : item.quantity,
      sortValue: (item) => item.quantity,
      edit: { value: (item) => String(item.quantity), type: 'number', step: '1', min: '0' },
    },
    {
      id: 'unitPrice',
      header: 'Unit Price',
      align: 'end',
      cell: (item) => <Amount value={item.unitPrice} />,
      sortValue: (item) => item.unitPrice,
      edit: { value: (item) => String(item.unitPrice), ...money },
    },
    {
      id: 'costPrice',
      header: 'Cost Price',
      align: 'end',
      cell: (item) => <Amount value={item.costPrice} />,
      sortValue: (item) => item.costPrice,
      edit: { value: (item) => String(item.costPrice), ...money },
    },
    {
      id: 'totalValue',
      header: 'Total Value',
      align: 'end',
      cell: (item) => <Amount value={item.totalValue} />,
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

export function isLowStock(item: { quantity: number }): boolean {
  return item.quantity <= LOW_STOCK_THRESHOLD;
}

/** KSh kept on one line: a price broken after "KSh" reads as two values. */
export function Amount({ value }: { value: number }) {
  return <span className="amount">{formatKsh(value)}</span>;
}
