import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  CreateCreditNoteDocument,
  type CreditNoteDetailFragment,
  type InvoiceDetailFragment,
  type PaymentMethod,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { serverMessage } from '../../shared/graphql/request-failure.ts';
import { documentTotals, kshToCents, rateToBasisPoints } from '../../shared/money/cents.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { receivingMethods, referenceName } from '../../shared/payments/payment-methods.ts';
import {
  formatQuantity,
  parseQuantity,
  quantityRefusal,
} from '../../shared/quantity/quantity-input.ts';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';

type CreditNoteDialogProps = {
  invoice: InvoiceDetailFragment;
  onClose: () => void;
  onIssued: (note: CreditNoteDetailFragment) => void;
};

/**
 * KRA's credit-note reasons (eTIMS code class 32), sent with the credit note when its invoice
 * went to KRA; Refund, the one every credit note was sent with before, comes first.
 */
const kraReasons = [
  { value: '06', label: 'Refund' },
  { value: '01', label: 'Missing quantity' },
  { value: '02', label: 'Missing data' },
  { value: '03', label: 'Damaged' },
  { value: '04', label: 'Wasted' },
  { value: '05', label: 'Raw material shortage' },
] as const;

/** How much of each invoice line its credit notes have taken back so far. */
function creditedByLine(invoice: InvoiceDetailFragment): Map<string, number> {
  const credited = new Map<string, number>();
  for (const note of invoice.creditNotes) {
    for (const line of note.lines) {
      credited.set(line.invoiceItemId, (credited.get(line.invoiceItemId) ?? 0) + line.quantity);
    }
  }
  return credited;
}

/**
 * Issues a credit note against an invoice (issue 18): how much of each line comes back, why,
 * whether the goods go back on the shelf and, when the credit takes more than is still owed,
 * whether that is handed back now or kept as the customer's credit. The server works out the
 * amounts; the total shown here is the lines at the invoice's prices.
 */
