import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import {
  type AdjustmentReason,
  AdjustStockDocument,
  ItemStockMovementsDocument,
  SetReorderLevelDocument,
  type StockMovementKind,
  type StockMovementRowFragment,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { listTableProps } from '../../shared/list/list-screen.tsx';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { usePagedList } from '../../shared/list/use-paged-list.ts';
import {
  formatChange,
  formatQuantity,
  parseQuantity,
} from '../../shared/quantity/quantity-input.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { keepNumbersWhole } from '../../shared/ui/document-number.tsx';
import {
  DialogCancelButton,
  ModalDialog,
  useUnsavedInDialog,
} from '../../shared/ui/modal-dialog.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';

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

/** Why stock is adjusted by hand, and which way each reason moves it (the API's rule). */
export const adjustmentReasons: Record<
  AdjustmentReason,
  { label: string; direction: 'out' | 'in' | 'either' }
> = {
  damaged: { label: 'Damaged', direction: 'out' },
  lost_or_stolen: { label: 'Lost or stolen', direction: 'out' },
  own_use: { label: 'Own use', direction: 'out' },
  found: { label: 'Found', direction: 'in' },
  count_correction: { label: 'Count correction', direction: 'either' },
};

const REASONED = new Set<StockMovementKind>(['adjustment', 'goods_received_reversal']);

/** The item a Stock dialog is about: its unit says how its quantities read. */
type StockItem = {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  sellsInFractions: boolean;
  reorderLevel: number | null;
};

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
      <span className={movement.quantityChange < 0 ? 'stock-ledger__out' : 'stock-ledger__in'}>
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
  item: StockItem | null;
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

function ItemStock({ item, onAdjusted }: { item: StockItem; onAdjusted: () => void }) {
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
        <div className="load-error" role="alert">
          <p className="load-error__message">Failed to load the stock movements of {item.name}.</p>
          <button
            className="button button--secondary"
            type="button"
            onClick={() => void list.refresh()}
          >
            Try Again
          </button>
        </div>
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
            <button
              className="button button--secondary stock-dialog__older"
              type="button"
              disabled={list.loadingMore}
              onClick={list.loadMore}
            >
              {list.loadingMore ? 'Loading...' : 'Show older movements'}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** The item's own reorder level: low on stock at or below it; blank for the shop-wide level. */
function ReorderLevelForm({ item, onSaved }: { item: StockItem; onSaved: () => void }) {
  const [level, setLevel] = useState(item.reorderLevel === null ? '' : String(item.reorderLevel));
  const [savedLevel, setSavedLevel] = useState(level);
  useUnsavedInDialog(level.trim() !== savedLevel.trim());
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetReorderLevelDocument);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = level.trim();
    const read =
      text === '' ? null : parseQuantity(text, { fractions: item.sellsInFractions, zero: true });
    if (text !== '' && read === null) {
      setError(
        item.sellsInFractions
          ? 'Enter a quantity (up to 3 decimals), or leave it blank.'
          : 'Enter a whole number, or leave it blank.',
      );
      return;
    }
    try {
      await save({ variables: { id: item.id, reorderLevel: read } });
      toast.success(
        read === null
          ? `${item.name} follows the shop-wide reorder level`
          : `${item.name} is low on stock at ${formatQuantity(read, item.unit)} or ${item.unit === 'pcs' ? 'fewer' : 'less'}`,
      );
      setSavedLevel(level);
      onSaved();
    } catch (caught) {
      setError(saveFailureMessage(caught, 'Failed to save the reorder level'));
    }
  }

  return (
    <form className="stock-dialog__reorder" onSubmit={submit} noValidate aria-label="Reorder level">
      <TextField
        label="Reorder level"
        inputMode={item.sellsInFractions ? 'decimal' : 'numeric'}
        value={level}
        onChange={(value) => {
          setLevel(value);
          setError(null);
        }}
        hint="Low on stock at or below this; blank: the shop-wide level."
        error={error}
      />
      <button className="button button--secondary" type="submit" disabled={loading}>
        {loading ? 'Saving...' : 'Save level'}
      </button>
    </form>
  );
}

