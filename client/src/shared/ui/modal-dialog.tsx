import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { ActionButton } from './action-button.tsx';
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
  /** Under the question: "It has not been recorded yet. What you entered will be lost." */
  discardMessage?: string;
};

const DEFAULT_DISCARD_TITLE = 'Discard what you entered?';
const DEFAULT_DISCARD_MESSAGE = 'It has not been saved yet and will be lost.';

type DialogGuard = {
  /** How a button inside the dialog asks it to close: through the question when work is typed. */
  requestClose: () => void;
  /** A form inside the dialog says whether it holds typed work (useUnsavedInDialog). */
  markUnsaved: (part: string, unsaved: boolean) => void;
};

const DialogGuardContext = createContext<DialogGuard>({
  requestClose: () => {},
  markUnsaved: () => {},
});

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
  // Forms of their own inside the dialog (the stock dialog's adjustment) that hold typed work.
  const [unsavedParts, setUnsavedParts] = useState<ReadonlySet<string>>(new Set());
  const markUnsaved = useCallback((part: string, unsaved: boolean) => {
    setUnsavedParts((current) => {
      if (current.has(part) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  const holdsWork = dirty || unsavedParts.size > 0;

  function requestClose() {
    if (holdsWork) setAsking(true);
    else onClose();
  }

  function discard() {
    // The question goes first, giving the focus back into the dialog; the dialog's own close
    // then gives it to what opened the dialog. Both at once would leave it on the screen's title.
    flushSync(() => setAsking(false));
    onClose();
  }

  return (
    <DialogGuardContext value={{ requestClose, markUnsaved }}>
      <DialogFrame {...frame} onClose={requestClose} />
      <ConfirmDialog
        open={asking && holdsWork}
        title={discardTitle}
        message={discardMessage}
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        onCancel={() => setAsking(false)}
        onConfirm={discard}
      />
    </DialogGuardContext>
  );
}

/**
 * The footer's Cancel (or Close): closes its dialog the way Escape does, asking first when
 * typed work would be lost.
 */
export function DialogCancelButton({ children = 'Cancel' }: { children?: ReactNode }) {
  const { requestClose } = useContext(DialogGuardContext);
  return <ActionButton onClick={requestClose}>{children}</ActionButton>;
}

/**
 * For a form with its own Save inside a dialog (not the dialog's own form): while `unsaved`,
 * closing the dialog around it asks first, as ModalDialog's `dirty` does.
 */
export function useUnsavedInDialog(unsaved: boolean) {
  const { markUnsaved } = useContext(DialogGuardContext);
  const part = useId();
  useEffect(() => {
    markUnsaved(part, unsaved);
    return () => markUnsaved(part, false);
  }, [markUnsaved, part, unsaved]);
}
