import { beforeAll, expect, it } from 'vitest';
import { insertCustomer, insertItem } from '../test/fixtures.ts';
import { insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

describeEachDatabase('dashboard overview: its period, stock at cost and a cashier', (api) => {
  let owner: string;
  let cashier: string;
  const overview = (token: string, query = '') =>
    api().call('GET', `/api/v1/analytics/overview${query}`, { token });

  /**
   * Orders: 1,000.00 on 15 October; 250.50 at 00:30 on 1 November in Nairobi (21:30 UTC the day
   * before, so November's); 99.99 today; and 5,000.00 on 20 October, cancelled.
   * Stock: 12.5 kg at 80.00 a kg (cost 61.13) and 3 bags at 780.00 (cost 652.17).
   */
  beforeAll(async () => {
    const first = await api().newUser();
    owner = first.token;
    cashier = (await api().newUser('cashier@example.com', 'cashier')).token;
    const createdBy = await userIdOf(api().db, first.email);
    const { id: customerId } = await insertCustomer(api().db);
    const order = (totalCents: number, createdAt: Date) =>
      insertOrder(api().db, { customerId, totalCents, createdBy, createdAt });
    await order(1000_00, new Date('2026-10-15T09:00:00Z'));
    await order(250_50, new Date('2026-10-31T21:30:00Z'));
    await order(99_99, new Date());
    const cancelled = await order(5000_00, new Date('2026-10-20T09:00:00Z'));
    await api()
      .db.updateTable('orders')
      .set({ cancelled_at: new Date().toISOString() })
      .where('id', '=', cancelled.id)
      .execute();
    await insertItem(api().db, {
      name: 'Wire nails',
      unit: 'kg',
      quantity: 12.5,
      unitPriceCents: 80_00,
      costPriceCents: 61_13,
    });
    await insertItem(api().db, { quantity: 3, unitPriceCents: 780_00, costPriceCents: 652_17 });
  });

  it('counts the orders made in the period asked for, by Nairobi days', async () => {
    const october = await overview(owner, '?from=2026-10-01&to=2026-10-31');
    expect(october.status).toBe(200);
    expect(october.body.orders).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      total_orders: 1,
      total_revenue: 1000,
      unpaid_revenue: 1000,
    });
    const november = await overview(owner, '?from=2026-11-01&to=2026-11-30');
    expect(november.body.orders).toMatchObject({ total_orders: 1, total_revenue: 250.5 });
    // The cash collected follows the same period.
    expect(november.body.cash_collected).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('answers zeros for a period with no sales', async () => {
    const quiet = await overview(owner, '?from=2025-01-01&to=2025-01-31');
    expect(quiet.body.orders).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      total_orders: 0,
      total_revenue: 0,
      paid_revenue: 0,
      unpaid_revenue: 0,
      partially_paid_revenue: 0,
    });
    expect(quiet.body.cash_collected).toMatchObject({ amount: 0, payments: 0 });
  });

  it("keeps the spec's totals of every order when asked for no period", async () => {
    const answer = await overview(owner);
    expect(answer.body.orders).toMatchObject({
      from: null,
      to: null,
      total_orders: 3,
      total_revenue: 1350.49,
    });
  });

  it('values the stock at shelf price and at cost, each item rounded half up', async () => {
    const { inventory } = (await overview(owner)).body;
    expect(inventory).toEqual({
      total_items: 2,
      // 12.5 × 80.00 + 3 × 780.00
      stock_value: 3340,
      // 12.5 × 61.13 = 764.125 → 764.13; 3 × 652.17 = 1,956.51
      stock_value_at_cost: 2720.64,
    });
  });

  it("leaves revenue and what the stock is worth out of a cashier's answer", async () => {
    const answer = await overview(cashier, '?from=2026-10-01&to=2026-10-31');
    expect(answer.status).toBe(200);
    expect(answer.body.inventory).toEqual({ total_items: 2 });
    expect(answer.body.orders).toEqual({ from: '2026-10-01', to: '2026-10-31', total_orders: 1 });
    expect(JSON.stringify(answer.body)).not.toMatch(/revenue|stock_value|profit|cost/);
    // What a cashier does see: cash taken, what is owed, the latest orders.
    expect(answer.body.cash_collected).toMatchObject({ amount: 0 });
    expect(answer.body.recent_orders).toHaveLength(4);
  });

  it('refuses a period that ends before it starts', async () => {
    const answer = await overview(owner, '?from=2026-11-02&to=2026-11-01');
    expect(answer.status).toBe(400);
  });
});
