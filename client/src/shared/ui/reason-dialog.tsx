import { type ReactNode, useState } from 'react';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';
import { useChangedSinceOpening } from './use-changed-since-opening.ts';

type ReasonDialogProps = {
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** What happens to the record, said above the reason box. */
  message: ReactNode;
  /** What Submit says with only spaces typed. */
  reasonRequired: string;
  discardTitle: string;
  discardMessage: string;
  /** Does it with the reason, trimmed: the failure's text, or nothing once done. */
  onSubmit: (reason: string) => Promise<string | undefined>;
  onClose: () => void;
};

/**
 * Asks why before a record is undone and kept (a delivery reversed, an order cancelled): the
 * record keeps the reason, so it is required, and a close with a reason typed asks first.
 */
export function ReasonDialog({ message, reasonRequired, onSubmit, ...dialog }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      {...dialog}
      onSubmit={() => (reason.trim() === '' ? reasonRequired : onSubmit(reason.trim()))}
      dirty={useChangedSinceOpening(reason)}
    >
      <p className="confirm-dialog__message">{message}</p>
      <TextField label="Reason" value={reason} onChange={setReason} maxLength={500} autoFocus />
    </FormDialog>
  );
}
