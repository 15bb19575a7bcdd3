import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { receivingMethods, referenceName } from '../../shared/payments/payment-methods.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';

export type CreditSettlement = 'credit' | 'refund';

type CreditNoteRefundFieldProps = {
  customerName: string;
  /** What the credit takes beyond what is still owed: money already paid. */
  beyondCents: number;
  settle: CreditSettlement;
  onSettleChange: (settle: CreditSettlement) => void;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  reference: string;
  onReferenceChange: (reference: string) => void;
};

/** Money already paid that a credit note takes back: kept as the customer's credit, or refunded. */
export function CreditNoteRefundField({
  customerName,
  beyondCents,
  settle,
  onSettleChange,
  method,
  onMethodChange,
  reference,
  onReferenceChange,
}: CreditNoteRefundFieldProps) {
  const needs = referenceName(method);
  return (
    <fieldset className="credit-note-form__settle">
      <legend>The {formatCents(beyondCents)} already paid</legend>
      <SettleOption value="credit" settle={settle} onSettleChange={onSettleChange}>
        Keep as credit for {customerName}, for a later sale
      </SettleOption>
      <SettleOption value="refund" settle={settle} onSettleChange={onSettleChange}>
        Refund it now
      </SettleOption>
      {settle === 'refund' && (
        <div className="credit-note-form__refund">
          <SelectField
            label="Refund by"
            value={method}
            onChange={(value) => onMethodChange(value as PaymentMethod)}
          >
            {receivingMethods.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label={needs ? `Reference (${needs})` : 'Reference (optional)'}
            value={reference}
            onChange={onReferenceChange}
            autoComplete="off"
          />
        </div>
      )}
    </fieldset>
  );
}

/** One way to settle the money: a radio button of the fieldset's `settle` group. */
function SettleOption({
  value,
  settle,
  onSettleChange,
  children,
}: {
  value: CreditSettlement;
  settle: CreditSettlement;
  onSettleChange: (settle: CreditSettlement) => void;
  children: ReactNode;
}) {
  return (
    <label className="checkbox-field">
      <input
        type="radio"
        name="settle"
        checked={settle === value}
        onChange={() => onSettleChange(value)}
      />
      {children}
    </label>
  );
}
