import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export type LeaveGuard = {
  /** True while the question is open: someone asked to go elsewhere. */
  asking: boolean;
  /** Goes where they asked to go. */
  leave: () => void;
  /** Stays, closing the question. */
  stay: () => void;
};

/**
 * Where a click on a link would take the app, when it is the app's own navigation to another
 * screen (a menu entry, a link in a list): same window, same origin, another path. Clicks that
 * open a new tab or window, downloads and links within the screen are left alone.
 */
function leavingTo(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before a screen with unsaved work is left (issue 20): while `when` holds, the app's own
 * links to another screen open the question instead (the screen shows it, e.g. a
 * ConfirmDialog on `asking`), and `leave()` then goes on. Closing or reloading the tab gets
 * the browser's own question only with `warnOnUnload`: a form whose draft the browser keeps
 * (use-stored-draft.ts) is restored after a reload, so it need not ask.
 *
 * The app runs under `<BrowserRouter>`, where react-router's `useBlocker` is not available;
 * the links are caught as they are clicked, in the capture phase, before the router's own
 * handler. Back and Forward are not caught: with a draft kept nothing is lost by them either.
 */
export function useLeaveGuard({
  when,
  warnOnUnload,
}: {
  when: boolean;
  warnOnUnload: boolean;
}): LeaveGuard {
  const navigate = useNavigate();
  const [destination, setDestination] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const ask = (event: MouseEvent) => {
      const to = leavingTo(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setDestination(to);
    };
    document.addEventListener('click', ask, true);
    return () => document.removeEventListener('click', ask, true);
  }, [when]);

  useEffect(() => {
    if (!when || !warnOnUnload) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when, warnOnUnload]);

  const leave = useCallback(() => {
    setDestination(null);
    if (destination !== null) navigate(destination);
  }, [destination, navigate]);
  const stay = useCallback(() => setDestination(null), []);

  return { asking: destination !== null && when, leave, stay };
}
