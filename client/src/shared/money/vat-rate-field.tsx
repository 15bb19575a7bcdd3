import { TextField } from '../ui/text-field.tsx';
import { basisPointsToRate } from './cents.ts';
import { formatRate } from './money-format.ts';
import { readVatPercent, vatFieldText, vatProblemText } from './money-input.ts';
import './vat-rate-field.css';

/**
 * Spec §2's VAT rate field, with the rate applied always in sight (issue 20): a blank field
 * applies 0 % (said as a warning), a negative rate 0 % (spec §5, said as an error), a rate
 * above 100 % or unreadable text none at all (an error; the form sends nothing). `error` is a
 * refusal from elsewhere (the server's), shown instead.
 */
export function VatRateField({
  value,
  onChange,
  error,
  locked = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A cashier sells at the shop's rate (api/src/sales/shop-prices.ts): shown, not edited. */
  locked?: boolean;
}) {
  const { rateBp, problem } = readVatPercent(value);
  const applied = rateBp === null ? 'none' : formatRate(basisPointsToRate(rateBp));
  return (
    <TextField
      label="VAT rate (%)"
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.01}
      value={value}
      onChange={onChange}
      readOnly={locked}
      hint={
        locked ? (
          `The shop's rate: ${applied}. Only an owner or a manager can change it.`
        ) : problem === 'blank' ? (
          <span className="vat-rate-field__blank">{vatFieldText.blank}</span>
        ) : (
          `0 to 100. Applied: ${applied}`
        )
      }
      error={error ?? vatProblemText(problem)}
    />
  );
}
