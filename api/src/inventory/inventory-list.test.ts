import { beforeAll, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { insertItem, insertSupplier } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * GET /api/v1/inventory with parameters (a page), GET /api/v1/inventory/summary and the CSV
 * export's filters and sort, on items written straight into the database.
 */

interface Seeded {
  name: string;
  quantity: number;
  unitPriceCents: number;
  supplier: 'Mabati Rolling Mills' | 'Crown Paints' | null;
}

// Ties on purpose: equal quantities, equal prices, and equal stock values from different
// quantities and prices (4 × 250.00 = 2 × 500.00 = 1,000.00).
const ITEMS: Seeded[] = [
  {
    name: 'Iron Sheet G30',
    quantity: 40,
    unitPriceCents: 1_250_00,
    supplier: 'Mabati Rolling Mills',
  },
  {
    name: 'Iron Sheet G28',
    quantity: 0,
    unitPriceCents: 1_450_00,
    supplier: 'Mabati Rolling Mills',
  },
  { name: 'Ridge Cap', quantity: 10, unitPriceCents: 450_00, supplier: 'Mabati Rolling Mills' },
  { name: 'Emulsion 4L', quantity: 4, unitPriceCents: 250_00, supplier: 'Crown Paints' },
  { name: 'Gloss Paint 1L', quantity: 2, unitPriceCents: 500_00, supplier: 'Crown Paints' },
  { name: 'Padlock 50mm', quantity: 11, unitPriceCents: 450_00, supplier: null },
  { name: 'Wire Nails 3in', quantity: 11, unitPriceCents: 180_00, supplier: null },
  { name: 'Binding Wire', quantity: 0, unitPriceCents: 250_00, supplier: null },
  { name: 'Simba Cement 50kg', quantity: 120, unitPriceCents: 780_00, supplier: null },
  { name: 'Ñandi Hinges', quantity: 4, unitPriceCents: 250_00, supplier: null },
  // Names typed in lower case sort among the others, not after every capital.
  { name: 'anchor Bolts M10', quantity: 25, unitPriceCents: 35_00, supplier: null },
  { name: 'emulsion 10L', quantity: 12, unitPriceCents: 2_400_00, supplier: null },
];

type Item = {
  id: number;
  name: string;
  quantity: number;
  unit_price: number;
  supplier_name: string | null;
};

describeEachDatabase('inventory list pages, filters, summary and export', (api) => {
  let token: string;
  const ids = new Map<string, number>();

  const get = (query: string) => api().call('GET', `/api/v1/inventory?${query}`, { token });

  /** Every page of a query, followed by its cursors. */
  async function walk(query: string): Promise<Item[]> {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status, page.body?.error).toBe(200);
      items.push(...page.body.items);
      cursor = page.body.next_cursor;
    } while (cursor !== null && items.length < 1_000);
    return items;
  }

  beforeAll(async () => {
    ({ token } = await api().newUser());
    const suppliers = new Map<string, number>();
    for (const name of ['Mabati Rolling Mills', 'Crown Paints'] as const) {
      suppliers.set(name, await insertSupplier(api().db, name));
    }
    for (const item of ITEMS) {
      const row = await insertItem(api().db, {
        name: item.name,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        costPriceCents: 100_00,
        supplierId: item.supplier ? suppliers.get(item.supplier) : null,
      });
      ids.set(item.name, row.id);
    }
  });

  const byKey = (key: (item: Seeded) => number, direction: 1 | -1) => (a: Seeded, b: Seeded) =>
    (key(a) - key(b) || ids.get(a.name)! - ids.get(b.name)!) * direction;

  it.each([
    ['quantity_asc', byKey((i) => i.quantity, 1)],
    ['quantity_desc', byKey((i) => i.quantity, -1)],
    ['unit_price_asc', byKey((i) => i.unitPriceCents, 1)],
    ['unit_price_desc', byKey((i) => i.unitPriceCents, -1)],
    ['total_value_asc', byKey((i) => i.quantity * i.unitPriceCents, 1)],
    ['total_value_desc', byKey((i) => i.quantity * i.unitPriceCents, -1)],
  ] as const)(
    'walks every item exactly once in %s order, 3 at a time, ties by id',
    async (sort, compare) => {
      const walked = await walk(`limit=3&sort=${sort}`);
      expect(walked.map((item) => item.name)).toEqual([...ITEMS].sort(compare).map((i) => i.name));
    },
  );

  it('walks every item exactly once by name either way, ignoring case', async () => {
    const ascending = await walk('limit=3&sort=name_asc');
    expect(ascending.map((item) => item.name)).toEqual([
      'anchor Bolts M10',
      'Binding Wire',
      'emulsion 10L',
      'Emulsion 4L',
      'Gloss Paint 1L',
      'Iron Sheet G28',
      'Iron Sheet G30',
      'Padlock 50mm',
      'Ridge Cap',
      'Simba Cement 50kg',
      'Wire Nails 3in',
      'Ñandi Hinges',
    ]);
    // Spec §7's whole list (no parameters) is in the same order.
    expect(ascending).toEqual((await api().call('GET', '/api/v1/inventory', { token })).body);
    const descending = await walk('limit=4&sort=name_desc');
    expect(descending).toEqual([...ascending].reverse());
    expect((await get('limit=3')).body.items).toEqual(ascending.slice(0, 3));
  });

  it('searches item names and supplier names, filters by stock, and counts the matches', async () => {
    const names = async (query: string) => {
      const page = await get(`${query}&limit=200`);
      expect(page.status, page.body?.error).toBe(200);
      expect(page.body.total_count).toBe(page.body.items.length);
      return page.body.items.map((item: Item) => item.name).sort();
    };
    expect(await names('q=IRON')).toEqual(['Iron Sheet G28', 'Iron Sheet G30']);
    // The supplier's name finds its items; the item's name still finds the rest.
    expect(await names('q=crown')).toEqual(['Emulsion 4L', 'Gloss Paint 1L']);
    expect(await names(`q=${encodeURIComponent('ñandi')}`)).toEqual(['Ñandi Hinges']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('in_stock=false')).toEqual(['Binding Wire', 'Iron Sheet G28']);
    // Low stock: 10 units or fewer, out of stock included.
    expect(await names('low_stock=true')).toEqual(
      ITEMS.filter((i) => i.quantity <= 10)
        .map((i) => i.name)
        .sort(),
    );
    expect(await names('low_stock=false')).toEqual(
      ITEMS.filter((i) => i.quantity > 10)
        .map((i) => i.name)
        .sort(),
    );
    expect(await names('low_stock=true&in_stock=true&q=mabati')).toEqual(['Ridge Cap']);
    const filtered = await walk('limit=2&low_stock=true&sort=total_value_desc');
    expect(filtered.map((item) => item.name)).toEqual([
      'Ridge Cap',
      'Ñandi Hinges',
      'Gloss Paint 1L',
      'Emulsion 4L',
      'Binding Wire',
      'Iron Sheet G28',
    ]);
  });

  it('counts all items and those low on stock in one summary', async () => {
    expect(await api().call('GET', '/api/v1/inventory/summary', { token })).toMatchObject({
      status: 200,
      body: { total_items: ITEMS.length, low_stock_items: 6, low_stock_quantity: 10 },
    });
    expect((await api().call('GET', '/api/v1/inventory/summary')).status).toBe(401);
  });

  it.each([
    [
      'sort=margin_desc',
      /^sort: must be one of name_asc, name_desc, quantity_asc, quantity_desc, unit_price_asc, unit_price_desc, total_value_asc, total_value_desc/,
    ],
    ['low_stock=few', /^low_stock: must be true or false/],
    ['cursor=nope', /^cursor: is not a cursor of this list sorted by name_asc/],
    ['status=paid', /^status: not a parameter of this list/],
  ])('refuses ?%s with 400 naming the parameter', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('refuses a cursor of one sort used with another', async () => {
    const first = await get('limit=2&sort=quantity_desc');
    const response = await get(`limit=2&sort=unit_price_desc&cursor=${first.body.next_cursor}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^cursor: /);
  });

  it('exports exactly the items the filters match, in the list’s order', async () => {
    const response = await api().app.request(
      '/api/v1/inventory/export.csv?low_stock=true&in_stock=true&sort=quantity_desc',
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const rows = readCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['Ridge Cap', '10'],
      ['Ñandi Hinges', '4'],
      ['Emulsion 4L', '4'],
      ['Gloss Paint 1L', '2'],
    ]);
  });
});
