import { beforeAll, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import {
  insertCustomer,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
  stockOf,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * Units of measure (issue 17): nails by the kilo, cable by the metre. An item sold in fractions
 * takes quantities to 3 decimals on every path that moves stock; one sold in whole units
 * refuses a fraction with a 400 naming the field, nothing changed; money from a fractional
 * quantity is rounded half up to the cent once per line.
 */
describeEachDatabase('units of measure and fractional quantities', (api) => {
  let token: string;
  let customerId: number;
  let supplierId: number;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    customerId = (await insertCustomer(api().db)).id;
    supplierId = await insertSupplier(api().db);
  });

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });

  async function newItem(fields: Record<string, unknown>) {
    const response = await call('POST', '/api/v1/inventory', {
      unit_price: 333.33,
      cost_price: 250,
      supplier_id: null,
      ...fields,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; name: string; quantity: number; unit: string };
  }

  it('creates an item by the kilo, keeps its unit through the spec’s PUT, and values it per line', async () => {
    const item = await newItem({
      name: 'Roofing nails (kg)',
      quantity: 12.345,
      unit: ' KG ',
      sells_in_fractions: true,
      reorder_level: 2.5,
    });
    expect(item).toMatchObject({
      quantity: 12.345,
      unit: 'kg',
      sells_in_fractions: true,
      reorder_level: 2.5,
      // 12.345 × 333.33 = 4,114.9588… → 4,114.96
      total_value: 4114.96,
    });
    // The spec's PUT sends no unit: the item keeps the one it has.
    const put = await call('PUT', `/api/v1/inventory/${item.id}`, {
      name: item.name,
      quantity: 10.5,
      unit_price: 333.33,
      cost_price: 250,
      supplier_id: null,
      change_reason: 'Manual update via edit',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ quantity: 10.5, unit: 'kg', sells_in_fractions: true });
    const ledger = await call('GET', `/api/v1/inventory/${item.id}/movements`);
    expect(ledger.body.items[0]).toMatchObject({
      kind: 'edit',
      quantity_change: -1.845,
      quantity_after: 10.5,
    });
    const csv = readCsv(
      await (
        await api().app.request(`/api/v1/inventory/export.csv?q=${encodeURIComponent('Roofing')}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).text(),
    );
    // The last two: no supplier, no barcode.
    expect(csv[1]).toEqual([
      'Roofing nails (kg)',
      '10.5',
      'kg',
      '333.33',
      '250.00',
      '3499.97',
      '',
      '',
    ]);
  });

  it('sells 2.375 kg by order and 0.125 kg by invoice, each line rounded half up to the cent', async () => {
    const item = await newItem({
      name: 'Wire nails 3in (kg)',
      quantity: 5,
      unit: 'kg',
      sells_in_fractions: true,
    });
    const stocked = { id: item.id, name: item.name, unit_price_cents: 333_33 };
    const order = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customerId, [{ item: stocked, quantity: 2.375 }]),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    // 2.375 × 333.33 = 791.65875 → 791.66, and the order's total is that line.
    expect(order.body.items[0]).toMatchObject({
      quantity: 2.375,
      unit: 'kg',
      total_price: 791.66,
    });
    expect(order.body.total_amount).toBe(791.66);
    const invoice = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customerId, [{ item: stocked, quantity: 0.125 }]),
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    // 0.125 × 333.33 = 41.66625 → 41.67
    expect(invoice.body.items[0]).toMatchObject({ quantity: 0.125, unit: 'kg', amount: 41.67 });
    expect(await stockOf(api().db, item.id)).toBe(2.5);
    const short = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customerId, [{ item: stocked, quantity: 2.501 }]),
    );
    expect(short).toMatchObject({
      status: 409,
      body: { error: 'Not enough stock for Wire nails 3in (kg): 2.5 kg left' },
    });
  });

  it('refuses a fraction of a whole-piece item on every path, before any shortage, nothing moved', async () => {
    const item = await newItem({ name: 'Padlock 40mm', quantity: 1 });
    const whole = 'must be a whole number: Padlock 40mm is sold in whole pcs';
    const refusals: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/v1/orders',
        orderRequest(customerId, [
          { item: { id: item.id, unit_price_cents: 333_33 }, quantity: 1.5 },
        ]),
        `items.0.quantity: ${whole}`,
      ],
      [
        'POST',
        '/api/v1/invoices',
        manualInvoiceRequest(customerId, [
          { item: { id: item.id, name: item.name, unit_price_cents: 333_33 }, quantity: 0.5 },
        ]),
        `items.0.quantity: ${whole}`,
      ],
      [
        'POST',
        '/api/v1/goods-received',
        {
          supplier_id: supplierId,
          lines: [{ inventory_id: item.id, quantity: 2.5, unit_cost: 1 }],
        },
        `lines.0.quantity: ${whole}`,
      ],
      [
        'POST',
        '/api/v1/stock-adjustments',
        { inventory_id: item.id, quantity_change: -0.5, reason: 'damaged' },
        `quantity_change: ${whole}`,
      ],
      [
        'POST',
        '/api/v1/stock-counts',
        { lines: [{ inventory_id: item.id, expected_quantity: 1, counted_quantity: 0.5 }] },
        `lines.0.counted_quantity: ${whole}`,
      ],
      [
        'PATCH',
        `/api/v1/inventory/${item.id}/reorder-level`,
        { reorder_level: 1.5 },
        `reorder_level: ${whole}`,
      ],
      [
        'PUT',
        `/api/v1/inventory/${item.id}`,
        {
          name: item.name,
          quantity: 0.5,
          unit_price: 333.33,
          cost_price: 250,
          supplier_id: null,
          change_reason: 'Manual update via edit',
        },
        `quantity: ${whole}`,
      ],
    ];
    for (const [method, path, body, error] of refusals) {
      expect(await call(method, path, body), `${method} ${path}`).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect(await stockOf(api().db, item.id)).toBe(1);
    const ledger = await call('GET', `/api/v1/inventory/${item.id}/movements`);
    expect(ledger.body.total_count).toBe(1);
  });

  it('receives 12.5 m at a weighted cost, adjusts, counts and reverses in metres', async () => {
    const cable = await newItem({
      name: 'Twin cable 2.5mm (m)',
      quantity: 10,
      cost_price: 100,
      unit: 'm',
      sells_in_fractions: true,
    });
    const received = await call('POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      lines: [{ inventory_id: cable.id, quantity: 12.5, unit_cost: 118 }],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    // 12.5 × 118 = 1,475.00; cost (10 × 100 + 12.5 × 118) ÷ 22.5 = 110.
    expect(received.body.lines[0]).toMatchObject({ quantity: 12.5, unit: 'm', amount: 1475 });
    expect(received.body.total_cost).toBe(1475);
    const after = await call('GET', `/api/v1/inventory/${cable.id}`);
    expect(after.body).toMatchObject({ quantity: 22.5, cost_price: 110 });

    const cut = await call('POST', '/api/v1/stock-adjustments', {
      inventory_id: cable.id,
      quantity_change: -0.75,
      reason: 'own_use',
    });
    expect(cut.status).toBe(201);
    expect(cut.body).toMatchObject({ quantity_change: -0.75, quantity_after: 21.75 });

    const count = await call('POST', '/api/v1/stock-counts', {
      lines: [{ inventory_id: cable.id, expected_quantity: 21.75, counted_quantity: 21.5 }],
    });
    expect(count.status).toBe(201);
    // −0.25 m × 110 = −27.50
    expect(count.body.lines[0]).toMatchObject({ difference: -0.25, difference_value: -27.5 });

    const reversed = await call('POST', `/api/v1/goods-received/${received.body.id}/reverse`, {
      reason: 'Wrong cable',
    });
    expect(reversed.status).toBe(200);
    expect(await stockOf(api().db, cable.id)).toBe(9);
  });

  it('refuses more than 3 decimals, and a blank unit', async () => {
    expect(
      await call('POST', '/api/v1/inventory', {
        name: 'Sand',
        quantity: 1.0005,
        unit: 'kg',
        sells_in_fractions: true,
        unit_price: 1,
        cost_price: 1,
        supplier_id: null,
      }),
    ).toMatchObject({ status: 400, body: { error: 'quantity: must have at most 3 decimals' } });
    expect(
      await call('POST', '/api/v1/stock-adjustments', {
        inventory_id: 1,
        quantity_change: 0.0001,
        reason: 'found',
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'quantity_change: must have at most 3 decimals' },
    });
  });
});
