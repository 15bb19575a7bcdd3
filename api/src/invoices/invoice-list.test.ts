import { beforeAll, expect, it } from 'vitest';
import { splitLinesByBand } from '../money.ts';
import { readCsv } from '../test/csv-reader.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * GET /api/v1/invoices with parameters (a page) and GET /api/v1/invoices/export.csv, on
 * invoices written straight into the database, and on payments recorded through the API.
 */

type Status = 'unpaid' | 'partially_paid' | 'paid' | 'overdue';

interface Seeded {
  id: number;
  number: string;
  customer: string;
  createdAt: string;
  totalCents: number;
  status: Status;
}

const PAST = '2020-01-10';
const FUTURE = '2099-01-10';

describeEachDatabase('invoice list pages, filters and exports', (api) => {
  let token: string;
  const seeded: Seeded[] = [];

  const get = (query: string) => api().call('GET', `/api/v1/invoices?${query}`, { token });
  const numbers = (body: { items: { invoice_number: string }[] }) =>
    body.items.map((invoice) => invoice.invoice_number);

  beforeAll(async () => {
    ({ token } = await api().newUser());
    const { id: userId } = await api()
      .db.selectFrom('users')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const customers = await Promise.all(
      ['Akinyi Traders', 'Mwanaisha Ñyota', 'Chebet, "Mama Mboga"'].map((name) =>
        insertCustomer(api().db, { name }),
      ),
    );
    const shapes: { paid: 'none' | 'part' | 'all'; due: string; status: Status }[] = [
      { paid: 'none', due: FUTURE, status: 'unpaid' },
      { paid: 'part', due: FUTURE, status: 'partially_paid' },
      { paid: 'all', due: PAST, status: 'paid' },
      { paid: 'none', due: PAST, status: 'overdue' },
      { paid: 'part', due: PAST, status: 'overdue' },
    ];
    for (let index = 0; index < 23; index += 1) {
      const shape = shapes[index % shapes.length]!;
      const customer = customers[index % customers.length]!;
      const totalCents = [1_160_00, 580_00, 1_160_00][index % 3]!;
      const number = `INV-${String(index + 1).padStart(6, '0')}`;
      // Pairs share an instant, so the id has to break the tie.
      const createdAt = new Date(Date.UTC(2025, 4, 1) + Math.floor(index / 2) * 86_400_000);
      const paid = shape.paid === 'all' ? totalCents : shape.paid === 'part' ? 100_00 : 0;
      const { id } = await api()
        .db.insertInto('invoices')
        .values({
          invoice_number: number,
          order_id: null,
          customer_id: customer.id,
          subtotal_cents: totalCents,
          vat_rate_bp: 0,
          vat_cents: 0,
          total_cents: totalCents,
          created_at: createdAt.toISOString(),
          due_date: shape.due,
          created_by: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api()
        .db.insertInto('invoice_items')
        .values({
          invoice_id: id,
          inventory_id: null,
          description: `Line of ${number}`,
          quantity_milli: 1000,
          unit_price_cents: totalCents,
          amount_cents: totalCents,
          ...splitLinesByBand([{ amount_cents: totalCents, band: 'B' }], 1600)[0]!,
          cost_cents: 0,
        })
        .execute();
      if (paid > 0) {
        // Through the API, which keeps the invoice's running paid total with the payment.
        const payment = await api().call('POST', `/api/v1/invoices/${id}/payments`, {
          token,
          body: { amount: paid / 100 },
        });
        expect(payment.status).toBe(201);
      }
      seeded.push({
        id,
        number,
        customer: customer.name,
        createdAt: createdAt.toISOString(),
        totalCents,
        status: shape.status,
      });
    }
  });

  it('still answers the spec’s plain array without parameters; a page has the same invoices', async () => {
    const all = await api().call('GET', '/api/v1/invoices', { token });
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(seeded.length);
    const page = await get('limit=200');
    expect(page.body).toEqual({ items: all.body, next_cursor: null, total_count: seeded.length });
    expect(page.body.items[0].items).toEqual([
      expect.objectContaining({ description: `Line of ${page.body.items[0].invoice_number}` }),
    ]);
  });

  it.each([
    [
      'created_at_desc',
      (a: Seeded, b: Seeded) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    ],
    [
      'created_at_asc',
      (a: Seeded, b: Seeded) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    ],
    ['total_desc', (a: Seeded, b: Seeded) => b.totalCents - a.totalCents || b.id - a.id],
    ['total_asc', (a: Seeded, b: Seeded) => a.totalCents - b.totalCents || a.id - b.id],
  ] as const)('walks every invoice exactly once in %s order', async (sort, compare) => {
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`limit=5&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.total_count).toBe(seeded.length);
      walked.push(...numbers(page.body));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(walked).toEqual([...seeded].sort(compare).map((invoice) => invoice.number));
  });

  it('filters by the derived status, overdue included, and counts the matches', async () => {
    for (const status of ['unpaid', 'partially_paid', 'paid', 'overdue'] as const) {
      const page = await get(`status=${status}&limit=200`);
      const expected = seeded.filter((invoice) => invoice.status === status);
      expect(page.body.total_count, status).toBe(expected.length);
      expect(numbers(page.body).sort(), status).toEqual(expected.map((i) => i.number).sort());
      expect(page.body.items.every((i: { status: string }) => i.status === status)).toBe(true);
    }
  });

  it('moves an invoice between status filters as payments are recorded', async () => {
    const invoice = seeded.find((i) => i.status === 'unpaid')!;
    const inStatus = async (status: Status) =>
      numbers((await get(`status=${status}&q=${invoice.number}`)).body);
    expect(await inStatus('unpaid')).toEqual([invoice.number]);
    await api().call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
      token,
      body: { amount: 1 },
    });
    expect(await inStatus('unpaid')).toEqual([]);
    expect(await inStatus('partially_paid')).toEqual([invoice.number]);
    invoice.status = 'partially_paid';
  });

  it('searches the invoice number and the customer name, and filters by Nairobi days', async () => {
    expect(numbers((await get('q=inv-000007')).body)).toEqual(['INV-000007']);
    expect(numbers((await get('q=000012&limit=200')).body)).toEqual(['INV-000012']);
    const nyota = seeded.filter((i) => i.customer === 'Mwanaisha Ñyota').map((i) => i.number);
    expect(numbers((await get(`q=${encodeURIComponent('ñYOTA')}&limit=200`)).body).sort()).toEqual(
      nyota.sort(),
    );
    // Created at 00:00 UTC, which is 03:00 the same day in Nairobi.
    expect(numbers((await get('from=2025-05-02&to=2025-05-02')).body)).toEqual([
      'INV-000004',
      'INV-000003',
    ]);
  });

  it.each([
    ['status=pending', /^status: must be one of unpaid, partially_paid, paid, overdue/],
    ['limit=500', /^limit: must be at most 200/],
    ['cursor=eyJ4Ijox', /^cursor: /],
    ['sort=due_date_desc', /^sort: /],
    ['search=x', /^search: not a parameter of this list/],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('exports exactly the filtered invoices as CSV, dates dd/mm/yyyy, amounts plain', async () => {
    const response = await api().app.request('/api/v1/invoices/export.csv?status=overdue', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = readCsv(text.slice(1));
    expect(header).toEqual([
      'Invoice number',
      'Date',
      'Due date',
      'Customer',
      'Status',
      'Subtotal (KSh)',
      'VAT rate (%)',
      'VAT (KSh)',
      'Total (KSh)',
      'Paid (KSh)',
      'Credited (KSh)',
      'Balance (KSh)',
    ]);
    const overdue = [...seeded]
      .filter((i) => i.status === 'overdue')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    expect(rows.map((row) => row[0])).toEqual(overdue.map((i) => i.number));
    expect(rows.every((row) => row[2] === '10/01/2020' && row[4] === 'Overdue')).toBe(true);
    const partOverdue = rows.find((row) => row[0] === 'INV-000005')!;
    expect(partOverdue).toEqual([
      'INV-000005',
      '03/05/2025',
      '10/01/2020',
      'Mwanaisha Ñyota',
      'Overdue',
      '580.00',
      '0.00',
      '0.00',
      '580.00',
      '100.00',
      '0.00',
      '480.00',
    ]);
    expect(text).toContain('"Chebet, ""Mama Mboga"""');
  });
});
