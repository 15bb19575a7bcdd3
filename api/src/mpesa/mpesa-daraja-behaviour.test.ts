import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MpesaSimulator,
  startMpesaSimulator,
} from '../../../simulators/mpesa/mpesa-simulator.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { c2bConfirmation, mpesaLedger, PAYBILL, setUpMpesa } from '../test/mpesa-fixtures.ts';
import { insertManualInvoice, userIdOf } from '../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';

/**
 * M-Pesa as Daraja really behaves (issue 52), end to end through the Daraja simulator: a push
 * the status query says was paid whose callback never comes, 1019, a confirmation for a
 * shortcode the shop does not know, and open pushes never asking together for more than the
 * balance (real concurrent requests).
 */
for (const kind of databasesUnderTest) {
  describe(`M-Pesa as Daraja behaves [${kind}]`, () => {
    let simulator: MpesaSimulator;
    let api: TestApi;
    let server: ServerType;
    let token: string;
    let userId: number;
    let customerId: number;
    let paths: Awaited<ReturnType<typeof setUpMpesa>>;

    beforeAll(async () => {
      simulator = await startMpesaSimulator({
        port: 0,
        credentials: [{ consumerKey: 'ghala-test-key', consumerSecret: 'ghala-test-secret' }],
      });
      api = await createTestApi(kind, {
        mpesa: { ...testApiConfig({ MPESA_SIMULATOR_URL: simulator.url }).mpesa, timeoutMs: 2_000 },
      });
      await new Promise<void>((listening) => {
        server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 }, () => listening());
      });
      const user = await api.newUser();
      token = user.token;
      userId = await userIdOf(api.db, user.email);
      ({ id: customerId } = await insertCustomer(api.db));
      paths = await setUpMpesa(api, token, {
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
    });
    beforeEach(async () => {
      simulator.control.reset();
      const registered = await api.call('POST', '/api/v1/mpesa/settings/register-c2b', { token });
      expect(registered.status).toBe(200);
    });
    afterAll(async () => {
      await new Promise((closed) => server?.close(closed));
      await api?.close();
      await simulator?.close();
    });

    const push = (body: unknown, key?: string) =>
      api.call('POST', '/api/v1/mpesa/stk-requests', {
        token,
        body,
        headers: key ? { 'Idempotency-Key': key } : {},
      });
    const query = (id: number) =>
      api.call('POST', `/api/v1/mpesa/stk-requests/${id}/query`, { token });
    const invoice = (totalCents: number) =>
      insertManualInvoice(api.db, { customerId, totalCents, createdBy: userId });
    const shown = async (invoiceId: number) =>
      (await api.call('GET', `/api/v1/invoices/${invoiceId}`, { token })).body;

    /** A push the customer pays whose callback never comes; the status query then says paid. */
    async function awaitedPush(invoiceId: number, amount: number, receiptNumber: string) {
      simulator.control.stkOutcome({ resultCode: 0, delayMs: 0, callback: false, receiptNumber });
      const sent = await push({ invoice_id: invoiceId, phone: '0708374149', amount });
      expect(sent.status).toBe(201);
      await simulator.control.whenCallbacksSettled();
      const checked = await query(sent.body.id);
      expect(checked.body).toMatchObject({
        status: 'awaiting_receipt',
        result_code: '0',
        receipt_number: null,
        payment_id: null,
        paid_reported_at: expect.any(String),
      });
      return checked.body as { id: number; account_reference: string };
    }

    it('paid per M-Pesa, receipt awaited: nothing in the books, the push holds the balance, the C2B confirmation settles it once', async () => {
      const { id: invoiceId, invoice_number } = await invoice(1_000_00);
      const request = await awaitedPush(invoiceId, 600, 'SIM52AWAIT');
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 0, balance: 1000 });
      // Asking again changes nothing: still awaited.
      expect((await query(request.id)).body).toMatchObject({ status: 'awaiting_receipt' });
      // The awaited 600 may yet arrive: only 400 more may be asked.
      const over = await push({ invoice_id: invoiceId, phone: '0708374149', amount: 500 });
      expect(over.status).toBe(409);
      expect(over.body.error).toBe(
        `${invoice_number} has an M-Pesa request still open for KSh 600.00 of its KSh 1,000.00 balance: at most KSh 400.00 more can be asked now (check the open request from its payment dialog)`,
      );

      // The receipt comes as a C2B confirmation (a paybill sends one for an STK payment too).
      await simulator.control.simulateC2B({
        BusinessShortCode: PAYBILL,
        TransAmount: 600,
        BillRefNumber: request.account_reference,
        TransID: 'SIM52AWAIT',
      });
      await simulator.control.whenCallbacksSettled();
      const settled = await api.call('GET', `/api/v1/mpesa/stk-requests/${request.id}`, { token });
      expect(settled.body).toMatchObject({ status: 'paid', receipt_number: 'SIM52AWAIT' });
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 600, balance: 400 });
      // Replayed: still once.
      const [confirmation] = simulator.control
        .callbacks()
        .filter((c) => c.kind === 'c2b-confirmation');
      await simulator.control.replay(confirmation!.id, 2);
      const ledger = await mpesaLedger(api.db);
      expect(ledger.payments.filter((p) => p.reference === 'SIM52AWAIT')).toEqual([
        expect.objectContaining({ amount_cents: 600_00, recorded_by: userId }),
      ]);
    });

    it('paid per M-Pesa, receipt awaited: the code from the SMS settles it, by the typed-code rules; the late receipt adds nothing', async () => {
      const { id: invoiceId } = await invoice(800_00);
      const request = await awaitedPush(invoiceId, 800, 'SIM52TYPED');
      const bad = await api.call('POST', `/api/v1/mpesa/stk-requests/${request.id}/settle`, {
        token,
        body: { receipt_number: 'no!' },
      });
      expect(bad.status).toBe(400);
      const settled = await api.call('POST', `/api/v1/mpesa/stk-requests/${request.id}/settle`, {
        token,
        body: { receipt_number: 'sim52 typed' },
      });
      expect(settled.status).toBe(200);
      expect(settled.body).toMatchObject({
        status: 'paid',
        receipt_number: 'SIM52TYPED',
        payment_id: expect.any(Number),
      });
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 800, balance: 0 });
      const again = await api.call('POST', `/api/v1/mpesa/stk-requests/${request.id}/settle`, {
        token,
        body: { receipt_number: 'SIM52TYPED' },
      });
      expect(again).toMatchObject({
        status: 409,
        body: { error: 'This M-Pesa request is already paid (M-Pesa code SIM52TYPED)' },
      });
      // M-Pesa reports the same receipt later: counted already, nothing placed, nothing unmatched.
      await api.call('POST', paths.confirmation, {
        body: c2bConfirmation({ transId: 'SIM52TYPED', amount: 800, shortCode: PAYBILL }),
      });
      const ledger = await mpesaLedger(api.db);
      expect(ledger.payments.filter((p) => p.reference === 'SIM52TYPED')).toHaveLength(1);
      expect(ledger.receipts.filter((r) => r.receipt_number === 'SIM52TYPED')).toEqual([
        expect.objectContaining({ unplaced_cents: 0 }),
      ]);
    });

    it('paid per M-Pesa, receipt awaited: its receipt, unmatched, placed on the document by hand settles the push; nothing counts twice', async () => {
      const { id: invoiceId } = await invoice(1_000_00);
      const request = await awaitedPush(invoiceId, 700, 'SIM52PLACE');
      // The confirmation names neither the document nor the phone asked: it waits unmatched.
      await api.call('POST', paths.confirmation, {
        body: c2bConfirmation({
          transId: 'SIM52PLACE',
          amount: 700,
          billRef: 'SHOP',
          msisdn: '254799000052',
        }),
      });
      let ledger = await mpesaLedger(api.db);
      const receipt = ledger.receipts.find((r) => r.receipt_number === 'SIM52PLACE')!;
      expect(receipt).toMatchObject({ unplaced_cents: 700_00 });
      const placed = await api.call('POST', `/api/v1/mpesa/receipts/${receipt.id}/assign`, {
        token,
        body: { invoice_id: invoiceId },
      });
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({ unplaced: 0 });
      const settled = await api.call('GET', `/api/v1/mpesa/stk-requests/${request.id}`, { token });
      expect(settled.body).toMatchObject({
        status: 'paid',
        receipt_number: 'SIM52PLACE',
        payment_id: expect.any(Number),
      });
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 700, balance: 300 });
      // The push no longer holds the balance: the 300 left may be asked.
      simulator.control.stkOutcome({ resultCode: 0, delayMs: 60_000 });
      const next = await push({ invoice_id: invoiceId, phone: '0708374149', amount: 300 });
      expect(next.status).toBe(201);
      // The code typed from the SMS, and M-Pesa reporting the receipt once more, add nothing.
      const typed = await api.call('POST', `/api/v1/mpesa/stk-requests/${request.id}/settle`, {
        token,
        body: { receipt_number: 'SIM52PLACE' },
      });
      expect(typed).toMatchObject({
        status: 409,
        body: { error: 'This M-Pesa request is already paid (M-Pesa code SIM52PLACE)' },
      });
      await api.call('POST', paths.confirmation, {
        body: c2bConfirmation({ transId: 'SIM52PLACE', amount: 700, billRef: 'SHOP' }),
      });
      ledger = await mpesaLedger(api.db);
      expect(ledger.payments.filter((p) => p.reference === 'SIM52PLACE')).toEqual([
        expect.objectContaining({ amount_cents: 700_00 }),
      ]);
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 700, balance: 300 });
    });

    it('the typed code and M-Pesa’s confirmation of it at the same moment: the money counts once', async () => {
      const { id: invoiceId } = await invoice(900_00);
      const request = await awaitedPush(invoiceId, 900, 'SIM52RACE1');
      const [settled, confirmed] = await Promise.all([
        api.call('POST', `/api/v1/mpesa/stk-requests/${request.id}/settle`, {
          token,
          body: { receipt_number: 'SIM52RACE1' },
        }),
        api.call('POST', paths.confirmation, {
          body: c2bConfirmation({
            transId: 'SIM52RACE1',
            amount: 900,
            billRef: request.account_reference,
            shortCode: PAYBILL,
          }),
        }),
      ]);
      expect(confirmed.status).toBe(200);
      // Whichever came second found the money counted: the code typed after the report is
      // refused (409, saying where it is), the report after the code places nothing.
      expect([200, 409]).toContain(settled.status);
      const ledger = await mpesaLedger(api.db);
      expect(ledger.payments.filter((p) => p.reference === 'SIM52RACE1')).toHaveLength(1);
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 900, balance: 0 });
      const ended = await api.call('GET', `/api/v1/mpesa/stk-requests/${request.id}`, { token });
      expect(ended.body).toMatchObject({ status: 'paid', receipt_number: 'SIM52RACE1' });
      const receipt = ledger.receipts.find((r) => r.receipt_number === 'SIM52RACE1');
      expect(receipt).toMatchObject({ unplaced_cents: 0 });
    });

    it('a waiting push is not settled by a typed code: M-Pesa has not said it was paid', async () => {
      const { id: invoiceId } = await invoice(300_00);
      simulator.control.stkOutcome({ resultCode: 0, delayMs: 60_000 });
      const sent = await push({ invoice_id: invoiceId, phone: '0708374149', amount: 300 });
      const refused = await api.call('POST', `/api/v1/mpesa/stk-requests/${sent.body.id}/settle`, {
        token,
        body: { receipt_number: 'SIM52EARLY' },
      });
      expect(refused.status).toBe(409);
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 0 });
    });

    it('1019 "Transaction has expired" ends the push expired, not failed', async () => {
      const { id: invoiceId } = await invoice(200_00);
      simulator.control.stkOutcome({ resultCode: 1019, delayMs: 0, callback: false });
      const sent = await push({ invoice_id: invoiceId, phone: '0708374149', amount: 200 });
      await simulator.control.whenCallbacksSettled();
      expect((await query(sent.body.id)).body).toMatchObject({
        status: 'expired',
        result_code: '1019',
      });
      // By callback too.
      simulator.control.stkOutcome({ resultCode: 1019, delayMs: 0 });
      const called = await push({ invoice_id: invoiceId, phone: '0708374149', amount: 200 });
      await simulator.control.whenCallbacksSettled();
      const ended = await api.call('GET', `/api/v1/mpesa/stk-requests/${called.body.id}`, {
        token,
      });
      expect(ended.body).toMatchObject({ status: 'expired', result_code: '1019' });
    });

    it('a confirmation for a shortcode the shop does not know waits in Unmatched, flagged, never on the document it names', async () => {
      const { id: invoiceId, invoice_number } = await invoice(500_00);
      const answer = await api.call('POST', paths.confirmation, {
        body: c2bConfirmation({
          transId: 'SIM52OLDTL',
          amount: 500,
          billRef: invoice_number,
          shortCode: '600000',
        }),
      });
      expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 0, balance: 500 });
      const unmatched = await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token });
      expect(unmatched.body.items).toContainEqual(
        expect.objectContaining({
          receipt_number: 'SIM52OLDTL',
          unplaced: 500,
          shortcode: '600000',
          unknown_shortcode: true,
        }),
      );
      // Staff place it where it belongs, as any unmatched money.
      const receiptId = unmatched.body.items.find(
        (r: { receipt_number: string }) => r.receipt_number === 'SIM52OLDTL',
      ).id;
      const assigned = await api.call('POST', `/api/v1/mpesa/receipts/${receiptId}/assign`, {
        token,
        body: { invoice_id: invoiceId },
      });
      expect(assigned.body).toMatchObject({ unplaced: 0, unknown_shortcode: true });
      expect(await shown(invoiceId)).toMatchObject({ amount_paid: 500, balance: 0 });
    });

    it('pushes sent at the same moment never ask together for more than the balance', async () => {
      const { id: invoiceId } = await invoice(1_000_00);
      // Nobody answers the phones: every push stays open.
      simulator.control.stkOutcome({ resultCode: 0, delayMs: 60_000 }, 5);
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((each) =>
          push({ invoice_id: invoiceId, phone: '0708374149', amount: 300 }, `race-${each}`),
        ),
      );
      const created = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(created).toHaveLength(3);
      expect(refused).toHaveLength(2);
      for (const answer of refused) {
        expect(answer.body.error).toMatch(/at most KSh 100\.00 more can be asked now/);
      }
      const open = await api.db
        .selectFrom('mpesa_requests')
        .select('amount_cents')
        .where('invoice_id', '=', invoiceId)
        .where('status', 'in', ['sending', 'waiting'])
        .execute();
      expect(open.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(900_00);
      expect(simulator.control.stkPushes()).toHaveLength(3);
      // What is left is still asked for.
      const rest = await push({ invoice_id: invoiceId, phone: '0708374149', amount: 100 });
      expect(rest.status).toBe(201);
      const none = await push({ invoice_id: invoiceId, phone: '0708374149', amount: 1 });
      expect(none.body.error).toMatch(/nothing more can be asked until it ends/);
    });
  });
}
