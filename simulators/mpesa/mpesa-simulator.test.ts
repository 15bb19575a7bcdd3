import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type MpesaSimulator,
  type MpesaSimulatorOptions,
  SANDBOX_PASSKEY,
  startMpesaSimulator,
} from './mpesa-simulator.ts';

/**
 * The simulator as a Daraja client and a merchant's callback receiver see it, over real HTTP:
 * Daraja's paths, error envelope and checks, the callbacks it sends, and the controls tests use.
 * Requests are written out by hand, so these tests do not lean on Ghala's Daraja client.
 */

// biome-ignore lint/suspicious/noExplicitAny: Daraja's JSON, read field by field in the assertions
type Json = any;

interface Received {
  path: string;
  body: Json;
}

/** A merchant's server: records every POST and answers what `answer` says for its path. */
async function startReceiver() {
  const received: Received[] = [];
  let answer: (path: string) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { ResultCode: 0, ResultDesc: 'Accepted' },
  });
  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const path = request.url ?? '/';
    received.push({ path, body: JSON.parse(text) });
    const { status, body } = answer(path);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on: a server's port, closed again. */
async function deadUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/validate`;
}

let mpesa: MpesaSimulator;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;

const basic = (key: string, secret: string) =>
  `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

async function getToken(authorization: string, grant = 'client_credentials', simulator = mpesa) {
  const response = await fetch(`${simulator.url}/oauth/v1/generate?grant_type=${grant}`, {
    headers: { authorization },
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function call(path: string, body: unknown, bearer = token, simulator = mpesa) {
  const response = await fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function controlCall(method: string, path: string, body?: unknown) {
  const response = await fetch(`${mpesa.url}/__control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const TIMESTAMP = '20261127093000';
const password = (shortCode: string, passkey: string, timestamp = TIMESTAMP) =>
  Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');

const push = (overrides: Record<string, unknown> = {}) => ({
  BusinessShortCode: 174379,
  Password: password('174379', SANDBOX_PASSKEY),
  Timestamp: TIMESTAMP,
  TransactionType: 'CustomerPayBillOnline',
  Amount: 500,
  PartyA: 254712345678,
  PartyB: 174379,
  PhoneNumber: 254712345678,
  CallBackURL: `${receiver.base}/stk`,
  AccountReference: 'INV-000007',
  TransactionDesc: 'Invoice',
  ...overrides,
});

const query = (checkoutRequestId: string) => ({
  BusinessShortCode: '174379',
  Password: password('174379', SANDBOX_PASSKEY),
  Timestamp: TIMESTAMP,
  CheckoutRequestID: checkoutRequestId,
});

async function register(responseType = 'Completed', validationUrl = `${receiver.base}/validate`) {
  return call('/mpesa/c2b/v1/registerurl', {
    ShortCode: '600984',
    ResponseType: responseType,
    ConfirmationURL: `${receiver.base}/confirm`,
    ValidationURL: validationUrl,
  });
}

async function startWith(options: MpesaSimulatorOptions) {
  const simulator = await startMpesaSimulator({ port: 0, ...options });
  const { body } = await getToken(basic('key', 'secret'), 'client_credentials', simulator);
  return { simulator, token: body.access_token as string };
}

beforeEach(async () => {
  receiver = await startReceiver();
  mpesa = await startMpesaSimulator({ port: 0 });
  token = (await getToken(basic('key', 'secret'))).body.access_token;
});

afterEach(async () => {
  await mpesa.close();
  await receiver.close();
});

describe('OAuth', () => {
  it('gives any key and secret a token for 3599 seconds', async () => {
    const { status, body } = await getToken(basic('any-key', 'any-secret'));
    expect(status).toBe(200);
    expect(body).toEqual({ access_token: expect.any(String), expires_in: '3599' });
  });

  it('refuses missing credentials and other grant types with Daraja’s errors', async () => {
    expect(await getToken(basic('key', ''))).toMatchObject({
      status: 400,
      body: { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' },
    });
    expect(await getToken('Bearer nothing')).toMatchObject({ status: 400 });
    expect(await getToken(basic('key', 'secret'), 'password')).toMatchObject({
      status: 400,
      body: { errorCode: '400.008.02', errorMessage: 'Invalid grant type passed' },
    });
  });

  it('only knows the configured apps when given credentials', async () => {
    const simulator = await startMpesaSimulator({
      credentials: [{ consumerKey: 'ghala', consumerSecret: 's3cret' }],
    });
    try {
      expect((await getToken(basic('ghala', 's3cret'), undefined, simulator)).status).toBe(200);
      expect((await getToken(basic('ghala', 'wrong'), undefined, simulator)).status).toBe(400);
    } finally {
      await simulator.close();
    }
  });

  it('refuses Daraja calls without a valid token, and after tokens expire', async () => {
    const invalid = { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' };
    expect(await call('/mpesa/stkpush/v1/processrequest', push(), 'made-up')).toMatchObject({
      status: 401,
      body: invalid,
    });
    mpesa.control.expireTokens();
    expect(await call('/mpesa/stkpushquery/v1/query', query('ws_CO_1'))).toMatchObject({
      status: 401,
      body: invalid,
    });
  });
});

describe('STK push', () => {
  it('accepts a push, then calls back with the receipt when the customer pays', async () => {
    mpesa.control.stkOutcome({ resultCode: 0, delayMs: 0, receiptNumber: 'TKR3XYZ12A' });
    const { status, body } = await call('/mpesa/stkpush/v1/processrequest', push());
    expect(status).toBe(200);
    expect(body).toEqual({
      MerchantRequestID: expect.any(String),
      CheckoutRequestID: expect.stringMatching(/^ws_CO_/),
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
    await mpesa.control.whenCallbacksSettled();

    expect(receiver.received).toHaveLength(1);
    const callback = receiver.received[0]!;
    expect(callback.path).toBe('/stk');
    expect(callback.body.Body.stkCallback).toMatchObject({
      MerchantRequestID: body.MerchantRequestID,
      CheckoutRequestID: body.CheckoutRequestID,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
    });
    const items = callback.body.Body.stkCallback.CallbackMetadata.Item;
    expect(items).toEqual([
      { Name: 'Amount', Value: 500 },
      { Name: 'MpesaReceiptNumber', Value: 'TKR3XYZ12A' },
      { Name: 'TransactionDate', Value: expect.any(Number) },
      { Name: 'PhoneNumber', Value: 254712345678 },
    ]);
    expect(String(items[2].Value)).toMatch(/^20\d{12}$/);

    expect(await call('/mpesa/stkpushquery/v1/query', query(body.CheckoutRequestID))).toMatchObject(
      { status: 200, body: { ResponseCode: '0', ResultCode: '0' } },
    );
    expect(mpesa.control.stkPushes()).toMatchObject([
      { status: 200, checkoutRequestId: body.CheckoutRequestID, outcome: { resultCode: 0 } },
    ]);
    expect(mpesa.control.callbacks()).toMatchObject([
      { kind: 'stk', status: 200, delivered: true, error: null },
    ]);
  });

  it('pays after 200 ms with a generated receipt when no outcome is queued', async () => {
    await call('/mpesa/stkpush/v1/processrequest', push());
    await mpesa.control.whenCallbacksSettled();
    const items = receiver.received[0]!.body.Body.stkCallback.CallbackMetadata.Item;
    expect(items[1].Value).toMatch(/^[A-Z][A-Z0-9]{9}$/);
  });

  it('calls back a cancelled push without CallbackMetadata, and the query says 1032', async () => {
    mpesa.control.stkOutcome({ resultCode: 1032, delayMs: 0 });
    const { body } = await call('/mpesa/stkpush/v1/processrequest', push());
    await mpesa.control.whenCallbacksSettled();
    const callback = receiver.received[0]!.body.Body.stkCallback;
    expect(callback).toEqual({
      MerchantRequestID: body.MerchantRequestID,
      CheckoutRequestID: body.CheckoutRequestID,
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    });
    expect(
      (await call('/mpesa/stkpushquery/v1/query', query(body.CheckoutRequestID))).body,
    ).toMatchObject({ ResultCode: '1032', ResultDesc: 'Request cancelled by user' });
  });

  it('answers the query “being processed” until the customer answers, then the result without a callback', async () => {
    mpesa.control.stkOutcome({ resultCode: 1037, delayMs: 60_000, callback: false });
    const waiting = (await call('/mpesa/stkpush/v1/processrequest', push())).body;
    expect(
      await call('/mpesa/stkpushquery/v1/query', query(waiting.CheckoutRequestID)),
    ).toMatchObject({
      status: 500,
      body: { errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' },
    });

    // A reset drops the 60 s wait and forgets the push.
    mpesa.control.reset();
    await mpesa.control.whenCallbacksSettled();
    expect(
      await call('/mpesa/stkpushquery/v1/query', query(waiting.CheckoutRequestID)),
    ).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CheckoutRequestID' },
    });

    mpesa.control.stkOutcome({ resultCode: 1037, delayMs: 0, callback: false });
    const lapsed = (await call('/mpesa/stkpush/v1/processrequest', push())).body;
    await mpesa.control.whenCallbacksSettled();
    expect(
      await call('/mpesa/stkpushquery/v1/query', query(lapsed.CheckoutRequestID)),
    ).toMatchObject({
      status: 200,
      body: {
        ResponseCode: '0',
        MerchantRequestID: lapsed.MerchantRequestID,
        CheckoutRequestID: lapsed.CheckoutRequestID,
        ResultCode: '1037',
        ResultDesc: 'DS timeout user cannot be reached',
      },
    });
    expect(receiver.received).toEqual([]);
    expect(mpesa.control.callbacks()).toEqual([]);
  });

  it.each([
    ['BusinessShortCode', { BusinessShortCode: 'abc' }],
    ['Timestamp', { Timestamp: '20260231093000' }],
    ['TransactionType', { TransactionType: 'CustomerPayBill' }],
    ['Amount', { Amount: 10.5 }],
    ['Amount', { Amount: 0 }],
    ['PartyA', { PartyA: '0712345678' }],
    ['PartyB', { PartyB: 600000 }],
    ['PhoneNumber', { PhoneNumber: '254812345678' }],
    ['CallBackURL', { CallBackURL: 'ftp://example.com/cb' }],
    ['AccountReference', { AccountReference: 'INV-0000000007' }],
    ['AccountReference', { AccountReference: undefined }],
  ])('refuses a bad %s with 400.002.02', async (field, overrides) => {
    expect(await call('/mpesa/stkpush/v1/processrequest', push(overrides))).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` },
    });
    expect(mpesa.control.stkPushes()).toMatchObject([{ status: 400, checkoutRequestId: null }]);
  });

  it('takes a till push whose PartyB is the till under its store number, amounts as text', async () => {
    const { status } = await call(
      '/mpesa/stkpush/v1/processrequest',
      push({
        BusinessShortCode: '600000',
        Password: 'anything: only 174379 is checked without passkeys',
        TransactionType: 'CustomerBuyGoodsOnline',
        PartyB: '5234567',
        Amount: '500',
      }),
    );
    expect(status).toBe(200);
  });

  it('checks Password = base64(shortcode + passkey + Timestamp)', async () => {
    expect(
      await call(
        '/mpesa/stkpush/v1/processrequest',
        push({ Password: password('174379', 'nope') }),
      ),
    ).toMatchObject({
      status: 500,
      body: { errorCode: '500.001.1001', errorMessage: 'Wrong credentials' },
    });
    expect(await call('/mpesa/stkpush/v1/processrequest', 'not json')).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.05' },
    });

    const own = await startWith({ passkeys: { '600100': 'own-passkey' } });
    try {
      const ownPush = push({
        BusinessShortCode: '600100',
        PartyB: '600100',
        Password: password('600100', 'own-passkey'),
      });
      expect(
        (await call('/mpesa/stkpush/v1/processrequest', ownPush, own.token, own.simulator)).status,
      ).toBe(200);
      expect(
        await call('/mpesa/stkpush/v1/processrequest', push(), own.token, own.simulator),
      ).toMatchObject({
        status: 400,
        body: { errorMessage: 'Bad Request - Invalid BusinessShortCode' },
      });
      await own.simulator.control.whenCallbacksSettled();
    } finally {
      await own.simulator.close();
    }
  });
});

