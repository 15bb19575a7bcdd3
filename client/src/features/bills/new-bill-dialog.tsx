import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { useCostBasis } from '../../shared/company/use-cost-basis.ts';
import { formatDate, nairobiDay } from '../../shared/format/date.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { centsToKsh } from '../../shared/money/cents.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { parseKsh } from '../../shared/money/money-input.ts';
import { type ChosenParty, SupplierPicker } from '../../shared/pickers/party-picker.tsx';
import { DateField } from '../../shared/ui/date-field.tsx';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import {
  CreateSupplierBillDocument,
  type SupplierBillDetailFragment,
  UnbilledGoodsReceivedDocument,
} from './bills.generated.ts';
import { type ServiceLine, ServiceLinesField } from './service-lines-field.tsx';

// Suppliers' usual terms: a month to pay, changed on the form when theirs differ.
const DEFAULT_TERMS_DAYS = 30;

/** The day `days` after `day` (both YYYY-MM-DD). */
function daysAfter(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * A new bill: the supplier, their goods received notes no bill took yet (ticked), typed service
 * lines, their invoice number and PIN, the bill date and when it is due.
 */
export function NewBillDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (bill: SupplierBillDetailFragment) => void;
}) {
  const today = nairobiDay();
  const costBasis = useCostBasis();
  const [supplier, setSupplier] = useState<ChosenParty | null>(null);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [pin, setPin] = useState('');
  const [billDate, setBillDate] = useState(today);
  const [dueOn, setDueOn] = useState(() => daysAfter(today, DEFAULT_TERMS_DAYS));
  const [dueTouched, setDueTouched] = useState(false);
  const [unreadDate, setUnreadDate] = useState(false);
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<ServiceLine[]>([]);
  const [create] = useMutation(CreateSupplierBillDocument);
  const [idempotencyKey] = useState(newAttemptKey);
  const notes = useQuery(UnbilledGoodsReceivedDocument, {
    variables: { supplierId: supplier?.id ?? '' },
    skip: !supplier,
    fetchPolicy: 'network-only',
  });
  const unbilled = supplier ? (notes.data?.unbilledGoodsReceived ?? []) : [];
  const dirty = useChangedSinceOpening([
    supplier?.id,
    ticked,
    invoiceNumber,
    pin,
    billDate,
    dueOn,
    note,
    lines.map(({ key: _, ...line }) => line),
  ]);

  function tick(id: string, on: boolean) {
    setTicked((current) => (on ? [...current, id] : current.filter((each) => each !== id)));
    // Their invoice number on the note is the bill's, unless one is typed already.
    const theirs = unbilled.find((each) => each.id === id)?.supplierInvoiceNumber;
    if (on && theirs && invoiceNumber.trim() === '') setInvoiceNumber(theirs);
  }

  function problems(): string[] {
    const found: string[] = [];
    if (!supplier) found.push('Choose the supplier who billed.');
    if (ticked.length === 0 && lines.length === 0)
      found.push('Tick a goods received note or add a service line.');
    if (invoiceNumber.trim() === '') found.push("Enter the supplier's invoice number.");
    if (unreadDate) found.push('Enter the dates as dd/mm/yyyy.');
    else if (dueOn < billDate) found.push('The due date cannot be before the bill date.');
    for (const line of lines) {
      if (line.description.trim() === '') found.push('Say what each service line is for.');
      const cents = parseKsh(line.amount);
      if (cents === null || cents <= 0)
        found.push("Enter each service line's amount, more than 0.");
    }
    return [...new Set(found)];
  }

  async function submit() {
    const found = problems();
    if (found.length > 0) return found.join(' ');
    try {
      const { data } = await create({
        variables: {
          idempotencyKey,
          input: {
            supplierId: supplier!.id,
            goodsReceivedIds: [...ticked],
            supplierInvoiceNumber: invoiceNumber.trim(),
            supplierPin: pin.trim().toUpperCase() || null,
            billDate,
            dueOn,
            note: note.trim() || null,
            lines: lines.map((line) => ({
              description: line.description.trim(),
              amount: centsToKsh(parseKsh(line.amount)!),
              taxBand: line.taxBand,
            })),
          },
        },
      });
      if (data) onCreated(data.createSupplierBill);
    } catch (failure) {
      return saveFailureMessage(failure, 'Failed to record the bill');
    }
  }

  const dateChanged = (set: (day: string) => void) => (day: string | null) => {
    setUnreadDate(day === null);
    if (day !== null) set(day);
  };

  return (
    <FormDialog
      title="New bill"
      submitLabel="Record bill"
      busyLabel="Recording..."
      onSubmit={submit}
      onClose={onClose}
      dirty={dirty}
      discardTitle="Discard this bill?"
      discardMessage="It has not been recorded yet. What you entered will be lost."
      size="large"
      className="new-bill"
    >
      <div className="new-bill__details">
        <SupplierPicker
          required
          value={supplier}
          onChange={(chosen) => {
            setSupplier(chosen);
            setTicked([]);
            // The supplier's PIN unless their invoice prints another: the bill keeps what it says.
            setPin(chosen?.kraPin ?? '');
          }}
        />
        <TextField
          label="Supplier's invoice no."
          value={invoiceNumber}
          onChange={setInvoiceNumber}
          maxLength={100}
          autoComplete="off"
        />
        <TextField
          label="Supplier's KRA PIN (optional)"
          value={pin}
          onChange={setPin}
          maxLength={11}
          autoComplete="off"
        />
        <DateField
          label="Bill date"
          value={billDate}
          max={today}
          onChange={dateChanged((day) => {
            setBillDate(day);
            if (!dueTouched) setDueOn(daysAfter(day, DEFAULT_TERMS_DAYS));
          })}
        />
        <DateField
          label="Due date"
          value={dueOn}
          onChange={dateChanged((day) => {
            setDueTouched(true);
            setDueOn(day);
          })}
        />
        <TextField label="Note (optional)" value={note} onChange={setNote} maxLength={500} />
      </div>
      <fieldset className="new-bill__notes">
        <legend>Goods received not yet billed</legend>
        {!supplier ? (
          <p className="new-bill__hint">Choose the supplier to see their deliveries.</p>
        ) : notes.error ? (
          <p role="alert">Failed to load the supplier's goods received notes.</p>
        ) : notes.loading ? (
          <p role="status">Loading...</p>
        ) : unbilled.length === 0 ? (
          <p className="new-bill__hint">Every delivery from {supplier.name} is billed.</p>
        ) : (
          unbilled.map((grn) => (
            <label key={grn.id} className="new-bill__note">
              <input
                type="checkbox"
                checked={ticked.includes(grn.id)}
                onChange={(event) => tick(grn.id, event.target.checked)}
              />
              <span>
                <strong>{grn.grnNumber}</strong> received {formatDate(grn.receivedOn)}
                {grn.supplierInvoiceNumber && `, invoice ${grn.supplierInvoiceNumber}`}:{' '}
                {grn.lineCount} {grn.lineCount === 1 ? 'line' : 'lines'}, {formatKsh(grn.totalCost)}
              </span>
            </label>
          ))
        )}
      </fieldset>
      <ServiceLinesField lines={lines} onChange={setLines} />
      <p className="new-bill__cost-basis">Amounts: {costBasis.hint}</p>
    </FormDialog>
  );
}