export function CreditNoteDialog({ invoice, onClose, onIssued }: CreditNoteDialogProps) {
  const credited = creditedByLine(invoice);
  const lines = invoice.items.map((item) => ({
    ...item,
    left: Math.round((item.quantity - (credited.get(item.id) ?? 0)) * 1000) / 1000,
  }));
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [reasonCode, setReasonCode] = useState<string>('06');
  const [returnToStock, setReturnToStock] = useState(lines.some((line) => line.inventoryId));
  const [settle, setSettle] = useState<'credit' | 'refund'>('credit');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  // One key per dialog: a retry after a lost answer cannot issue a second credit note.
  const [attemptKey] = useState(newAttemptKey);
  const dirty = useChangedSinceOpening([
    Object.entries(quantities).filter(([, text]) => text !== ''),
    [reason, reasonCode, returnToStock, settle, method, reference],
  ]);
  const [createCreditNote] = useMutation(CreateCreditNoteDocument, {
    refetchQueries: ['InvoiceById', 'InvoicesList'],
    awaitRefetchQueries: true,
  });

  const chosen = lines.flatMap((line) => {
    const text = quantities[line.id] ?? '';
    if (text.trim() === '') return [];
    const fractions = line.unit !== 'pcs';
    const quantity = parseQuantity(text, { fractions });
    return [{ line, quantity, problem: quantityProblem(text, fractions, quantity, line.left) }];
  });
  const problems = chosen.filter((each) => each.problem !== null);
  // The invoice's own rule at its own VAT rate, band by band (net and VAT of the lines' shelf
  // prices in the band each was invoiced in), as the server works a credit note out; to the
  // cent but for the last of a line, where it takes exactly what the line has left.
  const totalCents = documentTotals(
    chosen.flatMap((each) =>
      each.quantity === null
        ? []
        : [
            {
              quantity: each.quantity,
              unitPriceCents: kshToCents(each.line.unitPrice),
              band: each.line.taxBand,
            },
          ],
    ),
    rateToBasisPoints(invoice.vatRate),
  ).totalCents;
  const owedCents = Math.max(0, kshToCents(invoice.balance));
  // A quantity that cannot be credited has no amount: none is shown until it is put right.
  const readable = problems.length === 0;
  const beyondCents = readable ? Math.max(0, totalCents - owedCents) : 0;
  const needs = referenceName(method);

  async function submit(): Promise<string | undefined> {
    // Every reason it cannot be issued yet, at once, rather than a button greyed out unexplained.
    const missing = [
      chosen.length === 0 ? 'Say how much of at least one line comes back.' : null,
      problems.length > 0 ? 'Put right the quantities marked above.' : null,
      reason.trim() === '' ? 'Say why it is credited.' : null,
      beyondCents > 0 && settle === 'refund' && needs !== null && reference.trim() === ''
        ? `Enter the refund's ${needs}.`
        : null,
    ].filter((problem) => problem !== null);
    if (missing.length > 0) return missing.join(' ');
    try {
      const { data } = await createCreditNote({
        variables: {
          invoiceId: invoice.id,
          idempotencyKey: attemptKey,
          input: {
            reason: reason.trim(),
            reasonCode,
            returnToStock,
            lines: chosen.map((each) => ({
              invoiceItemId: each.line.id,
              quantity: each.quantity ?? 0,
            })),
            refund:
              beyondCents > 0 && settle === 'refund'
                ? { method, reference: reference.trim() || null }
                : null,
          },
        },
      });
      if (!data) return 'The credit note was not saved. Please try again.';
      onIssued(data.createCreditNote);
      return undefined;
    } catch (error) {
      return (
        serverMessage(error) ??
        'The credit note was not saved. Please check your connection and try again.'
      );
    }
  }

  return (
    <FormDialog
      title={`Credit note for ${invoice.invoiceNumber}`}
      submitLabel="Issue credit note"
      busyLabel="Issuing..."
      size="large"
      className="credit-note-form"
      onClose={onClose}
      dirty={dirty}
      discardTitle="Discard this credit note?"
      discardMessage="It has not been issued yet. What you entered will be lost."
      onSubmit={submit}
    >
      <p className="field__hint">
        Say how much of each line comes back. The invoice keeps its number; the credit note is
        numbered on its own and lowers what {invoice.customerName} owes.
      </p>
      <table className="credit-note-form__lines">
        <caption className="visually-hidden">Lines of {invoice.invoiceNumber}</caption>
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
                    onChange={(value) => setQuantities((now) => ({ ...now, [line.id]: value }))}
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
      <TextField
        label="Reason"
        value={reason}
        onChange={setReason}
        maxLength={500}
        placeholder="e.g. Two bags returned torn"
        required
      />
      {/* KRA credits only what it signed: the reason matters when the invoice went to eTIMS. */}
      {invoice.etims && (
        <SelectField label="Reason for KRA" value={reasonCode} onChange={setReasonCode}>
          {kraReasons.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      {lines.some((line) => line.inventoryId) && (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={returnToStock}
            onChange={(event) => setReturnToStock(event.target.checked)}
          />
          Put the returned items back into stock
        </label>
      )}
      <p className="credit-note-form__total" role="status">
        Credit: {readable ? formatCents(totalCents) : '—'}
        {beyondCents > 0 &&
          (owedCents === 0
            ? ', all of it already paid'
            : ` (${formatCents(beyondCents)} more than the ${formatCents(owedCents)} still owed)`)}
      </p>
      {beyondCents > 0 && (
        <fieldset className="credit-note-form__settle">
          <legend>The {formatCents(beyondCents)} already paid</legend>
          <label className="checkbox-field">
            <input
              type="radio"
              name="settle"
              checked={settle === 'credit'}
              onChange={() => setSettle('credit')}
            />
            Keep as credit for {invoice.customerName}, for a later sale
          </label>
          <label className="checkbox-field">
            <input
              type="radio"
              name="settle"
              checked={settle === 'refund'}
              onChange={() => setSettle('refund')}
            />
            Refund it now
          </label>
          {settle === 'refund' && (
            <div className="credit-note-form__refund">
              <SelectField
                label="Refund by"
                value={method}
                onChange={(value) => setMethod(value as PaymentMethod)}
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
                onChange={setReference}
                autoComplete="off"
              />
            </div>
          )}
        </fieldset>
      )}
    </FormDialog>
  );
}

function quantityProblem(
  text: string,
  fractions: boolean,
  quantity: number | null,
  left: number,
): string | null {
  if (quantity === null) return quantityRefusal(text, { fractions });
  if (quantity > left) return `Only ${formatQuantity(left)} left to credit`;
  return null;
}
