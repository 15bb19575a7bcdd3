import type { ReactNode } from 'react';
import { loadFailureMessage } from '../graphql/load-failure.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { LoadError } from '../ui/load-error.tsx';

/**
 * Where a list screen's rows go, and what a failed load says there. With nothing loaded yet
 * the failure takes the list's place; with rows already shown (a refresh, the next page,
 * another search) it is a banner above them, and the rows stay.
 */
export function ListBody({
  list,
  failedToLoad,
  children,
}: {
  list: { error?: unknown; loaded: boolean };
  /** The screen's own words for a failed load (spec §6), e.g. "Failed to load orders". */
  failedToLoad: string;
  children: ReactNode;
}) {
  if (list.error && !list.loaded) {
    return <LoadError message={loadFailureMessage(list.error, failedToLoad)} />;
  }
  return (
    <>
      <ErrorBanner
        className="list-body__failure"
        message={list.error ? loadFailureMessage(list.error, failedToLoad) : null}
      />
      {children}
    </>
  );
}
