import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { testApiConfig } from '../../../../api/src/test/test-config.ts';
import {
  type MpesaSimulator,
  SANDBOX_PASSKEY,
  SANDBOX_SHORTCODE,
  startMpesaSimulator,
} from '../../../../simulators/mpesa/mpesa-simulator.ts';
import { describeEachStack, type GraphQLAnswer } from '../../../../testing/test-stack.ts';

/**
 * M-Pesa through GraphQL against the Daraja simulator (issue 22): the settings as the Settings
 * screen reads and saves them, an STK push followed to its end as the payment dialog follows
 * it, Daraja's refusals in its own words, and an unmatched payment assigned by hand.
 */

const KEY = 'ghala-consumer-key';
const SECRET = 'ghala-consumer-secret';
const SETTINGS = `mode stkShortcode callbackBaseUrl passkeySet consumerKeySet consumerSecretSet
  stkCallbackUrl confirmationUrl validationUrl c2bRegisteredAt updatedAt`;
const UPDATE = `mutation($input: MpesaSettingsInput!) { updateMpesaSettings(input: $input) { ${SETTINGS} } }`;
const REQUEST_FIELDS = `id orderId invoiceId documentNumber phone amount accountReference status
  resultCode resultDesc receiptNumber paymentId createdAt updatedAt`;
