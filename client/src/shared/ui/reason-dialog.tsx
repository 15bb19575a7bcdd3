import { type ReactNode, useState } from 'react';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';
import { useChangedSinceOpening } from './use-changed-since-opening.ts';

export type ReasonDialogProps = {
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** What happens to the record, said above the reason box. */
  message: ReactNode;
  /** What Submit says with only spaces typed. */
  reasonRequired: string;
  discardTitle: string;
  discardMessage: string;
  /**
   * For money going back (a payment reversed, M-Pesa money returned to the payer): the reason
   * box's example ("e.g. Cheque bounced"), with the browser's suggestions off, and Submit
   * disabled until something is typed.
   */
  example?: string;
  /** Does it with the reason, trimmed: the failure's text, or nothing once done. */
  onSubmit: (reason: string) => Promise<string | undefined>;
  onClose: () => void;
};

/**
 * Asks why before a record is undone and kept (a delivery reversed, an order cancelled, a
 * payment reversed): the record keeps the reason, so it is required, and a close with a reason
 * typed asks first.
 */
export function ReasonDialog({
  message,
  reasonRequired,
  example,
  onSubmit,
  ...dialog
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      {...dialog}
      onSubmit={() => (reason.trim() === '' ? reasonRequired : onSubmit(reason.trim()))}
      submitDisabled={example !== undefined && reason === ''}
      dirty={useChangedSinceOpening(reason)}
    >
      <p className="confirm-dialog__message">{message}</p>
      <TextField
        label="Reason"
        value={reason}
        onChange={setReason}
        maxLength={500}
        autoFocus
        placeholder={example}
        autoComplete={example === undefined ? undefined : 'off'}
      />
    </FormDialog>
  );
}
