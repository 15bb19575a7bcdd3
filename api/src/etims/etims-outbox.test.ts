import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type KraSimulator, startKraSimulator } from '../../../simulators/kra/kra-simulator.ts';
import { ETIMS_TEST_PIN, turnEtimsOn } from '../test/etims-fixtures.ts';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import {
  createTestApi,
  type DatabaseUnderTest,
  databasesUnderTest,
  type TestApi,
} from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';
import { existingEtimsOutbox } from './etims-outbox.service.ts';

/**
 * The eTIMS outbox against the KRA simulator (simulators/kra), both real: invoices issued over
 * the REST API are queued with the branch's next invcNo and signed by the sender in the
 * background; the tests wait for the state the invoice's answer shows, never for a time.
 */

const PIN = ETIMS_TEST_PIN;
const REFUSAL = 'custTin P000000000Z is not a registered taxpayer';
const SIGNED_VOID = 'A signed invoice cannot be voided; issue a credit note';

/**
 * How long the sender waits for KRA in the suites where every answer comes: far beyond any
 * answer, so only an answer that never comes could outlast it. A short wait let a busy machine
 * (load 11) time out before it saw a downed KRA's refused connection, and a timed-out refusal
 * looks like a save KRA may have stored, which the sender checks and sends again.
 */
const ANSWERS_COME_MS = 60_000;
/** Where KRA's answer never comes: the sender gives up soon, and the tests wait for that. */
const ANSWER_NEVER_COMES_MS = 1_000;

/** The API with eTIMS on against a KRA simulator of its own, for one describe. */
function etimsOn(kind: DatabaseUnderTest, timeoutMs: number) {
  const suite = {} as {
    kra: KraSimulator;
    api: TestApi;
    token: string;
    cashierToken: string;
    customerId: number;
    item: Awaited<ReturnType<typeof insertItem>>;
  };
  beforeAll(async () => {
    suite.kra = await startKraSimulator({ port: 0 });
    suite.api = await createTestApi(kind, {
      etims: {
        ...testApiConfig().etims,
        simulatorUrl: suite.kra.url,
        timeoutMs,
        retry: { firstMs: 5, maxMs: 50 },
      },
    });
    ({ token: suite.token } = await suite.api.newUser());
    ({ token: suite.cashierToken } = await suite.api.newUser(undefined, 'cashier'));
    await turnEtimsOn(suite.api.db);
    suite.customerId = (await insertCustomer(suite.api.db)).id;
    suite.item = await insertItem(suite.api.db, {
      quantity: 1_000,
      unitPriceCents: 780_00,
      kraItemClassCode: '30111601',
    });
  });
  // A test that fails with KRA down must not leave it down for the next ones.
  afterEach(() => suite.kra?.control.clearFaults());
  afterAll(async () => {
    if (suite.api) await existingEtimsOutbox(suite.api.db)?.stop();
    await suite.api?.close();
    await suite.kra?.close();
  });

  return {
    suite,
    async issueInvoice() {
      const answer = await suite.api.call('POST', '/api/v1/invoices', {
        token: suite.token,
        body: manualInvoiceRequest(suite.customerId, [{ item: suite.item, quantity: 1 }]),
      });
      expect(answer.status).toBe(201);
      return answer.body;
    },
    etimsOf: async (invoiceId: number) =>
      (await suite.api.call('GET', `/api/v1/invoices/${invoiceId}`, { token: suite.token })).body
        .etims,
    storedSaves: (invcNo: number) =>
      suite.kra.control.saves({ invcNo }).filter((save) => save.stored).length,
  };
}

