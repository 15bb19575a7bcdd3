import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import logoUrl from '../assets/ghala-logo.svg';
import { signingInOrOut } from '../shared/graphql/session-context.ts';
import { offlineStatus } from '../shared/offline/offline-status.ts';
import { OutboxProvider, useOutbox } from '../shared/offline/outbox-provider.tsx';
import { usePermissions } from '../shared/session/permissions.ts';
import { CurrentUserDocument, LogoutDocument } from '../shared/session/session.generated.ts';
import { clearToken } from '../shared/session/session-token.ts';
import { ScreenErrorBoundary } from '../shared/ui/screen-error-boundary.tsx';
import { ScreenLoading } from '../shared/ui/screen-loading.tsx';
import { useFocusKeeper } from '../shared/ui/use-focus-keeper.ts';
import { OutboxBadge, SignOutBlockedDialog } from './outbox-badge.tsx';
import { preloadScreenCode, prepareScreen } from './prepare-screen.ts';
import { menuEntries, menuEntriesFor } from './screens.ts';

// A shift left open is named on every screen (issue 50); its own chunk, after the screen's.
const ShiftLeftOpenBanner = lazy(() =>
  import('../features/shifts/shift-left-open-banner.tsx').then((m) => ({
    default: m.ShiftLeftOpenBanner,
  })),
);

// Said only while the server cannot be reached (shared/offline/), so out of the first download;
// the service worker keeps its chunk on the device like every other.
const OfflineNotice = lazy(() =>
  import('../shared/offline/offline-notice.tsx').then((m) => ({ default: m.OfflineNotice })),
);

// Logout must not hang on a server that does not answer: the local sign-out is what counts.
const logoutWaitMs = 3000;

/** The signed-in frame, with the outbox of sales made offline that it sends (issue 54). */
export function AppLayout() {
  return (
    <OutboxProvider>
      <SignedInFrame />
    </OutboxProvider>
  );
}

/** Side menu (a toggled drawer on a phone) and the current screen. */
function SignedInFrame() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const outbox = useOutbox();
  const [signOutBlocked, setSignOutBlocked] = useState(false);
  const menuId = useId();
  const menuToggle = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useFocusKeeper(main);
  // Who is signed in, shown by the Logout button; a failure here is left to the screens.
  const { data: currentUser } = useQuery(CurrentUserDocument);
  const permissions = usePermissions();
  const offline = useSyncExternalStore(offlineStatus.subscribe, () => offlineStatus.state.offline);

  // Any navigation (back and forward too) closes the drawer on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // The open drawer closes on Escape, as a menu does, and gives focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // A role the owner changed meanwhile shows when staff come back to the tab, not only on a
  // reload (74 bytes asked again; the API enforces the new role at once either way).
  useEffect(() => {
    const askAgain = () => {
      if (document.visibilityState === 'visible')
        void client.refetchQueries({ include: [CurrentUserDocument] });
    };
    document.addEventListener('visibilitychange', askAgain);
    return () => document.removeEventListener('visibilitychange', askAgain);
  }, [client]);

  // The whole catalogue kept on the device at sign-in and app start, so that the counter can
  // sell any item through an outage (shared/offline/kept-catalogue.ts); its own chunk. Started
  // with the app, not once the page is idle: started later (tried), its first request often
  // met a session ended in another tab and ended it behind the open screen, before that screen
  // could say so.
  useEffect(() => {
    void import('../shared/offline/kept-catalogue.ts')
      .then(({ refreshKeptCatalogue }) => refreshKeptCatalogue(client))
      .catch(() => undefined);
  }, [client]);

  useEffect(() => {
    const entry = menuEntries.find((e) => e.path === location.pathname);
    document.title = entry ? `${entry.label} · Ghala` : 'Ghala';
  }, [location.pathname]);

  async function logout() {
    // Sales waiting to sync are sent by this session: signing out would strand them.
    if ((outbox?.waiting.length ?? 0) > 0) {
      setSignOutBlocked(true);
      return;
    }
    setLoggingOut(true);
    // Best effort: revoke the session on the server, but sign out here whatever happens.
    await Promise.race([
      client.mutate({ mutation: LogoutDocument, context: signingInOrOut }).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, logoutWaitMs)),
    ]);
    clearToken();
    // The next person on this device never sees this one's shop offline.
    await import('../shared/offline/read-cache.ts')
      .then(({ forgetKeptAnswers }) => forgetKeptAnswers())
      .catch(() => undefined);
    await client.clearStore().catch(() => undefined);
    navigate('/login', { replace: true });
  }

  return (
    <div className={menuOpen ? 'app-shell app-shell--menu-open' : 'app-shell'}>
      <header className="app-bar">
        <img className="app-bar__logo" src={logoUrl} alt="Ghala" width={120} />
        <OutboxBadge compact />
        <button
          ref={menuToggle}
          className="app-bar__toggle"
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="app-bar__toggle-icon" aria-hidden="true" />
          Menu
        </button>
      </header>
      <nav id={menuId} className="side-menu" aria-label="Main menu">
        <img className="side-menu__logo" src={logoUrl} alt="Ghala" width={140} />
        {/* Above the entries: on a laptop the menu's foot is below the fold. */}
        <OutboxBadge />
        <ul className="side-menu__list">
          {menuEntriesFor(permissions).map((entry) => (
            <li key={entry.path}>
              <NavLink
                className="side-menu__link"
                to={entry.path}
                // Close at once: the screen's chunk may still be loading. Its chunk and data
                // start now rather than after the route has rendered.
                onClick={() => {
                  setMenuOpen(false);
                  void prepareScreen(client, entry.path);
                }}
                // A touch is a pointer coming on too, a moment before its click.
                onPointerEnter={() => preloadScreenCode(entry.path)}
                onFocus={() => preloadScreenCode(entry.path)}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="side-menu__footer">
          {currentUser && (
            <p className="side-menu__user" title={currentUser.me.email}>
              {currentUser.me.email}
            </p>
          )}
          <button
            className="side-menu__logout"
            type="button"
            onClick={logout}
            disabled={loggingOut}
          >
            Logout
          </button>
        </div>
      </nav>
      <main className="app-main" ref={main}>
        <ScreenErrorBoundary>
          {offline && (
            <Suspense fallback={null}>
              <OfflineNotice />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <ShiftLeftOpenBanner />
          </Suspense>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {signOutBlocked && <SignOutBlockedDialog onClose={() => setSignOutBlocked(false)} />}
    </div>
  );
}
