import { beforeAll, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { insertItem, insertSupplier } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const HEADER = [
  'Bill',
  'Bill date',
  'Supplier',
  'Supplier invoice',
  'Supplier KRA PIN',
  'Due',
  'Total (KSh)',
  'Paid (KSh)',
  'Balance (KSh)',
  'Status',
];

/** GET /supplier-bills/export.csv: every bill the list's filters match, as the list has them. */
describeEachDatabase('supplier bills CSV export', (api) => {
  let token: string;
  let cashierToken: string;
  let supplierId: number;
  let otherId: number;
  const made: Record<string, { id: number; bill_number: string; bill_date: string }> = {};

  const call = (method: string, path: string, body?: unknown, who = token) =>
    api().call(method, path, { token: who, body });

  const exported = async (query: string, who = token) => {
    const answer = await api().app.request(`/api/v1/supplier-bills/export.csv?${query}`, {
      headers: { Authorization: `Bearer ${who}` },
    });
    return { status: answer.status, headers: answer.headers, text: await answer.text() };
  };

  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ token: cashierToken } = await api().newUser(undefined, 'cashier'));
    supplierId = await insertSupplier(api().db, 'Export Cement Ltd');
    otherId = await insertSupplier(api().db, 'Export Mabati Ltd');
    const cement = (await insertItem(api().db, { name: 'Cement 50kg', taxBand: 'B' })).id;
    const bill = async (name: string, supplier: number, invoice: string, dueOn: string) => {
      const note = await call('POST', '/api/v1/goods-received', {
        supplier_id: supplier,
        lines: [{ inventory_id: cement, quantity: 1, unit_cost: 1000 }],
      });
      expect(note.status).toBe(201);
      const answer = await call('POST', '/api/v1/supplier-bills', {
        supplier_id: supplier,
        goods_received_ids: [note.body.id],
        supplier_invoice_number: invoice,
        supplier_pin: 'P051234567X',
        bill_date: '2026-01-05',
        due_on: dueOn,
      });
      expect(answer.status).toBe(201);
      made[name] = answer.body;
    };
    await bill('paidInPart', supplierId, 'EXP-CEM-1', '2099-01-31');
    await bill('overdue', supplierId, 'EXP-CEM-2', '2026-02-04');
    await bill('other', otherId, 'EXP-MAB-1', '2099-01-31');
    const paid = await call('POST', `/api/v1/supplier-bills/${made.paidInPart!.id}/payments`, {
      amount: 400.5,
      method: 'mpesa',
    });
    expect(paid.status).toBe(201);
  });

  it("holds every bill the list's filters match, newest first, with the list's amounts", async () => {
    const all = await exported(`supplier_id=${supplierId}`);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-disposition')).toMatch(/filename="supplier-bills-\d{4}-/);
    expect(readCsv(all.text.replace(/^\uFEFF/, ''))).toEqual([
      HEADER,
      [
        made.overdue!.bill_number,
        '05/01/2026',
        'Export Cement Ltd',
        'EXP-CEM-2',
        'P051234567X',
        '04/02/2026',
        '1160.00',
        '0.00',
        '1160.00',
        'Overdue',
      ],
      [
        made.paidInPart!.bill_number,
        '05/01/2026',
        'Export Cement Ltd',
        'EXP-CEM-1',
        'P051234567X',
        '31/01/2099',
        '1160.00',
        '400.50',
        '759.50',
        'Partially paid',
      ],
    ]);

    const overdue = readCsv((await exported(`supplier_id=${supplierId}&status=overdue`)).text);
    expect(overdue.slice(1).map((row) => row[0])).toEqual([made.overdue!.bill_number]);
    const searched = readCsv((await exported('q=exp-mab-1')).text);
    expect(searched.slice(1).map((row) => row[0])).toEqual([made.other!.bill_number]);
  });

  it('refuses a filter the list refuses, and a cashier (bills carry costs)', async () => {
    const bad = await exported('status=lost');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('status: must be one of unpaid, partially_paid, paid, overdue');
    expect((await exported('', cashierToken)).status).toBe(403);
  });
});
