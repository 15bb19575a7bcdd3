import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  orderRequest,
  stockOf,
} from '../test/fixtures.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';

// SQLite runs one transaction at a time, so races can only happen on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('stock under concurrency [postgres]', () => {
  let api: TestApi;
  let token: string;
  let customerId: number;
  let supplierId: number;

  beforeAll(async () => {
    api = await createTestApi('postgres');
    ({ token } = await api.newUser());
    ({ id: customerId } = await insertCustomer(api.db));
    supplierId = await insertSupplier(api.db, 'Concurrent Supplier');
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Each item's movements add up to its quantity, and its last balance is that quantity. */
  async function expectLedgerAddsUp(ids: number[]) {
    for (const id of ids) {
      const movements = await api.db
        .selectFrom('stock_movements')
        .select(['quantity_change_milli', 'quantity_after_milli'])
        .where('inventory_id', '=', id)
        .orderBy('id')
        .execute();
      const quantity = await stockOf(api.db, id);
      expect(movements.reduce((sum, m) => sum + Number(m.quantity_change_milli), 0)).toBe(
        quantity * 1000,
      );
      expect(Number(movements.at(-1)!.quantity_after_milli)).toBe(quantity * 1000);
      // Every balance follows from the one before: no two writers saw the same "before".
      movements.forEach((m, index) => {
        const before = index === 0 ? 0 : Number(movements[index - 1]!.quantity_after_milli);
        expect(Number(m.quantity_after_milli)).toBe(before + Number(m.quantity_change_milli));
      });
    }
  }

  it('sales, damages and deliveries of the same item at once: none lost, never below zero', async () => {
    const item = await insertItem(api.db, { name: 'Concurrent cement', quantity: 10 });
    const sale = orderRequest(customerId, [{ item, quantity: 1 }]);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => api.call('POST', '/api/v1/orders', { token, body: sale })),
      ...Array.from({ length: 8 }, () =>
        api.call('POST', '/api/v1/stock-adjustments', {
          token,
          body: { inventory_id: item.id, quantity_change: -1, reason: 'damaged' },
        }),
      ),
      ...Array.from({ length: 3 }, () =>
        api.call('POST', '/api/v1/goods-received', {
          token,
          body: {
            supplier_id: supplierId,
            lines: [{ inventory_id: item.id, quantity: 2, unit_cost: 700 }],
          },
        }),
      ),
    ]);
    const taken = answers.slice(0, 16).filter((a) => a.status === 201).length;
    const refused = answers.slice(0, 16).filter((a) => a.status === 409).length;
    expect(taken + refused).toBe(16);
    expect(answers.slice(16).every((a) => a.status === 201)).toBe(true);
    // 10 + 3 × 2 came in; only what was there could go out.
    expect(await stockOf(api.db, item.id)).toBe(16 - taken);
    expect(taken).toBeGreaterThanOrEqual(10);
    await expectLedgerAddsUp([item.id]);
  });

  it('two deliveries of the same items in opposite order at once: both post, no deadlock, costs weighted over both', async () => {
    const a = await insertItem(api.db, {
      name: 'Concurrent A',
      quantity: 10,
      costPriceCents: 100_00,
    });
    const b = await insertItem(api.db, {
      name: 'Concurrent B',
      quantity: 10,
      costPriceCents: 100_00,
    });
    const note = (first: number, second: number) =>
      api.call('POST', '/api/v1/goods-received', {
        token,
        body: {
          supplier_id: supplierId,
          lines: [
            { inventory_id: first, quantity: 10, unit_cost: 200 },
            { inventory_id: second, quantity: 10, unit_cost: 200 },
          ],
        },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => note(a.id, b.id)),
      ...Array.from({ length: 5 }, () => note(b.id, a.id)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const numbers = answers.map((answer) => answer.body.grn_number).sort();
    expect(new Set(numbers).size).toBe(10);
    for (const item of [a, b]) {
      const row = await api.db
        .selectFrom('inventory_items')
        .select(['quantity_milli', 'cost_price_cents'])
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      // 10 at KSh 100, then ten deliveries of 10 at KSh 200, one after another (each averaged
      // on what the one before left): (10 × 100 + 100 × 200) ÷ 110 = 190.91, whichever came first.
      expect(Number(row.quantity_milli)).toBe(110_000);
      expect(Number(row.cost_price_cents)).toBe(190_91);
    }
    await expectLedgerAddsUp([a.id, b.id]);
  });

  it('a reversal racing a sale of the delivered stock: one of them is refused, the ledger adds up', async () => {
    const item = await insertItem(api.db, {
      name: 'Concurrent reversal',
      quantity: 0,
      unitPriceCents: 50_00,
    });
    const delivered = await api.call('POST', '/api/v1/goods-received', {
      token,
      body: {
        supplier_id: supplierId,
        lines: [{ inventory_id: item.id, quantity: 5, unit_cost: 30 }],
      },
    });
    const [reversal, sale] = await Promise.all([
      api.call('POST', `/api/v1/goods-received/${delivered.body.id}/reverse`, {
        token,
        body: { reason: 'Race' },
      }),
      api.call('POST', '/api/v1/orders', {
        token,
        body: orderRequest(customerId, [{ item, quantity: 3 }]),
      }),
    ]);
    // Whichever came first wins: the reversal (200) leaves nothing to sell, or the sale (201)
    // leaves too little to take the delivery back.
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual([reversal.status, sale.status]);
    expect(await stockOf(api.db, item.id)).toBe(reversal.status === 200 ? 0 : 2);
    await expectLedgerAddsUp([item.id]);
  });
});
