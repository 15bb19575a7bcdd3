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
import { ListToolbar } from '../../shared/list/list-toolbar.tsx';
import { useListParams } from '../../shared/list/use-list-params.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import type { SortState } from '../../shared/ui/data-table.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { searchStatus, useListSearch } from '../../shared/ui/search-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { AddItemDialog } from './add-item-dialog.tsx';
import { type ItemFields, toItemInput } from './inventory-input.ts';
import { InventoryTable, LOW_STOCK_THRESHOLD } from './inventory-table.tsx';
import { PriceHistoryDialog } from './price-history-dialog.tsx';
import { UpdatePricesDialog } from './update-prices-dialog.tsx';
import './inventory.css';
import { Badge } from '../../shared/ui/badge.tsx';

// Spec §7: an edit made in the table always records this reason.
export const EDIT_CHANGE_REASON = 'Manual update via edit';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'prices' | 'history' | 'delete'; item: InventoryRowFragment };

const noSuppliers: ReadonlyArray<{ id: string; name: string }> = [];
const noItems: readonly InventoryRowFragment[] = [];

const itemSearchText = (item: InventoryRowFragment) => `${item.name} ${item.supplierName ?? ''}`;

const byName: SortState = { columnId: 'name', direction: 'ascending' };

export function InventoryPage() {
  const toast = useToast();
  // Kept out of Apollo's normalised cache: reading 10,000 items back out of it (dependency
  // tracking on every field) took 0.6 to 1 s of main thread on a laptop and four times that on
  // a slow phone (docs/benchmarks.md). The list is refetched after every save instead, as
  // spec §7 asks anyway, so totals and margins always come from the server.
  const { data, loading, error, refetch } = useQuery(InventoryScreenDocument, {
    fetchPolicy: 'no-cache',
  });
  const [createItem] = useMutation(CreateInventoryItemDocument);
  const [updateItem] = useMutation(UpdateInventoryItemDocument);
  const [updatePrices] = useMutation(UpdateItemPricesDocument);
  const [deleteItem, { loading: deleting }] = useMutation(DeleteInventoryItemDocument);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const items = data?.inventoryItems ?? noItems;
  const suppliers = data?.suppliers ?? noSuppliers;
  const { search, setSearch, sort, setSort } = useListParams({ defaultSort: byName });
  const [addedId, setAddedId] = useState<string | null>(null);
  const isAdded = useCallback((item: InventoryRowFragment) => item.id === addedId, [addedId]);
  const { filter, shown } = useListSearch(items, itemSearchText, search, isAdded);
  const lowStock = useMemo(
    () => items.filter((item) => item.quantity <= LOW_STOCK_THRESHOLD).length,
    [items],
  );

  // The save itself succeeded; a failed refetch keeps the list as it was, with no alarm.
  const refreshList = useCallback(() => refetch().catch(() => undefined), [refetch]);

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
      await refreshList();
      toast.success(`${parsed.input.name.trim()} saved`);
    },
    [toast, updateItem, refreshList],
  );

  async function addItem(input: InventoryItemInput) {
    const { data: created } = await createItem({ variables: { input } });
    await refreshList();
    setDialog(null);
    // The search stays as typed; the new row is shown, scrolled to and marked, whatever it says.
    setAddedId(created?.createInventoryItem.id ?? null);
    toast.success(`${input.name.trim()} added`);
  }

  async function savePrices(id: string, prices: PriceUpdateInput) {
    const { data: saved } = await updatePrices({ variables: { id, input: prices } });
    await refreshList();
    setDialog(null);
    toast.success(`Prices of ${saved?.updatePrices.name ?? 'the item'} updated`);
  }

  async function confirmDelete(item: InventoryRowFragment) {
    try {
      await deleteItem({ variables: { id: item.id } });
      await refreshList();
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
          <Badge tone="warning">Low stock</Badge> {lowStock} of{' '}
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
      <ListToolbar
        search={{
          label: 'Search inventory',
          placeholder: 'Item or supplier name',
          value: search,
          onChange: setSearch,
        }}
        status={searchStatus(shown, items.length, 'item')}
        exportAs={{ list: 'inventory', params: { q: search.trim() } }}
      />
      <InventoryTable
        items={items}
        filter={filter}
        sort={sort}
        onSortChange={setSort}
        highlightKey={addedId}
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
