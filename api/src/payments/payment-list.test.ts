import { beforeAll, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * GET /api/v1/payments with list parameters: the whole ledger a page at a time, newest first,
 * searched by document number, customer or reference, filtered by method and by days in
 * Nairobi, with the sum of every matching entry; and its CSV export.
 */
describeEachDatabase('the payments list', (api) => {
  let token: string;
  let email: string;
  let userId: number;
  const ids: Record<string, number> = {};
  const numbers: Record<string, string> = {};
  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });
  const list = async (query: string) => {
    const answer = await call('GET', `/api/v1/payments?${query}`);
    expect(answer.status, answer.body?.error).toBe(200);
    return answer.body;
  };

  /** An entry written straight into the ledger, dated `paidAt` (UTC). */
  const insertEntry = async (entry: {
    order_id?: number;
    invoice_id?: number;
    cents: number;
    paidAt: string;
    method?: string;
    reference?: string | null;
  }) => {
    const { id } = await api()
      .db.insertInto('payments')
      .values({
        order_id: entry.order_id ?? null,
        invoice_id: entry.invoice_id ?? null,
        kind: 'payment',
        amount_cents: entry.cents,
        paid_at: entry.paidAt,
        method: entry.method ?? 'cash',
        reference: entry.reference ?? null,
        note: null,
        reverses_payment_id: null,
        recorded_by: userId,
        recorded_at: entry.paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  /**
   * Akinyi: an order invoiced afterwards, with an M-Pesa payment late on 31 March UTC (1 April
   * in Nairobi) and a cash payment on 2 April. Baraka: a manual invoice with a cheque payment on
   * 31 March, and a bank transfer recorded today through the API, then reversed.
   */
  beforeAll(async () => {
    ({ token, email } = await api().newUser());
    userId = await userIdOf(api().db, email);
    const akinyi = await insertCustomer(api().db, { name: 'Akinyi Hardware' });
    const baraka = await insertCustomer(api().db, { name: 'Baraka Timber' });
    const order = await insertOrder(api().db, {
      customerId: akinyi.id,
      totalCents: 5000_00,
      createdBy: userId,
      createdAt: new Date('2026-03-30T08:00:00Z'),
    });
    const manual = await insertManualInvoice(api().db, {
      customerId: baraka.id,
      totalCents: 8000_00,
      createdBy: userId,
      createdAt: new Date('2026-03-30T08:00:00Z'),
    });
    ids.order = order.id;
    ids.manual = manual.id;
    // Numbers as the counters write them (the fixtures' are random).
    numbers.order = 'ORD-004711';
    numbers.manual = 'INV-009001';
    await api()
      .db.updateTable('orders')
      .set({ order_number: numbers.order })
      .where('id', '=', order.id)
      .execute();
    await api()
      .db.updateTable('invoices')
      .set({ invoice_number: numbers.manual })
      .where('id', '=', manual.id)
      .execute();
    ids.mpesa = await insertEntry({
      order_id: order.id,
      cents: 1000_00,
      paidAt: '2026-03-31T21:30:00.000Z',
      method: 'mpesa',
      reference: 'QK7H2M9XLP',
    });
    ids.cash = await insertEntry({
      order_id: order.id,
      cents: 250_50,
      paidAt: '2026-04-02T09:00:00.000Z',
    });
    ids.cheque = await insertEntry({
      invoice_id: manual.id,
      cents: 3000_00,
      paidAt: '2026-03-31T10:00:00.000Z',
      method: 'cheque',
      reference: '000123',
    });
    // The order's sums follow its entries, as the ledger keeps them.
    await api()
      .db.updateTable('orders')
      .set({ paid_cents: 1250_50 })
      .where('id', '=', order.id)
      .execute();
    await api()
      .db.updateTable('invoices')
      .set({ paid_cents: 3000_00 })
      .where('id', '=', manual.id)
      .execute();
    const invoiced = await call('POST', `/api/v1/orders/${order.id}/generate-invoice`);
    expect(invoiced.status).toBe(201);
    ids.invoice = invoiced.body.id;
    numbers.invoice = invoiced.body.invoice_number;
    const transfer = await call('POST', `/api/v1/invoices/${manual.id}/payments`, {
      amount: 500,
      method: 'bank_transfer',
      reference: 'EQ-778812',
    });
    expect(transfer.status).toBe(201);
    ids.transfer = transfer.body.payments.at(-1).id;
    const reversal = await call('POST', `/api/v1/payments/${ids.transfer}/reversal`, {
      reason: 'Bounced',
    });
    expect(reversal.status).toBe(201);
    ids.reversal = reversal.body.reversal.id;
  });

  it('answers a page of every entry, newest first, with its sale, customer and who; and the sum', async () => {
    const page = await list('limit=50');
    expect(page).toMatchObject({ next_cursor: null, total_count: 5, total_amount: 4250.5 });
    expect(page.items.map((entry: { id: number }) => entry.id)).toEqual([
      ids.reversal,
      ids.transfer,
      ids.cash,
      ids.mpesa,
      ids.cheque,
    ]);
    expect(page.items[3]).toEqual({
      id: ids.mpesa,
      kind: 'payment',
      amount: 1000,
      paid_at: '2026-03-31T21:30:00.000Z',
      method: 'mpesa',
      reference: 'QK7H2M9XLP',
      note: null,
      order_id: ids.order,
      order_number: numbers.order,
      // Invoiced after it was paid: the entry is its invoice's too.
      invoice_id: ids.invoice,
      invoice_number: numbers.invoice,
      customer_id: expect.any(Number),
      customer_name: 'Akinyi Hardware',
      reverses_payment_id: null,
      reversed_by_payment_id: null,
      split: false,
      recorded_by_email: email,
      created_at: '2026-03-31T21:30:00.000Z',
    });
    expect(page.items[1]).toMatchObject({
      kind: 'payment',
      amount: 500,
      order_id: null,
      order_number: null,
      invoice_id: ids.manual,
      invoice_number: numbers.manual,
      customer_name: 'Baraka Timber',
      reversed_by_payment_id: ids.reversal,
    });
    expect(page.items[0]).toMatchObject({
      kind: 'reversal',
      amount: -500,
      note: 'Bounced',
      reverses_payment_id: ids.transfer,
    });
    // Without parameters too: there is no whole-list form of this call to keep.
    expect((await list('')).items).toEqual(page.items);
  });

  it('walks every entry exactly once a page at a time, either way', async () => {
    const all = (await list('limit=50')).items.map((entry: { id: number }) => entry.id);
    for (const [sort, expected] of [
      ['paid_at_desc', all],
      ['paid_at_asc', [...all].reverse()],
    ] as const) {
      const walked: number[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { id: number }[]; next_cursor: string | null; total_count: number } =
          await list(`limit=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.total_count).toBe(5);
        walked.push(...page.items.map((entry) => entry.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(walked).toEqual(expected);
    }
  });

  it.each([
    ['order number', () => numbers.order!, ['cash', 'mpesa']],
    ['part of an order number', () => '4711', ['cash', 'mpesa']],
    ['an order number in lower case', () => 'ord-0047', ['cash', 'mpesa']],
    ['its invoice’s number', () => numbers.invoice!, ['cash', 'mpesa']],
    ['a manual invoice’s number', () => numbers.manual!, ['reversal', 'transfer', 'cheque']],
    ['customer name, any case', () => 'akinyi', ['cash', 'mpesa']],
    ['reference', () => 'qk7h2', ['mpesa']],
    ['nothing', () => 'nobody at all', []],
  ])('finds entries by %s', async (_, q, expected) => {
    const page = await list(`q=${encodeURIComponent(q())}`);
    expect(page.items.map((entry: { id: number }) => entry.id)).toEqual(
      expected.map((name) => ids[name]),
    );
    expect(page.total_count).toBe(expected.length);
  });

  it('filters by method and by days in Nairobi, summing what matches', async () => {
    expect(await list('method=mpesa')).toMatchObject({ total_count: 1, total_amount: 1000 });
    // 21:30 UTC on 31 March is 1 April in Nairobi.
    const april = await list('from=2026-04-01&to=2026-04-30');
    expect(april.items.map((entry: { id: number }) => entry.id)).toEqual([ids.cash, ids.mpesa]);
    expect(april.total_amount).toBe(1250.5);
    const march = await list('from=2026-03-01&to=2026-03-31');
    expect(march.items.map((entry: { id: number }) => entry.id)).toEqual([ids.cheque]);
    expect(await list('q=baraka&method=bank_transfer')).toMatchObject({
      total_count: 2,
      total_amount: 0,
    });
  });

  it.each([
    ['method=bitcoin', /^method: must be one of cash, mpesa/],
    ['from=2026-04-02&to=2026-04-01', /^to: must not be before from$/],
    ['from=2026-02-30', /^from: /],
    ['limit=0', /^limit: must be at least 1$/],
    ['cursor=forged', /^cursor: is not a cursor of this list sorted by paid_at_desc/],
    ['sort=amount', /^sort: must be one of paid_at_desc, paid_at_asc$/],
    ['status=paid', /^status: not a parameter of this list/],
  ])('refuses ?%s with 400', async (query, message) => {
    const answer = await call('GET', `/api/v1/payments?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
  });

  it('exports the filtered ledger as CSV, every matching entry in the list’s order', async () => {
    const response = await api().app.request('/api/v1/payments/export.csv?q=baraka', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = readCsv(text.slice(1));
    expect(header).toEqual([
      'Date',
      'Kind',
      'Order number',
      'Invoice number',
      'Customer',
      'Method',
      'Reference',
      'Amount (KSh)',
      'Reversed',
      'Recorded by',
      'Note',
    ]);
    expect(rows.map((row) => [row[1], row[3], row[4], row[5], row[7], row[8]])).toEqual([
      ['Reversal', numbers.manual, 'Baraka Timber', 'Bank transfer', '-500.00', 'No'],
      ['Payment', numbers.manual, 'Baraka Timber', 'Bank transfer', '500.00', 'Yes'],
      ['Payment', numbers.manual, 'Baraka Timber', 'Cheque', '3000.00', 'No'],
    ]);
    expect(rows[2]![0]).toBe('31/03/2026');
    const april = await api().app.request(
      '/api/v1/payments/export.csv?from=2026-04-01&to=2026-04-30&sort=paid_at_asc',
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const aprilRows = readCsv((await april.text()).replace(/^\uFEFF/, '')).slice(1);
    expect(aprilRows.map((row) => [row[0], row[7]])).toEqual([
      ['01/04/2026', '1000.00'],
      ['02/04/2026', '250.50'],
    ]);
  });

  it('refuses the list and the export without a session', async () => {
    expect((await api().call('GET', '/api/v1/payments?limit=5')).status).toBe(401);
    expect((await api().app.request('/api/v1/payments/export.csv')).status).toBe(401);
  });
});
