import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import type { InventoryItemInput, PriceUpdateInput } from '../../graphql/schema-types.generated.ts';
import {
  classifyRequestFailure,
  type RequestFailure,
} from '../../shared/graphql/request-failure.ts';
import { formRefusal, saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { ListScreen } from '../../shared/list/list-screen.tsx';
import { ListStatusFilter } from '../../shared/list/list-toolbar.tsx';
import { prefetchServerList, useServerList } from '../../shared/list/use-server-list.ts';
import {
  type Permissions,
  readPermissions,
  usePermissions,
} from '../../shared/session/permissions.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { PageAction, PageHeader } from '../../shared/ui/page-header.tsx';
import { ScreenLoading } from '../../shared/ui/screen-loading.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import {
  CreateInventoryItemDocument,
  DeleteInventoryItemDocument,
  InventoryListDocument,
  type InventoryRowFragment,
  InventorySummaryDocument,
  SetItemBarcodeDocument,
  UpdateInventoryItemDocument,
  UpdateItemPricesDocument,
} from './inventory.generated.ts';
import { InventoryDialogs, type OpenDialog } from './inventory-dialogs.tsx';
import { type ItemFields, toItemInput } from './inventory-input.ts';
import { cashierList, managerList, stockFilters } from './inventory-list.ts';
import { InventoryTable } from './inventory-table.tsx';
import { kraRefusalsInCell, readKraEditText } from './kra-item-fields.tsx';
import './inventory.css';

// Spec §7: an edit made in the table always records this reason.
export const EDIT_CHANGE_REASON = 'Manual update via edit';

// An edited row's columns (inventory-table.tsx), named as the input names its fields.
const EDITED_FIELDS = [
  'name',
  'quantity',
  'unitPrice',
  'costPrice',
  'supplierId',
  'barcode',
  'kra',
];

/** The list's first page as the role will ask for it, fetched ahead of the screen (app/screens.ts). */
export async function prefetchInventoryList(client: ApolloClient, search: string) {
  const { seeCosts } = await readPermissions(client);
  return prefetchServerList(
    client,
    InventoryListDocument,
    seeCosts ? managerList : cashierList,
    search,
  );
}

/**
 * Spec §2 Inventory: the items, read from the server a page at a time, searched, filtered by
 * stock and sorted there (all in the URL), with inline edit and the item dialogs for a role
 * that may change items (issue 16); a cashier sees stock and selling prices only.
 */
export function InventoryPage() {
  const permissions = usePermissions();
  // The role decides what the list asks for; it is usually in the cache by now.
  if (!permissions) {
    return (
      <>
        <PageHeader title="Inventory" />
        <ScreenLoading />
      </>
    );
  }
  return <InventoryScreen permissions={permissions} />;
}