describe('C2B', () => {
  it('refuses URLs naming M-Pesa or Safaricom, registers others', async () => {
    for (const url of ['https://shop.example/MPesa/confirm', 'https://safaricom-hook.example/c']) {
      expect(
        await call('/mpesa/c2b/v1/registerurl', {
          ShortCode: '600984',
          ResponseType: 'Completed',
          ConfirmationURL: url,
          ValidationURL: `${receiver.base}/validate`,
        }),
      ).toMatchObject({
        status: 400,
        body: { errorMessage: 'Bad Request - Invalid ConfirmationURL' },
      });
    }
    expect(await register()).toEqual({
      status: 200,
      body: {
        OriginatorCoversationID: expect.any(String),
        ResponseCode: '0',
        ResponseDescription: 'Success',
      },
    });
    expect(mpesa.control.registrations()).toMatchObject([
      {
        ShortCode: '600984',
        ResponseType: 'Completed',
        ConfirmationURL: `${receiver.base}/confirm`,
      },
    ]);
  });

  it('simulates a payment like the sandbox: validation, then confirmation', async () => {
    await register();
    const { status, body } = await call('/mpesa/c2b/v1/simulate', {
      ShortCode: '600984',
      CommandID: 'CustomerPayBillOnline',
      Amount: 500,
      Msisdn: '254708374149',
      BillRefNumber: 'INV-000007',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
    await mpesa.control.whenCallbacksSettled();

    expect(receiver.received.map((each) => each.path)).toEqual(['/validate', '/confirm']);
    const confirmation = receiver.received[1]!.body;
    expect(confirmation).toEqual({
      TransactionType: 'Pay Bill',
      TransID: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/),
      TransTime: expect.stringMatching(/^\d{14}$/),
      TransAmount: '500.00',
      BusinessShortCode: '600984',
      BillRefNumber: 'INV-000007',
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '254708374149',
      FirstName: 'John',
      MiddleName: '',
      LastName: 'Doe',
    });
    expect(receiver.received[0]!.body).toEqual(confirmation);
  });

  it('refuses simulate for a shortcode with no registered URLs', async () => {
    expect(
      await call('/mpesa/c2b/v1/simulate', {
        ShortCode: '600111',
        CommandID: 'CustomerBuyGoods',
        Amount: 1,
        Msisdn: '254708374149',
      }),
    ).toMatchObject({ status: 400, body: { errorMessage: 'Bad Request - Invalid ShortCode' } });
    await expect(
      mpesa.control.simulateC2B({ BusinessShortCode: '600111', TransAmount: 1 }),
    ).rejects.toThrow('No C2B URLs are registered for shortcode 600111');
  });

  it('sends no confirmation when validation rejects the payment', async () => {
    await register('Completed');
    receiver.answerWith(() => ({
      status: 200,
      body: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' },
    }));
    const sent = await mpesa.control.simulateC2B({
      BusinessShortCode: '600984',
      TransAmount: 500,
      BillRefNumber: 'X',
    });
    expect(sent).toMatchObject([
      { kind: 'c2b-validation', responseBody: { ResultCode: 'C2B00012' } },
    ]);
    expect(receiver.received.map((each) => each.path)).toEqual(['/validate']);
  });

  it('follows ResponseType when the validation URL cannot be reached', async () => {
    await register('Completed', await deadUrl());
    const completed = await mpesa.control.simulateC2B({
      BusinessShortCode: '600984',
      TransAmount: 100,
    });
    expect(completed).toMatchObject([
      { kind: 'c2b-validation', delivered: false, status: null, error: expect.any(String) },
      { kind: 'c2b-confirmation', delivered: true },
    ]);

    await register('Cancelled', await deadUrl());
    const cancelled = await mpesa.control.simulateC2B({
      BusinessShortCode: '600984',
      TransAmount: 100,
    });
    expect(cancelled.map((each) => each.kind)).toEqual(['c2b-validation']);
    expect(receiver.received.map((each) => each.path)).toEqual(['/confirm']);
  });

  it('replays a confirmation N times with the same body, as Safaricom’s retries', async () => {
    await register();
    const [, confirmation] = await mpesa.control.simulateC2B({
      BusinessShortCode: '600984',
      TransAmount: 500,
      BillRefNumber: 'INV-000007',
      TransID: 'TKR3XYZ12A',
      MSISDN: '254712345678',
      hashMsisdn: true,
    });
    expect(confirmation!.body).toMatchObject({
      TransID: 'TKR3XYZ12A',
      MSISDN: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const replays = await mpesa.control.replay(confirmation!.id, 2);
    expect(replays).toMatchObject([
      { kind: 'c2b-confirmation', replayOf: confirmation!.id, delivered: true },
      { kind: 'c2b-confirmation', replayOf: confirmation!.id, delivered: true },
    ]);
    const confirmations = receiver.received.filter((each) => each.path === '/confirm');
    expect(confirmations).toHaveLength(3);
    expect(new Set(confirmations.map((each) => JSON.stringify(each.body))).size).toBe(1);
    await expect(mpesa.control.replay('cb-999', 1)).rejects.toThrow('No callback cb-999');
  });

  it('logs a failed delivery as such and does not retry it by itself', async () => {
    await register();
    receiver.answerWith((path) =>
      path === '/confirm'
        ? { status: 500, body: { error: 'down' } }
        : { status: 200, body: { ResultCode: '0' } },
    );
    await mpesa.control.simulateC2B({ BusinessShortCode: '600984', TransAmount: 500 });
    await mpesa.control.whenCallbacksSettled();
    expect(mpesa.control.callbacks()).toMatchObject([
      { kind: 'c2b-validation', delivered: true },
      {
        kind: 'c2b-confirmation',
        status: 500,
        delivered: false,
        error: 'HTTP 500',
        responseBody: { error: 'down' },
      },
    ]);
    expect(receiver.received).toHaveLength(2);
  });
});

describe('controls over HTTP', () => {
  it('queues outcomes, simulates, lists, replays and resets', async () => {
    expect(
      await controlCall('POST', 'stk-outcome', { resultCode: 2001, delayMs: 0, times: 2 }),
    ).toMatchObject({
      status: 201,
      body: { queued: [{ resultCode: 2001 }, { resultCode: 2001 }] },
    });
    expect((await controlCall('POST', 'stk-outcome', { resultCode: 'x' })).status).toBe(400);
    await call('/mpesa/stkpush/v1/processrequest', push());
    expect((await controlCall('GET', 'stk-pushes')).body.pushes).toMatchObject([
      { outcome: { resultCode: 2001 } },
    ]);
    expect(await controlCall('GET', 'settled')).toEqual({ status: 200, body: { settled: true } });

    await register();
    expect((await controlCall('GET', 'registrations')).body.registrations).toHaveLength(1);
    const simulated = await controlCall('POST', 'c2b/simulate', {
      BusinessShortCode: 600984,
      TransAmount: '250.00',
      BillRefNumber: 'ORD-000003',
    });
    expect(simulated.body.callbacks.map((each: { kind: string }) => each.kind)).toEqual([
      'c2b-validation',
      'c2b-confirmation',
    ]);
    const confirmationId = simulated.body.callbacks[1].id;
    const replayed = await controlCall('POST', `callbacks/${confirmationId}/replay`, { times: 2 });
    expect(replayed.body.callbacks).toHaveLength(2);
    expect((await controlCall('POST', 'callbacks/cb-999/replay', { times: 1 })).status).toBe(404);

    const { body } = await controlCall('GET', 'callbacks');
    expect(body.callbacks.map((each: { kind: string }) => each.kind)).toEqual([
      'stk',
      'c2b-validation',
      'c2b-confirmation',
      'c2b-confirmation',
      'c2b-confirmation',
    ]);
    expect(body.callbacks[0].body.Body.stkCallback.ResultCode).toBe(2001);

    expect((await controlCall('POST', 'reset')).status).toBe(200);
    expect((await controlCall('GET', 'callbacks')).body.callbacks).toEqual([]);
    expect((await controlCall('GET', 'registrations')).body.registrations).toEqual([]);
    expect((await call('/mpesa/stkpush/v1/processrequest', push())).status).toBe(200); // token kept

    expect((await controlCall('POST', 'expire-tokens')).status).toBe(200);
    expect((await call('/mpesa/stkpush/v1/processrequest', push())).status).toBe(401);
    expect((await controlCall('GET', 'nothing-here')).status).toBe(404);
  });
});
