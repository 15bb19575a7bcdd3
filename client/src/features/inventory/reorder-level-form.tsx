import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { formatQuantity, parseQuantity } from '../../shared/quantity/quantity-input.ts';
import { useUnsavedInDialog } from '../../shared/ui/modal-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import type { StockItem } from './adjust-stock-form.tsx';
import { SetReorderLevelDocument } from './stock.generated.ts';

/** The item's own reorder level: low on stock at or below it; blank for the shop-wide level. */
export function ReorderLevelForm({
  item,
  onSaved,
}: {
  item: Pick<StockItem, 'id' | 'name' | 'unit' | 'sellsInFractions'> & {
    reorderLevel: number | null;
  };
  onSaved: () => void;
}) {
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
