import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { serverMessage } from '../../shared/graphql/request-failure.ts';
import { kshToCents } from '../../shared/money/cents.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { referenceName } from '../../shared/payments/payment-methods.ts';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import { chosenLines, creditableLines, creditTotalCents } from './credit-note-lines.ts';
import { CreditNoteLinesField } from './credit-note-lines-field.tsx';
import { CreditNoteRefundField, type CreditSettlement } from './credit-note-refund-field.tsx';
import {
  CreateCreditNoteDocument,
  type CreditNoteDetailFragment,
  type InvoiceDetailFragment,
} from './invoices.generated.ts';

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

/**
 * Issues a credit note against an invoice (issue 18): how much of each line comes back, why,
 * whether the goods go back on the shelf and, when the credit takes more than is still owed,
 * whether that is handed back now or kept as the customer's credit. The server works out the
 * amounts; the total shown here is the lines at the invoice's prices.
 */
export function CreditNoteDialog({ invoice, onClose, onIssued }: CreditNoteDialogProps) {
  const lines = creditableLines(invoice);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [reasonCode, setReasonCode] = useState<string>('06');
  const [returnToStock, setReturnToStock] = useState(lines.some((line) => line.inventoryId));
  const [settle, setSettle] = useState<CreditSettlement>('credit');
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

  const chosen = chosenLines(lines, quantities);
  const problems = chosen.filter((each) => each.problem !== null);
  const totalCents = creditTotalCents(chosen, invoice.vatRate);
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
      <CreditNoteLinesField
        invoiceNumber={invoice.invoiceNumber}
        lines={lines}
        chosen={chosen}
        quantities={quantities}
        onQuantityChange={(lineId, text) => setQuantities((now) => ({ ...now, [lineId]: text }))}
      />
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
        <CreditNoteRefundField
          customerName={invoice.customerName}
          beyondCents={beyondCents}
          settle={settle}
          onSettleChange={setSettle}
          method={method}
          onMethodChange={setMethod}
          reference={reference}
          onReferenceChange={setReference}
        />
      )}
    </FormDialog>
  );
}