for (const kind of databasesUnderTest) {
  describe(`eTIMS outbox when KRA's answer never comes [${kind}]`, () => {
    const { suite, issueInvoice, etimsOf, storedSaves } = etimsOn(kind, ANSWER_NEVER_COMES_MS);
    const settled = (invoiceId: number) =>
      expect
        .poll(async () => (await etimsOf(invoiceId))?.state, { timeout: 30_000, interval: 20 })
        .toBe('signed');
    /**
     * KRA stored the number once. Sent again only when reading it back failed too (the same
     * short wait, on a machine busy enough), and then refused as KRA's already (994).
     */
    const signedOnce = (invcNo: number) => {
      expect(storedSaves(invcNo)).toBe(1);
      for (const save of suite.kra.control.saves({ invcNo })) {
        expect(save.stored || save.resultCd === '994').toBe(true);
      }
    };

    it('signs an invoice once when KRA saves it but its answer never comes, and goes on', async () => {
      suite.kra.control.inject({ fault: 'timeout-after-save' });
      const first = await issueInvoice();
      expect(first.etims).toMatchObject({ state: 'waiting', invc_no: 1, branch_id: '00' });
      await settled(first.id);

      // The answer came from reading the invoice back.
      signedOnce(1);
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
      await settled(next.id);
      signedOnce(2);
    });
  });

  describe(`eTIMS outbox against the KRA simulator [${kind}]`, () => {
    const { suite, issueInvoice, etimsOf, storedSaves } = etimsOn(kind, ANSWERS_COME_MS);
    const settled = (invoiceId: number, state: 'signed' | 'refused') =>
      expect
        .poll(async () => (await etimsOf(invoiceId))?.state, { timeout: 30_000, interval: 20 })
        .toBe(state);

    it('refuses to void a signed invoice: only a credit note undoes it, and KRA signs that', async () => {
      const invoice = await issueInvoice();
      await settled(invoice.id, 'signed');
      const voided = await suite.api.call('DELETE', `/api/v1/invoices/${invoice.id}`, {
        token: suite.token,
      });
      expect(voided.status).toBe(409);
      expect(voided.body.error).toBe(SIGNED_VOID);

      const credit = await suite.api.call('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
        token: suite.token,
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
            (
              await suite.api.call('GET', `/api/v1/credit-notes/${credit.body.id}`, {
                token: suite.token,
              })
            ).body.etims.state,
          { timeout: 30_000, interval: 20 },
        )
        .toBe('signed');
      const save = suite.kra.control.saves({ invcNo: credit.body.etims.invc_no });
      expect(save).toMatchObject([{ stored: true, resultCd: '000' }]);
    });

    it('keeps 50 invoices in order while KRA is down and signs each once when it is back', async () => {
      suite.kra.control.inject({ fault: 'down' });
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
      const savesBefore = suite.kra.control.saves().filter((save) => save.stored).length;

      suite.kra.control.clearFaults();
      await settled(invoices[49]!.id, 'signed');
      for (const invoice of invoices) expect((await etimsOf(invoice.id)).state).toBe('signed');

      const stored = suite.kra.control.saves().filter((save) => save.stored);
      expect(stored.slice(savesBefore).map((save) => save.invcNo)).toEqual(numbers);
      for (const invcNo of numbers) expect(storedSaves(invcNo)).toBe(1);
    });

    it("shows KRA's refusal, lets later invoices through, and signs the refused one on retry", async () => {
      suite.kra.control.inject({ fault: '910', message: REFUSAL });
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
      expect((await suite.api.call('POST', path, { token: suite.cashierToken })).status).toBe(403);
      const retried = await suite.api.call('POST', path, { token: suite.token });
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ state: 'waiting', invc_no: number + 1 });
      await settled(refused.id, 'signed');
      expect(storedSaves(number + 1)).toBe(1);

      expect((await suite.api.call('POST', path, { token: suite.token })).status).toBe(409);
      expect(
        (
          await suite.api.call('POST', '/api/v1/etims/documents/999999/retry', {
            token: suite.token,
          })
        ).status,
      ).toBe(404);
    });
    it('moves the invoices queued behind a refused one down a number: KRA sees no gap', async () => {
      suite.kra.control.inject({ fault: 'down' });
      const queued = [await issueInvoice(), await issueInvoice(), await issueInvoice()];
      const [refused, second, third] = queued.map((invoice) => invoice.id as number);
      const first = queued[0].etims.invc_no as number;
      await expect
        .poll(async () => (await etimsOf(refused!)).attempts, { interval: 20 })
        .toBeGreaterThan(0);

      // Back up, refusing the first save it gets: the head's.
      suite.kra.control.clearFaults();
      suite.kra.control.inject({ fault: '910', message: REFUSAL });
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
      expect(suite.kra.control.saves({ invcNo: first + 2 })).toEqual([]);
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
