import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertItem,
  orderRequest,
  salesRowCounts,
  stockOf,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

describeEachDatabase('Idempotency-Key on sales writes', (api) => {
  let token: string;
  let customerId: number;
  let keyCounter = 0;
  const newKey = () => `key-${Date.now()}-${++keyCounter}`;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ id: customerId } = await insertCustomer(api().db));
  });

  const withKey = (key: string) => ({ 'Idempotency-Key': key });

  async function newInvoiceBody() {
    return {
      customer_id: customerId,
      order_id: null,
      // Shelf prices include 16 % VAT: 5,800.00 is 5,000.00 net + 800.00 VAT.
      items: [{ id: null, description: 'Plumbing works', quantity: 1, unit_price: 5800 }],
      created_at: null,
      vat_rate: 0.16,
      vat_amount: 800,
      total: 5800,
    };
  }

  describe('POST /api/v1/orders', () => {
    it('replays the first answer for the same key and body, and writes once', async () => {
      const item = await insertItem(api().db, { quantity: 10 });
      const body = orderRequest(customerId, [{ item, quantity: 3 }]);
      const key = newKey();
      const first = await api().call('POST', '/api/v1/orders', {
        token,
        body,
        headers: withKey(key),
      });
      expect(first.status).toBe(201);
      expect(first.headers.get('Idempotent-Replayed')).toBeNull();
      const before = await salesRowCounts(api().db);

      const second = await api().call('POST', '/api/v1/orders', {
        token,
        body,
        headers: withKey(key),
      });
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(second.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await stockOf(api().db, item.id)).toBe(7);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('treats the same JSON with keys in another order as the same request', async () => {
      const item = await insertItem(api().db);
      const body = orderRequest(customerId, [{ item, quantity: 1 }]);
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const key = newKey();
      const first = await api().call('POST', '/api/v1/orders', {
        token,
        body,
        headers: withKey(key),
      });
      const second = await api().call('POST', '/api/v1/orders', {
        token,
        body: reordered,
        headers: withKey(key),
      });
      expect(second).toMatchObject({ status: 201, body: first.body });
    });

    it('answers 422 for the same key with a different body, and writes nothing', async () => {
      const item = await insertItem(api().db);
      const key = newKey();
      await api().call('POST', '/api/v1/orders', {
        token,
        body: orderRequest(customerId, [{ item, quantity: 1 }]),
        headers: withKey(key),
      });
      const before = await salesRowCounts(api().db);
      const response = await api().call('POST', '/api/v1/orders', {
        token,
        body: orderRequest(customerId, [{ item, quantity: 2 }]),
        headers: withKey(key),
      });
      expect(response).toMatchObject({
        status: 422,
        body: { error: 'Idempotency-Key was already used with a different request' },
      });
      expect(await stockOf(api().db, item.id)).toBe(99);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('does not keep a failed request: after a 409 the same key can succeed', async () => {
      const item = await insertItem(api().db, { name: 'Tile adhesive 20kg', quantity: 1 });
      const body = orderRequest(customerId, [{ item, quantity: 2 }]);
      const key = newKey();
      const refused = await api().call('POST', '/api/v1/orders', {
        token,
        body,
        headers: withKey(key),
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { error: 'Not enough stock for Tile adhesive 20kg: 1 left' },
      });
      await api()
        .db.updateTable('inventory_items')
        .set({ quantity_milli: 5000 })
        .where('id', '=', item.id)
        .execute();
      const retried = await api().call('POST', '/api/v1/orders', {
        token,
        body,
        headers: withKey(key),
      });
      expect(retried.status).toBe(201);
      expect(await stockOf(api().db, item.id)).toBe(3);
    });

    it('keeps keys apart per user and per endpoint', async () => {
      const item = await insertItem(api().db);
      const key = newKey();
      const body = orderRequest(customerId, [{ item, quantity: 1 }]);
      const mine = await api().call('POST', '/api/v1/orders', {
        token,
        body,
        headers: withKey(key),
      });
      const other = await api().newUser();
      const theirs = await api().call('POST', '/api/v1/orders', {
        token: other.token,
        body,
        headers: withKey(key),
      });
      expect(theirs.status).toBe(201);
      expect(theirs.body.id).not.toBe(mine.body.id);
      const invoice = await api().call('POST', '/api/v1/invoices', {
        token,
        body: await newInvoiceBody(),
        headers: withKey(key),
      });
      expect(invoice.status).toBe(201);
      expect(await stockOf(api().db, item.id)).toBe(98);
    });

    it.each([
      ['an empty key', ''],
      ['a key of 201 characters', 'k'.repeat(201)],
    ])('refuses %s with 400 and writes nothing', async (_, key) => {
      const item = await insertItem(api().db);
      const before = await salesRowCounts(api().db);
      const response = await api().call('POST', '/api/v1/orders', {
        token,
        body: orderRequest(customerId, [{ item, quantity: 1 }]),
        headers: withKey(key),
      });
      expect(response).toMatchObject({
        status: 400,
        body: { error: 'Idempotency-Key must be 1 to 200 characters' },
      });
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('accepts a key of exactly 200 characters', async () => {
      const item = await insertItem(api().db);
      const response = await api().call('POST', '/api/v1/orders', {
        token,
        body: orderRequest(customerId, [{ item, quantity: 1 }]),
        headers: withKey(`${newKey()}-`.padEnd(200, 'x')),
      });
      expect(response.status).toBe(201);
    });
  });

  it('POST /api/v1/invoices: replays, writes once, 422 on another body', async () => {
    const body = await newInvoiceBody();
    const key = newKey();
    const first = await api().call('POST', '/api/v1/invoices', {
      token,
      body,
      headers: withKey(key),
    });
    expect(first.status).toBe(201);
    const before = await salesRowCounts(api().db);
    const second = await api().call('POST', '/api/v1/invoices', {
      token,
      body,
      headers: withKey(key),
    });
    expect(second).toMatchObject({ status: 201, body: first.body });
    const changed = await api().call('POST', '/api/v1/invoices', {
      token,
      body: { ...body, created_at: '2025-01-01' },
      headers: withKey(key),
    });
    expect(changed.status).toBe(422);
    expect(await salesRowCounts(api().db)).toEqual(before);
  });

  it('POST /api/v1/orders/:id/generate-invoice: a retry replays the invoice instead of a 409', async () => {
    const item = await insertItem(api().db);
    const order = await api().call('POST', '/api/v1/orders', {
      token,
      body: orderRequest(customerId, [{ item, quantity: 1 }]),
    });
    const key = newKey();
    const path = `/api/v1/orders/${order.body.id}/generate-invoice`;
    const first = await api().call('POST', path, { token, headers: withKey(key) });
    expect(first.status).toBe(201);
    const before = await salesRowCounts(api().db);
    const retry = await api().call('POST', path, { token, headers: withKey(key) });
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(await salesRowCounts(api().db)).toEqual(before);
    // Without the key, a second generate is still refused.
    expect((await api().call('POST', path, { token })).status).toBe(409);
  });

  it('POST /api/v1/invoices/:id/payments: a retried payment is recorded once', async () => {
    const invoice = await api().call('POST', '/api/v1/invoices', {
      token,
      body: await newInvoiceBody(),
    });
    const path = `/api/v1/invoices/${invoice.body.id}/payments`;
    const key = newKey();
    const first = await api().call('POST', path, {
      token,
      body: { amount: 2000 },
      headers: withKey(key),
    });
    const retry = await api().call('POST', path, {
      token,
      body: { amount: 2000 },
      headers: withKey(key),
    });
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(retry.body.amount_paid).toBe(2000);
    expect(retry.body.payments).toHaveLength(1);
    const other = await api().call('POST', path, {
      token,
      body: { amount: 100 },
      headers: withKey(key),
    });
    expect(other.status).toBe(422);
    const stored = await api().call('GET', `/api/v1/invoices/${invoice.body.id}`, { token });
    expect(stored.body).toMatchObject({ amount_paid: 2000, status: 'partially_paid' });
  });
});
