import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test/fixtures.ts';
import { insertManualInvoice, userIdOf } from '../../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';

/** The database itself keeps M-Pesa's rules: one row per receipt, only M-Pesa records itself. */
for (const kind of databasesUnderTest) {
  describe(`migration 0017: M-Pesa [${kind}]`, () => {
    let api: TestApi;
    let invoiceId: number;
    let userId: number;
    beforeAll(async () => {
      api = await createTestApi(kind);
      const { email } = await api.newUser();
      userId = await userIdOf(api.db, email);
      const customer = await insertCustomer(api.db);
      ({ id: invoiceId } = await insertManualInvoice(api.db, {
        customerId: customer.id,
        totalCents: 100_00,
        createdBy: userId,
      }));
    });
    afterAll(async () => {
      await api?.close();
    });

    const at = new Date().toISOString();

    it('makes the settings row with an unguessable token, and M-Pesa off', async () => {
      const row = await api.db.selectFrom('mpesa_settings').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ id: 1, mode: 'off', passkey: null, consumer_secret: null });
      expect(row.callback_token).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a receipt number twice, and more unplaced than the amount', async () => {
      const receipt = (values: Record<string, unknown>) =>
        api.db
          .insertInto('mpesa_receipts')
          .values({
            receipt_number: 'QMIG000001',
            source: 'c2b',
            amount_cents: 100_00,
            unplaced_cents: 100_00,
            received_at: at,
            raw: '{}',
            ...values,
          } as never)
          .execute();
      await receipt({});
      await expect(receipt({ source: 'stk' })).rejects.toThrow();
      await expect(
        receipt({ receipt_number: 'QMIG000002', unplaced_cents: 100_01 }),
      ).rejects.toThrow();
      await expect(receipt({ receipt_number: 'QMIG000003', source: 'card' })).rejects.toThrow();
    });

    it('lets only an M-Pesa payment go without a recorder', async () => {
      const payment = (values: Record<string, unknown>) =>
        api.db
          .insertInto('payments')
          .values({
            invoice_id: invoiceId,
            kind: 'payment',
            amount_cents: 10_00,
            paid_at: at,
            method: 'mpesa',
            reference: 'QMIG000009',
            recorded_by: null,
            recorded_at: at,
            ...values,
          } as never)
          .execute();
      await payment({});
      await expect(payment({ method: 'cash', reference: null })).rejects.toThrow();
      await payment({ method: 'cash', reference: null, recorded_by: userId });
    });

    it('refuses an STK request for no document or for two, and parts of a shilling', async () => {
      const request = (values: Record<string, unknown>) =>
        api.db
          .insertInto('mpesa_requests')
          .values({
            invoice_id: invoiceId,
            phone: '254708374149',
            amount_cents: 10_00,
            account_reference: 'INV-1',
            status: 'sending',
            requested_by: userId,
            created_at: at,
            updated_at: at,
            ...values,
          } as never)
          .execute();
      await request({});
      await expect(request({ invoice_id: null })).rejects.toThrow();
      await expect(request({ amount_cents: 10_50 })).rejects.toThrow();
      await expect(request({ status: 'lost' })).rejects.toThrow();
    });
  });
}
