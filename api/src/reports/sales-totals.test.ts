import { beforeAll, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import {
  insertCustomer,
  insertItem,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { salesTotals } from './sales-totals.ts';

const TIME_ZONE = 'Africa/Nairobi';
const today = () => businessDate(new Date(), TIME_ZONE);

describeEachDatabase('sales totals', (api) => {
  let token: string;

  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await api().call(method, path, { token, body });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };

  /**
   * Today, cement at 780.00 on the shelf (VAT inside) and 600.00 at cost:
   * - an order of 2 bags (1,560.00: 1,344.83 net, 215.17 VAT, 1,200.00 cost), then invoiced;
   * - a manual invoice of 1 bag (672.41 net, 107.59 VAT, 600.00 cost), credited in full;
   * - an order of 3 bags, cancelled; a manual invoice of 4 bags, voided.
   */
  beforeAll(async () => {
    ({ token } = await api().newUser());
    const customer = await insertCustomer(api().db);
    const cement = await insertItem(api().db, {
      unitPriceCents: 780_00,
      costPriceCents: 600_00,
      quantity: 100,
    });
    const order = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item: cement, quantity: 2 }]),
    );
    await call('POST', `/api/v1/orders/${order.id}/generate-invoice`);
    const invoice = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customer.id, [{ item: cement, quantity: 1 }]),
    );
    await call('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
      reason: 'Returned unopened',
      lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
      return_to_stock: true,
    });
    const cancelled = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item: cement, quantity: 3 }]),
    );
    await call('POST', `/api/v1/orders/${cancelled.id}/cancellation`, { reason: 'Changed mind' });
    const voided = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customer.id, [{ item: cement, quantity: 4 }]),
    );
    await call('DELETE', `/api/v1/invoices/${voided.id}?reason=Typed%20twice`);
  });

  it('counts each sale once, less credit notes, leaving out cancellations and voids', async () => {
    expect(
      await salesTotals(api().db, { from: today(), to: today(), timeZone: TIME_ZONE }),
    ).toEqual({
      netSalesCents: 1344_83,
      vatCents: 215_17,
      costCents: 1200_00,
      grossProfitCents: 144_83,
    });
  });

  it('is zero for days without sales', async () => {
    expect(
      await salesTotals(api().db, { from: '2025-11-01', to: '2025-11-30', timeZone: TIME_ZONE }),
    ).toEqual({ netSalesCents: 0, vatCents: 0, costCents: 0, grossProfitCents: 0 });
  });
});
