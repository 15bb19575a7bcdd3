import { z } from 'zod';
import { booleanFlag } from '../http/validation.ts';
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportKind } from './import-columns.ts';

export const importKindParam = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'must be inventory, customers or suppliers' }),
});

const COLUMNS_RULE =
  'must be a JSON array naming, for each column of the file in order, the field it feeds or null';

/**
 * `?dry_run=&on_match=&columns=`: `columns` overrides the header matching (the Import screen's
 * edited match), a JSON array with a field name or null for each column of the file.
 */
export const importQuery = z
  .object({
    dry_run: booleanFlag,
    on_match: z.enum(['update', 'skip'], { error: 'must be update or skip' }).optional(),
    columns: z.string().optional(),
  })
  .transform(({ columns, ...rest }, ctx) => {
    if (columns === undefined) return { ...rest, columns: undefined };
    try {
      const parsed: unknown = JSON.parse(columns);
      if (
        Array.isArray(parsed) &&
        parsed.every((each) => each === null || typeof each === 'string')
      )
        return { ...rest, columns: parsed as (string | null)[] };
    } catch {}
    ctx.addIssue({ code: 'custom', path: ['columns'], message: COLUMNS_RULE });
    return z.NEVER;
  });

export type ImportOptions = Omit<z.output<typeof importQuery>, 'dry_run'>;

/** The fields of `kind` a `columns` override may name, each at most once. */
export function columnsProblem(
  kind: ImportKind,
  columns: readonly (string | null)[],
): string | null {
  const known = new Set(IMPORT_FIELDS[kind].map((each) => each.field));
  const seen = new Set<string>();
  for (const field of columns) {
    if (field === null || field === '') continue;
    if (!known.has(field)) return `names no field of ${kind}: ${field}`;
    if (seen.has(field)) return `names ${field} twice`;
    seen.add(field);
  }
  return null;
}

const ImportedRowSchema = z.object({
  row: z
    .number()
    .int()
    .meta({ description: "The row's number in the spreadsheet (the header is row 1)" }),
  status: z.enum(['ok', 'error']),
  name: z.string(),
  action: z.enum(['create', 'update', 'skip']).optional().meta({
    description:
      'What importing the row does: add a record, change the one it matches, or leave it',
  }),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Why the row cannot be imported, by the file's column header" }),
});
export type ImportedRow = z.output<typeof ImportedRowSchema>;

export const ImportAnswer = z
  .object({
    valid: z.number().int(),
    invalid: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    fields: z
      .array(z.object({ field: z.string(), label: z.string(), required: z.boolean() }))
      .meta({ description: 'What this kind of import reads, for a screen to offer as the match' }),
    columns: z
      .array(z.object({ header: z.string(), field: z.string().nullable() }))
      .meta({ description: 'Each column of the file and the field it feeds (null: none)' }),
    rows: z.array(ImportedRowSchema),
  })
  .meta({ id: 'ImportAnswer' });
export type ImportAnswer = z.output<typeof ImportAnswer>;
