import { beforeAll, expect, it } from 'vitest';
import { insertCustomer, insertItem, orderRequest } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

describeEachDatabase('GET /api/v1/analytics/overview', (api) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await api().newUser());
  });

  const overview = () => api().call('GET', '/api/v1/analytics/overview', { token });

  it('answers zeros and no recent orders on an empty shop', async () => {
    expect(await overview()).toMatchObject({
      status: 200,
      body: {
        inventory: { total_items: 0, stock_value: 0 },
        orders: {
          total_orders: 0,
          total_revenue: 0,
          paid_revenue: 0,
          unpaid_revenue: 0,
          partially_paid_revenue: 0,
        },
        recent_orders: [],
      },
    });
  });

  it('sums stock value and order revenue by payment status in KSh', async () => {
    const customer = await insertCustomer(api().db, { name: 'Mwangi Hardware' });
    // Stock value: 40 × 780.00 + 12 × 1,250.50 + 0 × 99.99 = 31,200 + 15,006 = 46,206.00
    const cement = await insertItem(api().db, { quantity: 40, unitPriceCents: 780_00 });
    const mabati = await insertItem(api().db, { quantity: 12, unitPriceCents: 1_250_50 });
    await insertItem(api().db, { name: 'Sold out', quantity: 0, unitPriceCents: 99_99 });

    const order = async (item: typeof cement, quantity: number) => {
      const response = await api().call('POST', '/api/v1/orders', {
        token,
        // At the standard 16 %, shelf prices include VAT, so an order's total is Σ qty × price.
        body: orderRequest(customer.id, [{ item, quantity }]),
      });
      expect(response.status).toBe(201);
      return response.body;
    };
    // Orders take stock: cement 40 → 30 → 28, mabati 12 → 10 → 9.
    const paid = await order(cement, 10); // 7,800.00
    const partial = await order(mabati, 2); // 2,501.00
    await order(cement, 2); // 1,560.00, pending
    // Cancelled: it sold nothing, so neither counted nor summed ("excluding cancelled").
    const cancelled = await order(cement, 1);
    const cancelling = await api().call('POST', `/api/v1/orders/${cancelled.id}/cancellation`, {
      token,
      body: { reason: 'Customer changed their mind' },
    });
    expect(cancelling.status).toBe(200);
    const latest = await order(mabati, 1); // 1,250.50, pending
    await api().call('PATCH', `/api/v1/orders/${paid.id}`, {
      token,
      body: { status: 'paid', paid_amount: 7800 },
    });
    await api().call('PATCH', `/api/v1/orders/${partial.id}`, {
      token,
      body: { status: 'partially_paid', paid_amount: 500 },
    });

    const response = await overview();
    expect(response.status).toBe(200);
    expect(response.body.inventory).toMatchObject({
      total_items: 3,
      stock_value: 28 * 780 + 9 * 1250.5, // 21,840 + 11,254.50
    });
    expect(response.body.orders).toMatchObject({
      total_orders: 4,
      total_revenue: 13_111.5,
      paid_revenue: 7800,
      unpaid_revenue: 2810.5,
      partially_paid_revenue: 2501,
    });
    expect(response.body.recent_orders[0]).toEqual({
      id: latest.id,
      order_number: latest.order_number,
      customer_name: 'Mwangi Hardware',
      total_amount: 1250.5,
      status: 'pending',
      created_at: latest.created_at,
    });
  });

  it('lists only the latest 5 orders, newest first', async () => {
    const customer = await insertCustomer(api().db);
    const item = await insertItem(api().db, { quantity: 100, unitPriceCents: 10_00 });
    const created: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await api().call('POST', '/api/v1/orders', {
        token,
        body: orderRequest(customer.id, [{ item, quantity: 1 }]),
      });
      created.push(response.body.id);
    }
    const recent = (await overview()).body.recent_orders;
    expect(recent.map((o: { id: number }) => o.id)).toEqual(created.slice(1).reverse());
  });

  it('still answers when the stock value is beyond 64-bit integer sums', async () => {
    const before = (await overview()).body.inventory;
    // 100 items at the largest quantity and price the API accepts: 10^19 cents in all.
    for (let i = 0; i < 100; i++) {
      await insertItem(api().db, {
        name: `Huge ${i}`,
        quantity: 10_000_000,
        unitPriceCents: 10_000_000_000,
      });
    }
    const answer = await overview();
    expect(answer.status).toBe(200);
    expect(answer.body.inventory.total_items).toBe(before.total_items + 100);
    expect(answer.body.inventory.stock_value).toBeGreaterThan(1e17);
    await api().db.deleteFrom('inventory_items').where('name', 'like', 'Huge %').execute();
  });

  it('refuses a caller without a valid token', async () => {
    expect(await api().call('GET', '/api/v1/analytics/overview')).toMatchObject({
      status: 401,
      body: { error: 'No authentication token found' },
    });
    expect(
      (await api().call('GET', '/api/v1/analytics/overview', { token: 'forged' })).status,
    ).toBe(401);
  });
});
