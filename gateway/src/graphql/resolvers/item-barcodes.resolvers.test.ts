import { beforeAll, expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

describeEachStack('item barcodes through GraphQL', (stack) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await stack().api.newUser());
  });
  const gql = (query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });
  const create = (name: string, barcode: string) =>
    gql(
      `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name barcode } }`,
      { input: { name, quantity: 5, unitPrice: 60, costPrice: 45, barcode } },
    );

  it('gives an item a barcode, finds it by the scan, and refuses the code on a second item', async () => {
    const created = await create('Kimbo 1kg', '6001234500017');
    expect(created.errors).toBeUndefined();
    expect(created.data.createInventoryItem).toMatchObject({ barcode: '6001234500017' });

    const scanned = await gql(
      `query($code: String) { inventoryItems(barcode: $code) { name barcode }
        inventoryPage(barcode: $code) { totalCount nodes { name } } }`,
      { code: '6001234500017' },
    );
    expect(scanned.errors).toBeUndefined();
    expect(scanned.data.inventoryItems).toEqual([{ name: 'Kimbo 1kg', barcode: '6001234500017' }]);
    expect(scanned.data.inventoryPage).toEqual({ totalCount: 1, nodes: [{ name: 'Kimbo 1kg' }] });

    const unknown = await gql(`{ inventoryItems(barcode: "0000000000000") { name } }`);
    expect(unknown.data.inventoryItems).toEqual([]);

    const twice = await create('Kimbo 2kg', '6001234500017');
    expect(twice.errors?.[0]?.message).toBe('Barcode 6001234500017 is already on Kimbo 1kg');
  });
});
