import { expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

describeEachStack('purchase orders through GraphQL', (stack) => {
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it('makes, sends, receives against and lists an order; a cashier sees no costs and cannot cancel', async () => {
    const manager = await stack().api.newUser();
    const cashier = await stack().api.newUser(undefined, 'cashier');
    const supplier = await gql(
      manager.token,
      `mutation { createSupplier(input: { name: "PO GQL Supplier", contact: "0722 111 222" }) { id } }`,
    );
    const supplierId = supplier.data.createSupplier.id;
    const item = await gql(
      manager.token,
      `mutation { createInventoryItem(input: { name: "PO GQL sheet", quantity: 0, unitPrice: 1100, costPrice: 850 }) { id } }`,
    );
    const itemId = item.data.createInventoryItem.id;

    const made = await gql(
      manager.token,
      `mutation($input: PurchaseOrderInput!) { createPurchaseOrder(input: $input, idempotencyKey: "gql-po-1") {
        id poNumber status supplierName totalCost lines { itemId quantity outstanding unitCost amount }
      } }`,
      {
        input: {
          supplierId,
          expectedOn: '2099-01-01',
          lines: [{ itemId, quantity: 20, unitCost: 850 }],
        },
      },
    );
    expect(made.errors).toBeUndefined();
    const order = made.data.createPurchaseOrder;
    expect(order).toMatchObject({
      poNumber: expect.stringMatching(/^PO-\d{6}$/),
      status: 'draft',
      totalCost: 17000,
      lines: [{ itemId, quantity: 20, outstanding: 20, unitCost: 850, amount: 17000 }],
    });
    const sent = await gql(
      manager.token,
      `mutation($id: ID!) { sendPurchaseOrder(id: $id) { status sentAt } }`,
      { id: order.id },
    );
    expect(sent.data.sendPurchaseOrder.status).toBe('sent');

    const over = await gql(
      cashier.token,
      `mutation($id: ID!, $input: ReceiveAgainstOrderInput!) { receiveAgainstPurchaseOrder(id: $id, input: $input) { grnNumber } }`,
      { id: order.id, input: { lines: [{ itemId, quantity: 21 }] } },
    );
    expect(over.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const received = await gql(
      cashier.token,
      `mutation($id: ID!, $input: ReceiveAgainstOrderInput!) { receiveAgainstPurchaseOrder(id: $id, input: $input, idempotencyKey: "gql-po-r1") {
        grnNumber purchaseOrder { status totalCost lines { received outstanding unitCost } }
      } }`,
      { id: order.id, input: { lines: [{ itemId, quantity: 12 }] } },
    );
    expect(received.errors).toBeUndefined();
    expect(received.data.receiveAgainstPurchaseOrder).toMatchObject({
      grnNumber: expect.stringMatching(/^GRN-\d{6}$/),
      purchaseOrder: {
        status: 'partially_received',
        totalCost: null,
        lines: [{ received: 12, outstanding: 8, unitCost: null }],
      },
    });
    const cancel = await gql(
      cashier.token,
      `mutation($id: ID!) { cancelPurchaseOrder(id: $id, reason: "x") { status } }`,
      { id: order.id },
    );
    expect(cancel.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const listed = await gql(
      manager.token,
      `query($supplierId: ID) { purchaseOrders(supplierId: $supplierId, status: partially_received) {
        totalCount nodes { id poNumber status totalCost lines { id } }
      } }`,
      { supplierId },
    );
    expect(listed.data.purchaseOrders).toMatchObject({
      totalCount: 1,
      nodes: [{ id: order.id, status: 'partially_received', totalCost: 17000, lines: [] }],
    });
    const missing = await gql(manager.token, '{ purchaseOrder(id: "999999") { id } }');
    expect(missing.data.purchaseOrder).toBeNull();
  });
});
