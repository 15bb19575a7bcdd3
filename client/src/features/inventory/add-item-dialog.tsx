import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { InventoryItemInput } from '../../graphql/schema-types.generated.ts';
import { useCostBasis } from '../../shared/company/use-cost-basis.ts';
import type { FieldMessages } from '../../shared/graphql/request-failure.ts';
import { formRefusal } from '../../shared/graphql/save-failure.ts';
import {
  DEFAULT_PACKAGING_UNIT,
  DEFAULT_TAX_BAND,
  quantityUnitFor,
} from '../../shared/kra/kra-codes.ts';
import { type ChosenParty, SupplierPicker } from '../../shared/pickers/party-picker.tsx';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import { InventoryEtimsModeDocument } from './etims-mode.generated.ts';
import {
  type ItemFields,
  MEASURED_UNITS,
  toItemInput,
  UNIT_SUGGESTIONS,
} from './inventory-input.ts';
import { KraItemFields, type KraItemValues } from './kra-item-fields.tsx';
import { PriceFields } from './price-breakdown.tsx';

type AddItemDialogProps = {
  /** Saves the item; what the server refuses is shown beside its field. */
  onSave: (input: InventoryItemInput) => Promise<void>;
  onClose: () => void;
};

// The input's fields this form has, for the server's refusals to find their place.
const ITEM_FIELDS = [
  'name',
  'quantity',
  'unit',
  'supplierId',
  'reorderLevel',
  'unitPrice',
  'costPrice',
  'taxBand',
  'kraItemClassCode',
  'kraPackagingUnit',
  'kraQuantityUnit',
  'barcode',
];

const blankItem: ItemFields = {
  name: '',
  quantity: '',
  unitPrice: '',
  costPrice: '',
  supplierId: '',
  reorderLevel: '',
  unit: 'pcs',
  sellsInFractions: false,
  taxBand: DEFAULT_TAX_BAND,
  kraItemClassCode: '',
  kraPackagingUnit: DEFAULT_PACKAGING_UNIT,
  kraQuantityUnit: quantityUnitFor('pcs'),
  barcode: '',
};

