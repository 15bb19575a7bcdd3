import { beforeAll, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * Items' barcodes (issue 50): given on POST and PUT, one item per code (a 409 naming the item
 * that has it, also when two tills race), looked up exactly with `?barcode=`, in the CSV.
 */
describeEachDatabase('item barcodes', (api) => {
  let token: string;
  let email: string;

  beforeAll(async () => {
    ({ token, email } = await api().newUser());
  });

  const item = (name: string, barcode?: string | null) => ({
    name,
    quantity: 10,
    unit_price: 150,
    cost_price: 100,
    supplier_id: null,
    ...(barcode === undefined ? {} : { barcode }),
  });
  const create = (name: string, barcode?: string | null) =>
    api().call('POST', '/api/v1/inventory', { token, body: item(name, barcode) });
  const lookUp = (barcode: string) =>
    api().call('GET', `/api/v1/inventory?barcode=${encodeURIComponent(barcode)}`, { token });

  it('keeps a barcode trimmed, answers it, and finds the item by it exactly', async () => {
    const created = await create('Kasuku Exercise Book 96pg', '  6161101234567 ');
    expect(created.status).toBe(201);
    expect(created.body.barcode).toBe('6161101234567');
    const found = await lookUp('6161101234567');
    expect(found.status).toBe(200);
    expect(found.body.items.map((row: { name: string }) => row.name)).toEqual([
      'Kasuku Exercise Book 96pg',
    ]);
    expect(found.body.total_count).toBe(1);
    // Exact, not a part of it.
    expect((await lookUp('616110123456')).body.items).toEqual([]);
    expect((await lookUp('0000000000000')).body.items).toEqual([]);
  });

  it('lets any number of items have none, and blank is none', async () => {
    for (const [name, barcode] of [
      ['Nails 2in', undefined],
      ['Nails 3in', null],
      ['Nails 4in', '   '],
    ] as const) {
      const created = await create(name, barcode);
      expect(created.status).toBe(201);
      expect(created.body.barcode).toBeNull();
    }
  });

  it('refuses a second item with the same barcode, naming the item that has it', async () => {
    expect((await create('Omo 1kg', '5901234123457')).status).toBe(201);
    const again = await create('Omo 1kg (promo pack)', '5901234123457');
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'Barcode 5901234123457 is already on Omo 1kg' },
    });
    const other = await create('Ariel 1kg', '5901234123464');
    expect(other.status).toBe(201);
    const edit = await api().call('PUT', `/api/v1/inventory/${other.body.id}`, {
      token,
      body: item('Ariel 1kg', '5901234123457'),
    });
    expect(edit).toMatchObject({
      status: 409,
      body: { error: 'Barcode 5901234123457 is already on Omo 1kg' },
    });
    // Nothing of the refused edit stayed.
    expect((await lookUp('5901234123464')).body.items).toHaveLength(1);
  });

  it('keeps the barcode on an edit that leaves it out, and clears it with null', async () => {
    const created = await create('Royco Cubes', 'RC-001/12');
    const put = (barcode?: string | null) =>
      api().call('PUT', `/api/v1/inventory/${created.body.id}`, {
        token,
        body: item('Royco Cubes', barcode),
      });
    expect((await put()).body.barcode).toBe('RC-001/12');
    expect((await put(created.body.barcode)).status).toBe(200);
    expect((await put(null)).body.barcode).toBeNull();
  });

  it('sets, refuses and clears a barcode alone with PATCH, leaving the stock a sale just moved', async () => {
    const created = await create('Kimbo 1kg');
    const taken = await create('Kimbo 2kg', '6009801234561');
    const patch = (barcode: string | null, who = token) =>
      api().call('PATCH', `/api/v1/inventory/${created.body.id}/barcode`, {
        token: who,
        body: { barcode },
      });
    // A sale at the till after the screen read the item: the barcode edit does not undo it.
    const sale = await api().call('POST', '/api/v1/orders', {
      token,
      body: {
        items: [{ id: created.body.id, quantity: 3, unit_price: 150 }],
        payment_method: 'cash',
        subtotal: 387.93,
        vat_rate: 0.16,
        vat_amount: 62.07,
        total_amount: 450,
      },
    });
    expect(sale.status).toBe(201);
    const set = await patch(' 6009801234578 ');
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ barcode: '6009801234578', name: 'Kimbo 1kg' });
    expect(set.body.quantity).toBe(7);
    expect((await lookUp('6009801234578')).body.items).toHaveLength(1);

    expect(await patch('6009801234561')).toMatchObject({
      status: 409,
      body: { error: `Barcode 6009801234561 is already on ${taken.body.name}` },
    });
    expect((await lookUp('6009801234578')).body.items).toHaveLength(1);
    expect((await patch('59012 34123')).status).toBe(400);
    expect((await patch(null)).body.barcode).toBeNull();
    expect((await patch('')).body.barcode).toBeNull();

    const missing = await api().call('PATCH', '/api/v1/inventory/999999/barcode', {
      token,
      body: { barcode: '6009801234585' },
    });
    expect(missing.status).toBe(404);
    const { token: cashier } = await api().newUser(undefined, 'cashier');
    expect((await patch('6009801234592', cashier)).status).toBe(403);
  });

  it('writes each change of a barcode to the audit trail, by PATCH or PUT, and none for a refused or unchanged one', async () => {
    const created = await create(`Omo 1kg ${Date.now()}`, '6001087012345');
    const taken = await create(`Omo 2kg ${Date.now()}`, '6001087012352');
    const patch = (barcode: string | null) =>
      api().call('PATCH', `/api/v1/inventory/${created.body.id}/barcode`, {
        token,
        body: { barcode },
      });
    expect((await patch('6001087012369')).status).toBe(200);
    expect((await patch('6001087012369')).status).toBe(200);
    expect((await patch(taken.body.barcode)).status).toBe(409);
    expect((await patch(null)).status).toBe(200);
    const put = await api().call('PUT', `/api/v1/inventory/${created.body.id}`, {
      token,
      body: item(created.body.name, 'OMO-1KG'),
    });
    expect(put.status).toBe(200);
    // A PUT that leaves the barcode out keeps it: nothing to record.
    await api().call('PUT', `/api/v1/inventory/${created.body.id}`, {
      token,
      body: item(created.body.name),
    });

    const trail = await api().call('GET', '/api/v1/audit?action=barcode.changed&limit=200', {
      token,
    });
    expect(trail.status).toBe(200);
    const mine = (trail.body.items as Array<Record<string, unknown>>)
      .filter((event) => event.entity_id === created.body.id)
      .reverse();
    const name = created.body.name;
    expect(mine).toMatchObject([
      {
        actor_email: email,
        entity: 'item',
        summary: `${name}: barcode 6001087012345 → 6001087012369`,
        changes: [{ field: 'Barcode', before: '6001087012345', after: '6001087012369' }],
      },
      {
        summary: `${name}: barcode 6001087012369 → none`,
        changes: [{ field: 'Barcode', before: '6001087012369', after: null }],
      },
      {
        summary: `${name}: barcode none → OMO-1KG`,
        changes: [{ field: 'Barcode', before: null, after: 'OMO-1KG' }],
      },
    ]);
    expect(mine).toHaveLength(3);
  });

  it('refuses a barcode a scanner could not have sent', async () => {
    for (const barcode of ['59012 34123', 'abc;drop', 'x'.repeat(49)]) {
      const refused = await create('Bad code', barcode);
      expect(refused.status, barcode).toBe(400);
      expect(refused.body.fields).toEqual({ barcode: expect.stringContaining('scanner') });
    }
    expect((await lookUp('has space')).status).toBe(400);
  });

  it('of two items given one barcode at the same moment, lets exactly one in', async () => {
    const answers = await Promise.all([
      create('Blue Band 500g', '6001087340014'),
      create('Blue Band 500g (till 2)', '6001087340014'),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201)!.body.name;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.error).toBe(`Barcode 6001087340014 is already on ${winner}`);
    expect((await lookUp('6001087340014')).body.items).toHaveLength(1);
  });

  it('finds an item by its whole barcode in the list search too', async () => {
    await create('Dettol 500ml', '6001106123456');
    const search = await api().call('GET', '/api/v1/inventory?q=6001106123456&limit=5', { token });
    expect(search.body.items.map((row: { name: string }) => row.name)).toEqual(['Dettol 500ml']);
    const part = await api().call('GET', '/api/v1/inventory?q=600110612&limit=5', { token });
    expect(part.body.items).toEqual([]);
  });

  it('puts the barcode in the CSV export', async () => {
    await create('Menengai Soap 800g', '6164000012345');
    const response = await api().app.request('/api/v1/inventory/export.csv?q=menengai', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const rows = readCsv(await response.text());
    expect(rows[0]?.at(-1)).toBe('Barcode');
    expect(rows[1]?.[0]).toBe('Menengai Soap 800g');
    expect(rows[1]?.at(-1)).toBe('6164000012345');
  });
});
