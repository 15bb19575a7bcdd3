import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as mpesaReturns from './0021-mpesa-returns.ts';
import * as mpesaReturnedIndex from './0022-mpesa-returned-index.ts';
import * as mpesaReturnedAtIndex from './0023-mpesa-returned-at-index.ts';

/**
 * Receipts from before returns existed have returned nothing; the migration undoes cleanly; on
 * PostgreSQL a check keeps what waits and what went back within what M-Pesa brought.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0021: M-Pesa money returned to the payer [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('gives receipts already there nothing returned, and goes down and up again', async () => {
      // The later migrations' indexes are on the returned money: they go first and come back last.
      await mpesaReturnedAtIndex.down(api.db);
      await mpesaReturnedIndex.down(api.db);
      await mpesaReturns.down(api.db);
      await api.db
        .insertInto('mpesa_receipts')
        .values({
          receipt_number: 'SOLD000001',
          source: 'c2b',
          amount_cents: 250_00,
          unplaced_cents: 250_00,
          received_at: new Date().toISOString(),
          raw: '{}',
        } as never)
        .execute();
      await mpesaReturns.up(api.db);
      await mpesaReturnedIndex.up(api.db);
      await mpesaReturnedAtIndex.up(api.db);
      const row = await api.db
        .selectFrom('mpesa_receipts')
        .select(['returned_cents', 'returned_at', 'returned_by', 'return_reason'])
        .where('receipt_number', '=', 'SOLD000001')
        .executeTakeFirstOrThrow();
      expect({ ...row, returned_cents: Number(row.returned_cents) }).toEqual({
        returned_cents: 0,
        returned_at: null,
        returned_by: null,
        return_reason: null,
      });
      // PostgreSQL also refuses more waiting and returned than M-Pesa brought.
      const tooMuch = api.db
        .updateTable('mpesa_receipts')
        .set({ returned_cents: 1_00 })
        .where('receipt_number', '=', 'SOLD000001')
        .execute();
      if (kind === 'postgres') await expect(tooMuch).rejects.toThrow(/mpesa_receipts_returned/);
      else await tooMuch;
    });
  });
}
