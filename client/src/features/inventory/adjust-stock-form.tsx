import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import type { AdjustmentReason } from '../../graphql/schema-types.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { formatQuantity, parseQuantity } from '../../shared/quantity/quantity-input.ts';
import { ErrorBanner } from '../../shared/ui/error-banner.tsx';
import { useUnsavedInDialog } from '../../shared/ui/modal-dialog.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import { AdjustStockDocument } from './stock.generated.ts';

/** An item whose stock is adjusted: its unit says how its quantities read. */
export type StockItem = { id: string; name: string; unit: string; sellsInFractions: boolean };

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

/** An adjustment of an item's stock by hand, with its reason (issue 17). */
export function AdjustStockForm({
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
        <ErrorBanner message={failure} className="stock-adjust__failure" />
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
