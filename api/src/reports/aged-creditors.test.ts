import { beforeAll, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import { readCsv } from '../test/csv-reader.ts';
import { insertItem, insertSupplier } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 86_400_000;
const dayIn = (days: number) =>
  businessDate(new Date(Date.now() + days * DAY_MS), 'Africa/Nairobi');

describeEachDatabase('what the shop owes: aged creditors, VAT section F, the dashboard', (api) => {
  let token: string;
  let cashierToken: string;
  let bamburi: number;
  let mabati: number;
  let noteBill: { id: number; bill_number: string; vat: number };

  const call = (method: string, path: string, body?: unknown, who = token) =>
    api().call(method, path, { token: who, body });

  /**
   * - Bamburi Cement: a bill 40 days ago due 10 days later (30 days past due today) for
   *   1,160.00 with 160.00 paid 20 days ago; a bill of goods today, due in 3 days.
   * - Mabati Rolling Mills: a bill 100 days ago due the same day (100 days past due) for
   *   500.00, band A (no VAT); a bill 5 days ago paid in full.
   */
  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ token: cashierToken } = await api().newUser(undefined, 'cashier'));
    bamburi = await insertSupplier(api().db, 'Bamburi Cement Ltd');
    mabati = await insertSupplier(api().db, 'Mabati Rolling Mills');
    const bill = async (supplier: number, body: Record<string, unknown>) => {
      const made = await call('POST', '/api/v1/supplier-bills', {
        supplier_id: supplier,
        supplier_invoice_number: `INV-${Math.random().toString(36).slice(2, 8)}`,
        ...body,
      });
      expect(made.status).toBe(201);
      return made.body;
    };
    const late = await bill(bamburi, {
      supplier_pin: 'P051234567X',
      bill_date: dayIn(-40),
      due_on: dayIn(-30),
      lines: [{ description: 'Transport', amount: 1000 }],
    });
    expect(
      (
        await call('POST', `/api/v1/supplier-bills/${late.id}/payments`, {
          amount: 160,
          method: 'cheque',
          date: dayIn(-20),
        })
      ).status,
    ).toBe(201);
    const item = await insertItem(api().db, { name: 'Cement 50kg' });
    const note = await call('POST', '/api/v1/goods-received', {
      supplier_id: bamburi,
      lines: [{ inventory_id: item.id, quantity: 4, unit_cost: 650 }],
    });
    noteBill = await bill(bamburi, {
      supplier_invoice_number: 'BC-2001',
      supplier_pin: 'P051234567X',
      goods_received_ids: [note.body.id],
      due_on: dayIn(3),
    });
    await bill(mabati, {
      bill_date: dayIn(-100),
      due_on: dayIn(-100),
      lines: [{ description: 'Store rent', amount: 500, tax_band: 'A' }],
    });
    const paid = await bill(mabati, {
      bill_date: dayIn(-5),
      due_on: dayIn(-1),
      lines: [{ description: 'Delivery', amount: 100 }],
    });
    await call('POST', `/api/v1/supplier-bills/${paid.id}/payments`, {
      amount: 116,
      method: 'cash',
    });
  });

  it('ages what each supplier is owed by days past due', async () => {
    const answer = await call('GET', '/api/v1/reports/aged-creditors');
    expect(answer.status).toBe(200);
    expect(answer.body.as_of).toBe(dayIn(0));
    expect(answer.body.rows).toEqual([
      {
        supplier_id: bamburi,
        name: 'Bamburi Cement Ltd',
        current: 3016,
        days_1_30: 1000,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 0,
        total: 4016,
      },
      {
        supplier_id: mabati,
        name: 'Mabati Rolling Mills',
        current: 0,
        days_1_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 500,
        total: 500,
      },
    ]);
    expect(answer.body.totals).toEqual({
      current: 3016,
      days_1_30: 1000,
      days_31_60: 0,
      days_61_90: 0,
      over_90: 500,
      total: 4516,
    });
    // 25 days ago: the late bill was current (due in 5 days) and nothing of it was paid yet.
    const before = await call('GET', `/api/v1/reports/aged-creditors?as_of=${dayIn(-25)}`);
    expect(before.body.rows[0]).toMatchObject({
      name: 'Bamburi Cement Ltd',
      current: 0,
      days_1_30: 1160,
      total: 1160,
    });
    const csv = await call('GET', '/api/v1/reports/aged-creditors.csv');
    expect(csv.status).toBe(200);
    expect(readCsv(csv.body)).toEqual([
      [
        'Supplier',
        'Current (KSh)',
        '1-30 days (KSh)',
        '31-60 days (KSh)',
        '61-90 days (KSh)',
        'Over 90 days (KSh)',
        'Owed (KSh)',
      ],
      ['Bamburi Cement Ltd', '3016.00', '1000.00', '0.00', '0.00', '0.00', '4016.00'],
      ['Mabati Rolling Mills', '0.00', '0.00', '0.00', '0.00', '500.00', '500.00'],
      ['Total', '3016.00', '1000.00', '0.00', '0.00', '500.00', '4516.00'],
    ]);
    expect(
      (await call('GET', '/api/v1/reports/aged-creditors', undefined, cashierToken)).status,
    ).toBe(403);
  });

  it("deducts the month's input VAT from the output VAT, and lists it as section F", async () => {
    const month = dayIn(0).slice(0, 7);
    const vat = (await call('GET', `/api/v1/reports/vat?month=${month}`)).body;
    expect(noteBill.vat).toBe(416);
    const mine = vat.purchases.find(
      (line: { bill_number: string }) => line.bill_number === noteBill.bill_number,
    );
    expect(mine).toEqual({
      supplier_pin: 'P051234567X',
      supplier_name: 'Bamburi Cement Ltd',
      invoice_date: dayIn(0),
      invoice_number: 'BC-2001',
      bill_number: noteBill.bill_number,
      band: 'B',
      taxable: 2600,
      vat: 416,
    });
    const input = vat.purchases.reduce(
      (sum: number, line: { vat: number }) => sum + line.vat * 100,
      0,
    );
    expect(Math.round(vat.input_vat * 100)).toBe(Math.round(input));
    expect(Math.round(vat.net_vat * 100)).toBe(
      Math.round(vat.output_vat * 100) - Math.round(input),
    );
    // Band A bills carry no VAT: not in section F.
    expect(vat.purchases.some((line: { band: string }) => line.band === 'A')).toBe(false);
    const csv = await call('GET', `/api/v1/reports/vat/purchases.csv?month=${month}`);
    const [header, ...rows] = readCsv(csv.body);
    expect(header?.slice(0, 3)).toEqual([
      'Type of Purchase',
      'PIN of Supplier',
      'Name of Supplier',
    ]);
    expect(rows).toContainEqual([
      'Local',
      'P051234567X',
      'Bamburi Cement Ltd',
      `${dayIn(0).slice(8, 10)}/${dayIn(0).slice(5, 7)}/${dayIn(0).slice(0, 4)}`,
      'BC-2001',
      `Bill ${noteBill.bill_number}`,
      '',
      '2600.00',
      '416.00',
      '',
      '',
      'General_Rated_Purchases',
    ]);
  });

  it('the dashboard says what we owe and which bills fall due this week, not to a cashier', async () => {
    const overview = (await call('GET', '/api/v1/analytics/overview')).body;
    expect(overview.payables).toEqual({
      owed: 4516,
      overdue: 1500,
      open_bills: 3,
      due_this_week: [
        {
          id: noteBill.id,
          bill_number: noteBill.bill_number,
          supplier_name: 'Bamburi Cement Ltd',
          due_on: dayIn(3),
          balance: 3016,
        },
      ],
    });
    const cashier = (await call('GET', '/api/v1/analytics/overview', undefined, cashierToken)).body;
    expect(cashier.payables).toBeUndefined();
  });
});
