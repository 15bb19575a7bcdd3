import type { Context } from 'hono';
import { type Cursor, inBatches } from '../db/keyset.ts';
import { log } from '../log.ts';

/**
 * CSV downloads (RFC 4180) streamed from keyset batches: UTF-8 with a byte-order mark, which
 * Excel needs to read "Wanjirũ" as UTF-8 rather than as its local code page, CRLF line ends and
 * a header row. Each batch is read from the database only when the client has taken the one
 * before (the stream's `pull`), so a slow download never piles a table up in memory.
 */

export type CsvCell = string | number | null;

/** Rows read per query while exporting: big enough to amortise a query, small in memory. */
export const CSV_BATCH_ROWS = 1_000;

/**
 * Every row of a list, in its keyset order, as CSV rows a batch of CSV_BATCH_ROWS at a time:
 * `readPage` reads the list after a cursor on `keyOf` (the list's sort key), `toCells` makes a
 * row's cells. Each batch is read only when the download asks for it (`csvDownload`).
 */
export async function* csvRowsInBatches<Row extends { id: number }>(
  readPage: (cursor: Cursor | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => string | number,
  toCells: (row: Row) => CsvCell[],
): AsyncGenerator<CsvCell[][]> {
  for await (const batch of inBatches(readPage, keyOf, CSV_BATCH_ROWS)) {
    yield batch.map((row) => toCells(row));
  }
}

const BOM = '\uFEFF';

// CSV injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula
// (`-2+3+cmd|' /C calc'!A0` starts a program), and tab or CR lead to one in some importers. A
// leading apostrophe makes such a cell text. Only two kinds of text may keep their sign, since
// the apostrophe would show on them: a plain number (`-12.50`, `-1,160.00`) and a phone number
// (`+254 712 345 678`). Anything else that starts like a formula is neutralised, whatever
// follows the sign.
const FORMULA_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
const PHONE_NUMBER = /^\+\d{1,4}(?:[ -]?\d{1,4}){2,5}$/;

/** True when a text cell would be read as a formula by a spreadsheet. */
export const startsLikeFormula = (text: string): boolean =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) && !PHONE_NUMBER.test(text);

/** One field: quoted when it holds a comma, quote or line break, quotes doubled (RFC 4180). */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && startsLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]): string =>
  `${cells.map(csvField).join(',')}\r\n`;

/**
 * The download: `name-YYYY-MM-DD.csv` (today where the business is), the header, then every
 * row of every batch. The status and headers are sent before the first batch is read, so a
 * database failure half-way ends the download early (logged) rather than with an error page.
 */
export function csvDownload(
  c: Context,
  file: { name: string; day: string },
  header: readonly string[],
  batches: AsyncIterable<readonly CsvCell[][]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvLine(header)));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
      } catch (error) {
        log.error({ err: error, file: file.name }, 'CSV export failed part-way');
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.name}-${file.day}.csv"`,
    'Cache-Control': 'no-store',
  });
}
