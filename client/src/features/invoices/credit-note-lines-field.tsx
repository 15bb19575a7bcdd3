import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import type { ChosenLine, CreditableLine } from './credit-note-lines.ts';

type CreditNoteLinesFieldProps = {
  invoiceNumber: string;
  lines: readonly CreditableLine[];
  chosen: readonly ChosenLine[];
  /** The quantities typed, by line id. */
  quantities: Readonly<Record<string, string>>;
  onQuantityChange: (lineId: string, text: string) => void;
};

/** The invoice's lines, each with what was invoiced, what is left and the quantity to credit. */
export function CreditNoteLinesField({
  invoiceNumber,
  lines,
  chosen,
  quantities,
  onQuantityChange,
}: CreditNoteLinesFieldProps) {
  return (
    <table className="credit-note-form__lines">
      <caption className="visually-hidden">Lines of {invoiceNumber}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Invoiced</th>
          <th scope="col">Left to credit</th>
          <th scope="col">Credit</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const problem = chosen.find((each) => each.line.id === line.id)?.problem ?? null;
          return (
            <tr key={line.id}>
              <td data-label="Item">{line.description}</td>
              <td data-label="Invoiced">{formatQuantity(line.quantity, line.unit)}</td>
              <td data-label="Left to credit">{formatQuantity(line.left, line.unit)}</td>
              <td data-label="Credit">
                <TextField
                  label={`Quantity of ${line.description} to credit`}
                  value={quantities[line.id] ?? ''}
                  onChange={(value) => onQuantityChange(line.id, value)}
                  inputMode={line.unit === 'pcs' ? 'numeric' : 'decimal'}
                  placeholder="0"
                  disabled={line.left <= 0}
                  error={problem}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
