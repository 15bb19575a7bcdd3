import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import { readCsv } from '../test/csv-reader.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * GET /api/v1/orders with parameters (a page), and GET /api/v1/orders/export.csv, on orders
 * written straight into the database with chosen times, totals and statuses.
 */

interface Seeded {
  number: string;
  customer: string;
  createdAt: string;
  totalCents: number;
  status: 'pending' | 'partially_paid' | 'paid';
}

const WANJIRU = 'Wanjirũ Njoroge';
const NANDO = 'ÑANDO & Sons';
const KAMAU = 'Kamau, "Big" Builders\nNakuru';
const OTIENO = 'Otieno Hardware';

// Ties on purpose: two orders at the same instant, several with the same total and customer.
const FIXED: Omit<Seeded, 'number'>[] = [
  {
    customer: WANJIRU,
    createdAt: '2025-03-01T08:00:00.000Z',
    totalCents: 1_000_00,
    status: 'paid',
  },
  // 21:30 UTC on the 1st is 00:30 on the 2nd in Nairobi.
  { customer: NANDO, createdAt: '2025-03-01T21:30:00.000Z', totalCents: 500_00, status: 'pending' },
  {
    customer: KAMAU,
    createdAt: '2025-03-01T21:30:00.000Z',
    totalCents: 500_00,
    status: 'partially_paid',
  },
  // The last millisecond of 2 March in Nairobi, and the first of 3 March.
  {
    customer: OTIENO,
    createdAt: '2025-03-02T20:59:59.999Z',
    totalCents: 2_500_00,
    status: 'pending',
  },
  { customer: WANJIRU, createdAt: '2025-03-02T21:00:00.000Z', totalCents: 500_00, status: 'paid' },
];

function generated(count: number): Omit<Seeded, 'number'>[] {
  const names = [WANJIRU, NANDO, KAMAU, OTIENO];
  const statuses = ['pending', 'partially_paid', 'paid'] as const;
  return Array.from({ length: count }, (_, index) => ({
    customer: names[index % names.length]!,
    // Every third order shares its instant with the one before.
    createdAt: new Date(Date.UTC(2025, 3, 1) + Math.floor(index / 3) * 3_600_000).toISOString(),
    totalCents: [750_00, 1_200_50, 750_00, 99_99][index % 4]!,
    status: statuses[index % 3]!,
  }));
}

