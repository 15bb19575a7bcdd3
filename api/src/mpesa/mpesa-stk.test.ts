import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type MpesaSimulator,
  startMpesaSimulator,
} from '../../../simulators/mpesa/mpesa-simulator.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { mpesaLedger, PAYBILL, setUpMpesa } from '../test/mpesa-fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';

/**
 * STK pushes end to end against the Daraja simulator (issue 22): Ghala listens on a real port,
 * the simulator calls it back as Safaricom would, and the tests wait for those callbacks to
 * settle (never for time).
 */
for (const kind of databasesUnderTest) {
  describe(`M-Pesa STK push through the Daraja simulator [${kind}]`, () => {
    let simulator: MpesaSimulator;
    let api: TestApi;
    let server: ServerType;
    let token: string;
    let email: string;
    let userId: number;
    let customerId: number;

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
      email = user.email;
      userId = await userIdOf(api.db, email);
      ({ id: customerId } = await insertCustomer(api.db));
      await setUpMpesa(api, token, {
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
    });
    beforeEach(() => simulator.control.reset());
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

    const invoice = (totalCents: number) =>
      insertManualInvoice(api.db, { customerId, totalCents, createdBy: userId });

    it('paid: the callback records the payment, by whoever sent the push; replays and its C2B change nothing', async () => {
      const { id: invoiceId, invoice_number } = await invoice(500_00);
      const sent = await push(
        { invoice_id: invoiceId, phone: '0708 374 149', amount: 500 },
        'push-1',
      );
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({
        status: 'waiting',
        phone: '254708374149',
        amount: 500,
        invoice_id: invoiceId,
        document_number: invoice_number,
        account_reference: invoice_number.slice(0, 12),
      });
      const [pushed] = simulator.control.stkPushes();
      expect(pushed?.body).toMatchObject({
        BusinessShortCode: PAYBILL,
        TransactionType: 'CustomerPayBillOnline',
        Amount: 500,
        PartyA: '254708374149',
        PartyB: PAYBILL,
        PhoneNumber: '254708374149',
        AccountReference: invoice_number.slice(0, 12),
      });
      expect((pushed!.body as { CallBackURL: string }).CallBackURL).toMatch(
        /\/api\/v1\/callbacks\/[0-9a-f]{64}\/stk-result$/,
      );
      // The same key again: the same request, no second push.
      const again = await push(
        { invoice_id: invoiceId, phone: '0708 374 149', amount: 500 },
        'push-1',
      );
      expect(again.body.id).toBe(sent.body.id);
      expect(simulator.control.stkPushes()).toHaveLength(1);

      await simulator.control.whenCallbacksSettled();
      const paid = await api.call('GET', `/api/v1/mpesa/stk-requests/${sent.body.id}`, { token });
      expect(paid.body).toMatchObject({
        status: 'paid',
        result_code: '0',
        receipt_number: expect.stringMatching(/^[A-Z0-9]{10}$/),
      });
      const receipt = paid.body.receipt_number as string;
      const entries = await api.call('GET', `/api/v1/invoices/${invoiceId}/payments`, { token });
      expect(entries.body).toEqual([
        expect.objectContaining({
          id: paid.body.payment_id,
          amount: 500,
          method: 'mpesa',
          reference: receipt,
          recorded_by_email: email,
        }),
      ]);

      // Safaricom retries the callback; the same money also arrives as a C2B confirmation.
      const [callback] = simulator.control.callbacks();
      await simulator.control.replay(callback!.id, 3);
      const registered = await api.call('POST', '/api/v1/mpesa/settings/register-c2b', { token });
      expect(registered.status).toBe(200);
      expect(registered.body.c2b_registered_at).not.toBeNull();
      expect(simulator.control.registrations()).toEqual([
        expect.objectContaining({
          ShortCode: PAYBILL,
          ConfirmationURL: registered.body.confirmation_url,
          ValidationURL: registered.body.validation_url,
        }),
      ]);
      await simulator.control.simulateC2B({
        BusinessShortCode: PAYBILL,
        TransAmount: 500,
        BillRefNumber: invoice_number,
        TransID: receipt,
      });
      await simulator.control.whenCallbacksSettled();
      const ledger = await mpesaLedger(api.db);
      expect(ledger.payments.filter((p) => p.reference === receipt)).toHaveLength(1);
      expect(ledger.receipts.filter((r) => r.receipt_number === receipt)).toEqual([
        expect.objectContaining({ source: 'stk', unplaced_cents: 0 }),
      ]);
      const shown = await api.call('GET', `/api/v1/invoices/${invoiceId}`, { token });
      expect(shown.body).toMatchObject({ status: 'paid', balance: 0 });
    });

    it('a balance with cents: the push asks its whole shillings and its payment rounds the cents off', async () => {
      const { id: invoiceId } = await invoice(2758_33);
      const phone = '0708 374 149';
      // M-Pesa moves whole shillings, never more than the balance.
      expect((await push({ invoice_id: invoiceId, phone, amount: 2758.33 })).status).toBe(400);
      expect((await push({ invoice_id: invoiceId, phone, amount: 2759 })).status).toBe(400);
      const sent = await push({ invoice_id: invoiceId, phone, amount: 2758 });
      expect(sent.status).toBe(201);
      await simulator.control.whenCallbacksSettled();
      const entries = await api.call('GET', `/api/v1/invoices/${invoiceId}/payments`, { token });
      expect(entries.body).toEqual([
        expect.objectContaining({ kind: 'payment', method: 'mpesa', amount: 2758 }),
        expect.objectContaining({
          kind: 'rounding',
          method: 'rounding',
          amount: 0.33,
          recorded_by_email: email,
        }),
      ]);
      const shown = await api.call('GET', `/api/v1/invoices/${invoiceId}`, { token });
      expect(shown.body).toMatchObject({ status: 'paid', balance: 0, amount_paid: 2758.33 });
      // The payments list counts money: M-Pesa's 2,758, not the cents rounded off, which only
      // a list of the rounding method shows.
      const listed = async (query: string) => {
        const answer = await api.call('GET', `/api/v1/payments?limit=100&${query}`, { token });
        expect(answer.status).toBe(200);
        return (answer.body.items as { invoice_id: number; amount: number }[])
          .filter((row) => row.invoice_id === invoiceId)
          .map((row) => row.amount);
      };
      expect(await listed('')).toEqual([2758]);
      expect(await listed('method=rounding')).toEqual([0.33]);
    });

    it('cancelled on the phone (1032): nothing recorded, the request ends cancelled', async () => {
      const order = await insertOrder(api.db, {
        customerId,
        totalCents: 1_200_00,
        createdBy: userId,
      });
      simulator.control.stkOutcome({ resultCode: 1032, delayMs: 50 });
      const sent = await push({ order_id: order.id, phone: '+254 708 374 149', amount: 1200 });
      expect(sent.status).toBe(201);
      await simulator.control.whenCallbacksSettled();
      const request = await api.call('GET', `/api/v1/mpesa/stk-requests/${sent.body.id}`, {
        token,
      });
      expect(request.body).toMatchObject({
        status: 'cancelled',
        result_code: '1032',
        payment_id: null,
        receipt_number: null,
      });
      const entries = await api.call('GET', `/api/v1/orders/${order.id}/payments`, { token });
      expect(entries.body).toEqual([]);
    });

    it('a callback that beats Daraja’s answer to the push still finds its push', async () => {
      const { id: invoiceId } = await invoice(700_00);
      simulator.control.stkOutcome({ resultCode: 0, delayMs: 0 });
      const sent = await push({ invoice_id: invoiceId, phone: '0708374149', amount: 700 });
      expect(sent.status).toBe(201);
      await simulator.control.whenCallbacksSettled();
      const request = await api.call('GET', `/api/v1/mpesa/stk-requests/${sent.body.id}`, {
        token,
      });
      expect(request.body).toMatchObject({ status: 'paid' });
      const shown = await api.call('GET', `/api/v1/invoices/${invoiceId}`, { token });
      expect(shown.body).toMatchObject({ status: 'paid', balance: 0 });
    });

    it('no callback: the status query ends it expired (1037), or keeps it waiting while the phone rings', async () => {
      const { id: invoiceId } = await invoice(300_00);
      simulator.control.stkOutcome({ resultCode: 1037, delayMs: 0, callback: false });
      const sent = await push({ invoice_id: invoiceId, phone: '254708374149', amount: 300 });
      expect(sent.status).toBe(201);
      await simulator.control.whenCallbacksSettled();
      await vi.waitFor(async () => {
        const queried = await api.call('POST', `/api/v1/mpesa/stk-requests/${sent.body.id}/query`, {
          token,
        });
        expect(queried.status).toBe(200);
        expect(queried.body).toMatchObject({ status: 'expired', result_code: '1037' });
      });

      // A push the customer has not answered yet: Daraja says it is being processed.
      simulator.control.stkOutcome({ resultCode: 0, delayMs: 60_000 });
      const ringing = await push({ invoice_id: invoiceId, phone: '254708374149', amount: 100 });
      const queried = await api.call(
        'POST',
        `/api/v1/mpesa/stk-requests/${ringing.body.id}/query`,
        { token },
      );
      expect(queried.body).toMatchObject({ status: 'waiting' });
      simulator.control.reset();
    });

    it('refuses bad phones and amounts by field, and answers 502 with Daraja’s words when Daraja refuses', async () => {
      const { id: invoiceId } = await invoice(400_00);
      const bad = await push({ invoice_id: invoiceId, phone: '0612 345 678', amount: 100 });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ phone: 'must be a Safaricom number like 0712 345 678' });
      const cents = await push({ invoice_id: invoiceId, phone: '0712345678', amount: 100.5 });
      expect(cents.body.fields).toEqual({ amount: 'must be whole shillings' });
      const over = await push({ invoice_id: invoiceId, phone: '0112345678', amount: 401 });
      expect(over.body.fields).toEqual({
        amount: 'must not be more than the balance of KSh 400.00',
      });
      expect(simulator.control.stkPushes()).toHaveLength(0);

      await api.call('PUT', '/api/v1/mpesa/settings', {
        token,
        body: { consumer_secret: 'not-the-secret' },
      });
      const refused = await push({ invoice_id: invoiceId, phone: '0712345678', amount: 100 });
      expect(refused.status).toBe(502);
      expect(refused.body.error).toMatch(/Invalid Authentication passed/);
      const kept = await api.db
        .selectFrom('mpesa_requests')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ status: 'failed', result_desc: refused.body.error });
      await api.call('PUT', '/api/v1/mpesa/settings', {
        token,
        body: { consumer_secret: 'ghala-test-secret' },
      });

      await api.call('PUT', '/api/v1/mpesa/settings', { token, body: { mode: 'off' } });
      const off = await push({ invoice_id: invoiceId, phone: '0712345678', amount: 100 });
      expect(off).toMatchObject({
        status: 409,
        body: { error: 'M-Pesa is not set up: ask the owner to fill in M-Pesa in Settings' },
      });
      await api.call('PUT', '/api/v1/mpesa/settings', { token, body: { mode: 'simulator' } });
    });
  });
}
