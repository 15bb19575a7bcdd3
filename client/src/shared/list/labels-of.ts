/**
 * A status filter's choices (`ListStatusFilter`'s `statuses`) from a table that says more of each
 * value than its label (its badge's tone): the label alone, keyed as the table is.
 */
export function labelsOf<Value extends string>(
  table: Readonly<Record<Value, { label: string }>>,
): Readonly<Record<Value, string>> {
  const entries: [string, { label: string }][] = Object.entries(table);
  const labels = Object.fromEntries(entries.map(([value, { label }]) => [value, label]));
  return labels as Record<Value, string>;
}
