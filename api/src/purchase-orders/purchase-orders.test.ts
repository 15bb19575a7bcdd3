import { beforeAll, expect, it } from 'vitest';
import { insertItem, insertSupplier, stockOf } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

describeEachDatabase('purchase orders', (api) => {
  let token: string;
  let cashierToken: string;
  let supplierId: number;
  let otherSupplierId: number;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ token: cashierToken } = await api().newUser(undefined, 'cashier'));
    supplierId = await insertSupplier(api().db, 'Mabati Rolling Mills');
    otherSupplierId = await insertSupplier(api().db, 'Kenya Wire Ltd');
  });

  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    api().call(method, path, { token, body, headers });
  const asCashier = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token: cashierToken, body });

  const order = (
    lines: { inventory_id: number; quantity: number; unit_cost: number }[],
    extra = {},
  ) => call('POST', '/api/v1/purchase-orders', { supplier_id: supplierId, lines, ...extra });

  const receive = (
    orderId: number,
    lines: { inventory_id: number; quantity: number; unit_cost?: number }[],
    extra = {},
  ) => call('POST', `/api/v1/purchase-orders/${orderId}/receive`, { lines, ...extra });

  const counter = async () =>
    Number(
      (
        await api()
          .db.selectFrom('counters')
          .select('value')
          .where('name', '=', 'purchase_order')
          .executeTakeFirstOrThrow()
      ).value,
    );

  it('makes a draft numbered PO-000001 on, with exact quantities and costs in cents, once per key', async () => {
    const sheets = await insertItem(api().db, { name: 'PO Mabati sheet', quantity: 2 });
    const wire = await insertItem(api().db, { name: 'PO Binding wire', quantity: 0, unit: 'kg' });
    const next = (await counter()) + 1;
    const body = {
      supplier_id: supplierId,
      expected_on: '2099-01-31',
      note: 'Deliver to the back gate',
      lines: [
        { inventory_id: sheets.id, quantity: 20, unit_cost: 845.5 },
        { inventory_id: wire.id, quantity: 2.5, unit_cost: 333.33 },
      ],
    };
    const first = await call('POST', '/api/v1/purchase-orders', body, {
      'Idempotency-Key': 'po-1',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      po_number: `PO-${String(next).padStart(6, '0')}`,
      status: 'draft',
      supplier_name: 'Mabati Rolling Mills',
      expected_on: '2099-01-31',
      // 20 × 845.50 + 2.5 × 333.33 = 16,910.00 + 833.325 → 833.33
      total_cost: 17_743.33,
      line_count: 2,
    });
    expect(first.body.lines).toMatchObject([
      { item_name: 'PO Mabati sheet', quantity: 20, received: 0, outstanding: 20, amount: 16_910 },
      {
        item_name: 'PO Binding wire',
        quantity: 2.5,
        unit: 'kg',
        unit_cost: 333.33,
        amount: 833.33,
      },
    ]);
    const again = await call('POST', '/api/v1/purchase-orders', body, {
      'Idempotency-Key': 'po-1',
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await counter()).toBe(next);
    // Nothing in stock moved: an order is a request, not a delivery.
    expect(await stockOf(api().db, sheets.id)).toBe(2);
  });

  it('refuses what it cannot order, writing nothing', async () => {
    const nails = await insertItem(api().db, { name: 'PO Nails box' });
    const before = await counter();
    const bad = [
      { supplier_id: 999_999, lines: [{ inventory_id: nails.id, quantity: 1, unit_cost: 1 }] },
      { supplier_id: supplierId, lines: [] },
      { supplier_id: supplierId, lines: [{ inventory_id: nails.id, quantity: 1.5, unit_cost: 1 }] },
      {
        supplier_id: supplierId,
        lines: [{ inventory_id: nails.id, quantity: 1, unit_cost: 1.005 }],
      },
      {
        supplier_id: supplierId,
        lines: [
          { inventory_id: nails.id, quantity: 1, unit_cost: 1 },
          { inventory_id: nails.id, quantity: 2, unit_cost: 1 },
        ],
      },
      {
        supplier_id: supplierId,
        expected_on: '2001-01-01',
        lines: [{ inventory_id: nails.id, quantity: 1, unit_cost: 1 }],
      },
    ];
    for (const body of bad) {
      const response = await call('POST', '/api/v1/purchase-orders', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await counter()).toBe(before);
  });

  it('numbers concurrent orders without gaps', async () => {
    const item = await insertItem(api().db, { name: 'PO Concurrent item' });
    const before = await counter();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        order([{ inventory_id: item.id, quantity: 1, unit_cost: 10 }]),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const numbers = answers.map((answer) => answer.body.po_number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 8 }, (_, index) => `PO-${String(before + index + 1).padStart(6, '0')}`),
    );
  });

  it('lets a cashier read and receive against an order without costs, but not make, send or cancel one', async () => {
    const item = await insertItem(api().db, { name: 'PO Cashier item', quantity: 0 });
    const made = await order([{ inventory_id: item.id, quantity: 5, unit_cost: 120 }]);
    const id = made.body.id;
    const read = await asCashier('GET', `/api/v1/purchase-orders/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('total_cost');
    expect(read.body.lines[0]).not.toHaveProperty('unit_cost');
    expect(read.body.lines[0]).not.toHaveProperty('amount');
    const list = await asCashier('GET', `/api/v1/purchase-orders?q=${made.body.po_number}`);
    expect(list.body.items[0]).not.toHaveProperty('total_cost');
    expect(
      (
        await asCashier('POST', '/api/v1/purchase-orders', {
          supplier_id: supplierId,
          lines: [{ inventory_id: item.id, quantity: 1, unit_cost: 1 }],
        })
      ).status,
    ).toBe(403);
    expect((await asCashier('POST', `/api/v1/purchase-orders/${id}/send`)).status).toBe(403);
    expect(
      (await asCashier('POST', `/api/v1/purchase-orders/${id}/cancel`, { reason: 'x' })).status,
    ).toBe(403);
    // A cost from a cashier is refused; without one the order's cost is used.
    expect(
      (
        await asCashier('POST', `/api/v1/purchase-orders/${id}/receive`, {
          lines: [{ inventory_id: item.id, quantity: 2, unit_cost: 1 }],
        })
      ).status,
    ).toBe(403);
    const received = await asCashier('POST', `/api/v1/purchase-orders/${id}/receive`, {
      lines: [{ inventory_id: item.id, quantity: 2 }],
    });
    expect(received.status).toBe(201);
    expect(received.body.purchase_order).toMatchObject({ status: 'partially_received' });
    expect(received.body.purchase_order).not.toHaveProperty('total_cost');
    const note = await call('GET', `/api/v1/goods-received/${received.body.goods_received_id}`);
    expect(note.body).toMatchObject({ purchase_order_id: id, total_cost: 240 });
    expect(await stockOf(api().db, item.id)).toBe(2);
  });

  it('follows its deliveries: 12 of 20 partially received, all received, a reversal puts it back', async () => {
    const item = await insertItem(api().db, { name: 'PO Status item', quantity: 0 });
    const made = await order([{ inventory_id: item.id, quantity: 20, unit_cost: 50 }]);
    const id = made.body.id;
    expect((await call('POST', `/api/v1/purchase-orders/${id}/send`)).body.status).toBe('sent');
    const first = await call('POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      purchase_order_id: id,
      lines: [{ inventory_id: item.id, quantity: 12, unit_cost: 50 }],
    });
    expect(first.status).toBe(201);
    let read = await call('GET', `/api/v1/purchase-orders/${id}`);
    expect(read.body).toMatchObject({ status: 'partially_received' });
    expect(read.body.lines[0]).toMatchObject({ received: 12, outstanding: 8 });
    const refusedCancel = await call('POST', `/api/v1/purchase-orders/${id}/cancel`, {
      reason: 'No longer needed',
    });
    expect(refusedCancel.status).toBe(409);
    expect(refusedCancel.body.error).toMatch(/goods have been received/);
    const rest = await receive(id, [{ inventory_id: item.id, quantity: 8 }]);
    expect(rest.body.purchase_order).toMatchObject({ status: 'received' });
    const reversed = await call('POST', `/api/v1/goods-received/${first.body.id}/reverse`, {
      reason: 'Wrong lorry',
    });
    expect(reversed.status).toBe(200);
    read = await call('GET', `/api/v1/purchase-orders/${id}`);
    expect(read.body).toMatchObject({ status: 'partially_received' });
    expect(read.body.lines[0]).toMatchObject({ received: 8, outstanding: 12 });
    await call('POST', `/api/v1/goods-received/${rest.body.goods_received_id}/reverse`, {
      reason: 'Wrong lorry too',
    });
    read = await call('GET', `/api/v1/purchase-orders/${id}`);
    expect(read.body).toMatchObject({ status: 'sent' });
    const cancelled = await call('POST', `/api/v1/purchase-orders/${id}/cancel`, {
      reason: 'Supplier out of stock',
    });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Supplier out of stock',
    });
    expect((await receive(id, [{ inventory_id: item.id, quantity: 1 }])).status).toBe(409);
    expect(
      (await call('POST', `/api/v1/purchase-orders/${id}/cancel`, { reason: 'again' })).status,
    ).toBe(409);
  });

  it('asks before receiving more than ordered, and refuses items not on the order or another supplier', async () => {
    const item = await insertItem(api().db, { name: 'PO Over item', quantity: 0 });
    const other = await insertItem(api().db, { name: 'PO Not ordered item', quantity: 0 });
    const id = (await order([{ inventory_id: item.id, quantity: 10, unit_cost: 5 }])).body.id;
    const over = await receive(id, [{ inventory_id: item.id, quantity: 11 }]);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatch(/more than ordered on PO-\d{6} \(PO Over item: 11 of 10 pcs\)/);
    expect(await stockOf(api().db, item.id)).toBe(0);
    const allowed = await receive(id, [{ inventory_id: item.id, quantity: 11 }], {
      allow_over_receipt: true,
    });
    expect(allowed.status).toBe(201);
    expect(allowed.body.purchase_order).toMatchObject({ status: 'received' });
    expect(allowed.body.purchase_order.lines[0]).toMatchObject({ received: 11, outstanding: 0 });
    expect((await receive(id, [{ inventory_id: other.id, quantity: 1 }])).status).toBe(400);
    const wrongSupplier = await call('POST', '/api/v1/goods-received', {
      supplier_id: otherSupplierId,
      purchase_order_id: id,
      lines: [{ inventory_id: item.id, quantity: 1, unit_cost: 5 }],
    });
    expect(wrongSupplier.status).toBe(400);
  });

  it('lets only one of two concurrent deliveries take the last of an order without asking', async () => {
    const item = await insertItem(api().db, { name: 'PO Race item', quantity: 0 });
    const id = (await order([{ inventory_id: item.id, quantity: 10, unit_cost: 5 }])).body.id;
    const answers = await Promise.all([
      receive(id, [{ inventory_id: item.id, quantity: 6 }]),
      receive(id, [{ inventory_id: item.id, quantity: 6 }]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const read = await call('GET', `/api/v1/purchase-orders/${id}`);
    expect(read.body.lines[0]).toMatchObject({ received: 6, outstanding: 4 });
    expect(await stockOf(api().db, item.id)).toBe(6);
    // Two that fit both land, and the order adds them both up.
    const both = await Promise.all([
      receive(id, [{ inventory_id: item.id, quantity: 2 }]),
      receive(id, [{ inventory_id: item.id, quantity: 2 }]),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    const after = await call('GET', `/api/v1/purchase-orders/${id}`);
    expect(after.body).toMatchObject({ status: 'received' });
    expect(after.body.lines[0]).toMatchObject({ received: 10, outstanding: 0 });
  });

  it('lists a page newest first, searched and filtered by supplier and status', async () => {
    const item = await insertItem(api().db, { name: 'PO List item' });
    const mine = await call('POST', '/api/v1/purchase-orders', {
      supplier_id: otherSupplierId,
      lines: [{ inventory_id: item.id, quantity: 3, unit_cost: 7 }],
    });
    const bySupplier = await call(
      'GET',
      `/api/v1/purchase-orders?supplier_id=${otherSupplierId}&status=draft&limit=5`,
    );
    expect(bySupplier.status).toBe(200);
    expect(bySupplier.body.items.map((row: { id: number }) => row.id)).toEqual([mine.body.id]);
    const searched = await call('GET', '/api/v1/purchase-orders?q=kenya%20wire');
    expect(searched.body.items[0]).toMatchObject({ id: mine.body.id, total_cost: 21 });
    const byNumber = await call(
      'GET',
      `/api/v1/purchase-orders?q=${mine.body.po_number.toLowerCase()}`,
    );
    expect(byNumber.body.items).toHaveLength(1);
    const page = await call('GET', '/api/v1/purchase-orders?limit=2');
    expect(page.body.items).toHaveLength(2);
    expect(page.body.next_cursor).toBeTruthy();
    const audit = await call('GET', '/api/v1/audit?q=Kenya%20Wire');
    expect(JSON.stringify(audit.body)).toContain(`${mine.body.po_number} to Kenya Wire Ltd`);
  });
});
