import ExcelJS from 'exceljs';
import { badRequest } from '../http/api-error.ts';

/**
 * A spreadsheet as an import reads it: the header row and every row under it as text, whatever
 * the file was (a CSV saved by Excel, Google Sheets or another shop tool, or an .xlsx workbook).
 * `delimiter` tells the value readers (spreadsheet-values.ts) whether a comma in a number can be
 * a decimal comma: Excel writes `;`-separated CSV exactly where the comma is the decimal mark.
 */
export interface SpreadsheetTable {
  headers: string[];
  rows: string[][];
  delimiter: ',' | ';' | 'xlsx';
}

/** More rows than any shop's item list; past it the file is refused before anything is read. */
export const MAX_IMPORT_ROWS = 20_000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, i) => bytes[i] === byte);

/** The table in `bytes`: an .xlsx workbook (its first sheet) or UTF-8 CSV, told by their bytes. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<SpreadsheetTable> {
  if (bytes.length === 0) throw badRequest('The file is empty');
  const table = isZip(bytes) ? await readWorkbook(bytes) : readCsv(decodeUtf8(bytes));
  if (table.headers.every((header) => header === ''))
    throw badRequest('The file has no header row: its first row must name the columns');
  if (table.rows.length > MAX_IMPORT_ROWS)
    throw badRequest(
      `The file has ${table.rows.length.toLocaleString('en')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en')} at a time`,
    );
  return table;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    // `fatal` so a file saved in Excel's local code page is refused rather than read garbled;
    // the decoder drops a byte-order mark by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(
      'The file is not UTF-8 text: in Excel choose "CSV UTF-8 (Comma delimited)", or upload the .xlsx',
    );
  }
}

/** Rows that hold nothing but blanks (Excel keeps formatted empty rows) are left out. */
const hasContent = (row: readonly string[]) => row.some((cell) => cell.trim() !== '');

/**
 * RFC 4180 CSV, as Excel and every export writes it: quoted fields with doubled quotes and line
 * breaks inside, CRLF or LF, comma or semicolon (whichever the header row holds more of, outside
 * quotes). Each row keeps its line number in the file through `rows`' order: blank rows are
 * kept as empty arrays here and dropped with their number by the caller.
 */
export function readCsv(text: string): SpreadsheetTable {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = detectDelimiter(source);
  const records: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    records.push(row);
    row = [];
  };
  while (i < source.length) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) endField();
    else if (char === '\r' && source[i + 1] === '\n') {
      endRow();
      i++;
    } else if (char === '\n' || char === '\r') endRow();
    else field += char;
    i++;
  }
  if (field !== '' || row.length > 0) endRow();
  const [headers = [], ...rows] = records;
  return { headers: headers.map((header) => header.trim()), rows, delimiter };
}

/**
 * Comma or semicolon: the one that splits the first lines (outside quotes) into the same number
 * of fields, more than one; a comma when both or neither do (a one-column file).
 */
function detectDelimiter(text: string): ',' | ';' {
  const counts = { ',': [0], ';': [0] };
  const SAMPLE_LINES = 20;
  let quoted = false;
  let i = 0;
  for (; i < text.length && counts[','].length <= SAMPLE_LINES; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n') {
      counts[','].push(0);
      counts[';'].push(0);
    } else if (char === ',' || char === ';') counts[char][counts[char].length - 1]!++;
  }
  // The line the sample stopped in, or the empty one after a final line break, is no evidence.
  const lastIsPartial = i < text.length || /\n\s*$/.test(text);
  const consistent = (lines: number[]) => {
    const full = lastIsPartial && lines.length > 1 ? lines.slice(0, -1) : lines;
    return full[0]! > 0 && full.every((count) => count === full[0]);
  };
  return consistent(counts[';']) && !consistent(counts[',']) ? ';' : ',';
}

/** A cell of a workbook as the text a CSV of it would hold (dates as YYYY-MM-DD). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readWorkbook(bytes: Uint8Array): Promise<SpreadsheetTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types want a Node Buffer of its own @types/node.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('The file is not a readable .xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheet');
  const width = sheet.columnCount;
  const records: string[][] = [];
  // Row by row from the first, blank rows included, so a row's number is the sheet's.
  for (let number = 1; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
    records.push(cells);
  }
  const [headers = [], ...rows] = records;
  return { headers: headers.map((header) => header.trim()), rows, delimiter: 'xlsx' };
}

/** The rows with content, each with its number as the spreadsheet shows it (header is row 1). */
export const numberedRows = (table: SpreadsheetTable) =>
  table.rows
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => hasContent(cells));
