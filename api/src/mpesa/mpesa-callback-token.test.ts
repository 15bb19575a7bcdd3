import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MpesaSimulator,
  startMpesaSimulator,
} from '../../../simulators/mpesa/mpesa-simulator.ts';
import { c2bConfirmation, mpesaLedger, PAYBILL, setUpMpesa } from '../test/mpesa-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';

const ROTATE = '/api/v1/mpesa/settings/rotate-callback-token';
const pathOf = (url: string) => new URL(url).pathname;

/**
 * Issue 46: whoever once saw the callback addresses could post a confirmation that marks any
 * invoice paid, forever. The owner replaces the token: the old addresses die at once, the new
 * ones are registered with Daraja (here its simulator) when M-Pesa is on.
 */
for (const kind of databasesUnderTest) {
  describe(`M-Pesa callback token replaced [${kind}]`, () => {
    let simulator: MpesaSimulator;
    let api: TestApi;
    let owner: string;
    let manager: string;
    let cashier: string;

    beforeAll(async () => {
      simulator = await startMpesaSimulator({
        port: 0,
        credentials: [{ consumerKey: 'ghala-test-key', consumerSecret: 'ghala-test-secret' }],
      });
      api = await createTestApi(kind, {
        mpesa: { ...testApiConfig({ MPESA_SIMULATOR_URL: simulator.url }).mpesa, timeoutMs: 2_000 },
      });
      owner = (await api.newUser('owner@duka.co.ke')).token;
      manager = (await api.newUser('manager@duka.co.ke', 'manager')).token;
      cashier = (await api.newUser('cashier@duka.co.ke', 'cashier')).token;
    });
    beforeEach(() => simulator.control.reset());
    afterAll(async () => {
      await api?.close();
      await simulator?.close();
    });

    it('kills the old addresses at once, registers the new ones, and audits it without the token', async () => {
      const old = await setUpMpesa(api, owner, { baseUrl: 'https://duka.example.co.ke' });
      const rotated = await api.call('POST', ROTATE, { token: owner });
      expect(rotated.status).toBe(200);
      expect(rotated.body).toMatchObject({
        c2b_registration: 'registered',
        c2b_registration_error: null,
        settings: { mode: 'simulator', c2b_registered_at: expect.any(String) },
      });
      const { settings } = rotated.body;
      for (const field of ['confirmation_url', 'validation_url', 'stk_callback_url']) {
        expect(settings[field]).toMatch(/^https:\/\/duka\.example\.co\.ke\/api\/v1\/callbacks\//);
        expect(settings[field]).not.toBe(old.settings[field]);
      }
      expect(simulator.control.registrations()).toEqual([
        expect.objectContaining({
          ShortCode: PAYBILL,
          ConfirmationURL: settings.confirmation_url,
          ValidationURL: settings.validation_url,
        }),
      ]);
      expect((await api.call('GET', '/api/v1/mpesa/settings', { token: owner })).body).toEqual(
        settings,
      );

      // A confirmation to an old address is a 404 and records nothing; the new one takes money.
      const before = await mpesaLedger(api.db);
      for (const path of [old.confirmation, old.validation, old.stkResult]) {
        const answer = await api.call('POST', path, {
          body: c2bConfirmation({ transId: 'QOLDADDR01', amount: 100 }),
        });
        expect(answer.status, path).toBe(404);
      }
      expect(await mpesaLedger(api.db)).toEqual(before);
      const fresh = await api.call('POST', pathOf(settings.confirmation_url), {
        body: c2bConfirmation({ transId: 'QNEWADDR01', amount: 100 }),
      });
      expect(fresh).toMatchObject({ status: 200, body: { ResultCode: 0 } });
      const ledger = await mpesaLedger(api.db);
      expect(ledger.receipts.map((receipt) => receipt.receipt_number)).toContain('QNEWADDR01');

      const audit = await api.call('GET', '/api/v1/audit?limit=5', { token: owner });
      const entry = audit.body.items.find((item: { summary: string }) =>
        item.summary.startsWith('M-Pesa callback addresses replaced'),
      );
      expect(entry).toMatchObject({
        actor_email: 'owner@duka.co.ke',
        summary: 'M-Pesa callback addresses replaced: the old ones no longer work',
      });
      const token = pathOf(settings.confirmation_url).split('/')[4]!;
      expect(JSON.stringify(audit.body)).not.toContain(token);
    });

    it('is the owner’s alone: a manager or a cashier is refused and nothing changes', async () => {
      const before = (await api.call('GET', '/api/v1/mpesa/settings', { token: owner })).body;
      for (const token of [manager, cashier]) {
        expect(await api.call('POST', ROTATE, { token })).toMatchObject({
          status: 403,
          body: { error: 'Only the shop owner can do this' },
        });
      }
      expect(await api.call('POST', ROTATE)).toMatchObject({ status: 401 });
      expect((await api.call('GET', '/api/v1/mpesa/settings', { token: owner })).body).toEqual(
        before,
      );
    });

    it('with M-Pesa off, replaces the token and has nothing to register', async () => {
      const old = await setUpMpesa(api, owner, { mode: 'off' });
      const rotated = await api.call('POST', ROTATE, { token: owner });
      expect(rotated.body).toMatchObject({
        c2b_registration: 'not_set_up',
        c2b_registration_error: null,
        settings: { mode: 'off', c2b_registered_at: null },
      });
      expect(rotated.body.settings.confirmation_url).not.toBe(old.settings.confirmation_url);
      expect(simulator.control.registrations()).toEqual([]);
      const answer = await api.call('POST', old.confirmation, {
        body: c2bConfirmation({ transId: 'QOLDADDR02', amount: 5 }),
      });
      expect(answer.status).toBe(404);
    });

    it('when Daraja cannot take the new addresses, the old ones are dead all the same and the answer says why', async () => {
      const unreachable = await createTestApi(kind, {
        mpesa: {
          ...testApiConfig({ MPESA_SIMULATOR_URL: 'http://127.0.0.1:1' }).mpesa,
          timeoutMs: 1_000,
        },
      });
      try {
        const shopOwner = (await unreachable.newUser('owner@duka.co.ke')).token;
        const old = await setUpMpesa(unreachable, shopOwner);
        const rotated = await unreachable.call('POST', ROTATE, { token: shopOwner });
        expect(rotated.status).toBe(200);
        expect(rotated.body).toMatchObject({
          c2b_registration: 'failed',
          c2b_registration_error: expect.stringContaining('M-Pesa (Daraja)'),
          settings: { c2b_registered_at: null },
        });
        const answer = await unreachable.call('POST', old.confirmation, {
          body: c2bConfirmation({ transId: 'QOLDADDR03', amount: 5 }),
        });
        expect(answer.status).toBe(404);
      } finally {
        await unreachable.close();
      }
    });
  });
}
