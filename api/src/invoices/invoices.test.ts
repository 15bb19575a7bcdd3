import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../http/clock.ts';
import {
  insertCustomer,
  insertItem,
  orderRequest,
  salesRowCounts,
  stockOf,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_MS = 86_400_000;

// Dates are Nairobi calendar dates (the default TIME_ZONE), whatever the machine's zone.
const dateIn = (days: number, from = new Date()) =>
  businessDate(new Date(from.getTime() + days * DAY_MS), 'Africa/Nairobi');

describeEachDatabase('invoices REST', (api) => {
  let token: string;
  let email: string;
  let staff: { id: number; email: string };
  let customer: Awaited<ReturnType<typeof insertCustomer>>;
  let cement: Awaited<ReturnType<typeof insertItem>>;

  beforeAll(async () => {
    const user = await api().newUser();
    ({ token, email } = user);
    staff = { id: user.id, email };
    customer = await insertCustomer(api().db, {
      name: 'Otieno & Sons Contractors',
      contact: '+254 733 221 100',
      address: 'Oginga Odinga Street, Kisumu',
    });
    cement = await insertItem(api().db, { name: 'Simba Cement 50kg', unitPriceCents: 780_00 });
  });

  /** 2 × 780.00 + 1 × 1,500.00 = 3,060.00 including 16 % VAT: 2,637.93 net + 422.07 VAT. */
  const manual = (overrides: Record<string, unknown> = {}) => ({
    customer_id: customer.id,
    order_id: null,
    items: [
      { id: cement.id, description: 'Simba Cement 50kg', quantity: 2, unit_price: 780 },
      { id: null, description: 'Delivery to Kisumu', quantity: 1, unit_price: 1500 },
    ],
    created_at: null,
    vat_rate: 0.16,
    vat_amount: 422.07,
    total: 3060,
    ...overrides,
  });

  const post = (body: unknown, headers?: Record<string, string>) =>
    api().call('POST', '/api/v1/invoices', { token, body, headers });

  async function newInvoice(overrides: Record<string, unknown> = {}) {
    const response = await post(manual(overrides));
    expect(response.status).toBe(201);
    return response.body;
  }

  async function newOrder() {
    const item = await insertItem(api().db, {
      name: 'Mabati 30 gauge 3m',
      unitPriceCents: 1_250_50,
    });
    const response = await api().call('POST', '/api/v1/orders', {
      token,
      body: orderRequest(customer.id, [{ item, quantity: 2 }]), // 2,501.00 including 344.97 VAT
    });
    expect(response.status).toBe(201);
    return response.body;
  }

  describe('POST /api/v1/invoices (manual)', () => {
    it('creates the invoice with server totals, due 7 days later, and answers 201', async () => {
      const counterBefore = (await salesRowCounts(api().db)).counters.invoice!;
      const response = await post(manual());
      expect(response.status).toBe(201);
      const today = dateIn(0);
      expect(businessDate(new Date(response.body.created_at), 'Africa/Nairobi')).toBe(today);
      expect(response.body).toEqual({
        id: expect.any(Number),
        invoice_number: `INV-${String(counterBefore + 1).padStart(6, '0')}`,
        created_at: expect.any(String),
        created_by: staff,
        recorded_at: response.body.created_at,
        back_dated: false,
        opening_balance: false,
        due_date: dateIn(7),
        customer_id: customer.id,
        customer_name: 'Otieno & Sons Contractors',
        customer_contact: '+254 733 221 100',
        customer_address: 'Oginga Odinga Street, Kisumu',
        order_id: null,
        subtotal: 2637.93,
        vat_rate: 0.16,
        vat_amount: 422.07,
        total: 3060,
        amount_paid: 0,
        amount_credited: 0,
        balance: 3060,
        status: 'unpaid',
        voided_at: null,
        voided_by: null,
        voided_by_email: null,
        void_reason: null,
        items: [
          {
            id: expect.any(Number),
            inventory_id: cement.id,
            description: 'Simba Cement 50kg',
            quantity: 2,
            unit: 'pcs',
            unit_price: 780,
            amount: 1560,
            tax_band: 'B',
          },
          {
            id: expect.any(Number),
            inventory_id: null,
            description: 'Delivery to Kisumu',
            quantity: 1,
            unit: 'pcs',
            unit_price: 1500,
            amount: 1500,
            tax_band: 'B',
          },
        ],
        // eTIMS is off: nothing to sign (etims-outbox.test.ts).
        etims: null,
      });
      const one = await api().call('GET', `/api/v1/invoices/${response.body.id}`, { token });
      expect(one).toMatchObject({ status: 200, body: { ...response.body, payments: [] } });
      const list = await api().call('GET', '/api/v1/invoices', { token });
      expect(list.body).toContainEqual(response.body);
    });

    it('takes lines picked from inventory out of stock; free-text lines take nothing', async () => {
      const before = await stockOf(api().db, cement.id);
      await newInvoice();
      expect(await stockOf(api().db, cement.id)).toBe(before - 2);
      // Two lines of the same item take both quantities.
      const twice = manual({
        items: [
          { id: cement.id, description: 'Simba Cement 50kg', quantity: 1, unit_price: 780 },
          {
            id: cement.id,
            description: 'Simba Cement 50kg (site 2)',
            quantity: 3,
            unit: 'pcs',
            unit_price: 780,
          },
        ],
        vat_amount: 430.34,
        total: 3120,
      });
      expect((await post(twice)).status).toBe(201);
      expect(await stockOf(api().db, cement.id)).toBe(before - 6);
    });

    it('refuses more than the stock with 409 naming the item, and writes nothing', async () => {
      const bolts = await insertItem(api().db, {
        name: 'Hex bolts M12 (box)',
        quantity: 3,
        unitPriceCents: 450_00,
      });
      const before = await salesRowCounts(api().db);
      const cementBefore = await stockOf(api().db, cement.id);
      const short = await post(
        manual({
          items: [
            { id: cement.id, description: 'Simba Cement 50kg', quantity: 1, unit_price: 780 },
            { id: bolts.id, description: 'Hex bolts M12 (box)', quantity: 4, unit_price: 450 },
          ],
          vat_amount: 355.86,
          total: 2580,
        }),
      );
      expect(short).toMatchObject({
        status: 409,
        body: { error: 'Not enough stock for Hex bolts M12 (box): 3 left' },
      });
      expect(await stockOf(api().db, bolts.id)).toBe(3);
      expect(await stockOf(api().db, cement.id)).toBe(cementBefore);
      expect(await salesRowCounts(api().db)).toEqual(before);
      // The last three sell; then none are left to sell.
      const last = manual({
        items: [{ id: bolts.id, description: 'Hex bolts M12 (box)', quantity: 3, unit_price: 450 }],
        vat_amount: 186.21,
        total: 1350,
      });
      expect((await post(last)).status).toBe(201);
      expect(await stockOf(api().db, bolts.id)).toBe(0);
      expect(await post(last)).toMatchObject({
        status: 409,
        body: { error: 'Not enough stock for Hex bolts M12 (box): 0 left' },
      });
    });

    it('dates the invoice from created_at: a past day, today, or an ISO date-time', async () => {
      const past = await newInvoice({ created_at: '2025-03-01' });
      expect(past).toMatchObject({
        // Midnight in Nairobi is 21:00 UTC the day before.
        created_at: '2025-02-28T21:00:00.000Z',
        due_date: '2025-03-08',
        status: 'overdue',
      });

      const today = dateIn(0);
      const todays = await newInvoice({ created_at: today });
      expect(businessDate(new Date(todays.created_at), 'Africa/Nairobi')).toBe(today);
      expect(Date.now() - Date.parse(todays.created_at)).toBeLessThan(60_000);
      expect(todays.due_date).toBe(dateIn(7));

      const blank = await newInvoice({ created_at: '  ' });
      expect(blank.due_date).toBe(dateIn(7));

      const withZone = await newInvoice({ created_at: '2025-06-30T22:30:00+03:00' });
      expect(withZone).toMatchObject({
        created_at: '2025-06-30T19:30:00.000Z',
        due_date: '2025-07-07',
      });

      // Tomorrow's date is allowed: in Nairobi (UTC+3) it is already tomorrow in the evening.
      const tomorrow = await newInvoice({ created_at: dateIn(1) });
      expect(tomorrow.due_date).toBe(dateIn(8));
    });

    it('refuses totals that differ from the server with 409 and writes nothing', async () => {
      const before = await salesRowCounts(api().db);
      // The VAT added on top of VAT-inclusive prices (the old arithmetic) is refused too.
      const changes = [
        { vat_amount: 422.06 },
        { total: 3060.01 },
        { vat_rate: 0 },
        { vat_amount: 489.6, total: 3549.6 },
      ];
      for (const change of changes) {
        expect(await post(manual(change))).toMatchObject({
          status: 409,
          body: { error: 'Totals have changed; refresh and try again' },
        });
      }
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    const line = { id: null, description: 'Cement', quantity: 1, unit_price: 780 };
    it.each<[string, Record<string, unknown>, string]>([
      ['no customer', { customer_id: null }, 'customer_id: choose a customer'],
      ['a missing customer_id', { customer_id: undefined }, 'customer_id: choose a customer'],
      ['an unknown customer', { customer_id: 999_999 }, 'customer_id: no such customer'],
      ['a text customer_id', { customer_id: 'Otieno' }, 'customer_id: must be a number'],
      ['no items', { items: [] }, 'items: add at least one item'],
      ['missing items', { items: undefined }, 'items: add at least one item'],
      ['items that are not a list', { items: 'cement' }, 'items: must be a list'],
      [
        'a blank description',
        { items: [{ ...line, description: '  ' }] },
        'items.0.description: must not be blank',
      ],
      ['no description', { items: [{ ...line, description: undefined }] }, 'items.0.description'],
      [
        'quantity 0',
        { items: [{ ...line, quantity: 0 }] },
        'items.0.quantity: must be more than 0',
      ],
      [
        'a quantity with 4 decimals',
        { items: [{ ...line, quantity: 0.0005 }] },
        'items.0.quantity: must have at most 3 decimals',
      ],
      [
        'a negative price',
        { items: [{ ...line, unit_price: -1 }] },
        'items.0.unit_price: must not be negative',
      ],
      [
        'a price with 3 decimals',
        { items: [{ ...line, unit_price: 1.001 }] },
        'items.0.unit_price: must have at most 2 decimals',
      ],
      [
        'a text price',
        { items: [{ ...line, unit_price: '780' }] },
        'items.0.unit_price: must be a number',
      ],
      [
        'an unknown inventory item',
        { items: [{ ...line, id: 999_999 }] },
        'items.0.id: no such inventory item',
      ],
      ['a bad inventory id', { items: [{ ...line, id: 'abc' }] }, 'items.0.id: must be a number'],
      ['a VAT rate above 1', { vat_rate: 16 }, 'vat_rate: must be between 0 and 1'],
      ['no VAT rate', { vat_rate: undefined }, 'vat_rate'],
      ['a negative VAT amount', { vat_amount: -1 }, 'vat_amount: must not be negative'],
      ['no total', { total: undefined }, 'total'],
      [
        'an impossible date',
        { created_at: '2025-02-30' },
        'created_at: must be a date like 2025-03-31',
      ],
      [
        'a date in words',
        { created_at: 'yesterday' },
        'created_at: must be a date like 2025-03-31',
      ],
      [
        'a date-time without zone',
        { created_at: '2025-03-01T10:00:00' },
        'created_at: must be a date',
      ],
      ['a numeric date', { created_at: 20250301 }, 'created_at: must be a date'],
      [
        'a day before the books begin',
        { created_at: '0999-06-01' },
        'created_at: must be on or after 2000-01-01',
      ],
      [
        'a date-time of the year 1',
        { created_at: '0001-01-01T00:00:00+00:00' },
        'created_at: must be on or after 2000-01-01',
      ],
      [
        'a date two days ahead',
        { created_at: dateIn(2) },
        'created_at: must not be more than a day in the future',
      ],
      ['a bad order_id', { order_id: 'ORD-000001' }, 'order_id: must be a number'],
    ])('refuses %s with 400 and writes nothing', async (_, change, message) => {
      const before = await salesRowCounts(api().db);
      const response = await post(manual(change));
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(message);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });
  });

  describe('POST /api/v1/invoices (from an order)', () => {
    it("takes the order's customer, items and totals; a second invoice for it is refused", async () => {
      const order = await newOrder();
      const response = await post({
        customer_id: null,
        order_id: order.id,
        items: [],
        created_at: null,
        vat_rate: 0.16,
        vat_amount: 344.97,
        total: 2501,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        order_id: order.id,
        customer_id: customer.id,
        customer_name: customer.name,
        subtotal: 2156.03,
        vat_rate: 0.16,
        vat_amount: 344.97,
        total: 2501,
        due_date: dateIn(7),
        status: 'unpaid',
        items: [
          {
            inventory_id: order.items[0].inventory_id,
            description: 'Mabati 30 gauge 3m',
            quantity: 2,
            unit: 'pcs',
            unit_price: 1250.5,
            amount: 2501,
          },
        ],
      });

      const before = await salesRowCounts(api().db);
      const viaGenerate = await api().call('POST', `/api/v1/orders/${order.id}/generate-invoice`, {
        token,
      });
      expect(viaGenerate).toMatchObject({
        status: 409,
        body: {
          error: `Invoice ${response.body.invoice_number} already exists for order ${order.order_number}`,
        },
      });
      const again = await post({
        order_id: order.id,
        customer_id: customer.id,
        items: [],
        vat_rate: 0.16,
        vat_amount: 344.97,
        total: 2501,
      });
      expect(again.status).toBe(409);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('ignores items sent with an order and honours created_at', async () => {
      const order = await newOrder();
      const response = await post({
        customer_id: customer.id,
        order_id: order.id,
        items: [{ id: null, description: 'Something else', quantity: 9, unit_price: 1 }],
        created_at: '2025-01-10',
        vat_rate: 0.16,
        vat_amount: 344.97,
        total: 2501,
      });
      expect(response.status).toBe(201);
      expect(response.body.items).toHaveLength(1);
      expect(response.body.items[0].description).toBe('Mabati 30 gauge 3m');
      expect(response.body).toMatchObject({
        created_at: '2025-01-09T21:00:00.000Z',
        due_date: '2025-01-17',
      });
    });

    it('refuses totals that differ from the order (409), another customer (400), an unknown order (404)', async () => {
      const order = await newOrder();
      const other = await insertCustomer(api().db, { name: 'Njeri Hardware' });
      const body = {
        customer_id: null,
        order_id: order.id,
        items: [],
        vat_rate: 0.16,
        vat_amount: 344.97,
        total: 2501,
      };
      const before = await salesRowCounts(api().db);
      expect(await post({ ...body, total: 2500 })).toMatchObject({
        status: 409,
        body: { error: 'Totals have changed; refresh and try again' },
      });
      const wrongCustomer = await post({ ...body, customer_id: other.id });
      expect(wrongCustomer.status).toBe(400);
      expect(wrongCustomer.body.error).toBe(
        `customer_id: order ${order.order_number} belongs to another customer (${customer.name})`,
      );
      expect(await post({ ...body, order_id: 999_999 })).toMatchObject({
        status: 404,
        body: { error: 'Order not found' },
      });
      expect(await salesRowCounts(api().db)).toEqual(before);
    });
  });

  describe('GET /api/v1/invoices', () => {
    it('lists newest first with items, amount paid and status for each', async () => {
      const list = await api().call('GET', '/api/v1/invoices', { token });
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(3);
      const sorted = [...list.body].sort(
        (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
      );
      expect(list.body).toEqual(sorted);
      for (const invoice of list.body) {
        expect(invoice.items.length).toBeGreaterThan(0);
        expect(invoice.created_at).toMatch(ISO_TIMESTAMP);
      }
    });

    it('answers 404 for an unknown invoice and 400 for a bad id', async () => {
      expect(await api().call('GET', '/api/v1/invoices/999999', { token })).toMatchObject({
        status: 404,
        body: { error: 'Invoice not found' },
      });
      expect((await api().call('GET', '/api/v1/invoices/1.5', { token })).status).toBe(400);
    });
  });

  describe('POST /api/v1/invoices/:id/payments', () => {
    it('records payments up to the total; status goes unpaid → partially_paid → paid', async () => {
      const invoice = await newInvoice();
      const pay = (amount: unknown) =>
        api().call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
          token,
          body: { amount },
        });

      const first = await pay(1000);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        ...invoice,
        amount_paid: 1000,
        balance: invoice.total - 1000,
        status: 'partially_paid',
        credit_notes: [],
        customer_credit: 0,
        payments: [
          {
            id: expect.any(Number),
            kind: 'payment',
            amount: 1000,
            // The old body { amount } alone: dated now, a manual invoice's payment in cash.
            paid_at: expect.stringMatching(ISO_TIMESTAMP),
            method: 'cash',
            reference: null,
            note: null,
            order_id: null,
            invoice_id: invoice.id,
            reverses_payment_id: null,
            reversed_by_payment_id: null,
            split: false,
            created_at: expect.stringMatching(ISO_TIMESTAMP),
            recorded_by_email: email,
          },
        ],
      });

      expect(await pay(3000)).toMatchObject({
        status: 409,
        body: { error: 'Payment of KSh 3,000.00 is more than the balance of KSh 2,060.00' },
      });

      const rest = await pay(2060);
      expect(rest.body).toMatchObject({ amount_paid: 3060, status: 'paid' });
      expect(rest.body.payments.map((p: { amount: number }) => p.amount)).toEqual([1000, 2060]);

      expect(await pay(0.01)).toMatchObject({
        status: 409,
        body: { error: 'Payment of KSh 0.01 is more than the balance of KSh 0.00' },
      });
      const listed = await api().call('GET', '/api/v1/invoices', { token });
      expect(listed.body.find((i: { id: number }) => i.id === invoice.id)).toMatchObject({
        amount_paid: 3060,
        status: 'paid',
      });
    });

    it.each<[unknown, string]>([
      [{ amount: 0 }, 'amount: must be more than 0'],
      [{ amount: -100 }, 'amount: must not be negative'],
      [{ amount: 10.001 }, 'amount: must have at most 2 decimals'],
      [{ amount: '100' }, 'amount: must be a number'],
      [{}, 'amount'],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
      const invoice = await newInvoice();
      const before = await salesRowCounts(api().db);
      const response = await api().call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
        token,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(message);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('answers 404 for an unknown invoice', async () => {
      expect(
        await api().call('POST', '/api/v1/invoices/999999/payments', {
          token,
          body: { amount: 10 },
        }),
      ).toMatchObject({ status: 404, body: { error: 'Invoice not found' } });
    });
  });

  describe('DELETE /api/v1/invoices/:id', () => {
    /** What the customer owes, as the customers list answers it. */
    const balanceOfCustomer = async (): Promise<number> => {
      const list = await api().call(
        'GET',
        `/api/v1/customers?q=${encodeURIComponent(customer.name)}`,
        { token },
      );
      return list.body.items.find((c: { id: number }) => c.id === customer.id).balance;
    };

    it('voids an invoice without payments: kept with its number, VOID, its stock back, owed by nobody', async () => {
      const before = await stockOf(api().db, cement.id);
      const owedBefore = await balanceOfCustomer();
      const invoice = await newInvoice();
      expect(await stockOf(api().db, cement.id)).toBe(before - 2);
      expect(await balanceOfCustomer()).toBe(owedBefore + 3060);
      const response = await api().call(
        'DELETE',
        `/api/v1/invoices/${invoice.id}?reason=${encodeURIComponent('Typed for the wrong customer')}`,
        { token },
      );
      expect(response).toMatchObject({ status: 204, body: null });
      const voided = await api().call('GET', `/api/v1/invoices/${invoice.id}`, { token });
      expect(voided.body).toMatchObject({
        invoice_number: invoice.invoice_number,
        status: 'void',
        voided_by: staff,
        voided_by_email: email,
        void_reason: 'Typed for the wrong customer',
        balance: 0,
        total: 3060,
      });
      expect(voided.body.items).toHaveLength(2);
      // Its inventory line came back, as a movement naming the invoice.
      expect(await stockOf(api().db, cement.id)).toBe(before);
      const ledger = await api().call('GET', `/api/v1/inventory/${cement.id}/movements`, { token });
      expect(ledger.body.items[0]).toMatchObject({
        kind: 'invoice_void',
        quantity_change: 2,
        document: { type: 'invoice', number: invoice.invoice_number },
        reason: 'Typed for the wrong customer',
      });
      // Hidden from the lists unless asked for by status; the customer owes nothing for it.
      const spec = await api().call('GET', '/api/v1/invoices', { token });
      expect(spec.body.map((each: { id: number }) => each.id)).not.toContain(invoice.id);
      const page = await api().call('GET', `/api/v1/invoices?q=${invoice.invoice_number}`, {
        token,
      });
      expect(page.body.total_count).toBe(0);
      const voids = await api().call(
        'GET',
        `/api/v1/invoices?status=void&q=${invoice.invoice_number}`,
        { token },
      );
      expect(voids.body.items.map((each: { id: number }) => each.id)).toEqual([invoice.id]);
      expect(await balanceOfCustomer()).toBe(owedBefore);
      const again = await api().call('DELETE', `/api/v1/invoices/${invoice.id}`, { token });
      expect(again).toMatchObject({
        status: 409,
        body: { error: `Invoice ${invoice.invoice_number} is already void` },
      });
      // Nothing is paid on a void invoice.
      const payment = await api().call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
        token,
        body: { amount: 100, method: 'cash' },
      });
      expect(payment).toMatchObject({
        status: 409,
        body: { error: `Invoice ${invoice.invoice_number} is void: nothing is paid on it` },
      });
    });

    it('frees the order for a new invoice when its invoice is voided, and keeps the void one', async () => {
      const order = await newOrder();
      const generate = () =>
        api().call('POST', `/api/v1/orders/${order.id}/generate-invoice`, { token });
      const first = await generate();
      await api().call('DELETE', `/api/v1/invoices/${first.body.id}`, { token });
      const second = await generate();
      expect(second.status).toBe(201);
      expect(second.body.invoice_number).not.toBe(first.body.invoice_number);
      // The void one still names the order it was made from; the order's stock stays sold.
      const voided = await api().call('GET', `/api/v1/invoices/${first.body.id}`, { token });
      expect(voided.body).toMatchObject({ status: 'void', order_id: order.id });
      expect(
        (
          await api().call('POST', `/api/v1/invoices/${first.body.id}/payments`, {
            token,
            body: { amount: 100, method: 'cash' },
          })
        ).status,
      ).toBe(409);
    });

    it('refuses to delete an invoice with recorded payments (409)', async () => {
      const invoice = await newInvoice();
      await api().call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
        token,
        body: { amount: 50 },
      });
      expect(await api().call('DELETE', `/api/v1/invoices/${invoice.id}`, { token })).toMatchObject(
        {
          status: 409,
          body: {
            error: `Invoice ${invoice.invoice_number} has recorded payments: issue a credit note instead`,
          },
        },
      );
      expect((await api().call('GET', `/api/v1/invoices/${invoice.id}`, { token })).status).toBe(
        200,
      );
    });

    it('answers 404 for an unknown invoice and 400 for a bad id', async () => {
      expect(await api().call('DELETE', '/api/v1/invoices/999999', { token })).toMatchObject({
        status: 404,
        body: { error: 'Invoice not found' },
      });
      expect((await api().call('DELETE', '/api/v1/invoices/abc', { token })).status).toBe(400);
    });
  });

  it('refuses every invoices call without a valid token', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/v1/invoices'],
      ['POST', '/api/v1/invoices'],
      ['GET', '/api/v1/invoices/1'],
      ['POST', '/api/v1/invoices/1/payments'],
      ['DELETE', '/api/v1/invoices/1'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'POST' ? {} : undefined;
      expect(await api().call(method, path, { body })).toMatchObject({
        status: 401,
        body: { error: 'No authentication token found' },
      });
      expect((await api().call(method, path, { token: 'forged', body })).status).toBe(401);
    }
  });
});

