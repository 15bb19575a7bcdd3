import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertItem, orderRequest } from '../../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as lineTaxBands from './0019-line-tax-bands.ts';

/**
 * Order and invoice lines keep the band their VAT was worked in; lines from before the
 * migration were all worked at the document's rate, band B's rule, whatever their item's band.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0019: line tax bands [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('gives lines made before it band B, and refuses a band KRA does not have', async () => {
      const { token } = await api.newUser();
      const { id: customerId } = await insertCustomer(api.db);
      const gas = await insertItem(api.db, { name: 'LPG refill', unitPriceCents: 1080_00 });
      const order = await api.call('POST', '/api/v1/orders', {
        token,
        body: orderRequest(customerId, [{ item: gas, quantity: 1 }]),
      });
      expect(order.status).toBe(201);
      const invoice = await api.call('POST', `/api/v1/orders/${order.body.id}/generate-invoice`, {
        token,
      });
      expect(invoice.status).toBe(201);

      // As the database was: no band on lines. The item is band E by now.
      await lineTaxBands.down(api.db);
      await api.db.updateTable('inventory_items').set({ tax_band: 'E' }).execute();
      await lineTaxBands.up(api.db);
      expect(
        await api.db
          .selectFrom('order_items')
          .select('tax_band')
          .where('order_id', '=', order.body.id)
          .execute(),
      ).toEqual([{ tax_band: 'B' }]);
      expect(
        await api.db
          .selectFrom('invoice_items')
          .select('tax_band')
          .where('invoice_id', '=', invoice.body.id)
          .execute(),
      ).toEqual([{ tax_band: 'B' }]);

      await expect(
        api.db
          .updateTable('order_items')
          // biome-ignore lint/suspicious/noExplicitAny: a value the schema's check must refuse
          .set({ tax_band: 'Z' as any })
          .where('order_id', '=', order.body.id)
          .execute(),
      ).rejects.toThrow();
    });
  });
}
