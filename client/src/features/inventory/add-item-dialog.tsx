import { useState } from 'react';
import type { InventoryItemInput } from '../../graphql/operations.generated.ts';
import { type ChosenParty, SupplierPicker } from '../../shared/pickers/party-picker.tsx';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type ItemFields, toItemInput } from './inventory-input.ts';
import { PriceFields } from './price-breakdown.tsx';

type AddItemDialogProps = {
  open: boolean;
  /** Saves the item; a rejection's message (from `failureText`) is shown in the dialog. */
  onSave: (input: InventoryItemInput) => Promise<void>;
  failureText: (error: unknown) => string;
  onClose: () => void;
};

const blankItem: ItemFields = {
  name: '',
  quantity: '',
  unitPrice: '',
  costPrice: '',
  supplierId: '',
  reorderLevel: '',
};

/** Adds an item; the price breakdown follows the prices as they are typed. */
export function AddItemDialog(props: AddItemDialogProps) {
  if (!props.open) return null;
  return <AddItemForm {...props} />;
}

function AddItemForm({ onSave, failureText, onClose }: AddItemDialogProps) {
  const [fields, setFields] = useState(blankItem);
  const [supplier, setSupplier] = useState<ChosenParty | null>(null);
  const set = (field: keyof ItemFields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  async function submit() {
    const parsed = toItemInput(fields);
    if ('error' in parsed) return parsed.error;
    try {
      await onSave(parsed.input);
    } catch (failure) {
      return failureText(failure);
    }
  }

  return (
    <FormDialog
      title="Add Inventory Item"
      submitLabel="Add Item"
      busyLabel="Adding..."
      onSubmit={submit}
      onClose={onClose}
      className="item-form"
    >
      <TextField label="Name" value={fields.name} onChange={set('name')} autoComplete="off" />
      <div className="item-form__pair">
        <TextField
          label="Quantity"
          value={fields.quantity}
          onChange={set('quantity')}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
        />
        <SupplierPicker
          value={supplier}
          onChange={(chosen) => {
            setSupplier(chosen);
            set('supplierId')(chosen?.id ?? '');
          }}
        />
      </div>
      <PriceFields
        unitLabel="Unit Price (KSh, incl. VAT)"
        costLabel="Cost Price (KSh)"
        unitPrice={fields.unitPrice}
        costPrice={fields.costPrice}
        onUnitPrice={set('unitPrice')}
        onCostPrice={set('costPrice')}
      />
      <TextField
        label="Reorder level (optional)"
        value={fields.reorderLevel ?? ''}
        onChange={set('reorderLevel')}
        inputMode="numeric"
        hint="Low on stock at or below this many; blank: the shop-wide level."
      />
    </FormDialog>
  );
}