describeEachDatabase('order list pages, filters and exports', (api) => {
  let token: string;
  const seeded: (Seeded & { id: number })[] = [];
  const customerIds = new Map<string, number>();

  async function insertOrders(orders: Omit<Seeded, 'number'>[]) {
    const { id: userId } = await api()
      .db.selectFrom('users')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const order of orders) {
      if (!customerIds.has(order.customer)) {
        const { id } = await insertCustomer(api().db, { name: order.customer });
        customerIds.set(order.customer, id);
      }
    }
    const rows = orders.map((order, index) => ({
      ...order,
      number: `ORD-${String(seeded.length + index + 1).padStart(6, '0')}`,
    }));
    // In chunks, one statement each: thousands of single inserts are slow on PostgreSQL.
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500);
      const ids = await api()
        .db.insertInto('orders')
        .values(
          chunk.map((order) => ({
            order_number: order.number,
            customer_id: customerIds.get(order.customer)!,
            subtotal_cents: order.totalCents,
            vat_rate_bp: 0,
            vat_cents: 0,
            total_cents: order.totalCents,
            payment_method: 'mpesa',
            status: order.status,
            paid_cents:
              order.status === 'paid' ? order.totalCents : order.status === 'pending' ? 0 : 100_00,
            created_by: userId,
            created_at: order.createdAt,
          })),
        )
        .returning(['id', 'order_number'])
        .execute();
      const idOf = new Map(ids.map((row) => [row.order_number, row.id]));
      for (const order of chunk) seeded.push({ ...order, id: idOf.get(order.number)! });
    }
  }

  const get = (query: string) => api().call('GET', `/api/v1/orders?${query}`, { token });

  /** Every page of a sort, followed by its cursors. */
  async function walk(query: string) {
    const pages = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(response.status, response.body?.error).toBe(200);
      pages.push(response.body);
      cursor = response.body.next_cursor;
    } while (cursor !== null && pages.length < 100);
    return pages;
  }

  beforeAll(async () => {
    ({ token } = await api().newUser());
    await insertOrders([...FIXED, ...generated(22)]);
  });

  it('still answers the spec’s plain array of every order without parameters', async () => {
    const all = await api().call('GET', '/api/v1/orders', { token });
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(seeded.length);
    expect(Object.keys(all.body[0]).sort()).toEqual(
      [
        'id',
        'order_number',
        'customer_id',
        'customer_name',
        'subtotal',
        'vat_rate',
        'vat_amount',
        'total_amount',
        'payment_method',
        'status',
        'paid_amount',
        'amount_credited',
        'balance',
        'created_at',
        'created_by',
        'cancelled_at',
        'cancelled_by',
        'cancelled_by_email',
        'cancel_reason',
        'invoice_id',
        'invoice_number',
        // A sale made offline (issue 54): its tap time and what a manager should look at.
        'sold_at',
        'attention',
        'attention_cleared_at',
      ].sort(),
    );
    const page = await get('limit=200');
    expect(page.body).toEqual({ items: all.body, next_cursor: null, total_count: seeded.length });
  });

  const byKey =
    (key: (order: Seeded) => string | number, direction: 1 | -1) =>
    (a: Seeded & { id: number }, b: Seeded & { id: number }) => {
      const ka = key(a);
      const kb = key(b);
      const order = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
      return order * direction;
    };

  it.each([
    ['created_at_desc', byKey((o) => o.createdAt, -1)],
    ['created_at_asc', byKey((o) => o.createdAt, 1)],
    ['total_desc', byKey((o) => o.totalCents, -1)],
    ['total_asc', byKey((o) => o.totalCents, 1)],
  ] as const)('walks every order exactly once in %s order, 4 at a time', async (sort, compare) => {
    const pages = await walk(`limit=4&sort=${sort}`);
    const expected = [...seeded].sort(compare).map((order) => order.number);
    expect(
      pages.flatMap((page) => page.items.map((o: { order_number: string }) => o.order_number)),
    ).toEqual(expected);
    expect(pages).toHaveLength(Math.ceil(seeded.length / 4));
    for (const page of pages) expect(page.total_count).toBe(seeded.length);
    expect(pages.at(-1).next_cursor).toBeNull();
  });

  it('walks every order exactly once by customer name Z to A, the A to Z list reversed by name', async () => {
    const pages = await walk('limit=3&sort=customer_desc');
    const walked = pages.flatMap((page) => page.items);
    expect(walked).toEqual((await get('limit=200&sort=customer_desc')).body.items);
    expect(new Set(walked.map((o: { id: number }) => o.id)).size).toBe(seeded.length);
    const names = (list: Array<{ customer_name: string }>) => [
      ...new Set(list.map((o) => o.customer_name)),
    ];
    const ascending = (await get('limit=200&sort=customer_asc')).body.items;
    expect(names(walked)).toEqual(names(ascending).reverse());
  });

  it('walks every order exactly once by customer name, ties by id', async () => {
    const pages = await walk('limit=3&sort=customer_asc');
    const walked = pages.flatMap((page) => page.items);
    // The database's collation decides the order of names; the whole list in one page is it.
    const onePage = (await get('limit=200&sort=customer_asc')).body.items;
    expect(walked).toEqual(onePage);
    expect(new Set(walked.map((o: { id: number }) => o.id)).size).toBe(seeded.length);
    const ids = new Map<string, number[]>();
    for (const order of walked)
      ids.set(order.customer_name, [...(ids.get(order.customer_name) ?? []), order.id]);
    for (const list of ids.values()) expect(list).toEqual([...list].sort((a, b) => a - b));
    // Each customer's orders come together.
    expect(
      walked
        .map((o: { customer_name: string }) => o.customer_name)
        .filter(
          (name: string, index: number, names: string[]) =>
            index === 0 || names[index - 1] !== name,
        ),
    ).toHaveLength(4);
  });

  it('filters by status and counts the matches', async () => {
    for (const status of ['pending', 'partially_paid', 'paid'] as const) {
      const page = await get(`status=${status}&limit=200`);
      const expected = seeded.filter((order) => order.status === status);
      expect(page.body.total_count).toBe(expected.length);
      expect(page.body.items.map((o: { order_number: string }) => o.order_number).sort()).toEqual(
        expected.map((order) => order.number).sort(),
      );
    }
  });

  it('reads from and to as whole days in Nairobi, both included', async () => {
    const page = await get('from=2025-03-02&to=2025-03-02');
    expect(page.body.items.map((o: { order_number: string }) => o.order_number)).toEqual([
      'ORD-000004',
      'ORD-000003',
      'ORD-000002',
    ]);
    expect(page.body.total_count).toBe(3);
    const first = await get('to=2025-03-01');
    expect(first.body.items.map((o: { order_number: string }) => o.order_number)).toEqual([
      'ORD-000001',
    ]);
    const later = await get('from=2025-03-03&to=2025-03-03');
    expect(later.body.items.map((o: { order_number: string }) => o.order_number)).toEqual([
      'ORD-000005',
    ]);
  });

  it('searches the order number, also in part, and the customer name ignoring case in any alphabet', async () => {
    const numbers = async (q: string) =>
      (await get(`q=${encodeURIComponent(q)}&limit=200`)).body.items
        .map((o: { order_number: string }) => o.order_number)
        .sort();
    expect(await numbers('ORD-000003')).toEqual(['ORD-000003']);
    expect(await numbers('ord-000003')).toEqual(['ORD-000003']);
    expect(await numbers('00002')).toEqual(
      seeded
        .filter((o) => o.number.includes('00002'))
        .map((o) => o.number)
        .sort(),
    );
    const wanjiru = seeded
      .filter((o) => o.customer === WANJIRU)
      .map((o) => o.number)
      .sort();
    expect(await numbers('WANJIRŨ')).toEqual(wanjiru);
    expect(await numbers('wanjirũ njoroge')).toEqual(wanjiru);
    expect(await numbers('ñando')).toEqual(
      seeded
        .filter((o) => o.customer === NANDO)
        .map((o) => o.number)
        .sort(),
    );
    expect(await numbers('d-00000')).toEqual(
      seeded
        .filter((o) => o.number.startsWith('ORD-00000'))
        .map((o) => o.number)
        .sort(),
    );
    expect(await numbers('rd')).toEqual(seeded.map((o) => o.number).sort());
    // Wildcards typed are letters to find.
    expect(await numbers('%')).toEqual([]);
    expect(await numbers('_')).toEqual([]);
    const combined = await get(
      `q=${encodeURIComponent('wanjirũ')}&status=paid&from=2025-03-01&to=2025-03-03`,
    );
    expect(combined.body).toMatchObject({ total_count: 2, next_cursor: null });
  });

  it('keeps the filters across pages', async () => {
    const pages = await walk('status=pending&limit=2&sort=total_asc');
    const walked = pages.flatMap((page) => page.items);
    expect(walked.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    expect(walked).toHaveLength(seeded.filter((o) => o.status === 'pending').length);
  });

  it('lists orders not yet invoiced, or only invoiced ones, on every page and in the export', async () => {
    // Every third order gets an invoice, the way the app makes one from an order.
    const invoiced = seeded.filter((_, index) => index % 3 === 0);
    for (const order of invoiced) {
      const response = await api().call('POST', `/api/v1/orders/${order.id}/generate-invoice`, {
        token,
      });
      expect(response.status, response.body?.error).toBe(201);
    }
    const others = seeded.filter((order) => !invoiced.includes(order));
    const numbers = (orders: Array<{ number?: string; order_number?: string }>) =>
      orders.map((order) => order.order_number ?? order.number).sort();

    for (const [flag, expected] of [
      ['false', others],
      ['true', invoiced],
    ] as const) {
      const page = await get(`invoiced=${flag}&limit=200`);
      expect(page.status, page.body?.error).toBe(200);
      expect(page.body.total_count).toBe(expected.length);
      expect(numbers(page.body.items)).toEqual(numbers(expected));
    }

    const pages = await walk('invoiced=false&limit=4&sort=total_asc');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.total_count).toBe(others.length);
    expect(numbers(pages.flatMap((page) => page.items))).toEqual(numbers(others));

    const wanjiru = await get(`q=${encodeURIComponent('wanjirũ')}&invoiced=false&limit=200`);
    const notInvoicedWanjiru = others.filter((order) => order.customer === WANJIRU);
    expect(notInvoicedWanjiru.length).toBeGreaterThan(0);
    expect(wanjiru.body.total_count).toBe(notInvoicedWanjiru.length);
    expect(numbers(wanjiru.body.items)).toEqual(numbers(notInvoicedWanjiru));

    const csv = await api().app.request('/api/v1/orders/export.csv?invoiced=true', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    const rows = readCsv((await csv.text()).replace(/^\uFEFF/, '')).slice(1);
    expect(rows.map((row) => row[0]).sort()).toEqual(numbers(invoiced));
  });

  it.each([
    ['limit=0', /^limit: must be at least 1/],
    ['limit=201', /^limit: must be at most 200/],
    ['limit=abc', /^limit: must be a whole number/],
    [
      'sort=price',
      /^sort: must be one of created_at_desc, created_at_asc, total_desc, total_asc, customer_asc, customer_desc/,
    ],
    ['status=overdue', /^status: must be one of pending, paid, partially_paid/],
    ['from=2025-02-30', /^from: must be a date like 2025-03-31/],
    ['to=yesterday', /^to: must be a date like/],
    ['from=0999-12-31', /^from: must be on or after 2000-01-01/],
    ['invoiced=maybe', /^invoiced: must be true or false/],
    ['from=2025-03-02&to=2025-03-01', /^to: must not be before from/],
    ['cursor=not-a-cursor', /^cursor: is not a cursor of this list/],
    [`cursor=${Buffer.from('["created_at_desc","x",0]').toString('base64url')}`, /^cursor: /],
    [`cursor=${Buffer.from('{"id":1}').toString('base64url')}`, /^cursor: /],
    ['offset=10', /^offset: not a parameter of this list/],
  ])('refuses ?%s with 400 naming the parameter', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('refuses a cursor of one sort used with another', async () => {
    const first = await get('limit=2&sort=total_desc');
    const response = await get(`limit=2&sort=created_at_desc&cursor=${first.body.next_cursor}`);
    expect(response).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^cursor: /) },
    });
  });

  it('needs a session', async () => {
    expect((await api().call('GET', '/api/v1/orders?limit=5')).status).toBe(401);
    expect((await api().app.request('/api/v1/orders/export.csv')).status).toBe(401);
  });

  describe('GET /api/v1/orders/export.csv', () => {
    async function download(query = '') {
      const response = await api().app.request(`/api/v1/orders/export.csv${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
    }

    it('streams the filtered orders as UTF-8 CSV with a BOM, in the list’s order', async () => {
      const { response, bytes, text } = await download('?status=pending&sort=total_desc');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const today = businessDate(new Date(), 'Africa/Nairobi');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="orders-${today}.csv"`,
      );
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = readCsv(text.slice(1));
      expect(header).toEqual([
        'Order number',
        'Date',
        'Customer',
        'Payment method',
        'Status',
        'Subtotal (KSh)',
        'VAT rate (%)',
        'VAT (KSh)',
        'Total (KSh)',
        'Paid (KSh)',
        'Credited (KSh)',
        'Balance (KSh)',
      ]);
      const list = await get('status=pending&sort=total_desc&limit=200');
      expect(rows.map((row) => row[0])).toEqual(
        list.body.items.map((o: { order_number: string }) => o.order_number),
      );
      expect(rows.find((row) => row[0] === 'ORD-000004')).toEqual([
        'ORD-000004',
        '02/03/2025',
        OTIENO,
        'M-Pesa',
        'Pending',
        '2500.00',
        '0.00',
        '0.00',
        '2500.00',
        '0.00',
        '0.00',
        '2500.00',
      ]);
      // Dated in Nairobi: made 21:30 UTC on 1 March.
      expect(rows.find((row) => row[0] === 'ORD-000002')?.[1]).toBe('02/03/2025');
    });

    it('quotes commas, quotes and line breaks in names, and keeps Swahili letters', async () => {
      const { text } = await download(`?q=${encodeURIComponent('kamau')}`);
      expect(text).toContain('"Kamau, ""Big"" Builders\nNakuru"');
      const rows = readCsv(text.slice(1)).slice(1);
      expect(rows.length).toBe(seeded.filter((o) => o.customer === KAMAU).length);
      expect(rows.every((row) => row[2] === KAMAU)).toBe(true);
      const partial = rows.find((row) => row[0] === 'ORD-000003')!;
      expect(partial.slice(8)).toEqual(['500.00', '100.00', '0.00', '400.00']);
      const swahili = readCsv(
        (await download(`?q=${encodeURIComponent('WANJIRŨ')}`)).text.slice(1),
      );
      expect(swahili.slice(1).every((row) => row[2] === WANJIRU)).toBe(true);
    });

    it('answers just the header when nothing matches, and refuses bad filters with 400', async () => {
      const { response, text } = await download('?q=nobody-at-all');
      expect(response.status).toBe(200);
      expect(readCsv(text.slice(1))).toHaveLength(1);
      for (const query of ['?status=void', '?limit=5', '?cursor=abc', '?from=2025-13-01']) {
        const bad = await api().app.request(`/api/v1/orders/export.csv${query}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(bad.status, query).toBe(400);
        expect(((await bad.json()) as { error: string }).error).toMatch(
          /^(status|limit|cursor|from): /,
        );
      }
    });

    it('exports every matching order when there are more than one batch of them', async () => {
      const bulk = 'Bulk Buyer Ltd';
      const count = 2_345;
      const before = seeded.length;
      const orders = Array.from({ length: count }, (_, index) => ({
        customer: bulk,
        createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(index / 2) * 60_000).toISOString(),
        totalCents: 100_00 + (index % 7),
        status: 'pending' as const,
      }));
      await insertOrders(orders);
      const { text } = await download(`?q=${encodeURIComponent('bulk buyer')}&sort=created_at_asc`);
      const rows = readCsv(text.slice(1)).slice(1);
      expect(rows).toHaveLength(count);
      expect(rows.map((row) => row[0])).toEqual(seeded.slice(before).map((order) => order.number));
      const everything = readCsv((await download()).text.slice(1)).slice(1);
      expect(everything).toHaveLength(seeded.length);
      expect(new Set(everything.map((row) => row[0])).size).toBe(seeded.length);
    });
  });
});