/** Adds an item; the price breakdown follows the prices as they are typed. */
export function AddItemDialog({ onSave, onClose }: AddItemDialogProps) {
  const [fields, setFields] = useState(blankItem);
  const costBasis = useCostBasis();
  // What is wrong, by field: text that is no number, or the server's refusals; all at once.
  const [problems, setProblems] = useState<FieldMessages>({});
  const [supplier, setSupplier] = useState<ChosenParty | null>(null);
  // Until the box is ticked or cleared by hand, it follows the unit: kg, g, m and l sell in
  // fractions, pieces, bags and boxes do not.
  const [fractionsChosen, setFractionsChosen] = useState(false);
  // Likewise KRA's quantity unit follows the unit (kg → KG) until one is chosen.
  const [quantityUnitChosen, setQuantityUnitChosen] = useState(false);
  const unitsId = useId();
  const fractionsHintId = useId();
  // While eTIMS is on an item needs KRA's class; until the answer comes none is asked for.
  const { data: shop } = useQuery(InventoryEtimsModeDocument);
  const etimsOn = (shop?.company.etimsMode ?? 'off') !== 'off';
  const forget = (field: keyof ItemFields) =>
    setProblems((current) => {
      if (!(field in current)) return current;
      const { [field]: _changed, ...rest } = current;
      return rest;
    });
  const set = (field: Exclude<keyof ItemFields, 'sellsInFractions'>) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    forget(field);
  };
  const fractions = fields.sellsInFractions ?? false;

  async function submit() {
    const parsed = toItemInput(fields, { classRequired: etimsOn });
    if ('problems' in parsed) {
      setProblems(parsed.problems);
      return { message: null };
    }
    setProblems({});
    try {
      await onSave(parsed.input);
    } catch (failure) {
      const refusal = formRefusal(failure, 'Failed to add the item', ITEM_FIELDS);
      setProblems(refusal.fields);
      return { message: refusal.banner };
    }
  }

  return (
    <FormDialog
      title="Add Inventory Item"
      submitLabel="Add Item"
      busyLabel="Adding..."
      onSubmit={submit}
      onClose={onClose}
      dirty={useChangedSinceOpening([fields, supplier?.id])}
      discardTitle="Discard this item?"
      discardMessage="It has not been added yet. What you entered will be lost."
      className="item-form"
    >
      <TextField
        label="Name"
        value={fields.name}
        onChange={set('name')}
        autoComplete="off"
        error={problems.name}
      />
      <div className="field-columns">
        <TextField
          label="Quantity"
          value={fields.quantity}
          onChange={set('quantity')}
          type="number"
          inputMode={fractions ? 'decimal' : 'numeric'}
          min="0"
          step={fractions ? '0.001' : '1'}
          error={problems.quantity}
        />
        <TextField
          label="Unit"
          value={fields.unit ?? ''}
          onChange={(unit) => {
            forget('unit');
            setFields((current) => ({
              ...current,
              unit,
              sellsInFractions: fractionsChosen
                ? current.sellsInFractions
                : MEASURED_UNITS.has(unit.trim().toLowerCase()),
              kraQuantityUnit: quantityUnitChosen ? current.kraQuantityUnit : quantityUnitFor(unit),
            }));
          }}
          list={unitsId}
          autoComplete="off"
          maxLength={12}
          hint="pcs, kg, m, l, bag, box, roll, sheet…"
          error={problems.unit}
        />
        <datalist id={unitsId}>
          {UNIT_SUGGESTIONS.map((unit) => (
            <option key={unit} value={unit} />
          ))}
        </datalist>
      </div>
      <div className="item-form__check">
        <label className="item-form__check-label">
          <input
            type="checkbox"
            checked={fractions}
            aria-describedby={fractionsHintId}
            onChange={(event) => {
              const { checked } = event.target;
              forget('sellsInFractions');
              setFractionsChosen(true);
              setFields((current) => ({ ...current, sellsInFractions: checked }));
            }}
          />
          Sells in fractions
        </label>
        <p id={fractionsHintId} className="field__hint">
          Quantities to 3 decimals, e.g. 2.5 kg of nails; otherwise whole units only.
        </p>
      </div>
      <div className="field-columns">
        <SupplierPicker
          value={supplier}
          onChange={(chosen) => {
            setSupplier(chosen);
            set('supplierId')(chosen?.id ?? '');
          }}
          error={problems.supplierId}
        />
        <TextField
          label="Reorder level (optional)"
          value={fields.reorderLevel ?? ''}
          onChange={set('reorderLevel')}
          inputMode={fractions ? 'decimal' : 'numeric'}
          hint="Low on stock at or below this; blank: the shop-wide level."
          error={problems.reorderLevel}
        />
      </div>
      <TextField
        label="Barcode (optional)"
        value={fields.barcode ?? ''}
        onChange={set('barcode')}
        autoComplete="off"
        hint="Scan the pack or type the digits under its bars."
        // A scanner ends the code with Enter: that finishes the barcode, not the whole form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        error={problems.barcode}
      />
      <PriceFields
        band={fields.taxBand ?? DEFAULT_TAX_BAND}
        unitLabel="Unit Price (KSh, incl. VAT)"
        costLabel="Cost Price (KSh)"
        costHint={costBasis.hint}
        unitPrice={fields.unitPrice}
        costPrice={fields.costPrice}
        onUnitPrice={set('unitPrice')}
        onCostPrice={set('costPrice')}
        unitError={problems.unitPrice}
        costError={problems.costPrice}
      />
      <fieldset className="item-form__kra">
        <legend className="item-form__kra-title">KRA eTIMS</legend>
        <div className="field-columns">
          <KraItemFields
            etimsOn={etimsOn}
            values={fields as KraItemValues}
            onChange={(field, value) => {
              forget(field);
              if (field === 'kraQuantityUnit') setQuantityUnitChosen(true);
              setFields((current) => ({ ...current, [field]: value }));
            }}
            errors={problems}
          />
        </div>
      </fieldset>
    </FormDialog>
  );
}
