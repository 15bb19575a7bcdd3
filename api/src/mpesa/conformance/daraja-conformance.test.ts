import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { c2bBody } from '../../../../simulators/mpesa/c2b-handlers.ts';
import {
  type MpesaSimulator,
  startMpesaSimulator,
} from '../../../../simulators/mpesa/mpesa-simulator.ts';
import { insertCustomer } from '../../test/fixtures.ts';
import { mpesaLedger, setUpMpesa } from '../../test/mpesa-fixtures.ts';
import { insertManualInvoice, userIdOf } from '../../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import { createDarajaClient, stkPassword } from '../daraja.client.ts';
import {
  C2B_CONFIRMATION,
  C2B_REGISTER_FIELDS,
  SANDBOX,
  STK_CALLBACK_CANCELLED,
  STK_CALLBACK_PAID,
  STK_CALLBACK_PORTAL,
  STK_PUSH_ANSWER,
  STK_PUSH_REQUEST_FIELDS,
  STK_QUERY_CANCELLED,
  STK_QUERY_REQUEST_FIELDS,
  TOKEN_ANSWER,
} from './daraja-examples.ts';

/**
 * Conformance (issue 52): Ghala's M-Pesa client and callback handlers held to Daraja's own
 * printed examples (daraja-examples.ts, each with its source), with no part of the project's
 * simulator in the way; then the simulator held to the same examples.
 */

const sortedKeys = (value: object) => Object.keys(value).sort();
const typesOf = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).map(([key, field]) => [key, typeof field]));

describe('Daraja’s printed examples: the STK password', () => {
  it('base64(shortcode + passkey + Timestamp) gives the documented sandbox Password', () => {
    expect(stkPassword(SANDBOX.shortCode, SANDBOX.passkey, SANDBOX.timestamp)).toBe(
      SANDBOX.password,
    );
  });
});

describe('Ghala’s Daraja client against a server that answers only the printed examples', () => {
  let server: Server;
  let baseUrl: string;
  const received: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const path = request.url ?? '';
      received.push({ path, auth: request.headers.authorization, body: await read(request) });
      const answer = path.startsWith('/oauth/v1/generate')
        ? TOKEN_ANSWER
        : path === '/mpesa/stkpush/v1/processrequest'
          ? STK_PUSH_ANSWER
          : path === '/mpesa/stkpushquery/v1/query'
            ? STK_QUERY_CANCELLED
            : { OriginatorCoversationID: '', ResponseCode: '0', ResponseDescription: 'success' };
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((closed) => server?.close(closed));
  });

  it('sends the documented fields and reads the documented answers', async () => {
    const client = createDarajaClient({
      baseUrl,
      consumerKey: 'conformance-key',
      consumerSecret: 'conformance-secret',
      timeoutMs: 2_000,
      now: () => new Date('2016-02-16T13:56:27Z'),
    });
    const pushed = await client.stkPush({
      businessShortCode: SANDBOX.shortCode,
      passkey: SANDBOX.passkey,
      transactionType: 'CustomerPayBillOnline',
      amount: 1,
      phone: '254708374149',
      partyB: SANDBOX.shortCode,
      callbackUrl: 'https://duka.example.co.ke/api/v1/callbacks/t/stk-result',
      accountReference: 'INV-000007',
      transactionDesc: 'INV-000007',
    });
    expect(pushed).toMatchObject({ CheckoutRequestID: STK_PUSH_ANSWER.CheckoutRequestID });
    const queried = await client.stkQuery({
      businessShortCode: SANDBOX.shortCode,
      passkey: SANDBOX.passkey,
      checkoutRequestId: STK_PUSH_ANSWER.CheckoutRequestID,
    });
    // A string ResultCode, as printed, read as the code it is.
    expect(Number(queried.ResultCode)).toBe(1032);
    await client.registerC2B({
      shortCode: '600134',
      confirmationUrl: 'https://duka.example.co.ke/c',
      validationUrl: 'https://duka.example.co.ke/v',
    });

    const [token, push, query, register] = received;
    expect(token?.path).toBe('/oauth/v1/generate?grant_type=client_credentials');
    expect(token?.auth).toBe(
      `Basic ${Buffer.from('conformance-key:conformance-secret').toString('base64')}`,
    );
    expect(push?.auth).toBe(`Bearer ${TOKEN_ANSWER.access_token}`);
    expect(sortedKeys(push!.body)).toEqual([...STK_PUSH_REQUEST_FIELDS].sort());
    // Nairobi's clock: 13:56:27 UTC is the documented 16:56:27 stamp, and so its Password.
    expect(push!.body).toMatchObject({
      BusinessShortCode: SANDBOX.shortCode,
      Timestamp: SANDBOX.timestamp,
      Password: SANDBOX.password,
      Amount: 1,
      PartyA: '254708374149',
      PhoneNumber: '254708374149',
    });
    expect(sortedKeys(query!.body)).toEqual([...STK_QUERY_REQUEST_FIELDS].sort());
    expect(sortedKeys(register!.body)).toEqual([...C2B_REGISTER_FIELDS].sort());
  });
});

