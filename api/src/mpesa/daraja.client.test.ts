import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MpesaSimulator,
  SANDBOX_PASSKEY,
  SANDBOX_SHORTCODE,
  startMpesaSimulator,
} from '../../../simulators/mpesa/mpesa-simulator.ts';
import { createDarajaClient, DarajaError, darajaTimestamp, stkPassword } from './daraja.client.ts';

describe("Daraja's Timestamp and Password", () => {
  it('is Nairobi time (UTC+3) whatever the server says, and the password is base64(code + passkey + stamp)', () => {
    expect(darajaTimestamp(new Date('2026-11-26T22:30:05Z'))).toBe('20261127013005');
    expect(darajaTimestamp(new Date('2026-12-31T21:00:00Z'))).toBe('20270101000000');
    expect(stkPassword('174379', 'key', '20261127013005')).toBe(
      Buffer.from('174379key20261127013005').toString('base64'),
    );
  });
});

describe('the Daraja client against the simulator', () => {
  let simulator: MpesaSimulator;
  let silent: Server;
  let silentUrl: string;
  beforeAll(async () => {
    simulator = await startMpesaSimulator({
      port: 0,
      credentials: [{ consumerKey: 'key', consumerSecret: 'secret' }],
    });
    // Takes the connection and never answers: the timeout's case.
    silent = createServer(() => {});
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await simulator?.close();
    silent?.closeAllConnections();
    await new Promise((closed) => silent?.close(closed));
  });

  const client = (overrides: Partial<Parameters<typeof createDarajaClient>[0]> = {}) =>
    createDarajaClient({
      baseUrl: simulator.url,
      consumerKey: 'key',
      consumerSecret: 'secret',
      timeoutMs: 2_000,
      ...overrides,
    });
  const push = {
    businessShortCode: SANDBOX_SHORTCODE,
    passkey: SANDBOX_PASSKEY,
    transactionType: 'CustomerPayBillOnline' as const,
    amount: 10,
    phone: '254708374149',
    partyB: SANDBOX_SHORTCODE,
    callbackUrl: 'http://127.0.0.1:9/api/v1/callbacks/x/stk-result',
    accountReference: 'INV-000001',
    transactionDesc: 'INV-000001',
  };

  it('pushes with a token it keeps, and takes a new one when Daraja stops honouring it', async () => {
    simulator.control.stkOutcome({ resultCode: 0, callback: false }, 3);
    const daraja = client();
    const first = await daraja.stkPush(push);
    expect(first.CheckoutRequestID).toBeTruthy();
    simulator.control.expireTokens();
    const second = await daraja.stkPush(push);
    expect(second.CheckoutRequestID).not.toBe(first.CheckoutRequestID);
    simulator.control.reset();
  });

  it("says what Daraja refused, in Daraja's words", async () => {
    const wrongKey = client({ consumerSecret: 'not-it' });
    await expect(wrongKey.stkPush(push)).rejects.toThrow(
      'M-Pesa (Daraja) refused OAuth: Invalid Authentication passed (400.008.01)',
    );
    const badPhone = client();
    const refusal = await badPhone.stkPush({ ...push, phone: '255700000000' }).catch((e) => e);
    expect(refusal).toBeInstanceOf(DarajaError);
    expect(refusal).toMatchObject({ kind: 'refused', errorCode: '400.002.02' });
    expect(refusal.message).toMatch(/Invalid PartyA/);
  });

  it('gives up after its timeout, and says Daraja could not be reached when nothing listens', async () => {
    const slow = client({ baseUrl: silentUrl, timeoutMs: 200 });
    await expect(slow.stkPush(push)).rejects.toThrow(
      'M-Pesa (Daraja) did not answer OAuth within 200 ms',
    );
    const closed = client({ baseUrl: 'http://127.0.0.1:9' });
    await expect(closed.stkPush(push)).rejects.toMatchObject({
      kind: 'unreachable',
      message: expect.stringMatching(/^M-Pesa \(Daraja\) could not be reached for OAuth \(.+\)$/),
    });
  });
});
