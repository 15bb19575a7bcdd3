import { beforeAll, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * What each customer owes on the customers list (`?limit=…` pages carry `balance`), the sort by
 * it, and the CSV export's Balance column.
 */
describeEachDatabase('customers: balances', (api) => {
  let token: string;
  const names = ['Amani Paints', 'Baraka Timber', 'Chebet Glass', 'Duka la Mama', 'Eldoret Agro'];
  const byName: Record<string, number> = {};
  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });
  const page = async (query: string) => {
    const answer = await call('GET', `/api/v1/customers?${query}`);
    expect(answer.status, answer.body?.error).toBe(200);
    return answer.body;
  };

  /**
   * The shop's walk-in customer (0030) is listed as any customer: it owes nothing here.
   * Amani owes 700.00 (an order of 1,000.00, 300.00 paid); Baraka 2,500.00 (a manual invoice)
   * plus an order paid in full; Chebet owes 400.00 on an order that is invoiced too (counted
   * once); Duka and Eldoret owe nothing, Duka having paid a reversed payment back.
   */
  beforeAll(async () => {
    const user = await api().newUser();
    token = user.token;
    const createdBy = await userIdOf(api().db, user.email);
    for (const name of names) byName[name] = (await insertCustomer(api().db, { name })).id;
    const order = (customer: string, cents: number) =>
      insertOrder(api().db, { customerId: byName[customer]!, totalCents: cents, createdBy });
    const pay = async (path: string, amount: number) => {
      const answer = await call('POST', `${path}/payments`, { amount, method: 'cash' });
      expect(answer.status).toBe(201);
      return answer.body.payments.at(-1).id as number;
    };
    await pay(`/api/v1/orders/${(await order('Amani Paints', 1000_00)).id}`, 300);
    await insertManualInvoice(api().db, {
      customerId: byName['Baraka Timber']!,
      totalCents: 2500_00,
      createdBy,
    });
    await pay(`/api/v1/orders/${(await order('Baraka Timber', 800_00)).id}`, 800);
    const chebet = await order('Chebet Glass', 400_00);
    expect((await call('POST', `/api/v1/orders/${chebet.id}/generate-invoice`)).status).toBe(201);
    const duka = await order('Duka la Mama', 150_00);
    const paid = await pay(`/api/v1/orders/${duka.id}`, 150);
    await call('POST', `/api/v1/payments/${paid}/reversal`, { reason: 'Cheque bounced' });
    await pay(`/api/v1/orders/${duka.id}`, 150);
  });

  const owed = (rows: { name: string; balance: number }[]) =>
    rows.map((row) => [row.name, row.balance]);

  it('gives each row of a page what the customer owes on all their sales', async () => {
    expect(owed((await page('limit=50')).items)).toEqual([
      ['Amani Paints', 700],
      ['Baraka Timber', 2500],
      ['Chebet Glass', 400],
      ['Duka la Mama', 0],
      ['Eldoret Agro', 0],
      ['Walk-in customer', 0],
    ]);
  });

  it('sorts by balance either way, ties by id, and walks every customer exactly once', async () => {
    const mostFirst = [
      ['Baraka Timber', 2500],
      ['Amani Paints', 700],
      ['Chebet Glass', 400],
      ['Eldoret Agro', 0],
      ['Duka la Mama', 0],
      ['Walk-in customer', 0],
    ];
    for (const [sort, expected] of [
      ['balance_desc', mostFirst],
      ['balance_asc', [...mostFirst].reverse()],
    ] as const) {
      const walked = [];
      let cursor: string | null = null;
      do {
        const next: { items: { name: string; balance: number }[]; next_cursor: string | null } =
          await page(`limit=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        walked.push(...next.items);
        cursor = next.next_cursor;
      } while (cursor);
      expect(owed(walked)).toEqual(expected);
    }
    const searched = await page('q=a&sort=balance_desc');
    expect(searched.total_count).toBe(6);
    expect(owed((await page('q=baraka&sort=balance_desc')).items)).toEqual([
      ['Baraka Timber', 2500],
    ]);
  });

  it('refuses a cursor of another sort, and a balance sort on suppliers', async () => {
    const first = await page('limit=2&sort=balance_desc');
    const mixed = await call('GET', `/api/v1/customers?sort=name_asc&cursor=${first.next_cursor}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toMatch(/^cursor: is not a cursor of this list sorted by name_asc/);
    const suppliers = await call('GET', '/api/v1/suppliers?sort=balance_desc');
    expect(suppliers.status).toBe(400);
    expect(suppliers.body.error).toMatch(/^sort: must be one of name_asc, name_desc$/);
  });

  it('exports the balance as a column, in the list’s sort', async () => {
    const response = await api().app.request('/api/v1/customers/export.csv?sort=balance_desc', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const rows = readCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Name', 'Contact', 'Address', 'KRA PIN', 'Balance (KSh)']);
    expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([
      ['Baraka Timber', '2500.00'],
      ['Amani Paints', '700.00'],
      ['Chebet Glass', '400.00'],
      ['Eldoret Agro', '0.00'],
      ['Duka la Mama', '0.00'],
      ['Walk-in customer', '0.00'],
    ]);
  });

  it('agrees with each customer’s statement', async () => {
    for (const row of (await page('limit=50')).items) {
      const statement = await call('GET', `/api/v1/customers/${row.id}/statement`);
      expect(statement.body.closing_balance, row.name).toBe(row.balance);
    }
  });
});
