import { type FormEvent, useId, useState } from 'react';
import { formatKsh } from '../format/money.ts';
import { ModalDialog } from './modal-dialog.tsx';

type AmountDialogProps = {
  open: boolean;
  title: string;
  label?: string;
  /** The most that may be entered (the balance); shown as a hint. */
  max?: number;
  confirmLabel?: string;
  /** While the amount is being saved: buttons disabled. */
  busy?: boolean;
  /** A message from the owner, e.g. the server refused the amount. */
  error?: string | null;
  /** Called with a valid amount in KSh (positive, at most two decimals, not above `max`). */
  onSubmit: (amount: number) => void;
  onCancel: () => void;
};

type Parsed = { amount: number } | { error: string };

const amountPattern = /^\d+(\.\d{1,2})?$/;

function parseAmount(text: string, max: number | undefined): Parsed {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return { error: 'Enter an amount.' };
  if (trimmed.startsWith('-')) return { error: 'Enter an amount greater than 0.' };
  if (!amountPattern.test(trimmed)) {
    return { error: 'Enter an amount in KSh with at most two decimal places.' };
  }
  const amount = Number(trimmed);
  if (amount <= 0) return { error: 'Enter an amount greater than 0.' };
  if (max !== undefined && amount > max) {
    return { error: `Enter an amount no more than ${formatKsh(max)}.` };
  }
  return { amount };
}

/** The spec's prompt for an amount (a partial payment), with the checks a prompt lacks. */
export function AmountDialog(props: AmountDialogProps) {
  if (!props.open) return null;
  return <AmountForm {...props} />;
}

function AmountForm({
  title,
  label = 'Amount (KSh)',
  max,
  confirmLabel = 'Save',
  busy = false,
  error = null,
  onSubmit,
  onCancel,
}: AmountDialogProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const formId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const message = invalid ?? error;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAmount(text, max);
    if ('error' in parsed) {
      setInvalid(parsed.error);
      return;
    }
    setInvalid(null);
    onSubmit(parsed.amount);
  }

  return (
    <ModalDialog
      open
      title={title}
      onClose={onCancel}
      size="small"
      footer={
        <>
          <button className="button button--secondary" type="button" onClick={onCancel}>
            Cancel
          </button>
          <button className="button button--primary" type="submit" form={formId} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {label}
          </label>
          <input
            id={inputId}
            className="input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={message ? true : undefined}
            aria-describedby={
              [max === undefined ? null : hintId, message ? errorId : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => setText(event.target.value)}
          />
          {max !== undefined && (
            <p id={hintId} className="field__hint">
              Balance: {formatKsh(max)}
            </p>
          )}
        </div>
        {message && (
          <p id={errorId} className="field__error" role="alert">
            {message}
          </p>
        )}
      </form>
    </ModalDialog>
  );
}
