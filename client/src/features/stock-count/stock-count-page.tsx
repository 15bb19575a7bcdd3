import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { useLeaveGuard } from '../../shared/drafts/use-leave-guard.ts';
import { classifyRequestFailure } from '../../shared/graphql/request-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { kshToCents } from '../../shared/money/cents.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import type { PickedItem } from '../../shared/pickers/item-picker.tsx';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import {
  type CountedItemFragment,
  PastStockCountsDocument,
  PostStockCountDocument,
  StockCountRecheckDocument,
} from './stock-count.generated.ts';
import './stock-count.css';
import { type Line, sheetFigures, withItems } from './count-sheet.ts';
import { CountSheetChoose } from './count-sheet-choose.tsx';
import { CountSheetTable } from './count-sheet-table.tsx';
import { PastCounts } from './past-counts.tsx';

/**
 * Stock count (issue 17): choose items, type what is on the shelf, review each difference and
 * its value at cost, and post them all as one transaction. Refused, with nothing changed, when
 * stock moved while counting: the sheet then reads the quantities again.
 */
export function StockCountPage() {
  const client = useApolloClient();
  const toast = useToast();
  const [lines, setLines] = useState<Line[]>([]);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const [rechecking, setRechecking] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newAttemptKey);
  const [post, { loading: posting }] = useMutation(PostStockCountDocument, {
    refetchQueries: [PastStockCountsDocument],
  });
  // The sheet is not kept anywhere (the quantities it was drawn up against move while the shop
  // trades): leaving the screen, or the tab, with items on it asks first.
  const leaving = useLeaveGuard({ when: lines.length > 0, warnOnUnload: true });

  /** Puts items on the sheet once each, up to what one count can post. */
  function addLines(items: readonly (CountedItemFragment | PickedItem)[]) {
    setLines((current) => withItems(current, items));
    setIdempotencyKey(newAttemptKey());
  }

  const figures = sheetFigures(lines);
  const { counts, allCounted, counted, differing, totalCents } = figures;

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

      <CountSheetChoose onAdd={addLines} />

      {failure && (
        <div className="banner banner--error split-row stock-count__failure" role="alert">
          <p>{failure.message}</p>
          {failure.stale && (
            <ActionButton disabled={rechecking} onClick={() => void recheck()}>
              {rechecking ? 'Reading...' : 'Read quantities again'}
            </ActionButton>
          )}
        </div>
      )}

      <CountSheetTable
        lines={lines}
        figures={figures}
        onCount={update}
        onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
      />

      {lines.length > 0 && (
        <div className="stock-count__footer">
          <p className="stock-count__summary" aria-live="polite">
            {lines.length} {lines.length === 1 ? 'item' : 'items'} on the sheet, {counted} counted,{' '}
            {differing} {differing === 1 ? 'differs' : 'differ'}; value of the differences{' '}
            <strong>{formatCents(totalCents)}</strong>
          </p>
          <TextField label="Note (optional)" value={note} onChange={setNote} maxLength={500} />
          <div className="stock-count__actions">
            <ActionButton onClick={() => setClearing(true)}>Clear sheet</ActionButton>
            <ActionButton
              tone="primary"
              disabled={!allCounted || posting}
              onClick={() => setConfirming(true)}
            >
              Post count
            </ActionButton>
          </div>
          {!allCounted && (
            <p className="field__hint">
              {figures.refusals.some((refusal) => refusal !== null)
                ? 'Correct the counts marked in red to post.'
                : 'Type a count for every item to post.'}
            </p>
          )}
        </div>
      )}

      <PastCounts />

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
            {differing === 0
              ? 'Every counted item matches the system; posting records nothing.'
              : `${differing} ${differing === 1 ? 'item moves' : 'items move'} to what was counted, a difference worth ${formatCents(totalCents)} at cost. Each becomes a movement in its stock ledger.`}
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
