import { type FormEvent, useId, useState } from 'react';
import type { InventoryItemInput } from '../../graphql/operations.generated.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type ItemFields, toItemInput } from './inventory-input.ts';
import { PriceBreakdown } from './price-breakdown.tsx';

type AddItemDialogProps = {
  open: boolean;
  suppliers: ReadonlyArray<{ id: string; name: string }>;
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
};

/** Adds an item; the price breakdown follows the prices as they are typed. */
export function AddItemDialog(props: AddItemDialogProps) {
  if (!props.open) return null;
  return <AddItemForm {...props} />;
}

function AddItemForm({ suppliers, onSave, failureText, onClose }: AddItemDialogProps) {
  const [fields, setFields] = useState(blankItem);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const supplierFieldId = useId();
  const set = (field: keyof ItemFields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = toItemInput(fields);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(parsed.input);
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open
      title="Add Inventory Item"
      onClose={onClose}
      footer={
        <>
          <button className="button button--secondary" type="button" onClick={onClose}>
            Cancel
          </button>
          <button className="button button--primary" type="submit" form={formId} disabled={busy}>
            {busy ? 'Adding...' : 'Add Item'}
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
          <div className="field">
            <label className="field__label" htmlFor={supplierFieldId}>
              Supplier
            </label>
            <select
              id={supplierFieldId}
              className="input"
              value={fields.supplierId}
              onChange={(event) => set('supplierId')(event.target.value)}
            >
              <option value="">No supplier</option>
              {suppliers.map((supplier) => (
                <option key={supplier.id} value={supplier.id}>
                  {supplier.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="item-form__pair">
          <TextField
            label="Unit Price (KSh, incl. VAT)"
            value={fields.unitPrice}
            onChange={set('unitPrice')}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            label="Cost Price (KSh)"
            value={fields.costPrice}
            onChange={set('costPrice')}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <PriceBreakdown unitPrice={fields.unitPrice} costPrice={fields.costPrice} />
      </form>
    </ModalDialog>
  );
}
