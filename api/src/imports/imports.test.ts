import ExcelJS from 'exceljs';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-api.ts';

const CSV = { 'Content-Type': 'text/csv' };

describeEachDatabase('spreadsheet imports', (api) => {
  let token: string;
  beforeEach(async () => {
    ({ token } = await api().newUser());
    // Each test starts from an empty shop: no items, customers or suppliers from another test.
    for (const table of [
      'stock_movements',
      'price_history',
      'inventory_items',
      'suppliers',
    ] as const)
      await api().db.deleteFrom(table).execute();
  });

  const send = (kind: string, body: string, query = '', headers: Record<string, string> = {}) =>
    api().call('POST', `/api/v1/imports/${kind}${query}`, {
      token,
      body,
      headers: { ...CSV, ...headers },
    });
  const countOf = async (
    table: 'inventory_items' | 'customers' | 'suppliers' | 'stock_movements',
  ) =>
    Number(
      (
        await api()
          .db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const addSupplier = (name: string) =>
    api().call('POST', '/api/v1/suppliers', { token, body: { name, contact: '0700 000 000' } });

  const ITEMS = [
    'Item Name,Selling Price,Cost,Qty,Unit,Sold by weight,Barcode,Tax,Supplier,Reorder level',
    'Cement 50 kg,"1,250.00",980,40,bag,No,6161101234567,B,Bamburi Cement,10',
    'Nails 3 inch,"KSh 320.50",250,"12.5",kg,Y,,VAT (16%),,2.5',
    'Wheelbarrow,"4,500",3800,3,,,,Exempt,,',
  ].join('\r\n');

  it('answers a dry run row by row, with each bad value under its column, and writes nothing', async () => {
    await addSupplier('Bamburi Cement');
    const file = [
      ITEMS,
      ',100,50,1,,,,,,',
      'Paint,cheap,50,1.5,,No,,Z,Nobody Ltd,-1',
      'Bolt,10,5,1,pcs,,bad code!,,,',
    ].join('\r\n');
    const answer = await send('inventory', file, '?dry_run=true');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: 3, invalid: 3, created: 3, updated: 0 });
    expect(answer.body.columns[1]).toEqual({ header: 'Selling Price', field: 'unit_price' });
    expect(answer.body.rows.slice(0, 3)).toEqual([
      { row: 2, status: 'ok', name: 'Cement 50 kg', action: 'create' },
      { row: 3, status: 'ok', name: 'Nails 3 inch', action: 'create' },
      { row: 4, status: 'ok', name: 'Wheelbarrow', action: 'create' },
    ]);
    expect(answer.body.rows[3]).toEqual({
      row: 5,
      status: 'error',
      name: '',
      errors: { 'Item Name': 'is required' },
    });
    expect(answer.body.rows[4].errors).toEqual({
      'Selling Price': 'must be a number',
      Qty: 'must be whole units: the item does not sell in fractions',
      Tax: 'must be A, B, C, D or E',
      Supplier: 'no supplier named "Nobody Ltd": add or import it first',
      'Reorder level': 'must not be negative',
    });
    expect(Object.keys(answer.body.rows[5].errors)).toEqual(['Barcode']);
    expect(await countOf('inventory_items')).toBe(0);
    expect(await countOf('stock_movements')).toBe(0);
  });

  it('imports the whole file, opening stock at cost in the ledger, with one audit event', async () => {
    await addSupplier('Bamburi Cement');
    const answer = await send('inventory', ITEMS);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: 3, invalid: 0, created: 3 });
    const items = await api().call('GET', '/api/v1/inventory', { token });
    const cement = items.body.find((item: { name: string }) => item.name === 'Cement 50 kg');
    expect(cement).toMatchObject({
      unit_price: 1250,
      cost_price: 980,
      quantity: 40,
      unit: 'bag',
      sells_in_fractions: false,
      barcode: '6161101234567',
      tax_band: 'B',
      supplier_name: 'Bamburi Cement',
      reorder_level: 10,
    });
    const nails = items.body.find((item: { name: string }) => item.name === 'Nails 3 inch');
    expect(nails).toMatchObject({ unit_price: 320.5, quantity: 12.5, sells_in_fractions: true });
    const barrow = items.body.find((item: { name: string }) => item.name === 'Wheelbarrow');
    expect(barrow).toMatchObject({ unit: 'pcs', tax_band: 'A', quantity: 3 });
    const movements = await api()
      .db.selectFrom('stock_movements')
      .select(['inventory_id', 'kind', 'quantity_change_milli', 'average_cost_cents'])
      .where('inventory_id', '=', cement.id)
      .execute();
    expect(
      movements.map((m) => ({ ...m, average_cost_cents: Number(m.average_cost_cents) })),
    ).toEqual([
      {
        inventory_id: cement.id,
        kind: 'opening',
        quantity_change_milli: 40_000,
        average_cost_cents: 98_000,
      },
    ]);
    const audit = await api()
      .db.selectFrom('audit_events')
      .select(['action', 'summary'])
      .where('action', '=', 'records.imported')
      .execute();
    expect(audit).toEqual([
      {
        action: 'records.imported',
        summary: 'Imported items from a spreadsheet: 3 added, 0 updated, 0 left as they were',
      },
    ]);
  });

  it('imports nothing when one row is bad, and says which rows', async () => {
    const answer = await send('inventory', `${ITEMS}\r\nPaint,-5,1,1,,,,,,`);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^Nothing was imported: 2 rows cannot be \(rows 2, 5\)/);
    expect(answer.body.fields).toEqual({
      '2.Supplier': 'no supplier named "Bamburi Cement": add or import it first',
      '5.Selling Price': 'must not be negative',
    });
    expect(await countOf('inventory_items')).toBe(0);
  });

  it('refuses a name or barcode that repeats inside the file', async () => {
    const answer = await send(
      'inventory',
      'Name,Price,Barcode\r\nSand,10,111\r\nsand ,12,\r\nGravel,5,111\r\n',
      '?dry_run=true',
    );
    expect(answer.body.rows.map((row: { errors?: object }) => row.errors ?? null)).toEqual([
      null,
      { Name: 'repeats row 2' },
      { Barcode: 'repeats row 2' },
    ]);
  });

  it('adds nothing when the same file is sent twice: replayed under its key, reported without', async () => {
    const file = 'Name,Price,Quantity\r\nSand,10,5\r\nGravel,12,7\r\n';
    const key = { 'Idempotency-Key': `import-${Math.random()}` };
    const first = await send('inventory', file, '', key);
    const again = await send('inventory', file, '', key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const unkeyed = await send('inventory', file);
    expect(unkeyed.status).toBe(422);
    expect(unkeyed.body.fields['2.Name']).toMatch(/"Sand" is already in inventory/);
    expect(await countOf('inventory_items')).toBe(2);
    expect(await countOf('stock_movements')).toBe(2);

    const skipped = await send('inventory', file, '?on_match=skip');
    expect(skipped.body).toMatchObject({ created: 0, skipped: 2 });
    expect(await countOf('inventory_items')).toBe(2);
  });

  it('updates matched items only with on_match=update: by barcode first, prices and stock recorded', async () => {
    await send(
      'inventory',
      'Name,Price,Cost,Quantity,Barcode\r\nSand,10,6,5,S-1\r\nGravel,12,8,7,\r\n',
    );
    const answer = await send(
      'inventory',
      'Name,Price,Quantity,Barcode\r\nRiver sand,11,9,S-1\r\nGravel,12,7,\r\nBallast,30,1,\r\n',
      '?on_match=update',
    );
    expect(answer.body).toMatchObject({ created: 1, updated: 2 });
    const items = (await api().call('GET', '/api/v1/inventory', { token })).body;
    expect(
      items.map(
        (item: { name: string; unit_price: number; cost_price: number; quantity: number }) => [
          item.name,
          item.unit_price,
          item.cost_price,
          item.quantity,
        ],
      ),
    ).toEqual([
      ['Ballast', 30, 0, 1],
      ['Gravel', 12, 8, 7],
      ['River sand', 11, 6, 9],
    ]);
    const sand = items.find((item: { name: string }) => item.name === 'River sand');
    const ledger = await api()
      .db.selectFrom('stock_movements')
      .select(['kind', 'quantity_change_milli'])
      .where('inventory_id', '=', sand.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'opening', quantity_change_milli: 5000 },
      { kind: 'edit', quantity_change_milli: 4000 },
    ]);
    const history = await api()
      .db.selectFrom('price_history')
      .select(['old_unit_price_cents', 'new_unit_price_cents', 'change_reason'])
      .where('inventory_id', '=', sand.id)
      .execute();
    expect(history).toEqual([
      {
        old_unit_price_cents: 1000,
        new_unit_price_cents: 1100,
        change_reason: 'Imported from a spreadsheet',
      },
    ]);
  });

  it('reads the same file as .csv and as .xlsx alike', async () => {
    const rows = [
      ['Name', 'Price', 'Quantity', 'Sells in fractions'],
      ['Sand', 1250.5, 3, 'no'],
      ['Wire', 80, 2.25, 'yes'],
    ];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stock');
    for (const row of rows) sheet.addRow(row);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const csv = rows.map((row) => row.join(',')).join('\r\n');
    const fromCsv = await send('inventory', csv, '?dry_run=true');
    const fromXlsx = await api().app.request('/api/v1/imports/inventory?dry_run=true', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      body: xlsx,
    });
    expect(fromXlsx.status).toBe(200);
    expect(await fromXlsx.json()).toEqual(fromCsv.body);
    expect(fromCsv.body).toMatchObject({ valid: 2, invalid: 0 });

    const form = new FormData();
    form.set('file', new Blob([xlsx]), 'stock.xlsx');
    const uploaded = await api().app.request('/api/v1/imports/inventory', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    expect(await countOf('inventory_items')).toBe(2);
  });

  it('takes the match of columns it is given, and refuses one naming an unknown field', async () => {
    const file = 'Jina,Bei,Idadi\r\nSukari,150,20\r\n';
    const matched = await send('inventory', file, '?dry_run=true');
    expect(matched.body.rows[0].errors).toEqual({
      Name: 'is required',
      'Unit price (incl. VAT)': 'is required',
    });
    const columns = encodeURIComponent(JSON.stringify(['name', 'unit_price', 'quantity']));
    const answer = await send('inventory', file, `?columns=${columns}`);
    expect(answer.body).toMatchObject({ created: 1 });
    const wrong = await send(
      'inventory',
      file,
      `?dry_run=true&columns=${encodeURIComponent('["name","price",null]')}`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ columns: 'names no field of inventory: price' });
  });

  it('imports customers and suppliers, a Zoho or QuickBooks export as it comes', async () => {
    const customers = await send(
      'customers',
      'Display Name;MobilePhone;Billing Address;Tax Registration Number\r\nAmina Otieno;0711 222 333;"Kisumu; Oginga Odinga St";p051234567x\r\nJuma;;;BAD\r\n',
      '?dry_run=false',
    );
    expect(customers.status).toBe(422);
    expect(customers.body.fields).toEqual({
      '3.MobilePhone': 'must not be blank',
      '3.Tax Registration Number': 'must be a letter, 9 digits and a letter, e.g. P051234567X',
    });
    const fixed = await send(
      'customers',
      'Display Name;MobilePhone;Billing Address;Tax Registration Number\r\nAmina Otieno;0711 222 333;"Kisumu; Oginga Odinga St";p051234567x\r\n',
    );
    expect(fixed.body).toMatchObject({ created: 1 });
    const amina = await api()
      .db.selectFrom('customers')
      .select(['contact', 'address', 'kra_pin'])
      .where('name', '=', 'Amina Otieno')
      .executeTakeFirstOrThrow();
    expect(amina).toEqual({
      contact: '0711 222 333',
      address: 'Kisumu; Oginga Odinga St',
      kra_pin: 'P051234567X',
    });

    const suppliers = await send(
      'suppliers',
      'Vendor Name,Phone,Address,Tax ID\r\nDevki Steel,0722 000 000,Ruiru,p000111222q\r\n',
    );
    expect(suppliers.body).toMatchObject({ created: 1 });
    expect(await countOf('suppliers')).toBe(1);
    const devki = await api()
      .db.selectFrom('suppliers')
      .select('kra_pin')
      .where('name', '=', 'Devki Steel')
      .executeTakeFirstOrThrow();
    expect(devki.kra_pin).toBe('P000111222Q');
  });

  it('is for owners and managers, and gives a template to fill in', async () => {
    const { token: cashier } = await api().newUser(undefined, 'cashier');
    const refused = await api().call('POST', '/api/v1/imports/inventory?dry_run=true', {
      token: cashier,
      body: 'Name,Price\r\nSand,10\r\n',
      headers: CSV,
    });
    expect(refused.status).toBe(403);
    const template = await api().call('GET', '/api/v1/imports/inventory/template.csv', { token });
    expect(template.status).toBe(200);
    expect(template.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Name,Unit price (incl. VAT),Cost,Quantity,Unit,Sells in fractions,Barcode,Tax band,KRA class,Supplier,Reorder level',
    );
    // The template, filled in as it comes, imports.
    const filled = await send('inventory', template.body, '?dry_run=true');
    expect(filled.body).toMatchObject({ valid: 0, invalid: 1 });
    expect(filled.body.rows[0].errors).toEqual({
      Supplier: 'no supplier named "Bamburi Cement": add or import it first',
    });
  });
});
