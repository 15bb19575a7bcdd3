import { beforeAll, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 86_400_000;
const dayIn = (days: number) =>
  businessDate(new Date(Date.now() + days * DAY_MS), 'Africa/Nairobi');
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

describeEachDatabase('aged debtors report', (api) => {
  let token: string;
  const customers: Record<string, number> = {};

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });

  /**
   * - Mama Mboga Hardware (the statement's account, customer-statement.test.ts): A, an order 40
   *   days ago for 1,000.00 (due 7 days after), 200.00 paid 30 days ago; C, a manual invoice 100
   *   days ago for 3,000.00; D, an order 10 days ago for 700.00 paid in full 9 days ago; B, an
   *   order 5 days ago for 500.00 invoiced today.
   * - Otieno Builders: a manual invoice for 2 bags (1,560.00) paid in full, then one bag credited
   *   and kept as credit (780.00); and an order today for 100.00, unpaid.
   * - Kamau Paints: an order 3 days ago for 250.00, paid in full: owes nothing, not listed.
   */
  beforeAll(async () => {
    const user = await api().newUser();
    token = user.token;
    const userId = await userIdOf(api().db, user.email);
    const customer = async (name: string) => {
      customers[name] = (await insertCustomer(api().db, { name })).id;
      return customers[name];
    };
    const pay = async (path: string, amount: number, daysAgo: number) => {
      const paid = await call('POST', `${path}/payments`, {
        amount,
        method: 'cash',
        date: dayIn(-daysAgo),
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    };

    const mama = await customer('Mama Mboga Hardware');
    const sale = (customerId: number, totalCents: number, daysAgo: number) =>
      insertOrder(api().db, { customerId, totalCents, createdBy: userId, createdAt: ago(daysAgo) });
    const a = await sale(mama, 1000_00, 40);
    await pay(`/api/v1/orders/${a.id}`, 200, 30);
    await insertManualInvoice(api().db, {
      customerId: mama,
      totalCents: 3000_00,
      createdBy: userId,
      createdAt: ago(100),
    });
    const d = await sale(mama, 700_00, 10);
    await pay(`/api/v1/orders/${d.id}`, 700, 9);
    const b = await sale(mama, 500_00, 5);
    expect((await call('POST', `/api/v1/orders/${b.id}/generate-invoice`)).status).toBe(201);

    const otieno = await customer('Otieno Builders');
    const cement = await insertItem(api().db, { unitPriceCents: 780_00 });
    const invoice = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(otieno, [{ item: cement, quantity: 2 }]),
    );
    expect(invoice.status).toBe(201);
    await pay(`/api/v1/invoices/${invoice.body.id}`, 1560, 0);
    const credited = await call('POST', `/api/v1/invoices/${invoice.body.id}/credit-notes`, {
      reason: 'One bag came back hardened',
      lines: [{ invoice_item_id: invoice.body.items[0].id, quantity: 1 }],
      return_to_stock: false,
    });
    expect(credited.status, JSON.stringify(credited.body)).toBe(201);
    expect(credited.body.kept_as_credit).toBe(780);
    await sale(otieno, 100_00, 0);

    const kamau = await customer('Kamau Paints');
    const paidUp = await sale(kamau, 250_00, 3);
    await pay(`/api/v1/orders/${paidUp.id}`, 250, 2);
  });

  it('ages what each customer owes as their statement does, with credit in its own column', async () => {
    const response = await call('GET', `/api/v1/reports/aged-debtors?as_of=${dayIn(0)}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      as_of: dayIn(0),
      rows: [
        {
          customer_id: customers['Mama Mboga Hardware'],
          name: 'Mama Mboga Hardware',
          current: 500,
          days_1_30: 0,
          days_31_60: 800,
          days_61_90: 0,
          over_90: 3000,
          total: 4300,
          credit: 0,
        },
        {
          customer_id: customers['Otieno Builders'],
          name: 'Otieno Builders',
          current: 100,
          days_1_30: 0,
          days_31_60: 0,
          days_61_90: 0,
          over_90: 0,
          total: -680,
          credit: 780,
        },
      ],
      totals: {
        current: 600,
        days_1_30: 0,
        days_31_60: 800,
        days_61_90: 0,
        over_90: 3000,
        total: 3620,
        credit: 780,
      },
    });

    // The same figures as the customer's own statement.
    const statement = await call(
      'GET',
      `/api/v1/customers/${customers['Mama Mboga Hardware']}/statement?as_of=${dayIn(0)}`,
    );
    const { days_over_90, ...buckets } = statement.body.ageing;
    expect(response.body.rows[0]).toMatchObject({ ...buckets, over_90: days_over_90 });
    expect(response.body.rows[0].total).toBe(statement.body.closing_balance);
  });

  it('as at an earlier day, ages by that day and leaves out what came after', async () => {
    const response = await call('GET', `/api/v1/reports/aged-debtors?as_of=${dayIn(-25)}`);
    expect(response.status).toBe(200);
    // A was due 33 days ago, 8 days before the 25th day back, with 800.00 left after its 200.00;
    // C 68 days before it. Otieno's and Kamau's sales came later.
    expect(response.body.rows).toEqual([
      {
        customer_id: customers['Mama Mboga Hardware'],
        name: 'Mama Mboga Hardware',
        current: 0,
        days_1_30: 800,
        days_31_60: 0,
        days_61_90: 3000,
        over_90: 0,
        total: 3800,
        credit: 0,
      },
    ]);
    // 35 days back, before A's payment and its due date: all of A owed and current; C 58 days
    // past due.
    const earlier = await call('GET', `/api/v1/reports/aged-debtors?as_of=${dayIn(-35)}`);
    expect(earlier.body.rows[0]).toMatchObject({ current: 1000, days_31_60: 3000, total: 4000 });
  });

  it('stands at today by default and refuses a day in the future', async () => {
    const today = await call('GET', '/api/v1/reports/aged-debtors');
    expect(today.body.as_of).toBe(dayIn(0));
    expect(today.body.totals.total).toBe(3620);
    const future = await call('GET', `/api/v1/reports/aged-debtors?as_of=${dayIn(2)}`);
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ as_of: 'must not be in the future' });
    const misspelt = await call('GET', '/api/v1/reports/aged-debtors?asof=2026-01-01');
    expect(misspelt.status).toBe(400);
  });

  it('refuses a cashier', async () => {
    const cashier = await api().newUser(undefined, 'cashier');
    const response = await api().call('GET', '/api/v1/reports/aged-debtors', {
      token: cashier.token,
    });
    expect(response.status).toBe(403);
  });
});
