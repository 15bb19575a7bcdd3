import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as recordedAt from './0025-recorded-at.ts';

/**
 * An invoice made before 0025 has no moment it was really made: it answers `recorded_at: null`
 * and is not called back-dated, however old the date it carries; the migration goes down and
 * up again.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0025: when invoices and credit notes were really made [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('leaves documents made before it without a moment, not back-dated', async () => {
      const { token } = await api.newUser();
      const customer = await insertCustomer(api.db, { name: 'Old Books Ltd' });
      const item = await insertItem(api.db, { name: 'Hinge 4in', unitPriceCents: 116_00 });
      const made = await api.call('POST', '/api/v1/invoices', {
        token,
        body: {
          ...manualInvoiceRequest(customer.id, [{ item, quantity: 1 }]),
          created_at: '2026-01-05',
        },
      });
      expect(made.status).toBe(201);
      expect(made.body.back_dated).toBe(true);

      await recordedAt.down(api.db);
      await recordedAt.up(api.db);
      const read = await api.call('GET', `/api/v1/invoices/${made.body.id}`, { token });
      expect(read.body).toMatchObject({ recorded_at: null, back_dated: false });
    });
  });
}
