import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApiConfig } from '../../../../api/src/test/test-config.ts';
import { type KraSimulator, startKraSimulator } from '../../../../simulators/kra/kra-simulator.ts';
import { describeEachStack, type GraphQLAnswer } from '../../../../testing/test-stack.ts';

/**
 * eTIMS through GraphQL against the KRA simulator: an invoice's and a credit note's signing as
 * the screens read it, and the retry owners and managers send.
 */

const PIN = 'P051234567X';
const REFUSAL = 'custTin P000000000Z is not a registered taxpayer';
const ETIMS = `etims {
  id state invcNo branchId attempts lastError queuedAt signedAt
  receipt { cuInvoiceNumber sdcId curRcptNo totRcptNo intrlData rcptSign sdcDateTime qrUrl }
}`;
const CREATE_INVOICE = `mutation($input: CreateInvoiceInput!, $key: String!) {
  createInvoice(input: $input, idempotencyKey: $key) { id items { id } ${ETIMS} }
}`;
const INVOICE = `query($id: ID!) { invoice(id: $id) { id ${ETIMS} creditNotes { id ${ETIMS} } } }`;
const RETRY = `mutation($id: ID!) { retryEtimsDocument(id: $id) { id state invcNo attempts } }`;

let kra: KraSimulator;
// Before the stacks start: their API is pointed at this simulator.
beforeAll(async () => {
  kra = await startKraSimulator({ port: 0 });
});
afterAll(async () => {
  await kra?.close();
});

