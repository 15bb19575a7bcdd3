import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertItem,
  manualInvoiceRequest,
  orderRequest,
  salesRowCounts,
  stockOf,
} from '../test/fixtures.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';

// SQLite runs one transaction at a time, so races can only happen on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('sales under concurrency [postgres]', () => {
  let api: TestApi;
  let token: string;
  let customerId: number;

  beforeAll(async () => {
    api = await createTestApi('postgres');
    ({ token } = await api.newUser());
    ({ id: customerId } = await insertCustomer(api.db));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('20 orders at once for the last 5 units: exactly 5 succeed, stock 0, numbers gapless', async () => {
    const item = await insertItem(api.db, { name: 'Simba Cement 50kg', quantity: 5 });
    const body = orderRequest(customerId, [{ item, quantity: 1 }]);
    const counterBefore = (await salesRowCounts(api.db)).counters.order!;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.call('POST', '/api/v1/orders', { token, body })),
    );

    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.body).toEqual({ error: 'Not enough stock for Simba Cement 50kg: 0 left' });
    }
    expect(await stockOf(api.db, item.id)).toBe(0);
    const numbers = created.map((a) => Number(a.body.order_number.slice(4))).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((n) => counterBefore + n));
    expect((await salesRowCounts(api.db)).counters.order).toBe(counterBefore + 5);
  });

  it('10 identical requests at once with one Idempotency-Key make one order and 10 equal answers', async () => {
    const item = await insertItem(api.db, { quantity: 100 });
    const body = orderRequest(customerId, [{ item, quantity: 4 }]);
    const before = await salesRowCounts(api.db);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', '/api/v1/orders', {
          token,
          body,
          headers: { 'Idempotency-Key': 'double-click-7f3a' },
        }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(9);
    const after = await salesRowCounts(api.db);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.counters.order).toBe(before.counters.order! + 1);
    expect(await stockOf(api.db, item.id)).toBe(96);
  });

  it('concurrent orders over the same two items in opposite order neither deadlock nor oversell', async () => {
    const a = await insertItem(api.db, { name: 'Item A', quantity: 6 });
    const b = await insertItem(api.db, { name: 'Item B', quantity: 6 });
    const forward = orderRequest(customerId, [
      { item: a, quantity: 1 },
      { item: b, quantity: 1 },
    ]);
    const backward = orderRequest(customerId, [
      { item: b, quantity: 1 },
      { item: a, quantity: 1 },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.call('POST', '/api/v1/orders', { token, body: i % 2 ? forward : backward }),
      ),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(6);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(4);
    expect(await stockOf(api.db, a.id)).toBe(0);
    expect(await stockOf(api.db, b.id)).toBe(0);
  });

  it('20 manual invoices at once for the last 5 units: exactly 5 succeed, stock 0', async () => {
    const item = await insertItem(api.db, { name: 'Bamburi Tembo 50kg', quantity: 5 });
    const body = manualInvoiceRequest(customerId, [{ item, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.call('POST', '/api/v1/invoices', { token, body })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.body).toEqual({ error: 'Not enough stock for Bamburi Tembo 50kg: 0 left' });
    }
    expect(await stockOf(api.db, item.id)).toBe(0);
  });

  it('orders and manual invoices racing for the same 6 units never oversell', async () => {
    const item = await insertItem(api.db, { name: 'Steel bar Y12', quantity: 6 });
    const order = orderRequest(customerId, [{ item, quantity: 1 }]);
    const invoice = manualInvoiceRequest(customerId, [{ item, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2
          ? api.call('POST', '/api/v1/orders', { token, body: order })
          : api.call('POST', '/api/v1/invoices', { token, body: invoice }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    expect(await stockOf(api.db, item.id)).toBe(0);
  });

  it('concurrent payments never take an invoice above its total', async () => {
    const invoice = await api.call('POST', '/api/v1/invoices', {
      token,
      body: {
        customer_id: customerId,
        order_id: null,
        // KSh 1,160 including 16 % VAT is 1,000 net: what an exempt sale pays.
        items: [{ id: null, description: 'Borehole pump service', quantity: 1, unit_price: 1160 }],
        created_at: null,
        vat_rate: 0,
        vat_amount: 0,
        total: 1000,
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', `/api/v1/invoices/${invoice.body.id}/payments`, {
          token,
          body: { amount: 300 },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const stored = await api.call('GET', `/api/v1/invoices/${invoice.body.id}`, { token });
    expect(stored.body).toMatchObject({ amount_paid: 900, status: 'partially_paid' });
  });

  it('concurrent generate-invoice calls for one order make one invoice; the rest get 409', async () => {
    const item = await insertItem(api.db);
    const order = await api.call('POST', '/api/v1/orders', {
      token,
      body: orderRequest(customerId, [{ item, quantity: 1 }]),
    });
    const before = await salesRowCounts(api.db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call('POST', `/api/v1/orders/${order.body.id}/generate-invoice`, { token }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer).toMatchObject({
        status: 409,
        body: {
          error: `Invoice ${created[0]!.body.invoice_number} already exists for order ${order.body.order_number}`,
        },
      });
    }
    const after = await salesRowCounts(api.db);
    expect(after.invoices).toBe(before.invoices + 1);
    expect(after.counters.invoice).toBe(before.counters.invoice! + 1);
  });
});