/** Reads the quantity typed: whole units (up to 3 decimals for `fractions`), or why not. */
function readUnits(text: string, fractions: boolean): number | string {
  if (text.trim() === '') return 'Enter how many units.';
  return (
    parseQuantity(text, { fractions }) ??
    (fractions
      ? 'Enter a quantity above 0, up to 3 decimals.'
      : 'Enter a whole number of at least 1.')
  );
}

function AdjustStockForm({
  item,
  inStock,
  onAdjusted,
}: {
  item: StockItem;
  inStock: number;
  onAdjusted: () => void;
}) {
  const { id: itemId, name } = item;
  const [reason, setReason] = useState<AdjustmentReason>('damaged');
  const [direction, setDirection] = useState<'in' | 'out'>('out');
  const [units, setUnits] = useState('');
  const [note, setNote] = useState('');
  const [shownError, setShownError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [adjust, { loading }] = useMutation(AdjustStockDocument);
  useUnsavedInDialog(useChangedSinceOpening([units, note]));
  const way =
    adjustmentReasons[reason].direction === 'either'
      ? direction
      : adjustmentReasons[reason].direction;

  // A changed form is a new request: it gets a key of its own (a retry of the same one keeps it).
  const edited =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setShownError(null);
      setAttemptKey(newAttemptKey());
    };

  function problem(): string | null {
    const read = readUnits(units, item.sellsInFractions);
    if (typeof read === 'string') return read;
    if (way === 'out' && read > inStock)
      return `Only ${formatQuantity(inStock, item.unit)} in stock.`;
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const error = problem();
    setShownError(error);
    if (error) return;
    setFailure(null);
    const count = readUnits(units, item.sellsInFractions) as number;
    try {
      await adjust({
        variables: {
          input: {
            itemId,
            quantityChange: way === 'out' ? -count : count,
            reason,
            note: note.trim() || null,
          },
          idempotencyKey: attemptKey,
        },
      });
      setUnits('');
      setNote('');
      setAttemptKey(newAttemptKey());
      onAdjusted();
    } catch (caught) {
      setFailure(saveFailureMessage(caught, `Failed to adjust the stock of ${name}`));
    }
  }

  return (
    <form className="stock-adjust" onSubmit={submit} noValidate aria-label="Adjust stock">
      <fieldset className="stock-adjust__fields" disabled={loading}>
        <legend className="stock-dialog__heading">Adjust stock</legend>
        {failure && (
          <p className="banner banner--error stock-adjust__failure" role="alert">
            {failure}
          </p>
        )}
        <SelectField
          label="Reason"
          value={reason}
          onChange={edited((value: string) => setReason(value as AdjustmentReason))}
        >
          {Object.entries(adjustmentReasons).map(([value, { label, direction: moves }]) => (
            <option key={value} value={value}>
              {label}
              {moves === 'out' ? ' (take out)' : moves === 'in' ? ' (add)' : ''}
            </option>
          ))}
        </SelectField>
        {adjustmentReasons[reason].direction === 'either' && (
          <SelectField
            label="Direction"
            value={direction}
            onChange={edited((value: string) => setDirection(value as 'in' | 'out'))}
          >
            <option value="out">Take out of stock</option>
            <option value="in">Add to stock</option>
          </SelectField>
        )}
        <TextField
          label={
            (way === 'out' ? 'Units to take out' : 'Units to add') +
            (item.unit === 'pcs' ? '' : ` (${item.unit})`)
          }
          inputMode={item.sellsInFractions ? 'decimal' : 'numeric'}
          value={units}
          onChange={edited(setUnits)}
          error={shownError}
        />
        <TextField
          label="Note (optional)"
          value={note}
          onChange={edited(setNote)}
          maxLength={500}
        />
        <button className="button button--primary stock-adjust__save" type="submit">
          {loading ? 'Saving...' : 'Save adjustment'}
        </button>
      </fieldset>
    </form>
  );
}
