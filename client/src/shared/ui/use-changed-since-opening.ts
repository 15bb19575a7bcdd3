import { useState } from 'react';

/**
 * True once `values` (a form's fields, as plain data) differ from what they were when the
 * dialog opened: the typed work a close would throw away (ModalDialog's `dirty`). Typing a
 * field back to how it was makes it clean again.
 */
export function useChangedSinceOpening(values: unknown): boolean {
  const current = JSON.stringify(values);
  const [opening] = useState(current);
  return current !== opening;
}
