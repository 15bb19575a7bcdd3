import { TotalsList } from '../../shared/money/totals-list.tsx';
import { VatRateField } from '../../shared/money/vat-rate-field.tsx';
import { CustomerPicker } from '../../shared/pickers/party-picker.tsx';
import { InvoiceDateField } from './invoice-date-field.tsx';
import {
  addItemLine,
  addOneMoreOf,
  addTypedLine,
  changeLine,
  type DraftTotals,
  type InvoiceDraft,
  removeLine,
} from './invoice-draft.ts';
import type { DraftProblems } from './invoice-draft-problems.ts';
import { InvoiceLinesField } from './invoice-lines-field.tsx';

type ManualInvoiceFieldsProps = {
  draft: InvoiceDraft;
  totals: DraftTotals;
  problems: DraftProblems;
  /** A cashier sells at the shop's prices: its VAT rate, and stock at the shelf price. */
  pricesLocked: boolean;
  edit: (change: (draft: InvoiceDraft) => InvoiceDraft) => void;
  /** The date as typed, or null while the field's text is no day. */
  onDateChange: (invoiceDate: string | null) => void;
};

/** A manual invoice's fields: customer, lines, date and VAT rate, and its totals. */
export function ManualInvoiceFields({
  draft,
  totals,
  problems,
  pricesLocked,
  edit,
  onDateChange,
}: ManualInvoiceFieldsProps) {
  return (
    <>
      <CustomerPicker
        value={draft.customer}
        onChange={(customer) => edit((current) => ({ ...current, customer }))}
        error={problems.fields.customer}
      />
      <InvoiceLinesField
        lines={draft.lines}
        shelfPricesLocked={pricesLocked}
        amounts={totals.lineAmounts}
        error={problems.fields.items}
        lineErrors={problems.lines}
        onPick={(item) => edit((current) => addItemLine(current, item))}
        onScan={(item) => edit((current) => addOneMoreOf(current, item))}
        onAddTyped={() => edit(addTypedLine)}
        onChange={(key, change) => edit((current) => changeLine(current, key, change))}
        onRemove={(key) => edit((current) => removeLine(current, key))}
      />
      <div className="create-invoice__row">
        <InvoiceDateField
          value={draft.invoiceDate}
          onChange={onDateChange}
          error={problems.fields.invoiceDate}
        />
        <VatRateField
          value={draft.vatPercent}
          onChange={(vatPercent) => edit((current) => ({ ...current, vatPercent }))}
          locked={pricesLocked}
          error={problems.fields.vat}
        />
      </div>
      <TotalsList
        label="Invoice totals"
        className="create-invoice__totals"
        totals={totals.totals}
        rateBp={totals.rateBp}
        bands={totals.bands}
      />
    </>
  );
}
