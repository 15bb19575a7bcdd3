import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApiConfig } from '../../../../api/src/test/test-config.ts';
import {
  type MpesaSimulator,
  SANDBOX_PASSKEY,
  SANDBOX_SHORTCODE,
  startMpesaSimulator,
} from '../../../../simulators/mpesa/mpesa-simulator.ts';
import { describeEachStack, type GraphQLAnswer } from '../../../../testing/test-stack.ts';

/**
 * Replacing the M-Pesa callback token through GraphQL (issue 46), as the Settings screen's
 * button does: new addresses, registered with the Daraja simulator, the old ones dead.
 */
const KEY = 'ghala-consumer-key';
const SECRET = 'ghala-consumer-secret';
const ROTATE = `mutation { rotateMpesaCallbackToken {
  settings { confirmationUrl validationUrl stkCallbackUrl c2bRegisteredAt }
  c2bRegistration c2bRegistrationError
} }`;

let daraja: MpesaSimulator;
beforeAll(async () => {
  daraja = await startMpesaSimulator({
    port: 0,
    credentials: [{ consumerKey: KEY, consumerSecret: SECRET }],
  });
});
afterAll(async () => {
  await daraja?.close();
});

describeEachStack(
  'M-Pesa callback token through GraphQL',
  (stack) => {
    let owner: string;
    let manager: string;
    const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
      stack().graphql(query, { token, variables });
    const ok = async (token: string, query: string, variables?: Record<string, unknown>) => {
      const answer: GraphQLAnswer = await gql(token, query, variables);
      expect(answer.errors).toBeUndefined();
      return answer.data;
    };
    /** A C2B confirmation as Safaricom sends it, to the in-process API at that address. */
    const confirm = (url: string, receipt: string) =>
      stack().api.app.fetch(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            TransactionType: 'Pay Bill',
            TransID: receipt,
            TransTime: '20261127093000',
            TransAmount: '10.00',
            BusinessShortCode: SANDBOX_SHORTCODE,
            BillRefNumber: '',
            MSISDN: '254708374149',
          }),
        }),
      );

    beforeAll(async () => {
      owner = (await stack().api.newUser()).token;
      manager = (await stack().api.newUser(undefined, 'manager')).token;
      await ok(
        owner,
        `mutation($input: CompanyInput!) { updateCompany(input: $input) { mpesaNumber } }`,
        {
          input: {
            name: 'Ghala Hardware',
            registrationNumber: 'PVT-1',
            email: 'accounts@ghala.co.ke',
            defaultVatRate: 0.16,
            mpesaType: 'paybill',
            mpesaNumber: SANDBOX_SHORTCODE,
          },
        },
      );
      await ok(
        owner,
        `mutation($input: MpesaSettingsInput!) { updateMpesaSettings(input: $input) { mode } }`,
        {
          input: {
            mode: 'simulator',
            callbackBaseUrl: 'http://127.0.0.1:9',
            passkey: SANDBOX_PASSKEY,
            consumerKey: KEY,
            consumerSecret: SECRET,
          },
        },
      );
    });

    it('gives new addresses, registers them with Daraja, and the old one takes nothing', async () => {
      const before = (await ok(owner, `{ mpesaSettings { confirmationUrl } }`)).mpesaSettings;
      const rotated = (await ok(owner, ROTATE)).rotateMpesaCallbackToken;
      expect(rotated).toMatchObject({
        c2bRegistration: 'registered',
        c2bRegistrationError: null,
        settings: { c2bRegisteredAt: expect.any(String) },
      });
      expect(rotated.settings.confirmationUrl).not.toBe(before.confirmationUrl);
      expect(daraja.control.registrations()).toEqual([
        expect.objectContaining({ ConfirmationURL: rotated.settings.confirmationUrl }),
      ]);
      expect((await confirm(before.confirmationUrl, 'QGQLOLD001')).status).toBe(404);
      expect((await confirm(rotated.settings.confirmationUrl, 'QGQLNEW001')).status).toBe(200);
    });

    it('is refused to a manager (FORBIDDEN), changing nothing', async () => {
      const before = (await ok(owner, `{ mpesaSettings { confirmationUrl } }`)).mpesaSettings;
      const denied = await gql(manager, ROTATE);
      expect(denied.errors?.[0]).toMatchObject({
        message: 'Only the shop owner can do this',
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await ok(owner, `{ mpesaSettings { confirmationUrl } }`)).mpesaSettings).toEqual(
        before,
      );
    });
  },
  () => ({ mpesa: { ...testApiConfig().mpesa, simulatorUrl: daraja.url } }),
);
