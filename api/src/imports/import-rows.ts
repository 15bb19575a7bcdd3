import type { z } from 'zod';
import type { ImportField } from './import-columns.ts';

/** What was wrong with one row, by the column that holds it (the file's header, or the field's name). */
export type RowErrors = Record<string, string>;

/** One row of the file as checked: what it would do, or why it cannot be imported. */
export interface CheckedRow<Input> {
  row: number;
  /** The record's name, to match and to say. */
  name: string;
  input: Input | null;
  /** The existing record it matches (by name, or an item's barcode), if any. */
  matchId: number | null;
  errors: RowErrors;
}

/** One row's cells by field (blank cells left out), with each field's column header. */
export interface RowCells {
  row: number;
  values: Map<string, string>;
  headerOf: (field: string) => string;
}

/** The cells of each numbered row, by the field their column was matched to. */
export function cellsByField(
  fields: readonly ImportField[],
  headers: readonly string[],
  columns: readonly (string | null)[],
  rows: readonly { row: number; cells: readonly string[] }[],
): RowCells[] {
  const headerOf = (field: string) => {
    const index = columns.indexOf(field);
    const header = index >= 0 ? headers[index] : undefined;
    return header || (fields.find((each) => each.field === field)?.label ?? field);
  };
  return rows.map(({ row, cells }) => {
    const values = new Map<string, string>();
    columns.forEach((field, index) => {
      const cell = cells[index]?.trim() ?? '';
      if (field && cell !== '') values.set(field, cell);
    });
    return { row, values, headerOf };
  });
}

/** The required fields a row leaves blank, each "is required". */
export function missingRequired(fields: readonly ImportField[], cells: RowCells): RowErrors {
  const errors: RowErrors = {};
  for (const each of fields)
    if (each.required && !cells.values.has(each.field))
      errors[cells.headerOf(each.field)] = 'is required';
  return errors;
}

/**
 * The row's values through the API's own schema for the record (the one Add Item or Add
 * Customer uses), so an import refuses exactly what the form refuses, in the same words; each
 * refusal is added to the row's `errors` under the column it came from (`columnOf` maps the
 * schema's field to it), unless that column is refused already. Null when the schema refuses.
 */
export function throughSchema<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, unknown>,
  columnOf: (field: string) => string,
  errors: RowErrors,
): z.output<Schema> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const column = columnOf(String(issue.path[0] ?? 'row'));
    errors[column] ??= issue.message;
  }
  return null;
}

/** Normalised for matching names: case and runs of spaces do not make two records. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A field no two rows of a file may share (the name, an item's barcode): its key on a checked
 * row (null: nothing to compare), and its column's label for a file without that column.
 */
export interface UniqueField<Input> {
  field: string;
  label: string;
  keyOf: (row: CheckedRow<Input>) => string | null;
}

/**
 * Every row of a file checked by `check`; then, as the file would make two records of one, the
 * later of two rows with the same name (as `nameKey` matches it) or the same value of another
 * of the `unique` fields is refused, naming the earlier. A row refused for anything keeps no
 * input, so nothing of it is written.
 */
export function checkEachRow<Input>(
  rows: readonly RowCells[],
  check: (cells: RowCells) => CheckedRow<Input>,
  unique: readonly UniqueField<Input>[] = [],
): CheckedRow<Input>[] {
  const checked = rows.map(check);
  const byName: UniqueField<Input> = {
    field: 'name',
    label: 'Name',
    keyOf: (each) => (each.name ? nameKey(each.name) : null),
  };
  for (const { field, label, keyOf } of [byName, ...unique])
    refuseDuplicates(checked, keyOf, rows[0]?.headerOf(field) ?? label);
  for (const each of checked) if (Object.keys(each.errors).length > 0) each.input = null;
  return checked;
}

/** Marks a row whose key an earlier row of the file already has, under `column`. */
function refuseDuplicates<Input>(
  rows: readonly CheckedRow<Input>[],
  keyOf: (row: CheckedRow<Input>) => string | null,
  column: string,
): void {
  const first = new Map<string, number>();
  for (const each of rows) {
    const key = keyOf(each);
    if (key === null) continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, each.row);
    else each.errors[column] ??= `repeats row ${earlier}`;
  }
}
