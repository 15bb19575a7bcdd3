import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import {
  type CountedItemFragment,
  PostStockCountDocument,
  StockCountCandidatesDocument,
  StockCountRecheckDocument,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { useLeaveGuard } from '../../shared/drafts/use-leave-guard.ts';
import { classifyRequestFailure } from '../../shared/graphql/request-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { kshToCents, lineCents } from '../../shared/money/cents.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { ItemPicker, type PickedItem } from '../../shared/pickers/item-picker.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { PermissionGate } from '../../shared/ui/permission-gate.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import './stock-count.css';
import {
  formatChange,
  formatQuantity,
  parseQuantity,
  quantityRefusal,
  roundQuantity,
} from '../../shared/quantity/quantity-input.ts';

// The most items one "Add matches" takes in (and one count posts: the API's limit).
const MAX_LINES = 200;

/** An item on the count sheet: what the system held when it was added, and what was counted. */
type Line = {
  id: string;
  name: string;
  unit: string;
  fractions: boolean;
  expected: number;
  costCents: number;
  counted: string;
};

/**
 * A counted quantity, 0 or more: whole, or to 3 decimals for an item sold in fractions; null
 * while blank or unreadable.
 */
const readCount = (line: Line): number | null =>
  parseQuantity(line.counted, { fractions: line.fractions, zero: true });

const toLine = (item: CountedItemFragment | PickedItem): Line => ({
  id: item.id,
  name: item.name,
  unit: item.unit,
  fractions: item.sellsInFractions,
  expected: item.quantity,
  costCents: kshToCents(item.costPrice ?? 0),
  counted: '',
});

/**
 * Stock count (issue 17): choose items, type what is on the shelf, review each difference and
 * its value at cost, and post them all as one transaction. Refused, with nothing changed, when
 * stock moved while counting: the sheet then reads the quantities again.
 */
export function StockCountPage() {
  return (
    <PermissionGate
      permission="manage"
      title="Stock count"
      refusal="Only an owner or a manager can count stock."
    >
      <StockCount />
    </PermissionGate>
  );
}

function StockCount() {
  const client = useApolloClient();
  const toast = useToast();
  const countId = useId();
  const [lines, setLines] = useState<Line[]>([]);
  const [matching, setMatching] = useState('');
  const [adding, setAdding] = useState(false);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const [rechecking, setRechecking] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newAttemptKey);
  const [post, { loading: posting }] = useMutation(PostStockCountDocument);
  // The sheet is not kept anywhere (the quantities it was drawn up against move while the shop
  // trades): leaving the screen, or the tab, with items on it asks first.
  const leaving = useLeaveGuard({ when: lines.length > 0, warnOnUnload: true });

  /** Puts items on the sheet once each, up to what one count can post. */
  function addLines(items: readonly (CountedItemFragment | PickedItem)[]) {
    setLines((current) => {
      const known = new Set(current.map((line) => line.id));
      const fresh = items.filter((item) => !known.has(item.id)).map(toLine);
      return [...current, ...fresh.slice(0, Math.max(0, MAX_LINES - current.length))];
    });
    setIdempotencyKey(newAttemptKey());
  }

  async function addMatches(event: FormEvent) {
    event.preventDefault();
    const search = matching.trim();
    if (!search) return;
    setAdding(true);
    try {
      const { data } = await client.query({
        query: StockCountCandidatesDocument,
        variables: { search, first: MAX_LINES },
        fetchPolicy: 'network-only',
      });
      const nodes = data?.inventoryPage.nodes ?? [];
      if (nodes.length === 0) {
        toast.failure(`No items match “${search}”.`);
      } else {
        addLines(nodes);
        toast.success(`Items matching “${search}” added to the count`);
        setMatching('');
      }
    } catch (caught) {
      toast.failure(saveFailureMessage(caught, 'Failed to find the items'));
    } finally {
      setAdding(false);
    }
  }

  const counts = lines.map(readCount);
  // Why a typed count is refused; a blank one is not yet typed, not wrong (the footer asks).
  const refusals = lines.map((line) =>
    line.counted.trim() === ''
      ? null
      : quantityRefusal(line.counted, { fractions: line.fractions, zero: true }),
  );
  const allCounted = lines.length > 0 && counts.every((count) => count !== null);
  const counted = counts.filter((count) => count !== null).length;
  const differences = lines.map((line, index) =>
    counts[index] === null ? null : roundQuantity(counts[index]! - line.expected),
  );
  // Each line's value by the server's rule: the difference × cost, half up to the cent.
  const values = lines.map((line, index) =>
    differences[index] == null
      ? null
      : lineCents({ quantity: differences[index]!, unitPriceCents: line.costCents }),
  );
  const differing = differences.filter((difference) => difference !== null && difference !== 0);
  const totalCents = lines.reduce((sum, _line, index) => sum + (values[index] ?? 0), 0);

  const update = (id: string, counted: string) => {
    setLines((current) => current.map((line) => (line.id === id ? { ...line, counted } : line)));
    setIdempotencyKey(newAttemptKey());
  };

  async function recheck() {
    setRechecking(true);
    try {
      const fresh = await Promise.all(
        lines.map((line) =>
          client.query({
            query: StockCountRecheckDocument,
            variables: { id: line.id },
            fetchPolicy: 'network-only',
          }),
        ),
      );
      setLines((current) =>
        current.flatMap((line, index) => {
          const item = fresh[index]?.data?.inventoryItem;
          // An item deleted meanwhile leaves the sheet.
          return item
            ? [{ ...line, expected: item.quantity, costCents: kshToCents(item.costPrice ?? 0) }]
            : [];
        }),
      );
      setIdempotencyKey(newAttemptKey());
      setFailure(null);
    } catch (caught) {
      toast.failure(saveFailureMessage(caught, 'Failed to read the quantities again'));
    } finally {
      setRechecking(false);
    }
  }

  async function confirmPost() {
    setFailure(null);
    try {
      const { data } = await post({
        variables: {
          idempotencyKey,
          input: {
            note: note.trim() || null,
            lines: lines.map((line, index) => ({
              itemId: line.id,
              expectedQuantity: line.expected,
              countedQuantity: counts[index]!,
            })),
          },
        },
      });
      const adjusted = data?.postStockCount.adjustedItems ?? 0;
      toast.success(
        adjusted === 0
          ? 'Count posted: every item matched'
          : `Count posted: ${adjusted} ${adjusted === 1 ? 'item' : 'items'} adjusted`,
      );
      setLines([]);
      setNote('');
      setIdempotencyKey(newAttemptKey());
    } catch (caught) {
      const kind = classifyRequestFailure(caught);
      setFailure({
        message: saveFailureMessage(caught, 'Failed to post the count'),
        stale: kind.kind === 'rejected' && /changed since it was counted/.test(kind.message),
      });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className="stock-count">
      <PageHeader title="Stock count">
        <p className="page-header__summary">
          Count what is on the shelf, review each difference, then post them all at once.
        </p>
      </PageHeader>

      <section className="stock-count__choose" aria-label="Items to count">
        <ItemPicker label="Add item" withCosts onPick={(item) => addLines([item])} />
        <form className="stock-count__matches" onSubmit={addMatches}>
          <TextField
            label="Or add every item matching"
            placeholder="e.g. cement, or a supplier"
            value={matching}
            onChange={setMatching}
          />
          <button
            className="button button--secondary"
            type="submit"
            disabled={adding || !matching.trim()}
          >
            {adding ? 'Adding...' : 'Add matches'}
          </button>
        </form>
      </section>

      {failure && (
        <div className="banner banner--error stock-count__failure" role="alert">
          <p>{failure.message}</p>
          {failure.stale && (
            <button
              className="button button--secondary"
              type="button"
              disabled={rechecking}
              onClick={() => void recheck()}
            >
              {rechecking ? 'Reading...' : 'Read quantities again'}
            </button>
          )}
        </div>
      )}

      <table className="lines-table stock-count__sheet">
        <caption className="visually-hidden">Count sheet</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="lines-table__number">
              In system
            </th>
            <th scope="col" className="lines-table__number">
              Counted
            </th>
            <th scope="col" className="lines-table__number">
              Difference
            </th>
            <th scope="col" className="lines-table__number">
              Value at cost
            </th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={6} className="stock-count__empty">
                No items on the sheet yet. Add them above.
              </td>
            </tr>
          )}
          {lines.map((line, index) => {
            const difference = differences[index] ?? null;
            const refusal = refusals[index] ?? null;
            return (
              <tr key={line.id}>
                <td data-label="Item">
                  {line.name}
                  {line.unit !== 'pcs' && ` (${line.unit})`}
                </td>
                <td data-label="In system" className="lines-table__number">
                  {formatQuantity(line.expected)}
                </td>
                <td data-label="Counted" className="lines-table__number">
                  <input
                    className="input stock-count__input"
                    inputMode={line.fractions ? 'decimal' : 'numeric'}
                    aria-label={`Counted ${line.name}`}
                    aria-invalid={refusal ? true : undefined}
                    aria-describedby={refusal ? `${countId}-${line.id}` : undefined}
                    value={line.counted}
                    onChange={(event) => update(line.id, event.target.value)}
                  />
                  {refusal && (
                    <p id={`${countId}-${line.id}`} className="field__error">
                      {refusal}
                    </p>
                  )}
                </td>
                <td
                  data-label="Difference"
                  className={`lines-table__number ${difference ? (difference < 0 ? 'stock-count__short' : 'stock-count__over') : ''}`}
                >
                  {difference === null ? '—' : formatChange(difference)}
                </td>
                <td data-label="Value at cost" className="lines-table__number">
                  {values[index] == null ? '—' : formatCents(values[index]!)}
                </td>
                <td>
                  <button
                    className="button button--secondary button--small"
                    type="button"
                    aria-label={`Remove ${line.name} from the count`}
                    onClick={() => setLines((current) => current.filter((l) => l.id !== line.id))}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      {lines.length > 0 && (
        <div className="stock-count__footer">
          <p className="stock-count__summary" aria-live="polite">
            {lines.length} {lines.length === 1 ? 'item' : 'items'} on the sheet,{' '}
            {counts.filter((count) => count !== null).length} counted, {differing.length}{' '}
            {differing.length === 1 ? 'differs' : 'differ'}; value of the differences{' '}
            <strong>{formatCents(totalCents)}</strong>
          </p>
          <TextField label="Note (optional)" value={note} onChange={setNote} maxLength={500} />
          <div className="stock-count__actions">
            <button
              className="button button--secondary"
              type="button"
              onClick={() => setClearing(true)}
            >
              Clear sheet
            </button>
            <button
              className="button button--primary"
              type="button"
              disabled={!allCounted || posting}
              onClick={() => setConfirming(true)}
            >
              Post count
            </button>
          </div>
          {!allCounted && (
            <p className="field__hint">
              {refusals.some((refusal) => refusal !== null)
                ? 'Correct the counts marked in red to post.'
                : 'Type a count for every item to post.'}
            </p>
          )}
        </div>
      )}

      <ConfirmDialog
        open={clearing}
        title="Clear the count sheet"
        message={<p>Take every item off the sheet? The counts typed so far are lost.</p>}
        confirmLabel="Clear sheet"
        onConfirm={() => {
          setLines([]);
          setClearing(false);
        }}
        onCancel={() => setClearing(false)}
      />
      <ConfirmDialog
        open={confirming}
        title="Post stock count"
        tone="primary"
        message={
          <p>
            {differing.length === 0
              ? 'Every counted item matches the system; posting records nothing.'
              : `${differing.length} ${differing.length === 1 ? 'item moves' : 'items move'} to what was counted, a difference worth ${formatCents(totalCents)} at cost. Each becomes a movement in its stock ledger.`}
          </p>
        }
        confirmLabel="Post count"
        busy={posting}
        onConfirm={() => void confirmPost()}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={leaving.asking}
        title="Leave the count?"
        message={
          <p>
            The sheet ({formatCount(lines.length, 'item')}, {counted} counted) is not posted and is
            not kept: leaving throws it away.
          </p>
        }
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
      />
    </div>
  );
}
