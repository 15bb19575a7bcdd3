import { type FormEvent, useId, useState } from 'react';
import type { InventoryRowFragment, PriceUpdateInput } from '../../graphql/operations.generated.ts';
import { formatKsh } from '../../shared/format/money.ts';
import { classifyRequestFailure } from '../../shared/graphql/request-failure.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { parseAmount } from './inventory-pricing.ts';
import { PriceBreakdown } from './price-breakdown.tsx';

// Spec §5 and §8, word for word.
export const priceUpdateText = {
  reasonRequired: 'Please provide a reason for the price change.',
  refused: 'Failed to update prices. Please try again.',
  networkError: 'Error updating prices. Please try again.',
  invalidPrice: 'Enter both prices as amounts in KSh.',
} as const;

type UpdatePricesDialogProps = {
  /** The item whose prices change; null when closed. */
  item: InventoryRowFragment | null;
  onSave: (id: string, prices: PriceUpdateInput) => Promise<void>;
  onClose: () => void;
};

/** Changes an item's prices with a reason, which goes into its price history. */
export function UpdatePricesDialog({ item, onSave, onClose }: UpdatePricesDialogProps) {
  if (!item) return null;
  return <UpdatePricesForm item={item} onSave={onSave} onClose={onClose} />;
}

function UpdatePricesForm({
  item,
  onSave,
  onClose,
}: UpdatePricesDialogProps & { item: InventoryRowFragment }) {
  const [unitPrice, setUnitPrice] = useState(String(item.unitPrice));
  const [costPrice, setCostPrice] = useState(String(item.costPrice));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(priceUpdateText.reasonRequired);
      return;
    }
    const newUnitPrice = parseAmount(unitPrice);
    const newCostPrice = parseAmount(costPrice);
    if (newUnitPrice === null || newCostPrice === null) {
      setError(priceUpdateText.invalidPrice);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(item.id, { newUnitPrice, newCostPrice, changeReason: reason.trim() });
    } catch (failure) {
      // The original screen told a refusal (an answer that was not OK) from no answer at all.
      setError(
        classifyRequestFailure(failure).kind === 'network'
          ? priceUpdateText.networkError
          : priceUpdateText.refused,
      );
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open
      title={`Update Prices: ${item.name}`}
      onClose={onClose}
      footer={
        <>
          <button className="button button--secondary" type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            className="button button--primary"
            type="submit"
            form={formId}
            // Spec §5: disabled while the reason is empty; a reason of only spaces is caught
            // on submit with the spec's message.
            disabled={busy || reason === ''}
          >
            {busy ? 'Updating...' : 'Update Prices'}
          </button>
        </>
      }
    >
      <form id={formId} className="form item-form" onSubmit={submit} noValidate>
        {error && (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        )}
        <p className="item-form__current">
          Now {formatKsh(item.unitPrice)} unit price, {formatKsh(item.costPrice)} cost price.
        </p>
        <div className="item-form__pair">
          <TextField
            label="New Unit Price (KSh, incl. VAT)"
            value={unitPrice}
            onChange={setUnitPrice}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            label="New Cost Price (KSh)"
            value={costPrice}
            onChange={setCostPrice}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <TextField
          label="Reason for the change"
          value={reason}
          onChange={setReason}
          autoComplete="off"
          placeholder="e.g. Supplier raised prices"
          hint="Required. Kept in the item's price history with your email."
        />
        <PriceBreakdown unitPrice={unitPrice} costPrice={costPrice} />
      </form>
    </ModalDialog>
  );
}
