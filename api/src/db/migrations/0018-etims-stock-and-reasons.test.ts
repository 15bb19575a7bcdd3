import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test/fixtures.ts';
import { insertManualInvoice, userIdOf } from '../../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import { migrateToLatest } from '../migrate.ts';
import * as etimsStockAndReasons from './0018-etims-stock-and-reasons.ts';

const NAME = '0018-etims-stock-and-reasons';

for (const kind of databasesUnderTest) {
  describe(`migration 0018: eTIMS stock reports, signing environment, reason codes [${kind}]`, () => {
    let api: TestApi;
    let invoiceId: number;
    let customerId: number;
    let userId: number;
    beforeAll(async () => {
      api = await createTestApi(kind);
      const { email } = await api.newUser();
      customerId = (await insertCustomer(api.db)).id;
      userId = await userIdOf(api.db, email);
      invoiceId = (
        await insertManualInvoice(api.db, { customerId, totalCents: 100_00, createdBy: userId })
      ).id;
    });
    afterAll(async () => {
      await api?.close();
    });

    const at = new Date().toISOString();
    const creditNote = (values: Record<string, unknown> = {}) =>
      api.db
        .insertInto('credit_notes')
        .values({
          credit_note_number: `CN-${Math.random()}`,
          invoice_id: invoiceId,
          order_id: null,
          customer_id: customerId,
          created_at: at,
          reason: 'Returned',
          vat_rate_bp: 1600,
          subtotal_cents: 100,
          vat_cents: 0,
          total_cents: 100,
          returned_to_stock: 0,
          refunded_cents: 0,
          kept_as_credit_cents: 0,
          created_by: userId,
          ...values,
        } as never)
        .returning('kra_reason_code')
        .executeTakeFirstOrThrow();
    const report = (values: Record<string, unknown> = {}) =>
      api.db
        .insertInto('etims_stock_reports')
        .values({
          tin: 'P051234567X',
          bhf_id: '00',
          kind: 'adjustment',
          sar_ty_cd: '16',
          occurred_at: at,
          lines: '[]',
          state: 'waiting',
          next_attempt_at: at,
          queued_at: at,
          ...values,
        } as never)
        .execute();

    it('gives credit notes KRA reason 06 unless said, and only KRA’s codes', async () => {
      expect(await creditNote()).toEqual({ kra_reason_code: '06' });
      expect(await creditNote({ kra_reason_code: '03' })).toEqual({ kra_reason_code: '03' });
      await expect(creditNote({ kra_reason_code: '07' })).rejects.toThrow();
    });

    it('keeps a sent stock report’s number, one per number and branch', async () => {
      await report();
      await expect(report({ state: 'sent' })).rejects.toThrow();
      await report({ state: 'sent', sar_no: 1, sent_at: at });
      await expect(report({ state: 'sent', sar_no: 1, sent_at: at })).rejects.toThrow();
      await report({ state: 'sent', sar_no: 1, sent_at: at, bhf_id: '01' });
    });

    it('runs after a later migration already ran (0019 before it), and goes down and up', async () => {
      await api.db.deleteFrom('etims_stock_reports').execute();
      await etimsStockAndReasons.down(api.db);
      await api.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', NAME as never)
        .execute();
      await migrateToLatest(api.db);
      const names = (
        await api.db
          .selectFrom('kysely_migration' as never)
          .select('name' as never)
          .execute()
      ).map((row) => (row as { name: string }).name);
      expect(names).toContain(NAME);
      expect(names).toContain('0019-line-tax-bands');
      // Credit notes issued before it were all sent as refunds.
      const codes = await api.db.selectFrom('credit_notes').select('kra_reason_code').execute();
      expect(new Set(codes.map((row) => row.kra_reason_code))).toEqual(new Set(['06']));
      await report();
    });
  });
}
