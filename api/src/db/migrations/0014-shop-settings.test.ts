import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as shopSettings from './0014-shop-settings.ts';

/** The database itself keeps the settings one row, its VAT rate a rate and M-Pesa a pair. */
for (const kind of databasesUnderTest) {
  describe(`migration 0014: the shop settings row [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    const row = (values: Record<string, unknown> = {}) => ({
      id: 1,
      name: 'Duka Ltd',
      registration_number: 'PVT-1',
      email: 'duka@example.co.ke',
      created_at: new Date().toISOString(),
      ...values,
    });
    const insert = (values: Record<string, unknown>) =>
      api.db
        .insertInto('shop_settings')
        // biome-ignore lint/suspicious/noExplicitAny: rows the schema's checks must refuse
        .values(row(values) as any)
        .execute();

    it('refuses a second row, a rate outside 0–100 % and half an M-Pesa account', async () => {
      await expect(insert({ id: 2 })).rejects.toThrow();
      await expect(insert({ default_vat_rate_bp: 10_001 })).rejects.toThrow();
      await expect(insert({ default_vat_rate_bp: -1 })).rejects.toThrow();
      await expect(insert({ mpesa_type: 'till' })).rejects.toThrow();
      await expect(insert({ mpesa_type: 'pochi', mpesa_number: '12345' })).rejects.toThrow();
      await insert({ mpesa_type: 'till', mpesa_number: '123456' });
      const saved = await api.db.selectFrom('shop_settings').selectAll().executeTakeFirstOrThrow();
      expect(saved).toMatchObject({
        default_vat_rate_bp: 1600,
        updated_at: null,
        updated_by: null,
      });
      await expect(insert({})).rejects.toThrow();
    });

    it('goes down and up again', async () => {
      await api.db.deleteFrom('shop_settings').execute();
      await shopSettings.down(api.db);
      await shopSettings.up(api.db);
      await insert({});
      expect(await api.db.selectFrom('shop_settings').select('id').execute()).toEqual([{ id: 1 }]);
    });
  });
}
