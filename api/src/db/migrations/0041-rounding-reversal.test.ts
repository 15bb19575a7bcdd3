import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test/fixtures.ts';
import { insertManualInvoice, userIdOf } from '../../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as migration from './0041-rounding-reversal.ts';

/**
 * 0041: a rounding entry can be reversed by an entry of the method `rounding`, under one shilling
 * as the rounding is; no other kind of entry takes the method, and the way back to 0040's check
 * keeps every entry once no such reversal is left.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0041: a rounding's reversal [${kind}]`, () => {
    let api: TestApi;
    let invoiceId: number;
    let userId: number;
    beforeAll(async () => {
      api = await createTestApi(kind);
      const { email } = await api.newUser();
      userId = await userIdOf(api.db, email);
      const customer = await insertCustomer(api.db);
      ({ id: invoiceId } = await insertManualInvoice(api.db, {
        customerId: customer.id,
        totalCents: 100_33,
        createdBy: userId,
      }));
    });
    afterAll(async () => {
      await api?.close();
    });

    const at = new Date().toISOString();
    const entry = (values: Record<string, unknown>) =>
      api.db
        .insertInto('payments')
        .values({
          invoice_id: invoiceId,
          kind: 'rounding',
          method: 'rounding',
          amount_cents: 33,
          paid_at: at,
          recorded_by: userId,
          recorded_at: at,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();

    it("takes a rounding's reversal by the method rounding, under one shilling", async () => {
      const rounding = await entry({});
      const undo = { kind: 'reversal', reverses_payment_id: rounding.id };
      await expect(entry({ ...undo, amount_cents: -100 })).rejects.toThrow();
      await expect(entry({ kind: 'refund', amount_cents: -33 })).rejects.toThrow();
      await expect(entry({ kind: 'rounding', method: 'cash' })).rejects.toThrow();
      expect((await entry({ ...undo, amount_cents: -33 })).id).toBeGreaterThan(rounding.id);
    });

    it('goes back to 0040 once no reversal of a rounding is left, and up again', async () => {
      await expect(migration.down(api.db)).rejects.toThrow();
      await api.db.deleteFrom('payments').where('kind', '=', 'reversal').execute();
      const before = await api.db.selectFrom('payments').selectAll().orderBy('id').execute();
      await migration.down(api.db);
      await expect(
        entry({ kind: 'reversal', reverses_payment_id: before[0]!.id, amount_cents: -33 }),
      ).rejects.toThrow();
      await migration.up(api.db);
      expect(await api.db.selectFrom('payments').selectAll().orderBy('id').execute()).toEqual(
        before,
      );
    });
  });
}
