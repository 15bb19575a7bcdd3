import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';

/** 0030: one walk-in customer per shop, without a contact; the database holds it to one. */
for (const kind of databasesUnderTest) {
  describe(`migration 0030: the walk-in customer [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('made one walk-in customer, and refuses a second', async () => {
      const walkIns = await api.db
        .selectFrom('customers')
        .select(['name', 'contact', 'address', 'walk_in'])
        .where('walk_in', '=', 1)
        .execute();
      expect(walkIns).toEqual([
        { name: 'Walk-in customer', contact: '', address: null, walk_in: 1 },
      ]);
      await expect(
        api.db
          .insertInto('customers')
          .values({ name: 'Another walk-in', contact: '', walk_in: 1, created_at: '2026-12-06' })
          .execute(),
      ).rejects.toThrow();
      const named = await api.db
        .insertInto('customers')
        .values({ name: 'Kamau Builders', contact: '0711 000 222', created_at: '2026-12-06' })
        .returning('walk_in')
        .executeTakeFirstOrThrow();
      expect(named.walk_in).toBe(0);
    });
  });
}
