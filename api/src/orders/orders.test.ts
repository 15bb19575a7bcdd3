import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertItem,
  orderRequest,
  salesRowCounts,
  stockOf,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describeEachDatabase('orders REST', (api) => {
  let token: string;
  let staff: { id: number; email: string };
  let customer: Awaited<ReturnType<typeof insertCustomer>>;

  beforeAll(async () => {
    const user = await api().newUser();
    token = user.token;
    staff = { id: user.id, email: user.email };
    customer = await insertCustomer(api().db, { name: 'Kamau Builders' });
  });

  const post = (body: unknown, headers?: Record<string, string>) =>
    api().call('POST', '/api/v1/orders', { token, body, headers });

  async function newOrder(quantity = 1, options: { vatRate?: number } = {}) {
    const item = await insertItem(api().db, { name: 'Crown Paint 4L', unitPriceCents: 2_450_00 });
    const response = await post(orderRequest(customer.id, [{ item, quantity }], options));
    expect(response.status).toBe(201);
    return response.body;
  }

  describe('POST /api/v1/orders', () => {
    it('takes the stock, recomputes the totals in cents (VAT inside shelf prices) and answers 201 with the order and its items', async () => {
      const cement = await insertItem(api().db, {
        name: 'Simba Cement 50kg',
        quantity: 10,
        unitPriceCents: 780_00,
      });
      const mabati = await insertItem(api().db, {
        name: 'Mabati 30 gauge 3m',
        quantity: 5,
        unitPriceCents: 1_250_50,
      });
      const counterBefore = (await salesRowCounts(api().db)).counters.order!;

      const response = await post({
        customer_id: customer.id,
        items: [
          { id: cement.id, quantity: 3, unit_price: 780 },
          { id: mabati.id, quantity: 2, unit_price: 1250.5 },
        ],
        payment_method: 'mpesa',
        // 2,340 + 2,501 = 4,841.00 at shelf prices, VAT included: 4,841 ÷ 1.16 = 4,173.28 net.
        subtotal: 4173.28,
        vat_rate: 0.16,
        vat_amount: 667.72,
        total_amount: 4841,
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        order_number: `ORD-${String(counterBefore + 1).padStart(6, '0')}`,
        customer_id: customer.id,
        customer_name: 'Kamau Builders',
        subtotal: 4173.28,
        vat_rate: 0.16,
        vat_amount: 667.72,
        total_amount: 4841,
        payment_method: 'mpesa',
        status: 'pending',
        paid_amount: 0,
        amount_credited: 0,
        balance: 4841,
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        created_by: staff,
        cancelled_at: null,
        cancelled_by: null,
        cancelled_by_email: null,
        cancel_reason: null,
        invoice_id: null,
        invoice_number: null,
        // Made online: no tap time of its own, nothing for a manager to look at (issue 54).
        sold_at: null,
        attention: [],
        attention_cleared_at: null,
        items: [
          {
            inventory_id: cement.id,
            item_name: 'Simba Cement 50kg',
            quantity: 3,
            unit: 'pcs',
            unit_price: 780,
            total_price: 2340,
            tax_band: 'B',
          },
          {
            inventory_id: mabati.id,
            item_name: 'Mabati 30 gauge 3m',
            quantity: 2,
            unit: 'pcs',
            unit_price: 1250.5,
            total_price: 2501,
            tax_band: 'B',
          },
        ],
      });
      expect(await stockOf(api().db, cement.id)).toBe(7);
      expect(await stockOf(api().db, mabati.id)).toBe(3);

      const { items, ...order } = response.body;
      const one = await api().call('GET', `/api/v1/orders/${order.id}`, { token });
      expect(one).toMatchObject({ status: 200, body: order });
      const list = await api().call('GET', '/api/v1/orders', { token });
      expect(list.status).toBe(200);
      expect(list.body).toContainEqual(order);
      const lines = await api().call('GET', `/api/v1/orders/${order.id}/items`, { token });
      expect(lines).toMatchObject({ status: 200, body: items });
    });

    it('keeps the item name and price of the sale when the item changes later', async () => {
      const item = await insertItem(api().db, { name: 'Wire nails 4"', unitPriceCents: 180_00 });
      const created = await post(orderRequest(customer.id, [{ item, quantity: 2 }]));
      expect(created.status).toBe(201);
      await api()
        .db.updateTable('inventory_items')
        .set({ name: 'Wire nails 4 inch (kg)', unit_price_cents: 200_00 })
        .where('id', '=', item.id)
        .execute();
      const lines = await api().call('GET', `/api/v1/orders/${created.body.id}/items`, { token });
      expect(lines.body).toEqual([
        {
          inventory_id: item.id,
          item_name: 'Wire nails 4"',
          quantity: 2,
          unit: 'pcs',
          unit_price: 180,
          total_price: 360,
          tax_band: 'B',
        },
      ]);
    });

    it('charges the net × (1 + rate): the shelf prices at 16 %, the net at 0 %, half up between', async () => {
      const item = await insertItem(api().db, { name: 'PVC elbow 1/2"', unitPriceCents: 33_35 });
      // 3 × 33.35 = 100.05 including 16 % VAT: 86.25 net + 13.80 VAT.
      const taxed = await post({
        ...orderRequest(customer.id, [{ item, quantity: 3 }]),
        subtotal: 86.25,
        vat_amount: 13.8,
        total_amount: 100.05,
      });
      expect(taxed).toMatchObject({
        status: 201,
        body: { subtotal: 86.25, vat_amount: 13.8, total_amount: 100.05 },
      });
      // An exempt sale pays the net: 33.35 ÷ 1.16 = 28.75.
      const untaxed = await post({
        ...orderRequest(customer.id, [{ item, quantity: 1 }], { paymentMethod: 'cash' }),
        vat_rate: 0,
        subtotal: 28.75,
        vat_amount: 0,
        total_amount: 28.75,
      });
      expect(untaxed).toMatchObject({
        status: 201,
        body: { vat_rate: 0, subtotal: 28.75, vat_amount: 0, total_amount: 28.75 },
      });
      // 57.50 net at 12.5 % is 7.1875 VAT → 7.19.
      const other = await post({
        ...orderRequest(customer.id, [{ item, quantity: 2 }]),
        vat_rate: 0.125,
        subtotal: 57.5,
        vat_amount: 7.19,
        total_amount: 64.69,
      });
      expect(other).toMatchObject({
        status: 201,
        body: { subtotal: 57.5, vat_amount: 7.19, total_amount: 64.69 },
      });
      // The VAT added on top of a VAT-inclusive price (the old arithmetic) is refused.
      const onTop = await post({
        ...orderRequest(customer.id, [{ item, quantity: 3 }]),
        subtotal: 100.05,
        vat_amount: 16.01,
        total_amount: 116.06,
      });
      expect(onTop).toMatchObject({
        status: 409,
        body: { error: 'Prices have changed; refresh and try again' },
      });
    });

    it('accepts every payment method of the spec', async () => {
      const item = await insertItem(api().db, { unitPriceCents: 10_00 });
      for (const method of ['cash', 'mpesa', 'cheque', 'bank_transfer', 'credit']) {
        const response = await post(
          orderRequest(customer.id, [{ item, quantity: 1 }], { paymentMethod: method }),
        );
        expect(response.status).toBe(201);
        expect(response.body.payment_method).toBe(method);
      }
    });

    it('refuses too little stock with 409 naming the item and what is left, and writes nothing', async () => {
      const plenty = await insertItem(api().db, { name: 'Binding wire 25kg', quantity: 50 });
      const scarce = await insertItem(api().db, { name: 'Simba Cement 50kg', quantity: 3 });
      const before = await salesRowCounts(api().db);
      const response = await post(
        orderRequest(customer.id, [
          { item: plenty, quantity: 10 },
          { item: scarce, quantity: 4 },
        ]),
      );
      expect(response).toMatchObject({
        status: 409,
        body: { error: 'Not enough stock for Simba Cement 50kg: 3 left' },
      });
      expect(await stockOf(api().db, plenty.id)).toBe(50);
      expect(await stockOf(api().db, scarce.id)).toBe(3);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('sells the very last units, then refuses with 0 left', async () => {
      const item = await insertItem(api().db, { name: 'Gate valve 1"', quantity: 2 });
      expect((await post(orderRequest(customer.id, [{ item, quantity: 2 }]))).status).toBe(201);
      expect(await stockOf(api().db, item.id)).toBe(0);
      expect(await post(orderRequest(customer.id, [{ item, quantity: 1 }]))).toMatchObject({
        status: 409,
        body: { error: 'Not enough stock for Gate valve 1": 0 left' },
      });
    });

    it.each([
      [
        'a unit price',
        (b: ReturnType<typeof orderRequest>) => ({ items: [{ ...b.items[0], unit_price: 100 }] }),
      ],
      ['the subtotal', (b: ReturnType<typeof orderRequest>) => ({ subtotal: b.subtotal + 1 })],
      [
        'the VAT amount',
        (b: ReturnType<typeof orderRequest>) => ({ vat_amount: b.vat_amount - 0.01 }),
      ],
      [
        'the total',
        (b: ReturnType<typeof orderRequest>) => ({ total_amount: b.total_amount + 0.01 }),
      ],
    ])('answers 409 when %s differs from the server, and writes nothing', async (_, change) => {
      const item = await insertItem(api().db, {
        name: 'Roofing nails 1kg',
        unitPriceCents: 250_00,
      });
      const body = orderRequest(customer.id, [{ item, quantity: 2 }]);
      const before = await salesRowCounts(api().db);
      const response = await post({ ...body, ...change(body) });
      expect(response).toMatchObject({
        status: 409,
        body: { error: 'Prices have changed; refresh and try again' },
      });
      expect(await stockOf(api().db, item.id)).toBe(100);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('answers 409 when the price changed in the database after the client loaded it', async () => {
      const item = await insertItem(api().db, { name: 'Gloss paint 1L', unitPriceCents: 650_00 });
      const stale = orderRequest(customer.id, [{ item, quantity: 1 }]);
      await api()
        .db.updateTable('inventory_items')
        .set({ unit_price_cents: 700_00 })
        .where('id', '=', item.id)
        .execute();
      expect(await post(stale)).toMatchObject({
        status: 409,
        body: { error: 'Prices have changed; refresh and try again' },
      });
      const fresh = orderRequest(customer.id, [
        { item: { ...item, unit_price_cents: 700_00 }, quantity: 1 },
      ]);
      expect((await post(fresh)).body.total_amount).toBe(700);
    });

    it('numbers orders without gaps, even when an order in between fails', async () => {
      const item = await insertItem(api().db, { name: 'Hacksaw blade', quantity: 2 });
      const first = await post(orderRequest(customer.id, [{ item, quantity: 1 }]));
      const failed = await post(orderRequest(customer.id, [{ item, quantity: 5 }]));
      const second = await post(orderRequest(customer.id, [{ item, quantity: 1 }]));
      expect(failed.status).toBe(409);
      const number = (order: { order_number: string }) => Number(order.order_number.slice(4));
      expect(number(second.body)).toBe(number(first.body) + 1);
    });

    const valid = () => ({
      customer_id: customer.id,
      items: [{ id: 1, quantity: 1, unit_price: 780 }],
      payment_method: 'mpesa',
      subtotal: 780,
      vat_rate: 0.16,
      vat_amount: 124.8,
      total_amount: 904.8,
    });

    it.each<[string, (b: ReturnType<typeof valid>) => unknown, string]>([
      [
        'a text customer_id',
        (b) => ({ ...b, customer_id: 'Kamau' }),
        'customer_id: must be a number',
      ],
      [
        'a negative customer_id',
        (b) => ({ ...b, customer_id: -3 }),
        'customer_id: must be positive',
      ],
      [
        'an unknown customer',
        (b) => ({ ...b, customer_id: 999_999 }),
        'customer_id: no such customer',
      ],
      ['a huge customer_id', (b) => ({ ...b, customer_id: 99_999_999_999 }), 'customer_id'],
      ['no items', ({ items, ...b }) => b, 'items'],
      ['an empty cart', (b) => ({ ...b, items: [] }), 'items: add at least one item'],
      ['items that are not a list', (b) => ({ ...b, items: 'cement' }), 'items: must be a list'],
      [
        'an item without id',
        (b) => ({ ...b, items: [{ quantity: 1, unit_price: 780 }] }),
        'items.0.id',
      ],
      [
        'an unknown item',
        (b) => ({ ...b, items: [{ id: 999_999, quantity: 1, unit_price: 780 }] }),
        'items.0.id: no such inventory item',
      ],
      [
        'quantity 0',
        (b) => ({ ...b, items: [{ id: 1, quantity: 0, unit_price: 780 }] }),
        'items.0.quantity: must be more than 0',
      ],
      [
        'a negative quantity',
        (b) => ({ ...b, items: [{ id: 1, quantity: -2, unit_price: 780 }] }),
        'items.0.quantity',
      ],
      [
        'a fractional quantity',
        (b) => ({ ...b, items: [{ id: 1, quantity: 1.5, unit_price: 780 }] }),
        'items.0.quantity: must be a whole number',
      ],
      [
        'a text quantity',
        (b) => ({ ...b, items: [{ id: 1, quantity: '2', unit_price: 780 }] }),
        'items.0.quantity: must be a number',
      ],
      [
        'a negative unit price',
        (b) => ({ ...b, items: [{ id: 1, quantity: 1, unit_price: -780 }] }),
        'items.0.unit_price: must not be negative',
      ],
      [
        'a unit price with 3 decimals',
        (b) => ({ ...b, items: [{ id: 1, quantity: 1, unit_price: 780.001 }] }),
        'items.0.unit_price: must have at most 2 decimals',
      ],
      ['no payment method', ({ payment_method, ...b }) => b, 'payment_method'],
      [
        'an unknown payment method',
        (b) => ({ ...b, payment_method: 'bitcoin' }),
        'payment_method: must be one of cash, mpesa, cheque, bank_transfer, credit',
      ],
      ['no VAT rate', ({ vat_rate, ...b }) => b, 'vat_rate'],
      [
        'a VAT rate of 16 (percent, not a fraction)',
        (b) => ({ ...b, vat_rate: 16 }),
        'vat_rate: must be between 0 and 1',
      ],
      [
        'a negative VAT rate',
        (b) => ({ ...b, vat_rate: -0.16 }),
        'vat_rate: must be between 0 and 1',
      ],
      ['a text VAT rate', (b) => ({ ...b, vat_rate: '0.16' }), 'vat_rate: must be a number'],
      ['no subtotal', ({ subtotal, ...b }) => b, 'subtotal'],
      [
        'a negative VAT amount',
        (b) => ({ ...b, vat_amount: -1 }),
        'vat_amount: must not be negative',
      ],
      ['no total', ({ total_amount, ...b }) => b, 'total_amount'],
      ['a text total', (b) => ({ ...b, total_amount: 'lots' }), 'total_amount: must be a number'],
    ])('refuses %s with 400 and writes nothing', async (_, change, message) => {
      const item = await insertItem(api().db, { unitPriceCents: 780_00 });
      const body = valid();
      body.items = body.items.map((line) => ({ ...line, id: item.id }));
      const changed = change(body) as { items?: { id?: number }[] };
      if (Array.isArray(changed.items)) {
        // Point the line at the real item unless the case is about the id itself.
        changed.items = changed.items.map((line) =>
          line.id === 1 ? { ...line, id: item.id } : line,
        );
      }
      const before = await salesRowCounts(api().db);
      const response = await post(changed);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(message);
      // Each named field also by its path, for the form to show beside the field (issue 20).
      const [field = ''] = message.split(': ');
      expect(response.body.fields).toHaveProperty([field]);
      expect(await stockOf(api().db, item.id)).toBe(100);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('refuses the same item on two lines (send one line with the whole quantity)', async () => {
      const item = await insertItem(api().db, { name: 'Simba Cement 50kg' });
      const body = orderRequest(customer.id, [
        { item, quantity: 1 },
        { item, quantity: 2 },
      ]);
      const before = await salesRowCounts(api().db);
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(
        `items.1.id: inventory item ${item.id} is listed more than once; send one line per item with the whole quantity`,
      );
      expect(await stockOf(api().db, item.id)).toBe(100);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('refuses a body that is not JSON, or not an object', async () => {
      expect((await post('{"customer_id":')).status).toBe(400);
      expect((await post([1, 2])).status).toBe(400);
    });
  });

  describe('GET /api/v1/orders', () => {
    it('lists every order newest first (paging and filters: order-list.test.ts)', async () => {
      const all = await api().call('GET', '/api/v1/orders', { token });
      expect(all.body.length).toBeGreaterThan(3);
      const sorted = [...all.body].sort(
        (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
      );
      expect(all.body).toEqual(sorted);
    });
  });

  describe('GET /api/v1/orders/:id and /items', () => {
    it('answers 404 for an unknown order and 400 for a bad id', async () => {
      for (const path of ['/api/v1/orders/999999', '/api/v1/orders/999999/items']) {
        expect(await api().call('GET', path, { token })).toMatchObject({
          status: 404,
          body: { error: 'Order not found' },
        });
      }
      for (const path of ['/api/v1/orders/abc', '/api/v1/orders/0/items']) {
        const response = await api().call('GET', path, { token });
        expect(response.status).toBe(400);
        expect(response.body.error).toContain('id');
      }
    });
  });

  describe('PATCH /api/v1/orders/:id', () => {
    it('records a partial payment, then the full payment', async () => {
      const order = await newOrder(1); // 2,450.00, VAT included
      expect(order.total_amount).toBe(2450);
      const partial = await api().call('PATCH', `/api/v1/orders/${order.id}`, {
        token,
        body: { status: 'partially_paid', paid_amount: 1000.5 },
      });
      expect(partial.status).toBe(200);
      const { items, ...withoutItems } = order;
      expect(partial.body).toEqual({
        ...withoutItems,
        status: 'partially_paid',
        paid_amount: 1000.5,
        balance: withoutItems.total_amount - 1000.5,
      });
      const paid = await api().call('PATCH', `/api/v1/orders/${order.id}`, {
        token,
        body: { status: 'paid', paid_amount: 2450 },
      });
      expect(paid.body).toMatchObject({ status: 'paid', paid_amount: 2450 });
      const stored = await api().call('GET', `/api/v1/orders/${order.id}`, { token });
      expect(stored.body).toMatchObject({ status: 'paid', paid_amount: 2450 });
    });

    it('refuses a part payment based on a paid amount that changed meanwhile (two tills)', async () => {
      const order = await newOrder(1); // total 2,450.00
      // Both tills saw nothing paid; the first adds 1,000, the second 500.
      const first = await api().call('PATCH', `/api/v1/orders/${order.id}`, {
        token,
        body: { status: 'partially_paid', paid_amount: 1000, expected_paid_amount: 0 },
      });
      expect(first).toMatchObject({ status: 200, body: { paid_amount: 1000 } });
      const second = await api().call('PATCH', `/api/v1/orders/${order.id}`, {
        token,
        body: { status: 'partially_paid', paid_amount: 500, expected_paid_amount: 0 },
      });
      expect(second).toMatchObject({
        status: 409,
        body: {
          error: `Payments on ${order.order_number} changed meanwhile (now KSh 1,000.00 paid); refresh and try again`,
        },
      });
      const stored = await api().call('GET', `/api/v1/orders/${order.id}`, { token });
      expect(stored.body.paid_amount).toBe(1000);
      const retried = await api().call('PATCH', `/api/v1/orders/${order.id}`, {
        token,
        body: { status: 'partially_paid', paid_amount: 1500, expected_paid_amount: 1000 },
      });
      expect(retried).toMatchObject({ status: 200, body: { paid_amount: 1500 } });
    });

    it('allows setting an order back to pending with nothing paid', async () => {
      const order = await newOrder(1);
      const response = await api().call('PATCH', `/api/v1/orders/${order.id}`, {
        token,
        body: { status: 'pending', paid_amount: 0 },
      });
      expect(response).toMatchObject({ status: 200, body: { status: 'pending', paid_amount: 0 } });
    });

    it.each<[unknown, string]>([
      [
        { status: 'paid', paid_amount: 2449.99 },
        "status 'paid' needs paid_amount equal to the order total of KSh 2,450.00",
      ],
      [
        { status: 'paid', paid_amount: 3000 },
        'paid_amount must not be more than the order total of KSh 2,450.00',
      ],
      [
        { status: 'partially_paid', paid_amount: 2450 },
        "status 'partially_paid' needs a paid_amount more than 0 and less than the order total of KSh 2,450.00",
      ],
      [
        { status: 'partially_paid', paid_amount: 0 },
        "status 'partially_paid' needs a paid_amount more than 0",
      ],
      [{ status: 'pending', paid_amount: 100 }, "status 'pending' needs paid_amount 0"],
      [
        { status: 'refunded', paid_amount: 0 },
        'status: must be one of pending, paid, partially_paid',
      ],
      [{ paid_amount: 100 }, 'status'],
      [{ status: 'paid' }, 'paid_amount'],
      [{ status: 'partially_paid', paid_amount: -5 }, 'paid_amount: must not be negative'],
      [{ status: 'partially_paid', paid_amount: '100' }, 'paid_amount: must be a number'],
      [
        { status: 'partially_paid', paid_amount: 10.555 },
        'paid_amount: must have at most 2 decimals',
      ],
    ])('refuses %j with 400 and changes nothing', async (body, message) => {
      const order = await newOrder(1);
      const response = await api().call('PATCH', `/api/v1/orders/${order.id}`, { token, body });
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(message);
      const stored = await api().call('GET', `/api/v1/orders/${order.id}`, { token });
      expect(stored.body).toMatchObject({ status: 'pending', paid_amount: 0 });
    });

    it('answers 404 for an unknown order and 400 for a bad id', async () => {
      const body = { status: 'paid', paid_amount: 1 };
      expect(await api().call('PATCH', '/api/v1/orders/999999', { token, body })).toMatchObject({
        status: 404,
        body: { error: 'Order not found' },
      });
      expect((await api().call('PATCH', '/api/v1/orders/x', { token, body })).status).toBe(400);
    });
  });

  describe('GET /api/v1/order-items', () => {
    it('answers the items of many orders in one call, with their order ids', async () => {
      const a = await newOrder(2);
      const b = await newOrder(3);
      const response = await api().call(
        'GET',
        `/api/v1/order-items?order_ids=${b.id},${a.id},999999,${a.id}`,
        { token },
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { order_id: a.id, ...a.items[0] },
        { order_id: b.id, ...b.items[0] },
      ]);
    });

    it.each([
      ['', 'order_ids'],
      ['?order_ids=', 'order_ids: must list ids separated by commas'],
      ['?order_ids=a,b', 'order_ids: must list ids separated by commas'],
      ['?order_ids=1,,2', 'order_ids: must list ids separated by commas'],
      ['?order_ids=-1', 'order_ids: must list ids separated by commas'],
      ['?order_ids=0', 'order_ids.0: must be positive'],
      ['?order_ids=99999999999', 'order_ids.0: is not a known id'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await api().call('GET', `/api/v1/order-items${query}`, { token });
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(message);
    });

    it('refuses more than 1000 ids with 400', async () => {
      const ids = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
      const response = await api().call('GET', `/api/v1/order-items?order_ids=${ids}`, { token });
      expect(response).toMatchObject({
        status: 400,
        body: { error: 'order_ids: must list at most 1000 ids' },
      });
    });
  });

  describe('POST /api/v1/orders/:id/generate-invoice', () => {
    it('invoices the order once: customer, items, totals, due in 7 days, a gapless number', async () => {
      const order = await newOrder(2); // 4,900.00 including 675.86 VAT
      const counterBefore = (await salesRowCounts(api().db)).counters.invoice!;
      const stockBefore = await stockOf(api().db, order.items[0].inventory_id);
      const response = await api().call('POST', `/api/v1/orders/${order.id}/generate-invoice`, {
        token,
      });
      expect(response.status).toBe(201);
      const createdAt = response.body.created_at;
      // Due 7 days after the day of sale in Nairobi (UTC+3): after 21:00 UTC that is tomorrow.
      const due = new Date(Date.parse(createdAt) + 3 * 3_600_000);
      due.setUTCDate(due.getUTCDate() + 7);
      expect(response.body).toEqual({
        id: expect.any(Number),
        invoice_number: `INV-${String(counterBefore + 1).padStart(6, '0')}`,
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        created_by: staff,
        recorded_at: createdAt,
        back_dated: false,
        opening_balance: false,
        due_date: due.toISOString().slice(0, 10),
        customer_id: customer.id,
        customer_name: 'Kamau Builders',
        customer_contact: customer.contact,
        customer_address: customer.address,
        order_id: order.id,
        subtotal: 4224.14,
        vat_rate: 0.16,
        vat_amount: 675.86,
        total: 4900,
        amount_paid: 0,
        amount_credited: 0,
        balance: 4900,
        status: 'unpaid',
        voided_at: null,
        voided_by: null,
        voided_by_email: null,
        void_reason: null,
        items: [
          {
            id: expect.any(Number),
            inventory_id: order.items[0].inventory_id,
            description: 'Crown Paint 4L',
            quantity: 2,
            unit: 'pcs',
            unit_price: 2450,
            amount: 4900,
            tax_band: 'B',
          },
        ],
        etims: null,
      });
      // The order took the stock when it was made; its invoice does not take it again.
      expect(await stockOf(api().db, order.items[0].inventory_id)).toBe(stockBefore);
      // The order now names its invoice, as a row of the list and on its own.
      const invoiced = await api().call('GET', `/api/v1/orders/${order.id}`, { token });
      expect(invoiced.body).toMatchObject({
        invoice_id: response.body.id,
        invoice_number: response.body.invoice_number,
      });
      const page = await api().call('GET', `/api/v1/orders?q=${order.order_number}`, { token });
      expect(page.body.items).toEqual([
        expect.objectContaining({ id: order.id, invoice_number: response.body.invoice_number }),
      ]);

      const before = await salesRowCounts(api().db);
      const again = await api().call('POST', `/api/v1/orders/${order.id}/generate-invoice`, {
        token,
      });
      expect(again).toMatchObject({
        status: 409,
        body: {
          error: `Invoice ${response.body.invoice_number} already exists for order ${order.order_number}`,
        },
      });
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('answers 404 for an unknown order and 400 for a bad id, burning no number', async () => {
      const before = await salesRowCounts(api().db);
      expect(
        await api().call('POST', '/api/v1/orders/999999/generate-invoice', { token }),
      ).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      expect(
        (await api().call('POST', '/api/v1/orders/-1/generate-invoice', { token })).status,
      ).toBe(400);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });
  });

  it('refuses every orders call without a valid token', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/v1/orders'],
      ['POST', '/api/v1/orders'],
      ['GET', '/api/v1/orders/1'],
      ['PATCH', '/api/v1/orders/1'],
      ['GET', '/api/v1/orders/1/items'],
      ['POST', '/api/v1/orders/1/generate-invoice'],
      ['GET', '/api/v1/order-items?order_ids=1'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : {};
      expect(await api().call(method, path, { body })).toMatchObject({
        status: 401,
        body: { error: 'No authentication token found' },
      });
      expect(await api().call(method, path, { token: 'forged', body })).toMatchObject({
        status: 401,
        body: { error: 'Invalid or revoked token' },
      });
    }
  });
});
