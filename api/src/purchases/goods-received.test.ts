import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  orderRequest,
  stockOf,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { weightedAverageCost } from './receive-goods.ts';

describe('weightedAverageCost', () => {
  it('weights the cost on the shelf and the delivery by quantity, half up to the cent', () => {
    // (10 × 600 + 30 × 700) ÷ 40 = 675
    expect(
      weightedAverageCost(
        { quantity: 10, costCents: 600_00 },
        { quantity: 30, value: BigInt(30 * 700_00) },
      ),
    ).toBe(675_00);
    // (1 × 1 + 2 × 2) ÷ 3 = 1.67 → 2; (1 × 1 + 1 × 2) ÷ 2 = 1.5 → 2 (half up)
    expect(
      weightedAverageCost({ quantity: 1, costCents: 1 }, { quantity: 2, value: BigInt(2 * 2) }),
    ).toBe(2);
    expect(
      weightedAverageCost({ quantity: 1, costCents: 1 }, { quantity: 1, value: BigInt(1 * 2) }),
    ).toBe(2);
    expect(
      weightedAverageCost({ quantity: 3, costCents: 1 }, { quantity: 1, value: BigInt(1 * 2) }),
    ).toBe(1);
    // Nothing on the shelf: the delivery's cost.
    expect(
      weightedAverageCost({ quantity: 0, costCents: 999 }, { quantity: 5, value: BigInt(5 * 120) }),
    ).toBe(120);
    // Exact where stock × cost passes 2^53: (10^7 × 10^10 + 99,999,999,990) ÷ (10^7 + 10).
    expect(
      weightedAverageCost(
        { quantity: 10_000_000, costCents: 10_000_000_000 },
        { quantity: 10, value: BigInt(99_999_999_990) },
      ),
    ).toBe(10000000000);
    // In thousandths, as the API weighs a fractional delivery: 1 kg at 100 on the shelf and
    // 0.5 kg in at 130 → (1000 × 100 + 500 × 130) ÷ 1500 = 110.
    expect(
      weightedAverageCost(
        { quantity: 1000, costCents: 100_00 },
        { quantity: 500, value: 500n * 130_00n },
      ),
    ).toBe(110_00);
  });
});

