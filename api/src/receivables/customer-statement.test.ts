import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 86_400_000;
const dayIn = (days: number) =>
  businessDate(new Date(Date.now() + days * DAY_MS), 'Africa/Nairobi');
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

describeEachDatabase('customer statement and balances', (api) => {
  let token: string;
  let userId: number;
  let customerId: number;
  const ids: Record<string, number> = {};
  const numbers: Record<string, string> = {};

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });

  /**
   * Mama Mboga Hardware's account:
   * - A: an order 40 days ago for 1,000.00, not invoiced (due 7 days after), 200.00 paid 30 days ago;
   * - C: a manual invoice 100 days ago for 3,000.00, nothing paid;
   * - D: an order 10 days ago for 700.00, paid in full 9 days ago;
   * - B: an order 5 days ago for 500.00, invoiced today, a 50.00 payment reversed.
   */
  beforeAll(async () => {
    const user = await api().newUser();
    token = user.token;
    userId = await userIdOf(api().db, user.email);
    ({ id: customerId } = await insertCustomer(api().db, { name: 'Mama Mboga Hardware' }));
    const sale = (totalCents: number, daysAgo: number) =>
      insertOrder(api().db, { customerId, totalCents, createdBy: userId, createdAt: ago(daysAgo) });
    const pay = async (orderId: number, amount: number, daysAgo: number) => {
      const paid = await call('POST', `/api/v1/orders/${orderId}/payments`, {
        amount,
        method: 'mpesa',
        reference: `QK${orderId}`,
        date: dayIn(-daysAgo),
      });
      expect(paid.status).toBe(201);
      return paid.body.payments.at(-1).id as number;
    };
    const a = await sale(1000_00, 40);
    await pay(a.id, 200, 30);
    const c = await insertManualInvoice(api().db, {
      customerId,
      totalCents: 3000_00,
      createdBy: userId,
      createdAt: ago(100),
    });
    const d = await sale(700_00, 10);
    await pay(d.id, 700, 9);
    const b = await sale(500_00, 5);
    const invoiceB = await call('POST', `/api/v1/orders/${b.id}/generate-invoice`);
    const bounced = await pay(b.id, 50, 0);
    await call('POST', `/api/v1/payments/${bounced}/reversal`, { reason: 'M-Pesa reversed' });
    Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id, invoiceB: invoiceB.body.id });
    Object.assign(numbers, {
      a: a.order_number,
      b: b.order_number,
      c: c.invoice_number,
      invoiceB: invoiceB.body.invoice_number,
    });
  });

  describe('GET /api/v1/customers/:id/statement', () => {
    it('brings the balance forward, lists the period with a running balance, and ages what is owed', async () => {
      const response = await call(
        'GET',
        `/api/v1/customers/${customerId}/statement?as_of=${dayIn(0)}&from=${dayIn(-20)}`,
      );
      expect(response.status).toBe(200);
      const statement = response.body;
      expect(statement).toMatchObject({
        customer: { id: customerId, name: 'Mama Mboga Hardware' },
        from: dayIn(-20),
        as_of: dayIn(0),
        // A's 1,000 less its 200, and C's 3,000.
        opening_balance: 3800,
        closing_balance: 4300,
        ageing: {
          current: 500,
          days_1_30: 0,
          days_31_60: 800,
          days_61_90: 0,
          days_over_90: 3000,
        },
      });
      expect(
        statement.lines.map((line: Record<string, unknown>) => [
          line.date,
          line.kind,
          line.invoice_number ?? line.order_number,
          line.debit,
          line.credit,
          line.balance,
        ]),
      ).toEqual([
        [dayIn(-10), 'sale', expect.stringMatching(/^ORD-/), 700, 0, 4500],
        [dayIn(-9), 'payment', expect.stringMatching(/^ORD-/), 0, 700, 3800],
        [dayIn(-5), 'sale', numbers.invoiceB, 500, 0, 4300],
        [dayIn(0), 'payment', numbers.invoiceB, 0, 50, 4250],
        [dayIn(0), 'reversal', numbers.invoiceB, 50, 0, 4300],
      ]);
      expect(statement.lines[0]).toMatchObject({ order_id: ids.d, due_date: dayIn(-3) });
      expect(statement.lines[1]).toMatchObject({ method: 'mpesa', reference: `QK${ids.d}` });
      expect(statement.lines[2]).toMatchObject({
        order_id: ids.b,
        order_number: numbers.b,
        invoice_id: ids.invoiceB,
        due_date: dayIn(7),
      });
    });

    it('as at an earlier day, ages by that day and leaves out what came after', async () => {
      const statement = (
        await call(
          'GET',
          `/api/v1/customers/${customerId}/statement?as_of=${dayIn(-25)}&from=${dayIn(-50)}`,
        )
      ).body;
      expect(statement).toMatchObject({
        opening_balance: 3000,
        closing_balance: 3800,
        // A was due 33 days ago, 8 days before the 25th day back; C 68 days before it.
        ageing: { current: 0, days_1_30: 800, days_31_60: 0, days_61_90: 3000, days_over_90: 0 },
      });
      expect(
        statement.lines.map((line: Record<string, unknown>) => [line.kind, line.order_number]),
      ).toEqual([
        ['sale', numbers.a],
        ['payment', numbers.a],
      ]);
    });

    it('covers this month up to today by default', async () => {
      const statement = (await call('GET', `/api/v1/customers/${customerId}/statement`)).body;
      expect(statement).toMatchObject({
        as_of: dayIn(0),
        from: `${dayIn(0).slice(0, 8)}01`,
        closing_balance: 4300,
      });
    });

    it.each([
      [`?as_of=${dayIn(0)}&from=${dayIn(1)}`, 'from: must not be after as_of'],
      // Two days ahead: these cases are worked out when the file is collected, and a run that
      // crosses Nairobi's midnight would make tomorrow today.
      [`?as_of=${dayIn(2)}`, 'as_of: must not be in the future'],
      ['?as_of=2025-02-30', 'as_of: must be a date like 2025-03-31'],
      ['?since=2025-01-01', 'since: not a parameter of this list'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await call('GET', `/api/v1/customers/${customerId}/statement${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(message);
    });

    it('answers 404 for an unknown customer and 401 without a token', async () => {
      expect(await call('GET', '/api/v1/customers/999999/statement')).toMatchObject({
        status: 404,
        body: { error: 'Customer not found' },
      });
      expect((await api().call('GET', `/api/v1/customers/${customerId}/statement`)).status).toBe(
        401,
      );
    });
  });

  describe('balances on the customers page', () => {
    it('gives each row what the customer owes on all their sales, in one aggregate', async () => {
      const other = await insertCustomer(api().db, { name: 'Mama Mboga Two' });
      const page = await call('GET', '/api/v1/customers?q=Mama%20Mboga&limit=10');
      expect(page.status).toBe(200);
      expect(page.body.items).toEqual([
        expect.objectContaining({ id: customerId, balance: 4300 }),
        expect.objectContaining({ id: other.id, balance: 0 }),
      ]);
    });
  });
});
