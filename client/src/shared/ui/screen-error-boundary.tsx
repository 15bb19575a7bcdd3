import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { LoadError } from './load-error.tsx';

/**
 * A screen's script that could not be downloaded (offline, or a new release replaced it):
 * browsers word it differently, all of them naming the dynamic import.
 */
const isDownloadFailure = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed|loading chunk/i.test(error.message);

export const SCREEN_NOT_DOWNLOADED =
  'This screen could not be downloaded. Check the connection, then reload the page.';
export const SCREEN_FAILED =
  'Something went wrong while showing this screen. Reloading the page usually puts it right; what you saved is kept.';

function ScreenFailed({ error }: FallbackProps) {
  return <LoadError message={isDownloadFailure(error) ? SCREEN_NOT_DOWNLOADED : SCREEN_FAILED} />;
}

/**
 * Catches what a screen throws while loading or rendering, so the menu stays and the user gets
 * a reason and a Reload Page button instead of a blank page (issue 20). Going to another screen
 * clears it.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ScreenFailed} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
