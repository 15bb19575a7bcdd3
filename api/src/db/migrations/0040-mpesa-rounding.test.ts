import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test/fixtures.ts';
import { insertManualInvoice, userIdOf } from '../../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as migration from './0040-mpesa-rounding.ts';

/**
 * 0040: the database itself keeps the rounding entry's rules (positive, under one shilling, by
 * the method `rounding` alone, recorded by nobody when its M-Pesa payment arrived by itself),
 * and the way back to 0024's checks keeps every entry.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0040: M-Pesa rounding [${kind}]`, () => {
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
          recorded_by: null,
          recorded_at: at,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();

    it('takes a rounding under one shilling, positive, by the method rounding alone', async () => {
      await expect(entry({ amount_cents: 100 })).rejects.toThrow();
      await expect(entry({ amount_cents: -33 })).rejects.toThrow();
      await expect(entry({ method: 'mpesa' })).rejects.toThrow();
      await expect(entry({ kind: 'payment', recorded_by: userId })).rejects.toThrow();
      await expect(entry({ kind: 'payment', method: 'cash' })).rejects.toThrow();
      const kept = await entry({});
      expect(kept.id).toBeGreaterThan(0);
    });

    it('goes back to the checks before it with every other entry kept, and up again', async () => {
      await api.db.deleteFrom('payments').where('kind', '=', 'rounding').execute();
      const { id } = await entry({
        kind: 'payment',
        method: 'cash',
        amount_cents: 100_00,
        recorded_by: userId,
      });
      const before = await api.db.selectFrom('payments').selectAll().orderBy('id').execute();
      await migration.down(api.db);
      await expect(entry({})).rejects.toThrow();
      await migration.up(api.db);
      expect(await api.db.selectFrom('payments').selectAll().orderBy('id').execute()).toEqual(
        before,
      );
      expect((await entry({})).id).toBeGreaterThan(id);
      // The ledger's other tables still point at it (SQLite rebuilt it under the same name).
      const { rows } = await sql<{ n: number }>`select count(*) as n from payments`.execute(api.db);
      expect(Number(rows[0]!.n)).toBe(before.length + 1);
    });
  });
}
