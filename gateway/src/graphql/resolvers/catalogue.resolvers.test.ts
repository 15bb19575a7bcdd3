import { beforeAll, expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

const ITEM_FIELDS = `id name quantity unitPrice costPrice totalValue marginPercent supplierId supplierName supplier { id name }`;

describeEachStack('inventory, customers and suppliers through GraphQL', (stack) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await stack().api.newUser());
  });
  const gql = (query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it('creates a supplier and an item, lists them with derived figures, and edits and deletes', async () => {
    const supplier = await gql(
      `mutation($input: PartyInput!) { createSupplier(input: $input) { id name contact address } }`,
      { input: { name: 'Bamburi Cement Ltd', contact: '0722 111 222', address: '' } },
    );
    expect(supplier.data.createSupplier).toEqual({
      id: expect.any(String),
      name: 'Bamburi Cement Ltd',
      contact: '0722 111 222',
      address: null,
    });
    const supplierId = supplier.data.createSupplier.id;

    const created = await gql(
      `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { ${ITEM_FIELDS} } }`,
      {
        input: {
          name: 'Bamburi Cement 50kg',
          quantity: 40,
          unitPrice: 850,
          costPrice: 720.5,
          supplierId,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createInventoryItem).toMatchObject({
      name: 'Bamburi Cement 50kg',
      quantity: 40,
      unitPrice: 850,
      costPrice: 720.5,
      totalValue: 34000,
      supplierId,
      supplierName: 'Bamburi Cement Ltd',
      supplier: { id: supplierId, name: 'Bamburi Cement Ltd' },
    });
    // (850 − 720.50) / 720.50 × 100 = 17.97…%: the API gives it to the tenth it is shown with.
    expect(created.data.createInventoryItem.marginPercent).toBe(18);
    const itemId = created.data.createInventoryItem.id;

    const edited = await gql(
      `mutation($id: ID!, $input: InventoryItemUpdateInput!) { updateInventoryItem(id: $id, input: $input) { unitPrice priceHistory { changeReason oldUnitPrice newUnitPrice changedByEmail } } }`,
      {
        id: itemId,
        input: {
          name: 'Bamburi Cement 50kg',
          quantity: 40,
          unitPrice: 870,
          costPrice: 720.5,
          supplierId,
        },
      },
    );
    expect(edited.data.updateInventoryItem.unitPrice).toBe(870);
    expect(edited.data.updateInventoryItem.priceHistory[0]).toMatchObject({
      changeReason: 'Manual update via edit',
      oldUnitPrice: 850,
      newUnitPrice: 870,
    });

    const repriced = await gql(
      `mutation($id: ID!, $input: PriceUpdateInput!) { updatePrices(id: $id, input: $input) { unitPrice costPrice } }`,
      {
        id: itemId,
        input: { newUnitPrice: 900, newCostPrice: 750, changeReason: 'Bamburi March price list' },
      },
    );
    expect(repriced.data.updatePrices).toEqual({ unitPrice: 900, costPrice: 750 });

    const one = await gql(
      `query($id: ID!) { inventoryItem(id: $id) { name priceHistory { changeReason } } }`,
      {
        id: itemId,
      },
    );
    expect(
      one.data.inventoryItem.priceHistory.map((e: { changeReason: string }) => e.changeReason),
    ).toEqual(['Bamburi March price list', 'Manual update via edit']);

    const renamed = await gql(
      `mutation($id: ID!) { updateSupplier(id: $id, input: { name: "Bamburi Cement", contact: "sales@bamburi.co.ke", address: "Athi River" }) { name contact address } }`,
      { id: supplierId },
    );
    expect(renamed.data.updateSupplier).toEqual({
      name: 'Bamburi Cement',
      contact: 'sales@bamburi.co.ke',
      address: 'Athi River',
    });
    const items = await gql(`{ inventoryItems { id supplierName } }`);
    expect(items.data.inventoryItems).toContainEqual({
      id: itemId,
      supplierName: 'Bamburi Cement',
    });

    const refused = await gql(`mutation($id: ID!) { deleteSupplier(id: $id) }`, { id: supplierId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain('Bamburi Cement');

    expect(
      (await gql(`mutation($id: ID!) { deleteInventoryItem(id: $id) }`, { id: itemId })).data,
    ).toEqual({
      deleteInventoryItem: itemId,
    });
    expect(
      (await gql(`mutation($id: ID!) { deleteSupplier(id: $id) }`, { id: supplierId })).errors,
    ).toBeUndefined();
    expect(
      (await gql(`query($id: ID!) { inventoryItem(id: $id) { id } }`, { id: itemId })).data
        .inventoryItem,
    ).toBeNull();
  });

  it('answers BAD_USER_INPUT with the API text for a blank price-change reason', async () => {
    const item = await gql(
      `mutation { createInventoryItem(input: { name: "Nails 3in (kg)", quantity: 5, unitPrice: 250, costPrice: 0 }) { id marginPercent } }`,
    );
    expect(item.data.createInventoryItem.marginPercent).toBeNull();
    const answer = await gql(
      `mutation($id: ID!) { updatePrices(id: $id, input: { newUnitPrice: 260, newCostPrice: 200, changeReason: "  " }) { id } }`,
      { id: item.data.createInventoryItem.id },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'change_reason: Please provide a reason for the price change.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("passes each refused field on as extensions.fields, in the input's camelCase", async () => {
    const item = await gql(
      `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }`,
      { input: { name: ' ', quantity: -1, unitPrice: 10.005, costPrice: 1 } },
    );
    expect(item.errors?.[0]).toMatchObject({
      message:
        'name: must not be blank; quantity: must not be negative; unit_price: must have at most 2 decimals',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          name: 'must not be blank',
          quantity: 'must not be negative',
          unitPrice: 'must have at most 2 decimals',
        },
      },
    });
    const party = await gql(
      `mutation($input: PartyInput!) { createSupplier(input: $input) { id } }`,
      { input: { name: 'Mabati Rolling Mills', contact: '  ' } },
    );
    expect(party.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      fields: { contact: 'must not be blank' },
    });
    // A refusal that is not about fields carries none.
    const missing = await gql(`mutation { deleteCustomer(id: "999999") }`);
    expect(missing.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', status: 404 });
  });

  it('searches inventory items, customers and suppliers for the pickers', async () => {
    await gql(
      `mutation { createInventoryItem(input: { name: "Bati Gauge 30", quantity: 0, unitPrice: 900, costPrice: 800 }) { id } }`,
    );
    await gql(
      `mutation { createInventoryItem(input: { name: "BATI Gauge 28", quantity: 4, unitPrice: 1100, costPrice: 950 }) { id } }`,
    );
    await gql(
      `mutation { createCustomer(input: { name: "Wairimũ Bati Works", contact: "0711 222 333" }) { id } }`,
    );
    const all = await gql(`{ inventoryItems { id name } }`);
    const first = await gql(`{ inventoryItems(limit: 1) { id name } }`);
    expect(first.data.inventoryItems).toEqual(all.data.inventoryItems.slice(0, 1));
    const inStock = await gql(
      `{ inventoryItems(search: "bati", inStock: true) { name quantity } }`,
    );
    expect(inStock.data.inventoryItems).toEqual([{ name: 'BATI Gauge 28', quantity: 4 }]);
    const customers = await gql(`{ customers(search: "WAIRIMŨ", limit: 5) { name } }`);
    expect(customers.data.customers).toEqual([{ name: 'Wairimũ Bati Works' }]);
    const suppliers = await gql(`{ suppliers(search: "no such supplier") { name } }`);
    expect(suppliers.data.suppliers).toEqual([]);
    const bad = await gql(`{ customers(search: "x", limit: 0) { name } }`);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'limit: must be at least 1',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('pages inventory, customers and suppliers with totalCount, one REST read per page', async () => {
    const tag = `Paged ${Date.now()}`;
    const supplier = await gql(
      `mutation($input: PartyInput!) { createSupplier(input: $input) { id } }`,
      { input: { name: `${tag} Mabati Mills`, contact: '0722 000 000' } },
    );
    for (const [index, quantity] of [12, 3, 0, 40, 7].entries()) {
      await gql(
        `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }`,
        {
          input: {
            name: `${tag} item ${index}`,
            quantity,
            unitPrice: 100 + index,
            costPrice: 50,
            supplierId: supplier.data.createSupplier.id,
          },
        },
      );
      await gql(`mutation($input: PartyInput!) { createCustomer(input: $input) { id } }`, {
        input: { name: `${tag} customer ${index}`, contact: '0711 000 000' },
      });
    }
    const ITEMS = `query($after: String) {
      inventoryPage(first: 2, after: $after, search: "${tag}", sort: quantity_desc) {
        nodes { name quantity supplier { name } }
        pageInfo { endCursor hasNextPage }
        totalCount
      }
    }`;
    const walked: Array<{ quantity: number }> = [];
    let after: string | null = null;
    do {
      stack().restCalls.length = 0;
      const answer = await gql(ITEMS, { after });
      expect(answer.errors).toBeUndefined();
      const page = answer.data.inventoryPage;
      expect(page.totalCount).toBe(5);
      expect(page.pageInfo.hasNextPage).toBe(page.pageInfo.endCursor !== null);
      walked.push(...page.nodes);
      after = page.pageInfo.endCursor;
      // The page, and every supplier from one shared read: nothing per item.
      expect(stack().restCalls.map((call) => call.split('?')[0])).toEqual([
        'GET /api/v1/inventory',
        'GET /api/v1/suppliers',
      ]);
    } while (after);
    expect(walked.map((item) => item.quantity)).toEqual([40, 12, 7, 3, 0]);

    const low = await gql(
      `{ inventoryPage(search: "${tag}", lowStock: true, inStock: true) { totalCount nodes { quantity } } inventorySummary { lowStockQuantity } }`,
    );
    expect(low.data.inventoryPage).toEqual({
      totalCount: 2,
      nodes: [{ quantity: 3 }, { quantity: 7 }],
    });
    expect(low.data.inventorySummary.lowStockQuantity).toBe(10);

    for (const field of ['customersPage', 'suppliersPage'] as const) {
      stack().restCalls.length = 0;
      const answer = await gql(
        `{ ${field}(first: 2, search: "${tag}", sort: name_desc) { nodes { name } pageInfo { hasNextPage } totalCount } }`,
      );
      expect(answer.errors).toBeUndefined();
      expect(stack().restCalls).toHaveLength(1);
      const page = answer.data[field];
      expect(page.totalCount).toBe(field === 'customersPage' ? 5 : 1);
      expect(page.nodes[0].name).toBe(
        field === 'customersPage' ? `${tag} customer 4` : `${tag} Mabati Mills`,
      );
    }
    const bad = await gql(`{ customersPage(after: "not-a-cursor") { totalCount } }`);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'after: is not a cursor of this list sorted by name_asc; start again without one',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('counts items and those low on stock for the Inventory screen', async () => {
    const summary = await gql(`{ inventorySummary { totalItems lowStockItems lowStockQuantity } }`);
    const all = await gql(`{ inventoryItems { quantity } }`);
    const items = all.data.inventoryItems as Array<{ quantity: number }>;
    expect(summary.data.inventorySummary).toEqual({
      totalItems: items.length,
      lowStockItems: items.filter((item) => item.quantity <= 10).length,
      lowStockQuantity: 10,
    });
  });

  it('refuses an id that tries to reach another REST path', async () => {
    const supplier = await gql(
      `mutation { createSupplier(input: { name: "Kenpipe", contact: "0700 100 200" }) { id } }`,
    );
    const customer = await gql(
      `mutation { createCustomer(input: { name: "Onyango Stores", contact: "0700 300 400" }) { id } }`,
    );
    const forged = `${customer.data.createCustomer.id}/../../suppliers/${supplier.data.createSupplier.id}`;
    const answer = await gql(
      `mutation($id: ID!) { updateCustomer(id: $id, input: { name: "Hijacked", contact: "x" }) { id } }`,
      { id: forged },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const suppliers = await gql(`{ suppliers { name } }`);
    expect(suppliers.data.suppliers.map((s: { name: string }) => s.name)).not.toContain('Hijacked');
    const logout = await gql(`mutation { generateInvoice(orderId: "../../logout?") { id } }`);
    expect(logout.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(`{ me { id } }`)).errors).toBeUndefined();
  });

  it('manages customers, refusing a blank name and an unknown id', async () => {
    const created = await gql(
      `mutation { createCustomer(input: { name: "Wanjiku Builders", contact: "0711 222 333" }) { id address } }`,
    );
    expect(created.data.createCustomer.address).toBeNull();
    const id = created.data.createCustomer.id;
    const updated = await gql(
      `mutation($id: ID!) { updateCustomer(id: $id, input: { name: "Wanjiku Builders Ltd", contact: "0711 222 333", address: "Kiambu Road" }) { name address } }`,
      { id },
    );
    expect(updated.data.updateCustomer).toEqual({
      name: 'Wanjiku Builders Ltd',
      address: 'Kiambu Road',
    });
    const list = await gql(`{ customers { id name } }`);
    expect(list.data.customers).toContainEqual({ id, name: 'Wanjiku Builders Ltd' });

    const blank = await gql(
      `mutation { createCustomer(input: { name: " ", contact: "0700" }) { id } }`,
    );
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await gql(
      `mutation { updateCustomer(id: "999999", input: { name: "X", contact: "Y" }) { id } }`,
    );
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Customer not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const badId = await gql(`mutation { deleteCustomer(id: "abc") }`);
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await gql(`mutation($id: ID!) { deleteCustomer(id: $id) }`, { id })).data.deleteCustomer,
    ).toBe(id);
  });

  it("keeps a customer's KRA PIN (suppliers have none) and an item's KRA details", async () => {
    const created = await gql(
      `mutation { createCustomer(input: { name: "Otieno Steel", contact: "0722 000 001", kraPin: "p051234567q" }) { id kraPin } }`,
    );
    expect(created.data.createCustomer.kraPin).toBe('P051234567Q');
    const id = created.data.createCustomer.id;
    const kept = await gql(
      `mutation($id: ID!) { updateCustomer(id: $id, input: { name: "Otieno Steel Ltd", contact: "0722 000 001" }) { kraPin } }`,
      { id },
    );
    expect(kept.data.updateCustomer.kraPin).toBe('P051234567Q');
    const refused = await gql(
      `mutation($id: ID!) { updateCustomer(id: $id, input: { name: "Otieno", contact: "0722", kraPin: "P05" }) { id } }`,
      { id },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { kraPin: 'must be a letter, 9 digits and a letter, e.g. P051234567X' },
    });
    const page = await gql(`{ customersPage(search: "Otieno") { nodes { kraPin balance } } }`);
    expect(page.data.customersPage.nodes).toEqual([{ kraPin: 'P051234567Q', balance: 0 }]);

    const item = await gql(
      `mutation { createInventoryItem(input: { name: "Maize flour 2kg", quantity: 10, unitPrice: 150, costPrice: 120, taxBand: C, kraItemClassCode: "50221300", kraPackagingUnit: "bg", kraQuantityUnit: "KG" }) {
        id taxBand kraItemClassCode kraPackagingUnit kraQuantityUnit } }`,
    );
    expect(item.errors).toBeUndefined();
    expect(item.data.createInventoryItem).toMatchObject({
      taxBand: 'C',
      kraItemClassCode: '50221300',
      kraPackagingUnit: 'BG',
      kraQuantityUnit: 'KG',
    });
    const edited = await gql(
      `mutation($id: ID!) { updateInventoryItem(id: $id, input: { name: "Maize flour 2kg", quantity: 9, unitPrice: 150, costPrice: 120, kraItemClassCode: null }) {
        taxBand kraItemClassCode kraPackagingUnit kraQuantityUnit } }`,
      { id: item.data.createInventoryItem.id },
    );
    expect(edited.data.updateInventoryItem).toEqual({
      taxBand: 'C',
      kraItemClassCode: null,
      kraPackagingUnit: 'BG',
      kraQuantityUnit: 'KG',
    });
    const plain = await gql(
      `mutation { createInventoryItem(input: { name: "Binding wire", quantity: 1, unitPrice: 10, costPrice: 5 }) { taxBand kraPackagingUnit kraQuantityUnit } }`,
    );
    expect(plain.data.createInventoryItem).toEqual({
      taxBand: 'B',
      kraPackagingUnit: 'NT',
      kraQuantityUnit: 'U',
    });
  });

  it('reads the supplier list once however many items name a supplier', async () => {
    const supplier = await gql(
      `mutation { createSupplier(input: { name: "Crown Paints", contact: "0733 000 111" }) { id } }`,
    );
    const supplierId = supplier.data.createSupplier.id;
    for (const name of ['Crown Emulsion 4L', 'Crown Emulsion 20L', 'Crown Gloss 4L']) {
      await gql(
        `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }`,
        {
          input: { name, quantity: 3, unitPrice: 1500, costPrice: 1200, supplierId },
        },
      );
    }
    stack().restCalls.length = 0;
    const list = await gql(`{ inventoryItems { name supplier { name } } suppliers { id } }`);
    expect(
      list.data.inventoryItems.filter(
        (i: { supplier: { name: string } | null }) => i.supplier?.name === 'Crown Paints',
      ),
    ).toHaveLength(3);
    expect(stack().restCalls.sort()).toEqual(['GET /api/v1/inventory', 'GET /api/v1/suppliers']);
  });

  it("reads every listed item's price history in one REST call, each item its own", async () => {
    const ids: string[] = [];
    for (const name of ['Kasuku Nails 2"', 'Kasuku Nails 3"', 'Kasuku Nails 4"']) {
      const made = await gql(
        `mutation($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }`,
        { input: { name, quantity: 5, unitPrice: 200, costPrice: 150 } },
      );
      ids.push(made.data.createInventoryItem.id);
    }
    for (const [index, id] of ids.slice(0, 2).entries()) {
      await gql(
        `mutation($id: ID!, $input: PriceUpdateInput!) { updatePrices(id: $id, input: $input) { id } }`,
        {
          id,
          input: { newUnitPrice: 210 + index, newCostPrice: 150, changeReason: `List ${index}` },
        },
      );
    }
    stack().restCalls.length = 0;
    const list = await gql(`{ inventoryItems { id priceHistory { changeReason newUnitPrice } } }`);
    expect(list.errors).toBeUndefined();
    const historyOf = (id: string) =>
      list.data.inventoryItems.find((item: { id: string }) => item.id === id).priceHistory;
    expect(historyOf(ids[0]!)).toEqual([{ changeReason: 'List 0', newUnitPrice: 210 }]);
    expect(historyOf(ids[1]!)).toEqual([{ changeReason: 'List 1', newUnitPrice: 211 }]);
    expect(historyOf(ids[2]!)).toEqual([]);
    expect(
      stack()
        .restCalls.map((call) => call.split('?')[0])
        .sort(),
    ).toEqual(['GET /api/v1/inventory', 'GET /api/v1/price-history']);
  });
});