for (const kind of databasesUnderTest) {
  describe(`Ghala’s callback handlers take the printed callbacks [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let userId: number;
    let paths: Awaited<ReturnType<typeof setUpMpesa>>;

    beforeAll(async () => {
      api = await createTestApi(kind);
      const user = await api.newUser();
      token = user.token;
      userId = await userIdOf(api.db, user.email);
      paths = await setUpMpesa(api, token);
    });
    afterAll(async () => {
      await api?.close();
    });

    /** A push as Ghala keeps it, waiting on the CheckoutRequestID a printed callback names. */
    async function waitingPush(checkoutRequestId: string, amountCents: number) {
      const { id: customerId } = await insertCustomer(api.db);
      const invoice = await insertManualInvoice(api.db, {
        customerId,
        totalCents: 100_00,
        createdBy: userId,
      });
      const now = new Date().toISOString();
      const { id } = await api.db
        .insertInto('mpesa_requests')
        .values({
          invoice_id: invoice.id,
          phone: '254708374149',
          amount_cents: amountCents,
          account_reference: invoice.invoice_number,
          checkout_request_id: checkoutRequestId,
          status: 'waiting',
          requested_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, invoiceId: invoice.id };
    }
    const request = async (id: number) =>
      (await api.call('GET', `/api/v1/mpesa/stk-requests/${id}`, { token })).body;

    it.each([
      [
        'the v1 documentation',
        STK_CALLBACK_PAID,
        'LGR7OWQX0R',
        '254721566839',
        '2017-07-27T12:48:00.000Z',
      ],
      ['the portal', STK_CALLBACK_PORTAL, 'NLJ7RT61SV', '254708374149', '2019-12-19T07:21:15.000Z'],
    ])(
      'a paid STK callback as %s prints it records KSh 1 once',
      async (_, body, receipt, phone, at) => {
        const push = await waitingPush(body.Body.stkCallback.CheckoutRequestID, 1_00);
        for (let time = 0; time < 2; time += 1) {
          const answer = await api.call('POST', paths.stkResult, { body });
          expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
        }
        expect(await request(push.id)).toMatchObject({ status: 'paid', receipt_number: receipt });
        const ledger = await mpesaLedger(api.db);
        expect(ledger.payments.filter((p) => p.reference === receipt)).toEqual([
          expect.objectContaining({ invoice_id: push.invoiceId, amount_cents: 1_00 }),
        ]);
        const kept = await api.db
          .selectFrom('mpesa_receipts')
          .select(['phone', 'trans_time'])
          .where('receipt_number', '=', receipt)
          .executeTakeFirstOrThrow();
        expect(kept).toEqual({ phone, trans_time: at });
      },
    );

    it('a cancelled STK callback as printed ends the push cancelled, nothing recorded', async () => {
      const push = await waitingPush(
        STK_CALLBACK_CANCELLED.Body.stkCallback.CheckoutRequestID,
        1_00,
      );
      await api.call('POST', paths.stkResult, { body: STK_CALLBACK_CANCELLED });
      expect(await request(push.id)).toMatchObject({
        status: 'cancelled',
        result_code: '1032',
        payment_id: null,
      });
    });

    it('a C2B confirmation as printed (text amounts, the payer’s names) is recorded once', async () => {
      await api.db.updateTable('shop_settings').set({ mpesa_number: '600134' }).execute();
      for (let time = 0; time < 2; time += 1) {
        const answer = await api.call('POST', paths.confirmation, { body: C2B_CONFIRMATION });
        expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      }
      const unmatched = await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token });
      expect(unmatched.body.items).toEqual([
        expect.objectContaining({
          receipt_number: 'LGR219G3EY',
          amount: 10,
          unplaced: 10,
          bill_ref: 'xyz',
          payer_name: 'John Doe',
          phone: '254708374149',
          shortcode: '600134',
          unknown_shortcode: false,
          trans_time: '2017-07-27T07:42:47.000Z',
        }),
      ]);
    });
  });
}

describe('the simulator agrees with the printed examples', () => {
  let simulator: MpesaSimulator;
  let receiver: Server;
  let receiverUrl: string;
  beforeAll(async () => {
    simulator = await startMpesaSimulator({
      port: 0,
      credentials: [{ consumerKey: 'key', consumerSecret: 'secret' }],
    });
    receiver = createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
    await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await simulator?.close();
    await new Promise((closed) => receiver?.close(closed));
  });

  it('answers and calls back in the printed shapes, with the printed types', async () => {
    const basic = Buffer.from('key:secret').toString('base64');
    const tokenAnswer = await (
      await fetch(`${simulator.url}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: `Basic ${basic}` },
      })
    ).json();
    expect(typesOf(tokenAnswer)).toEqual(typesOf(TOKEN_ANSWER));
    const call = async (path: string, body: unknown) =>
      (
        await fetch(`${simulator.url}${path}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${tokenAnswer.access_token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
        })
      ).json();
    // The printed request itself, with its printed Password, is taken (the simulator's clock
    // does not judge an old Timestamp).
    simulator.control.stkOutcome({ resultCode: 0, delayMs: 0 });
    const pushAnswer = await call('/mpesa/stkpush/v1/processrequest', {
      BusinessShortCode: SANDBOX.shortCode,
      Password: SANDBOX.password,
      Timestamp: SANDBOX.timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1,
      PartyA: '254708374149',
      PartyB: SANDBOX.shortCode,
      PhoneNumber: '254708374149',
      CallBackURL: `${receiverUrl}/stk`,
      AccountReference: 'INV-000007',
      TransactionDesc: 'INV-000007',
    });
    expect(typesOf(pushAnswer)).toEqual(typesOf(STK_PUSH_ANSWER));
    await simulator.control.whenCallbacksSettled();
    const queryAnswer = await call('/mpesa/stkpushquery/v1/query', {
      BusinessShortCode: SANDBOX.shortCode,
      Password: SANDBOX.password,
      Timestamp: SANDBOX.timestamp,
      CheckoutRequestID: pushAnswer.CheckoutRequestID,
    });
    expect(typesOf(queryAnswer)).toEqual(typesOf(STK_QUERY_CANCELLED));

    const [callback] = simulator.control.callbacks();
    expect(callback).toBeDefined();
    const sent = (callback!.body as typeof STK_CALLBACK_PORTAL).Body.stkCallback;
    const printed = STK_CALLBACK_PORTAL.Body.stkCallback;
    expect(sortedKeys(sent)).toEqual(sortedKeys(printed));
    const items = (list: { Name: string; Value?: unknown }[]) =>
      list.map((item) => [item.Name, typeof item.Value]);
    expect(items(sent.CallbackMetadata.Item)).toEqual(items(printed.CallbackMetadata.Item));

    const confirmation = c2bBody(
      { BusinessShortCode: '600134', TransAmount: 10, BillRefNumber: 'xyz' },
      new Date(),
    );
    expect(typesOf(confirmation)).toEqual(typesOf(C2B_CONFIRMATION));
    expect(confirmation.TransAmount).toBe('10.00');
  });
});
