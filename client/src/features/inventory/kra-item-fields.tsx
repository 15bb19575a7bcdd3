import type { TaxBand } from '../../graphql/schema-types.generated.ts';
import {
  codeOptions,
  PACKAGING_UNITS,
  QUANTITY_UNITS,
  TAX_BANDS,
} from '../../shared/kra/kra-codes.ts';
import { KraItemClassField } from '../../shared/kra/kra-item-class-field.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';

/** An item's KRA details as the forms hold them: '' for no classification code. */
export type KraItemValues = {
  taxBand: TaxBand;
  kraItemClassCode: string;
  kraPackagingUnit: string;
  kraQuantityUnit: string;
};

export const TAX_BAND_HINT =
  "Sales of this item carry its band's VAT: B at the order's or invoice's VAT rate, E 8 %, none in A, C and D.";

type KraItemFieldsProps = {
  values: KraItemValues;
  onChange: <F extends keyof KraItemValues>(field: F, value: KraItemValues[F]) => void;
  errors?: Partial<Record<keyof KraItemValues, string | undefined>>;
  /** The row edit's small controls, without hints. */
  compact?: boolean;
  /** eTIMS is on: the item class is required. */
  etimsOn?: boolean;
};

/** What the item class field says while it is empty. */
const classHint = (etimsOn: boolean) =>
  etimsOn
    ? 'eTIMS is on: choose KRA’s item class. Type a word (cement, flour) or a code.'
    : 'KRA’s item class: type a word (cement, flour) or a code.';

/** The units picked from KRA's code lists (classes 17 and 10), each with what it means. */
const KRA_CODE_FIELDS = [
  {
    field: 'kraPackagingUnit',
    label: 'Packaging',
    codes: PACKAGING_UNITS,
    hint: 'How it is packed, as KRA lists it. NT (net): not packed.',
  },
  {
    field: 'kraQuantityUnit',
    label: 'Unit of measure',
    codes: QUANTITY_UNITS,
    hint: 'What one of the quantity is, as KRA lists it. U: pieces.',
  },
] as const;

/**
 * Tax band, KRA item classification, and packaging and quantity units (KRA code classes 04,
 * 17 and 10): what eTIMS registers an item with. The add form and the row edit share them.
 */
export function KraItemFields({
  values,
  onChange,
  errors = {},
  compact = false,
  etimsOn = false,
}: KraItemFieldsProps) {
  return (
    <>
      <SelectField
        label="Tax band"
        value={values.taxBand}
        onChange={(band) => onChange('taxBand', band as TaxBand)}
        hint={compact ? undefined : TAX_BAND_HINT}
        error={errors.taxBand}
      >
        {TAX_BANDS.map(({ band, label }) => (
          <option key={band} value={band}>
            {label}
          </option>
        ))}
      </SelectField>
      <KraItemClassField
        label={etimsOn ? 'Item class' : 'Item class (optional)'}
        value={values.kraItemClassCode}
        onChange={(code) => onChange('kraItemClassCode', code)}
        required={etimsOn}
        emptyHint={compact ? undefined : classHint(etimsOn)}
        error={errors.kraItemClassCode}
      />
      {KRA_CODE_FIELDS.map(({ field, label, codes, hint }) => (
        <SelectField
          key={field}
          label={label}
          value={values[field]}
          onChange={(code) => onChange(field, code)}
          hint={compact ? undefined : hint}
          error={errors[field]}
        >
          {codeOptions(codes, values[field]).map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ))}
    </>
  );
}

const KRA_FIELDS = ['taxBand', 'kraItemClassCode', 'kraPackagingUnit', 'kraQuantityUnit'] as const;
const KRA_FIELD_LABELS: Record<keyof KraItemValues, string> = {
  taxBand: 'Tax band',
  kraItemClassCode: 'Item class',
  kraPackagingUnit: 'Packaging',
  kraQuantityUnit: 'Unit of measure',
};

/** A row's KRA details as the one text a table cell's edit holds (see `KraRowField`). */
export const kraEditText = (values: KraItemValues): string => JSON.stringify(values);

/** The row edit's text back as the four values; null when it is not one. */
export function readKraEditText(text: string | undefined): KraItemValues | null {
  try {
    const value = JSON.parse(text ?? '') as Partial<KraItemValues>;
    return KRA_FIELDS.every((field) => typeof value[field] === 'string')
      ? (value as KraItemValues)
      : null;
  } catch {
    return null;
  }
}

/**
 * The server's refusals of the four fields, said by the one field that edits them
 * (`Quantity unit: must be …`), the others left as they were.
 */
export function kraRefusalsInCell(
  fields: Record<string, string>,
  cell: string,
): Record<string, string> {
  const kra = KRA_FIELDS.filter((field) => fields[field]);
  if (kra.length === 0) return fields;
  const rest = Object.fromEntries(
    Object.entries(fields).filter(([field]) => !(KRA_FIELDS as readonly string[]).includes(field)),
  );
  return {
    ...rest,
    [cell]: kra.map((field) => `${KRA_FIELD_LABELS[field]}: ${fields[field]}`).join(' '),
  };
}

/**
 * The row edit's four KRA controls, on the line under the edited row (`edit.below`), reporting
 * one text (`kraEditText`).
 */
export function KraRowField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const values = readKraEditText(value);
  if (!values) return null;
  return (
    <div className="kra-row-field">
      <KraItemFields
        compact
        values={values}
        onChange={(field, next) => onChange(kraEditText({ ...values, [field]: next }))}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
