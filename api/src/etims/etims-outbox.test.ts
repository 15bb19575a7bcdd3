import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KraSimulator, startKraSimulator } from '../../../simulators/kra/kra-simulator.ts';
import type { Db } from '../db/database.ts';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';
import { existingEtimsOutbox } from './etims-outbox.service.ts';

/**
 * The eTIMS outbox against the KRA simulator (simulators/kra), both real: invoices issued over
 * the REST API are queued with the branch's next invcNo and signed by the sender in the
 * background; the tests wait for the state the invoice's answer shows, never for a time.
 */

const PIN = 'P051234567X';
const SERIAL = 'GHALA-1';
const REFUSAL = 'custTin P000000000Z is not a registered taxpayer';
const SIGNED_VOID = 'A signed invoice cannot be voided; issue a credit note';

/** The shop's settings with eTIMS on against the simulator (what the Settings screen saves). */
async function turnEtimsOn(db: Db) {
  const etims = {
    kra_pin: PIN,
    kra_branch_id: '00',
    kra_device_serial: SERIAL,
    etims_mode: 'simulator' as const,
  };
  await db
    .insertInto('shop_settings')
    .values({
      id: 1,
      name: 'Ghala Hardware',
      registration_number: 'PVT-1',
      email: 'accounts@ghala.co.ke',
      created_at: new Date().toISOString(),
      ...etims,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet(etims))
    .execute();
}

for (const kind of databasesUnderTest) {
  describe(`eTIMS outbox against the KRA simulator [${kind}]`, () => {
    let kra: KraSimulator;
    let api: TestApi;
    let token: string;
    let cashierToken: string;
    let customerId: number;
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
      ({ token: cashierToken } = await api.newUser(undefined, 'cashier'));
      await turnEtimsOn(api.db);
      customerId = (await insertCustomer(api.db)).id;
      item = await insertItem(api.db, { quantity: 1_000, unitPriceCents: 780_00 });
    });

    afterAll(async () => {
      if (api) await existingEtimsOutbox(api.db)?.stop();
      await api?.close();
      await kra?.close();
    });

    async function issueInvoice() {
      const answer = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(customerId, [{ item, quantity: 1 }]),
      });
      expect(answer.status).toBe(201);
      return answer.body;
    }

    const etimsOf = async (invoiceId: number) =>
      (await api.call('GET', `/api/v1/invoices/${invoiceId}`, { token })).body.etims;

    const settled = (invoiceId: number, state: 'signed' | 'refused') =>
      expect
        .poll(async () => (await etimsOf(invoiceId))?.state, { timeout: 30_000, interval: 20 })
        .toBe(state);

    const storedSaves = (invcNo: number) =>
      kra.control.saves({ invcNo }).filter((save) => save.stored).length;

    it('signs an invoice once when KRA saves it but its answer never comes, and goes on', async () => {
      kra.control.inject({ fault: 'timeout-after-save', holdMs: 10_000 });
      const first = await issueInvoice();
      expect(first.etims).toMatchObject({ state: 'waiting', invc_no: 1, branch_id: '00' });
      await settled(first.id, 'signed');

      // KRA got one save for the number; the answer came from reading the invoice back.
      expect(kra.control.saves({ invcNo: 1 })).toHaveLength(1);
      expect(storedSaves(1)).toBe(1);
      const signed = await etimsOf(first.id);
      expect(signed.receipt).toMatchObject({
        cu_invoice_number: `${signed.receipt.sdc_id}/1`,
        cur_rcpt_no: 1,
        tot_rcpt_no: 1,
      });
      expect(signed.receipt.rcpt_sign).toMatch(/^[A-Za-z0-9]+$/);
      // The simulator stands in for the sandbox: the QR names the sandbox's receipt page.
      expect(signed.receipt.qr_url).toBe(
        `https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=${PIN}00${signed.receipt.rcpt_sign}`,
      );

      const next = await issueInvoice();
      expect(next.etims.invc_no).toBe(2);
      await settled(next.id, 'signed');
      expect(kra.control.saves({ invcNo: 2 })).toHaveLength(1);
    });

    it('refuses to void a signed invoice: only a credit note undoes it, and KRA signs that', async () => {
      const invoice = await issueInvoice();
      await settled(invoice.id, 'signed');
      const voided = await api.call('DELETE', `/api/v1/invoices/${invoice.id}`, { token });
      expect(voided.status).toBe(409);
      expect(voided.body.error).toBe(SIGNED_VOID);

      const credit = await api.call('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
        token,
        body: {
          reason: 'Returned unused',
          lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
        },
      });
      expect(credit.status).toBe(201);
      expect(credit.body.etims).toMatchObject({ kind: 'credit_note', state: 'waiting' });
      await expect
        .poll(
          async () =>
            (await api.call('GET', `/api/v1/credit-notes/${credit.body.id}`, { token })).body.etims
              .state,
          { timeout: 30_000, interval: 20 },
        )
        .toBe('signed');
      const save = kra.control.saves({ invcNo: credit.body.etims.invc_no });
      expect(save).toMatchObject([{ stored: true, resultCd: '000' }]);
    });

    it('keeps 50 invoices in order while KRA is down and signs each once when it is back', async () => {
      kra.control.inject({ fault: 'down' });
      const invoices: Array<{ id: number; etims: { invc_no: number } }> = [];
      for (let n = 0; n < 50; n += 1) invoices.push(await issueInvoice());
      const numbers = invoices.map((invoice) => invoice.etims.invc_no as number);
      expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
      // Tried while down: still waiting, with why.
      await expect
        .poll(async () => (await etimsOf(invoices[0]!.id)).attempts, { interval: 20 })
        .toBeGreaterThan(0);
      const head = await etimsOf(invoices[0]!.id);
      expect(head).toMatchObject({ state: 'waiting', receipt: null });
      expect(head.last_error).toMatch(/KRA could not be reached/);
      const savesBefore = kra.control.saves().filter((save) => save.stored).length;

      kra.control.clearFaults();
      await settled(invoices[49]!.id, 'signed');
      for (const invoice of invoices) expect((await etimsOf(invoice.id)).state).toBe('signed');

      const stored = kra.control.saves().filter((save) => save.stored);
      expect(stored.slice(savesBefore).map((save) => save.invcNo)).toEqual(numbers);
      for (const invcNo of numbers) expect(storedSaves(invcNo)).toBe(1);
    });

    it("shows KRA's refusal, lets later invoices through, and signs the refused one on retry", async () => {
      kra.control.inject({ fault: '910', message: REFUSAL });
      const refused = await issueInvoice();
      const number = refused.etims.invc_no;
      await settled(refused.id, 'refused');
      const shown = await etimsOf(refused.id);
      expect(shown).toMatchObject({ state: 'refused', last_error: REFUSAL, invc_no: null });

      // Its number went back: the next invoice takes it, and KRA sees no gap.
      const later = await issueInvoice();
      expect(later.etims.invc_no).toBe(number);
      await settled(later.id, 'signed');

      const path = `/api/v1/etims/documents/${shown.id}/retry`;
      expect((await api.call('POST', path, { token: cashierToken })).status).toBe(403);
      const retried = await api.call('POST', path, { token });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ state: 'waiting', invc_no: number + 1 });
      await settled(refused.id, 'signed');
      expect(storedSaves(number + 1)).toBe(1);

      expect((await api.call('POST', path, { token })).status).toBe(409);
      expect(
        (await api.call('POST', '/api/v1/etims/documents/999999/retry', { token })).status,
      ).toBe(404);
    });
    it('moves the invoices queued behind a refused one down a number: KRA sees no gap', async () => {
      kra.control.inject({ fault: 'down' });
      const queued = [await issueInvoice(), await issueInvoice(), await issueInvoice()];
      const [refused, second, third] = queued.map((invoice) => invoice.id as number);
      const first = queued[0].etims.invc_no as number;
      await expect
        .poll(async () => (await etimsOf(refused!)).attempts, { interval: 20 })
        .toBeGreaterThan(0);

      // Back up, refusing the first save it gets: the head's.
      kra.control.clearFaults();
      kra.control.inject({ fault: '910', message: REFUSAL });
      await settled(third!, 'signed');
      expect(await etimsOf(refused!)).toMatchObject({
        state: 'refused',
        invc_no: null,
        last_error: REFUSAL,
      });
      expect((await etimsOf(second!)).invc_no).toBe(first);
      expect((await etimsOf(third!)).invc_no).toBe(first + 1);
      expect(storedSaves(first)).toBe(1);
      expect(storedSaves(first + 1)).toBe(1);
      expect(kra.control.saves({ invcNo: first + 2 })).toEqual([]);
    });
  });

  describe(`eTIMS off [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('queues nothing: invoices are issued and voided as before', async () => {
      const { token } = await api.newUser();
      const customer = await insertCustomer(api.db);
      const item = await insertItem(api.db);
      const invoice = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(customer.id, [{ item, quantity: 2 }]),
      });
      expect(invoice.status).toBe(201);
      expect(invoice.body.etims).toBeNull();
      expect(await api.db.selectFrom('etims_documents').selectAll().execute()).toEqual([]);
      expect(
        (await api.call('DELETE', `/api/v1/invoices/${invoice.body.id}`, { token })).status,
      ).toBe(204);
    });
  });
}
