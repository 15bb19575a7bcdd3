import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import { readCsv } from '../test/csv-reader.ts';
import {
  insertCustomer,
  insertItem,
  manualInvoiceRequest,
  orderRequest,
  stockOf,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 86_400_000;
const dayIn = (days: number) =>
  businessDate(new Date(Date.now() + days * DAY_MS), 'Africa/Nairobi');

describeEachDatabase('credit notes', (api) => {
  let token: string;
  let customer: Awaited<ReturnType<typeof insertCustomer>>;
  let cement: Awaited<ReturnType<typeof insertItem>>;

  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    api().call(method, path, { token, body, headers });

  beforeAll(async () => {
    ({ token } = await api().newUser());
    customer = await insertCustomer(api().db, { name: 'Wanjiru Hardware' });
    cement = await insertItem(api().db, {
      name: 'Simba Cement 50kg',
      quantity: 500,
      unitPriceCents: 780_00,
    });
  });

  /** A manual invoice of `bags` bags of cement (780.00 each, VAT inside). */
  async function invoiceOf(bags: number, customerId = customer.id) {
    const response = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customerId, [{ item: cement, quantity: bags }]),
    );
    expect(response.status).toBe(201);
    return response.body;
  }

  const credit = (invoiceId: number, body: Record<string, unknown>, key?: string) =>
    call(
      'POST',
      `/api/v1/invoices/${invoiceId}/credit-notes`,
      body,
      key ? { 'Idempotency-Key': key } : undefined,
    );

  const pay = (invoiceId: number, body: Record<string, unknown>) =>
    call('POST', `/api/v1/invoices/${invoiceId}/payments`, body);

  it('credits returned bags: numbered, back in stock, and the invoice owes less', async () => {
    const invoice = await invoiceOf(4); // 3,120.00
    const stockBefore = await stockOf(api().db, cement.id);
    const response = await credit(invoice.id, {
      reason: 'Two bags came back hardened',
      lines: [{ invoice_item_id: invoice.items[0].id, quantity: 2 }],
      return_to_stock: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      credit_note_number: expect.stringMatching(/^CN-\d{6}$/),
      invoice_id: invoice.id,
      invoice_number: invoice.invoice_number,
      customer_id: customer.id,
      customer_name: 'Wanjiru Hardware',
      reason: 'Two bags came back hardened',
      subtotal: 1344.83,
      vat_rate: 0.16,
      vat_amount: 215.17,
      total: 1560,
      returned_to_stock: true,
      applied: 1560,
      refunded: 0,
      kept_as_credit: 0,
      lines: [
        {
          invoice_item_id: invoice.items[0].id,
          inventory_id: cement.id,
          description: 'Simba Cement 50kg',
          quantity: 2,
          unit: 'pcs',
          unit_price: 780,
          amount: 1560,
        },
      ],
    });
    expect(await stockOf(api().db, cement.id)).toBe(stockBefore + 2);

    const after = await call('GET', `/api/v1/invoices/${invoice.id}`);
    expect(after.body).toMatchObject({
      total: 3120,
      amount_paid: 0,
      amount_credited: 1560,
      balance: 1560,
      status: 'unpaid',
      credit_notes: [
        {
          id: response.body.id,
          credit_note_number: response.body.credit_note_number,
          total: 1560,
          reason: 'Two bags came back hardened',
        },
      ],
    });
    expect(after.body.payments).toMatchObject([
      {
        kind: 'credit',
        amount: 1560,
        method: 'credit_note',
        reference: response.body.credit_note_number,
      },
    ]);

    const one = await call('GET', `/api/v1/credit-notes/${response.body.id}`);
    expect(one).toMatchObject({ status: 200, body: response.body });
    const listed = await call('GET', `/api/v1/credit-notes?invoice_ids=${invoice.id}`);
    expect(listed.body).toMatchObject({
      items: [response.body],
      next_cursor: null,
      total_count: 1,
    });

    const movements = await call('GET', `/api/v1/inventory/${cement.id}/movements?limit=200`);
    expect(
      movements.body.items.find((each: { kind: string }) => each.kind === 'credit_note'),
    ).toMatchObject({
      kind: 'credit_note',
      quantity_change: 2,
      document: { type: 'credit_note', number: response.body.credit_note_number },
    });
  });

  it('refuses more than is left to credit, lines of other invoices, bad dates and void invoices', async () => {
    const invoice = await invoiceOf(3);
    const line = invoice.items[0].id;
    expect(
      (
        await credit(invoice.id, {
          reason: 'Return',
          lines: [{ invoice_item_id: line, quantity: 2 }],
        })
      ).status,
    ).toBe(201);
    expect(
      await credit(invoice.id, {
        reason: 'Return',
        lines: [{ invoice_item_id: line, quantity: 2 }],
      }),
    ).toMatchObject({
      status: 400,
      body: {
        error: `lines.0.quantity: only 1 of Simba Cement 50kg on ${invoice.invoice_number} is left to credit`,
      },
    });
    const other = await invoiceOf(1);
    expect(
      await credit(invoice.id, {
        reason: 'Return',
        lines: [{ invoice_item_id: other.items[0].id, quantity: 1 }],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: `lines.0.invoice_item_id: not a line of ${invoice.invoice_number}` },
    });
    expect(
      await credit(invoice.id, {
        reason: 'Return',
        lines: [{ invoice_item_id: line, quantity: 0.5 }],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('lines.0.quantity: must be a whole number') },
    });
    expect(
      await credit(invoice.id, {
        reason: 'Return',
        date: dayIn(-3),
        lines: [{ invoice_item_id: line, quantity: 1 }],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('date: must not be before the invoice') },
    });
    expect(
      await credit(invoice.id, {
        reason: 'Return',
        date: dayIn(2),
        lines: [{ invoice_item_id: line, quantity: 1 }],
      }),
    ).toMatchObject({ status: 400, body: { error: 'date: must not be in the future' } });
    expect(
      await credit(invoice.id, { reason: ' ', lines: [{ invoice_item_id: line, quantity: 1 }] }),
    ).toMatchObject({ status: 400, body: { error: expect.stringContaining('reason') } });
    expect(
      await credit(999_999, { reason: 'Return', lines: [{ invoice_item_id: line, quantity: 1 }] }),
    ).toMatchObject({ status: 404, body: { error: 'Invoice not found' } });

    // An invoice with a credit note is not voided; a void one is not credited.
    expect(await call('DELETE', `/api/v1/invoices/${invoice.id}`)).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('has credit notes') },
    });
    expect((await call('DELETE', `/api/v1/invoices/${other.id}`)).status).toBe(204);
    expect(
      await credit(other.id, {
        reason: 'Return',
        lines: [{ invoice_item_id: other.items[0].id, quantity: 1 }],
      }),
    ).toMatchObject({ status: 409, body: { error: expect.stringContaining('is void') } });
  });

  it('adds the credits of an invoice up to exactly its total and VAT, whatever the parts', async () => {
    const odd = await insertItem(api().db, { name: 'Wire nails 2"', unitPriceCents: 333_33 });
    const response = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customer.id, [{ item: odd, quantity: 7 }]),
    );
    const invoice = response.body;
    const line = invoice.items[0].id;
    const notes: { total: number; vat_amount: number; subtotal: number }[] = [];
    for (const quantity of [1, 3, 2, 1]) {
      const note = await credit(invoice.id, {
        reason: 'Returned in parts',
        lines: [{ invoice_item_id: line, quantity }],
      });
      expect(note.status).toBe(201);
      notes.push(note.body);
    }
    const cents = (key: 'total' | 'vat_amount' | 'subtotal') =>
      notes.reduce((sum, note) => sum + Math.round(note[key] * 100), 0);
    expect(cents('total')).toBe(Math.round(invoice.total * 100));
    expect(cents('vat_amount')).toBe(Math.round(invoice.vat_amount * 100));
    expect(cents('subtotal')).toBe(Math.round(invoice.subtotal * 100));
    const after = await call('GET', `/api/v1/invoices/${invoice.id}`);
    expect(after.body).toMatchObject({
      balance: 0,
      status: 'paid',
      amount_credited: invoice.total,
    });
    expect(
      await credit(invoice.id, {
        reason: 'Again',
        lines: [{ invoice_item_id: line, quantity: 1 }],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('is credited in full already') },
    });
  });

  it('refunds what was paid beyond the new total, and counts the refund out of cash collected', async () => {
    const invoice = await invoiceOf(2); // 1,560.00
    expect((await pay(invoice.id, { amount: 1560, method: 'cash' })).status).toBe(201);
    const cashBefore = (await call('GET', '/api/v1/analytics/overview')).body.cash_collected.amount;
    const response = await credit(invoice.id, {
      reason: 'Overcharged: one bag',
      lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
      refund: { method: 'mpesa', reference: 'SGH7KQ2P1X' },
    });
    expect(response).toMatchObject({
      status: 201,
      body: { total: 780, applied: 0, refunded: 780, kept_as_credit: 0 },
    });
    const after = await call('GET', `/api/v1/invoices/${invoice.id}`);
    expect(after.body).toMatchObject({
      amount_paid: 780,
      amount_credited: 780,
      balance: 0,
      status: 'paid',
    });
    expect(
      after.body.payments.map((p: { kind: string; amount: number }) => [p.kind, p.amount]),
    ).toEqual([
      ['payment', 1560],
      ['credit', 780],
      ['refund', -780],
    ]);
    const cashAfter = (await call('GET', '/api/v1/analytics/overview')).body.cash_collected.amount;
    expect(Math.round((cashBefore - cashAfter) * 100)).toBe(780_00);
    // Nothing is refunded on a credit that only lowers what is owed.
    const unpaid = await invoiceOf(2);
    expect(
      await credit(unpaid.id, {
        reason: 'Overcharged',
        lines: [{ invoice_item_id: unpaid.items[0].id, quantity: 1 }],
        refund: { method: 'cash' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('refund: nothing to refund') },
    });
  });

  it("keeps what was paid beyond as the customer's credit, spent once on a later invoice", async () => {
    const buyer = await insertCustomer(api().db, { name: 'Baraka Builders' });
    const first = await invoiceOf(2, buyer.id); // 1,560.00
    expect((await pay(first.id, { amount: 1560, method: 'cash' })).status).toBe(201);
    const note = await credit(first.id, {
      reason: 'One bag returned',
      lines: [{ invoice_item_id: first.items[0].id, quantity: 1 }],
      return_to_stock: true,
    });
    expect(note.body).toMatchObject({ total: 780, applied: 0, refunded: 0, kept_as_credit: 780 });
    expect((await call('GET', `/api/v1/invoices/${first.id}`)).body).toMatchObject({
      balance: -780,
      status: 'paid',
    });
    const owes = async () =>
      (await call('GET', '/api/v1/customers?q=Baraka%20Builders')).body.items[0].balance;
    expect(await owes()).toBe(-780);

    const second = await invoiceOf(3, buyer.id); // 2,340.00
    expect(await owes()).toBe(1560);
    // Each of the customer's invoices says what credit they hold to pay with.
    expect((await call('GET', `/api/v1/invoices/${second.id}`)).body.customer_credit).toBe(780);
    expect(await pay(second.id, { amount: 1000, method: 'customer_credit' })).toMatchObject({
      status: 409,
      body: { error: 'The customer has KSh 780.00 of credit, less than KSh 1,000.00' },
    });
    const spent = await pay(second.id, { amount: 780, method: 'customer_credit' });
    expect(spent).toMatchObject({ status: 201, body: { amount_paid: 780, balance: 1560 } });
    expect((await call('GET', `/api/v1/invoices/${first.id}`)).body.balance).toBe(0);
    expect(await owes()).toBe(1560);
    expect((await call('GET', `/api/v1/invoices/${second.id}`)).body.customer_credit).toBe(0);
    expect(await pay(second.id, { amount: 1, method: 'customer_credit' })).toMatchObject({
      status: 409,
      body: { error: 'The customer has KSh 0.00 of credit, less than KSh 1.00' },
    });

    // The statement shows the credit note and the credit moving (a debit on the first sale, a
    // credit on the second that cancel out), and ends where the balance is. Within a day the
    // sales come first.
    const statement = await call('GET', `/api/v1/customers/${buyer.id}/statement`);
    expect(statement.body.closing_balance).toBe(1560);
    expect(
      statement.body.lines.map((l: { kind: string; debit: number; credit: number }) => [
        l.kind,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      ['sale', 1560, 0],
      ['sale', 2340, 0],
      ['payment', 0, 1560],
      ['credit', 0, 780],
      ['refund', 780, 0],
      ['payment', 0, 780],
    ]);
    // The payments export says the credit moved (nothing was refunded), and how it was paid.
    const csv = await api().app.request(
      `/api/v1/payments/export.csv?q=Baraka%20Builders&method=customer_credit`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const [header, ...rows] = readCsv((await csv.text()).replace(/^\uFEFF/, ''));
    const kinds = rows.map((row) => [
      row[header!.indexOf('Kind')],
      row[header!.indexOf('Method')],
      row[header!.indexOf('Amount (KSh)')],
    ]);
    expect(kinds).toContainEqual(['Credit moved', 'Customer credit', '-780.00']);
    expect(kinds).toContainEqual(['Payment', 'Customer credit', '780.00']);
  });

  it("an order paid from the customer's credit cannot have that payment lowered away", async () => {
    const buyer = await insertCustomer(api().db, { name: 'Kamau Fundi' });
    const first = await invoiceOf(1, buyer.id); // 780.00
    expect((await pay(first.id, { amount: 780, method: 'cash' })).status).toBe(201);
    await credit(first.id, {
      reason: 'Bag returned',
      lines: [{ invoice_item_id: first.items[0].id, quantity: 1 }],
      return_to_stock: true,
    });
    const order = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(buyer.id, [{ item: cement, quantity: 2 }]),
    );
    const paid = await call('POST', `/api/v1/orders/${order.body.id}/payments`, {
      amount: 780,
      method: 'customer_credit',
    });
    expect(paid.status).toBe(201);
    const cashBefore = (await call('GET', '/api/v1/analytics/overview')).body.cash_collected.amount;
    const lowered = await call('PATCH', `/api/v1/orders/${order.body.id}`, {
      status: 'pending',
      paid_amount: 0,
    });
    expect(lowered).toMatchObject({
      status: 409,
      body: {
        error: `KSh 780.00 of what ${order.body.order_number} paid is the customer's credit; it cannot be undone (invoice the order and credit the invoice instead)`,
      },
    });
    expect((await call('GET', `/api/v1/orders/${order.body.id}`)).body).toMatchObject({
      paid_amount: 780,
      status: 'partially_paid',
    });
    expect((await call('GET', '/api/v1/analytics/overview')).body.cash_collected.amount).toBe(
      cashBefore,
    );
    // Money paid beside the credit can still be lowered, down to the credit.
    await call('POST', `/api/v1/orders/${order.body.id}/payments`, { amount: 500, method: 'cash' });
    const down = await call('PATCH', `/api/v1/orders/${order.body.id}`, {
      status: 'partially_paid',
      paid_amount: 780,
    });
    expect(down).toMatchObject({ status: 200, body: { paid_amount: 780 } });
  });

  it('settles the order when its invoice is credited: one sale, one ledger', async () => {
    const order = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item: cement, quantity: 2 }]),
    );
    const invoice = await call('POST', `/api/v1/orders/${order.body.id}/generate-invoice`);
    const response = await credit(invoice.body.id, {
      reason: 'Wrong size delivered',
      lines: [{ invoice_item_id: invoice.body.items[0].id, quantity: 2 }],
      return_to_stock: true,
    });
    expect(response.body).toMatchObject({ order_id: order.body.id, total: 1560 });
    expect((await call('GET', `/api/v1/orders/${order.body.id}`)).body).toMatchObject({
      amount_credited: 1560,
      paid_amount: 0,
      balance: 0,
      status: 'paid',
    });
  });

  it('answers the same credit note to a retry with the same Idempotency-Key', async () => {
    const invoice = await invoiceOf(2);
    const body = {
      reason: 'Retry',
      lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
    };
    const first = await credit(invoice.id, body, 'cn-retry-1');
    const again = await credit(invoice.id, body, 'cn-retry-1');
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const listed = await call('GET', `/api/v1/credit-notes?invoice_ids=${invoice.id}`);
    expect(listed.body.total_count).toBe(1);
  });

  it('leaves credit notes to owners and managers', async () => {
    const invoice = await invoiceOf(1);
    const cashier = await api().newUser('cashier-cn@example.co.ke', 'cashier');
    const response = await api().call('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
      token: cashier.token,
      body: { reason: 'Return', lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }] },
    });
    expect(response.status).toBe(403);
  });

  describe('cancelling an order', () => {
    const cancel = (orderId: number, reason?: string) =>
      call('POST', `/api/v1/orders/${orderId}/cancellation`, reason ? { reason } : {});

    it('cancels a pending order: kept, stock back, out of what is owed and of revenue', async () => {
      const buyer = await insertCustomer(api().db, { name: 'Cancelled Co' });
      const overview = async () => (await call('GET', '/api/v1/analytics/overview')).body.orders;
      const before = await overview();
      const order = await call(
        'POST',
        '/api/v1/orders',
        orderRequest(buyer.id, [{ item: cement, quantity: 3 }]),
      );
      const stockBefore = await stockOf(api().db, cement.id);
      const response = await cancel(order.body.id, 'Customer changed their mind');
      expect(response).toMatchObject({
        status: 200,
        body: {
          order_number: order.body.order_number,
          status: 'cancelled',
          cancel_reason: 'Customer changed their mind',
          cancelled_at: expect.any(String),
          balance: 0,
        },
      });
      expect(await stockOf(api().db, cement.id)).toBe(stockBefore + 3);
      expect((await call('GET', '/api/v1/customers?q=Cancelled%20Co')).body.items[0].balance).toBe(
        0,
      );
      expect(await overview()).toEqual(before);
      const listed = await call('GET', '/api/v1/orders?status=cancelled');
      expect(listed.body.items.map((o: { id: number }) => o.id)).toContain(order.body.id);
      // Exported as the screen shows it: cancelled, owing nothing.
      const csv = await api().app.request(
        '/api/v1/orders/export.csv?status=cancelled&q=Cancelled',
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      const [header, ...rows] = readCsv((await csv.text()).replace(/^\uFEFF/, ''));
      const exported = rows.find((row) => row[0] === order.body.order_number)!;
      expect(exported[header!.indexOf('Status')]).toBe('Cancelled');
      expect(exported[header!.indexOf('Balance (KSh)')]).toBe('0.00');
      // Never offered to "Create invoice from an order" again.
      const toInvoice = await call('GET', '/api/v1/orders?invoiced=false&q=Cancelled%20Co');
      expect(toInvoice.body.items.map((o: { id: number }) => o.id)).not.toContain(order.body.id);

      expect(await cancel(order.body.id)).toMatchObject({
        status: 409,
        body: { error: `Order ${order.body.order_number} is already cancelled` },
      });
      expect(
        await call('POST', `/api/v1/orders/${order.body.id}/payments`, {
          amount: 10,
          method: 'cash',
        }),
      ).toMatchObject({ status: 409, body: { error: expect.stringContaining('is cancelled') } });
      expect(await call('POST', `/api/v1/orders/${order.body.id}/generate-invoice`)).toMatchObject({
        status: 409,
        body: { error: expect.stringContaining('is cancelled') },
      });
    });

    it('refuses orders with payments or an invoice: they are credited instead', async () => {
      const paid = await call(
        'POST',
        '/api/v1/orders',
        orderRequest(customer.id, [{ item: cement, quantity: 1 }]),
      );
      await call('POST', `/api/v1/orders/${paid.body.id}/payments`, {
        amount: 100,
        method: 'cash',
      });
      expect(await cancel(paid.body.id)).toMatchObject({
        status: 409,
        body: { error: expect.stringContaining('has payments') },
      });
      const invoiced = await call(
        'POST',
        '/api/v1/orders',
        orderRequest(customer.id, [{ item: cement, quantity: 1 }]),
      );
      await call('POST', `/api/v1/orders/${invoiced.body.id}/generate-invoice`);
      expect(await cancel(invoiced.body.id)).toMatchObject({
        status: 409,
        body: { error: expect.stringContaining('credit it through its invoice') },
      });
      expect(await cancel(999_999)).toMatchObject({ status: 404 });
    });
  });
});
