import { money } from '../http/validation.ts';
import { formatKsh } from '../money.ts';
import type { CustomerInput } from '../parties/party.repository.ts';
import { customerBody, supplierBody } from '../parties/party.schema.ts';
import { MAX_DOCUMENT_CENTS } from '../sales/sales-document.ts';
import { IMPORT_FIELDS } from './import-columns.ts';
import {
  type CheckedRow,
  checkEachRow,
  missingRequired,
  nameKey,
  type RowCells,
  throughSchema,
} from './import-rows.ts';
import type { ExistingRecords } from './imports.repository.ts';
import type { SpreadsheetTable } from './spreadsheet-table.ts';
import { readNumber } from './spreadsheet-values.ts';

/** A customer or supplier row as it will be written. */
export interface PartyRow {
  party: CustomerInput;
  given: ReadonlySet<string>;
  /** What they owe (a customer) or are owed (a supplier) on the import date, in cents. */
  openingCents: number;
}

// The form's schema, and what they owe as a KSh amount (≥ 0, at most two decimals).
const openingBalance = money
  .refine((cents) => cents <= MAX_DOCUMENT_CENTS, {
    message: `must not be more than ${formatKsh(MAX_DOCUMENT_CENTS)}`,
  })
  .default(0);
const SCHEMAS = {
  customers: customerBody.extend({ opening_balance: openingBalance }),
  suppliers: supplierBody.extend({ opening_balance: openingBalance }),
};

/**
 * Each row of a customers or suppliers file checked against the Add Customer or Add Supplier
 * form's own schema, each name once in the file, and matched to an existing record by name.
 */
export function checkPartyRows(
  kind: 'customers' | 'suppliers',
  rows: readonly RowCells[],
  delimiter: SpreadsheetTable['delimiter'],
  existing: ExistingRecords,
): CheckedRow<PartyRow>[] {
  const fields = IMPORT_FIELDS[kind];
  const schema = SCHEMAS[kind];
  const checkRow = (cells: RowCells): CheckedRow<PartyRow> => {
    const errors = missingRequired(fields, cells);
    // A blank contact is refused in the form's words ("must not be blank"), not as missing text.
    const body: Record<string, unknown> = { contact: '', ...Object.fromEntries(cells.values) };
    const opening = cells.values.get('opening_balance');
    if (opening !== undefined) body.opening_balance = readNumber(opening, delimiter);
    const output = throughSchema(schema, body, cells.headerOf, errors);
    const name = cells.values.get('name') ?? '';
    const matchId = existing.byName.get(nameKey(name)) ?? null;
    // One opening balance a record: a second would count the same debt twice.
    const heldOpening = matchId === null ? undefined : existing.openingBalances.get(matchId);
    if (heldOpening && output && output.opening_balance > 0)
      errors[cells.headerOf('opening_balance')] ??=
        `"${name}" has opening balance ${heldOpening} already: record a payment on it instead`;
    let input: PartyRow | null = null;
    if (output && Object.keys(errors).length === 0) {
      const { opening_balance: openingCents, ...party } = output;
      input = { party, given: new Set(cells.values.keys()), openingCents };
    }
    return { row: cells.row, name, input, matchId, errors };
  };
  return checkEachRow(rows, checkRow);
}
