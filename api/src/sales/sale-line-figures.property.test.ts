import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyParameters, propertyTimeout } from '../../../testing/property-depth.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { splitBand, type TaxBand } from '../money.ts';
import { weightedAverageCost } from '../purchases/receive-goods.ts';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * The ledger figures the reports add up (issue 49, design.md §2b), for random sequences of
 * sales (orders and manual invoices, at the standard rate and at another), invoices of orders,
 * deliveries, returns (credit notes, part of a line or the rest of it), voids and
 * cancellations: every document's lines add up to its subtotal and VAT, per band as its totals
 * were worked and in all; a line's credits never pass it and equal it once all of it is
 * credited; each sale line is costed at the item's average at its own moment, which is what
 * its stock movement keeps; and every item's last movement holds its quantity and cost price.
 * Each case sells to its own customer from its own items.
 */
const RUNS = 20;
const CEILING_MS = propertyTimeout(300_000);

const ITEMS: { band: TaxBand; unit: string; priceCents: number }[] = [
  { band: 'B', unit: 'pcs', priceCents: 116_01 },
  { band: 'E', unit: 'pcs', priceCents: 108_07 },
  { band: 'A', unit: 'pcs', priceCents: 99_99 },
  { band: 'B', unit: 'kg', priceCents: 250_33 },
  { band: 'C', unit: 'kg', priceCents: 33_37 },
];
const asTaken = (item: number, milli: number) =>
  ITEMS[item]!.unit === 'kg' ? milli : Math.ceil(milli / 1000) * 1000;

