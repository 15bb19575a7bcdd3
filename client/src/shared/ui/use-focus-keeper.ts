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
