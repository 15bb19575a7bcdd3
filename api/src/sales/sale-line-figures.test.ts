import { beforeAll, expect, it } from 'vitest';
import { lineAmountCents, toMilli } from '../http/quantity.ts';
import { splitBand, type TaxBand, toCents } from '../money.ts';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { describeEachDatabase, type TestApi } from '../test/test-api.ts';

/**
 * Every sale line keeps its ledger figures (issue 49, design.md §2b), read here straight from
 * the tables the reports add up: lines in every band and one sold by the kilo add up to their
 * document per band; each sale is costed at the weighted average of its own moment, a delivery
 * between two sales of the same item changing the second's cost only; a credit note takes its
 * part of the invoice line's figures, and the rest takes exactly what is left; a void invoice
 * and a cancelled order keep theirs (the reports leave them out by status).
 */

const figuresOf = async (api: TestApi, table: 'order_items' | 'invoice_items', id: number) =>
  (
    await api.db
      .selectFrom(table)
      .select([
        'inventory_id',
        'tax_band',
        'net_cents',
        'vat_cents',
        'cost_cents',
        'quantity_milli',
      ])
      .where(table === 'order_items' ? 'order_id' : 'invoice_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((row) => ({
    inventory_id: row.inventory_id,
    tax_band: row.tax_band,
    net_cents: Number(row.net_cents),
    vat_cents: Number(row.vat_cents),
    cost_cents: Number(row.cost_cents),
    quantity_milli: Number(row.quantity_milli),
  }));

const sum = (rows: readonly Record<string, unknown>[], key: string) =>
  rows.reduce((total, row) => total + Number(row[key]), 0);