const line = fc.record({
  item: fc.nat(ITEMS.length - 1),
  milli: fc.integer({ min: 1, max: 9_999 }),
});
const lines = fc.uniqueArray(line, { minLength: 1, maxLength: 4, selector: (each) => each.item });
const rate = fc.constantFrom(0.16, 0.16, 0.14);
const step = fc.oneof(
  fc.record({ kind: fc.constant('order' as const), lines, rate }),
  fc.record({
    kind: fc.constant('manual' as const),
    lines,
    rate,
    typed: fc.option(fc.nat(99_999)),
  }),
  fc.record({ kind: fc.constant('invoice' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('deliver' as const),
    item: fc.nat(ITEMS.length - 1),
    milli: fc.integer({ min: 1, max: 20_000 }),
    unitCostCents: fc.integer({ min: 0, max: 300_00 }),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    pick: fc.nat(),
    part: fc.oneof(fc.constant('rest' as const), fc.double({ min: 0.01, max: 1, noNaN: true })),
  }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Case {
  api: TestApi;
  token: string;
  customerId: number;
  supplierId: number;
  itemIds: number[];
  orders: { id: number; invoiced: boolean; cancelled: boolean }[];
  invoices: {
    id: number;
    manual: boolean;
    /** Credited or voided: a manual invoice is voided only while untouched. */
    touched: boolean;
    voided: boolean;
    lines: { id: number; milli: number; item: number | null }[];
    credited: number[];
  }[];
}

const call = (real: Case, method: string, path: string, body?: unknown) =>
  real.api.call(method, path, { token: real.token, body });

const costOf = async (real: Case, item: number) =>
  Number(
    (
      await real.api.db
        .selectFrom('inventory_items')
        .select('cost_price_cents')
        .where('id', '=', real.itemIds[item]!)
        .executeTakeFirstOrThrow()
    ).cost_price_cents,
  );

const shelf = (real: Case, item: number) => ({
  id: real.itemIds[item]!,
  name: `Item ${item}`,
  unit_price_cents: ITEMS[item]!.priceCents,
  tax_band: ITEMS[item]!.band,
});

async function run(real: Case, each: Step) {
  switch (each.kind) {
    case 'order':
    case 'manual': {
      const wanted = each.lines.map((l) => ({
        item: shelf(real, l.item),
        quantity: asTaken(l.item, l.milli) / 1000,
      }));
      const costs = await Promise.all(each.lines.map((l) => costOf(real, l.item)));
      const body =
        each.kind === 'order'
          ? orderRequest(real.customerId, wanted, { vatRate: each.rate })
          : manualInvoiceRequest(real.customerId, wanted, { vatRate: each.rate });
      if (each.kind === 'manual' && each.typed !== null) {
        // A typed line (band B) changes the totals: the client sends what it would show.
        const withTyped = manualInvoiceRequest(
          real.customerId,
          [
            ...wanted,
            { item: { id: 0, name: 'Labour', unit_price_cents: each.typed }, quantity: 1 },
          ],
          { vatRate: each.rate },
        );
        Object.assign(body, {
          items: [
            ...body.items,
            { id: null, description: 'Labour', quantity: 1, unit_price: each.typed / 100 },
          ],
          vat_amount: withTyped.vat_amount,
          total: withTyped.total,
        });
      }
      const answer = await call(
        real,
        'POST',
        each.kind === 'order' ? '/api/v1/orders' : '/api/v1/invoices',
        body,
      );
      expect([answer.status, answer.body.error]).toEqual([201, undefined]);
      const table = each.kind === 'order' ? 'order_items' : 'invoice_items';
      const rows = await real.api.db
        .selectFrom(table)
        .select(['id', 'inventory_id', 'quantity_milli', 'cost_cents'])
        .where(each.kind === 'order' ? 'order_id' : 'invoice_id', '=', answer.body.id)
        .orderBy('id')
        .execute();
      // Costed at the item's average of this moment.
      each.lines.forEach((l, index) => {
        expect(Number(rows[index]!.cost_cents)).toBe(
          lineAmountCents(asTaken(l.item, l.milli), costs[index]!),
        );
      });
      if (each.kind === 'order')
        real.orders.push({ id: answer.body.id, invoiced: false, cancelled: false });
      else
        real.invoices.push({
          id: answer.body.id,
          manual: true,
          touched: false,
          voided: false,
          lines: rows.map((row) => ({
            id: row.id,
            milli: Number(row.quantity_milli),
            item: row.inventory_id,
          })),
          credited: rows.map(() => 0),
        });
      return;
    }
    case 'invoice': {
      const open = real.orders.filter((order) => !order.invoiced && !order.cancelled);
      if (open.length === 0) return;
      const order = open[each.pick % open.length]!;
      const answer = await call(real, 'POST', `/api/v1/orders/${order.id}/generate-invoice`);
      expect(answer.status).toBe(201);
      order.invoiced = true;
      const items = answer.body.items as {
        id: number;
        quantity: number;
        inventory_id: number | null;
      }[];
      real.invoices.push({
        id: answer.body.id,
        manual: false,
        touched: true,
        voided: false,
        lines: items.map((item) => ({
          id: item.id,
          milli: Math.round(item.quantity * 1000),
          item: item.inventory_id,
        })),
        credited: items.map(() => 0),
      });
      return;
    }
    case 'deliver': {
      const id = real.itemIds[each.item]!;
      const before = await real.api.db
        .selectFrom('inventory_items')
        .select(['quantity_milli', 'cost_price_cents'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const milli = asTaken(each.item, each.milli);
      const answer = await call(real, 'POST', '/api/v1/goods-received', {
        supplier_id: real.supplierId,
        lines: [{ inventory_id: id, quantity: milli / 1000, unit_cost: each.unitCostCents / 100 }],
      });
      expect(answer.status).toBe(201);
      expect(await costOf(real, each.item)).toBe(
        weightedAverageCost(
          { quantity: Number(before.quantity_milli), costCents: Number(before.cost_price_cents) },
          { quantity: milli, value: BigInt(milli) * BigInt(each.unitCostCents) },
        ),
      );
      return;
    }
    case 'credit': {
      const live = real.invoices.filter(
        (invoice) =>
          !invoice.voided && invoice.lines.some((l, i) => invoice.credited[i]! < l.milli),
      );
      if (live.length === 0) return;
      const invoice = live[each.pick % live.length]!;
      const index = invoice.lines.findIndex((l, i) => invoice.credited[i]! < l.milli);
      const target = invoice.lines[index]!;
      const left = target.milli - invoice.credited[index]!;
      const whole = target.item === null || ITEMS[real.itemIds.indexOf(target.item)]?.unit !== 'kg';
      let milli = each.part === 'rest' ? left : Math.max(1, Math.round(left * each.part));
      if (whole) milli = Math.min(left, Math.ceil(milli / 1000) * 1000);
      const answer = await call(real, 'POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
        reason: 'Returned',
        return_to_stock: true,
        lines: [{ invoice_item_id: target.id, quantity: milli / 1000 }],
      });
      // A part of a line priced to nothing credits nothing: refused, nothing written.
      if (answer.status === 400) return;
      expect([answer.status, answer.body.error]).toEqual([201, undefined]);
      invoice.credited[index]! += milli;
      invoice.touched = true;
      return;
    }
    case 'void': {
      const open = real.invoices.filter((invoice) => invoice.manual && !invoice.touched);
      if (open.length === 0) return;
      const invoice = open[each.pick % open.length]!;
      const answer = await call(real, 'DELETE', `/api/v1/invoices/${invoice.id}?reason=Mistake`);
      expect(answer.status).toBeLessThan(300);
      invoice.voided = true;
      invoice.touched = true;
      return;
    }
    case 'cancel': {
      const open = real.orders.filter((order) => !order.invoiced && !order.cancelled);
      if (open.length === 0) return;
      const order = open[each.pick % open.length]!;
      const answer = await call(real, 'POST', `/api/v1/orders/${order.id}/cancellation`, {
        reason: 'Mistake',
      });
      expect(answer.status).toBeLessThan(300);
      order.cancelled = true;
    }
  }
}

const n = (value: unknown) => Number(value ?? 0);

/** Everything the case's documents and items must hold once its steps have run. */
async function check(real: Case) {
  const db = real.api.db;
  for (const [documents, table, key, amount] of [
    ['orders', 'order_items', 'order_id', 'total_cents'],
    ['invoices', 'invoice_items', 'invoice_id', 'amount_cents'],
  ] as const) {
    const heads = await db
      .selectFrom(documents)
      .select(['id', 'subtotal_cents', 'vat_cents', 'vat_rate_bp'])
      .where('customer_id', '=', real.customerId)
      .execute();
    for (const head of heads) {
      const rows = await db
        .selectFrom(table)
        .select(['tax_band', 'net_cents', 'vat_cents', `${amount} as gross`])
        .where(key, '=', head.id)
        .execute();
      expect(rows.reduce((a, r) => a + n(r.net_cents), 0)).toBe(n(head.subtotal_cents));
      expect(rows.reduce((a, r) => a + n(r.vat_cents), 0)).toBe(n(head.vat_cents));
      for (const band of new Set(rows.map((r) => r.tax_band))) {
        const own = rows.filter((r) => r.tax_band === band);
        const split = splitBand(
          band,
          own.reduce((a, r) => a + n(r.gross), 0),
          n(head.vat_rate_bp),
        );
        expect([
          band,
          own.reduce((a, r) => a + n(r.net_cents), 0),
          own.reduce((a, r) => a + n(r.vat_cents), 0),
        ]).toEqual([band, split.net_cents, split.vat_cents]);
      }
    }
  }
  const notes = await db
    .selectFrom('credit_notes')
    .select(['id', 'subtotal_cents', 'vat_cents', 'total_cents'])
    .where('customer_id', '=', real.customerId)
    .execute();
  for (const note of notes) {
    const rows = await db
      .selectFrom('credit_note_items')
      .select(['net_cents', 'vat_cents'])
      .where('credit_note_id', '=', note.id)
      .execute();
    expect(rows.reduce((a, r) => a + n(r.net_cents), 0)).toBe(n(note.subtotal_cents));
    expect(rows.reduce((a, r) => a + n(r.vat_cents), 0)).toBe(n(note.vat_cents));
    expect(rows.reduce((a, r) => a + n(r.net_cents) + n(r.vat_cents), 0)).toBe(n(note.total_cents));
  }
  // A line's credits never pass it, and equal it once all of it is credited.
  for (const invoice of real.invoices) {
    for (const each of invoice.lines) {
      const original = await db
        .selectFrom('invoice_items')
        .select(['net_cents', 'vat_cents', 'cost_cents'])
        .where('id', '=', each.id)
        .executeTakeFirstOrThrow();
      const credited = await db
        .selectFrom('credit_note_items')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('quantity_milli'), eb.lit(0)).as('milli'),
          eb.fn.coalesce(eb.fn.sum<number>('net_cents'), eb.lit(0)).as('net'),
          eb.fn.coalesce(eb.fn.sum<number>('vat_cents'), eb.lit(0)).as('vat'),
          eb.fn.coalesce(eb.fn.sum<number>('cost_cents'), eb.lit(0)).as('cost'),
        ])
        .where('invoice_item_id', '=', each.id)
        .executeTakeFirstOrThrow();
      const whole = [n(original.net_cents), n(original.vat_cents), n(original.cost_cents)];
      const taken = [n(credited.net), n(credited.vat), n(credited.cost)];
      if (n(credited.milli) === each.milli) expect(taken).toEqual(whole);
      else {
        for (const [index, part] of taken.entries()) {
          expect(part).toBeLessThanOrEqual(whole[index]!);
        }
      }
    }
  }
  // Each sale line's cost is its quantity at the average its own movement keeps.
  const sold = await db
    .selectFrom('order_items as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('stock_movements as m', (join) =>
      join
        .onRef('m.document_id', '=', 'o.id')
        .on('m.document_type', '=', 'order')
        .onRef('m.inventory_id', '=', 'l.inventory_id')
        .on('m.kind', '=', 'sale'),
    )
    .select(['l.quantity_milli', 'l.cost_cents', 'm.average_cost_cents'])
    .where('o.customer_id', '=', real.customerId)
    .execute();
  for (const row of sold) {
    expect(n(row.cost_cents)).toBe(
      lineAmountCents(n(row.quantity_milli), n(row.average_cost_cents)),
    );
  }
  // Stock at cost from the ledger: the last movement holds the item's quantity and cost price.
  for (const id of real.itemIds) {
    const item = await db
      .selectFrom('inventory_items')
      .select(['quantity_milli', 'cost_price_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const last = await db
      .selectFrom('stock_movements')
      .select(['quantity_after_milli', 'average_cost_cents'])
      .where('inventory_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([n(last.quantity_after_milli), n(last.average_cost_cents)]).toEqual([
      n(item.quantity_milli),
      n(item.cost_price_cents),
    ]);
  }
}

for (const kind of databasesUnderTest) {
  describe(`sale line figures (property) [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let supplierId: number;
    beforeAll(async () => {
      api = await createTestApi(kind);
      ({ token } = await api.newUser());
      supplierId = await insertSupplier(api.db);
    });
    afterAll(async () => {
      await api?.close();
    });

    it(
      'adds every document up from its lines, and credits, costs and stock at cost with them',
      async () => {
        const costs = fc.array(fc.integer({ min: 0, max: 200_00 }), {
          minLength: ITEMS.length,
          maxLength: ITEMS.length,
        });
        await fc.assert(
          fc.asyncProperty(
            costs,
            fc.array(step, { minLength: 1, maxLength: 14 }),
            async (startCosts, steps) => {
              const real: Case = {
                api,
                token,
                supplierId,
                customerId: (await insertCustomer(api.db)).id,
                itemIds: [],
                orders: [],
                invoices: [],
              };
              for (const [index, item] of ITEMS.entries()) {
                const made = await insertItem(api.db, {
                  name: `Item ${index}`,
                  quantity: 1_000,
                  unit: item.unit,
                  unitPriceCents: item.priceCents,
                  costPriceCents: startCosts[index]!,
                  taxBand: item.band,
                });
                real.itemIds.push(made.id);
              }
              for (const each of steps) await run(real, each);
              await check(real);
            },
          ),
          propertyParameters(RUNS, 500),
        );
      },
      CEILING_MS,
    );
  });
}
