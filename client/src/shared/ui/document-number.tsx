import type { ReactNode } from 'react';

// A document's number (ORD-000024, INV-000012, GRN-000001): the browser may break a line after
// its hyphen, and a phone then showed "ORD-" on one line and "000024" on the next.
const documentNumber = /([A-Z]{2,}-\d+)/;

/** `text` with each document number in it kept on one line. */
export function keepNumbersWhole(text: string): ReactNode {
  const parts = text.split(documentNumber);
  if (parts.length === 1) return text;
  // One element: in a phone's card row (a flex line) the parts would otherwise be spread apart.
  return (
    <span>
      {parts.map((part, index) =>
        // split() puts what the pattern captured at the odd places.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <span key={index} className="document-number">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
