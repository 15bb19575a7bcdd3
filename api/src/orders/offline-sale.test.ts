import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { cleanUpExpired } from '../housekeeping.ts';
import { insertCustomer, insertItem, orderRequest, stockOf } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 86_400_000;

describeEachDatabase('a sale made offline and sent later (issue 54)', (api) => {
  let token: string;
  let email: string;
  let password: string;
  let customerId: number;

  beforeAll(async () => {
    ({ token, email, password } = await api().newUser());
    ({ id: customerId } = await insertCustomer(api().db));
  });

  const soldAt = () => new Date(Date.now() - 3 * 3_600_000).toISOString();
  const send = (body: object, key = randomUUID(), as = token) =>
    api().call('POST', '/api/v1/orders', { token: as, body, headers: { 'Idempotency-Key': key } });
  const needingAttention = async () => {
    const page = await api().call('GET', '/api/v1/orders?needs_attention=true&limit=100', {
      token,
    });
    expect(page.status).toBe(200);
    return page.body.items as { id: number; attention: string[] }[];
  };

  it('takes the stock that is left when it ran out meanwhile, and lists the shortfall', async () => {
    const item = await insertItem(api().db, { name: 'Cement 50kg', quantity: 2 });
    const at = soldAt();
    const sale = await send({
      ...orderRequest(customerId, [{ item, quantity: 3 }], { paymentMethod: 'cash' }),
      payment: { method: 'cash' },
      sold_at: at,
    });
    expect(sale.status).toBe(201);
    expect(sale.body.items[0].quantity).toBe(3);
    expect(sale.body.sold_at).toBe(at);
    expect(sale.body.status).toBe('paid');
    expect(sale.body.attention).toEqual([
      'Stock ran out: 3 of Cement 50kg sold, 2 on the shelf (1 short)',
    ]);
    // Stock never goes negative (design.md §2): what was there went.
    expect(await stockOf(api().db, item.id)).toBe(0);
    expect((await needingAttention()).map((order) => order.id)).toContain(sale.body.id);

    const handled = await api().call('POST', `/api/v1/orders/${sale.body.id}/attention-handled`, {
      token,
    });
    expect(handled.status).toBe(200);
    expect(handled.body.attention_cleared_at).not.toBeNull();
    expect((await needingAttention()).map((order) => order.id)).not.toContain(sale.body.id);
  });

  it('keeps the price it was sold at when the shelf price changed since', async () => {
    const item = await insertItem(api().db, { name: 'Nails 1kg', unitPriceCents: 25_000 });
    const body = { ...orderRequest(customerId, [{ item, quantity: 2 }]), sold_at: soldAt() };
    await api()
      .db.updateTable('inventory_items')
      .set({ unit_price_cents: 30_000 })
      .where('id', '=', item.id)
      .execute();
    const sale = await send(body);
    expect(sale.status).toBe(201);
    expect(sale.body.total_amount).toBe(500);
    expect(sale.body.attention).toEqual([
      'Price changed: Nails 1kg was sold at KSh 250.00, the shelf price is now KSh 300.00',
    ]);
    // The same cart sent online is refused: the server's prices rule a sale made now.
    const { sold_at: _, ...online } = body;
    expect((await send(online)).status).toBe(409);
  });

  it('records a sale to a customer deleted since to the walk-in customer, and says so', async () => {
    const { id: goneId } = await insertCustomer(api().db, { name: 'Gone Traders' });
    const item = await insertItem(api().db);
    const body = { ...orderRequest(goneId, [{ item, quantity: 1 }]), sold_at: soldAt() };
    expect((await api().call('DELETE', `/api/v1/customers/${goneId}`, { token })).status).toBe(204);
    const sale = await send(body);
    expect(sale.status).toBe(201);
    expect(sale.body.customer_id).not.toBe(goneId);
    expect(sale.body.attention).toEqual([
      `Customer no. ${goneId} was deleted before this sale synced: it is recorded to the walk-in customer`,
    ]);
  });

  it('needs no attention when nothing changed, and refuses a sale time ahead of the clock', async () => {
    const item = await insertItem(api().db);
    const body = orderRequest(customerId, [{ item, quantity: 1 }]);
    const sale = await send({ ...body, sold_at: soldAt() });
    expect(sale.status).toBe(201);
    expect(sale.body.attention).toEqual([]);
    const ahead = new Date(Date.now() + DAY_MS).toISOString();
    const refused = await send({ ...body, sold_at: ahead });
    expect(refused.status).toBe(400);
  });

  it('makes one order when the same sale arrives twice at once', async () => {
    const item = await insertItem(api().db, { quantity: 1 });
    const body = { ...orderRequest(customerId, [{ item, quantity: 1 }]), sold_at: soldAt() };
    const key = randomUUID();
    const [first, second] = await Promise.all([send(body, key), send(body, key)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(await stockOf(api().db, item.id)).toBe(0);
  });

  it('answers the order made online to the same sale sent again from the outbox with its sold_at', async () => {
    const item = await insertItem(api().db);
    const body = orderRequest(customerId, [{ item, quantity: 1 }]);
    const key = randomUUID();
    const online = await send(body, key);
    expect(online.status).toBe(201);
    const fromOutbox = await send({ ...body, sold_at: soldAt() }, key);
    expect(fromOutbox.status).toBe(201);
    expect(fromOutbox.body).toEqual(online.body);
    expect(await stockOf(api().db, item.id)).toBe(99);
  });

  it('answers the same order to a replay a week later, after housekeeping ran', async () => {
    const item = await insertItem(api().db);
    const body = { ...orderRequest(customerId, [{ item, quantity: 1 }]), sold_at: soldAt() };
    const key = randomUUID();
    const first = await send(body, key);
    expect(first.status).toBe(201);
    await cleanUpExpired(api().db, () => new Date(Date.now() + 7 * DAY_MS + 3_600_000));
    // A week on, the till signs in again and sends the sale whose answer it never got.
    const login = await api().call('POST', '/api/login', { body: { email, password } });
    const replay = await send(body, key, login.body.token);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await stockOf(api().db, item.id)).toBe(99);
  });
});
