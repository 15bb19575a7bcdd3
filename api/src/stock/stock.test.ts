import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { insertCustomer, manualInvoiceRequest, orderRequest, stockOf } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

describeEachDatabase('stock ledger, adjustments and counts', (api) => {
  let token: string;
  let email: string;
  let cashierToken: string;
  let customerId: number;

  beforeAll(async () => {
    ({ token, email } = await api().newUser());
    ({ token: cashierToken } = await api().newUser(undefined, 'cashier'));
    customerId = (await insertCustomer(api().db)).id;
  });

  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    api().call(method, path, { token, body, headers });

  const movements = async (id: number, query = '') => {
    const response = await call('GET', `/api/v1/inventory/${id}/movements${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  /** For every item: its movements add up to its quantity, and no balance is below zero. */
  async function expectLedgerAddsUp() {
    const rows = await api()
      .db.selectFrom('inventory_items as i')
      .leftJoin('stock_movements as m', 'm.inventory_id', 'i.id')
      .select((eb) => [
        'i.id',
        'i.quantity_milli',
        eb.fn.coalesce(eb.fn.sum<number>('m.quantity_change_milli'), eb.lit(0)).as('moved'),
      ])
      .groupBy(['i.id', 'i.quantity_milli'])
      .execute();
    for (const row of rows)
      expect(Number(row.moved), `item ${row.id}`).toBe(Number(row.quantity_milli));
  }

  async function newItem(name: string, quantity: number) {
    const response = await call('POST', '/api/v1/inventory', {
      name,
      quantity,
      unit_price: 780,
      cost_price: 650,
      supplier_id: null,
    });
    expect(response.status).toBe(201);
    return response.body as { id: number; name: string; quantity: number };
  }

  describe('GET /api/v1/inventory/{id}/movements', () => {
    it('starts with the opening stock, and records every sale, invoice and edit with its document and the balance after', async () => {
      const item = await newItem('Simba Cement 50kg', 40);
      const order = await call(
        'POST',
        '/api/v1/orders',
        orderRequest(customerId, [
          { item: { id: item.id, unit_price_cents: 780_00 }, quantity: 3 },
        ]),
      );
      expect(order.status).toBe(201);
      const invoice = await call(
        'POST',
        '/api/v1/invoices',
        manualInvoiceRequest(customerId, [
          { item: { id: item.id, name: item.name, unit_price_cents: 780_00 }, quantity: 2 },
        ]),
      );
      expect(invoice.status).toBe(201);
      const edit = await call('PUT', `/api/v1/inventory/${item.id}`, {
        name: item.name,
        quantity: 30,
        unit_price: 780,
        cost_price: 650,
        supplier_id: null,
        change_reason: 'Manual update via edit',
      });
      expect(edit.status).toBe(200);

      const ledger = await movements(item.id);
      expect(ledger.total_count).toBe(4);
      expect(
        ledger.items.map((m: Record<string, unknown>) => [
          m.kind,
          m.quantity_change,
          m.quantity_after,
          (m.document as { number: string } | null)?.number ?? null,
          m.reason,
        ]),
      ).toEqual([
        ['edit', -5, 30, null, 'Manual update via edit'],
        ['invoice', -2, 35, invoice.body.invoice_number, null],
        ['sale', -3, 37, order.body.order_number, null],
        ['opening', 40, 40, null, null],
      ]);
      expect(ledger.items[0].recorded_by_email).toBe(email);
      expect(ledger.items[1].document).toEqual({
        type: 'invoice',
        id: invoice.body.id,
        number: invoice.body.invoice_number,
      });
      await expectLedgerAddsUp();
    });

    it('pages newest first with a cursor, answers 404 for an unknown item and 400 for a foreign cursor', async () => {
      const item = await newItem('Nails 3 inch (kg)', 10);
      for (const change of [-1, -2, 5]) {
        const response = await call('POST', '/api/v1/stock-adjustments', {
          inventory_id: item.id,
          quantity_change: change,
          reason: 'count_correction',
        });
        expect(response.status).toBe(201);
      }
      const first = await movements(item.id, '?limit=3');
      expect(first.items.map((m: { quantity_after: number }) => m.quantity_after)).toEqual([
        12, 7, 9,
      ]);
      expect(first.total_count).toBe(4);
      const second = await movements(item.id, `?limit=3&cursor=${first.next_cursor}`);
      expect(second.items.map((m: { kind: string }) => m.kind)).toEqual(['opening']);
      expect(second.next_cursor).toBeNull();

      expect((await call('GET', '/api/v1/inventory/999999/movements')).status).toBe(404);
      const forged = await call('GET', `/api/v1/inventory/${item.id}/movements?cursor=abc`);
      expect(forged.status).toBe(400);
      expect(forged.body.error).toMatch(/^cursor: is not a cursor of this list/);
      // Stock history shows no costs: a cashier reads it too.
      const asCashier = await api().call('GET', `/api/v1/inventory/${item.id}/movements`, {
        token: cashierToken,
      });
      expect(asCashier.status).toBe(200);
    });

    it('exports the whole ledger as CSV, dates dd/mm/yyyy, newest first', async () => {
      const item = await newItem('Mabati 30 gauge 3m', 8);
      await call('POST', '/api/v1/stock-adjustments', {
        inventory_id: item.id,
        quantity_change: -1,
        reason: 'damaged',
        note: 'Bent in the yard',
      });
      const response = await api().app.request(`/api/v1/inventory/${item.id}/movements.csv`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
      const rows = readCsv(await response.text());
      expect(rows[0]).toEqual([
        'Date',
        'Time',
        'Movement',
        'Document',
        'Change',
        'Quantity after',
        'Reason',
        'Note',
        'By',
      ]);
      expect(rows.slice(1).map((row) => row.slice(2, 8))).toEqual([
        ['Adjustment', '', '-1', '7', 'Damaged', 'Bent in the yard'],
        ['Opening stock', '', '8', '8', '', ''],
      ]);
      expect(rows[1]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    });
  });

  describe('POST /api/v1/stock-adjustments', () => {
    it('moves the stock with its reason and note, and answers the movement', async () => {
      const item = await newItem('Gypsum board 9mm', 20);
      const response = await call('POST', '/api/v1/stock-adjustments', {
        inventory_id: item.id,
        quantity_change: -3,
        reason: 'lost_or_stolen',
        note: 'Missing after the weekend',
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        inventory_id: item.id,
        kind: 'adjustment',
        quantity_change: -3,
        quantity_after: 17,
        reason: 'Lost or stolen',
        note: 'Missing after the weekend',
        recorded_by_email: email,
      });
      expect(await stockOf(api().db, item.id)).toBe(17);
      const audit = await call('GET', '/api/v1/audit?action=stock.changed&q=Gypsum');
      expect(audit.body.items[0].summary).toBe(
        'Gypsum board 9mm: stock 20 → 17 (Lost or stolen: Missing after the weekend)',
      );
    });

    it.each([
      [
        { quantity_change: 2, reason: 'damaged' },
        'quantity_change: Damaged takes stock out: must be negative',
      ],
      [
        { quantity_change: -2, reason: 'found' },
        'quantity_change: Found brings stock in: must be positive',
      ],
      [{ quantity_change: 0, reason: 'count_correction' }, 'quantity_change: must not be 0'],
      [
        { quantity_change: 1.5, reason: 'found' },
        'quantity_change: must be a whole number: Binding wire 1kg is sold in whole pcs',
      ],
      [
        { quantity_change: -1, reason: 'broken' },
        'reason: must be one of damaged, lost_or_stolen, own_use, found, count_correction',
      ],
    ])('refuses %j with 400 and changes nothing', async (body, error) => {
      const item = await newItem('Binding wire 1kg', 5);
      const response = await call('POST', '/api/v1/stock-adjustments', {
        inventory_id: item.id,
        ...body,
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(error);
      expect(await stockOf(api().db, item.id)).toBe(5);
    });

    it('refuses to take stock below zero (409), an unknown item (400), and a cashier (403)', async () => {
      const item = await newItem('Roofing nails 1kg', 2);
      const short = await call('POST', '/api/v1/stock-adjustments', {
        inventory_id: item.id,
        quantity_change: -3,
        reason: 'damaged',
      });
      expect(short.status).toBe(409);
      expect(short.body.error).toBe('Not enough stock for Roofing nails 1kg: 2 left');
      const unknown = await call('POST', '/api/v1/stock-adjustments', {
        inventory_id: 999_999,
        quantity_change: 1,
        reason: 'found',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toBe('inventory_id: no such inventory item');
      const cashier = await api().call('POST', '/api/v1/stock-adjustments', {
        token: cashierToken,
        body: { inventory_id: item.id, quantity_change: 1, reason: 'found' },
      });
      expect(cashier.status).toBe(403);
      expect(await stockOf(api().db, item.id)).toBe(2);
      expect((await movements(item.id)).total_count).toBe(1);
    });

    it('refuses to take stock above 10,000,000 (400), as the spec’s PUT does', async () => {
      const item = await newItem('Sand (kg) bulk', 5);
      const answer = await call('POST', '/api/v1/stock-adjustments', {
        inventory_id: item.id,
        quantity_change: 10_000_000,
        reason: 'found',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(
        'quantity_change: would take Sand (kg) bulk above 10,000,000 in stock',
      );
      expect(await stockOf(api().db, item.id)).toBe(5);
    });

    it('adjusts once for one Idempotency-Key, however often it is sent', async () => {
      const item = await newItem('PVC pipe 4 inch', 10);
      const body = { inventory_id: item.id, quantity_change: 4, reason: 'found' };
      const headers = { 'Idempotency-Key': `adjust-${item.id}` };
      const first = await call('POST', '/api/v1/stock-adjustments', body, headers);
      const again = await call('POST', '/api/v1/stock-adjustments', body, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await stockOf(api().db, item.id)).toBe(14);
    });
  });

  describe('POST /api/v1/stock-counts', () => {
    it('posts each difference as a count movement in one go, with its value at cost', async () => {
      const a = await newItem('Count A: Door hinge', 10);
      const b = await newItem('Count B: Padlock', 6);
      const c = await newItem('Count C: Wood glue', 3);
      const response = await call('POST', '/api/v1/stock-counts', {
        note: 'Month-end count',
        lines: [
          { inventory_id: a.id, expected_quantity: 10, counted_quantity: 8 },
          { inventory_id: b.id, expected_quantity: 6, counted_quantity: 6 },
          { inventory_id: c.id, expected_quantity: 3, counted_quantity: 4 },
        ],
      });
      expect(response.status).toBe(201);
      expect(response.body.adjusted_items).toBe(2);
      // (−2 + 1) × KSh 650 cost.
      expect(response.body.total_difference_value).toBe(-650);
      expect(
        response.body.lines.map((l: Record<string, unknown>) => [
          l.item_name,
          l.difference,
          l.difference_value,
        ]),
      ).toEqual([
        ['Count A: Door hinge', -2, -1300],
        ['Count B: Padlock', 0, 0],
        ['Count C: Wood glue', 1, 650],
      ]);
      expect(await stockOf(api().db, a.id)).toBe(8);
      expect(await stockOf(api().db, c.id)).toBe(4);
      expect((await movements(a.id)).items[0]).toMatchObject({
        kind: 'count',
        quantity_change: -2,
        reason: 'Stock count',
        note: 'Month-end count',
      });
      expect((await movements(b.id)).total_count).toBe(1);
      await expectLedgerAddsUp();
    });

    it('refuses the whole count when stock moved since it was reviewed, and a line counted twice', async () => {
      const a = await newItem('Stale A: Tile cutter', 4);
      const b = await newItem('Stale B: Trowel', 9);
      const stale = await call('POST', '/api/v1/stock-counts', {
        lines: [
          { inventory_id: a.id, expected_quantity: 4, counted_quantity: 2 },
          { inventory_id: b.id, expected_quantity: 8, counted_quantity: 7 },
        ],
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(
        'Stock of Stale B: Trowel changed since it was counted (8 then, 9 now): review the count again',
      );
      expect(await stockOf(api().db, a.id)).toBe(4);
      const twice = await call('POST', '/api/v1/stock-counts', {
        lines: [
          { inventory_id: a.id, expected_quantity: 4, counted_quantity: 2 },
          { inventory_id: a.id, expected_quantity: 4, counted_quantity: 3 },
        ],
      });
      expect(twice.status).toBe(400);
      expect(twice.body.error).toBe('lines.1.inventory_id: is counted twice; count each item once');
      const empty = await call('POST', '/api/v1/stock-counts', { lines: [] });
      expect(empty.body.error).toBe('lines: count at least one item');
    });
  });
});

describeEachDatabase('reorder levels and the To reorder list', (api) => {
  let token: string;
  let cashierToken: string;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ token: cashierToken } = await api().newUser(undefined, 'cashier'));
  });

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });

  it('flags an item at or below its own level (else 10), keeps the level through the spec’s PUT, and groups what to reorder by supplier', async () => {
    const supplier = await call('POST', '/api/v1/suppliers', {
      name: 'AAA Reorder Supplier',
      contact: '0700 000 000',
    });
    const item = (body: Record<string, unknown>) =>
      call('POST', '/api/v1/inventory', {
        unit_price: 100,
        cost_price: 80,
        supplier_id: supplier.body.id,
        ...body,
      });
    const cement = await item({ name: 'Reorder cement', quantity: 30, reorder_level: 40 });
    expect(cement.body).toMatchObject({ reorder_level: 40, low_stock: true });
    const nails = await item({ name: 'Reorder nails', quantity: 9 });
    expect(nails.body).toMatchObject({ reorder_level: null, low_stock: true });
    const sand = await item({ name: 'Reorder sand', quantity: 9, reorder_level: 5 });
    expect(sand.body).toMatchObject({ low_stock: false });
    const loose = await item({ name: 'Reorder loose', quantity: 0, supplier_id: null });

    // The spec's PUT without reorder_level leaves it; null clears it back to the shop's 10.
    const put = await call('PUT', `/api/v1/inventory/${cement.body.id}`, {
      name: 'Reorder cement',
      quantity: 30,
      unit_price: 100,
      cost_price: 80,
      supplier_id: supplier.body.id,
      change_reason: 'Manual update via edit',
    });
    expect(put.body.reorder_level).toBe(40);
    const patched = await call('PATCH', `/api/v1/inventory/${sand.body.id}/reorder-level`, {
      reorder_level: 12,
    });
    expect(patched.body).toMatchObject({ reorder_level: 12, low_stock: true });
    expect(
      (
        await call('PATCH', `/api/v1/inventory/${sand.body.id}/reorder-level`, {
          reorder_level: -1,
        })
      ).body.error,
    ).toBe('reorder_level: must not be negative');

    const low = await call('GET', '/api/v1/inventory?low_stock=true&q=Reorder');
    expect(low.body.items.map((i: { name: string }) => i.name)).toEqual([
      'Reorder cement',
      'Reorder loose',
      'Reorder nails',
      'Reorder sand',
    ]);

    const toReorder = await call('GET', '/api/v1/inventory/to-reorder');
    expect(toReorder.status).toBe(200);
    const mine = toReorder.body.find(
      (group: { supplier_id: number | null }) => group.supplier_id === supplier.body.id,
    );
    expect(mine.supplier_name).toBe('AAA Reorder Supplier');
    // Twice the level less what is there: 80 − 30, 20 − 9, 24 − 9.
    expect(
      mine.items.map((i: { name: string; suggested_quantity: number }) => [
        i.name,
        i.suggested_quantity,
      ]),
    ).toEqual([
      ['Reorder cement', 50],
      ['Reorder nails', 11],
      ['Reorder sand', 15],
    ]);
    // Items without a supplier come last.
    const last = toReorder.body.at(-1);
    expect(last.supplier_id).toBeNull();
    expect(last.items.map((i: { id: number }) => i.id)).toContain(loose.body.id);

    const summary = await call('GET', '/api/v1/inventory/summary');
    expect(summary.body.low_stock_items).toBeGreaterThanOrEqual(4);
    const asCashier = await api().call('GET', '/api/v1/inventory/to-reorder', {
      token: cashierToken,
    });
    expect(asCashier.status).toBe(403);
  });
});
