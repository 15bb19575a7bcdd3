import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ModalDialog } from './modal-dialog.tsx';

type FormDialogProps = {
  title: string;
  submitLabel: string;
  /** The submit button's text while `onSubmit` runs, e.g. `Adding...`. */
  busyLabel: string;
  /**
   * Runs on submit, with the button disabled. Resolve with nothing once done (the owner then
   * closes the dialog), or with a message to show above the fields, keeping what was typed.
   */
  onSubmit: () => Promise<string | undefined> | string | undefined;
  onClose: () => void;
  /** Keeps the submit button disabled, e.g. while a required field is empty. */
  submitDisabled?: boolean;
  /** Extra class for the form, for a screen's own field layout. */
  className?: string;
  /** A form with a table of lines needs the large dialog. */
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
};

/**
 * A dialog holding one form: Cancel and submit buttons in the footer, the submit button busy
 * while it runs, and what went wrong in a red banner above the fields. Render it only while
 * open, so its fields start empty each time.
 */
export function FormDialog({
  title,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  submitDisabled = false,
  className,
  size,
  children,
}: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const message = await onSubmit();
    if (message) {
      setError(message);
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <>
          <button className="button button--secondary" type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            className="button button--primary"
            type="submit"
            form={formId}
            disabled={busy || submitDisabled}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className={className ? `form ${className}` : 'form'}
        onSubmit={submit}
        noValidate
      >
        {error && (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        )}
        {children}
      </form>
    </ModalDialog>
  );
}
