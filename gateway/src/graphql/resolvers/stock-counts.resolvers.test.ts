import { expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

describeEachStack('past stock counts through GraphQL', (stack) => {
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it("fills a sheet with a supplier's items, lists the posted count and opens it", async () => {
    const manager = await stack().api.newUser();
    const supplier = await gql(
      manager.token,
      `mutation { createSupplier(input: { name: "Count GQL Supplier", contact: "0722 000 001" }) { id } }`,
    );
    const supplierId = supplier.data.createSupplier.id;
    const ids: string[] = [];
    for (const [name, quantity] of [
      ['Count GQL bolt', 12],
      ['Count GQL washer', 30],
    ] as const) {
      const item = await gql(
        manager.token,
        `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }`,
        { input: { name, quantity, unitPrice: 20, costPrice: 12.5, supplierId } },
      );
      expect(item.errors).toBeUndefined();
      ids.push(item.data.createInventoryItem.id);
    }
    await gql(
      manager.token,
      `mutation { createInventoryItem(input: { name: "Count GQL other", quantity: 1, unitPrice: 5, costPrice: 2 }) { id } }`,
    );

    const sheet = await gql(
      manager.token,
      `query($supplierId: ID) { inventoryPage(supplierId: $supplierId, first: 200) { totalCount nodes { id name quantity } } }`,
      { supplierId },
    );
    expect(sheet.errors).toBeUndefined();
    expect(sheet.data.inventoryPage.nodes).toEqual([
      { id: ids[0], name: 'Count GQL bolt', quantity: 12 },
      { id: ids[1], name: 'Count GQL washer', quantity: 30 },
    ]);

    const posted = await gql(
      manager.token,
      `mutation($input: StockCountInput!) { postStockCount(input: $input) { id } }`,
      {
        input: {
          note: 'Supplier count',
          lines: [
            { itemId: ids[0], expectedQuantity: 12, countedQuantity: 10 },
            { itemId: ids[1], expectedQuantity: 30, countedQuantity: 30 },
          ],
        },
      },
    );
    expect(posted.errors).toBeUndefined();
    const countId = posted.data.postStockCount.id;

    const list = await gql(
      manager.token,
      `{ stockCounts(first: 20) { totalCount pageInfo { hasNextPage } nodes {
        id countedByEmail note itemsCounted itemsDiffering totalDifferenceQuantity totalDifferenceValue
      } } }`,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.stockCounts.nodes.find((n: { id: string }) => n.id === countId)).toEqual({
      id: countId,
      countedByEmail: manager.email,
      note: 'Supplier count',
      itemsCounted: 2,
      itemsDiffering: 1,
      totalDifferenceQuantity: -2,
      totalDifferenceValue: -25,
    });

    const opened = await gql(
      manager.token,
      `query($id: ID!) { stockCount(id: $id) { id lines {
        itemId itemName unit expectedQuantity countedQuantity difference differenceValue
      } } }`,
      { id: countId },
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data.stockCount.lines).toEqual([
      {
        itemId: ids[0],
        itemName: 'Count GQL bolt',
        unit: 'pcs',
        expectedQuantity: 12,
        countedQuantity: 10,
        difference: -2,
        differenceValue: -25,
      },
      {
        itemId: ids[1],
        itemName: 'Count GQL washer',
        unit: 'pcs',
        expectedQuantity: 30,
        countedQuantity: 30,
        difference: 0,
        differenceValue: 0,
      },
    ]);
    const none = await gql(manager.token, `{ stockCount(id: "999999") { id } }`);
    expect(none.data.stockCount).toBeNull();
  });
});
