import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachStack, type GraphQLAnswer } from '../../../../testing/test-stack.ts';

/** A Nairobi day as `YYYY-MM-DD` (the gateway imports no API code, so not clock.ts's). */
const nairobiDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(at);
const dayIn = (days: number) => nairobiDay(new Date(Date.now() + days * 86_400_000));
/** `2026-10-20` → `20/10/2026`, as the audit summary writes it. */
const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

/** Issue 46 through GraphQL: who made each document, who undid it, and back-dated ones. */
describeEachStack('who made each document, through GraphQL', (stack) => {
  let gql: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLAnswer>;
  let me: { email: string };
  let customerId: string;
  let supplierId: string;
  let itemId: string;

  beforeAll(async () => {
    const user = await stack().api.newUser();
    me = { email: user.email };
    gql = (query, variables) => stack().graphql(query, { token: user.token, variables });
    customerId = (
      await gql(
        `mutation { createCustomer(input: { name: "Njoroge Stores", contact: "0722 111 222" }) { id } }`,
      )
    ).data.createCustomer.id;
    supplierId = (
      await gql(
        `mutation { createSupplier(input: { name: "Made-by Supplier", contact: "0733 000 111" }) { id } }`,
      )
    ).data.createSupplier.id;
    itemId = (
      await gql(
        `mutation { createInventoryItem(input: { name: "Made-by valve", quantity: 100, unitPrice: 1160, costPrice: 900 }) { id } }`,
      )
    ).data.createInventoryItem.id;
  });

  it('an order and its cancellation name who did them, on the order and its list row', async () => {
    const made = await gql(
      `mutation($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { id orderNumber createdBy { id email } cancelledBy { email } } }`,
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
    expect(made.errors).toBeUndefined();
    const order = made.data.createOrder;
    expect(order.createdBy).toEqual({ id: expect.stringMatching(/^\d+$/), email: me.email });
    expect(order.cancelledBy).toBeNull();

    const cancelled = await gql(
      `mutation($id: ID!) { cancelOrder(id: $id, reason: "Typed twice") { createdBy { email } cancelledBy { id email } } }`,
      { id: order.id },
    );
    expect(cancelled.data.cancelOrder).toEqual({
      createdBy: { email: me.email },
      cancelledBy: order.createdBy,
    });

    const listed = await gql(
      `query($q: String) { ordersPage(search: $q, first: 5) { nodes { createdBy { email } } } }`,
      { q: order.orderNumber },
    );
    expect(listed.data.ordersPage.nodes).toEqual([{ createdBy: { email: me.email } }]);
    const trail = await gql(
      `{ auditPage(action: order_made, search: "${order.orderNumber}") { nodes { action actorEmail summary } } }`,
    );
    expect(trail.data.auditPage.nodes).toEqual([
      {
        action: 'order_made',
        actorEmail: me.email,
        summary: `Order ${order.orderNumber} of KSh 1,160.00 for Njoroge Stores`,
      },
    ]);
  });

  it('an invoice dated weeks back is back-dated, names its maker, and says so in the trail', async () => {
    const dated = dayIn(-47);
    const made = await gql(
      `mutation($input: CreateInvoiceInput!, $key: String!) {
        createInvoice(input: $input, idempotencyKey: $key) {
          id invoiceNumber createdAt recordedAt backDated createdBy { email } voidedBy { email }
        }
      }`,
      {
        key: randomUUID(),
        input: {
          customerId,
          items: [
            { inventoryId: itemId, description: 'Made-by valve', quantity: 1, unitPrice: 1160 },
          ],
          createdAt: dated,
          vatRate: 0.16,
          vatAmount: 160,
          total: 1160,
        },
      },
    );
    expect(made.errors).toBeUndefined();
    const invoice = made.data.createInvoice;
    expect(invoice).toMatchObject({
      backDated: true,
      createdBy: { email: me.email },
      voidedBy: null,
    });
    expect(nairobiDay(new Date(invoice.recordedAt))).toBe(dayIn(0));

    const trail = await gql(
      `{ auditPage(action: invoice_made, search: "${invoice.invoiceNumber}") { nodes { summary } } }`,
    );
    expect(trail.data.auditPage.nodes[0].summary).toBe(
      `Invoice ${invoice.invoiceNumber} of KSh 1,160.00 for Njoroge Stores, back-dated to ${dayMonthYear(dated)} (made ${dayMonthYear(dayIn(0))})`,
    );

    await gql(`mutation($id: ID!) { deleteInvoice(id: $id, reason: "Wrong customer") }`, {
      id: invoice.id,
    });
    const read = await gql(`query($id: ID!) { invoice(id: $id) { voidedBy { email } } }`, {
      id: invoice.id,
    });
    expect(read.data.invoice.voidedBy).toEqual({ email: me.email });
  });

  it('a delivery recorded days late is back-dated and names who posted and reversed it', async () => {
    const received = await gql(
      `mutation($input: GoodsReceivedInput!, $key: String!) {
        receiveGoods(input: $input, idempotencyKey: $key) { id backDated createdBy { email } }
      }`,
      {
        key: randomUUID(),
        input: {
          supplierId,
          receivedOn: dayIn(-4),
          lines: [{ itemId, quantity: 2, unitCost: 900 }],
        },
      },
    );
    expect(received.errors).toBeUndefined();
    expect(received.data.receiveGoods).toMatchObject({
      backDated: true,
      createdBy: { email: me.email },
    });
    const reversed = await gql(
      `mutation($id: ID!) { reverseGoodsReceived(id: $id, reason: "Wrong supplier") { reversedBy { email } } }`,
      { id: received.data.receiveGoods.id },
    );
    expect(reversed.errors).toBeUndefined();
    expect(reversed.data.reverseGoodsReceived.reversedBy).toEqual({ email: me.email });
  });
});