const REQUEST = `mutation($input: MpesaPaymentRequestInput!, $key: String!) {
  requestMpesaPayment(input: $input, idempotencyKey: $key) { ${REQUEST_FIELDS} }
}`;
const READ_REQUEST = `query($id: ID!) {
  mpesaPaymentRequest(id: $id) {
    ${REQUEST_FIELDS}
    order { id status paidAmount balance payments { amount method reference recordedByEmail } }
  }
}`;
const CHECK = `mutation($id: ID!) { checkMpesaPaymentRequest(id: $id) { ${REQUEST_FIELDS} } }`;
const UNMATCHED = `query($first: Int, $after: String) {
  unmatchedMpesaPayments(first: $first, after: $after) {
    nodes { id receiptNumber source amount unplaced phone payerName billRef transTime receivedAt customerId customerName }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;
const ASSIGN = `mutation($id: ID!, $input: MpesaAssignInput!) {
  assignMpesaPayment(id: $id, input: $input) { id unplaced customerId }
}`;

const RETURN = `mutation($id: ID!, $reason: String!, $expectedUnplaced: Float) {
  returnMpesaPayment(id: $id, reason: $reason, expectedUnplaced: $expectedUnplaced) {
    id unplaced returned returnedAt returnReason returnedByEmail
  }
}`;

let daraja: MpesaSimulator;
// Before the stacks start: their API is pointed at this simulator.
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
  'M-Pesa through GraphQL',
  (stack) => {
    let owner: string;
    let cashier: string;
    let customerId: string;
    const gql = async (token: string, query: string, variables?: Record<string, unknown>) =>
      stack().graphql(query, { token, variables });
    const ok = async (token: string, query: string, variables?: Record<string, unknown>) => {
      const answer: GraphQLAnswer = await gql(token, query, variables);
      expect(answer.errors).toBeUndefined();
      return answer.data;
    };
    /** A callback as Safaricom sends it, to the in-process API at the address Ghala gave. */
    const deliver = (url: string, body: unknown) =>
      stack().api.app.fetch(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );

    async function newOrder(total: number) {
      const item = (
        await ok(
          owner,
          `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }`,
          {
            input: {
              name: `Bati ${randomUUID().slice(0, 6)}`,
              quantity: 100,
              unitPrice: total,
              costPrice: 1,
            },
          },
        )
      ).createInventoryItem;
      const vat = Math.round((total - total / 1.16) * 100) / 100;
      return (
        await ok(
          owner,
          `mutation($input: CreateOrderInput!, $key: String!) {
            createOrder(input: $input, idempotencyKey: $key) { id orderNumber totalAmount }
          }`,
          {
            key: randomUUID(),
            input: {
              customerId,
              paymentMethod: 'mpesa',
              vatRate: 0.16,
              items: [{ inventoryId: item.id, quantity: 1, unitPrice: total }],
              subtotal: Math.round((total - vat) * 100) / 100,
              vatAmount: vat,
              totalAmount: total,
            },
          },
        )
      ).createOrder as { id: string; orderNumber: string; totalAmount: number };
    }

    beforeAll(async () => {
      owner = (await stack().api.newUser()).token;
      cashier = (await stack().api.newUser(undefined, 'cashier')).token;
      customerId = (
        await ok(
          owner,
          `mutation { createCustomer(input: { name: "Wanjiku Hardware", contact: "0722 000 111" }) { id } }`,
        )
      ).createCustomer.id;
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
    });

    beforeEach(() => {
      daraja.control.reset();
    });

    it('answers whether each secret is saved, never the secret, and only to owners and managers', async () => {
      const fresh = (await ok(owner, `{ mpesaSettings { ${SETTINGS} } }`)).mpesaSettings;
      expect(fresh).toMatchObject({
        mode: 'off',
        passkeySet: false,
        consumerKeySet: false,
        consumerSecretSet: false,
        stkCallbackUrl: null,
        c2bRegisteredAt: null,
      });
      const denied = await gql(cashier, `{ mpesaSettings { mode } }`);
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const deniedSave = await gql(cashier, UPDATE, { input: { mode: 'simulator' } });
      expect(deniedSave.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('names each missing field when M-Pesa is turned on without its keys', async () => {
      const refused = await gql(owner, UPDATE, { input: { mode: 'simulator' } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      const extensions = refused.errors?.[0]?.extensions as
        | { fields?: Record<string, string> }
        | undefined;
      const fields = extensions?.fields;
      expect(Object.keys(fields ?? {})).toEqual(
        expect.arrayContaining(['passkey', 'consumerKey', 'consumerSecret']),
      );
      expect((await ok(owner, `{ mpesaSettings { mode } }`)).mpesaSettings.mode).toBe('off');
    });

    it('saves the keys, keeps them when left out, and gives the addresses to register', async () => {
      const saved = (
        await ok(owner, UPDATE, {
          input: {
            mode: 'simulator',
            callbackBaseUrl: 'http://127.0.0.1:9',
            passkey: SANDBOX_PASSKEY,
            consumerKey: KEY,
            consumerSecret: SECRET,
          },
        })
      ).updateMpesaSettings;
      expect(saved).toMatchObject({
        mode: 'simulator',
        callbackBaseUrl: 'http://127.0.0.1:9',
        passkeySet: true,
        consumerKeySet: true,
        consumerSecretSet: true,
      });
      for (const url of [saved.stkCallbackUrl, saved.confirmationUrl, saved.validationUrl]) {
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:9\//);
        // Daraja refuses addresses naming it.
        expect(url).not.toMatch(/mpesa|safaricom/i);
      }
      // An empty secret keeps the saved one.
      const again = (
        await ok(owner, UPDATE, { input: { stkShortcode: null, passkey: '', consumerKey: '' } })
      ).updateMpesaSettings;
      expect(again).toMatchObject({ mode: 'simulator', passkeySet: true, consumerKeySet: true });

      const registered = (
        await ok(owner, `mutation { registerMpesaUrls { c2bRegisteredAt confirmationUrl } }`)
      ).registerMpesaUrls;
      expect(registered.c2bRegisteredAt).not.toBeNull();
      expect(daraja.control.registrations()).toEqual([
        expect.objectContaining({
          ShortCode: SANDBOX_SHORTCODE,
          ConfirmationURL: registered.confirmationUrl,
        }),
      ]);
    });

    it("refuses a bad phone beside its field, and says Daraja's refusal in its words", async () => {
      const order = await newOrder(500);
      const badPhone = await gql(cashier, REQUEST, {
        key: randomUUID(),
        input: { orderId: order.id, phone: '0612 345', amount: 500 },
      });
      expect(badPhone.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { phone: expect.any(String) },
      });
      const badId = await gql(cashier, REQUEST, {
        key: randomUUID(),
        input: { orderId: 'ORD-1', phone: '0712 345 678', amount: 500 },
      });
      expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      await ok(owner, UPDATE, { input: { consumerKey: 'not-our-app' } });
      try {
        const refused = await gql(cashier, REQUEST, {
          key: randomUUID(),
          input: { orderId: order.id, phone: '0712 345 678', amount: 500 },
        });
        expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_GATEWAY');
        expect(refused.errors?.[0]?.message).not.toBe('Unexpected error.');
      } finally {
        await ok(owner, UPDATE, { input: { consumerKey: KEY } });
      }
    });

    it('pushes to the phone and follows the request to paid, the payment on the order', async () => {
      const order = await newOrder(500);
      daraja.control.stkOutcome({ resultCode: 0, delayMs: 0, receiptNumber: 'TK7L2X4QW1' });
      const request = (
        await ok(cashier, REQUEST, {
          key: randomUUID(),
          input: { orderId: order.id, phone: '0712 345 678', amount: 500 },
        })
      ).requestMpesaPayment;
      expect(request).toMatchObject({
        orderId: order.id,
        invoiceId: null,
        documentNumber: order.orderNumber,
        accountReference: order.orderNumber,
        phone: '254712345678',
        amount: 500,
        status: 'waiting',
        receiptNumber: null,
      });

      // The simulator's callback to the (unreachable) address, delivered to Ghala as sent.
      await daraja.control.whenCallbacksSettled();
      const callback = daraja.control.callbacks().find((entry) => entry.kind === 'stk');
      expect(callback).toBeDefined();
      const answer = await deliver(callback?.url ?? '', callback?.body);
      expect(answer.status).toBe(200);

      const paid = (await ok(cashier, READ_REQUEST, { id: request.id })).mpesaPaymentRequest;
      expect(paid).toMatchObject({ status: 'paid', receiptNumber: 'TK7L2X4QW1', resultCode: '0' });
      expect(paid.paymentId).not.toBeNull();
      expect(paid.order).toMatchObject({ status: 'paid', balance: 0 });
      expect(paid.order.payments).toEqual([
        expect.objectContaining({ amount: 500, method: 'mpesa', reference: 'TK7L2X4QW1' }),
      ]);

      expect((await ok(cashier, READ_REQUEST, { id: '999999' })).mpesaPaymentRequest).toBeNull();
    });

    it('asks Daraja about a push with no result: cancelled on the phone records nothing', async () => {
      const order = await newOrder(300);
      daraja.control.stkOutcome({ resultCode: 1032, delayMs: 0, callback: false });
      const request = (
        await ok(cashier, REQUEST, {
          key: randomUUID(),
          input: { orderId: order.id, phone: '254712345678', amount: 300 },
        })
      ).requestMpesaPayment;
      const checked = (await ok(cashier, CHECK, { id: request.id })).checkMpesaPaymentRequest;
      expect(checked).toMatchObject({ id: request.id, status: 'cancelled', resultCode: '1032' });
      const read = (await ok(cashier, READ_REQUEST, { id: request.id })).mpesaPaymentRequest;
      expect(read.order).toMatchObject({ status: 'pending', paidAmount: 0 });
    });

    it('lists a payment no document took, and places it on the order staff assign it to', async () => {
      const order = await newOrder(800);
      const { confirmationUrl } = (await ok(owner, `{ mpesaSettings { confirmationUrl } }`))
        .mpesaSettings;
      const receiptNumber = `UA${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
      const answer = await deliver(confirmationUrl, {
        TransactionType: 'Pay Bill',
        TransID: receiptNumber,
        TransTime: '20261127093000',
        TransAmount: '1000.00',
        BusinessShortCode: SANDBOX_SHORTCODE,
        BillRefNumber: 'NO-SUCH-DOC',
        InvoiceNumber: '',
        OrgAccountBalance: '',
        ThirdPartyTransID: '',
        MSISDN: '254700000001',
        FirstName: 'Otieno',
        MiddleName: '',
        LastName: 'Ouma',
      });
      expect(answer.status).toBe(200);

      const listed = (await ok(cashier, UNMATCHED, { first: 50 })).unmatchedMpesaPayments;
      const receipt = listed.nodes.find(
        (node: { receiptNumber: string }) => node.receiptNumber === receiptNumber,
      );
      expect(receipt).toMatchObject({
        source: 'c2b',
        amount: 1000,
        unplaced: 1000,
        billRef: 'NO-SUCH-DOC',
        phone: '254700000001',
      });
      expect(listed.totalCount).toBeGreaterThanOrEqual(1);
      // The dashboard's reminder counts the same receipts and sums what waits on them.
      const { receivables } = (
        await ok(cashier, `{ overview { receivables { unmatchedMpesa unmatchedMpesaPayments } } }`)
      ).overview;
      expect(receivables.unmatchedMpesaPayments).toBe(listed.totalCount);
      expect(receivables.unmatchedMpesa).toBeCloseTo(
        listed.nodes.reduce((sum: number, node: { unplaced: number }) => sum + node.unplaced, 0),
        2,
      );

      const badPage = await gql(cashier, UNMATCHED, { after: 'not-a-cursor' });
      expect(badPage.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      // The order takes what it owes; the rest waits in the list.
      const assigned = (await ok(cashier, ASSIGN, { id: receipt.id, input: { orderId: order.id } }))
        .assignMpesaPayment;
      expect(assigned).toMatchObject({ id: receipt.id, unplaced: 200 });
      const orderNow = (
        await ok(
          cashier,
          `query($id: ID!) { order(id: $id) { status payments { amount method reference } } }`,
          { id: order.id },
        )
      ).order;
      expect(orderNow.status).toBe('paid');
      expect(orderNow.payments).toEqual([
        expect.objectContaining({ amount: 800, method: 'mpesa', reference: receiptNumber }),
      ]);

      // Nothing left the order can take.
      const again = await gql(cashier, ASSIGN, { id: receipt.id, input: { orderId: order.id } });
      expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

      const toCustomer = (await ok(cashier, ASSIGN, { id: receipt.id, input: { customerId } }))
        .assignMpesaPayment;
      expect(toCustomer.unplaced).toBeLessThanOrEqual(200);
    });

    it("marks a payment that was never the shop's returned to the payer: owners and managers, once, as seen", async () => {
      const { confirmationUrl } = (await ok(owner, `{ mpesaSettings { confirmationUrl } }`))
        .mpesaSettings;
      const receiptNumber = `UR${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
      const answer = await deliver(confirmationUrl, {
        TransactionType: 'Pay Bill',
        TransID: receiptNumber,
        TransTime: '20261128101500',
        TransAmount: '650.00',
        BusinessShortCode: SANDBOX_SHORTCODE,
        BillRefNumber: 'WRONG-TILL',
        InvoiceNumber: '',
        OrgAccountBalance: '',
        ThirdPartyTransID: '',
        MSISDN: '254700000002',
        FirstName: 'Wanjiru',
        MiddleName: '',
        LastName: 'Kamau',
      });
      expect(answer.status).toBe(200);
      const listed = (await ok(owner, UNMATCHED, { first: 200 })).unmatchedMpesaPayments;
      const receipt = listed.nodes.find(
        (node: { receiptNumber: string }) => node.receiptNumber === receiptNumber,
      );
      expect(receipt).toMatchObject({ amount: 650, unplaced: 650 });
      const reason = 'Reversed by Safaricom: wrong till.';

      const byCashier = await gql(cashier, RETURN, { id: receipt.id, reason });
      expect(byCashier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // What the owner saw waiting is not what waits: nothing is returned.
      const stale = await gql(owner, RETURN, { id: receipt.id, reason, expectedUnplaced: 600 });
      expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const blank = await gql(owner, RETURN, { id: receipt.id, reason: '  ' });
      expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      const returned = (await ok(owner, RETURN, { id: receipt.id, reason, expectedUnplaced: 650 }))
        .returnMpesaPayment;
      expect(returned).toMatchObject({
        id: receipt.id,
        unplaced: 0,
        returned: 650,
        returnReason: reason,
        returnedByEmail: expect.stringContaining('@'),
      });
      expect(Number.isNaN(Date.parse(returned.returnedAt))).toBe(false);
      const after = (await ok(owner, UNMATCHED, { first: 200 })).unmatchedMpesaPayments;
      expect(after.nodes.map((node: { id: string }) => node.id)).not.toContain(receipt.id);
      // Listed with the money returned to the payer, for any member of staff to read.
      const listedReturned = (
        await ok(
          cashier,
          `{ returnedMpesaPayments(first: 200) { nodes { id returned returnReason } totalCount } }`,
        )
      ).returnedMpesaPayments;
      expect(listedReturned.nodes).toContainEqual({
        id: receipt.id,
        returned: 650,
        returnReason: reason,
      });
      expect(listedReturned.totalCount).toBe(listedReturned.nodes.length);
      const again = await gql(owner, RETURN, { id: receipt.id, reason });
      expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    });
  },
  () => ({
    mpesa: { ...testApiConfig().mpesa, simulatorUrl: daraja.url },
  }),
);