function InventoryScreen({ permissions }: { permissions: Permissions }) {
  const toast = useToast();
  const list = useServerList(
    InventoryListDocument,
    (data) => data.inventoryPage,
    permissions.seeCosts ? managerList : cashierList,
  );
  // Counted by the database, whatever the list shows: every item, and those low on stock.
  const { data: counts, refetch: refetchCounts } = useQuery(InventorySummaryDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const summary = counts?.inventorySummary;
  const [createItem] = useMutation(CreateInventoryItemDocument);
  const [updateItem] = useMutation(UpdateInventoryItemDocument);
  const [updatePrices] = useMutation(UpdateItemPricesDocument);
  const [setBarcode] = useMutation(SetItemBarcodeDocument);
  const [deleteItem, { loading: deleting }] = useMutation(DeleteInventoryItemDocument);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { saved, deleted, refresh, showAdded } = list;

  // Spec §7: the list is read again after a save, here with the counts above it. The save
  // itself succeeded; a failed read keeps what is shown and says so above the list.
  const refreshAll = useCallback(
    () => Promise.all([refresh(), refetchCounts().catch(() => undefined)]),
    [refresh, refetchCounts],
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
  const openStock = useCallback(
    (item: InventoryRowFragment) => setDialog({ kind: 'stock', item }),
    [],
  );
  const openBarcode = useCallback(
    (item: InventoryRowFragment) => setDialog({ kind: 'barcode', item }),
    [],
  );
  const openDelete = useCallback(
    (item: InventoryRowFragment) => setDialog({ kind: 'delete', item }),
    [],
  );

  const saveRow = useCallback(
    async (item: InventoryRowFragment, values: Record<string, string>) => {
      const parsed = toItemInput({
        ...(values as Omit<ItemFields, 'sellsInFractions'>),
        // The Tax column edits KRA's four details as one, under the row (kra-item-fields.tsx).
        ...readKraEditText(values.kra),
        sellsInFractions: item.sellsInFractions,
      });
      if ('problems' in parsed) {
        // Refused here as the server would refuse it: the table shows each under its cell.
        throw {
          kind: 'rejected',
          code: 'BAD_USER_INPUT',
          message: Object.values(parsed.problems).join(' '),
          fields: kraRefusalsInCell(parsed.problems, 'kra'),
        } satisfies RequestFailure;
      }
      try {
        const { data } = await updateItem({
          variables: { id: item.id, input: { ...parsed.input, changeReason: EDIT_CHANGE_REASON } },
        });
        if (data) saved(data.updateInventoryItem);
      } catch (failure) {
        // Refused fields are shown under their cells; anything else is said here.
        // KRA's four fields are refused under the one cell that edits them.
        const classified = classifyRequestFailure(failure);
        const failed =
          classified.kind === 'rejected' && classified.fields
            ? { ...classified, fields: kraRefusalsInCell(classified.fields, 'kra') }
            : failure;
        const { banner } = formRefusal(failed, `Failed to save ${item.name}`, EDITED_FIELDS);
        if (banner) toast.failure(banner);
        throw failed;
      }
      await refreshAll();
      toast.success(`${parsed.input.name.trim()} saved`);
    },
    [toast, updateItem, saved, refreshAll],
  );

  async function addItem(input: InventoryItemInput) {
    const { data: created } = await createItem({ variables: { input } });
    setDialog(null);
    // The search stays as typed; the new row is shown, scrolled to and marked, whatever it says.
    if (created) showAdded(created.createInventoryItem);
    toast.success(`${input.name.trim()} added`);
    await refreshAll();
  }

  async function savePrices(id: string, prices: PriceUpdateInput) {
    const { data: savedPrices } = await updatePrices({ variables: { id, input: prices } });
    if (savedPrices) saved(savedPrices.updatePrices);
    await refreshAll();
    setDialog(null);
    toast.success(`Prices of ${savedPrices?.updatePrices.name ?? 'the item'} updated`);
  }

  async function saveBarcode(id: string, barcode: string | null) {
    const { data } = await setBarcode({ variables: { id, barcode } });
    if (data) saved(data.setItemBarcode);
    setDialog(null);
    toast.success(
      data?.setItemBarcode.barcode
        ? `Barcode of ${data.setItemBarcode.name} saved`
        : `Barcode of ${data?.setItemBarcode.name ?? 'the item'} removed`,
    );
  }

  async function confirmDelete(item: InventoryRowFragment) {
    try {
      await deleteItem({ variables: { id: item.id } });
      deleted(item);
      await refreshAll();
      toast.success(`${item.name} deleted`);
    } catch (failure) {
      toast.failure(saveFailureMessage(failure, `Failed to delete ${item.name}`));
    }
    setDialog(null);
  }

  const manage = useMemo(
    () =>
      permissions.manage
        ? {
            onSave: saveRow,
            onUpdatePrices: openPrices,
            onShowHistory: openHistory,
            onShowStock: openStock,
            onEditBarcode: openBarcode,
            onDelete: openDelete,
          }
        : undefined,
    [permissions.manage, saveRow, openPrices, openHistory, openStock, openBarcode, openDelete],
  );

  const header = (
    <PageHeader
      title="Inventory"
      actions={
        permissions.manage && (
          <PageAction onClick={() => setDialog({ kind: 'add' })}>Add Item</PageAction>
        )
      }
    >
      {summary && summary.lowStockItems > 0 && (
        <p className="page-header__summary">
          <Badge tone="warning">Low stock</Badge> {summary.lowStockItems} of{' '}
          {formatCount(summary.totalItems, 'item')} at or below their reorder level
        </p>
      )}
    </PageHeader>
  );

  return (
    <>
      {header}
      <ListScreen
        list={list}
        search={{ label: 'Search inventory', placeholder: 'Item or supplier name' }}
        count={(total) => formatCount(total, 'item')}
        exportList="inventory"
        filters={
          <ListStatusFilter list={list} filter="stock" label="Stock" statuses={stockFilters} />
        }
        failedToLoad="Failed to load inventory data"
        empty={{
          none: permissions.manage
            ? 'No items yet. Add the first one with Add Item.'
            : 'No items yet.',
          search: (search) => `No items match “${search}”.`,
          filters: (search) =>
            search
              ? `No items match “${search}” with this stock filter.`
              : 'No items match this stock filter.',
        }}
        loadingMore="Loading more items..."
      >
        {(table) => <InventoryTable {...table} withCosts={permissions.seeCosts} manage={manage} />}
      </ListScreen>
      <InventoryDialogs
        dialog={dialog}
        onClose={close}
        onAdd={addItem}
        onSavePrices={savePrices}
        onAdjusted={() => void refreshAll()}
        onSaveBarcode={saveBarcode}
        onDelete={confirmDelete}
        deleting={deleting}
      />
    </>
  );
}
