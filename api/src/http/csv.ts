import type { Context } from 'hono';
import { log } from './log.ts';

/**
 * CSV downloads (RFC 4180) streamed from keyset batches: UTF-8 with a byte-order mark, which
 * Excel needs to read "Wanjirũ" as UTF-8 rather than as its local code page, CRLF line ends and
 * a header row. Each batch is read from the database only when the client has taken the one
 * before (the stream's `pull`), so a slow download never piles a table up in memory.
 */

export type CsvCell = string | number | null;

/** Rows read per query while exporting: big enough to amortise a query, small in memory. */
export const CSV_BATCH_ROWS = 1_000;

const BOM = '\uFEFF';

// A cell starting like a formula (`=`, `@`, `+cmd`, `-cmd`) would be run by a spreadsheet
// (CSV injection); a leading apostrophe makes it text. Phone numbers (`+254 7…`) and negative
// numbers start with a digit after the sign and are left alone.
const FORMULA_START = /^(?:[=@\t\r]|[+-][^\d\s.])/;

/** One field: quoted when it holds a comma, quote or line break, quotes doubled (RFC 4180). */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
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
