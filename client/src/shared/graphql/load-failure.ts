import { readToken } from '../session/session-token.ts';
import { classifyRequestFailure } from './request-failure.ts';

// Spec §8's texts for a screen whose data did not load.
export const loadFailureText = {
  noToken: 'No authentication token found',
  authFailed: 'Authentication failed. Please log in again.',
  network: 'Failed to load data',
} as const;

/**
 * The message a screen shows (with a Reload Page button) when its query fails:
 * `failedToLoad` is the screen's own text, e.g. 'Failed to load inventory data'.
 */
export function loadFailureMessage(error: unknown, failedToLoad: string): string {
  const failure = classifyRequestFailure(error);
  if (failure.kind === 'unauthenticated') {
    return readToken() ? loadFailureText.authFailed : loadFailureText.noToken;
  }
  if (failure.kind === 'network') return loadFailureText.network;
  return failedToLoad;
}
