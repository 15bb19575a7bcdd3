import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachStack, type GraphQLAnswer } from '../../../../testing/test-stack.ts';

const CREATE_ITEM = `mutation($name: String!) {
  createInventoryItem(input: { name: $name, quantity: 100, unitPrice: 1160, costPrice: 900 }) { id }
}`;
const CREATE_INVOICE = `mutation($input: CreateInvoiceInput!, $key: String!) {
  createInvoice(input: $input, idempotencyKey: $key) { id invoiceNumber items { id } }
}`;
const CREDIT = `mutation($invoiceId: ID!, $input: CreditNoteInput!, $key: String) {
  createCreditNote(invoiceId: $invoiceId, input: $input, idempotencyKey: $key) {
    id creditNoteNumber invoiceNumber customerName total vatAmount subtotal applied refunded
    keptAsCredit returnedToStock createdByEmail lines { invoiceItemId description quantity unit amount }
  }
}`;

describeEachStack('credit notes and cancelled orders through GraphQL', (stack) => {
  let gql: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLAnswer>;
  let customerId: string;
  let itemId: string;
  beforeAll(async () => {
    const { token } = await stack().api.newUser();
    gql = (query, variables) => stack().graphql(query, { token, variables });
    customerId = (
      await gql(
        `mutation { createCustomer(input: { name: "Achieng Traders", contact: "0711 222 333" }) { id } }`,
      )
    ).data.createCustomer.id;
    itemId = (await gql(CREATE_ITEM, { name: 'Gate valve 1"' })).data.createInventoryItem.id;
  });

  /** 3 × 1,160.00: 3,000.00 net and 480.00 VAT. */
  async function invoice() {
    const created = await gql(CREATE_INVOICE, {
      key: randomUUID(),
      input: {
        customerId,
        items: [
          { inventoryId: itemId, description: 'Gate valve 1"', quantity: 3, unitPrice: 1160 },
        ],
        vatRate: 0.16,
        vatAmount: 480,
        total: 3480,
      },
    });
    expect(created.errors).toBeUndefined();
    return created.data.createInvoice;
  }

  it('issues a credit note, shows it on the invoice, and says what became of the money', async () => {
    const inv = await invoice();
    const credited = await gql(CREDIT, {
      invoiceId: inv.id,
      key: randomUUID(),
      input: {
        reason: 'One valve leaked',
        returnToStock: true,
        lines: [{ invoiceItemId: inv.items[0].id, quantity: 1 }],
      },
    });
    expect(credited.errors).toBeUndefined();
    expect(credited.data.createCreditNote).toMatchObject({
      creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/),
      invoiceNumber: inv.invoiceNumber,
      customerName: 'Achieng Traders',
      total: 1160,
      subtotal: 1000,
      vatAmount: 160,
      applied: 1160,
      refunded: 0,
      keptAsCredit: 0,
      returnedToStock: true,
      lines: [
        {
          invoiceItemId: inv.items[0].id,
          description: 'Gate valve 1"',
          quantity: 1,
          unit: 'pcs',
          amount: 1160,
        },
      ],
    });
    const read = await gql(
      `query($id: ID!) { invoice(id: $id) { amountPaid amountCredited balance status
        creditNotes { creditNoteNumber total reason } payments { kind method amount reference } } }`,
      { id: inv.id },
    );
    expect(read.data.invoice).toEqual({
      amountPaid: 0,
      amountCredited: 1160,
      balance: 2320,
      status: 'unpaid',
      creditNotes: [
        {
          creditNoteNumber: credited.data.createCreditNote.creditNoteNumber,
          total: 1160,
          reason: 'One valve leaked',
        },
      ],
      payments: [
        {
          kind: 'credit',
          method: 'credit_note',
          amount: 1160,
          reference: credited.data.createCreditNote.creditNoteNumber,
        },
      ],
    });
    // The list reads every row's credit notes in one batched call, not one per invoice.
    await invoice();
    stack().restCalls.length = 0;
    const list = await gql(`{ invoices { id creditNotes { creditNoteNumber } } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data.invoices.length).toBeGreaterThan(1);
    expect(stack().restCalls.filter((call) => call.includes('/credit-notes'))).toHaveLength(1);
    expect(
      list.data.invoices.find((row: { id: string }) => row.id === inv.id).creditNotes,
    ).toHaveLength(1);
    // The customer's statement names the kinds.
    const statement = await gql(
      `query($id: ID!) { customerStatement(customerId: $id) { lines { kind credit } } }`,
      { id: customerId },
    );
    expect(statement.errors).toBeUndefined();
    expect(statement.data.customerStatement.lines).toContainEqual({ kind: 'credit', credit: 1160 });
  });

  it('refuses more than is left, with the API’s words', async () => {
    const inv = await invoice();
    const answer = await gql(CREDIT, {
      invoiceId: inv.id,
      input: { reason: 'Too many', lines: [{ invoiceItemId: inv.items[0].id, quantity: 4 }] },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringContaining('lines.0.quantity: only 3 of Gate valve 1"'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('cancels a pending order: status cancelled, who and why', async () => {
    const order = await gql(
      `mutation($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { id } }`,
      {
        key: randomUUID(),
        input: {
          customerId,
          paymentMethod: 'cash',
          vatRate: 0.16,
          items: [{ inventoryId: itemId, quantity: 1, unitPrice: 1160 }],
          subtotal: 1000,
          vatAmount: 160,
          totalAmount: 1160,
        },
      },
    );
    expect(order.errors).toBeUndefined();
    const cancelled = await gql(
      `mutation($id: ID!) { cancelOrder(id: $id, reason: "Typed twice") { status balance cancelledAt cancelledByEmail cancelReason } }`,
      { id: order.data.createOrder.id },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data.cancelOrder).toMatchObject({
      status: 'cancelled',
      balance: 0,
      cancelledAt: expect.any(String),
      cancelledByEmail: expect.stringContaining('@'),
      cancelReason: 'Typed twice',
    });
  });
});
