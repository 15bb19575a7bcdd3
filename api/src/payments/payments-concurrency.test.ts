import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../test/fixtures.ts';
import { insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * Two tills paying one sale at the same moment, over real HTTP to a listening server: on
 * PostgreSQL the requests' transactions really overlap (the sale's row lock makes them take
 * turns); on SQLite they queue for the one writer. Either way no sale is ever overpaid.
 */
for (const kind of databasesUnderTest) {
  describe(`payments under concurrency over HTTP [${kind}]`, () => {
    let api: TestApi;
    let server: ServerType;
    let baseUrl: string;
    let token: string;
    let userId: number;
    let customerId: number;

    beforeAll(async () => {
      api = await createTestApi(kind);
      const user = await api.newUser();
      token = user.token;
      userId = await userIdOf(api.db, user.email);
      ({ id: customerId } = await insertCustomer(api.db));
      await new Promise<void>((listening) => {
        server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 }, () => listening());
      });
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((closed) => server?.close(closed));
      await api?.close();
    });

    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const get = async (path: string) =>
      (await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();

    /** An order of KSh 1,160.00 with its invoice. */
    async function invoicedOrder() {
      const order = await insertOrder(api.db, {
        customerId,
        totalCents: 1160_00,
        createdBy: userId,
      });
      const invoice = await post(`/api/v1/orders/${order.id}/generate-invoice`, {});
      expect(invoice.status).toBe(201);
      return { order, invoiceId: invoice.body.id as number };
    }

    it('an order and its invoice paid at once from two tills: never above the total', async () => {
      const { order, invoiceId } = await invoicedOrder();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, till) =>
          post(
            till % 2 === 0
              ? `/api/v1/orders/${order.id}/payments`
              : `/api/v1/invoices/${invoiceId}/payments`,
            { amount: 300, method: 'cash' },
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(7);
      for (const answer of refused) {
        expect(answer.body.error).toMatch(/^Payment of KSh 300\.00 is more than the balance of/);
      }
      expect(await get(`/api/v1/orders/${order.id}`)).toMatchObject({
        paid_amount: 900,
        balance: 260,
        status: 'partially_paid',
      });
      expect(await get(`/api/v1/invoices/${invoiceId}`)).toMatchObject({
        amount_paid: 900,
        balance: 260,
        status: 'partially_paid',
      });
      expect(await get(`/api/v1/orders/${order.id}/payments`)).toHaveLength(3);
    });

    it('Mark paid on the order and on its invoice at the same moment: one wins', async () => {
      const { order, invoiceId } = await invoicedOrder();
      const answers = await Promise.all([
        post(`/api/v1/orders/${order.id}/payments`, { amount: 1160, method: 'cash' }),
        post(`/api/v1/invoices/${invoiceId}/payments`, {
          amount: 1160,
          method: 'mpesa',
          reference: 'QK88',
        }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(await get(`/api/v1/invoices/${invoiceId}`)).toMatchObject({
        amount_paid: 1160,
        status: 'paid',
      });
    });

    it('one M-Pesa code typed at six tills on six sales at once: exactly one counts it', async () => {
      const sales = await Promise.all(
        Array.from({ length: 6 }, () =>
          insertOrder(api.db, { customerId, totalCents: 1160_00, createdBy: userId }),
        ),
      );
      const answers = await Promise.all(
        sales.map((sale, till) =>
          post(`/api/v1/orders/${sale.id}/payments`, {
            amount: 1160,
            method: 'mpesa',
            // As two cashiers might type it: the same code however it is written.
            reference: till % 2 === 0 ? 'SL47ABCDE9' : 'sl47 abcde9',
          }),
        ),
      );
      const won = answers.filter((a) => a.status === 201);
      expect(won).toHaveLength(1);
      const winner = sales.find((sale) => sale.id === won[0]!.body.id)!;
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(answer.body.error).toMatch(
          new RegExp(`^M-Pesa code SL47ABCDE9 already paid ${winner.order_number};`),
        );
      }
      const paid = await Promise.all(sales.map((sale) => get(`/api/v1/orders/${sale.id}`)));
      expect(paid.map((order) => order.paid_amount).sort()).toEqual([0, 0, 0, 0, 0, 1160]);
    });

    it('the same payment reversed from two tills at once is reversed once', async () => {
      const { order } = await invoicedOrder();
      const paid = await post(`/api/v1/orders/${order.id}/payments`, {
        amount: 500,
        method: 'cash',
      });
      const paymentId = paid.body.payments[0].id;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          post(`/api/v1/payments/${paymentId}/reversal`, { reason: 'Wrong order' }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
      expect(await get(`/api/v1/orders/${order.id}`)).toMatchObject({
        paid_amount: 0,
        status: 'pending',
      });
    });
  });
}
