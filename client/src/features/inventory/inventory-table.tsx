import { useMemo, useState } from 'react';
import { taxBandLabel } from '../../shared/kra/kra-codes.ts';
import type { ListTableProps } from '../../shared/list/list-screen.tsx';
import { serverSortable } from '../../shared/list/use-server-list.ts';
import { formatKsh, formatMargin } from '../../shared/money/money-format.ts';
import { type ChosenParty, SupplierPicker } from '../../shared/pickers/party-picker.tsx';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import {
  stockLevel,
  stockLevelLabels,
  stockLevelTones,
} from '../../shared/quantity/stock-level.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { RowMenu } from '../../shared/ui/row-menu.tsx';
import type { InventoryRowFragment } from './inventory.generated.ts';
import { KraRowField, kraEditText } from './kra-item-fields.tsx';

// One desktop row: padding and a line of 32 px buttons. Phone cards are taller; every row is
// measured as drawn, so this only sizes the first render and the scroll bar before then.
const ESTIMATED_ROW_HEIGHT = 57;

/** Each sortable column's id → the server's sort key (`inventoryPage`'s `sort`). */
export const INVENTORY_SORT_KEYS = {
  name: 'name',
  quantity: 'quantity',
  unitPrice: 'unit_price',
  totalValue: 'total_value',
} as const;

type InventoryTableProps = ListTableProps<InventoryRowFragment> & {
  /** Shows the Cost Price and Margin % columns (a cashier has neither). */
  withCosts: boolean;
  /** The row edit and the More menu (prices, history, stock, barcode, delete); absent for a cashier. */
  manage?: {
    /** Column id → typed text; reject to keep the row open. */
    onSave: (item: InventoryRowFragment, values: Record<string, string>) => Promise<unknown>;
    onUpdatePrices: (item: InventoryRowFragment) => void;
    onShowHistory: (item: InventoryRowFragment) => void;
    /** The item's stock ledger and an adjustment by hand. */
    onShowStock: (item: InventoryRowFragment) => void;
    /** Its barcode alone, scanned or typed. */
    onEditBarcode: (item: InventoryRowFragment) => void;
    onDelete: (item: InventoryRowFragment) => void;
  };
};

const itemKey = (item: InventoryRowFragment) => item.id;
const itemName = (item: InventoryRowFragment) => item.name;

/**
 * Spec §2's inventory table: the rows the server sent (a page at a time, sorted there),
 * virtualised so a long scroll costs what a screenful does.
 */
export function InventoryTable({ withCosts, manage, ...list }: InventoryTableProps) {
  const columns = useMemo(() => inventoryColumns(withCosts), [withCosts]);

  // Edit stays a button of its own (the row's most used action); the rest wait behind one
  // More button, so a row is one line at laptop widths (five worded buttons took two lines
  // and squeezed the names into three).
  const actions = useMemo(
    () =>
      manage &&
      ((item: InventoryRowFragment) => (
        <RowMenu
          label={`More actions for ${item.name}`}
          items={() => [
            {
              text: 'Update prices',
              label: `Update prices of ${item.name}`,
              onSelect: () => manage.onUpdatePrices(item),
            },
            {
              text: 'Price history',
              label: `Price history of ${item.name}`,
              onSelect: () => manage.onShowHistory(item),
            },
            {
              text: 'Stock',
              label: `Stock of ${item.name}`,
              onSelect: () => manage.onShowStock(item),
            },
            {
              text: 'Barcode',
              label: `Barcode of ${item.name}`,
              onSelect: () => manage.onEditBarcode(item),
            },
            {
              text: 'Delete',
              label: `Delete ${item.name}`,
              tone: 'danger',
              onSelect: () => manage.onDelete(item),
            },
          ]}
        />
      )),
    [manage],
  );

  return (
    <div className="inventory-table">
      <DataTable
        {...list}
        label="Inventory items"
        columns={columns}
        rowKey={itemKey}
        rowName={itemName}
        onSave={manage?.onSave}
        actions={actions}
        virtual={{
          estimateRowHeight: ESTIMATED_ROW_HEIGHT,
          reservedHeight: 250,
        }}
      />
    </div>
  );
}

