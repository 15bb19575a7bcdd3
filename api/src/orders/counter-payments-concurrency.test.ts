import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem, orderRequest } from '../test/fixtures.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';

/**
 * Issue 50: two tills paying one counter sale at the same moment, as real concurrent requests.
 * SQLite runs one write transaction at a time, so races can only happen on PostgreSQL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'counter payments under concurrency [postgres]',
  () => {
    let api: TestApi;
    let token: string;

    beforeAll(async () => {
      api = await createTestApi('postgres');
      ({ token } = await api.newUser());
    });
    afterAll(async () => {
      await api?.close();
    });

    /** A walk-in sale of one KSh 904.80 item, paid with `payment` when given. */
    async function counterSale(payment?: object, method = 'cash') {
      const item = await insertItem(api.db, { unitPriceCents: 904_80 });
      const { customer_id: _named, ...body } = orderRequest(0, [{ item, quantity: 1 }], {
        paymentMethod: method,
      });
      return api.call('POST', '/api/v1/orders', {
        token,
        body: payment ? { ...body, payment } : body,
      });
    }
    const orderOf = async (id: number) =>
      (await api.call('GET', `/api/v1/orders/${id}`, { token })).body;

    it('two tills paying the whole of one order at once: one is taken, the other refused', async () => {
      const sale = await counterSale();
      expect(sale.status, sale.body.error).toBe(201);
      const answers = await Promise.all(
        ['cash', 'cash'].map((method) =>
          api.call('POST', `/api/v1/orders/${sale.body.id}/payments`, {
            token,
            body: { amount: 904.8, method },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error).toBe(
        'Payment of KSh 904.80 is more than the balance of KSh 0.00',
      );
      expect(await orderOf(sale.body.id)).toMatchObject({
        status: 'paid',
        paid_amount: 904.8,
        balance: 0,
      });
    });

    it('an order partly paid at the counter, its rest paid by two tills at once, is never overpaid', async () => {
      const sale = await counterSale({ method: 'cash', amount: 500, tendered: 500 });
      expect(sale.body).toMatchObject({ status: 'partially_paid', paid_amount: 500 });
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          api.call('POST', `/api/v1/orders/${sale.body.id}/payments`, {
            token,
            body: { amount: 404.8, method: 'cash' },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
      const payments = await api.call('GET', `/api/v1/orders/${sale.body.id}/payments`, { token });
      expect(payments.body.map((p: { amount: number }) => p.amount)).toEqual([500, 404.8]);
      expect(await orderOf(sale.body.id)).toMatchObject({ status: 'paid', paid_amount: 904.8 });
    });

    it('two counter sales at once paid with one M-Pesa code: one sale is made, the other refused', async () => {
      const answers = await Promise.all(
        [1, 2].map(() => counterSale({ method: 'mpesa', reference: 'TLK9RACE01' }, 'mpesa')),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error).toContain('TLK9RACE01');
    });
  },
);
