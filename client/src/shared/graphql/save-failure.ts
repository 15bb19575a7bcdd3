import { loadFailureText } from './load-failure.ts';
import { classifyRequestFailure } from './request-failure.ts';

/**
 * What to tell the user when a save or delete failed: the server's reason when it gave one
 * (e.g. why a supplier cannot be deleted), else the screen's own `fallback` text.
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  const failure = classifyRequestFailure(error);
  if (failure.kind === 'rejected') return failure.message.trim() || fallback;
  if (failure.kind === 'unauthenticated') return loadFailureText.authFailed;
  return fallback;
}
