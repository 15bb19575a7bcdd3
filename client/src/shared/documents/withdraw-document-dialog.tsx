import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';

type WithdrawDocumentDialogProps = {
  open: boolean;
  title: string;
  /** "Cancel ORD-000012 for Njeri (KSh 1,160.00)?" */
  question: ReactNode;
  /** What stays on record and what comes back, said under the question. */
  consequence: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  /** The reason as typed, trimmed; null when none was given. */
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
};

/**
 * The confirmation before a numbered document is withdrawn (an order cancelled, an invoice
 * voided): it is never deleted, so it says what stays on record, and takes an optional reason.
 */
export function WithdrawDocumentDialog({
  question,
  consequence,
  onConfirm,
  ...confirm
}: WithdrawDocumentDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      {...confirm}
      message={
        <>
          <p>{question}</p>
          <p className="field__hint">{consequence}</p>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={setReason}
            maxLength={500}
          />
        </>
      }
      onConfirm={() => onConfirm(reason.trim() || null)}
    />
  );
}
