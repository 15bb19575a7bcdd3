import { type RefObject, useEffect } from 'react';

/**
 * Keeps the keyboard's place when what had the focus leaves the page: a row that went with what
 * was done to it (an invoice voided off the Unpaid list, a customer deleted), its list refreshed
 * a moment after the dialog closed. The browser then puts the focus on the page itself, and a
 * keyboard or screen-reader user starts again from the top; here it goes into the dialog that is
 * open, else to the screen's title.
 */
export function useFocusKeeper(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    let focused: Element | null = null;
    const remember = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener('focusin', remember);
    const observer = new MutationObserver(() => {
      if (!focused || focused.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const dialog = document.querySelector<HTMLElement>('dialog[open]');
      if (dialog) dialog.focus({ preventScroll: true });
      else if (!focusScreenTitle()) return;
      focused = null;
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
    };
  }, [region]);
}

/**
 * The screen's title takes the focus, where reading and tabbing start again once what had it is
 * gone; false when there is none. Without scrolling to it: a focused row that a virtual list let
 * go of as it was scrolled away must not pull the page back to the top.
 */
export function focusScreenTitle(): boolean {
  const title = document.querySelector<HTMLElement>('main h1');
  title?.focus({ preventScroll: true });
  return title !== null;
}

/**
 * Gives a text field the focus with its caret, so what is typed next lands in it. Chrome moves
 * the focus but not always the caret: after a click in a dialog that then closed, the page's
 * caret stays where the dialog was and keys reach the field's listeners without typing into it
 * (a scan right after closing a receipt arrived as an Enter in an empty search). Setting the
 * field's own selection again puts the caret back in it.
 */
export function focusForTyping(field: HTMLElement): void {
  field.focus();
  if (
    document.activeElement === field &&
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    field.selectionStart !== null
  ) {
    field.setSelectionRange(field.selectionStart, field.selectionEnd ?? field.selectionStart);
  }
}
