import { useId, useState } from 'react';
import type { StockMovementKind } from '../../graphql/schema-types.generated.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { listTableProps } from '../../shared/list/list-screen.tsx';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { usePagedList } from '../../shared/list/use-paged-list.ts';
import { formatChange, formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { keepNumbersWhole } from '../../shared/ui/document-number.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { DialogCancelButton, ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { AdjustStockForm, type StockItem } from './adjust-stock-form.tsx';
import { ReorderLevelForm } from './reorder-level-form.tsx';
import { ItemStockMovementsDocument, type StockMovementRowFragment } from './stock.generated.ts';

type Movement = StockMovementRowFragment;

// A screenful of movements; "Show older" reads the next page.
const PAGE = 25;

export const movementLabels: Record<StockMovementKind, string> = {
  opening: 'Opening stock',
  sale: 'Sold (order)',
  invoice: 'Sold (invoice)',
  invoice_void: 'Invoice voided',
  credit_note: 'Returned on a credit note',
  order_cancelled: 'Order cancelled',
  goods_received: 'Goods received',
  goods_received_reversal: 'Goods received, reversed',
  adjustment: 'Adjustment',
  count: 'Stock count',
  edit: 'Edited',
};

const REASONED = new Set<StockMovementKind>(['adjustment', 'goods_received_reversal']);

/** The item a Stock dialog is about. */
type DialogItem = StockItem & { quantity: number; reorderLevel: number | null };

const movementKey = (movement: Movement) => movement.id;

const columns: ReadonlyArray<DataTableColumn<Movement>> = [
  { id: 'when', header: 'When', cell: (movement) => formatDateTime(movement.occurredAt) },
  {
    id: 'what',
    header: 'Movement',
    cell: (movement) => (
      <span>
        {movementLabels[movement.kind]}
        {movement.document && (
          <>
            {' · '}
            <span className="document-number">{movement.document.number}</span>
          </>
        )}
        {/* Why it was adjusted or reversed; the other kinds' reasons are their names. */}
        {movement.reason && REASONED.has(movement.kind) && (
          <> · {keepNumbersWhole(movement.reason)}</>
        )}
        {movement.note && <span className="stock-ledger__note"> “{movement.note}”</span>}
      </span>
    ),
  },
  {
    id: 'change',
    header: 'Change',
    align: 'end',
    cell: (movement) => (
      <span className={movement.quantityChange < 0 ? 'figure--down' : 'figure--up'}>
        {/* The unit is in the dialog's "In stock now"; the ledger's figures are plain numbers. */}
        {formatChange(movement.quantityChange)}
      </span>
    ),
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (movement) => formatQuantity(movement.quantityAfter),
  },
  { id: 'by', header: 'By', cell: (movement) => movement.recordedByEmail ?? '—' },
];

type StockDialogProps = {
  /** The item whose stock is shown; null when closed. */
  item: DialogItem | null;
  onClose: () => void;
  /** After an adjustment: the list shows the new quantity. */
  onAdjusted: () => void;
};

/**
 * An item's stock (issue 17): its ledger with the running balance, newest first, exportable,
 * and an adjustment by hand with its reason.
 */
export function StockDialog({ item, onClose, onAdjusted }: StockDialogProps) {
  return (
    <ModalDialog
      open={item !== null}
      title={`Stock: ${item?.name ?? ''}`}
      onClose={onClose}
      size="large"
      footer={<DialogCancelButton>Done</DialogCancelButton>}
    >
      {item && <ItemStock item={item} onAdjusted={onAdjusted} />}
    </ModalDialog>
  );
}

// An item that is no longer there has no ledger: the table says it has no movements.
const noLedger = { nodes: [], pageInfo: { hasNextPage: false }, totalCount: 0 };

function ItemStock({ item, onAdjusted }: { item: DialogItem; onAdjusted: () => void }) {
  const headingId = useId();
  // The pages shown; "Show older" reads one more.
  const [pages, setPages] = useState(1);
  const list = usePagedList(
    ItemStockMovementsDocument,
    { itemId: item.id, first: PAGE },
    (data) => data.stockMovements ?? noLedger,
    { rowKey: movementKey, pages: { wanted: pages, record: setPages } },
  );
  const ledger = list.data?.stockMovements;
  const inStock = list.rows[0]?.quantityAfter ?? item.quantity;

  return (
    <div className="stock-dialog">
      <div className="stock-dialog__top">
        <p className="stock-dialog__now">
          In stock now: <strong>{formatQuantity(inStock, item.unit)}</strong>
        </p>
        <ReorderLevelForm item={item} onSaved={onAdjusted} />
      </div>
      <AdjustStockForm
        item={item}
        inStock={inStock}
        onAdjusted={() => {
          onAdjusted();
          void list.refresh();
        }}
      />
      <div className="stock-dialog__ledger-header">
        <h3 id={headingId} className="stock-dialog__heading">
          Movements{ledger ? ` (${formatNumber(ledger.totalCount)})` : ''}
        </h3>
        <ExportCsvButton list="stock-movements" params={{ item: item.id }} />
      </div>
      {list.error && !list.loaded ? (
        <LoadError
          message={`Failed to load the stock movements of ${item.name}.`}
          onReload={() => void list.refresh()}
          reloadLabel="Try Again"
        />
      ) : (
        <>
          <DataTable
            {...listTableProps(list, {
              empty: { none: `No stock movements recorded for ${item.name} yet.` },
              loadingMore: null,
            })}
            label={`Stock movements of ${item.name}, newest first`}
            columns={columns}
            rowKey={movementKey}
            rowName={(movement) => formatDateTime(movement.occurredAt)}
            compact
          />
          {list.hasNextPage && (
            <ActionButton
              className="stock-dialog__older"
              disabled={list.loadingMore}
              onClick={list.loadMore}
            >
              {list.loadingMore ? 'Loading...' : 'Show older movements'}
            </ActionButton>
          )}
        </>
      )}
    </div>
  );
}
