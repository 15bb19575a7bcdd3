import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { keepNumbersWhole } from './document-number.tsx';
import { focusForTyping, focusScreenTitle } from './use-focus-keeper.ts';

export type DialogFrameProps = {
  title: string;
  /** Called on Escape and by the close button (×). */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (Cancel, Save); rendered in a footer row. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** The element to focus when the dialog opens; by default the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where the focus goes when the dialog closes, instead of what opened it: a button the
   * dialog's work takes away (Clear sale) when the screen knows where the work goes on.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** The id of the text that says what the dialog is about (a question's message). */
  describedBy?: string;
};

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[inert]'),
  );
}

/**
 * Focus back on what opened the dialog; if the dialog's work disabled it (Mark paid on the order
 * it paid), on the first control still usable beside it in its row, list item or form; if it
 * removed it, on the screen's title. Never on the page itself, where a keyboard user would start
 * again from the top.
 */
function giveFocusBack(opener: HTMLElement) {
  if (!opener.isConnected) {
    // Its row went with what the dialog did (an invoice voided off an Unpaid list).
    focusScreenTitle();
    return;
  }
  // A text field gets its caret back too: a click in the dialog left the page's caret there.
  focusForTyping(opener);
  if (document.activeElement === opener) return;
  const around = opener.closest<HTMLElement>('tr, li, form, section, main');
  if (around) focusableIn(around)[0]?.focus();
}

/**
 * A modal on the native <dialog>: Escape and its close button call `onClose`, Tab stays inside
 * it, and focus goes back to where it was when it unmounts. The frame of ModalDialog and
 * ConfirmDialog; screens use those.
 */
export function DialogFrame({
  title,
  onClose,
  children,
  footer,
  size = 'medium',
  initialFocus,
  returnFocus,
  className,
  describedBy,
}: DialogFrameProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute then shows it, and the trap below still holds.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // Start where the work is: the first field, else the buttons, the close button last.
    const body = dialog.querySelector<HTMLElement>('.modal__body');
    const footer = dialog.querySelector<HTMLElement>('.modal__footer');
    const first =
      initialFocus?.current ??
      (body && focusableIn(body)[0]) ??
      (footer && focusableIn(footer)[0]) ??
      focusableIn(dialog)[0] ??
      dialog;
    first.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      const back = returnFocus?.current ?? returnFocusTo;
      if (back) giveFocusBack(back);
    };
  }, [initialFocus, returnFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // The browser's own close request (Escape on some platforms): let the owner decide.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {keepNumbersWhole(title)}
        </h2>
        <button className="modal__close" type="button" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer && <div className="modal__footer">{footer}</div>}
    </dialog>
  );
}
