import { beforeAll, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { insertCustomer, insertItem, insertSupplier } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/** Pages of customers and suppliers (`?q=&limit=&cursor=&sort=`) and the CSV exports of all three lists. */
describeEachDatabase('party and inventory search and exports', (api) => {
  let token: string;

  async function download(path: string) {
    const response = await api().app.request(path, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return { response, rows: readCsv(text.slice(1)) };
  }

  beforeAll(async () => {
    ({ token } = await api().newUser());
    for (const name of [
      'Zawadi Stores',
      'Ãmani Hardware',
      'ämani Paints',
      'Baraka, "Fundi" & Co',
      'bidii Traders',
    ]) {
      await insertCustomer(api().db, { name, contact: '+254 700 000 001', address: null });
    }
    await insertCustomer(api().db, {
      name: '=HYPERLINK("http://evil")',
      contact: 'evil@example.com',
      address: 'Line one\r\nLine two',
    });
  });

  it('answers the spec’s whole list without parameters and a page of matches with them', async () => {
    const all = await api().call('GET', '/api/v1/customers', { token });
    // Six added, and the shop's walk-in customer (0030).
    expect(all.body).toHaveLength(7);
    const amani = await api().call('GET', `/api/v1/customers?q=${encodeURIComponent('ÃMANI')}`, {
      token,
    });
    expect(amani.status).toBe(200);
    expect(amani.body).toEqual({
      // A page's rows also say what each customer owes (nothing here).
      items: [
        { ...all.body.find((c: { name: string }) => c.name === 'Ãmani Hardware'), balance: 0 },
      ],
      next_cursor: null,
      total_count: 1,
    });
    const byContact = await api().call('GET', '/api/v1/customers?q=example.com', { token });
    expect(byContact.body.items).toHaveLength(1);
    const limited = await api().call('GET', '/api/v1/customers?limit=2', { token });
    expect(limited.body).toMatchObject({ items: all.body.slice(0, 2), total_count: 7 });
    for (const query of ['limit=0', 'limit=x', 'sort=name', 'cursor=x', 'in_stock=true']) {
      const bad = await api().call('GET', `/api/v1/customers?${query}`, { token });
      expect(bad.status, query).toBe(400);
      expect(bad.body.error).toMatch(/^(limit|sort|cursor|in_stock): /);
    }
  });

  it('walks every customer exactly once by name either way, and the export follows the sort', async () => {
    const all = (await api().call('GET', '/api/v1/customers', { token })).body;
    // By name as people read it: a name typed in lower case is not put after "Z".
    expect(
      all.map((c: { name: string }) => c.name).filter((name: string) => /^[A-Za-z]/.test(name)),
    ).toEqual(['Baraka, "Fundi" & Co', 'bidii Traders', 'Walk-in customer', 'Zawadi Stores']);
    for (const [sort, expected] of [
      ['name_asc', all],
      ['name_desc', [...all].reverse()],
    ] as const) {
      const walked = [];
      let cursor: string | null = null;
      do {
        const page = await api().call(
          'GET',
          `/api/v1/customers?limit=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
          { token },
        );
        expect(page.status, page.body.error).toBe(200);
        expect(page.body.total_count).toBe(all.length);
        walked.push(...page.body.items);
        cursor = page.body.next_cursor;
      } while (cursor);
      expect(walked).toEqual(expected.map((customer: object) => ({ ...customer, balance: 0 })));
      const { rows } = await download(`/api/v1/customers/export.csv?sort=${sort}`);
      expect(rows.slice(1).map((row) => row[0]!.replace(/^'/, ''))).toEqual(
        expected.map((c: { name: string }) => c.name),
      );
    }
    const first = await api().call('GET', '/api/v1/customers?limit=2&sort=name_desc', { token });
    const mixed = await api().call(
      'GET',
      `/api/v1/customers?limit=2&sort=name_asc&cursor=${first.body.next_cursor}`,
      { token },
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toMatch(/^cursor: is not a cursor of this list sorted by name_asc/);
  });

  it('exports customers as CSV: quoted fields, CRLF inside quotes kept, formulas defused', async () => {
    const { response, rows } = await download('/api/v1/customers/export.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...customers] = rows;
    // Customers' export adds what each owes (nothing yet here).
    expect(header).toEqual(['Name', 'Contact', 'Address', 'KRA PIN', 'Balance (KSh)']);
    const all = await api().call('GET', '/api/v1/customers', { token });
    expect(customers.map((row) => row[0]!.replace(/^'/, ''))).toEqual(
      all.body.map((c: { name: string }) => c.name),
    );
    expect(customers).toContainEqual(['Baraka, "Fundi" & Co', '+254 700 000 001', '', '', '0.00']);
    expect(customers).toContainEqual([
      `'=HYPERLINK("http://evil")`,
      'evil@example.com',
      'Line one\r\nLine two',
      '',
      '0.00',
    ]);
    const searched = await download('/api/v1/customers/export.csv?q=zawadi');
    expect(searched.rows.slice(1)).toEqual([['Zawadi Stores', '+254 700 000 001', '', '', '0.00']]);
  });

  it('exports suppliers with their KRA PIN, and inventory with its search and stock filter', async () => {
    const supplierId = await insertSupplier(api().db, 'Mabati Rolling Mills');
    await insertItem(api().db, {
      name: 'Mabati 30G',
      quantity: 3,
      unitPriceCents: 1_250_50,
      costPriceCents: 1_000_00,
      supplierId,
    });
    await insertItem(api().db, { name: 'Mabati 28G', quantity: 0, unitPriceCents: 1_500_00 });
    // The KRA PIN the VAT return's purchases list asks for, as the Suppliers screen shows it.
    const devki = await api().call('POST', '/api/v1/suppliers', {
      token,
      body: { name: 'Devki Steel', contact: '0720 000 000', kra_pin: 'p051234567x' },
    });
    expect(devki.status).toBe(201);
    const suppliers = await download('/api/v1/suppliers/export.csv');
    expect(suppliers.rows).toEqual([
      ['Name', 'Contact', 'Address', 'KRA PIN'],
      ['Devki Steel', '0720 000 000', '', 'P051234567X'],
      ['Mabati Rolling Mills', '+254 722 000 111', '', ''],
    ]);
    const stock = await download('/api/v1/inventory/export.csv?q=mabati&in_stock=true');
    expect(stock.response.headers.get('content-disposition')).toMatch(/filename="inventory-/);
    expect(stock.rows).toEqual([
      [
        'Name',
        'Quantity',
        'Unit',
        'Unit price (KSh)',
        'Cost price (KSh)',
        'Stock value (KSh)',
        'Supplier',
        'Barcode',
      ],
      ['Mabati 30G', '3', 'pcs', '1250.50', '1000.00', '3751.50', 'Mabati Rolling Mills', ''],
    ]);
    const bad = await api().app.request('/api/v1/inventory/export.csv?in_stock=maybe', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
  });
});
