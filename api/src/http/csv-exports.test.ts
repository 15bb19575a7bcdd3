import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { insertCustomer, manualInvoiceRequest, orderRequest } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { csvField } from './csv.ts';

/**
 * Issue 46: CSV exports left `-2+3+cmd|' /C calc'!A0` a formula (anything with a sign and a digit
 * passed). Every export is read back, and no text cell may start like a formula unless the whole
 * cell is a plain number or a phone number.
 */
const HOSTILE = {
  command: `-2+3+cmd|' /C calc'!A0`,
  phoneLike: '+254 700 1 =1',
  sum: '@SUM(1+1)',
  hyperlink: '=HYPERLINK("http://evil")',
  plus: '+cmd|calc',
  tab: '\t=1+1',
  cr: '\r=1+1',
};

/** What a spreadsheet would run: a formula start, unless the whole cell is a number or phone. */
const runsAsFormula = (cell: string) =>
  /^[=+\-@\t\r\n]/.test(cell) &&
  !/^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(cell) &&
  !/^\+\d{1,4}(?:[ -]?\d{1,4}){2,5}$/.test(cell);

describe('csvField', () => {
  it.each(Object.entries(HOSTILE))('neutralises %s with a leading apostrophe', (_, text) => {
    expect(csvField(text).replace(/^"/, '')).toMatch(/^'/);
  });

  it.each([
    ['-12.50', '-12.50'],
    ['-1,160.00', '"-1,160.00"'],
    ['+254 712 345 678', '+254 712 345 678'],
    ['+254712345678', '+254712345678'],
    ['0712 345 678', '0712 345 678'],
    ['Wanjiku Hardware', 'Wanjiku Hardware'],
  ])('leaves %s as it is', (text, written) => {
    expect(csvField(text)).toBe(written);
  });

  it('leaves numbers as numbers', () => {
    expect(csvField(-2)).toBe('-2');
  });
});

describeEachDatabase('every CSV export', (api) => {
  let token = '';
  let itemId = 0;

  beforeAll(async () => {
    ({ token } = await api().newUser('owner@duka.co.ke'));
    const call = async (method: string, path: string, body: unknown) => {
      const answer = await api().call(method, path, { token, body });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    };
    const supplier = await call('POST', '/api/v1/suppliers', {
      name: HOSTILE.sum,
      contact: HOSTILE.phoneLike,
      address: HOSTILE.hyperlink,
    });
    const customer = await call('POST', '/api/v1/customers', {
      name: HOSTILE.command,
      contact: HOSTILE.phoneLike,
      address: HOSTILE.plus,
    });
    // The API trims text, so tab- and CR-led values come from older data or other writers.
    await insertCustomer(api().db, {
      name: HOSTILE.tab,
      contact: '0700 000 000',
      address: HOSTILE.cr,
    });
    const item = await call('POST', '/api/v1/inventory', {
      name: HOSTILE.command,
      quantity: 50,
      unit_price: 116,
      cost_price: 80,
      supplier_id: supplier.id,
    });
    itemId = item.id;
    const line = { item: { id: item.id, name: item.name, unit_price_cents: 116_00 }, quantity: 1 };
    await call('POST', '/api/v1/orders', orderRequest(customer.id, [line]));
    const invoice = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customer.id, [line]),
    );
    await call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
      amount: 10,
      method: 'cheque',
      reference: HOSTILE.sum,
      note: HOSTILE.hyperlink,
    });
    const note = await call('POST', '/api/v1/goods-received', {
      supplier_id: supplier.id,
      supplier_invoice_number: HOSTILE.plus,
      note: HOSTILE.command,
      lines: [{ inventory_id: item.id, quantity: 2, unit_cost: 80 }],
    });
    // The month's purchases (VAT section F) and the bills' export list the supplier's bill: its
    // name and invoice number.
    await call('POST', '/api/v1/supplier-bills', {
      supplier_id: supplier.id,
      goods_received_ids: [note.id],
      supplier_invoice_number: HOSTILE.plus,
      due_on: '2099-01-31',
    });
  });

  it('writes no text cell a spreadsheet would run, in any export the API documents', async () => {
    const openapi = await api().app.request('/api/openapi.json');
    const document = (await openapi.json()) as { paths: Record<string, unknown> };
    const exports = Object.keys(document.paths).filter((path) => path.endsWith('.csv'));
    expect(exports.length).toBeGreaterThanOrEqual(10);
    expect(exports).toContain('/api/v1/supplier-bills/export.csv');
    const seen = new Set<string>();
    for (const template of exports) {
      const path = template.replace('{id}', String(itemId)).replace('{kind}', 'inventory');
      const response = await api().app.request(path, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status, path).toBe(200);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await response.arrayBuffer(),
      );
      const rows = readCsv(text.slice(1));
      expect(rows.length, `${path} has data rows`).toBeGreaterThan(1);
      for (const cell of rows.flat()) {
        expect(runsAsFormula(cell), `${path}: ${JSON.stringify(cell)}`).toBe(false);
        for (const hostile of Object.values(HOSTILE)) if (cell.includes(hostile)) seen.add(hostile);
      }
    }
    // The hostile values did reach the exports (neutralised), so the check above bit.
    expect([...seen].sort()).toEqual(Object.values(HOSTILE).sort());
  });
});
