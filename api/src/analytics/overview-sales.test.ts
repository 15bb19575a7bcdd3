import { beforeAll, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import {
  insertCustomer,
  insertItem,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const today = () => businessDate(new Date(), 'Africa/Nairobi');

describeEachDatabase("dashboard overview: the period's sales and gross profit", (api) => {
  let owner: string;
  let cashier: string;

  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await api().call(method, path, { token: owner, body });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };

  /**
   * Today, cement at 780.00 on the shelf (16 % VAT inside) and 600.00 at cost:
   * - an order of 2 bags, invoiced (one sale): 1,344.83 net, 215.17 VAT, 1,200.00 cost;
   * - a manual invoice of 3 bags: 2,017.24 net, 322.76 VAT, 1,800.00 cost;
   * - a credit note for 1 bag of it: −672.41 net, −107.59 VAT, −600.00 cost;
   * - an order of 5 bags, cancelled, and a manual invoice of 4 bags, voided: nothing.
   */
  beforeAll(async () => {
    owner = (await api().newUser()).token;
    cashier = (await api().newUser('till@example.com', 'cashier')).token;
    const customer = await insertCustomer(api().db);
    const cement = await insertItem(api().db, {
      unitPriceCents: 780_00,
      costPriceCents: 600_00,
      quantity: 100,
    });
    const sell = (quantity: number) =>
      call('POST', '/api/v1/orders', orderRequest(customer.id, [{ item: cement, quantity }]));
    const invoice = (quantity: number) =>
      call(
        'POST',
        '/api/v1/invoices',
        manualInvoiceRequest(customer.id, [{ item: cement, quantity }]),
      );
    const order = await sell(2);
    await call('POST', `/api/v1/orders/${order.id}/generate-invoice`);
    const manual = await invoice(3);
    await call('POST', `/api/v1/invoices/${manual.id}/credit-notes`, {
      reason: 'One bag came back unopened',
      lines: [{ invoice_item_id: manual.items[0].id, quantity: 1 }],
      return_to_stock: true,
    });
    const cancelled = await sell(5);
    await call('POST', `/api/v1/orders/${cancelled.id}/cancellation`, { reason: 'Changed mind' });
    const voided = await invoice(4);
    await call('DELETE', `/api/v1/invoices/${voided.id}?reason=Typed%20twice`);
  });

  it('sums every sale document net of VAT, less credit notes, to the cent', async () => {
    const day = today();
    const answer = await api().call('GET', `/api/v1/analytics/overview?from=${day}&to=${day}`, {
      token: owner,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.sales).toEqual({
      from: day,
      to: day,
      net_sales: 2689.66,
      vat: 430.34,
      cost: 2400,
      gross_profit: 289.66,
    });
    // The spec's Total Revenue stays what it was: order totals with VAT, the cancelled one out.
    expect(answer.body.orders).toMatchObject({ total_orders: 1, total_revenue: 1560 });
  });

  it('answers zeros for a period with no sales', async () => {
    const answer = await api().call(
      'GET',
      '/api/v1/analytics/overview?from=2025-11-01&to=2025-11-30',
      { token: owner },
    );
    expect(answer.body.sales).toEqual({
      from: '2025-11-01',
      to: '2025-11-30',
      net_sales: 0,
      vat: 0,
      cost: 0,
      gross_profit: 0,
    });
  });

  it("leaves the sales and gross profit out of a cashier's answer", async () => {
    const answer = await api().call('GET', '/api/v1/analytics/overview', { token: cashier });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('sales');
    expect(answer.body.orders).not.toHaveProperty('total_revenue');
  });
});
