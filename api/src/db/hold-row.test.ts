import { expect, it } from 'vitest';
import { insertCustomer } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { holdRow, type RowHold } from './hold-row.ts';

describeEachDatabase('holdRow', (api) => {
  const holds: RowHold[] = ['update', 'no key update', 'key share'];

  it.each(holds)(
    'answers whether the row exists, held for %s inside a transaction',
    async (hold) => {
      const customer = await insertCustomer(api().db);
      const [found, missing] = await api()
        .db.transaction()
        .execute(async (trx) => [
          await holdRow(trx, 'customers', customer.id, hold),
          await holdRow(trx, 'customers', customer.id + 1_000_000, hold),
        ]);
      expect(found).toBe(true);
      expect(missing).toBe(false);
    },
  );
});
