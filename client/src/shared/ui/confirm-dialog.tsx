import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { DialogFrame } from './dialog-frame.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The button that leaves things as they are; "Cancel" unless that would read ambiguously. */
  cancelLabel?: string;
  /** `danger` for deletes: a red confirm button. */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: buttons disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes when it closes, instead of what opened it (DialogFrame). */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** Asks before an action that cannot be undone; Cancel has the focus so Enter is safe. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  if (!open) return null;
  return (
    <DialogFrame
      title={title}
      onClose={onCancel}
      size="small"
      initialFocus={cancelRef}
      returnFocus={returnFocus}
      describedBy={messageId}
      footer={
        <>
          <button
            ref={cancelRef}
            className="button button--secondary"
            type="button"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            className={`button button--${tone}`}
            type="button"
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div id={messageId} className="confirm-dialog__message">
        {message}
      </div>
    </DialogFrame>
  );
}
