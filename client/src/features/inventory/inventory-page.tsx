import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import {
  CreateInventoryItemDocument,
  DeleteInventoryItemDocument,
  type InventoryItemInput,
  type InventoryRowFragment,
  InventoryScreenDocument,
  type PriceUpdateInput,
  UpdateInventoryItemDocument,
  UpdateItemPricesDocument,
} from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { filterBySearch, SearchField, searchStatus } from '../../shared/ui/search-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { AddItemDialog } from './add-item-dialog.tsx';
import { type ItemFields, toItemInput } from './inventory-input.ts';
import { InventoryTable, LOW_STOCK_THRESHOLD } from './inventory-table.tsx';
import { PriceHistoryDialog } from './price-history-dialog.tsx';
import { UpdatePricesDialog } from './update-prices-dialog.tsx';
import './inventory.css';

// Spec §7: an edit made in the table always records this reason.
export const EDIT_CHANGE_REASON = 'Manual update via edit';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'prices' | 'history' | 'delete'; item: InventoryRowFragment };

const noSuppliers: ReadonlyArray<{ id: string; name: string }> = [];
const noItems: readonly InventoryRowFragment[] = [];

const itemSearchText = (item: InventoryRowFragment) => `${item.name} ${item.supplierName ?? ''}`;

// Lists are refetched after saves (spec §7), so totals and margins come from the server.
const refetchList = { refetchQueries: [InventoryScreenDocument], awaitRefetchQueries: true };

export function InventoryPage() {
  const toast = useToast();
  const { data, loading, error } = useQuery(InventoryScreenDocument);
  const [createItem] = useMutation(CreateInventoryItemDocument, refetchList);
  const [updateItem] = useMutation(UpdateInventoryItemDocument, refetchList);
  const [updatePrices] = useMutation(UpdateItemPricesDocument);
  const [deleteItem, { loading: deleting }] = useMutation(DeleteInventoryItemDocument);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const items = data?.inventoryItems ?? noItems;
  const suppliers = data?.suppliers ?? noSuppliers;
  const shown = useMemo(() => filterBySearch(items, search, itemSearchText), [items, search]);
  const lowStock = useMemo(
    () => items.filter((item) => item.quantity <= LOW_STOCK_THRESHOLD).length,
    [items],
  );

  const close = useCallback(() => setDialog(null), []);
  const openPrices = useCallback(
    (item: InventoryRowFragment) => setDialog({ kind: 'prices', item }),
    [],
  );
  const openHistory = useCallback(
    (item: InventoryRowFragment) => setDialog({ kind: 'history', item }),
    [],
  );
  const openDelete = useCallback(
    (item: InventoryRowFragment) => setDialog({ kind: 'delete', item }),
    [],
  );

  const saveRow = useCallback(
    async (item: InventoryRowFragment, values: Record<string, string>) => {
      const parsed = toItemInput(values as ItemFields);
      if ('error' in parsed) {
        toast.failure(parsed.error);
        throw new Error(parsed.error);
      }
      try {
        await updateItem({
          variables: { id: item.id, input: { ...parsed.input, changeReason: EDIT_CHANGE_REASON } },
        });
      } catch (failure) {
        toast.failure(saveFailureMessage(failure, `Failed to save ${item.name}`));
        throw failure;
      }
      toast.success(`${parsed.input.name.trim()} saved`);
    },
    [toast, updateItem],
  );

  async function addItem(input: InventoryItemInput) {
    await createItem({ variables: { input } });
    setDialog(null);
    // In a long list the new row could be far out of view: narrow the list to it.
    setSearch(input.name.trim());
    toast.success(`${input.name.trim()} added`);
  }

  async function savePrices(id: string, prices: PriceUpdateInput) {
    const { data: saved } = await updatePrices({ variables: { id, input: prices } });
    setDialog(null);
    toast.success(`Prices of ${saved?.updatePrices.name ?? 'the item'} updated`);
  }

  async function confirmDelete(item: InventoryRowFragment) {
    try {
      await deleteItem({
        variables: { id: item.id },
        update: (cache) => {
          // Gone from the list at once; the list query drops the dangling reference.
          cache.evict({ id: cache.identify(item) });
          cache.gc();
        },
      });
      toast.success(`${item.name} deleted`);
    } catch (failure) {
      toast.failure(saveFailureMessage(failure, `Failed to delete ${item.name}`));
    }
    setDialog(null);
  }

  const header = (
    <PageHeader
      title="Inventory"
      actions={
        <button
          className="button button--primary"
          type="button"
          onClick={() => setDialog({ kind: 'add' })}
          disabled={!data}
        >
          Add Item
        </button>
      }
    >
      {lowStock > 0 && (
        <p className="page-header__summary">
          <span className="low-stock__badge">Low stock</span> {lowStock} of{' '}
          {searchStatus(items.length, items.length, 'item')} at {LOW_STOCK_THRESHOLD} units or fewer
        </p>
      )}
    </PageHeader>
  );

  if (error && !data) {
    return (
      <>
        {header}
        <LoadError message={loadFailureMessage(error, 'Failed to load inventory data')} />
      </>
    );
  }

  return (
    <>
      {header}
      <SearchField
        label="Search inventory"
        placeholder="Item or supplier name"
        value={search}
        onChange={setSearch}
        status={searchStatus(shown.length, items.length, 'item')}
      />
      <InventoryTable
        items={shown}
        suppliers={suppliers}
        loading={loading && !data}
        emptyMessage={
          search.trim() === ''
            ? 'No items yet. Add the first one with Add Item.'
            : `No items match “${search.trim()}”.`
        }
        onSave={saveRow}
        onUpdatePrices={openPrices}
        onShowHistory={openHistory}
        onDelete={openDelete}
      />
      <AddItemDialog
        open={dialog?.kind === 'add'}
        suppliers={suppliers}
        onSave={addItem}
        failureText={(failure) => saveFailureMessage(failure, 'Failed to add the item')}
        onClose={close}
      />
      <UpdatePricesDialog
        item={dialog?.kind === 'prices' ? dialog.item : null}
        onSave={savePrices}
        onClose={close}
      />
      <PriceHistoryDialog item={dialog?.kind === 'history' ? dialog.item : null} onClose={close} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Item"
        message={
          dialog?.kind === 'delete' && (
            <p>
              Delete <strong>{dialog.item.name}</strong>? Its price history is deleted too. Past
              orders keep the item's name.
            </p>
          )
        }
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.item)}
        onCancel={close}
      />
    </>
  );
}
