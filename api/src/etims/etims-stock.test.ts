import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type KraSimulator,
  type StockLogEntry,
  startKraSimulator,
} from '../../../simulators/kra/kra-simulator.ts';
import { turnEtimsOn } from '../test/etims-fixtures.ts';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  manualInvoiceRequest,
} from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';
import { existingEtimsOutbox } from './etims-outbox.service.ts';

/**
 * Stock movements reported to KRA (insertStockIO, then saveStockMaster) by the eTIMS outbox,
 * against the KRA simulator: what KRA received, in the order it received it.
 */

/** KRA's item code for a stock item with no KRA units set: goods, NT packaging, U pieces. */
const itemCode = (id: number) => `KE2NTU${String(id).padStart(7, '0')}`;

for (const kind of databasesUnderTest) {
  describe(`eTIMS stock reports against the KRA simulator [${kind}]`, () => {
    let kra: KraSimulator;
    let api: TestApi;
    let token: string;
    let customerId: number;
    let supplierId: number;
    let item: Awaited<ReturnType<typeof insertItem>>;

    beforeAll(async () => {
      kra = await startKraSimulator({ port: 0 });
      api = await createTestApi(kind, {
        etims: {
          ...testApiConfig().etims,
          simulatorUrl: kra.url,
          timeoutMs: 1_000,
          retry: { firstMs: 5, maxMs: 50 },
        },
      });
      ({ token } = await api.newUser());
      await turnEtimsOn(api.db);
      customerId = (await insertCustomer(api.db)).id;
      supplierId = await insertSupplier(api.db);
      item = await insertItem(api.db, {
        quantity: 1_000,
        unitPriceCents: 780_00,
        kraItemClassCode: '30111601',
      });
    });

    afterAll(async () => {
      if (api) await existingEtimsOutbox(api.db)?.stop();
      await api?.close();
      await kra?.close();
    });

    const storedReports = () =>
      kra.control.stock().filter((entry) => entry.call === 'insertStockIO' && entry.stored);

    const reportOf = (remark: string) =>
      expect
        .poll(() => storedReports().find((entry) => entry.remark === remark), {
          timeout: 30_000,
          interval: 20,
        })
        .toBeDefined()
        .then(() => storedReports().find((entry) => entry.remark === remark)!);

    /** A delivery of `quantity` of the item from the supplier, as staff post one. */
    async function receiveGoods(quantity: number) {
      const answer = await api.call('POST', '/api/v1/goods-received', {
        token,
        body: {
          supplier_id: supplierId,
          lines: [{ inventory_id: item.id, quantity, unit_cost: 650 }],
        },
      });
      expect(answer.status).toBe(201);
      return answer;
    }

    async function issueInvoice(quantity = 1) {
      const answer = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(customerId, [{ item, quantity }]),
      });
      expect(answer.status).toBe(201);
      return answer.body as { id: number; invoice_number: string };
    }

    it('reports a sale as stock out (11) after KRA signed it, then what the item has left', async () => {
      const invoice = await issueInvoice(3);
      const report = await reportOf(invoice.invoice_number);
      expect(report).toMatchObject({
        sarTyCd: '11',
        items: [{ itemCd: itemCode(item.id), qty: 3 }],
      });

      // KRA heard of the sale first: its signing comes before the stock report in KRA's log.
      const calls = kra.control.calls();
      const signed = calls.findIndex(
        (call) => call.call === 'saveTrnsSalesOsdc' && call.resultCd === '000',
      );
      const stockIo = calls.findIndex((call) => call.call === 'insertStockIO');
      expect(signed).toBeGreaterThanOrEqual(0);
      expect(stockIo).toBeGreaterThan(signed);

      await expect
        .poll(
          () =>
            kra.control
              .stock()
              .filter((entry) => entry.call === 'saveStockMaster' && entry.stored)
              .at(-1),
          { timeout: 30_000, interval: 20 },
        )
        .toMatchObject({ items: [{ itemCd: itemCode(item.id), qty: 997 }] });
    });

    it("lists a refused stock report with KRA's message, and sends it again with the item's codes as corrected", async () => {
      const refusal = 'pkgUnitCd NT is not how this item is packed';
      // Every report queued before (the item's opening stock) is sent first: the refusal is ours.
      await existingEtimsOutbox(api.db)?.drain();
      await expect
        .poll(
          async () =>
            (await api.call('GET', '/api/v1/etims/stock-reports', { token })).body.waiting,
          { timeout: 30_000, interval: 20 },
        )
        .toBe(0);
      kra.control.inject({ fault: '910', call: 'insertStockIO', count: 1, message: refusal });
      const received = await receiveGoods(5);
      const number = received.body.grn_number as string;
      const listed = () =>
        api
          .call('GET', '/api/v1/etims/stock-reports', { token })
          .then((answer) =>
            (answer.body.items as { id: number; document_number: string }[]).find(
              (report) => report.document_number === number,
            ),
          );
      await expect.poll(listed, { timeout: 30_000, interval: 20 }).toMatchObject({
        state: 'refused',
        movement: '02',
        items: 1,
        last_error: expect.stringContaining(refusal),
      });
      const summary = await api.call('GET', '/api/v1/etims/stock-reports', { token });
      expect(summary.body.refused).toBeGreaterThanOrEqual(1);

      const id = (await listed())!.id;
      // Staff correct the item's packaging as KRA said, then retry.
      await api.db
        .updateTable('inventory_items')
        .set({ kra_packaging_unit: 'BG' })
        .where('id', '=', item.id)
        .execute();
      const retried = await api.call('POST', `/api/v1/etims/stock-reports/${id}/retry`, { token });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ id, state: 'waiting' });
      // Stored by KRA this time, under the corrected code, and no longer listed.
      expect(await reportOf(number)).toMatchObject({
        sarTyCd: '02',
        items: [{ itemCd: `KE2BGU${String(item.id).padStart(7, '0')}`, qty: 5 }],
      });
      await api.db
        .updateTable('inventory_items')
        .set({ kra_packaging_unit: 'NT' })
        .where('id', '=', item.id)
        .execute();
      await expect.poll(listed, { timeout: 30_000, interval: 20 }).toBeUndefined();
      // Sent, it keeps no stale message from the refusal.
      expect(
        await api.db
          .selectFrom('etims_stock_reports')
          .select(['state', 'last_error'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ state: 'sent', last_error: null });
      const again = await api.call('POST', `/api/v1/etims/stock-reports/${id}/retry`, { token });
      expect(again.status).toBe(409);
      const unknown = await api.call('POST', '/api/v1/etims/stock-reports/999999/retry', { token });
      expect(unknown.status).toBe(404);
    });

    it('reports goods received from a supplier as incoming purchase (02)', async () => {
      const received = await receiveGoods(40);
      const report = await reportOf(received.body.grn_number);
      expect(report).toMatchObject({
        sarTyCd: '02',
        items: [{ itemCd: itemCode(item.id), qty: 40 }],
      });
    });

    it('keeps every report while KRA is down and sends each once, in order, when it is back', async () => {
      const before = storedReports().length;
      kra.control.inject({ fault: 'down' });
      const remarks: string[] = [];
      for (let n = 0; n < 6; n += 1) {
        if (n % 2 === 0) {
          remarks.push((await issueInvoice()).invoice_number);
        } else {
          const adjusted = await api.call('POST', '/api/v1/stock-adjustments', {
            token,
            body: { inventory_id: item.id, quantity_change: -1, reason: 'damaged' },
          });
          expect(adjusted.status).toBe(201);
          remarks.push('');
        }
      }
      // Tried while down: every report still waits, none stored.
      await expect
        .poll(() => kra.control.calls().some((call) => call.fault === 'down'), { timeout: 30_000 })
        .toBe(true);
      expect(storedReports()).toHaveLength(before);

      kra.control.clearFaults();
      await expect
        .poll(() => storedReports().length, { timeout: 60_000, interval: 50 })
        .toBe(before + remarks.length);
      const sent = storedReports().slice(before);
      // Consecutive stored/released numbers, one report each, in the order the stock moved.
      expect(sent.map((entry) => entry.sarNo)).toEqual(
        remarks.map((_, index) => before + index + 1),
      );
      expect(sent.map((entry) => entry.remark ?? '')).toEqual(remarks);
      expect(sent.map((entry: StockLogEntry) => entry.sarTyCd)).toEqual([
        '11',
        '16',
        '11',
        '16',
        '11',
        '16',
      ]);
      const all = storedReports().map((entry) => entry.sarNo);
      expect(new Set(all).size).toBe(all.length);
      // Each is marked sent once KRA also took what its items have left (saveStockMaster).
      await expect
        .poll(
          () =>
            api.db
              .selectFrom('etims_stock_reports')
              .select('id')
              .where('state', '!=', 'sent')
              .execute(),
          { timeout: 30_000, interval: 20 },
        )
        .toEqual([]);
    });

    it('keeps the QR code of the environment a document was signed in when the mode changes', async () => {
      const invoice = await issueInvoice();
      const etimsOf = async () =>
        (await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token })).body.etims;
      await expect.poll(async () => (await etimsOf())?.state, { timeout: 30_000 }).toBe('signed');
      const sandboxQr = (await etimsOf()).receipt.qr_url as string;
      expect(sandboxQr).toMatch(/^https:\/\/etims-sbx\.kra\.go\.ke\//);
      try {
        await api.db.updateTable('shop_settings').set({ etims_mode: 'production' }).execute();
        // Signed by the simulator: its receipt is the sandbox's, whatever the shop's mode now.
        expect((await etimsOf()).receipt.qr_url).toBe(sandboxQr);
        // One signed before Ghala kept the environment follows the mode, as before.
        await api.db
          .updateTable('etims_documents')
          .set({ environment: null })
          .where('invoice_id', '=', invoice.id)
          .execute();
        expect((await etimsOf()).receipt.qr_url).toBe(
          sandboxQr.replace('etims-sbx.kra.go.ke', 'etims.kra.go.ke'),
        );
      } finally {
        await api.db.updateTable('shop_settings').set({ etims_mode: 'simulator' }).execute();
      }
    });

    it('sends a credit note with the KRA reason staff chose, 06 (refund) when none, and refuses others', async () => {
      const invoice = await issueInvoice(2);
      const line = (await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token })).body
        .items[0].id as number;
      const credit = (reason_code?: string | null) =>
        api.call('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
          token,
          body: {
            reason: 'Bag split in the van',
            ...(reason_code === undefined ? {} : { reason_code }),
            lines: [{ invoice_item_id: line, quantity: 1 }],
          },
        });
      const wrong = await credit('07');
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual({
        reason_code: "must be one of KRA's reason codes 01, 02, 03, 04, 05, 06",
      });

      const damaged = await credit('03');
      expect(damaged.status).toBe(201);
      expect(damaged.body.reason_code).toBe('03');
      const refund = await credit();
      expect(refund.body.reason_code).toBe('06');
      const signedCredit = async (id: number) => {
        await expect
          .poll(
            async () =>
              (await api.call('GET', `/api/v1/credit-notes/${id}`, { token })).body.etims.state,
            { timeout: 30_000, interval: 20 },
          )
          .toBe('signed');
        const { invc_no } = (await api.call('GET', `/api/v1/credit-notes/${id}`, { token })).body
          .etims;
        return kra.control.saves({ invcNo: invc_no }).find((save) => save.stored);
      };
      expect(await signedCredit(damaged.body.id)).toMatchObject({ rcptTyCd: 'R', rfdRsnCd: '03' });
      expect(await signedCredit(refund.body.id)).toMatchObject({ rcptTyCd: 'R', rfdRsnCd: '06' });
    });
  });
}