describeEachStack(
  'eTIMS through GraphQL',
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

    async function issueInvoice() {
      return (
        await ok(owner, CREATE_INVOICE, {
          key: randomUUID(),
          input: {
            customerId,
            items: [{ description: 'Delivery to Kitengela', quantity: 1, unitPrice: 1160 }],
            vatRate: 0.16,
            vatAmount: 160,
            total: 1160,
          },
        })
      ).createInvoice;
    }

    const etimsOf = async (id: string) => (await ok(owner, INVOICE, { id })).invoice;

    beforeAll(async () => {
      owner = (await stack().api.newUser()).token;
      cashier = (await stack().api.newUser(undefined, 'cashier')).token;
      customerId = (
        await ok(
          owner,
          `mutation { createCustomer(input: { name: "Baraka Builders", contact: "0722 000 111" }) { id } }`,
        )
      ).createCustomer.id;
    });

    it('answers null while eTIMS is off', async () => {
      const invoice = await issueInvoice();
      expect(invoice.etims).toBeNull();
      expect((await etimsOf(invoice.id)).etims).toBeNull();
    });

    it("shows KRA's refusal, retries it for owners and managers, and answers the signed receipt", async () => {
      // One simulator for both stacks: each starts with a KRA that never saw its branch.
      kra.control.reset();
      await ok(
        owner,
        `mutation($input: CompanyInput!) { updateCompany(input: $input) { etimsMode } }`,
        {
          input: {
            name: 'Ghala Hardware',
            registrationNumber: 'PVT-1',
            email: 'accounts@ghala.co.ke',
            defaultVatRate: 0.16,
            kraPin: PIN,
            kraBranchId: '00',
            kraDeviceSerial: 'GHALA-1',
            kraTypedLineClassCode: '78100000',
            etimsMode: 'simulator',
          },
        },
      );
      kra.control.inject({ fault: '910', message: REFUSAL });
      const invoice = await issueInvoice();
      expect(invoice.etims).toMatchObject({ state: 'waiting', invcNo: 1, branchId: '00' });

      await expect
        .poll(async () => (await etimsOf(invoice.id)).etims.state, { interval: 20 })
        .toBe('refused');
      const refused = (await etimsOf(invoice.id)).etims;
      expect(refused).toMatchObject({ lastError: REFUSAL, invcNo: null, receipt: null });

      const denied = await gql(cashier, RETRY, { id: refused.id });
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const retried = (await ok(owner, RETRY, { id: refused.id })).retryEtimsDocument;
      expect(retried).toMatchObject({ id: refused.id, state: 'waiting', invcNo: 1 });

      await expect
        .poll(async () => (await etimsOf(invoice.id)).etims.state, { interval: 20 })
        .toBe('signed');
      const { receipt } = (await etimsOf(invoice.id)).etims;
      expect(receipt).toMatchObject({
        cuInvoiceNumber: `${receipt.sdcId}/1`,
        curRcptNo: 1,
        totRcptNo: 1,
        sdcDateTime: expect.stringMatching(/^\d{14}$/),
        qrUrl: `https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=${PIN}00${receipt.rcptSign}`,
      });

      const again = await gql(owner, RETRY, { id: refused.id });
      expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

      // Its credit note is signed next, under the branch's next number.
      await ok(
        owner,
        `mutation($invoiceId: ID!, $input: CreditNoteInput!) {
          createCreditNote(invoiceId: $invoiceId, input: $input) { id }
        }`,
        {
          invoiceId: invoice.id,
          input: {
            reason: 'Delivery cancelled',
            lines: [{ invoiceItemId: invoice.items[0].id, quantity: 1 }],
          },
        },
      );
      await expect
        .poll(async () => (await etimsOf(invoice.id)).creditNotes[0]?.etims?.state, {
          interval: 20,
        })
        .toBe('signed');
      expect((await etimsOf(invoice.id)).creditNotes[0].etims).toMatchObject({
        invcNo: 2,
        receipt: { curRcptNo: 1, totRcptNo: 2 },
      });
    });

    it("prints the buyer's name and KRA PIN as the invoice was issued, on it and on its credit note, not the customer's now", async () => {
      const buyer = (
        await ok(
          owner,
          `mutation { createCustomer(input: { name: "Wanjiru Contractors", contact: "0733 222 444", kraPin: "A012345678Z" }) { id } }`,
        )
      ).createCustomer.id;
      const invoice = (
        await ok(owner, CREATE_INVOICE, {
          key: randomUUID(),
          input: {
            customerId: buyer,
            items: [{ description: 'Delivery to Kitengela', quantity: 1, unitPrice: 1160 }],
            vatRate: 0.16,
            vatAmount: 160,
            total: 1160,
          },
        })
      ).createInvoice;
      await ok(
        owner,
        `mutation($id: ID!) { updateCustomer(id: $id, input: { name: "Wanjiru Builders Ltd", contact: "0733 222 444", kraPin: "P000111222Q" }) { id } }`,
        { id: buyer },
      );
      const billTo = async (id: string) =>
        (await ok(owner, `query($id: ID!) { invoice(id: $id) { billTo { name kraPin } } }`, { id }))
          .invoice.billTo;
      expect(await billTo(invoice.id)).toEqual({
        name: 'Wanjiru Contractors',
        kraPin: 'A012345678Z',
      });
      // Its credit note, issued after the change, prints (and sends) the invoice's buyer.
      const note = (
        await ok(
          owner,
          `mutation($invoiceId: ID!, $input: CreditNoteInput!) {
            createCreditNote(invoiceId: $invoiceId, input: $input) { id customerName customerKraPin }
          }`,
          {
            invoiceId: invoice.id,
            input: {
              reason: 'Delivery cancelled',
              lines: [{ invoiceItemId: invoice.items[0].id, quantity: 1 }],
            },
          },
        )
      ).createCreditNote;
      expect(note).toMatchObject({
        customerName: 'Wanjiru Contractors',
        customerKraPin: 'A012345678Z',
      });
      const printed = (
        await ok(
          owner,
          `query($id: ID!) { invoice(id: $id) { creditNotes { id customerName customerKraPin etims { state } } } }`,
          { id: invoice.id },
        )
      ).invoice.creditNotes;
      expect(printed).toEqual([
        {
          id: note.id,
          customerName: 'Wanjiru Contractors',
          customerKraPin: 'A012345678Z',
          etims: { state: expect.any(String) },
        },
      ]);
      // An invoice issued now is the customer's as they are now.
      const later = (
        await ok(owner, CREATE_INVOICE, {
          key: randomUUID(),
          input: {
            customerId: buyer,
            items: [{ description: 'Delivery to Athi River', quantity: 1, unitPrice: 1160 }],
            vatRate: 0.16,
            vatAmount: 160,
            total: 1160,
          },
        })
      ).createInvoice;
      expect(await billTo(later.id)).toEqual({
        name: 'Wanjiru Builders Ltd',
        kraPin: 'P000111222Q',
      });
    });
  },
  () => ({
    etims: {
      ...testApiConfig().etims,
      simulatorUrl: kra.url,
      timeoutMs: 1_000,
      retry: { firstMs: 5, maxMs: 50 },
    },
  }),
);
