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
 * refusal is put under the column it came from (`columnOf` maps the schema's field to it).
 */
export function throughSchema<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, unknown>,
  columnOf: (field: string) => string,
): { output: z.output<Schema> | null; errors: RowErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { output: parsed.data, errors: {} };
  const errors: RowErrors = {};
  for (const issue of parsed.error.issues) {
    const column = columnOf(String(issue.path[0] ?? 'row'));
    errors[column] ??= issue.message;
  }
  return { output: null, errors };
}

/** Normalised for matching names: case and runs of spaces do not make two records. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Marks a row whose key (a name, a barcode) an earlier row of the same file already has: the
 * file would make two records of one, so the later row is refused, naming the earlier.
 */
export function refuseDuplicates<Input>(
  rows: readonly CheckedRow<Input>[],
  keyOf: (row: CheckedRow<Input>) => string | null,
  column: (row: CheckedRow<Input>) => string,
): void {
  const first = new Map<string, number>();
  for (const each of rows) {
    const key = keyOf(each);
    if (key === null) continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, each.row);
    else each.errors[column(each)] ??= `repeats row ${earlier}`;
  }
}