/** The supplier of an edited row: a type-ahead over the server's suppliers, none allowed. */
function SupplierField({
  item,
  onChange,
  error,
}: {
  item: InventoryRowFragment;
  onChange: (supplierId: string) => void;
  error: string | null;
}) {
  const [supplier, setSupplier] = useState<ChosenParty | null>(
    item.supplierId ? { id: item.supplierId, name: item.supplierName ?? '' } : null,
  );
  return (
    <SupplierPicker
      compact
      error={error}
      value={supplier}
      onChange={(chosen) => {
        setSupplier(chosen);
        onChange(chosen?.id ?? '');
      }}
    />
  );
}

function inventoryColumns(
  withCosts: boolean,
): ReadonlyArray<DataTableColumn<InventoryRowFragment>> {
  // Out of stock or at or below the item's reorder level: the one rule the pickers use too.
  const isLowStock = (item: InventoryRowFragment) => stockLevel(item) !== 'in';
  const money = { type: 'number', step: '0.01', min: '0' } as const;
  const columns: Array<DataTableColumn<InventoryRowFragment>> = [
    {
      id: 'name',
      header: 'Name',
      cell: (item) => {
        const level = stockLevel(item);
        return (
          <>
            <span className="inventory-name">{item.name}</span>
            {level !== 'in' && (
              <Badge tone={stockLevelTones[level]}>{stockLevelLabels[level]}</Badge>
            )}
          </>
        );
      },
      ...serverSortable,
      edit: { value: (item) => item.name },
    },
    {
      id: 'quantity',
      header: 'Qty',
      align: 'end',
      cell: (item) => {
        const quantity = formatQuantity(item.quantity, item.unit);
        return isLowStock(item) ? <span className="low-stock">{quantity}</span> : quantity;
      },
      ...serverSortable,
      edit: {
        value: (item) => String(item.quantity),
        type: 'number',
        step: (item) => (item.sellsInFractions ? '0.001' : '1'),
        min: '0',
      },
    },
    {
      id: 'unitPrice',
      header: 'Unit Price',
      align: 'end',
      cell: (item) => <Amount value={item.unitPrice} />,
      ...serverSortable,
      edit: { value: (item) => String(item.unitPrice), ...money },
    },
    {
      id: 'costPrice',
      header: 'Cost Price',
      align: 'end',
      cell: (item) => <Amount value={item.costPrice ?? 0} />,
      edit: { value: (item) => String(item.costPrice ?? ''), ...money },
    },
    {
      id: 'totalValue',
      header: 'Total Value',
      align: 'end',
      cell: (item) => <Amount value={item.totalValue} />,
      ...serverSortable,
    },
    {
      id: 'supplierId',
      header: 'Supplier',
      cell: (item) => item.supplierName ?? <span className="inventory-none">None</span>,
      edit: {
        value: (item) => item.supplierId ?? '',
        field: ({ row, onChange, error }) => (
          <SupplierField item={row} onChange={onChange} error={error} />
        ),
      },
    },
    {
      id: 'margin',
      header: 'Margin %',
      align: 'end',
      cell: (item) => formatMargin(item.marginPercent ?? null),
    },
    {
      // KRA's band (eTIMS) as one small badge: the table had no room for a wide column. The
      // codes are in its tooltip, and edited on a line under the row.
      id: 'kra',
      header: 'Tax',
      cell: (item) => (
        <span
          className="inventory-kra"
          title={[
            `Tax band ${taxBandLabel(item.taxBand)}`,
            `KRA units ${item.kraPackagingUnit}/${item.kraQuantityUnit}`,
            item.kraItemClassCode && `item class ${item.kraItemClassCode}`,
          ]
            .filter(Boolean)
            .join(', ')}
        >
          <Badge tone="neutral">
            <span className="visually-hidden">Tax band </span>
            {item.taxBand}
          </Badge>
        </span>
      ),
      edit: {
        value: (item) =>
          kraEditText({
            taxBand: item.taxBand,
            kraItemClassCode: item.kraItemClassCode ?? '',
            kraPackagingUnit: item.kraPackagingUnit,
            kraQuantityUnit: item.kraQuantityUnit,
          }),
        field: ({ value, onChange, error }) => (
          <KraRowField value={value} onChange={onChange} error={error} />
        ),
        below: true,
      },
    },
  ];
  const costColumns = new Set(['costPrice', 'margin']);
  return withCosts ? columns : columns.filter((column) => !costColumns.has(column.id));
}

/** KSh kept on one line: a price broken after "KSh" reads as two values. */
export function Amount({ value }: { value: number }) {
  return <span className="amount">{formatKsh(value)}</span>;
}
