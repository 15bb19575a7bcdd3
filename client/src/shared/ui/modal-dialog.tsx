import { createContext, type ReactNode, useContext, useState } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DialogFrame, type DialogFrameProps } from './dialog-frame.tsx';

type ModalDialogProps = Omit<DialogFrameProps, 'onClose'> & {
  open: boolean;
  /**
   * Called on Escape, by the close button (×) and by a DialogCancelButton in the footer, once
   * nothing typed would be lost by it; the owner sets `open` to false.
   */
  onClose: () => void;
  /**
   * The dialog holds typed work that is not saved: what is in it differs from how it opened
   * (useChangedSinceOpening). Closing it then asks first; a clean dialog closes at once.
   */
  dirty?: boolean;
  /** The question asked before the work is thrown away, naming it: "Discard this payment?". */
  discardTitle?: string;
  /** What the question says under its title. */
  discardMessage?: string;
};

const DEFAULT_DISCARD_TITLE = 'Discard your changes?';
const DEFAULT_DISCARD_MESSAGE = 'They have not been saved yet. What you entered will be lost.';

/** How a button inside the dialog asks it to close: through the question when work is typed. */
const DialogCloseContext = createContext<() => void>(() => {});

/**
 * A modal on the native <dialog> (dialog-frame.tsx): Escape closes it, Tab stays inside it,
 * and focus goes back to where it was when it closes. Rendered only while open, so its form
 * state starts fresh.
 *
 * One home for not losing typed work (issue 46): while `dirty`, Escape, × and Cancel ask
 * "Discard …?" first. Keep editing goes back to the work, with the focus where it was; Discard
 * closes. Saving is the owner's business and closes without asking.
 */
export function ModalDialog(props: ModalDialogProps) {
  if (!props.open) return null;
  return <GuardedModalDialog {...props} />;
}

function GuardedModalDialog({
  open: _open,
  onClose,
  dirty = false,
  discardTitle = DEFAULT_DISCARD_TITLE,
  discardMessage = DEFAULT_DISCARD_MESSAGE,
  ...frame
}: ModalDialogProps) {
  const [asking, setAsking] = useState(false);

  function requestClose() {
    if (dirty) setAsking(true);
    else onClose();
  }

  function discard() {
    // The question goes first, giving the focus back into the dialog; the dialog's own close
    // then gives it to what opened the dialog. Both at once would leave it on the screen's title.
    flushSync(() => setAsking(false));
    onClose();
  }

  return (
    <DialogCloseContext value={requestClose}>
      <DialogFrame {...frame} onClose={requestClose} />
      <ConfirmDialog
        open={asking && dirty}
        title={discardTitle}
        message={discardMessage}
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        onCancel={() => setAsking(false)}
        onConfirm={discard}
      />
    </DialogCloseContext>
  );
}

/**
 * The footer's Cancel (or Close): closes its dialog the way Escape does, asking first when
 * typed work would be lost.
 */
export function DialogCancelButton({
  children = 'Cancel',
  disabled,
}: {
  children?: ReactNode;
  disabled?: boolean;
}) {
  const requestClose = useContext(DialogCloseContext);
  return (
    <button
      className="button button--secondary"
      type="button"
      onClick={requestClose}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
