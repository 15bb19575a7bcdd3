import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxBand } from '../money.ts';
import { readCsv } from '../test/csv-reader.ts';
import {
  insertCustomer,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { salesTotals } from './sales-totals.ts';

/**
 * The reports of issue 49 over one shop's November 2026 (Nairobi time, UTC+3), every figure
 * worked by hand from the rules (money.ts): shelf prices include their band's VAT, a document's
 * net is rounded once per band and shared over its lines by largest remainder, a credit takes
 * its part of the invoice line's figures, cost is the weighted average at the time of sale.
 *
 * Items, made on 31 October (shelf price incl. VAT / cost, stock):
 *   cement (B, 16 %) 780.00 / 600.00, 100 · nails (B) 250.00 / 180.00 a kg, 40 kg ·
 *   maize flour (A, exempt) 200.00 / 150.00, 50 · export bags (C, zero-rated) 1,000.00 /
 *   700.00, 20 · newspapers (D, non-VAT) 50.00 / 40.00, 100 · LPG refill (E, 8 %) 2,160.00 /
 *   1,800.00, 10.
 *
 * - 31 Oct 23:30: an order, walk-in, 1 cement: 672.41 net, October's.
 * - S1, 1 Nov 00:30 (21:30 UTC on 31 Oct): an order, Juma (PIN), 2 cement + 2.5 kg nails:
 *   band B 2,185.00 → 1,883.62 net, 301.38 VAT; shared 1,344.83 + 538.79 net, 215.17 + 86.21
 *   VAT; cost 1,200.00 + 450.00. Invoiced on 20 Nov (the same sale).
 * - S2, 5 Nov: an order, walk-in, 3 flour (600.00) + 1 export bag (1,000.00) + 4 newspapers
 *   (200.00) + 1 LPG (2,160.00 → 2,000.00 net, 160.00 VAT); cost 450 + 700 + 160 + 1,800.
 * - 10 Nov: a delivery of 100 cement at 660.00: average (97 × 600 + 100 × 660) ÷ 197 = 630.46.
 * - S3, 12 Nov: a manual invoice, Juma, 4 cement: 3,120.00 → 2,689.66 net, 430.34 VAT, cost
 *   4 × 630.46 = 2,521.84.
 * - 15 Nov: an order of 5 cement, cancelled; a manual invoice of 2 flour, voided.
 * - 20 Nov: LPG's shelf price goes to 2,268.00.
 * - 25 Nov: a credit note on S3 for 1 cement, back in stock: 780 of 3,120 of the line →
 *   672.42 net, 107.58 VAT, 630.46 cost, negative.
 * - 2 Dec: a credit note on S1's invoice for 0.5 kg nails: December's.
 */
describeEachDatabase('reports', (api) => {
  let token: string;
  let offset = 0;
  let email: string;
  let password: string;
  const ids: Record<string, number> = {};
  const numbers: Record<string, string> = {};

  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await api().call(method, path, { token, body });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };
  const get = async (path: string) => (await api().call('GET', path, { token })).body;

  /** Moves the API's clock to `iso` (it runs on from there) and signs in again. */
  async function at(iso: string) {
    const target = new Date(iso).getTime() - (Date.now() + offset);
    api().advanceClock(target);
    offset += target;
    if (email) token = (await call('POST', '/api/login', { email, password })).token;
  }

  type Item = { id: number; name: string; unit_price_cents: number; tax_band: TaxBand };
  const item = async (
    name: string,
    fields: { unit_price: number; tax_band: TaxBand } & Record<string, unknown>,
  ): Promise<Item> => {
    const made = await call('POST', '/api/v1/inventory', { name, supplier_id: null, ...fields });
    ids[name] = made.id;
    return {
      id: made.id,
      name,
      unit_price_cents: fields.unit_price * 100,
      tax_band: fields.tax_band,
    };
  };
  const order = (customerId: number, lines: [Item, number][]) =>
    call(
      'POST',
      '/api/v1/orders',
      orderRequest(
        customerId,
        lines.map(([line, quantity]) => ({ item: line, quantity })),
        { paymentMethod: 'cash' },
      ),
    );
  const manualInvoice = (customerId: number, line: Item, quantity: number) =>
    call('POST', '/api/v1/invoices', manualInvoiceRequest(customerId, [{ item: line, quantity }]));

  beforeAll(async () => {
    await at('2026-10-31T10:00:00+03:00');
    const user = await api().newUser();
    ({ email, password, token } = user);
    const juma = await insertCustomer(api().db, { name: 'Juma Hardware' });
    await api()
      .db.updateTable('customers')
      .set({ kra_pin: 'P051234567X' })
      .where('id', '=', juma.id)
      .execute();
    const walkIn = await insertCustomer(api().db, { name: 'Walk-in customer' });
    Object.assign(ids, { juma: juma.id, walkIn: walkIn.id });
    const cement = await item('Cement 50kg', {
      quantity: 100,
      unit_price: 780,
      cost_price: 600,
      tax_band: 'B',
    });
    const nails = await item('Wire nails', {
      quantity: 40,
      unit_price: 250,
      cost_price: 180,
      unit: 'kg',
      sells_in_fractions: true,
      tax_band: 'B',
    });
    const flour = await item('Maize flour 2kg', {
      quantity: 50,
      unit_price: 200,
      cost_price: 150,
      tax_band: 'A',
    });
    const bags = await item('Export bags', {
      quantity: 20,
      unit_price: 1000,
      cost_price: 700,
      tax_band: 'C',
    });
    const news = await item('Newspaper', {
      quantity: 100,
      unit_price: 50,
      cost_price: 40,
      tax_band: 'D',
    });
    const lpg = await item('LPG refill 13kg', {
      quantity: 10,
      unit_price: 2160,
      cost_price: 1800,
      tax_band: 'E',
    });

    await at('2026-10-31T23:30:00+03:00');
    await order(walkIn.id, [[cement, 1]]);
    await at('2026-11-01T00:30:00+03:00');
    const s1 = await order(juma.id, [
      [cement, 2],
      [nails, 2.5],
    ]);
    await at('2026-11-05T10:00:00+03:00');
    await order(walkIn.id, [
      [flour, 3],
      [bags, 1],
      [news, 4],
      [lpg, 1],
    ]);
    await at('2026-11-10T10:00:00+03:00');
    const supplierId = await insertSupplier(api().db);
    await call('POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      lines: [{ inventory_id: cement.id, quantity: 100, unit_cost: 660 }],
    });
    await at('2026-11-12T10:00:00+03:00');
    const s3 = await manualInvoice(juma.id, cement, 4);
    Object.assign(numbers, { s3: s3.invoice_number });
    ids.s3 = s3.id;
    await at('2026-11-15T10:00:00+03:00');
    const cancelled = await order(walkIn.id, [[cement, 5]]);
    await call('POST', `/api/v1/orders/${cancelled.id}/cancellation`, { reason: 'Changed mind' });
    const voided = await manualInvoice(walkIn.id, flour, 2);
    await call('DELETE', `/api/v1/invoices/${voided.id}?reason=Typed%20twice`);
    await at('2026-11-20T10:00:00+03:00');
    const s1Invoice = await call('POST', `/api/v1/orders/${s1.id}/generate-invoice`);
    Object.assign(numbers, { s1: s1Invoice.invoice_number });
    await call('POST', `/api/v1/inventory/${lpg.id}/price-history`, {
      new_unit_price: 2268,
      new_cost_price: 1800,
      change_reason: 'Supplier price rise',
    });
    await at('2026-11-25T10:00:00+03:00');
    const cn = await call('POST', `/api/v1/invoices/${s3.id}/credit-notes`, {
      reason: 'One bag came back',
      lines: [{ invoice_item_id: s3.items[0].id, quantity: 1 }],
      return_to_stock: true,
    });
    Object.assign(numbers, { cn: cn.credit_note_number });
    await at('2026-12-02T10:00:00+03:00');
    const nailsLine = s1Invoice.items.find(
      (line: { description: string }) => line.description === 'Wire nails',
    );
    await call('POST', `/api/v1/invoices/${s1Invoice.id}/credit-notes`, {
      reason: 'Half a kilo too many',
      lines: [{ invoice_item_id: nailsLine.id, quantity: 0.5 }],
      return_to_stock: true,
    });
  });

  describe('GET /api/v1/reports/vat', () => {
    it("lists every band of November's sales and credit notes, and the net VAT", async () => {
      expect(await get('/api/v1/reports/vat?month=2026-11')).toEqual({
        month: '2026-11',
        bands: [
          {
            band: 'A',
            rate: 0,
            sales_taxable: 600,
            sales_vat: 0,
            credited_taxable: 0,
            credited_vat: 0,
          },
          {
            band: 'B',
            rate: 0.16,
            sales_taxable: 4573.28,
            sales_vat: 731.72,
            credited_taxable: 672.42,
            credited_vat: 107.58,
          },
          {
            band: 'C',
            rate: 0,
            sales_taxable: 1000,
            sales_vat: 0,
            credited_taxable: 0,
            credited_vat: 0,
          },
          {
            band: 'D',
            rate: 0,
            sales_taxable: 200,
            sales_vat: 0,
            credited_taxable: 0,
            credited_vat: 0,
          },
          {
            band: 'E',
            rate: 0.08,
            sales_taxable: 2000,
            sales_vat: 160,
            credited_taxable: 0,
            credited_vat: 0,
          },
        ],
        // 731.72 + 160.00 − 107.58
        output_vat: 784.14,
        // No supplier's bill in the month: nothing to deduct.
        purchases: [],
        input_vat: 0,
        net_vat: 784.14,
      });
    });

    it('puts the sale at 00:30 on the 1st in November and the one at 23:30 the night before in October', async () => {
      const october = await get('/api/v1/reports/vat?month=2026-10');
      expect(october.bands[1]).toMatchObject({
        band: 'B',
        sales_taxable: 672.41,
        sales_vat: 107.59,
      });
      expect(october.net_vat).toBe(107.59);
      // December: only the credit note for half a kilo of nails (its part of 538.79 / 86.21).
      const december = await get('/api/v1/reports/vat?month=2026-12');
      expect(december.bands[1]).toMatchObject({
        sales_taxable: 0,
        credited_taxable: 107.76,
        credited_vat: 17.24,
      });
    });

    it('refuses a month that is not one', async () => {
      const answer = await api().call('GET', '/api/v1/reports/vat?month=2026-13', { token });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ month: 'must be a month like 2026-11' });
    });
  });

  it("lists November's sales in the VAT3 sheets' columns, credit notes naming their invoice", async () => {
    const answer = await api().call('GET', '/api/v1/reports/vat/sales.csv?month=2026-11', {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/filename="vat3-sales-2026-11-/);
    const [header, ...rows] = readCsv(answer.body);
    expect(header).toEqual([
      'PIN of Purchaser',
      'Name of Purchaser',
      'ETR Serial Number',
      'Invoice Date',
      'Invoice Number',
      'Description of Goods / Services',
      'Taxable Value (Ksh)',
      'Amount of VAT (Ksh)',
      'Relevant Invoice Number',
      'Relevant Invoice Date',
      'VAT3 sheet',
    ]);
    const sheet = 'General_Rated_Sales';
    const pin = 'P051234567X';
    expect(rows).toEqual([
      [
        pin,
        'Juma Hardware',
        '',
        '01/11/2026',
        numbers.s1,
        'Cement 50kg and 1 more',
        '1883.62',
        '301.38',
        '',
        '',
        sheet,
      ],
      [
        pin,
        'Juma Hardware',
        '',
        '12/11/2026',
        numbers.s3,
        'Cement 50kg',
        '2689.66',
        '430.34',
        '',
        '',
        sheet,
      ],
      [
        pin,
        'Juma Hardware',
        '',
        '25/11/2026',
        numbers.cn,
        'Cement 50kg',
        '-672.42',
        '-107.58',
        numbers.s3,
        '12/11/2026',
        sheet,
      ],
      ...[
        ['2000.00', '160.00', 'Other_Rated_Sales'],
        ['1000.00', '0.00', 'Zero_Rated_Sales'],
        ['600.00', '0.00', 'Exempted_Sales'],
        ['200.00', '0.00', 'Not on the return (band D, non-VAT)'],
      ].map(([taxable, vat, on]) => [
        '',
        'Customers without a PIN',
        '',
        '30/11/2026',
        '',
        'Sales to customers without a KRA PIN, in total',
        taxable,
        vat,
        '',
        '',
        on,
      ]),
    ]);
  });

  it("names a signed invoice's CU serial number in the VAT3 rows", async () => {
    // eTIMS is off in these tests: S3 signed as the outbox records KRA's answer.
    const { id } = await api()
      .db.insertInto('etims_documents')
      .values({
        kind: 'invoice',
        invoice_id: ids.s3!,
        tin: 'P051234567X',
        bhf_id: '00',
        invc_no: 1,
        state: 'signed',
        next_attempt_at: '2026-11-12T07:00:00.000Z',
        queued_at: '2026-11-12T07:00:00.000Z',
        sdc_id: 'KRACU0100000001',
        rcpt_sign: 'ABCD1234EFGH5678',
        signed_at: '2026-11-12T07:00:01.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const answer = await api().call('GET', '/api/v1/reports/vat/sales.csv?month=2026-11', {
        token,
      });
      const rows = readCsv(answer.body).slice(1);
      expect(rows.map((row) => [row[4], row[2]])).toEqual([
        [numbers.s1, ''],
        [numbers.s3, 'KRACU0100000001'],
        [numbers.cn, ''],
        ...rows.slice(3).map(() => ['', '']),
      ]);
    } finally {
      await api().db.deleteFrom('etims_documents').where('id', '=', id).execute();
    }
  });

  describe('sales and gross profit', () => {
    const nov = 'from=2026-11-01&to=2026-11-30';

    it('by item: quantity net of returns, sales net of VAT, cost at the time of each sale', async () => {
      const report = await get(`/api/v1/reports/sales-by-item?${nov}`);
      const row = (name: string, unit: string, quantity: number, figures: number[]) => ({
        inventory_id: ids[name],
        name,
        unit,
        quantity,
        net_sales: figures[0],
        cost: figures[1],
        gross_profit: figures[2],
        margin_percent: figures[3],
      });
      expect(report).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        rows: [
          // 1,344.83 + 2,689.66 − 672.42; 1,200.00 (at 600) + 2,521.84 (at 630.46) − 630.46.
          row('Cement 50kg', 'pcs', 5, [3362.07, 3091.38, 270.69, 8.1]),
          row('LPG refill 13kg', 'pcs', 1, [2000, 1800, 200, 10]),
          row('Export bags', 'pcs', 1, [1000, 700, 300, 30]),
          row('Maize flour 2kg', 'pcs', 3, [600, 450, 150, 25]),
          row('Wire nails', 'kg', 2.5, [538.79, 450, 88.79, 16.5]),
          row('Newspaper', 'pcs', 4, [200, 160, 40, 20]),
        ],
        totals: { net_sales: 7700.86, cost: 6651.38, gross_profit: 1049.48, margin_percent: 13.6 },
      });
    });

    it('by customer', async () => {
      const report = await get(`/api/v1/reports/sales-by-customer?${nov}`);
      expect(report.rows).toEqual([
        {
          customer_id: ids.juma,
          name: 'Juma Hardware',
          net_sales: 3900.86,
          cost: 3541.38,
          gross_profit: 359.48,
          margin_percent: 9.2,
        },
        {
          customer_id: ids.walkIn,
          name: 'Walk-in customer',
          net_sales: 3800,
          cost: 3110,
          gross_profit: 690,
          margin_percent: 18.2,
        },
      ]);
      expect(report.totals).toEqual({
        net_sales: 7700.86,
        cost: 6651.38,
        gross_profit: 1049.48,
        margin_percent: 13.6,
      });
    });

    it('by Nairobi day, every day listed, the sale at 00:30 on the 1st on the 1st', async () => {
      const report = await get('/api/v1/reports/sales-by-day?from=2026-10-31&to=2026-11-02');
      expect(report.rows).toEqual([
        {
          day: '2026-10-31',
          net_sales: 672.41,
          cost: 600,
          gross_profit: 72.41,
          margin_percent: 10.8,
        },
        {
          day: '2026-11-01',
          net_sales: 1883.62,
          cost: 1650,
          gross_profit: 233.62,
          margin_percent: 12.4,
        },
        { day: '2026-11-02', net_sales: 0, cost: 0, gross_profit: 0, margin_percent: null },
      ]);
      const tooLong = await api().call(
        'GET',
        '/api/v1/reports/sales-by-day?from=2000-01-01&to=2026-11-30',
        { token },
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.fields).toEqual({ to: 'must be at most 3,660 days after from' });
      const november = await get(`/api/v1/reports/sales-by-day?${nov}`);
      expect(november.rows).toHaveLength(30);
      expect(november.rows[24]).toEqual({
        day: '2026-11-25',
        net_sales: -672.42,
        cost: -630.46,
        gross_profit: -41.96,
        margin_percent: 6.2,
      });
      expect(november.totals.net_sales).toBe(7700.86);
    });

    it('agree with the sales totals the dashboard shows', async () => {
      const totals = await salesTotals(api().db, {
        from: '2026-11-01',
        to: '2026-11-30',
        timeZone: 'Africa/Nairobi',
      });
      expect(totals).toEqual({
        netSalesCents: 7700_86,
        vatCents: 784_14,
        costCents: 6651_38,
        grossProfitCents: 1049_48,
      });
      for (const report of ['sales-by-item', 'sales-by-customer', 'sales-by-day']) {
        expect((await get(`/api/v1/reports/${report}?${nov}`)).totals.net_sales).toBe(77_00.86);
      }
    });

    it('as CSV, with a total', async () => {
      const answer = await api().call('GET', `/api/v1/reports/sales-by-item.csv?${nov}`, { token });
      const rows = readCsv(answer.body);
      expect(rows[0]).toEqual([
        'Item',
        'Unit',
        'Quantity',
        'Net sales (KSh)',
        'Cost (KSh)',
        'Gross profit (KSh)',
        'Margin (%)',
      ]);
      expect(rows[5]).toEqual(['Wire nails', 'kg', '2.5', '538.79', '450.00', '88.79', '16.5']);
      expect(rows.at(-1)).toEqual(['Total', '', '', '7700.86', '6651.38', '1049.48', '13.6']);
      const byDay = readCsv(
        (await api().call('GET', `/api/v1/reports/sales-by-day.csv?${nov}`, { token })).body,
      );
      expect(byDay[1]).toEqual(['01/11/2026', '1883.62', '1650.00', '233.62', '12.4']);
      const byCustomer = readCsv(
        (await api().call('GET', `/api/v1/reports/sales-by-customer.csv?${nov}`, { token })).body,
      );
      expect(byCustomer[1]).toEqual(['Juma Hardware', '3900.86', '3541.38', '359.48', '9.2']);
    });
  });

  describe('GET /api/v1/reports/stock-valuation', () => {
    const held = (name: string, quantity: number, figures: number[]) => ({
      inventory_id: ids[name],
      name,
      unit: name === 'Wire nails' ? 'kg' : 'pcs',
      quantity,
      average_cost: figures[0],
      value: figures[1],
      shelf_price: figures[2],
      shelf_value: figures[3],
    });

    it('values the stock from the ledger as at a day, at cost and at shelf price then', async () => {
      expect(await get('/api/v1/reports/stock-valuation?as_of=2026-11-04')).toEqual({
        as_of: '2026-11-04',
        rows: [
          held('Cement 50kg', 97, [600, 58200, 780, 75660]),
          held('Export bags', 20, [700, 14000, 1000, 20000]),
          // Its shelf price then: what the change of 20 November replaced.
          held('LPG refill 13kg', 10, [1800, 18000, 2160, 21600]),
          held('Maize flour 2kg', 50, [150, 7500, 200, 10000]),
          held('Newspaper', 100, [40, 4000, 50, 5000]),
          held('Wire nails', 37.5, [180, 6750, 250, 9375]),
        ],
        total_value: 108450,
        total_shelf_value: 141635,
      });
    });

    it('after the delivery, at the new average cost; at the month end, with the return', async () => {
      const tenth = await get('/api/v1/reports/stock-valuation?as_of=2026-11-10');
      expect(tenth.rows[0]).toEqual(held('Cement 50kg', 197, [630.46, 124200.62, 780, 153660]));
      const monthEnd = await get('/api/v1/reports/stock-valuation?as_of=2026-11-30');
      expect(monthEnd.rows).toEqual([
        // 97 + 100 − 4 + 1 (the credit note put one back).
        held('Cement 50kg', 194, [630.46, 122309.24, 780, 151320]),
        held('Export bags', 19, [700, 13300, 1000, 19000]),
        held('LPG refill 13kg', 9, [1800, 16200, 2268, 20412]),
        held('Maize flour 2kg', 47, [150, 7050, 200, 9400]),
        held('Newspaper', 96, [40, 3840, 50, 4800]),
        held('Wire nails', 37.5, [180, 6750, 250, 9375]),
      ]);
      expect(monthEnd.total_value).toBe(169449.24);
      expect(monthEnd.total_shelf_value).toBe(214307);
      expect((await get('/api/v1/reports/stock-valuation?as_of=2026-10-30')).rows).toEqual([]);
    });

    it('as CSV, labelled and totalled', async () => {
      const rows = readCsv(
        (await api().call('GET', '/api/v1/reports/stock-valuation.csv?as_of=2026-11-04', { token }))
          .body,
      );
      expect(rows[0]).toEqual([
        'Item',
        'Unit',
        'Quantity',
        'Average cost (KSh)',
        'Value at cost (KSh)',
        'Shelf price incl. VAT (KSh)',
        'Value at shelf price incl. VAT (KSh)',
      ]);
      expect(rows.at(-1)).toEqual(['Total', '', '', '', '108450.00', '', '141635.00']);
    });
  });

  it('refuses a cashier every report', async () => {
    const cashier = await api().newUser(undefined, 'cashier');
    for (const path of [
      'vat?month=2026-11',
      'vat/sales.csv?month=2026-11',
      'sales-by-item',
      'sales-by-item.csv',
      'sales-by-customer',
      'sales-by-customer.csv',
      'sales-by-day',
      'sales-by-day.csv',
      'stock-valuation',
      'stock-valuation.csv',
      'aged-debtors',
      'aged-debtors.csv',
    ]) {
      const answer = await api().call('GET', `/api/v1/reports/${path}`, { token: cashier.token });
      expect(answer.status, path).toBe(403);
    }
  });
});
