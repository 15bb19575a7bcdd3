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
      const target =
        document.querySelector<HTMLElement>('dialog[open]') ??
        root.querySelector<HTMLElement>('h1');
      if (!target) return;
      focused = null;
      // Where the page is scrolled to stays: a focused row a virtual list let go of as it was
      // scrolled away must not pull the page back to its title.
      target.focus({ preventScroll: true });
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
    };
  }, [region]);
}
