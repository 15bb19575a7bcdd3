import { beforeAll, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import {
  insertCustomer,
  insertItem,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * Exports agree with the books (issue 46): a credited sale's CSV row has its Credited column,
 * so Total − Paid − Credited = Balance, the figures the screen and the JSON answer show.
 */
describeEachDatabase('invoice and order CSVs of credited sales', (api) => {
  let token: string;
  let customer: Awaited<ReturnType<typeof insertCustomer>>;
  let cement: Awaited<ReturnType<typeof insertItem>>;
  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });

  beforeAll(async () => {
    ({ token } = await api().newUser());
    customer = await insertCustomer(api().db, { name: 'Credited Exports Ltd' });
    cement = await insertItem(api().db, {
      name: 'Simba Cement 50kg',
      quantity: 100,
      unitPriceCents: 780_00,
    });
  });

  /** The export's row for `number`, by its header's names. */
  async function exported(list: 'invoices' | 'orders', number: string) {
    const response = await api().app.request(
      `/api/v1/${list}/export.csv?q=${encodeURIComponent('Credited Exports')}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const [header, ...rows] = readCsv((await response.text()).replace(/^\uFEFF/, ''));
    const row = rows.find((each) => each[0] === number);
    if (!header || !row) throw new Error(`${number} is not in the ${list} export`);
    return Object.fromEntries(header.map((name, i) => [name, row[i]]));
  }

  it('shows on an invoice what was paid, what was credited and what is left', async () => {
    const invoice = (
      await call(
        'POST',
        '/api/v1/invoices',
        manualInvoiceRequest(customer.id, [{ item: cement, quantity: 4 }]),
      )
    ).body;
    await call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
      amount: 1000,
      method: 'cash',
    });
    const note = await call('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
      reason: 'One bag came back hardened',
      lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
      return_to_stock: true,
    });
    expect(note.status).toBe(201);
    const shown = (await call('GET', `/api/v1/invoices/${invoice.id}`)).body;
    expect(shown).toMatchObject({
      total: 3120,
      amount_paid: 1000,
      amount_credited: 780,
      balance: 1340,
    });
    expect(await exported('invoices', invoice.invoice_number)).toMatchObject({
      'Total (KSh)': '3120.00',
      'Paid (KSh)': '1000.00',
      'Credited (KSh)': '780.00',
      'Balance (KSh)': '1340.00',
    });
  });

  it("shows on an order what its invoice's credit note took off", async () => {
    const order = (
      await call(
        'POST',
        '/api/v1/orders',
        orderRequest(customer.id, [{ item: cement, quantity: 2 }]),
      )
    ).body;
    const invoice = (await call('POST', `/api/v1/orders/${order.id}/generate-invoice`)).body;
    await call('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
      reason: 'Wrong size delivered',
      lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
      return_to_stock: true,
    });
    expect((await call('GET', `/api/v1/orders/${order.id}`)).body).toMatchObject({
      total_amount: 1560,
      paid_amount: 0,
      amount_credited: 780,
      balance: 780,
    });
    expect(await exported('orders', order.order_number)).toMatchObject({
      'Total (KSh)': '1560.00',
      'Paid (KSh)': '0.00',
      'Credited (KSh)': '780.00',
      'Balance (KSh)': '780.00',
    });
  });
});
