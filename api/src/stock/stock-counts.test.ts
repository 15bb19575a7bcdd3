import { beforeAll, expect, it } from 'vitest';
import { insertItem } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

describeEachDatabase('past stock counts', (api) => {
  let token: string;
  let email: string;
  let cashierToken: string;

  beforeAll(async () => {
    ({ token, email } = await api().newUser());
    ({ token: cashierToken } = await api().newUser(undefined, 'cashier'));
  });

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });

  async function newItem(name: string, quantity: number, unit = 'pcs') {
    const response = await call('POST', '/api/v1/inventory', {
      name,
      quantity,
      unit,
      sells_in_fractions: unit === 'kg',
      unit_price: 500,
      cost_price: 333.33,
      supplier_id: null,
    });
    expect(response.status).toBe(201);
    return response.body as { id: number; name: string };
  }

  async function postCount(note: string, lines: [number, number, number][]) {
    const response = await call('POST', '/api/v1/stock-counts', {
      note,
      lines: lines.map(([id, expected, counted]) => ({
        inventory_id: id,
        expected_quantity: expected,
        counted_quantity: counted,
      })),
    });
    expect(response.status).toBe(201);
    return response.body as { id: number };
  }

  it('lists each posted count newest first with its figures, and opens it with every line', async () => {
    const a = await newItem('Past A: Nails 2in', 5, 'kg');
    const b = await newItem('Past B: Claw hammer', 7);
    const c = await newItem('Past C: Spirit level', 2);
    const first = await postCount('Shelf 1 count', [[b.id, 7, 7]]);
    const second = await postCount('Month-end count', [
      [a.id, 5, 4.25],
      [b.id, 7, 7],
      [c.id, 2, 3],
    ]);

    const page = await call('GET', '/api/v1/stock-counts?limit=200');
    expect(page.status).toBe(200);
    const ids = page.body.items.map((count: { id: number }) => count.id);
    // Newest first: the later count above the earlier (other files post counts meanwhile).
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const listed = page.body.items.find((count: { id: number }) => count.id === second.id);
    // (−0.75 × 333.33 = −249.9975 → −250.00) + (1 × 333.33), each line rounded half up.
    expect(listed).toMatchObject({
      counted_by_email: email,
      note: 'Month-end count',
      items_counted: 3,
      items_differing: 2,
      total_difference_quantity: 0.25,
      total_difference_value: 83.33,
    });
    expect(page.body.items.find((count: { id: number }) => count.id === first.id)).toMatchObject({
      items_counted: 1,
      items_differing: 0,
      total_difference_quantity: 0,
      total_difference_value: 0,
    });

    // Renaming an item afterwards leaves the count as it was.
    await call('PATCH', `/api/v1/inventory/${c.id}`, { name: 'Renamed level' });
    const detail = await call('GET', `/api/v1/stock-counts/${second.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: second.id, items_counted: 3, items_differing: 2 });
    expect(detail.body.lines).toEqual([
      {
        inventory_id: a.id,
        item_name: 'Past A: Nails 2in',
        unit: 'kg',
        expected_quantity: 5,
        counted_quantity: 4.25,
        difference: -0.75,
        difference_value: -250,
      },
      {
        inventory_id: b.id,
        item_name: 'Past B: Claw hammer',
        unit: 'pcs',
        expected_quantity: 7,
        counted_quantity: 7,
        difference: 0,
        difference_value: 0,
      },
      {
        inventory_id: c.id,
        item_name: 'Past C: Spirit level',
        unit: 'pcs',
        expected_quantity: 2,
        counted_quantity: 3,
        difference: 1,
        difference_value: 333.33,
      },
    ]);
  });

  it("keeps every line of a count larger than one insert's batch", async () => {
    const items = [];
    for (let index = 0; index < 620; index += 1)
      items.push(await insertItem(api().db, { name: `Whole shop ${index}`, quantity: 1 }));
    const count = await postCount(
      'Whole shop count',
      items.map((item, index) => [item.id, 1, index === 0 ? 0 : 1]),
    );
    const detail = await call('GET', `/api/v1/stock-counts/${count.id}`);
    expect(detail.body).toMatchObject({ items_counted: 620, items_differing: 1 });
    expect(detail.body.lines).toHaveLength(620);
  });

  it('pages with a cursor, newest first, without repeating a count', async () => {
    const item = await newItem('Past D: Sandpaper', 10);
    for (const counted of [9, 8, 7])
      await postCount('Paging count', [[item.id, counted + 1, counted]]);
    const one = await call('GET', '/api/v1/stock-counts?limit=1');
    expect(one.body.items).toHaveLength(1);
    expect(one.body.next_cursor).not.toBeNull();
    const two = await call(
      'GET',
      `/api/v1/stock-counts?limit=1&cursor=${encodeURIComponent(one.body.next_cursor)}`,
    );
    expect(two.body.items).toHaveLength(1);
    expect(two.body.items[0].id).toBeLessThan(one.body.items[0].id);
  });

  it('keeps no count that was refused, answers 404 for none, and is for managers only', async () => {
    const item = await newItem('Past E: Paint brush', 4);
    const refused = await call('POST', '/api/v1/stock-counts', {
      note: 'Refused count E',
      lines: [{ inventory_id: item.id, expected_quantity: 3, counted_quantity: 1 }],
    });
    expect(refused.status).toBe(409);
    const kept = await api()
      .db.selectFrom('stock_counts')
      .select('id')
      .where('note', '=', 'Refused count E')
      .execute();
    expect(kept).toEqual([]);
    expect((await call('GET', '/api/v1/stock-counts/999999')).status).toBe(404);
    const cashier = await api().call('GET', '/api/v1/stock-counts', { token: cashierToken });
    expect(cashier.status).toBe(403);
  });
});
