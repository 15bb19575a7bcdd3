import { type ReactNode, useState } from 'react';
import { FormDialog } from '../ui/form-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useChangedSinceOpening } from '../ui/use-changed-since-opening.ts';

type MoneyBackDialogProps = {
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** What goes back and what stays on record, asked before it is done. */
  question: ReactNode;
  /** The reason box's example, e.g. "e.g. Cheque bounced". */
  placeholder: string;
  /** What Submit says with only spaces typed. */
  reasonRequired: string;
  discardTitle: string;
  discardMessage: string;
  /** Takes the money back with the reason, trimmed: the failure's text, or nothing once done. */
  onSubmit: (reason: string) => Promise<string | undefined>;
  onClose: () => void;
};

/**
 * Asks before money on record goes back (a payment reversed, M-Pesa money returned to the
 * payer), and why: the record keeps the reason, so it is required, and a close with a reason
 * typed asks first.
 */
export function MoneyBackDialog({
  question,
  placeholder,
  reasonRequired,
  onSubmit,
  ...dialog
}: MoneyBackDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      {...dialog}
      onSubmit={() => (reason.trim() === '' ? reasonRequired : onSubmit(reason.trim()))}
      submitDisabled={reason === ''}
      dirty={useChangedSinceOpening(reason)}
    >
      <p className="confirm-dialog__message">{question}</p>
      <TextField
        label="Reason"
        value={reason}
        onChange={setReason}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={500}
      />
    </FormDialog>
  );
}