describeEachDatabase('invoice status over time', (api) => {
  it('turns overdue once the due date has passed unpaid, whatever was paid in part', async () => {
    const { token } = await api().newUser();
    const customer = await insertCustomer(api().db);
    const body = {
      customer_id: customer.id,
      order_id: null,
      items: [{ id: null, description: 'Bolts M10 (box)', quantity: 1, unit_price: 1160 }],
      created_at: null,
      vat_rate: 0.16,
      vat_amount: 160,
      total: 1160,
    };
    const create = async () => (await api().call('POST', '/api/v1/invoices', { token, body })).body;
    const pay = (id: number, amount: number) =>
      api().call('POST', `/api/v1/invoices/${id}/payments`, { token, body: { amount } });
    const unpaid = await create();
    const partial = await create();
    const paid = await create();
    await pay(partial.id, 100);
    await pay(paid.id, 1160);

    const statuses = async (sessionToken: string) => {
      const list = await api().call('GET', '/api/v1/invoices', { token: sessionToken });
      const byId = new Map(list.body.map((i: { id: number; status: string }) => [i.id, i.status]));
      return [byId.get(unpaid.id), byId.get(partial.id), byId.get(paid.id)];
    };
    expect(await statuses(token)).toEqual(['unpaid', 'partially_paid', 'paid']);

    // Seven days on, the due date is today: not yet overdue.
    api().advanceClock(7 * DAY_MS);
    const later = (await api().newUser()).token;
    expect(await statuses(later)).toEqual(['unpaid', 'partially_paid', 'paid']);

    api().advanceClock(DAY_MS);
    const { token: fresh } = await api().newUser(); // the first session has expired by now
    expect(await statuses(fresh)).toEqual(['overdue', 'overdue', 'paid']);
    const one = await api().call('GET', `/api/v1/invoices/${partial.id}`, { token: fresh });
    expect(one.body).toMatchObject({ status: 'overdue', amount_paid: 100 });

    // Paying off an overdue invoice makes it paid.
    expect((await pay(unpaid.id, 1160)).status).toBe(401); // old session
    const settled = await api().call('POST', `/api/v1/invoices/${unpaid.id}/payments`, {
      token: fresh,
      body: { amount: 1160 },
    });
    expect(settled.body).toMatchObject({ status: 'paid', amount_paid: 1160 });
  });
});
