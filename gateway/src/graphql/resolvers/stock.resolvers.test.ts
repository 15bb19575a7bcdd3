import { expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

describeEachStack('stock through GraphQL', (stack) => {
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it('receives goods, adjusts and counts stock, and reads the item’s ledger a page at a time', async () => {
    const manager = await stack().api.newUser();
    const supplier = await gql(
      manager.token,
      `mutation { createSupplier(input: { name: "Stock GQL Supplier", contact: "0722 000 000" }) { id } }`,
    );
    const supplierId = supplier.data.createSupplier.id;
    const item = await gql(
      manager.token,
      `mutation { createInventoryItem(input: { name: "Stock GQL cement", quantity: 10, unitPrice: 800, costPrice: 600 }) { id } }`,
    );
    const itemId = item.data.createInventoryItem.id;

    const received = await gql(
      manager.token,
      `mutation($input: GoodsReceivedInput!) { receiveGoods(input: $input, idempotencyKey: "gql-grn-1") {
        id grnNumber supplierName status totalCost lineCount lines { itemId itemName quantity unitCost amount }
      } }`,
      {
        input: {
          supplierId,
          supplierInvoiceNumber: 'SUP-1',
          lines: [{ itemId, quantity: 30, unitCost: 700 }],
        },
      },
    );
    expect(received.errors).toBeUndefined();
    expect(received.data.receiveGoods).toMatchObject({
      grnNumber: expect.stringMatching(/^GRN-\d{6}$/),
      supplierName: 'Stock GQL Supplier',
      status: 'posted',
      totalCost: 21000,
      lineCount: 1,
      lines: [{ itemId, itemName: 'Stock GQL cement', quantity: 30, unitCost: 700, amount: 21000 }],
    });

    const adjusted = await gql(
      manager.token,
      `mutation($input: StockAdjustmentInput!) { adjustStock(input: $input) { kind quantityChange quantityAfter reason note } }`,
      { input: { itemId, quantityChange: -2, reason: 'damaged', note: 'Torn bags' } },
    );
    expect(adjusted.data.adjustStock).toEqual({
      kind: 'adjustment',
      quantityChange: -2,
      quantityAfter: 38,
      reason: 'Damaged',
      note: 'Torn bags',
    });
    const counted = await gql(
      manager.token,
      `mutation($input: StockCountInput!) { postStockCount(input: $input) {
        adjustedItems totalDifferenceValue lines { itemId itemName difference differenceValue }
      } }`,
      { input: { lines: [{ itemId, expectedQuantity: 38, countedQuantity: 37 }] } },
    );
    expect(counted.errors).toBeUndefined();
    // The cost moved to (10 × 600 + 30 × 700) ÷ 40 = 675 on receipt.
    expect(counted.data.postStockCount).toEqual({
      adjustedItems: 1,
      totalDifferenceValue: -675,
      lines: [{ itemId, itemName: 'Stock GQL cement', difference: -1, differenceValue: -675 }],
    });

    const ledger = await gql(
      manager.token,
      `query($itemId: ID!, $after: String) { stockMovements(itemId: $itemId, first: 2, after: $after) {
        totalCount pageInfo { hasNextPage endCursor }
        nodes { kind quantityChange quantityAfter document { type number } recordedByEmail }
      } }`,
      { itemId },
    );
    expect(ledger.errors).toBeUndefined();
    expect(ledger.data.stockMovements.totalCount).toBe(4);
    expect(ledger.data.stockMovements.nodes).toEqual([
      {
        kind: 'count',
        quantityChange: -1,
        quantityAfter: 37,
        document: null,
        recordedByEmail: manager.email,
      },
      {
        kind: 'adjustment',
        quantityChange: -2,
        quantityAfter: 38,
        document: null,
        recordedByEmail: manager.email,
      },
    ]);
    const rest = await gql(
      manager.token,
      `query($itemId: ID!, $after: String) { stockMovements(itemId: $itemId, first: 2, after: $after) {
        pageInfo { hasNextPage } nodes { kind document { type number } }
      } }`,
      { itemId, after: ledger.data.stockMovements.pageInfo.endCursor },
    );
    expect(rest.data.stockMovements.nodes).toEqual([
      {
        kind: 'goods_received',
        document: { type: 'goods_received', number: received.data.receiveGoods.grnNumber },
      },
      { kind: 'opening', document: null },
    ]);
    expect(rest.data.stockMovements.pageInfo.hasNextPage).toBe(false);

    const page = await gql(
      manager.token,
      `query($supplierId: ID) { goodsReceivedPage(supplierId: $supplierId, first: 5) { totalCount nodes { grnNumber lines { id } } } }`,
      { supplierId },
    );
    expect(page.data.goodsReceivedPage).toEqual({
      totalCount: 1,
      nodes: [{ grnNumber: received.data.receiveGoods.grnNumber, lines: [] }],
    });

    const reversed = await gql(
      manager.token,
      `mutation($id: ID!) { reverseGoodsReceived(id: $id, reason: "Wrong branch") { status reversalReason reversedByEmail } }`,
      { id: received.data.receiveGoods.id },
    );
    expect(reversed.data.reverseGoodsReceived).toEqual({
      status: 'reversed',
      reversalReason: 'Wrong branch',
      reversedByEmail: manager.email,
    });
    const byStatus = async (status: string) =>
      (
        await gql(
          manager.token,
          `query($supplierId: ID, $status: GoodsReceivedStatus) { goodsReceivedPage(supplierId: $supplierId, status: $status) { totalCount } }`,
          { supplierId, status },
        )
      ).data.goodsReceivedPage.totalCount;
    expect([await byStatus('posted'), await byStatus('reversed')]).toEqual([0, 1]);
    const download = await stack().gatewayFetch(
      new Request(`http://ghala.test/export/stock-movements.csv?item=${itemId}`, {
        headers: { Authorization: `Bearer ${manager.token}` },
      }),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toMatch(
      /filename="stock-movements-item-\d+-/,
    );
    const lines = (await download.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 5);
    expect(lines[1]).toContain('Goods received, reversed');
    const noItem = await stack().gatewayFetch(
      new Request('http://ghala.test/export/stock-movements.csv?item=abc', {
        headers: { Authorization: `Bearer ${manager.token}` },
      }),
    );
    expect(noItem.status).toBe(404);

    const missing = await gql(
      manager.token,
      `{ stockMovements(itemId: "999999") { totalCount } goodsReceivedNote(id: "999999") { id } }`,
    );
    expect(missing.data).toEqual({ stockMovements: null, goodsReceivedNote: null });
  });

  it('keeps deliveries from a cashier (FORBIDDEN) and refuses stock below zero (CONFLICT)', async () => {
    const cashier = await stack().api.newUser(undefined, 'cashier');
    const refused = await gql(cashier.token, '{ goodsReceivedPage { totalCount } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const manager = await stack().api.newUser();
    const item = await gql(
      manager.token,
      `mutation { createInventoryItem(input: { name: "Stock GQL short", quantity: 1, unitPrice: 10, costPrice: 5 }) { id } }`,
    );
    const short = await gql(
      manager.token,
      `mutation($input: StockAdjustmentInput!) { adjustStock(input: $input) { id } }`,
      {
        input: {
          itemId: item.data.createInventoryItem.id,
          quantityChange: -2,
          reason: 'lost_or_stolen',
        },
      },
    );
    expect(short.errors?.[0]).toMatchObject({
      message: 'Not enough stock for Stock GQL short: 1 left',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('sets reorder levels and lists what to reorder by supplier', async () => {
    const manager = await stack().api.newUser();
    const supplier = await gql(
      manager.token,
      `mutation { createSupplier(input: { name: "Reorder GQL Supplier", contact: "0711 000 000" }) { id } }`,
    );
    const created = await gql(
      manager.token,
      `mutation($supplierId: ID) { createInventoryItem(input: { name: "Reorder GQL tiles", quantity: 12, unitPrice: 50, costPrice: 40, supplierId: $supplierId, reorderLevel: 15 }) { id reorderLevel lowStock } }`,
      { supplierId: supplier.data.createSupplier.id },
    );
    expect(created.data.createInventoryItem).toMatchObject({ reorderLevel: 15, lowStock: true });
    const id = created.data.createInventoryItem.id;
    const cleared = await gql(
      manager.token,
      `mutation($id: ID!) { setReorderLevel(id: $id, reorderLevel: null) { reorderLevel lowStock } }`,
      { id },
    );
    expect(cleared.data.setReorderLevel).toEqual({ reorderLevel: null, lowStock: false });
    await gql(
      manager.token,
      `mutation($id: ID!) { setReorderLevel(id: $id, reorderLevel: 20) { id } }`,
      {
        id,
      },
    );
    const list = await gql(
      manager.token,
      '{ toReorder { supplierId supplierName lines { item { id name quantity costPrice } suggestedQuantity } } }',
    );
    expect(list.errors).toBeUndefined();
    const group = list.data.toReorder.find(
      (g: { supplierId: string | null }) => g.supplierId === supplier.data.createSupplier.id,
    );
    expect(group).toEqual({
      supplierId: supplier.data.createSupplier.id,
      supplierName: 'Reorder GQL Supplier',
      lines: [
        {
          item: { id, name: 'Reorder GQL tiles', quantity: 12, costPrice: 40 },
          suggestedQuantity: 28,
        },
      ],
    });
  });
});
