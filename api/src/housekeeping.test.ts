import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { cleanUpExpired } from './housekeeping.ts';
import { describeEachDatabase } from './test/test-api.ts';

describeEachDatabase('housekeeping', (api) => {
  it('deletes idempotency keys older than 8 days and ended sessions, and keeps live ones', async () => {
    const { token } = await api().newUser();
    const customer = await api().call('POST', '/api/v1/customers', {
      token,
      body: { name: 'Achieng Hardware', contact: '0700 111 222' },
    });
    expect(customer.status).toBe(201);
    const key = randomUUID();
    const invoice = await api().call('POST', '/api/v1/invoices', {
      token,
      headers: { 'Idempotency-Key': key },
      body: {
        customer_id: customer.body.id,
        order_id: null,
        // Shelf prices include 16 % VAT: 580.00 is 500.00 net + 80.00 VAT.
        items: [{ id: null, description: 'Delivery', quantity: 1, unit_price: 580 }],
        created_at: null,
        vat_rate: 0.16,
        vat_amount: 80,
        total: 580,
      },
    });
    expect(invoice.status).toBe(201);

    const wrong = await api().call('POST', '/api/login', {
      body: { email: 'nobody-at-all@example.co.ke', password: 'wrong-guess' },
    });
    expect(wrong.status).toBe(401);
    expect(await cleanUpExpired(api().db, () => new Date())).toEqual({
      keys: 0,
      sessions: 0,
      attempts: 0,
    });
    const keyLeft = () =>
      api().db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute();
    // Thirteen hours on the session has ended; a day later still it may go. The key stays
    // through a week-long outage (offline-sale.test.ts replays one after 7 days).
    const later = () => new Date(Date.now() + 37 * 3_600_000);
    const removed = await cleanUpExpired(api().db, later);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.attempts).toBeGreaterThanOrEqual(1);
    expect(await keyLeft()).toEqual([{ key }]);
    const weekAndTwoDaysLater = () => new Date(Date.now() + 9 * 86_400_000);
    expect((await cleanUpExpired(api().db, weekAndTwoDaysLater)).keys).toBeGreaterThanOrEqual(1);
    const left = await api()
      .db.selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(left).toEqual([]);
  });
});