describeEachDatabase('sale line figures', (api) => {
  let token: string;
  let customerId: number;
  let supplierId: number;
  const items = {} as Record<TaxBand | 'kg', Awaited<ReturnType<typeof insertItem>>>;
  const costs: Record<TaxBand | 'kg', number> = {
    A: 61_00,
    B: 80_00,
    C: 45_50,
    D: 9_99,
    E: 70_01,
    kg: 180_00,
  };

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });
  const costNow = async (id: number) =>
    Number(
      (
        await api()
          .db.selectFrom('inventory_items')
          .select('cost_price_cents')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).cost_price_cents,
    );
  const lastMovement = async (id: number) => {
    const row = await api()
      .db.selectFrom('stock_movements')
      .select(['kind', 'quantity_after_milli', 'average_cost_cents'])
      .where('inventory_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return {
      kind: row.kind,
      quantity_after_milli: Number(row.quantity_after_milli),
      average_cost_cents: Number(row.average_cost_cents),
    };
  };

  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ id: customerId } = await insertCustomer(api().db, { name: 'Ledger Lines Ltd' }));
    supplierId = await insertSupplier(api().db);
    const prices = { A: 99_99, B: 116_01, C: 33_33, D: 12_50, E: 108_07, kg: 250_00 };
    for (const band of ['A', 'B', 'C', 'D', 'E'] as const) {
      items[band] = await insertItem(api().db, {
        name: `Band ${band} goods`,
        unitPriceCents: prices[band],
        costPriceCents: costs[band],
        taxBand: band,
      });
    }
    items.kg = await insertItem(api().db, {
      name: 'Wire nails (kg)',
      unit: 'kg',
      unitPriceCents: prices.kg,
      costPriceCents: costs.kg,
    });
  });

  it('adds up per band, costs each sale at its own moment, and copies an order line onto its invoice', async () => {
    const lines = [
      { item: items.A, quantity: 3 },
      { item: items.B, quantity: 7 },
      { item: items.C, quantity: 1 },
      { item: items.D, quantity: 11 },
      { item: items.E, quantity: 5 },
      { item: items.kg, quantity: 2.345 },
    ];
    const first = await call('POST', '/api/v1/orders', orderRequest(customerId, lines));
    expect([first.status, first.body.error]).toEqual([201, undefined]);
    const figures = await figuresOf(api(), 'order_items', first.body.id);
    expect(sum(figures, 'net_cents')).toBe(toCents(first.body.subtotal));
    expect(sum(figures, 'vat_cents')).toBe(toCents(first.body.vat_amount));
    for (const band of ['A', 'B', 'C', 'D', 'E'] as const) {
      const own = figures.flatMap((line, index) =>
        line.tax_band === band
          ? [
              {
                ...line,
                gross: lineAmountCents(
                  toMilli(lines[index]!.quantity),
                  lines[index]!.item.unit_price_cents,
                ),
              },
            ]
          : [],
      );
      const split = splitBand(band, sum(own, 'gross'), 1600);
      expect([band, sum(own, 'net_cents'), sum(own, 'vat_cents')]).toEqual([
        band,
        split.net_cents,
        split.vat_cents,
      ]);
      // At the shelf's own rate every line's net and VAT add up to its shelf amount.
      for (const line of own) expect(line.net_cents + line.vat_cents).toBe(line.gross);
    }
    expect(figures.map((line) => line.cost_cents)).toEqual([
      3 * costs.A,
      7 * costs.B,
      costs.C,
      11 * costs.D,
      5 * costs.E,
      lineAmountCents(2345, costs.kg),
    ]);
    expect(figures.filter((line) => line.tax_band === 'A' || line.tax_band === 'C')).toEqual(
      expect.arrayContaining([expect.objectContaining({ vat_cents: 0 })]),
    );

    // A delivery of 10 at 100.00 onto 90 at 80.00: the average moves to 82.00, and only the
    // sale after it is costed so; the movements keep the average after each.
    const stockBefore = (await lastMovement(items.B.id)).quantity_after_milli;
    const delivery = await call('POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      lines: [{ inventory_id: items.B.id, quantity: 10, unit_cost: 100 }],
    });
    expect(delivery.status).toBe(201);
    const average = Math.round((stockBefore * costs.B + 10_000 * 100_00) / (stockBefore + 10_000));
    expect(await costNow(items.B.id)).toBe(average);
    expect(await lastMovement(items.B.id)).toMatchObject({
      kind: 'goods_received',
      average_cost_cents: average,
    });
    const second = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customerId, [{ item: items.B, quantity: 4 }]),
    );
    expect(second.status).toBe(201);
    expect((await figuresOf(api(), 'order_items', second.body.id))[0]!.cost_cents).toBe(
      4 * average,
    );
    expect((await figuresOf(api(), 'order_items', first.body.id))[1]!.cost_cents).toBe(7 * costs.B);
    expect(await lastMovement(items.B.id)).toMatchObject({
      kind: 'sale',
      average_cost_cents: average,
    });

    // Its reversal takes the delivery's value back out of what is left: (99 × 81.94 − 10 ×
    // 100.00) ÷ 89, not the 80.00 before it, since 4 sold in between at the average with it.
    const reversed = await call('POST', `/api/v1/goods-received/${delivery.body.id}/reverse`, {
      reason: 'Wrong delivery',
    });
    expect(reversed.status).toBe(200);
    const left = stockBefore + 10_000 - 4_000;
    const without = Math.round((left * average - 10_000 * 100_00) / (left - 10_000));
    expect(await costNow(items.B.id)).toBe(without);
    expect(await lastMovement(items.B.id)).toMatchObject({
      kind: 'goods_received_reversal',
      average_cost_cents: without,
    });

    const invoice = await call('POST', `/api/v1/orders/${first.body.id}/generate-invoice`);
    expect(invoice.status).toBe(201);
    expect(await figuresOf(api(), 'invoice_items', invoice.body.id)).toEqual(figures);
  });

  it('credits part of a line, then the rest, at the invoice line figures exactly', async () => {
    const made = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customerId, [
        { item: items.B, quantity: 3 },
        { item: items.kg, quantity: 1.7 },
        { item: items.E, quantity: 1 },
      ]),
    );
    expect(made.status).toBe(201);
    const invoiceLines = await api()
      .db.selectFrom('invoice_items')
      .selectAll()
      .where('invoice_id', '=', made.body.id)
      .orderBy('id')
      .execute();
    const credit = async (parts: [number, number][]) => {
      const answer = await call('POST', `/api/v1/invoices/${made.body.id}/credit-notes`, {
        reason: 'Returned',
        return_to_stock: true,
        lines: parts.map(([line, quantity]) => ({
          invoice_item_id: invoiceLines[line]!.id,
          quantity,
        })),
      });
      expect(answer.status).toBe(201);
      const rows = await api()
        .db.selectFrom('credit_note_items')
        .selectAll()
        .where('credit_note_id', '=', answer.body.id)
        .execute();
      expect(sum(rows, 'net_cents')).toBe(toCents(answer.body.subtotal));
      expect(sum(rows, 'vat_cents')).toBe(toCents(answer.body.vat_amount));
      expect(sum(rows, 'net_cents') + sum(rows, 'vat_cents')).toBe(toCents(answer.body.total));
      return rows;
    };
    const firstRows = await credit([
      [0, 1],
      [1, 0.333],
    ]);
    expect(firstRows.map((row) => row.tax_band)).toEqual(['B', 'B']);
    expect(Number(firstRows[0]!.cost_cents)).toBe(
      Math.round(Number(invoiceLines[0]!.cost_cents) / 3),
    );
    await credit([
      [0, 2],
      [1, 1.367],
      [2, 1],
    ]);
    const credited = await api()
      .db.selectFrom('credit_note_items')
      .select((eb) => [
        'invoice_item_id',
        eb.fn.sum<number>('net_cents').as('net'),
        eb.fn.sum<number>('vat_cents').as('vat'),
        eb.fn.sum<number>('cost_cents').as('cost'),
      ])
      .where(
        'invoice_item_id',
        'in',
        invoiceLines.map((line) => line.id),
      )
      .groupBy('invoice_item_id')
      .orderBy('invoice_item_id')
      .execute();
    expect(credited.map((row) => [Number(row.net), Number(row.vat), Number(row.cost)])).toEqual(
      invoiceLines.map((line) => [
        Number(line.net_cents),
        Number(line.vat_cents),
        Number(line.cost_cents),
      ]),
    );
  });

  it('keeps the figures of a void invoice and a cancelled order; a typed line costs nothing', async () => {
    const body = manualInvoiceRequest(customerId, [{ item: items.C, quantity: 2 }]);
    const typed = { id: null, description: 'Delivery to site', quantity: 1, unit_price: 500 };
    const made = await call('POST', '/api/v1/invoices', {
      ...body,
      items: [...body.items, typed],
      vat_amount: splitBand('B', 500_00, 1600).vat_cents / 100,
      total: (2 * items.C.unit_price_cents + 500_00) / 100,
    });
    expect(made.status).toBe(201);
    const voided = await call('DELETE', `/api/v1/invoices/${made.body.id}?reason=Wrong%20customer`);
    expect(voided.status).toBeLessThan(300);
    const typedSplit = splitBand('B', 500_00, 1600);
    expect(await figuresOf(api(), 'invoice_items', made.body.id)).toEqual([
      {
        inventory_id: items.C.id,
        tax_band: 'C',
        net_cents: 2 * items.C.unit_price_cents,
        vat_cents: 0,
        cost_cents: 2 * costs.C,
        quantity_milli: 2000,
      },
      {
        inventory_id: null,
        tax_band: 'B',
        net_cents: typedSplit.net_cents,
        vat_cents: typedSplit.vat_cents,
        cost_cents: 0,
        quantity_milli: 1000,
      },
    ]);

    const order = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customerId, [{ item: items.D, quantity: 3 }]),
    );
    const cancelled = await call('POST', `/api/v1/orders/${order.body.id}/cancellation`, {
      reason: 'Changed their mind',
    });
    expect(cancelled.status).toBeLessThan(300);
    expect(await figuresOf(api(), 'order_items', order.body.id)).toEqual([
      {
        inventory_id: items.D.id,
        tax_band: 'D',
        net_cents: 3 * items.D.unit_price_cents,
        vat_cents: 0,
        cost_cents: 3 * costs.D,
        quantity_milli: 3000,
      },
    ]);
  });
});
