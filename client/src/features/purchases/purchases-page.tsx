import { useState } from 'react';
import { formatDate } from '../../shared/format/date.ts';
import { DocumentFilters, documentListOptions } from '../../shared/list/document-list.tsx';
import { ListScreen } from '../../shared/list/list-screen.tsx';
import { useServerList } from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { BadgeOf } from '../../shared/ui/badge.tsx';
import { DataTable, type DataTableColumn, RowAction } from '../../shared/ui/data-table.tsx';
import { PageAction, PageHeader, PageLink } from '../../shared/ui/page-header.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { GoodsReceivedDialog } from './goods-received-dialog.tsx';
import { goodsReceivedStatuses, statusLabels } from './goods-received-status.ts';
import { GoodsReceivedListDocument, type GoodsReceivedRowFragment } from './purchases.generated.ts';
import { ReceiveGoodsDialog } from './receive-goods-dialog.tsx';
import './purchases.css';

type Note = GoodsReceivedRowFragment;

export const purchasesText = {
  loadFailed: 'Failed to load goods received',
} as const;

// Newest first, always: a delivery is looked up by when it came.
const listOptions = documentListOptions<Note>({ received: 'created_at' }, 'received');

const columns: ReadonlyArray<DataTableColumn<Note>> = [
  {
    id: 'number',
    header: 'GRN',
    cell: (note) => <strong className="document-number">{note.grnNumber}</strong>,
  },
  { id: 'received', header: 'Received', cell: (note) => formatDate(note.receivedOn) },
  {
    id: 'supplier',
    header: 'Supplier',
    cell: (note) => <span className="data-table__truncate">{note.supplierName}</span>,
  },
  {
    id: 'theirs',
    header: 'Supplier invoice',
    cell: (note) => note.supplierInvoiceNumber ?? '—',
  },
  { id: 'lines', header: 'Lines', align: 'end', cell: (note) => note.lineCount },
  { id: 'total', header: 'Total cost', align: 'end', cell: (note) => formatKsh(note.totalCost) },
  {
    id: 'status',
    header: 'Status',
    cell: (note) => <BadgeOf table={goodsReceivedStatuses} value={note.status} />,
  },
];

/**
 * Purchases (issue 17): goods received from suppliers, numbered GRN-000001 without gaps. Posting
 * one adds the stock and moves cost prices to the weighted average; a mistake is reversed, never
 * deleted. Owners and managers only: the notes carry cost prices.
 */
export function PurchasesPage() {
  const list = useServerList(
    GoodsReceivedListDocument,
    (data) => data.goodsReceivedPage,
    listOptions,
  );
  const [receiving, setReceiving] = useState(false);
  const [shown, setShown] = useState<Note | null>(null);

  return (
    <div className="purchases-page">
      <PageHeader
        title="Purchases"
        actions={
          <>
            <PageLink to="/to-reorder">To reorder</PageLink>
            <PageAction onClick={() => setReceiving(true)}>Receive goods</PageAction>
          </>
        }
      />
      <ListScreen
        list={list}
        search={{ label: 'Search goods received', placeholder: 'GRN, supplier or their invoice' }}
        count={(total) => formatCount(total, 'note')}
        exportList="goods-received"
        filters={<DocumentFilters list={list} statuses={statusLabels} />}
        failedToLoad={purchasesText.loadFailed}
        empty={{
          none: 'Nothing received yet. Record a delivery with Receive goods.',
          search: (search) => `No goods received match “${search}”.`,
          filters: (search) =>
            search
              ? `No goods received match “${search}” with these filters.`
              : 'No goods received match these filters.',
        }}
        loadingMore="Loading more notes..."
      >
        {(table) => (
          <DataTable
            {...table}
            label="Goods received, newest first"
            columns={columns}
            rowKey={(note) => note.id}
            rowName={(note) => note.grnNumber}
            actions={(note) => (
              <RowAction label={`Open ${note.grnNumber}`} onClick={() => setShown(note)}>
                Open
              </RowAction>
            )}
            compact
            virtual={{ estimateRowHeight: 49, reservedHeight: 250 }}
          />
        )}
      </ListScreen>
      {receiving && (
        <ReceiveGoodsDialog
          onClose={() => setReceiving(false)}
          onReceived={(note) => {
            setReceiving(false);
            list.showAdded(note);
            void list.refresh();
          }}
        />
      )}
      <GoodsReceivedDialog
        noteId={shown?.id ?? null}
        onClose={() => setShown(null)}
        onReversed={() => void list.refresh()}
      />
    </div>
  );
}
