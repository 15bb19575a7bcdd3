import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachStack, type GraphQLAnswer } from '../../../../testing/test-stack.ts';

const CREATE_ORDER = `mutation($input: CreateOrderInput!, $key: String!) {
  createOrder(input: $input, idempotencyKey: $key) { id soldAt attention attentionClearedAt }
}`;

/** Issue 54 through GraphQL: a sale sent late from a till's outbox, and Needs attention. */
describeEachStack('sales made offline through GraphQL', (stack) => {
  let gql: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLAnswer>;
  let itemId: string;
  beforeAll(async () => {
    const { token } = await stack().api.newUser();
    gql = (query, variables) => stack().graphql(query, { token, variables });
    itemId = (
      await gql(
        `mutation { createInventoryItem(input: { name: "Hinge 3in", quantity: 1, unitPrice: 116, costPrice: 80 }) { id } }`,
      )
    ).data.createInventoryItem.id;
  });

  it('records the sale as sold, lists why it needs attention, and marks it handled', async () => {
    const soldAt = new Date(Date.now() - 7_200_000).toISOString();
    const made = await gql(CREATE_ORDER, {
      key: randomUUID(),
      input: {
        paymentMethod: 'cash',
        vatRate: 0.16,
        items: [{ inventoryId: itemId, quantity: 2, unitPrice: 116 }],
        subtotal: 200,
        vatAmount: 32,
        totalAmount: 232,
        payment: { method: 'cash' },
        soldAt,
      },
    });
    expect(made.errors).toBeUndefined();
    const order = made.data.createOrder;
    expect(order).toMatchObject({ soldAt, attentionClearedAt: null });
    expect(order.attention).toEqual([
      'Stock ran out: 2 of Hinge 3in sold, 1 on the shelf (1 short)',
    ]);
    const listed = () =>
      gql('{ ordersPage(needsAttention: true, first: 100) { nodes { id attention } } }');
    expect((await listed()).data.ordersPage.nodes).toContainEqual({
      id: order.id,
      attention: order.attention,
    });
    const handled = await gql(
      'mutation($id: ID!) { markOrderAttentionHandled(id: $id) { id attentionClearedAt } }',
      { id: order.id },
    );
    expect(handled.data.markOrderAttentionHandled.attentionClearedAt).not.toBeNull();
    expect((await listed()).data.ordersPage.nodes.map((n: { id: string }) => n.id)).not.toContain(
      order.id,
    );
  });
});
