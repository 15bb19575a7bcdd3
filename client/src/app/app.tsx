import { lazy, Suspense, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppClientProvider, type ClientSource } from '../shared/graphql/app-client.tsx';
import type { SessionRenewal } from '../shared/session/session-renewal.ts';
import { ToastProvider } from '../shared/ui/toast.tsx';
import { AppRoutes } from './app-routes.tsx';
import { type AppUpdate, appUpdate } from './app-update.ts';
import { SessionEndRedirect } from './session-end-redirect.tsx';

type AppProps = {
  /**
   * The Apollo client, or how to load it when the first screen is sign-in
   * (shared/graphql/app-client.tsx).
   */
  client: ClientSource;
  /** Where the Apollo client announces that an answer ended the session. */
  sessionEnded: EventTarget;
  /** Where the Apollo client holds saves that met an ended session (the client's `renewal`). */
  renewal: SessionRenewal;
  /** Where a new version of the app waits for the user (app-update.ts). */
  update?: AppUpdate;
};

// Rarely needed, so not in the first download: it comes when a save meets an ended session.
const SignInAgainDialog = lazy(() =>
  import('./sign-in-again-dialog.tsx').then((m) => ({ default: m.SignInAgainDialog })),
);
// Needed only once a new version waits, so not in the first download either.
const AppUpdatePrompt = lazy(() =>
  import('./app-update-prompt.tsx').then((m) => ({ default: m.AppUpdatePrompt })),
);

/** The whole app: the providers every screen relies on, around the routes. */
export function App({ client, sessionEnded, renewal, update = appUpdate }: AppProps) {
  const signInAgain = useSyncExternalStore(renewal.subscribe, () => renewal.waiting);
  const updateReady = useSyncExternalStore(update.subscribe, () => update.ready);
  return (
    <AppClientProvider source={client}>
      <ToastProvider>
        <BrowserRouter>
          <SessionEndRedirect signal={sessionEnded} />
          <AppRoutes />
          {signInAgain && (
            <Suspense fallback={null}>
              <SignInAgainDialog renewal={renewal} />
            </Suspense>
          )}
          {updateReady && (
            <Suspense fallback={null}>
              <AppUpdatePrompt update={update} />
            </Suspense>
          )}
        </BrowserRouter>
      </ToastProvider>
    </AppClientProvider>
  );
}
