import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../testing/property-depth.ts';
import { readCsv, readSpreadsheet } from './spreadsheet-table.ts';
import { readNumber, readTaxBand, readYesNo } from './spreadsheet-values.ts';

/** A table as a real writer writes it: exceljs's CSV writer (fast-csv underneath). */
async function writtenByExcelJs(table: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  for (const row of table) sheet.addRow(row);
  return new Uint8Array(await workbook.csv.writeBuffer());
}

async function xlsxOf(table: (string | number | Date)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  for (const row of table) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

// Text a spreadsheet cell holds: letters of any script, digits, punctuation, the delimiters,
// quotes and line breaks, never only spaces (a writer may drop a blank cell's spaces).
const cellText = fc
  .string({
    unit: fc.constantFrom(...'aZ09 ,;"\'\n.-=+Wanjirũ₭/()'.split('')),
    minLength: 1,
    maxLength: 12,
  })
  .filter((text) => text.trim() === text && text !== '' && !/^[-+=.0-9]/.test(text));

describe('reading a spreadsheet', () => {
  it('reads back any table a real CSV writer wrote', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }).chain((width) =>
          fc.array(fc.array(cellText, { minLength: width, maxLength: width }), {
            minLength: 2,
            maxLength: 8,
          }),
        ),
        async (table) => {
          const read = await readSpreadsheet(await writtenByExcelJs(table));
          expect([read.headers, ...read.rows]).toEqual(table);
        },
      ),
      propertyParameters(60),
    );
  });

  it('reads a byte-order mark, semicolons, quotes, CRLF and blank lines as Excel writes them', () => {
    const table = readCsv(
      '\uFEFFName;Price;Note\r\n"Nails; 2""";"1.234,50";"two\r\nlines"\r\n;;\r\nSand;12,5;\r\n',
    );
    expect(table.delimiter).toBe(';');
    expect(table.headers).toEqual(['Name', 'Price', 'Note']);
    expect(table.rows).toEqual([
      ['Nails; 2"', '1.234,50', 'two\r\nlines'],
      ['', '', ''],
      ['Sand', '12,5', ''],
    ]);
    expect(readNumber('1.234,50', ';')).toBe(1234.5);
    expect(readNumber('12,5', ';')).toBe(12.5);
  });

  it('reads numbers, yes and no, and tax bands the way shops type them', () => {
    expect(readNumber('1,234.50', ',')).toBe(1234.5);
    expect(readNumber('KSh 1,234.50', ',')).toBe(1234.5);
    expect(readNumber('Ksh1,250/=', ',')).toBe(1250);
    expect(readNumber('(250.00)', ',')).toBe(-250);
    expect(readNumber(' 40 ', ',')).toBe(40);
    expect(readNumber('12 kg', ',')).toBe('12 kg');
    expect(readNumber('1,23', ',')).toBe('1,23');
    expect(readYesNo('Y')).toBe(true);
    expect(readYesNo('no')).toBe(false);
    expect(readYesNo('maybe')).toBe('maybe');
    expect(readTaxBand('VAT (16%)')).toBe('B');
    expect(readTaxBand('Exempt')).toBe('A');
    expect(readTaxBand('Zero rated')).toBe('C');
    expect(readTaxBand('e')).toBe('E');
    expect(readTaxBand('20%')).toBe('20%');
  });

  it('reads the first sheet of an .xlsx workbook as its CSV would read', async () => {
    const table = await readSpreadsheet(
      await xlsxOf([
        ['Name', 'Price', 'Counted'],
        ['Cement', 1250.5, new Date(Date.UTC(2026, 11, 1))],
        [],
        ['Sand', 12, 'yes'],
      ]),
    );
    expect(table.delimiter).toBe('xlsx');
    expect(table.headers).toEqual(['Name', 'Price', 'Counted']);
    expect(table.rows).toEqual([
      ['Cement', '1250.5', '2026-12-01'],
      ['', '', ''],
      ['Sand', '12', 'yes'],
    ]);
  });

  it('refuses a file that is not UTF-8, empty or without a header', async () => {
    await expect(readSpreadsheet(new Uint8Array([0x4e, 0x61, 0xe9, 0x0a]))).rejects.toThrow(
      /not UTF-8/,
    );
    await expect(readSpreadsheet(new Uint8Array())).rejects.toThrow(/empty/);
    await expect(readSpreadsheet(new TextEncoder().encode(',,\r\na,b,c'))).rejects.toThrow(
      /no header row/,
    );
  });
});
