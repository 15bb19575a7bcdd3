import type { InventoryItemInput, PriceUpdateInput } from '../../graphql/schema-types.generated.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { AddItemDialog } from './add-item-dialog.tsx';
import type { InventoryRowFragment } from './inventory.generated.ts';
import { ItemBarcodeDialog } from './item-barcode-dialog.tsx';
import { PriceHistoryDialog } from './price-history-dialog.tsx';
import { StockDialog } from './stock-dialog.tsx';
import { UpdatePricesDialog } from './update-prices-dialog.tsx';

/** The Inventory screen's dialog open now, if any: adding an item, or one for an item. */
export type OpenDialog =
  | { kind: 'add' }
  | { kind: 'prices' | 'history' | 'stock' | 'barcode' | 'delete'; item: InventoryRowFragment };

/** The Inventory screen's dialogs, the one `dialog` names open. */
export function InventoryDialogs({
  dialog,
  onClose,
  onAdd,
  onSavePrices,
  onAdjusted,
  onSaveBarcode,
  onDelete,
  deleting,
}: {
  dialog: OpenDialog | null;
  onClose: () => void;
  onAdd: (input: InventoryItemInput) => Promise<void>;
  onSavePrices: (id: string, prices: PriceUpdateInput) => Promise<void>;
  /** Stock was adjusted in the Stock dialog: the list shows the new quantity. */
  onAdjusted: () => void;
  onSaveBarcode: (id: string, barcode: string | null) => Promise<void>;
  onDelete: (item: InventoryRowFragment) => void;
  deleting: boolean;
}) {
  return (
    <>
      {/* Each form is mounted only while it is open, so each opening starts afresh. */}
      {dialog?.kind === 'add' && <AddItemDialog onSave={onAdd} onClose={onClose} />}
      {dialog?.kind === 'prices' && (
        <UpdatePricesDialog item={dialog.item} onSave={onSavePrices} onClose={onClose} />
      )}
      <PriceHistoryDialog
        item={dialog?.kind === 'history' ? dialog.item : null}
        onClose={onClose}
      />
      <StockDialog
        item={dialog?.kind === 'stock' ? dialog.item : null}
        onClose={onClose}
        onAdjusted={onAdjusted}
      />
      {dialog?.kind === 'barcode' && (
        <ItemBarcodeDialog item={dialog.item} onSave={onSaveBarcode} onClose={onClose} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Item"
        message={
          dialog?.kind === 'delete' && (
            <p>
              Delete <strong>{dialog.item.name}</strong>?{' '}
              {dialog.item.quantity > 0 &&
                `Its stock of ${formatQuantity(dialog.item.quantity, dialog.item.unit)} leaves the books with it, without a stock movement. `}
              Its price history and stock ledger are deleted too. Past orders keep the item's name.
            </p>
          )
        }
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => dialog?.kind === 'delete' && onDelete(dialog.item)}
        onCancel={onClose}
      />
    </>
  );
}
