import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import { isPostgres } from '../database.ts';
import * as etimsDetails from './0015-etims-details.ts';

/** The database keeps eTIMS's settings, a customer's PIN and an item's band to their forms. */
for (const kind of databasesUnderTest) {
  describe(`migration 0015: eTIMS details [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    const now = () => new Date().toISOString();
    const settings = (values: Record<string, unknown> = {}) => {
      const row = {
        id: 1,
        name: 'Duka Ltd',
        registration_number: 'PVT-1',
        email: 'duka@example.co.ke',
        created_at: now(),
        ...values,
      };
      return (
        api.db
          .insertInto('shop_settings')
          // biome-ignore lint/suspicious/noExplicitAny: rows the schema's checks must refuse
          .values(row as any)
          .execute()
      );
    };
    const item = (values: Record<string, unknown> = {}) => {
      const row = {
        name: 'Cement',
        quantity_milli: 1000,
        unit_price_cents: 100,
        cost_price_cents: 80,
        supplier_id: null,
        created_at: now(),
        updated_at: now(),
        ...values,
      };
      return (
        api.db
          .insertInto('inventory_items')
          // biome-ignore lint/suspicious/noExplicitAny: rows the schema's checks must refuse
          .values(row as any)
          .returning(['tax_band', 'kra_item_class_code', 'kra_packaging_unit', 'kra_quantity_unit'])
          .executeTakeFirstOrThrow()
      );
    };

    it('gives what was there before eTIMS its defaults: branch 00, mode off, band B, NT and U', async () => {
      await settings();
      expect(
        await api.db
          .selectFrom('shop_settings')
          .select(['kra_branch_id', 'kra_device_serial', 'etims_mode'])
          .executeTakeFirstOrThrow(),
      ).toEqual({ kra_branch_id: '00', kra_device_serial: null, etims_mode: 'off' });
      expect(await item()).toEqual({
        tax_band: 'B',
        kra_item_class_code: null,
        kra_packaging_unit: 'NT',
        kra_quantity_unit: 'U',
      });
      const customer = await api.db
        .insertInto('customers')
        .values({ name: 'Wanjiru', contact: '0722 000 000', address: null, created_at: now() })
        .returning('kra_pin')
        .executeTakeFirstOrThrow();
      expect(customer.kra_pin).toBeNull();
    });

    it('refuses a branch that is not 2 digits, an unknown mode or band, and a PIN of another length', async () => {
      await api.db.deleteFrom('shop_settings').execute();
      await expect(settings({ kra_branch_id: '1' })).rejects.toThrow();
      await expect(settings({ kra_branch_id: 'A1' })).rejects.toThrow();
      await expect(settings({ etims_mode: 'live' })).rejects.toThrow();
      await expect(settings({ kra_device_serial: '' })).rejects.toThrow();
      await expect(item({ tax_band: 'F' })).rejects.toThrow();
      await expect(
        api.db
          .insertInto('customers')
          .values({ name: 'X', contact: 'x', address: null, created_at: now(), kra_pin: 'P05' })
          .execute(),
      ).rejects.toThrow();
      await settings({ kra_branch_id: '01', etims_mode: 'sandbox', kra_device_serial: 'DVC-1' });
    });

    it('goes down and up again', async () => {
      // On PostgreSQL the introspection lists every schema's tables, and the other test files
      // each have their own copy of these: only this test's schema counts.
      const current = isPostgres(api.db)
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(api.db)).rows[0]
            ?.name
        : undefined;
      const columns = async (table: string) =>
        (await api.db.introspection.getTables())
          .find((each) => each.name === table && (current === undefined || each.schema === current))
          ?.columns.map((column) => column.name);
      expect(await columns('shop_settings')).toContain('etims_mode');
      await etimsDetails.down(api.db);
      expect(await columns('shop_settings')).not.toContain('etims_mode');
      expect(await columns('inventory_items')).not.toContain('tax_band');
      expect(await columns('customers')).not.toContain('kra_pin');
      await etimsDetails.up(api.db);
      expect(
        await api.db.selectFrom('shop_settings').select(['kra_branch_id', 'etims_mode']).execute(),
      ).toEqual([{ kra_branch_id: '00', etims_mode: 'off' }]);
    });
  });
}
