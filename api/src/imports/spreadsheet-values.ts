import type { TaxBand } from '../money.ts';
import type { SpreadsheetTable } from './spreadsheet-table.ts';

/**
 * A spreadsheet's cells as the values the API's own schemas take, read the way people type them
 * in Excel: `1,234.50`, `KSh 1,234.50`, `(250.00)` for a negative, `1.234,50` in a `;` file
 * (Excel writes `;` exactly where the comma is the decimal mark), `Yes`/`Y`/`TRUE`/`1` for a
 * yes. A cell that cannot be read is passed on as it is, so the schema refuses it with its own
 * words ("must be a number") rather than the import guessing.
 */

const CURRENCY = /^(?:ksh\.?|kes|sh\.?|\/=)\s*|\s*(?:ksh\.?|kes|\/=|\/-)$/gi;
const THOUSANDS_DOT_DECIMAL_COMMA = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^\d+,\d+$/;
const DOT_DECIMAL = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/;

/** A number typed in a cell, or the cell's text when it is not one (left to the schema). */
export function readNumber(
  cell: string,
  delimiter: SpreadsheetTable['delimiter'],
): number | string {
  let text = cell
    .trim()
    .replace(CURRENCY, '')
    .replaceAll(/[\s\u00a0']/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  let plain: string | null = null;
  if (delimiter === ';' && THOUSANDS_DOT_DECIMAL_COMMA.test(text))
    plain = text.replaceAll('.', '').replace(',', '.');
  else if (DOT_DECIMAL.test(text)) plain = text.replaceAll(',', '');
  if (plain === null) return cell.trim();
  const value = Number(plain);
  return negative ? -value : value;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'ndiyo']);
const NO = new Set(['no', 'n', 'false', '0', 'hapana']);

/** Yes or no as typed (Loyverse writes Y and N); the text itself when it is neither. */
export function readYesNo(cell: string): boolean | string {
  const text = cell.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return cell.trim();
}

/**
 * KRA's tax band (money.ts TAX_BANDS) from what a spreadsheet says about tax: the letter itself,
 * or the rate or words other tools export (Zoho's `VAT 16%`, Loyverse's `VAT (16%)`, `Exempt`,
 * `Zero rated`). Anything else is passed on for the schema to refuse.
 */
export function readTaxBand(cell: string): TaxBand | string {
  const text = cell.trim().toLowerCase();
  if (/^[a-e]$/.test(text)) return text.toUpperCase() as TaxBand;
  if (/exempt/.test(text)) return 'A';
  if (/zero|^0(?:\.0+)?\s*%$|\b0\s*%/.test(text)) return 'C';
  if (/non[- ]?vat|^none$|no vat/.test(text)) return 'D';
  if (/\b16\s*%|^16$|standard/.test(text)) return 'B';
  if (/\b8\s*%|^8$/.test(text)) return 'E';
  return cell.trim();
}
