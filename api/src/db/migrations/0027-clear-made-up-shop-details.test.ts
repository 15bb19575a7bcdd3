import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as clearMadeUp from './0027-clear-made-up-shop-details.ts';

/**
 * A shop that started before issue 46 may still hold the made-up company's details: cleared
 * where nobody saved them, each one alone; what a person saved or the environment gave stays.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0027: the made-up shop details are cleared [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    const settingsAfterUp = async (values: Record<string, unknown>) => {
      await api.db.deleteFrom('shop_settings').execute();
      await api.db
        .insertInto('shop_settings')
        .values({ id: 1, created_at: '2026-11-01T08:00:00.000Z', ...values } as never)
        .execute();
      await clearMadeUp.up(api.db);
      return api.db
        .selectFrom('shop_settings')
        .select(['name', 'registration_number', 'email'])
        .executeTakeFirstOrThrow();
    };

    it('clears the made-up values nobody saved, and only those', async () => {
      const madeUp = {
        name: 'Ghala Hardware & General Supplies Ltd',
        registration_number: 'PVT-GH7Q2K9X',
        email: 'accounts@ghala.co.ke',
      };
      expect(await settingsAfterUp(madeUp)).toEqual({
        name: '',
        registration_number: '',
        email: '',
      });
      // The environment gave a name; the other two were still the made-up ones.
      expect(await settingsAfterUp({ ...madeUp, name: 'Duka la Mama Ltd' })).toEqual({
        name: 'Duka la Mama Ltd',
        registration_number: '',
        email: '',
      });
      // Someone saved them on the Settings screen: theirs to change.
      const saved = { ...madeUp, updated_at: '2026-11-02T08:00:00.000Z' };
      expect(await settingsAfterUp(saved)).toEqual(madeUp);
    });
  });
}
