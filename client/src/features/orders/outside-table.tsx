import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Dialogs leave the table for the end of the body: inside a cell they would take on the
 * table's styles (right-aligned numbers, upper-case headers, a phone's card layout).
 */
export function OutsideTable({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
