import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-api.ts';

interface Item {
  id: number;
  name: string;
  quantity: number;
  unit_price: number;
  cost_price: number;
  supplier_id: number | null;
  supplier_name: string | null;
}

describeEachDatabase('inventory REST', (api) => {
  let token: string;
  let email: string;
  let userId: number;
  let supplierId: number;

  beforeAll(async () => {
    ({ token, email } = await api().newUser());
    ({ id: userId } = await api()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow());
    const supplier = await api().call('POST', '/api/v1/suppliers', {
      token,
      body: { name: 'Bamburi Cement Ltd', contact: '0722 000 111', address: 'Mombasa Road' },
    });
    supplierId = supplier.body.id;
  });

  const cement = (): {
    name: string;
    quantity: number;
    unit_price: number;
    cost_price: number;
    supplier_id: number | null;
  } => ({
    name: 'Cement 50kg (Bamburi)',
    quantity: 120,
    unit_price: 780,
    cost_price: 690.5,
    supplier_id: supplierId,
  });

  const createItem = async (overrides: Partial<ReturnType<typeof cement>> = {}): Promise<Item> => {
    const response = await api().call('POST', '/api/v1/inventory', {
      token,
      body: { ...cement(), ...overrides },
    });
    expect(response.status).toBe(201);
    return response.body;
  };

  const itemRow = (id: number) =>
    api().db.selectFrom('inventory_items').selectAll().where('id', '=', id).executeTakeFirst();

  const historyRows = (id: number) =>
    api()
      .db.selectFrom('price_history')
      .selectAll()
      .where('inventory_id', '=', id)
      .orderBy('id')
      .execute();

  const count = async (table: 'inventory_items' | 'price_history') =>
    Number(
      (
        await api()
          .db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  // [what is wrong, body, expected error] for both POST and PUT
  const badItemBodies: [string, Record<string, unknown>, string][] = [
    ['missing name', { name: undefined }, 'name: must be text'],
    ['blank name', { name: '   ' }, 'name: must not be blank'],
    ['numeric name', { name: 7 }, 'name: must be text'],
    ['name too long', { name: 'n'.repeat(201) }, 'name: must be at most 200 characters'],
    ['missing quantity', { quantity: undefined }, 'quantity: must be a number'],
    ['negative quantity', { quantity: -1 }, 'quantity: must not be negative'],
    ['fractional quantity', { quantity: 2.5 }, 'quantity: must be a whole number'],
    ['quantity with 4 decimals', { quantity: 1.0005 }, 'quantity: must have at most 3 decimals'],
    ['a blank unit', { unit: ' ' }, 'unit: must not be blank'],
    ['a unit of symbols', { unit: '%%' }, 'unit: must be a word such as pcs, kg, m or bag'],
    [
      'sells_in_fractions as text',
      { sells_in_fractions: 'yes' },
      'sells_in_fractions: must be true or false',
    ],
    ['quantity as text', { quantity: '5' }, 'quantity: must be a number'],
    ['huge quantity', { quantity: 1e12 }, 'quantity: must be at most 10,000,000'],
    ['quantity over 10 million', { quantity: 10_000_001 }, 'quantity: must be at most 10,000,000'],
    ['supplier id beyond 32 bits', { supplier_id: 3_000_000_000 }, 'supplier_id: no such supplier'],
    ['missing unit_price', { unit_price: undefined }, 'unit_price: must be a number'],
    ['null unit_price', { unit_price: null }, 'unit_price: must be a number'],
    ['negative unit_price', { unit_price: -0.01 }, 'unit_price: must not be negative'],
    [
      'unit_price with 3 decimals',
      { unit_price: 10.005 },
      'unit_price: must have at most 2 decimals',
    ],
    ['unit_price as text', { unit_price: '780' }, 'unit_price: must be a number'],
    ['huge unit_price', { unit_price: 1e12 }, 'unit_price: must be at most'],
    ['missing cost_price', { cost_price: undefined }, 'cost_price: must be a number'],
    ['negative cost_price', { cost_price: -5 }, 'cost_price: must not be negative'],
    [
      'cost_price with 3 decimals',
      { cost_price: 0.001 },
      'cost_price: must have at most 2 decimals',
    ],
    ['unknown supplier', { supplier_id: 999_999 }, 'supplier_id: no such supplier'],
    ['supplier_id as text', { supplier_id: '1' }, 'supplier_id: must be a supplier id'],
    ['supplier_id zero', { supplier_id: 0 }, 'supplier_id: must be positive'],
    ['fractional supplier_id', { supplier_id: 1.5 }, 'supplier_id: must be a whole number'],
  ];

  it('creates an item and answers it with the spec field names and its supplier name', async () => {
    const response = await api().call('POST', '/api/v1/inventory', {
      token,
      body: { ...cement(), name: '  Cement 50kg (Bamburi)  ' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Cement 50kg (Bamburi)',
      quantity: 120,
      // Left out of the body: pieces, whole units only.
      unit: 'pcs',
      sells_in_fractions: false,
      unit_price: 780,
      cost_price: 690.5,
      supplier_id: supplierId,
      supplier_name: 'Bamburi Cement Ltd',
      // Worked by the API in cents and tenths of a percent: 120 × 780; (780 − 690.5) / 690.5.
      total_value: 93_600,
      margin_percent: 13,
      // No level of its own: low at 10 or fewer, the shop-wide rule.
      reorder_level: null,
      low_stock: false,
      // Left out, as spec §7's call does: KRA's standard band and the generic units.
      tax_band: 'B',
      kra_item_class_code: null,
      kra_packaging_unit: 'NT',
      kra_quantity_unit: 'U',
      barcode: null,
    });
    expect(await itemRow(response.body.id)).toMatchObject({
      unit_price_cents: 78_000,
      cost_price_cents: 69_050,
    });
  });

  it('accepts an item without a supplier (null or left out) and answers supplier_name null', async () => {
    for (const body of [
      { ...cement(), supplier_id: null },
      { name: 'Wire nails 3" (1kg)', quantity: 0, unit_price: 0, cost_price: 0 },
    ]) {
      const response = await api().call('POST', '/api/v1/inventory', { token, body });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ supplier_id: null, supplier_name: null });
    }
  });

  it('lists items ordered by name then id, with supplier_name joined in', async () => {
    const older = await createItem({ name: 'Iron sheet 30g (3m)' });
    const newer = await createItem({ name: 'Iron sheet 30g (3m)', supplier_id: null });
    const paint = await createItem({ name: 'Crown paint 4L' });
    const list = await api().call('GET', '/api/v1/inventory', { token });
    expect(list.status).toBe(200);
    const names: string[] = list.body.map((item: Item) => item.name);
    expect(names).toEqual([...names].sort());
    const ids: number[] = list.body.map((item: Item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(list.body).toContainEqual(paint);
    expect(list.body).toContainEqual(newer);
    expect(list.body.find((item: Item) => item.id === newer.id).supplier_name).toBeNull();

    // The name comes from the suppliers table at read time, so a renamed supplier shows at once.
    await api().call('PUT', `/api/v1/suppliers/${supplierId}`, {
      token,
      body: { name: 'Bamburi Cement PLC', contact: '0722 000 111' },
    });
    const after = await api().call('GET', '/api/v1/inventory', { token });
    expect(after.body.find((item: Item) => item.id === paint.id).supplier_name).toBe(
      'Bamburi Cement PLC',
    );
    await api().call('PUT', `/api/v1/suppliers/${supplierId}`, {
      token,
      body: { name: 'Bamburi Cement Ltd', contact: '0722 000 111' },
    });
  });

  it('searches by name for the item picker: a first page of ?q=&in_stock=&limit=, refusing bad values', async () => {
    await createItem({ name: 'Binding wire 25kg', quantity: 4 });
    await createItem({ name: 'Barbed WIRE 20kg', quantity: 0 });
    await createItem({ name: 'Wire brush "Ndogo", 3"', quantity: 2 });
    const all = await api().call('GET', '/api/v1/inventory', { token });
    const wires = all.body.filter((item: { name: string }) => /wire/i.test(item.name));
    const search = await api().call('GET', '/api/v1/inventory?q=wIrE', { token });
    expect(search).toMatchObject({
      status: 200,
      body: { items: wires, next_cursor: null, total_count: wires.length },
    });
    const inStock = await api().call('GET', '/api/v1/inventory?q=wire&in_stock=true', { token });
    expect(inStock.body.items).toEqual(
      wires.filter((item: { quantity: number }) => item.quantity > 0),
    );
    const outOfStock = await api().call('GET', '/api/v1/inventory?q=wire&in_stock=false', {
      token,
    });
    expect(outOfStock.body.items).toEqual(
      wires.filter((item: { quantity: number }) => item.quantity === 0),
    );
    expect(outOfStock.body.items.map((item: { name: string }) => item.name)).toContain(
      'Barbed WIRE 20kg',
    );
    const first = await api().call('GET', '/api/v1/inventory?limit=1', { token });
    expect(first.body).toMatchObject({ items: [all.body[0]], total_count: all.body.length });
    for (const query of ['limit=0', 'limit=abc', 'limit=201', 'in_stock=yes', 'offset=1']) {
      const bad = await api().call('GET', `/api/v1/inventory?${query}`, { token });
      expect(bad.status, query).toBe(400);
      expect(bad.body.error).toMatch(/^(limit|in_stock|offset): /);
    }
  });

  it('answers one item by id (beyond §7), 404 when unknown', async () => {
    const item = await createItem({ name: 'Padlock 50mm' });
    expect(await api().call('GET', `/api/v1/inventory/${item.id}`, { token })).toMatchObject({
      status: 200,
      body: item,
    });
    expect(await api().call('GET', '/api/v1/inventory/999999', { token })).toMatchObject({
      status: 404,
      body: { error: 'Inventory item not found' },
    });
  });

  it('keeps money exact: storage is integer cents', async () => {
    const item = await createItem({ name: 'PVC pipe 1/2"', unit_price: 1234.5, cost_price: 0.1 });
    expect(item).toMatchObject({ unit_price: 1234.5, cost_price: 0.1 });

    // 0.1 + 0.2 is 0.30000000000000004 in floating point; a cent-exact API answers 0.3.
    const edited = await api().call('PUT', `/api/v1/inventory/${item.id}`, {
      token,
      body: { ...cement(), name: 'PVC pipe 1/2"', unit_price: 0.1 + 0.2, cost_price: 19.99 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ unit_price: 0.3, cost_price: 19.99 });
    expect(await itemRow(item.id)).toMatchObject({ unit_price_cents: 30, cost_price_cents: 1999 });

    const list = await api().call('GET', '/api/v1/inventory', { token });
    expect(list.body.find((i: Item) => i.id === item.id)).toMatchObject({
      unit_price: 0.3,
      cost_price: 19.99,
    });
    const history = await api().call('GET', `/api/v1/inventory/${item.id}/price-history`, {
      token,
    });
    expect(history.body[0]).toMatchObject({
      old_unit_price: 1234.5,
      new_unit_price: 0.3,
      old_cost_price: 0.1,
      new_cost_price: 19.99,
    });
  });

  it.each(badItemBodies)(
    'POST rejects %s with 400 and writes nothing',
    async (_, change, error) => {
      const before = await count('inventory_items');
      const response = await api().call('POST', '/api/v1/inventory', {
        token,
        body: { ...cement(), ...change },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(error);
      // The same words by field, for the form to show beside the field (issue 20).
      const [field = '', why] = error.split(': ');
      expect(response.body.fields).toEqual({ [field]: expect.stringContaining(why ?? '') });
      expect(await count('inventory_items')).toBe(before);
    },
  );

  it('names every refused field at once, each with its own words, the message unchanged', async () => {
    const response = await api().call('POST', '/api/v1/inventory', {
      token,
      body: { ...cement(), name: ' ', quantity: -1, unit_price: '780', cost_price: 0.001 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error:
        'name: must not be blank; quantity: must not be negative; unit_price: must be a number; ' +
        'cost_price: must have at most 2 decimals',
      fields: {
        name: 'must not be blank',
        quantity: 'must not be negative',
        unit_price: 'must be a number',
        cost_price: 'must have at most 2 decimals',
      },
    });
    // A field the service refuses after validation is named the same way.
    const unknown = await api().call('POST', '/api/v1/inventory', {
      token,
      body: { ...cement(), supplier_id: 999_999 },
    });
    expect(unknown.body).toEqual({
      error: 'supplier_id: no such supplier',
      fields: { supplier_id: 'no such supplier' },
    });
    // Refusals that are not about a field carry no `fields`.
    const missing = await api().call('PUT', '/api/v1/inventory/999999', {
      token,
      body: cement(),
    });
    expect(missing.body).toEqual({ error: 'Inventory item not found' });
  });

  it.each(badItemBodies)(
    'PUT rejects %s with 400, changes nothing and writes no history',
    async (_, change, error) => {
      const item = await createItem();
      const response = await api().call('PUT', `/api/v1/inventory/${item.id}`, {
        token,
        body: { ...cement(), unit_price: 999, cost_price: 888, change_reason: 'x', ...change },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(error);
      const [field = '', why] = error.split(': ');
      expect(response.body.fields).toEqual({ [field]: expect.stringContaining(why ?? '') });
      const list = await api().call('GET', '/api/v1/inventory', { token });
      expect(list.body).toContainEqual(item);
      expect(await historyRows(item.id)).toEqual([]);
    },
  );

  it('rejects malformed JSON and a non-object body with 400', async () => {
    for (const body of ['{"name":', '[]', '"cement"']) {
      const response = await api().call('POST', '/api/v1/inventory', { token, body });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual(expect.any(String));
    }
  });

  it('PUT updates every field and writes no history when the prices stay the same', async () => {
    const item = await createItem();
    const response = await api().call('PUT', `/api/v1/inventory/${item.id}`, {
      token,
      body: {
        name: 'Cement 50kg (Savannah)',
        quantity: 80,
        unit_price: 780,
        cost_price: 690.5,
        supplier_id: null,
        change_reason: 'Manual update via edit',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: item.id,
      name: 'Cement 50kg (Savannah)',
      quantity: 80,
      // Left out of the body: pieces, whole units only.
      unit: 'pcs',
      sells_in_fractions: false,
      unit_price: 780,
      cost_price: 690.5,
      supplier_id: null,
      supplier_name: null,
      total_value: 62_400,
      margin_percent: 13,
      reorder_level: null,
      low_stock: false,
      tax_band: 'B',
      kra_item_class_code: null,
      kra_packaging_unit: 'NT',
      kra_quantity_unit: 'U',
      barcode: null,
    });
    expect(await historyRows(item.id)).toEqual([]);
  });

  it("keeps an item's KRA details: given, in capitals; left out of an edit (spec §7's PUT), unchanged", async () => {
    const kra = {
      tax_band: 'E',
      kra_item_class_code: '30111601',
      kra_packaging_unit: 'BG',
      kra_quantity_unit: 'KG',
    };
    const created = await api().call('POST', '/api/v1/inventory', {
      token,
      body: { ...cement(), ...kra, kra_packaging_unit: ' bg ', kra_quantity_unit: 'kg' },
    });
    expect(created).toMatchObject({ status: 201, body: kra });
    const spec = await api().call('PUT', `/api/v1/inventory/${created.body.id}`, {
      token,
      body: { ...cement(), quantity: 10, change_reason: 'Manual update via edit' },
    });
    expect(spec).toMatchObject({ status: 200, body: { quantity: 10, ...kra } });
    const cleared = await api().call('PUT', `/api/v1/inventory/${created.body.id}`, {
      token,
      body: { ...cement(), tax_band: 'A', kra_item_class_code: '' },
    });
    expect(cleared.body).toMatchObject({
      tax_band: 'A',
      kra_item_class_code: null,
      kra_packaging_unit: 'BG',
    });
    const read = await api().call('GET', `/api/v1/inventory/${created.body.id}`, { token });
    expect(read.body).toEqual(cleared.body);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ tax_band: 'F' }, 'tax_band: must be A, B, C, D or E'],
    [{ tax_band: 'b' }, 'tax_band: must be A, B, C, D or E'],
    [
      { kra_item_class_code: 'CEMENT' },
      "kra_item_class_code: must be KRA's item classification code: up to 10 digits, e.g. 30111601",
    ],
    [
      { kra_item_class_code: '12345678901' },
      "kra_item_class_code: must be KRA's item classification code: up to 10 digits, e.g. 30111601",
    ],
    [
      { kra_packaging_unit: 'NET BAG' },
      'kra_packaging_unit: must be a KRA code of up to 5 letters or digits, e.g. NT or U',
    ],
    [{ kra_quantity_unit: 7 }, 'kra_quantity_unit: must be a KRA unit code'],
  ])('refuses the KRA details %j with 400 and writes nothing', async (change, message) => {
    const before = await api().call('GET', '/api/v1/inventory', { token });
    const response = await api().call('POST', '/api/v1/inventory', {
      token,
      body: { ...cement(), ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(message);
    const after = await api().call('GET', '/api/v1/inventory', { token });
    expect(after.body).toHaveLength(before.body.length);
  });

  it('PUT that changes a price writes exactly one history row with who, why and when', async () => {
    const item = await createItem();
    const response = await api().call('PUT', `/api/v1/inventory/${item.id}`, {
      token,
      body: {
        ...cement(),
        unit_price: 820,
        cost_price: 700,
        change_reason: 'Manual update via edit',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ unit_price: 820, cost_price: 700 });
    const rows = await historyRows(item.id);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        inventory_id: item.id,
        old_unit_price_cents: 78_000,
        new_unit_price_cents: 82_000,
        old_cost_price_cents: 69_050,
        new_cost_price_cents: 70_000,
        change_reason: 'Manual update via edit',
        changed_by_email: email,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);

    // Only the cost price moves: still one entry, and unchanged unit prices are recorded as-is.
    await api().call('PUT', `/api/v1/inventory/${item.id}`, {
      token,
      body: { ...cement(), unit_price: 820, cost_price: 710, change_reason: 'Supplier price list' },
    });
    const after = await historyRows(item.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      old_unit_price_cents: 82_000,
      new_unit_price_cents: 82_000,
      old_cost_price_cents: 70_000,
      new_cost_price_cents: 71_000,
      change_reason: 'Supplier price list',
    });
  });

  it('PUT without a change_reason (or a blank one) records the edit reason', async () => {
    const item = await createItem();
    for (const [unit_price, change_reason] of [
      [800, undefined],
      [810, null],
      [820, '   '],
    ] as const) {
      const response = await api().call('PUT', `/api/v1/inventory/${item.id}`, {
        token,
        body: { ...cement(), unit_price, change_reason },
      });
      expect(response.status).toBe(200);
    }
    const rows = await historyRows(item.id);
    expect(rows.map((row) => row.change_reason)).toEqual([
      'Manual update via edit',
      'Manual update via edit',
      'Manual update via edit',
    ]);
  });

  it('PUT rejects a non-text or too long change_reason', async () => {
    const item = await createItem();
    for (const [change_reason, error] of [
      [42, 'change_reason: must be text'],
      ['r'.repeat(501), 'change_reason: must be at most 500 characters'],
    ] as const) {
      const response = await api().call('PUT', `/api/v1/inventory/${item.id}`, {
        token,
        body: { ...cement(), unit_price: 1, change_reason },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(error);
    }
    expect(await historyRows(item.id)).toEqual([]);
    expect(await itemRow(item.id)).toMatchObject({ unit_price_cents: 78_000 });
  });

  it('PUT, DELETE and price history answer 404 for an unknown item and 400 for a bad id', async () => {
    const [itemsBefore, historyBefore] = [
      await count('inventory_items'),
      await count('price_history'),
    ];
    const notFound = { status: 404, body: { error: 'Inventory item not found' } };
    expect(
      await api().call('PUT', '/api/v1/inventory/999999', { token, body: cement() }),
    ).toMatchObject(notFound);
    expect(await api().call('DELETE', '/api/v1/inventory/999999', { token })).toMatchObject(
      notFound,
    );
    expect(
      await api().call('GET', '/api/v1/inventory/999999/price-history', { token }),
    ).toMatchObject(notFound);
    expect(
      await api().call('POST', '/api/v1/inventory/999999/price-history', {
        token,
        body: { new_unit_price: 1, new_cost_price: 1, change_reason: 'Promo' },
      }),
    ).toMatchObject(notFound);
    expect([await count('inventory_items'), await count('price_history')]).toEqual([
      itemsBefore,
      historyBefore,
    ]);

    for (const id of ['abc', '0', '-1', '2.5']) {
      for (const [method, path, body] of [
        ['PUT', `/api/v1/inventory/${id}`, cement()],
        ['DELETE', `/api/v1/inventory/${id}`, undefined],
        ['GET', `/api/v1/inventory/${id}/price-history`, undefined],
        [
          'POST',
          `/api/v1/inventory/${id}/price-history`,
          { new_unit_price: 1, new_cost_price: 1, change_reason: 'Promo' },
        ],
      ] as const) {
        const response = await api().call(method, path, { token, body });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.body.error).toMatch(/^id: /);
      }
    }
  });

  it('DELETE removes the item and its price history; past order lines keep their names', async () => {
    const item = await createItem({ name: 'Gypsum board 12mm' });
    await api().call('POST', `/api/v1/inventory/${item.id}/price-history`, {
      token,
      body: { new_unit_price: 950, new_cost_price: 800, change_reason: 'New stock' },
    });
    expect(await historyRows(item.id)).toHaveLength(1);
    const customer = await api().call('POST', '/api/v1/customers', {
      token,
      body: { name: 'Mwangi Builders', contact: '0711 222 333' },
    });
    const order = await api()
      .db.insertInto('orders')
      .values({
        order_number: `ORD-${randomUUID().slice(0, 8)}`,
        customer_id: customer.body.id,
        subtotal_cents: 95_000,
        vat_rate_bp: 1600,
        vat_cents: 15_200,
        total_cents: 110_200,
        payment_method: 'cash',
        status: 'paid',
        paid_cents: 110_200,
        created_by: userId,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api()
      .db.insertInto('order_items')
      .values({
        order_id: order.id,
        inventory_id: item.id,
        item_name: 'Gypsum board 12mm',
        quantity_milli: 1000,
        unit_price_cents: 95_000,
        total_cents: 95_000,
        net_cents: 81_897,
        vat_cents: 13_103,
        cost_cents: 0,
      })
      .execute();

    const response = await api().call('DELETE', `/api/v1/inventory/${item.id}`, { token });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();

    const list = await api().call('GET', '/api/v1/inventory', { token });
    expect(list.body.map((i: Item) => i.id)).not.toContain(item.id);
    expect(await historyRows(item.id)).toEqual([]);
    const line = await api()
      .db.selectFrom('order_items')
      .select(['inventory_id', 'item_name'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ inventory_id: null, item_name: 'Gypsum board 12mm' });

    expect((await api().call('DELETE', `/api/v1/inventory/${item.id}`, { token })).status).toBe(
      404,
    );
  });

  it('price history is empty for a new item and lists entries newest first', async () => {
    const item = await createItem({ unit_price: 100, cost_price: 80 });
    const empty = await api().call('GET', `/api/v1/inventory/${item.id}/price-history`, { token });
    expect(empty).toMatchObject({ status: 200, body: [] });

    for (const [unit, cost, reason] of [
      [110, 85, 'Fuel prices went up'],
      [120, 90, 'Supplier increase'],
      [115, 90, 'Promotion'],
    ] as const) {
      api().advanceClock(60_000);
      const response = await api().call('POST', `/api/v1/inventory/${item.id}/price-history`, {
        token,
        body: { new_unit_price: unit, new_cost_price: cost, change_reason: reason },
      });
      expect(response.status).toBe(201);
    }

    const history = await api().call('GET', `/api/v1/inventory/${item.id}/price-history`, {
      token,
    });
    expect(history.status).toBe(200);
    expect(history.body.map((e: { change_reason: string }) => e.change_reason)).toEqual([
      'Promotion',
      'Supplier increase',
      'Fuel prices went up',
    ]);
    expect(history.body[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      old_unit_price: 120,
      new_unit_price: 115,
      old_cost_price: 90,
      new_cost_price: 90,
      change_reason: 'Promotion',
      changed_by_email: email,
    });
    expect(Date.parse(history.body[0].created_at)).toBeGreaterThan(
      Date.parse(history.body[2].created_at),
    );
  });

  it('POST price-history updates the item and answers { item, entry }', async () => {
    const item = await createItem();
    const response = await api().call('POST', `/api/v1/inventory/${item.id}/price-history`, {
      token,
      body: {
        new_unit_price: 1234.5,
        new_cost_price: 1000.05,
        change_reason: '  New price list  ',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      item: {
        ...item,
        unit_price: 1234.5,
        cost_price: 1000.05,
        // 120 × 1,234.50, and (1,234.50 − 1,000.05) / 1,000.05 to a tenth of a percent.
        total_value: 148_140,
        margin_percent: 23.4,
      },
      entry: {
        id: expect.any(Number),
        created_at: expect.any(String),
        old_unit_price: 780,
        new_unit_price: 1234.5,
        old_cost_price: 690.5,
        new_cost_price: 1000.05,
        change_reason: 'New price list',
        changed_by_email: email,
      },
    });
    const list = await api().call('GET', '/api/v1/inventory', { token });
    expect(list.body).toContainEqual(response.body.item);
    const history = await api().call('GET', `/api/v1/inventory/${item.id}/price-history`, {
      token,
    });
    expect(history.body).toEqual([response.body.entry]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a missing reason',
      { change_reason: undefined },
      'change_reason: Please provide a reason for the price change.',
    ],
    [
      'a null reason',
      { change_reason: null },
      'change_reason: Please provide a reason for the price change.',
    ],
    [
      'a blank reason',
      { change_reason: '  \t ' },
      'change_reason: Please provide a reason for the price change.',
    ],
    ['a numeric reason', { change_reason: 5 }, 'change_reason: must be text'],
    [
      'a too long reason',
      { change_reason: 'r'.repeat(501) },
      'change_reason: must be at most 500 characters',
    ],
    ['a missing unit price', { new_unit_price: undefined }, 'new_unit_price: must be a number'],
    ['a negative unit price', { new_unit_price: -1 }, 'new_unit_price: must not be negative'],
    ['a unit price as text', { new_unit_price: '900' }, 'new_unit_price: must be a number'],
    [
      'a cost price with 3 decimals',
      { new_cost_price: 1.234 },
      'new_cost_price: must have at most 2 decimals',
    ],
    ['a missing cost price', { new_cost_price: undefined }, 'new_cost_price: must be a number'],
  ])('POST price-history rejects %s with 400 and writes nothing', async (_, change, error) => {
    const item = await createItem();
    const response = await api().call('POST', `/api/v1/inventory/${item.id}/price-history`, {
      token,
      body: { new_unit_price: 900, new_cost_price: 800, change_reason: 'Price review', ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
    expect(await historyRows(item.id)).toEqual([]);
    expect(await itemRow(item.id)).toMatchObject({
      unit_price_cents: 78_000,
      cost_price_cents: 69_050,
    });
  });

  it('concurrent price changes each record the price they replaced', async () => {
    const item = await createItem({ unit_price: 100, cost_price: 50 });
    const prices = Array.from({ length: 10 }, (_, i) => 200 + i);
    const responses = await Promise.all(
      prices.map((price) =>
        api().call('POST', `/api/v1/inventory/${item.id}/price-history`, {
          token,
          body: { new_unit_price: price, new_cost_price: 50, change_reason: `Set to ${price}` },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(prices.map(() => 201));
    const rows = await historyRows(item.id);
    expect(rows).toHaveLength(10);
    // Oldest first the entries form one chain: each starts where the previous one ended.
    const chain = rows.map((row) => [row.old_unit_price_cents, row.new_unit_price_cents]);
    expect(chain[0]![0]).toBe(10_000);
    for (let i = 1; i < chain.length; i++) {
      expect(chain[i]![0]).toBe(chain[i - 1]![1]);
    }
    expect(await itemRow(item.id)).toMatchObject({ unit_price_cents: chain.at(-1)![1] });
  });

  it('refuses every call without a valid token', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/v1/inventory', undefined],
      ['POST', '/api/v1/inventory', cement()],
      ['PUT', '/api/v1/inventory/1', cement()],
      ['DELETE', '/api/v1/inventory/1', undefined],
      ['GET', '/api/v1/inventory/1/price-history', undefined],
      [
        'POST',
        '/api/v1/inventory/1/price-history',
        { new_unit_price: 1, new_cost_price: 1, change_reason: 'x' },
      ],
    ] as const) {
      expect(await api().call(method, path, { body })).toMatchObject({
        status: 401,
        body: { error: 'No authentication token found' },
      });
      const invalid = await api().call(method, path, { body, token: 'not-a-token' });
      expect(invalid.status).toBe(401);
      expect(invalid.body.error).toEqual(expect.any(String));
    }
  });
});
