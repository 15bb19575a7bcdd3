/** A form over a draft, as its fields read it: the values as typed, the refusals, a setter per field. */
export type DraftForm<D> = {
  value: D;
  errors: Partial<Record<keyof D, string>>;
  edit: <F extends keyof D>(field: F) => (value: D[F]) => void;
};

/** One field's value, change and error, to spread on a field component. */
export function draftField<D, F extends keyof D>({ value, errors, edit }: DraftForm<D>, field: F) {
  return { value: value[field], onChange: edit(field), error: errors[field] };
}
