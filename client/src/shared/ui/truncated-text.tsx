/**
 * A name or email in a table cell, cut short with an ellipsis on a compact table rather than
 * widening every row (`data-table__truncate`); its title holds it whole for the pointer.
 */
export function TruncatedText({ text }: { text: string }) {
  return (
    <span className="data-table__truncate" title={text}>
      {text}
    </span>
  );
}
