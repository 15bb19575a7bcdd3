import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '../../shared/format/date.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { keepNumbersWhole } from '../../shared/ui/document-number.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import {
  InventoryItemPriceHistoryDocument,
  type InventoryItemPriceHistoryQuery,
} from './inventory.generated.ts';
import { Amount } from './inventory-table.tsx';

type HistoryEntry = NonNullable<
  InventoryItemPriceHistoryQuery['inventoryItem']
>['priceHistory'][number];

type PriceHistoryDialogProps = {
  /** The item whose history is shown; null when closed. */
  item: { id: string; name: string } | null;
  onClose: () => void;
};

function change(before: number, after: number) {
  // A delivery moves the cost and leaves the selling price: "KSh 3,900.00 → KSh 3,900.00" read
  // as a change to look for.
  if (before === after) {
    return (
      <span>
        <Amount value={after} /> <span className="price-history__same">unchanged</span>
      </span>
    );
  }
  // One element, so that on a phone (a card row, laid out as flex) it wraps at the arrow.
  return (
    <span>
      <Amount value={before} /> → <Amount value={after} />
    </span>
  );
}

const historyColumns: ReadonlyArray<DataTableColumn<HistoryEntry>> = [
  { id: 'date', header: 'Date', cell: (entry) => formatDateTime(entry.createdAt) },
  {
    id: 'unitPrice',
    header: 'Unit Price',
    cell: (entry) => change(entry.oldUnitPrice, entry.newUnitPrice),
  },
  {
    id: 'costPrice',
    header: 'Cost Price',
    cell: (entry) => change(entry.oldCostPrice, entry.newCostPrice),
  },
  { id: 'reason', header: 'Reason', cell: (entry) => keepNumbersWhole(entry.changeReason) },
  { id: 'changedBy', header: 'Changed By', cell: (entry) => entry.changedByEmail },
];

const entryKey = (entry: HistoryEntry) => entry.id;

/** Newest first: by time, and by id for changes within the same instant. */
function newestFirst(a: HistoryEntry, b: HistoryEntry): number {
  return b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id);
}

/** Every price change of one item: when, from what to what, why and by whom. */
export function PriceHistoryDialog({ item, onClose }: PriceHistoryDialogProps) {
  return (
    <ModalDialog
      open={item !== null}
      title={`Price History: ${item?.name ?? ''}`}
      onClose={onClose}
      size="large"
      footer={<ActionButton onClick={onClose}>Done</ActionButton>}
    >
      {item && <PriceHistory id={item.id} name={item.name} />}
    </ModalDialog>
  );
}

function PriceHistory({ id, name }: { id: string; name: string }) {
  // Always asked afresh: a price may have changed since the list was loaded.
  const { data, loading, error, refetch } = useQuery(InventoryItemPriceHistoryDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });

  if (error && !data) {
    return (
      <LoadError
        message={`Failed to load the price history of ${name}.`}
        onReload={() => void refetch()}
        reloadLabel="Try Again"
      />
    );
  }

  const entries = [...(data?.inventoryItem?.priceHistory ?? [])].sort(newestFirst);
  return (
    <DataTable
      label={`Price changes of ${name}, newest first`}
      columns={historyColumns}
      rows={entries}
      rowKey={entryKey}
      rowName={(entry) => formatDateTime(entry.createdAt)}
      loading={loading}
      emptyMessage={`No price changes recorded for ${name} yet.`}
    />
  );
}
