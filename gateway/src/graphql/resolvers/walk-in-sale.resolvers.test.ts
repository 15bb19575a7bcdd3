import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachStack, type GraphQLAnswer } from '../../../../testing/test-stack.ts';

const CREATE_ORDER = `mutation($input: CreateOrderInput!, $key: String!) {
  createOrder(input: $input, idempotencyKey: $key) {
    id customerId customerName status paidAmount balance changeDue
    customer { name walkIn }
  }
}`;

/** Issue 50 through GraphQL: a sale naming no customer, paid in the same mutation. */
describeEachStack('walk-in sales paid at once through GraphQL', (stack) => {
  let gql: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLAnswer>;
  let itemId: string;
  beforeAll(async () => {
    const { token } = await stack().api.newUser();
    gql = (query, variables) => stack().graphql(query, { token, variables });
    itemId = (
      await gql(
        `mutation { createInventoryItem(input: { name: "Padlock 50mm", quantity: 20, unitPrice: 1160, costPrice: 900 }) { id } }`,
      )
    ).data.createInventoryItem.id;
  });

  const sale = (payment?: object) =>
    gql(CREATE_ORDER, {
      key: randomUUID(),
      input: {
        paymentMethod: 'cash',
        vatRate: 0.16,
        items: [{ inventoryId: itemId, quantity: 1, unitPrice: 1160 }],
        subtotal: 1000,
        vatAmount: 160,
        totalAmount: 1160,
        ...(payment ? { payment } : {}),
      },
    });

  it('sells to the walk-in customer, paid in cash with the change', async () => {
    const paid = await sale({ method: 'cash', tendered: 1200 });
    expect(paid.errors).toBeUndefined();
    expect(paid.data.createOrder).toMatchObject({
      customerName: 'Walk-in customer',
      customer: { name: 'Walk-in customer', walkIn: true },
      status: 'paid',
      paidAmount: 1160,
      balance: 0,
      changeDue: 40,
    });
    const customers = await gql('{ customers { name walkIn } }');
    expect(customers.data.customers).toContainEqual({ name: 'Walk-in customer', walkIn: true });
  });

  it('answers changeDue null without a payment, and BAD_USER_INPUT for too little cash', async () => {
    const pending = await sale();
    expect(pending.data.createOrder).toMatchObject({ status: 'pending', changeDue: null });
    const short = await sale({ method: 'cash', tendered: 1000 });
    expect(short.errors?.[0]).toMatchObject({
      message:
        'payment.tendered: cash tendered of KSh 1,000.00 is less than the KSh 1,160.00 to pay',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
