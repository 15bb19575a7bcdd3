import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test/fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as mpesaCodeOnce from './0024-mpesa-code-once.ts';

/**
 * A live database may already hold one M-Pesa code on several payments (typed before codes were
 * compared, in any case): the migration must not fail on it. Each code's earliest payment holds
 * it, the later ones stay (the money was taken) and are listed for review; reversed payments
 * hold nothing; it goes down and up again.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0024: M-Pesa codes counted once [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    beforeAll(async () => {
      api = await createTestApi(kind);
      ({ token } = await api.newUser());
    });
    afterAll(async () => {
      await api?.close();
    });

    it('builds over codes already used more than once, and lists them', async () => {
      await mpesaCodeOnce.down(api.db);
      const userId = await userIdOf(api.db, (await api.newUser()).email);
      const { id: customerId } = await insertCustomer(api.db);
      const sale = { customerId, totalCents: 10_000_00, createdBy: userId };
      const invoice = await insertManualInvoice(api.db, sale);
      const order = await insertOrder(api.db, sale);
      const other = await insertManualInvoice(api.db, sale);
      const now = new Date().toISOString();
      const entry = (values: Record<string, unknown>) =>
        api.db
          .insertInto('payments')
          .values({
            order_id: null,
            invoice_id: null,
            kind: 'payment',
            method: 'mpesa',
            paid_at: now,
            note: null,
            reverses_payment_id: null,
            recorded_by: userId,
            recorded_at: now,
            ...values,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
      // The books: one receipt on three sales, the last typed in lower case.
      const first = await entry({
        invoice_id: invoice.id,
        amount_cents: 5000_00,
        reference: 'SL47ABCDE9',
      });
      await entry({ order_id: order.id, amount_cents: 2200_00, reference: 'SL47ABCDE9' });
      await entry({ invoice_id: other.id, amount_cents: 100_00, reference: 'sl47 abcde9' });
      // A code typed twice, once reversed: it counts once.
      const wrong = await entry({
        order_id: order.id,
        amount_cents: 10_00,
        reference: 'QREV000001',
      });
      await entry({
        order_id: order.id,
        kind: 'reversal',
        amount_cents: -10_00,
        reference: 'QREV000001',
        reverses_payment_id: wrong.id,
      });
      await entry({ invoice_id: invoice.id, amount_cents: 10_00, reference: 'QREV000001' });
      await mpesaCodeOnce.up(api.db);

      const uses = await api.db
        .selectFrom('mpesa_code_uses')
        .select(['payment_id', 'code', 'shared'])
        .orderBy('payment_id')
        .execute();
      expect(uses.map((use) => [use.code, Number(use.shared)])).toEqual([
        ['SL47ABCDE9', 0],
        ['SL47ABCDE9', 1],
        ['SL47ABCDE9', 1],
        ['QREV000001', 0],
      ]);
      expect(uses[0]!.payment_id).toBe(first.id);
      // The database itself holds a code to one use not shared, whatever a caller does.
      const [, second] = uses;
      await expect(
        api.db
          .insertInto('mpesa_code_uses')
          .values({ payment_id: wrong.id, code: 'SL47ABCDE9', shared: 0 })
          .execute(),
      ).rejects.toThrow(/unique|mpesa_code_uses_once/i);
      expect(Number(second!.shared)).toBe(1);
      const review = await api.call('GET', '/api/v1/payments/repeated-mpesa-codes', { token });
      expect(review.body).toMatchObject({
        items: [{ code: 'SL47ABCDE9', uses: 3, total_amount: 7300, reported_amount: null }],
        total_count: 1,
      });
      // From now on a fourth use is refused, naming the first document.
      const refused = await api.call('POST', `/api/v1/orders/${order.id}/payments`, {
        token,
        body: { amount: 1, method: 'mpesa', reference: 'SL47ABCDE9' },
      });
      expect(refused).toMatchObject({ status: 409 });
      expect(refused.body.error).toMatch(
        new RegExp(`^M-Pesa code SL47ABCDE9 already paid ${invoice.invoice_number};`),
      );
    });
  });
}
