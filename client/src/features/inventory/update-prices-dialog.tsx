import { useState } from 'react';
import type { PriceUpdateInput } from '../../graphql/schema-types.generated.ts';
import { useCostBasis } from '../../shared/company/use-cost-basis.ts';
import { classifyRequestFailure } from '../../shared/graphql/request-failure.ts';
import { centsToKsh } from '../../shared/money/cents.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { parseKsh } from '../../shared/money/money-input.ts';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import type { InventoryRowFragment } from './inventory.generated.ts';
import { PriceFields } from './price-breakdown.tsx';

// Spec §5 and §8, word for word.
export const priceUpdateText = {
  reasonRequired: 'Please provide a reason for the price change.',
  refused: 'Failed to update prices. Please try again.',
  networkError: 'Error updating prices. Please try again.',
  invalidPrice: 'Enter both prices as amounts in KSh.',
} as const;

type UpdatePricesDialogProps = {
  /** The item whose prices change. */
  item: InventoryRowFragment;
  onSave: (id: string, prices: PriceUpdateInput) => Promise<void>;
  onClose: () => void;
};

/** Changes an item's prices with a reason, which goes into its price history. */
export function UpdatePricesDialog({ item, onSave, onClose }: UpdatePricesDialogProps) {
  const [unitPrice, setUnitPrice] = useState(String(item.unitPrice));
  // Read with the costs: only a role that sees them may change prices.
  const [costPrice, setCostPrice] = useState(String(item.costPrice ?? ''));
  const [reason, setReason] = useState('');
  const costBasis = useCostBasis();

  async function submit() {
    if (reason.trim() === '') return priceUpdateText.reasonRequired;
    const unitCents = parseKsh(unitPrice);
    const costCents = parseKsh(costPrice);
    if (unitCents === null || costCents === null) return priceUpdateText.invalidPrice;
    try {
      await onSave(item.id, {
        newUnitPrice: centsToKsh(unitCents),
        newCostPrice: centsToKsh(costCents),
        changeReason: reason.trim(),
      });
    } catch (failure) {
      // The original screen told a refusal (an answer that was not OK) from no answer at all.
      return classifyRequestFailure(failure).kind === 'network'
        ? priceUpdateText.networkError
        : priceUpdateText.refused;
    }
  }

  return (
    <FormDialog
      title={`Update Prices: ${item.name}`}
      submitLabel="Update Prices"
      busyLabel="Updating..."
      onSubmit={submit}
      onClose={onClose}
      dirty={useChangedSinceOpening([unitPrice, costPrice, reason])}
      discardTitle="Discard the new prices?"
      discardMessage="They have not been saved yet. What you entered will be lost."
      // Spec §5: disabled while the reason is empty; a reason of only spaces is caught on
      // submit with the spec's message.
      submitDisabled={reason === ''}
      className="item-form"
    >
      <p className="item-form__current">
        Now {formatKsh(item.unitPrice)} unit price, {formatKsh(item.costPrice ?? 0)} cost price.
      </p>
      <PriceFields
        band={item.taxBand}
        unitLabel="New Unit Price (KSh, incl. VAT)"
        costLabel="New Cost Price (KSh)"
        costHint={costBasis.hint}
        unitPrice={unitPrice}
        costPrice={costPrice}
        onUnitPrice={setUnitPrice}
        onCostPrice={setCostPrice}
      >
        <TextField
          label="Reason for the change"
          value={reason}
          onChange={setReason}
          autoComplete="off"
          placeholder="e.g. Supplier raised prices"
          hint="Required. Kept in the item's price history with your email."
        />
      </PriceFields>
    </FormDialog>
  );
}
