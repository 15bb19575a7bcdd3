import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { nairobiDay } from '../format/date.ts';
import { DATE_FORMAT_PROBLEM } from '../format/date-input.ts';
import { formatCents } from '../money/money-format.ts';
import { parseKsh } from '../money/money-input.ts';
import { DateField } from '../ui/date-field.tsx';
import { DialogCancelButton, ModalDialog } from '../ui/modal-dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useChangedSinceOpening } from '../ui/use-changed-since-opening.ts';
import type { PaymentEntryInput } from './payment-details.ts';
import { customerCreditMethod, receivingMethods, referenceName } from './payment-methods.ts';
import './payments.css';

type PaymentDialogProps = {
  open: boolean;
  title: string;
  /**
   * Mark paid: the amount is the balance, fixed, and `question` asks to confirm it ("Mark
   * ORD-000012 paid: KSh 1,160.00?"). Without it the dialog asks for the amount.
   */
  fixedAmountCents?: number;
  question?: ReactNode;
  /** What is still owed: the most a part payment may be. */
  balanceCents: number;
  /** The amount field's label; a sale's payment says `Amount received (KSh)`. */
  amountLabel?: string;
  /** What the amount field starts with (a supplier's bill: its balance); empty otherwise. */
  initialAmountCents?: number;
  /** Offers "part of one M-Pesa payment split across sales" (a sale's payment only). */
  offerSplit?: boolean;
  /** The server's refusal of the amount (more than a balance paid meanwhile), under the field. */
  amountRefusal?: string | null;
  /**
   * The credit the customer holds, when known: offered as a way to pay (with what is there)
   * only when there is some. Unknown (undefined), it is offered plainly; the server checks.
   */
  customerCreditCents?: number | null;
  /** The method the form starts on (the order's, say). */
  defaultMethod: PaymentMethod;
  confirmLabel: string;
  /** The confirm button's text while saving, e.g. `Saving...`. */
  busyLabel: string;
  /** While the payment is being saved: the buttons are disabled. */
  busy: boolean;
  /** Why the last attempt failed (the server's reason, or the amount against the balance). */
  error: string | null;
  /** A payment whose fields all read: positive amount, a past or today's date, a reference where needed. */
  onSubmit: (payment: PaymentEntryInput) => void;
  onCancel: () => void;
};

type FieldErrors = Partial<Record<'amount' | 'date' | 'reference', string>>;

function amountError(text: string, balanceCents: number): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter an amount.';
  if (trimmed.startsWith('-')) return 'Enter an amount greater than 0.';
  const cents = parseKsh(trimmed);
  if (cents === null) return 'Enter an amount in KSh with at most two decimal places.';
  if (cents === 0) return 'Enter an amount greater than 0.';
  if (cents > balanceCents) return `Enter an amount no more than ${formatCents(balanceCents)}.`;
  return null;
}

/**
 * A payment as staff record it: the amount (or, for Mark paid, a confirmation of the balance),
 * the day it came in, how it was paid and its reference, which M-Pesa, cheque and bank
 * transfer payments must quote; an M-Pesa payment may say it is one part of one M-Pesa payment
 * split across sales. What is wrong with a field is said beside it.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  if (!props.open) return null;
  return <PaymentForm {...props} />;
}

function PaymentForm({
  title,
  fixedAmountCents,
  question,
  balanceCents,
  amountLabel = 'Amount received (KSh)',
  initialAmountCents,
  offerSplit = true,
  amountRefusal = null,
  customerCreditCents,
  defaultMethod,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: PaymentDialogProps) {
  const today = nairobiDay();
  const [amount, setAmount] = useState(
    initialAmountCents === undefined ? '' : (initialAmountCents / 100).toFixed(2),
  );
  const [date, setDate] = useState(today);
  // The date field's text is not a day (the field says why): nothing is sent.
  const [dateUnread, setDateUnread] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(defaultMethod);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [split, setSplit] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formId = useId();
  const dirty = useChangedSinceOpening([amount, date, dateUnread, method, reference, note]);
  const needs = referenceName(method);
  /** A field's message goes as soon as it is changed; the next submit checks it again. */
  const editing = (field: keyof FieldErrors, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    const amountProblem = fixedAmountCents === undefined ? amountError(amount, balanceCents) : null;
    if (amountProblem) found.amount = amountProblem;
    if (dateUnread) found.date = DATE_FORMAT_PROBLEM;
    else if (date === '') found.date = 'Enter the day it was paid.';
    else if (date > today) found.date = 'The date cannot be in the future.';
    if (needs && reference.trim() === '') found.reference = `Enter the ${needs}.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      amountCents: fixedAmountCents ?? parseKsh(amount)!,
      details: {
        date,
        method,
        reference: reference.trim() || null,
        note: note.trim() || null,
        // One M-Pesa payment is counted once: only a part of a split one may share its code.
        ...(method === 'mpesa' && split ? { split: true } : {}),
      },
    });
  }

  return (
    <ModalDialog
      open
      title={title}
      onClose={onCancel}
      dirty={dirty}
      discardTitle="Discard this payment?"
      discardMessage="It has not been recorded yet. What you entered will be lost."
      size="small"
      footer={
        <>
          <DialogCancelButton />
          <button className="button button--primary" type="submit" form={formId} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="form payment-form" onSubmit={submit} noValidate>
        {error && (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        )}
        {question && <p className="payment-form__question">{question}</p>}
        {fixedAmountCents === undefined && (
          <TextField
            label={amountLabel}
            value={amount}
            onChange={editing('amount', setAmount)}
            inputMode="decimal"
            autoComplete="off"
            hint={`Balance: ${formatCents(balanceCents)}`}
            error={errors.amount ?? amountRefusal ?? undefined}
          />
        )}
        <div className="payment-form__row">
          <DateField
            label="Date paid"
            value={date}
            max={today}
            onChange={(day) => {
              setDateUnread(day === null);
              if (day !== null) editing('date', setDate)(day);
            }}
            error={errors.date}
          />
          <SelectField
            label="Method"
            value={method}
            onChange={editing('reference', (value) => setMethod(value as PaymentMethod))}
          >
            {receivingMethods.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {customerCreditCents == null ? (
              <option value={customerCreditMethod.value}>{customerCreditMethod.label}</option>
            ) : (
              customerCreditCents > 0 && (
                <option value={customerCreditMethod.value}>
                  {customerCreditMethod.label} ({formatCents(customerCreditCents)} held)
                </option>
              )
            )}
          </SelectField>
        </div>
        <TextField
          label={needs ? `Reference (${needs})` : 'Reference (optional)'}
          value={reference}
          onChange={editing('reference', setReference)}
          autoComplete="off"
          maxLength={100}
          error={errors.reference}
        />
        {offerSplit && method === 'mpesa' && (
          <label className="payment-form__split">
            <input
              type="checkbox"
              checked={split}
              onChange={(event) => setSplit(event.target.checked)}
              aria-describedby={`${formId}-split`}
            />
            <span>
              Part of one M-Pesa payment split across sales
              <small id={`${formId}-split`}>
                Tick only when the customer paid this and other sales with this one M-Pesa code.
              </small>
            </span>
          </label>
        )}
        <TextField
          label="Note (optional)"
          value={note}
          onChange={setNote}
          autoComplete="off"
          maxLength={500}
        />
      </form>
    </ModalDialog>
  );
}
