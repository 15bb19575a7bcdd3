import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { BusyButton } from './busy-button.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { DialogCancelButton, ModalDialog } from './modal-dialog.tsx';

/**
 * Why a submit did not go through, for the banner above the fields: a sentence, with the
 * server's own words under it when it gave any. A null message says nothing there: the
 * problems are beside their fields.
 */
export type FormFailure = { message: string | null; detail?: string | null };

type FormDialogProps = {
  title: string;
  submitLabel: string;
  /** The submit button's text while `onSubmit` runs, e.g. `Adding...`. */
  busyLabel: string;
  /**
   * Runs on submit, with the button disabled. Resolve with nothing once done (the owner then
   * closes the dialog), or with a message (or `FormFailure`) to show above the fields, keeping
   * what was typed.
   */
  onSubmit: () => Promise<string | FormFailure | undefined> | string | FormFailure | undefined;
  onClose: () => void;
  /** Keeps the submit button disabled, e.g. while a required field is empty. */
  submitDisabled?: boolean;
  /** Extra class for the form, for a screen's own field layout. */
  className?: string;
  /** Extra class for the dialog itself, e.g. to keep a long form's header and buttons in view. */
  dialogClassName?: string;
  /** A form with a table of lines needs the large dialog. */
  size?: 'small' | 'medium' | 'large';
  /** Any edit answers the message above the fields: it goes until the next attempt. */
  clearErrorOnEdit?: boolean;
  /** Typed work not yet saved: Escape, × and Cancel ask first (ModalDialog's `dirty`). */
  dirty?: boolean;
  /** The question then asked, naming the work: "Discard this supplier?". */
  discardTitle?: string;
  discardMessage?: string;
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
  dialogClassName,
  size,
  clearErrorOnEdit = false,
  dirty,
  discardTitle,
  discardMessage,
  children,
}: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormFailure | null>(null);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const failure = await onSubmit();
    if (failure === undefined || failure === '') return;
    setError(typeof failure === 'string' ? { message: failure } : failure);
    setBusy(false);
  }

  return (
    <ModalDialog
      open
      title={title}
      onClose={onClose}
      size={size}
      className={dialogClassName}
      dirty={dirty}
      discardTitle={discardTitle}
      discardMessage={discardMessage}
      footer={
        <>
          <DialogCancelButton />
          <BusyButton
            form={formId}
            busy={busy}
            disabled={submitDisabled}
            label={submitLabel}
            busyLabel={busyLabel}
          />
        </>
      }
    >
      <form
        id={formId}
        className={className ? `form ${className}` : 'form'}
        onSubmit={submit}
        onChange={clearErrorOnEdit ? () => setError(null) : undefined}
        noValidate
      >
        {error?.message &&
          (error.detail ? (
            <div className="banner banner--error" role="alert">
              <p>{error.message}</p>
              <p className="banner__detail">{error.detail}</p>
            </div>
          ) : (
            <ErrorBanner message={error.message} />
          ))}
        {children}
      </form>
    </ModalDialog>
  );
}
