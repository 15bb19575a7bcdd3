import { createHash } from 'node:crypto';
import type { Actor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { ApiError, badField } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import type { Idempotency, IdempotentRequest } from '../idempotency/idempotency.service.ts';
import { IMPORT_FIELDS, type ImportKind, matchColumns } from './import-columns.ts';
import { type CheckedRow, cellsByField } from './import-rows.ts';
import { importsRepository } from './imports.repository.ts';
import {
  columnsProblem,
  type ImportAnswer,
  type ImportedRow,
  type ImportOptions,
} from './imports.schema.ts';
import { checkInventoryRows } from './inventory-import.ts';
import { checkPartyRows } from './party-import.ts';
import { numberedRows, readSpreadsheet } from './spreadsheet-table.ts';
import { writeImport } from './write-import.ts';

const RECORD_WORDS: Record<ImportKind, string> = {
  inventory: 'inventory',
  customers: 'customers',
  suppliers: 'suppliers',
};

/** Reads the file, matches its columns and checks every row; nothing is written. */
async function checkFile(db: Db, kind: ImportKind, bytes: Uint8Array, options: ImportOptions) {
  const table = await readSpreadsheet(bytes);
  const fields = IMPORT_FIELDS[kind];
  let columns = matchColumns(kind, table.headers);
  if (options.columns) {
    if (options.columns.length !== table.headers.length)
      throw badField(
        'columns',
        `must name a field (or none) for each of the file's ${table.headers.length} columns`,
      );
    const problem = columnsProblem(kind, options.columns);
    if (problem) throw badField('columns', problem);
    columns = options.columns.map((field) => field || null);
  }
  const cells = cellsByField(fields, table.headers, columns, numberedRows(table));
  const existing = await importsRepository(db).existing(kind);
  const checked: CheckedRow<unknown>[] =
    kind === 'inventory'
      ? checkInventoryRows(cells, table.delimiter, existing)
      : checkPartyRows(kind, cells, table.delimiter, existing);
  // A row naming a record the shop has is an update only when asked; else it is reported.
  for (const each of checked) {
    if (each.matchId === null || options.on_match) continue;
    const column = cells[0]?.headerOf('name') ?? 'Name';
    each.errors[column] ??=
      `"${each.name}" is already in ${RECORD_WORDS[kind]}: choose to update or skip existing records`;
    each.input = null;
  }
  return { table, columns, checked };
}

const actionOf = (each: CheckedRow<unknown>, options: ImportOptions): ImportedRow['action'] =>
  each.matchId === null ? 'create' : options.on_match === 'update' ? 'update' : 'skip';

function answerOf(
  kind: ImportKind,
  checked: readonly CheckedRow<unknown>[],
  table: { headers: string[] },
  columns: readonly (string | null)[],
  options: ImportOptions,
): ImportAnswer {
  const rows = checked.map((each): ImportedRow => {
    const bad = Object.keys(each.errors).length > 0;
    return bad
      ? { row: each.row, status: 'error', name: each.name, errors: each.errors }
      : { row: each.row, status: 'ok', name: each.name, action: actionOf(each, options) };
  });
  const count = (action: ImportedRow['action']) =>
    rows.filter((row) => row.status === 'ok' && row.action === action).length;
  const invalid = rows.filter((row) => row.status === 'error').length;
  return {
    valid: rows.length - invalid,
    invalid,
    created: count('create'),
    updated: count('update'),
    skipped: count('skip'),
    fields: IMPORT_FIELDS[kind].map(({ field, label, required }) => ({ field, label, required })),
    columns: table.headers.map((header, index) => ({ header, field: columns[index] ?? null })),
    rows,
  };
}

/**
 * Issue 53: a shop's items, customers or suppliers from its spreadsheet. A dry run answers what
 * each row would do (or why it cannot); an import writes the whole file in one transaction or
 * nothing (422 listing the bad rows), once per Idempotency-Key.
 */
export function importsService(db: Db, clock: Clock, timeZone: string, idempotent: Idempotency) {
  return {
    async dryRun(kind: ImportKind, bytes: Uint8Array, options: ImportOptions) {
      const { table, columns, checked } = await checkFile(db, kind, bytes, options);
      return answerOf(kind, checked, table, columns, options);
    },

    async import(
      kind: ImportKind,
      bytes: Uint8Array,
      options: ImportOptions,
      request: Omit<IdempotentRequest, 'payload'>,
      actor: Actor,
    ): Promise<{ answer: ImportAnswer; replayed: boolean }> {
      const payload = {
        kind,
        on_match: options.on_match ?? null,
        columns: options.columns ?? null,
        file: createHash('sha256').update(bytes).digest('hex'),
      };
      const result = await idempotent.run({ ...request, payload }, async (trx) => {
        // Checked inside the transaction that writes, so what it matched cannot change under it.
        const { table, columns, checked } = await checkFile(trx, kind, bytes, options);
        const answer = answerOf(kind, checked, table, columns, options);
        if (answer.invalid > 0) throw refusal(answer);
        await writeImport(trx, kind, checked, options, actor, clock(), timeZone, answer);
        return { status: 200 as const, body: answer };
      });
      return { answer: result.body, replayed: result.replayed };
    },
  };
}

/** Nothing imported: a 422 naming each bad row's columns (`3.Unit price`: why). */
function refusal(answer: ImportAnswer): ApiError {
  const fields: Record<string, string> = {};
  const bad = answer.rows.filter((row) => row.status === 'error');
  for (const row of bad)
    for (const [column, why] of Object.entries(row.errors ?? {}))
      fields[`${row.row}.${column}`] = why;
  const rows = bad
    .slice(0, 5)
    .map((row) => row.row)
    .join(', ');
  return new ApiError(
    422,
    `Nothing was imported: ${bad.length} row${bad.length === 1 ? '' : 's'} cannot be (row${bad.length === 1 ? '' : 's'} ${rows}${bad.length > 5 ? '…' : ''}). Fix ${bad.length === 1 ? 'it' : 'them'} and import the file again.`,
    {},
    fields,
  );
}

export type ImportsService = ReturnType<typeof importsService>;
