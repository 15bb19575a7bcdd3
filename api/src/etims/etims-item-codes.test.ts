import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KraSimulator, startKraSimulator } from '../../../simulators/kra/kra-simulator.ts';
import { turnEtimsOn } from '../test/etims-fixtures.ts';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';
import { existingEtimsOutbox } from './etims-outbox.service.ts';

/**
 * Items as KRA hears of them (issue 52), over REST against the KRA simulator: an item sold by
 * the kg goes in KRA's KG with its fractional quantity and figures that multiply out; an item
 * without a KRA class is not sent (never as 99000000): the document is refused saying so, and
 * Retry signs it once the item has its class.
 */
for (const kind of databasesUnderTest) {
  describe(`KRA item codes of the lines sent [${kind}]`, () => {
    let kra: KraSimulator;
    let api: TestApi;
    let token: string;
    let customerId: number;

    beforeAll(async () => {
      kra = await startKraSimulator({ port: 0 });
      api = await createTestApi(kind, {
        etims: {
          ...testApiConfig().etims,
          simulatorUrl: kra.url,
          timeoutMs: 60_000,
          retry: { firstMs: 5, maxMs: 50 },
        },
      });
      ({ token } = await api.newUser());
      await turnEtimsOn(api.db);
      customerId = (await insertCustomer(api.db)).id;
    });
    afterAll(async () => {
      if (api) await existingEtimsOutbox(api.db)?.stop();
      await api?.close();
      await kra?.close();
    });

    const issue = async (lines: Parameters<typeof manualInvoiceRequest>[1]) => {
      const answer = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(customerId, lines),
      });
      expect(answer.status).toBe(201);
      return answer.body as { id: number };
    };
    const settled = async (id: number, state: string) => {
      await expect
        .poll(
          async () => (await api.call('GET', `/api/v1/invoices/${id}`, { token })).body.etims.state,
          { timeout: 30_000, interval: 20 },
        )
        .toBe(state);
      return (await api.call('GET', `/api/v1/invoices/${id}`, { token })).body.etims;
    };

    it('sends 1.255 kg of nails as 1.26 KG whose prc × qty is its splyAmt', async () => {
      const nails = await insertItem(api.db, {
        name: 'Wire nails 3"',
        unit: 'kg',
        unitPriceCents: 333_33,
        kraItemClassCode: '31160000',
      });
      const invoice = await issue([{ item: nails, quantity: 1.255 }]);
      const etims = await settled(invoice.id, 'signed');
      const [save] = kra.control.saves({ invcNo: etims.invc_no }).filter((each) => each.stored);
      expect(save!.items).toEqual([
        {
          itemCd: `KE2NTKG${String(nails.id).padStart(7, '0')}`,
          itemClsCd: '31160000',
          qtyUnitCd: 'KG',
          qty: 1.26,
          prc: 286.22,
          splyAmt: 360.64,
          dcAmt: 0.01,
          taxblAmt: 360.63,
        },
      ]);
    });

    it('refuses to send an item without a KRA class, and signs it on Retry once it has one', async () => {
      const cement = await insertItem(api.db, { name: 'Bamburi Cement 50kg' });
      const invoice = await issue([{ item: cement, quantity: 2 }]);
      const refused = await settled(invoice.id, 'refused');
      expect(refused.last_error).toBe(
        'Bamburi Cement 50kg has no KRA item class: give it one in Inventory, then retry',
      );
      expect(
        kra.control.saves().flatMap((save) => save.items.map((line) => line.itemClsCd)),
      ).not.toContain('99000000');

      await api.db
        .updateTable('inventory_items')
        .set({ kra_item_class_code: '30111601' })
        .where('id', '=', cement.id)
        .execute();
      const retried = await api.call('POST', `/api/v1/etims/documents/${refused.id}/retry`, {
        token,
      });
      expect(retried.status).toBe(200);
      const signed = await settled(invoice.id, 'signed');
      expect(signed.last_error).toBeNull();
      const [save] = kra.control.saves({ invcNo: signed.invc_no }).filter((each) => each.stored);
      expect(save!.items[0]).toMatchObject({ itemClsCd: '30111601', qtyUnitCd: 'U', qty: 2 });
    });

    it("sends a typed line with the shop's class for typed lines, and refuses it without one", async () => {
      // A delivery typed on the invoice: no stock item, band B, 16 % VAT within its price.
      const body = {
        customer_id: customerId,
        order_id: null,
        items: [{ id: null, description: 'Delivery to Thika', quantity: 1, unit_price: 500 }],
        created_at: null,
        vat_rate: 0.16,
        vat_amount: 68.97,
        total: 500,
      };
      const issueTyped = async () => {
        const answer = await api.call('POST', '/api/v1/invoices', { token, body });
        expect(answer.status).toBe(201);
        return answer.body as { id: number };
      };
      const first = await issueTyped();
      const signed = await settled(first.id, 'signed');
      const [save] = kra.control.saves({ invcNo: signed.invc_no }).filter((each) => each.stored);
      // turnEtimsOn's class for typed lines: 78100000, "Mail and cargo transport".
      expect(save!.items[0]).toMatchObject({ itemCd: 'KE3NTU0000000', itemClsCd: '78100000' });

      await api.db.updateTable('shop_settings').set({ kra_typed_line_class_code: null }).execute();
      const second = await issueTyped();
      const refused = await settled(second.id, 'refused');
      expect(refused.last_error).toBe(
        'Delivery to Thika is a typed line and the shop has no KRA item class for typed lines: choose one in Settings (eTIMS), then retry',
      );
      await api.db
        .updateTable('shop_settings')
        .set({ kra_typed_line_class_code: '72102900' })
        .execute();
      expect(
        (await api.call('POST', `/api/v1/etims/documents/${refused.id}/retry`, { token })).status,
      ).toBe(200);
      const retried = await settled(second.id, 'signed');
      const [resent] = kra.control.saves({ invcNo: retried.invc_no }).filter((each) => each.stored);
      expect(resent!.items[0]).toMatchObject({ itemClsCd: '72102900' });
      expect(
        kra.control.saves().flatMap((each) => each.items.map((line) => line.itemClsCd)),
      ).not.toContain('99000000');
    });
  });
}
