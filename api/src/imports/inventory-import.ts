import type { InventoryInput } from '../inventory/inventory.repository.ts';
import { inventoryBody } from '../inventory/inventory.schema.ts';
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
import { readNumber, readTaxBand, readYesNo } from './spreadsheet-values.ts';

/** An item row as it will be written: the input, and which of its fields the file gave. */
export interface ItemRow {
  item: InventoryInput;
  /** The fields the file has a value for: an update changes only these. */
  given: ReadonlySet<string>;
}

const FIELDS = IMPORT_FIELDS.inventory;
const NUMBERS = ['unit_price', 'cost_price', 'quantity', 'reorder_level'];

/**
 * Each row of an inventory file checked against the Add Item form's own schema, its supplier
 * found by name, fractions allowed only for items sold in fractions, names and barcodes once in
 * the file, and matched to an existing item by barcode first, then by name.
 */
export function checkInventoryRows(
  rows: readonly RowCells[],
  delimiter: SpreadsheetTable['delimiter'],
  existing: ExistingRecords,
): CheckedRow<ItemRow>[] {
  const checkRow = (cells: RowCells): CheckedRow<ItemRow> => {
    const { values, headerOf } = cells;
    const errors = missingRequired(FIELDS, cells);
    const body: Record<string, unknown> = { quantity: 0, cost_price: 0, supplier_id: null };
    for (const [field, cell] of values) {
      if (NUMBERS.includes(field)) body[field] = readNumber(cell, delimiter);
      else if (field === 'sells_in_fractions') body[field] = readYesNo(cell);
      else if (field === 'tax_band') body[field] = readTaxBand(cell);
      else if (field === 'supplier') {
        const supplierId = existing.suppliersByName.get(nameKey(cell));
        if (supplierId === undefined)
          errors[headerOf('supplier')] = `no supplier named "${cell}": add or import it first`;
        else body.supplier_id = supplierId;
      } else body[field] = cell;
    }
    const columnOf = (field: string) => headerOf(field === 'supplier_id' ? 'supplier' : field);
    const output = throughSchema(inventoryBody, body, columnOf, errors);
    // Checked on the values as read, so a fraction is named even when another cell is refused.
    if (body.sells_in_fractions !== true)
      for (const field of ['quantity', 'reorder_level'])
        if (typeof body[field] === 'number' && !Number.isInteger(body[field]))
          errors[headerOf(field)] ??= 'must be whole units: the item does not sell in fractions';
    const name = values.get('name') ?? '';
    const barcode = output?.barcode ?? null;
    const matchId =
      (barcode === null ? undefined : existing.itemsByBarcode.get(barcode)) ??
      existing.byName.get(nameKey(name)) ??
      null;
    if (barcode !== null && matchId !== null) {
      const holder = existing.itemsByBarcode.get(barcode);
      if (holder !== undefined && holder !== matchId)
        errors[headerOf('barcode')] ??= 'is already on another item';
    }
    const given = new Set<string>(values.keys());
    if (given.has('supplier')) given.add('supplier_id');
    return {
      row: cells.row,
      name,
      input: Object.keys(errors).length === 0 && output ? { item: output, given } : null,
      matchId,
      errors,
    };
  };
  return checkEachRow(rows, checkRow, [
    { field: 'barcode', label: 'Barcode', keyOf: (each) => each.input?.item.barcode ?? null },
  ]);
}
