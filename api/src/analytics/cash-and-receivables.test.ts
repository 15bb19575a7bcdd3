import { beforeAll, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { c2bConfirmation, setUpMpesa } from '../test/mpesa-fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 86_400_000;
const dayIn = (days: number) =>
  businessDate(new Date(Date.now() + days * DAY_MS), 'Africa/Nairobi');
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

describeEachDatabase('dashboard: cash collected and owed to us', (api) => {
  let token: string;
  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });
  const pay = async (path: string, amount: number, daysAgo = 0) => {
    const answer = await call('POST', `${path}/payments`, {
      amount,
      method: 'cash',
      date: dayIn(-daysAgo),
    });
    expect(answer.status).toBe(201);
    return answer.body.payments.at(-1).id as number;
  };

  /**
   * X: an order 20 days ago for 1,000.00 (not invoiced: due 13 days ago), 300.00 paid yesterday.
   * Y: a manual invoice 2 days ago for 2,000.00 (due in 5 days): 500.00 paid today, and 200.00
   *    paid and reversed today.
   * Z: an order 3 days ago for 400.00, paid in full today.
   */
  beforeAll(async () => {
    const user = await api().newUser();
    token = user.token;
    const createdBy = await userIdOf(api().db, user.email);
    const { id: customerId } = await insertCustomer(api().db);
    const x = await insertOrder(api().db, {
      customerId,
      totalCents: 1000_00,
      createdBy,
      createdAt: ago(20),
    });
    const y = await insertManualInvoice(api().db, {
      customerId,
      totalCents: 2000_00,
      createdBy,
      createdAt: ago(2),
    });
    const z = await insertOrder(api().db, {
      customerId,
      totalCents: 400_00,
      createdBy,
      createdAt: ago(3),
    });
    await pay(`/api/v1/orders/${x.id}`, 300, 1);
    await pay(`/api/v1/invoices/${y.id}`, 500);
    const mistake = await pay(`/api/v1/invoices/${y.id}`, 200);
    await call('POST', `/api/v1/payments/${mistake}/reversal`, { reason: 'Wrong invoice' });
    await pay(`/api/v1/orders/${z.id}`, 400);
  });

  it('sums cash collected over a period, net of reversals', async () => {
    const overview = await call(
      'GET',
      `/api/v1/analytics/overview?from=${dayIn(-3)}&to=${dayIn(0)}`,
    );
    expect(overview.status).toBe(200);
    expect(overview.body.cash_collected).toEqual({
      from: dayIn(-3),
      to: dayIn(0),
      amount: 1200,
      payments: 4,
    });
    const today = await call('GET', `/api/v1/analytics/overview?from=${dayIn(0)}`);
    expect(today.body.cash_collected).toMatchObject({ amount: 900, payments: 3 });
  });

  it('says what customers owe on all their sales and how much is past due', async () => {
    const overview = await call('GET', '/api/v1/analytics/overview');
    expect(overview.body.receivables).toEqual({
      owed: 2200,
      overdue: 700,
      open_sales: 2,
      unmatched_mpesa: 0,
      unmatched_mpesa_payments: 0,
    });
    // This month, by default.
    expect(overview.body.cash_collected).toMatchObject({
      from: `${dayIn(0).slice(0, 8)}01`,
      to: dayIn(0),
    });
  });

  it('reminds of M-Pesa money no sale took yet, until it is matched', async () => {
    const { confirmation } = await setUpMpesa(api(), token);
    for (const [code, amount] of [
      ['SUM1A2B3C4', 250],
      ['SUM5D6E7F8', 1000.5],
    ] as const) {
      await api().call('POST', confirmation, {
        body: c2bConfirmation({ transId: code, amount, billRef: 'NOT-A-DOCUMENT' }),
      });
    }
    const receivables = async () =>
      (await call('GET', '/api/v1/analytics/overview')).body.receivables;
    // What customers owe is unchanged: no sale took the money.
    expect(await receivables()).toMatchObject({
      owed: 2200,
      unmatched_mpesa: 1250.5,
      unmatched_mpesa_payments: 2,
    });
    // KSh 250 of it was the order's: it owes that much less, and it no longer waits.
    const waiting = (await call('GET', '/api/v1/mpesa/receipts?unmatched=true')).body.items;
    const small = waiting.find(
      (r: { receipt_number: string }) => r.receipt_number === 'SUM1A2B3C4',
    );
    const { body: orders } = await call('GET', '/api/v1/orders?status=partially_paid');
    const assigned = await call('POST', `/api/v1/mpesa/receipts/${small.id}/assign`, {
      order_id: orders.items[0].id,
    });
    expect(assigned.status).toBe(200);
    expect(await receivables()).toMatchObject({
      owed: 1950,
      unmatched_mpesa: 1000.5,
      unmatched_mpesa_payments: 1,
    });
  });

  it('refuses a period that ends before it starts, or an unknown parameter', async () => {
    expect(
      await call('GET', `/api/v1/analytics/overview?from=${dayIn(0)}&to=${dayIn(-1)}`),
    ).toMatchObject({ status: 400, body: { error: 'to: must not be before from' } });
    expect((await call('GET', '/api/v1/analytics/overview?month=11')).status).toBe(400);
  });
});
