import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test/fixtures.ts';
import { insertManualInvoice, userIdOf } from '../../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as etimsOutbox from './0016-etims-outbox.ts';

/** The database itself keeps the outbox's rules: one entry per document, one per number. */
for (const kind of databasesUnderTest) {
  describe(`migration 0016: the eTIMS outbox [${kind}]`, () => {
    let api: TestApi;
    let invoiceIds: number[];
    beforeAll(async () => {
      api = await createTestApi(kind);
      const { email } = await api.newUser();
      const customer = await insertCustomer(api.db);
      const userId = await userIdOf(api.db, email);
      invoiceIds = [];
      for (let n = 0; n < 3; n += 1) {
        invoiceIds.push(
          (
            await insertManualInvoice(api.db, {
              customerId: customer.id,
              totalCents: 100_00,
              createdBy: userId,
            })
          ).id,
        );
      }
    });
    afterAll(async () => {
      await api?.close();
    });

    const at = new Date().toISOString();
    const entry = (values: Record<string, unknown>) => ({
      kind: 'invoice',
      invoice_id: invoiceIds[0],
      tin: 'P051234567X',
      bhf_id: '00',
      invc_no: 1,
      state: 'waiting',
      next_attempt_at: at,
      queued_at: at,
      ...values,
    });
    const insert = (values: Record<string, unknown>) =>
      api.db
        .insertInto('etims_documents')
        // biome-ignore lint/suspicious/noExplicitAny: rows the schema's checks must refuse
        .values(entry(values) as any)
        .execute();

    it('refuses a second entry per document or per number, and states without their fields', async () => {
      await insert({});
      await expect(insert({ invc_no: 2 })).rejects.toThrow();
      await expect(insert({ invoice_id: invoiceIds[1] })).rejects.toThrow();
      // Another branch has its own sequence.
      await insert({ invoice_id: invoiceIds[1], bhf_id: '01' });
      await expect(insert({ invoice_id: invoiceIds[2], invc_no: null })).rejects.toThrow();
      await expect(
        insert({ invoice_id: invoiceIds[2], invc_no: 2, state: 'signed' }),
      ).rejects.toThrow();
      await expect(insert({ invoice_id: invoiceIds[2], state: 'refused' })).rejects.toThrow();
      await expect(
        insert({ invoice_id: invoiceIds[2], invc_no: 2, kind: 'credit_note' }),
      ).rejects.toThrow();
      await expect(insert({ invoice_id: invoiceIds[2], invc_no: 0 })).rejects.toThrow();
      await insert({ invoice_id: invoiceIds[2], invc_no: null, state: 'refused' });
    });

    it('goes down and up again', async () => {
      await api.db.deleteFrom('etims_documents').execute();
      await etimsOutbox.down(api.db);
      await etimsOutbox.up(api.db);
      await insert({});
      expect(await api.db.selectFrom('etims_documents').select('invc_no').execute()).toEqual([
        { invc_no: 1 },
      ]);
    });
  });
}
