import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingEtimsOutbox } from '../../etims/etims-outbox.service.ts';
import { turnEtimsOn } from '../../test/etims-fixtures.ts';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as migration from './0036-etims-buyer-as-issued.ts';

/**
 * 0036: documents queued before Ghala froze the buyer take the customer as it is when the
 * migration runs, and a credit note its invoice's.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0036: the buyer as issued [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      if (api) await existingEtimsOutbox(api.db)?.stop();
      await api?.close();
    });

    it('fills the buyer of documents queued before it', async () => {
      const { token } = await api.newUser();
      await turnEtimsOn(api.db);
      const customer = await insertCustomer(api.db, { name: 'Baraka Builders' });
      const item = await insertItem(api.db);
      const invoice = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(customer.id, [{ item, quantity: 2 }]),
      });
      expect(invoice.status).toBe(201);
      const credit = await api.call('POST', `/api/v1/invoices/${invoice.body.id}/credit-notes`, {
        token,
        body: {
          reason: 'Returned unused',
          lines: [{ invoice_item_id: invoice.body.items[0].id, quantity: 1 }],
        },
      });
      expect(credit.status).toBe(201);

      // As before 0036: no buyer kept; the customer has a PIN by the time it runs.
      await migration.down(api.db);
      await api.db
        .updateTable('customers')
        .set({ kra_pin: 'P051111111A' })
        .where('id', '=', customer.id)
        .execute();
      await migration.up(api.db);

      const buyers = await api.db
        .selectFrom('etims_documents')
        .select(['kind', 'buyer_pin', 'buyer_name'])
        .orderBy('id')
        .execute();
      expect(buyers).toEqual([
        { kind: 'invoice', buyer_pin: 'P051111111A', buyer_name: 'Baraka Builders' },
        { kind: 'credit_note', buyer_pin: 'P051111111A', buyer_name: 'Baraka Builders' },
      ]);
    });
  });
}