describeEachDatabase('goods received notes', (api) => {
  let token: string;
  let email: string;
  let cashierToken: string;
  let supplierId: number;

  beforeAll(async () => {
    ({ token, email } = await api().newUser());
    ({ token: cashierToken } = await api().newUser(undefined, 'cashier'));
    supplierId = await insertSupplier(api().db, 'Bamburi Cement Ltd');
  });

  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    api().call(method, path, { token, body, headers });

  const receive = (
    lines: { inventory_id: number; quantity: number; unit_cost: number }[],
    extra = {},
  ) => call('POST', '/api/v1/goods-received', { supplier_id: supplierId, lines, ...extra });

  const itemRow = (id: number) =>
    api()
      .db.selectFrom('inventory_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const grnCounter = async () =>
    Number(
      (
        await api()
          .db.selectFrom('counters')
          .select('value')
          .where('name', '=', 'goods_received')
          .executeTakeFirstOrThrow()
      ).value,
    );

  it('adds the stock, moves the cost to the weighted average with a price history entry, and numbers the note', async () => {
    const cement = await insertItem(api().db, {
      name: 'GRN Cement',
      quantity: 10,
      costPriceCents: 600_00,
    });
    const sand = await insertItem(api().db, {
      name: 'GRN Sand (tonne)',
      quantity: 0,
      costPriceCents: 0,
    });
    const next = (await grnCounter()) + 1;
    const response = await receive(
      [
        { inventory_id: cement.id, quantity: 30, unit_cost: 700 },
        { inventory_id: sand.id, quantity: 4, unit_cost: 2500.5 },
      ],
      {
        supplier_invoice_number: 'BCL-INV-8841',
        received_on: '2026-01-15',
        note: 'Lorry KCA 123X',
      },
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      grn_number: `GRN-${String(next).padStart(6, '0')}`,
      supplier_id: supplierId,
      supplier_name: 'Bamburi Cement Ltd',
      received_on: '2026-01-15',
      supplier_invoice_number: 'BCL-INV-8841',
      note: 'Lorry KCA 123X',
      status: 'posted',
      total_cost: 30 * 700 + 4 * 2500.5,
      line_count: 2,
      created_by_email: email,
    });
    expect(response.body.lines).toMatchObject([
      {
        inventory_id: cement.id,
        item_name: 'GRN Cement',
        quantity: 30,
        unit: 'pcs',
        unit_cost: 700,
        amount: 21000,
      },
      {
        inventory_id: sand.id,
        item_name: 'GRN Sand (tonne)',
        quantity: 4,
        unit: 'pcs',
        unit_cost: 2500.5,
        amount: 10002,
      },
    ]);
    expect(await itemRow(cement.id)).toMatchObject({ quantity_milli: 40_000 });
    expect(Number((await itemRow(cement.id)).cost_price_cents)).toBe(675_00);
    expect(Number((await itemRow(sand.id)).cost_price_cents)).toBe(2500_50);

    const history = await call('GET', `/api/v1/inventory/${cement.id}/price-history`);
    expect(history.body[0]).toMatchObject({
      old_cost_price: 600,
      new_cost_price: 675,
      old_unit_price: 780,
      new_unit_price: 780,
      change_reason: `Goods received ${response.body.grn_number}`,
      changed_by_email: email,
    });
    const ledger = await call('GET', `/api/v1/inventory/${cement.id}/movements`);
    expect(ledger.body.items[0]).toMatchObject({
      kind: 'goods_received',
      quantity_change: 30,
      quantity_after: 40,
      document: { type: 'goods_received', id: response.body.id, number: response.body.grn_number },
    });
    expect((await call('GET', `/api/v1/goods-received/${response.body.id}`)).body).toEqual(
      response.body,
    );
  });

  it('takes two lines of the same item together: one movement, one average over both', async () => {
    const item = await insertItem(api().db, {
      name: 'GRN Twice',
      quantity: 10,
      costPriceCents: 100_00,
    });
    const response = await receive([
      { inventory_id: item.id, quantity: 5, unit_cost: 130 },
      { inventory_id: item.id, quantity: 5, unit_cost: 150 },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.lines).toHaveLength(2);
    // (10 × 100 + 5 × 130 + 5 × 150) ÷ 20 = 120
    const row = await itemRow(item.id);
    expect([Number(row.quantity_milli), Number(row.cost_price_cents)]).toEqual([20_000, 120_00]);
    const ledger = await call('GET', `/api/v1/inventory/${item.id}/movements`);
    expect(ledger.body.items[0]).toMatchObject({ quantity_change: 10, quantity_after: 20 });
    expect(ledger.body.total_count).toBe(2);
    const tooMuch = await receive([
      { inventory_id: item.id, quantity: 10_000_000, unit_cost: 100_000 },
    ]);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe('lines: must not add up to more than KSh 1,000,000,000.00');
  });

  it('refuses a delivery that would take an item above 10,000,000 in stock', async () => {
    const item = await insertItem(api().db, { name: 'GRN Too much', quantity: 100 });
    const answer = await receive([
      { inventory_id: item.id, quantity: 10_000_000, unit_cost: 0.01 },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(
      'lines.0.quantity: would take GRN Too much above 10,000,000 in stock',
    );
    expect(await stockOf(api().db, item.id)).toBe(100);
  });

  it('numbers without gaps: a refused note gives its number back', async () => {
    const item = await insertItem(api().db, { name: 'GRN Gapless' });
    const before = await grnCounter();
    const refused = await receive([
      { inventory_id: item.id, quantity: 1, unit_cost: 10 },
      { inventory_id: 999_999, quantity: 1, unit_cost: 10 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('lines.1.inventory_id: no such inventory item');
    expect(await grnCounter()).toBe(before);
    expect(await stockOf(api().db, item.id)).toBe(100);
    const posted = await receive([{ inventory_id: item.id, quantity: 1, unit_cost: 10 }]);
    expect(posted.body.grn_number).toBe(`GRN-${String(before + 1).padStart(6, '0')}`);
  });

  it.each([
    [{ lines: [] }, 'lines: add at least one item'],
    [{ supplier_id: 999_999 }, 'supplier_id: no such supplier'],
    [{ received_on: '2999-01-01' }, 'received_on: must not be after today'],
    [{ received_on: '2026-02-30' }, 'received_on: must be a date like 2025-03-31'],
    [{ received_on: '0001-01-01' }, 'received_on: must be on or after 2000-01-01'],
  ])('refuses %j with 400', async (override, error) => {
    const item = await insertItem(api().db, { name: 'GRN Refused' });
    const response = await call('POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      lines: [{ inventory_id: item.id, quantity: 2, unit_cost: 5 }],
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
    expect(await stockOf(api().db, item.id)).toBe(100);
  });

  it('posts once for one Idempotency-Key', async () => {
    const item = await insertItem(api().db, { name: 'GRN Idempotent', quantity: 5 });
    const headers = { 'Idempotency-Key': `grn-${item.id}` };
    const body = {
      supplier_id: supplierId,
      lines: [{ inventory_id: item.id, quantity: 5, unit_cost: 690 }],
    };
    const first = await call('POST', '/api/v1/goods-received', body, headers);
    const again = await call('POST', '/api/v1/goods-received', body, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.grn_number).toBe(first.body.grn_number);
    expect(await stockOf(api().db, item.id)).toBe(10);
  });

  it('is reversed with a reason, never deleted; refused once the stock is sold or when reversed already', async () => {
    const item = await insertItem(api().db, {
      name: 'GRN Reversal',
      quantity: 2,
      unitPriceCents: 100_00,
    });
    const note = (await receive([{ inventory_id: item.id, quantity: 5, unit_cost: 50 }])).body;
    expect(await stockOf(api().db, item.id)).toBe(7);

    // Sell 3: only 4 left, fewer than the 5 the note brought.
    const customer = await insertCustomer(api().db);
    const sale = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item, quantity: 3 }]),
    );
    expect(sale.status).toBe(201);
    const refused = await call('POST', `/api/v1/goods-received/${note.id}/reverse`, {
      reason: 'Wrong delivery',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Cannot reverse ${note.grn_number}: Not enough stock for GRN Reversal: 4 left`,
    );
    expect(await stockOf(api().db, item.id)).toBe(4);

    const back = await call('POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      lines: [{ inventory_id: item.id, quantity: 1, unit_cost: 50 }],
    });
    expect(back.status).toBe(201);
    const blank = await call('POST', `/api/v1/goods-received/${note.id}/reverse`, { reason: ' ' });
    expect(blank.body.error).toBe('reason: give a reason for the reversal');
    const reversed = await call('POST', `/api/v1/goods-received/${note.id}/reverse`, {
      reason: 'Wrong delivery',
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({
      status: 'reversed',
      reversal_reason: 'Wrong delivery',
      reversed_by_email: email,
    });
    expect(await stockOf(api().db, item.id)).toBe(0);
    const ledger = await call('GET', `/api/v1/inventory/${item.id}/movements?limit=1`);
    expect(ledger.body.items[0]).toMatchObject({
      kind: 'goods_received_reversal',
      quantity_change: -5,
      quantity_after: 0,
      reason: 'Wrong delivery',
      document: { number: note.grn_number },
    });
    const twice = await call('POST', `/api/v1/goods-received/${note.id}/reverse`, {
      reason: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(`${note.grn_number} is already reversed`);
    expect((await call('DELETE', `/api/v1/goods-received/${note.id}`)).status).toBe(404);
  });

  it('is in the audit trail: each delivery received and each reversal, by whom, at cost; a refused one leaves none', async () => {
    const item = await insertItem(api().db, { name: 'GRN Audited', quantity: 0 });
    const note = (
      await receive(
        [
          { inventory_id: item.id, quantity: 4, unit_cost: 250 },
          { inventory_id: item.id, quantity: 1, unit_cost: 300.5 },
        ],
        { supplier_invoice_number: 'BC-7781' },
      )
    ).body;
    const events = async (action: string) =>
      (await call('GET', `/api/v1/audit?action=${action}&q=${note.grn_number}`)).body.items.map(
        (event: Record<string, unknown>) => ({
          actor_email: event.actor_email,
          entity: event.entity,
          entity_id: event.entity_id,
          summary: event.summary,
        }),
      );
    expect(await events('goods.received')).toEqual([
      {
        actor_email: email,
        entity: 'goods_received',
        entity_id: note.id,
        summary: `${note.grn_number} from Bamburi Cement Ltd: 2 lines, KSh 1,300.50 at cost (supplier's invoice BC-7781)`,
      },
    ]);
    // Sold down below what it brought: the reversal is refused, and no event says otherwise.
    const customer = await insertCustomer(api().db);
    await call('POST', '/api/v1/orders', orderRequest(customer.id, [{ item, quantity: 1 }]));
    const refused = await call('POST', `/api/v1/goods-received/${note.id}/reverse`, {
      reason: 'Short delivery',
    });
    expect(refused.status).toBe(409);
    expect(await events('goods.reversed')).toEqual([]);
    await receive([{ inventory_id: item.id, quantity: 1, unit_cost: 250 }]);
    const reversed = await call('POST', `/api/v1/goods-received/${note.id}/reverse`, {
      reason: 'Short delivery',
    });
    expect(reversed.status).toBe(200);
    expect(await events('goods.reversed')).toEqual([
      {
        actor_email: email,
        entity: 'goods_received',
        entity_id: note.id,
        summary: `${note.grn_number} from Bamburi Cement Ltd reversed: its stock taken back out, KSh 1,300.50 at cost (Short delivery)`,
      },
    ]);
  });

  it('lists newest first a page at a time, searched by number, supplier or their invoice and filtered by day', async () => {
    const other = await insertSupplier(api().db, 'Mabati Rolling Mills');
    const item = await insertItem(api().db, { name: 'GRN Listed' });
    const mabati = await call('POST', '/api/v1/goods-received', {
      supplier_id: other,
      received_on: '2026-03-02',
      supplier_invoice_number: 'MRM-5521',
      lines: [{ inventory_id: item.id, quantity: 1, unit_cost: 1 }],
    });
    const page = await call('GET', '/api/v1/goods-received?limit=1');
    expect(page.status).toBe(200);
    expect(page.body.items.map((n: { id: number }) => n.id)).toEqual([mabati.body.id]);
    expect(page.body.total_count).toBeGreaterThan(3);
    const next = await call(
      'GET',
      `/api/v1/goods-received?limit=1&cursor=${page.body.next_cursor}`,
    );
    expect(next.body.items[0].id).toBeLessThan(mabati.body.id);

    for (const query of [
      'q=mabati',
      'q=mrm-55',
      `q=${mabati.body.grn_number.slice(4)}`,
      `supplier_id=${other}`,
    ]) {
      const found = await call('GET', `/api/v1/goods-received?${query}`);
      expect(
        found.body.items.map((n: { id: number }) => n.id),
        query,
      ).toEqual([mabati.body.id]);
    }
    const march = await call('GET', '/api/v1/goods-received?from=2026-03-01&to=2026-03-31');
    expect(march.body.items.map((n: { grn_number: string }) => n.grn_number)).toEqual([
      mabati.body.grn_number,
    ]);
    const backwards = await call('GET', '/api/v1/goods-received?from=2026-03-02&to=2026-03-01');
    expect(backwards.body.error).toBe('to: must not be before from');

    // The export holds what the same filters match, every one of them.
    const csv = await api().app.request('/api/v1/goods-received/export.csv?q=mrm-55', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    expect(readCsv(await csv.text())).toEqual([
      [
        'GRN',
        'Received',
        'Supplier',
        'Supplier invoice',
        'Lines',
        'Total cost (KSh)',
        'Status',
        'Posted by',
      ],
      [
        mabati.body.grn_number,
        '02/03/2026',
        'Mabati Rolling Mills',
        'MRM-5521',
        '1',
        '1.00',
        'Posted',
        email,
      ],
    ]);

    // Standing or reversed: a second delivery from the same supplier, sent back.
    const returned = await call('POST', '/api/v1/goods-received', {
      supplier_id: other,
      lines: [{ inventory_id: item.id, quantity: 2, unit_cost: 1 }],
    });
    expect(
      (
        await call('POST', `/api/v1/goods-received/${returned.body.id}/reverse`, {
          reason: 'Wrong gauge',
        })
      ).status,
    ).toBe(200);
    const ids = async (query: string) =>
      (await call('GET', `/api/v1/goods-received?supplier_id=${other}&${query}`)).body.items.map(
        (n: { id: number }) => n.id,
      );
    expect(await ids('status=posted')).toEqual([mabati.body.id]);
    expect(await ids('status=reversed')).toEqual([returned.body.id]);
    expect(await ids('sort=created_at_desc')).toEqual([returned.body.id, mabati.body.id]);
    const reversedCsv = await api().app.request(
      `/api/v1/goods-received/export.csv?supplier_id=${other}&status=reversed`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(readCsv(await reversedCsv.text()).map((row) => [row[0], row[6]])).toEqual([
      ['GRN', 'Status'],
      [returned.body.grn_number, 'Reversed'],
    ]);
    const unknown = await call('GET', '/api/v1/goods-received?status=cancelled');
    expect(unknown.status).toBe(400);
  });

  it('is for owners and managers: a cashier may neither read nor post one', async () => {
    const item = await insertItem(api().db, { name: 'GRN Cashier' });
    for (const [method, path, body] of [
      ['GET', '/api/v1/goods-received', undefined],
      ['GET', '/api/v1/goods-received/1', undefined],
      [
        'POST',
        '/api/v1/goods-received',
        { supplier_id: supplierId, lines: [{ inventory_id: item.id, quantity: 1, unit_cost: 1 }] },
      ],
    ] as const) {
      const response = await api().call(method, path, { token: cashierToken, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(await stockOf(api().db, item.id)).toBe(100);
  });

  it('keeps a supplier named by a note from being deleted', async () => {
    const supplier = await insertSupplier(api().db, 'Kept Supplier Ltd');
    const item = await insertItem(api().db, { name: 'GRN Kept' });
    await call('POST', '/api/v1/goods-received', {
      supplier_id: supplier,
      lines: [{ inventory_id: item.id, quantity: 1, unit_cost: 1 }],
    });
    const response = await call('DELETE', `/api/v1/suppliers/${supplier}`);
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(
      'Cannot delete Kept Supplier Ltd: 1 goods received note names them and must stay on record.',
    );
  });
});
