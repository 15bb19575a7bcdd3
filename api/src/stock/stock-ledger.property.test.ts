import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyPath, propertyRuns, propertyTimeout } from '../../../testing/property-depth.ts';
import {
  insertCustomer,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { assertInLanes } from '../test/property-lanes.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * "For every item, the sum of its movements equals its quantity, and no quantity is ever below
 * zero" (issue 17): random sequences of everything that moves stock (orders, manual invoices,
 * the spec's PUT, adjustments, goods received and their reversals, stock counts) sent to the
 * API and played on a model of three quantities. After every step each item must stand where
 * the model says, the API must have refused exactly what would have taken stock below zero,
 * and the ledger must add up to the quantity, its last balance being the quantity.
 * One item sells by the kilo, so fractions to 3 decimals move through every path, and whole-piece
 * items must refuse a fraction (400) with nothing moved.
 *
 * At least 1,000 operations on each database (issue 17); the test counts the ones it ran and
 * says so. 300 cases (testing/property-depth.ts; 10,000 in `npm run test:deep`) run some 1,200
 * to 1,300, every kind of operation among them, on three items of which one sells by the kilo.
 * On PostgreSQL the cases run in lanes side by side (property-lanes.ts), each on its own items.
 */
const CASES = 300;
const LANES = { sqlite: 1, postgres: 6 } as const;
// Replaying one failing case (GHALA_PROPERTY_PATH) runs that case alone.
const MIN_OPERATIONS = propertyPath() === undefined ? 1_000 : 0;
const CEILING_MS = propertyTimeout(600_000);
const ITEMS = 3;
const PRICE_CENTS = 100_00;
/** Item 2 is sold by the kilo (up to 3 decimals); items 0 and 1 in whole pieces. */
const FRACTIONAL = [false, false, true];

/** A drawn amount in thousandths as the item takes it: whole units unless it sells in fractions. */
const asTaken = (item: number, milli: number) =>
  FRACTIONAL[item] ? milli : Math.ceil(milli / 1000) * 1000;
/** Thousandths as the REST API's plain number (2500 → 2.5). */
const units = (milli: number) => milli / 1000;

interface Model {
  /** Each item's quantity in thousandths, so the model is exact too. */
  quantities: number[];
  /** Posted, not yet reversed, goods received notes: their id and what they brought. */
  notes: { id: number; item: number; quantity: number }[];
}

interface Real {
  api: TestApi;
  token: string;
  customerId: number;
  supplierId: number;
  itemIds: number[];
}

let operations = 0;

const call = (real: Real, method: string, path: string, body?: unknown) =>
  real.api.call(method, path, { token: real.token, body });

async function check(model: Model, real: Real) {
  const rows = await real.api.db
    .selectFrom('inventory_items as i')
    .select((eb) => [
      'i.id',
      'i.quantity_milli',
      eb
        .selectFrom('stock_movements as m')
        .select((m) => m.fn.coalesce(m.fn.sum<number>('m.quantity_change_milli'), m.lit(0)).as('s'))
        .whereRef('m.inventory_id', '=', 'i.id')
        .as('moved'),
      eb
        .selectFrom('stock_movements as m')
        .select('m.quantity_after_milli')
        .whereRef('m.inventory_id', '=', 'i.id')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_balance'),
    ])
    .where('i.id', 'in', real.itemIds)
    .orderBy('i.id')
    .execute();
  rows.forEach((row, index) => {
    const quantity = Number(row.quantity_milli);
    expect(quantity, `item ${index}`).toBe(model.quantities[index]);
    expect(quantity).toBeGreaterThanOrEqual(0);
    expect(Number(row.moved), `movements of item ${index}`).toBe(quantity);
    expect(Number(row.last_balance), `last balance of item ${index}`).toBe(quantity);
  });
  operations += 1;
}

type Step = fc.AsyncCommand<Model, Real>;

/** Expects the API to have done what the model allows, or refused with 409 and nothing moved. */
function expectOutcome(allowed: boolean, status: number, created = 201) {
  expect(status).toBe(allowed ? created : 409);
}

const sell = (item: number, quantity: number, by: 'order' | 'invoice'): Step => ({
  check: () => true,
  async run(model, real) {
    const line = {
      item: { id: real.itemIds[item]!, name: `Item ${item}`, unit_price_cents: PRICE_CENTS },
      quantity: units(quantity),
    };
    const answer =
      by === 'order'
        ? await call(real, 'POST', '/api/v1/orders', orderRequest(real.customerId, [line]))
        : await call(
            real,
            'POST',
            '/api/v1/invoices',
            manualInvoiceRequest(real.customerId, [line]),
          );
    const allowed = model.quantities[item]! >= quantity;
    expectOutcome(allowed, answer.status);
    if (allowed) model.quantities[item]! -= quantity;
    await check(model, real);
  },
  toString: () => `sell ${units(quantity)} of ${item} by ${by}`,
});

const edit = (item: number, quantity: number): Step => ({
  check: () => true,
  async run(model, real) {
    const answer = await call(real, 'PUT', `/api/v1/inventory/${real.itemIds[item]}`, {
      name: `Item ${item}`,
      quantity: units(quantity),
      unit_price: PRICE_CENTS / 100,
      cost_price: 50,
      supplier_id: null,
      change_reason: 'Manual update via edit',
    });
    expect(answer.status).toBe(200);
    model.quantities[item] = quantity;
    await check(model, real);
  },
  toString: () => `edit ${item} to ${units(quantity)}`,
});

const adjust = (item: number, change: number): Step => ({
  check: () => true,
  async run(model, real) {
    const answer = await call(real, 'POST', '/api/v1/stock-adjustments', {
      inventory_id: real.itemIds[item],
      quantity_change: units(change),
      reason: change > 0 ? 'found' : 'damaged',
    });
    const allowed = model.quantities[item]! + change >= 0;
    expectOutcome(allowed, answer.status);
    if (allowed) model.quantities[item]! += change;
    await check(model, real);
  },
  toString: () => `adjust ${item} by ${units(change)}`,
});

const receive = (item: number, quantity: number): Step => ({
  check: () => true,
  async run(model, real) {
    const answer = await call(real, 'POST', '/api/v1/goods-received', {
      supplier_id: real.supplierId,
      lines: [{ inventory_id: real.itemIds[item], quantity: units(quantity), unit_cost: 40 }],
    });
    expect(answer.status).toBe(201);
    model.quantities[item]! += quantity;
    model.notes.push({ id: answer.body.id, item, quantity });
    await check(model, real);
  },
  toString: () => `receive ${units(quantity)} of ${item}`,
});

const reverse = (pick: number): Step => ({
  check: (model) => model.notes.length > 0,
  async run(model, real) {
    const index = pick % model.notes.length;
    const note = model.notes[index]!;
    const answer = await call(real, 'POST', `/api/v1/goods-received/${note.id}/reverse`, {
      reason: 'Property test',
    });
    const allowed = model.quantities[note.item]! >= note.quantity;
    expectOutcome(allowed, answer.status, 200);
    if (allowed) {
      model.quantities[note.item]! -= note.quantity;
      model.notes.splice(index, 1);
    }
    await check(model, real);
  },
  toString: () => `reverse note #${pick}`,
});

const count = (counted: (number | null)[]): Step => ({
  check: () => counted.some((quantity) => quantity !== null),
  async run(model, real) {
    const lines = counted.flatMap((quantity, item) =>
      quantity === null
        ? []
        : [
            {
              inventory_id: real.itemIds[item],
              expected_quantity: units(model.quantities[item]!),
              counted_quantity: units(quantity),
            },
          ],
    );
    const answer = await call(real, 'POST', '/api/v1/stock-counts', { lines });
    expect(answer.status).toBe(201);
    counted.forEach((quantity, item) => {
      if (quantity !== null) model.quantities[item] = quantity;
    });
    await check(model, real);
  },
  toString: () => `count ${JSON.stringify(counted.map((q) => q && units(q)))}`,
});

/** A fraction of a whole-piece item, sold or received: a 400 naming the line, nothing moved. */
const fractionOfAPiece = (item: number, milli: number, by: 'order' | 'delivery'): Step => ({
  check: () => !FRACTIONAL[item] && milli % 1000 !== 0,
  async run(model, real) {
    const quantity = units(milli);
    const answer =
      by === 'order'
        ? await call(
            real,
            'POST',
            '/api/v1/orders',
            orderRequest(real.customerId, [
              { item: { id: real.itemIds[item]!, unit_price_cents: PRICE_CENTS }, quantity },
            ]),
          )
        : await call(real, 'POST', '/api/v1/goods-received', {
            supplier_id: real.supplierId,
            lines: [{ inventory_id: real.itemIds[item], quantity, unit_cost: 40 }],
          });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/quantity: must be a whole number/);
    await check(model, real);
  },
  toString: () => `${by} ${units(milli)} of whole item ${item}`,
});

const item = fc.nat(ITEMS - 1);
/** Thousandths: 0.001 to 15 units, which a whole-piece item takes rounded up to a piece. */
const amount = fc.integer({ min: 1, max: 15_000 });
const level = fc.nat(20_000);
const commands = fc.commands(
  [
    fc
      .tuple(item, amount, fc.constantFrom('order' as const, 'invoice' as const))
      .map(([i, q, by]) => sell(i, asTaken(i, q), by)),
    fc.tuple(item, level).map(([i, q]) => edit(i, asTaken(i, q))),
    fc
      .tuple(item, amount, fc.boolean())
      .map(([i, q, out]) => adjust(i, (out ? -1 : 1) * asTaken(i, q))),
    fc.tuple(item, amount).map(([i, q]) => receive(i, asTaken(i, q))),
    fc.nat(10).map(reverse),
    fc
      .array(fc.option(level, { nil: null }), { minLength: ITEMS, maxLength: ITEMS })
      .map((counted) => count(counted.map((q, i) => (q === null ? null : asTaken(i, q))))),
    fc
      .tuple(item, amount, fc.constantFrom('order' as const, 'delivery' as const))
      .map(([i, q, by]) => fractionOfAPiece(i, q, by)),
  ],
  { maxCommands: 15 },
);

for (const kind of databasesUnderTest) {
  describe(`the stock ledger (property) [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let customerId: number;
    let supplierId: number;
    beforeAll(async () => {
      api = await createTestApi(kind, {}, { synchronous_commit: 'off' });
      ({ token } = await api.newUser());
      ({ id: customerId } = await insertCustomer(api.db));
      supplierId = await insertSupplier(api.db);
    });
    afterAll(async () => {
      await api?.close();
    });

    const history = fc.asyncProperty(
      fc
        .array(level, { minLength: ITEMS, maxLength: ITEMS })
        .map((drawn) => drawn.map((q, i) => asTaken(i, q))),
      commands,
      async (opening, steps) => {
        const itemIds: number[] = [];
        for (const [index, quantity] of opening.entries()) {
          const created = await api.call('POST', '/api/v1/inventory', {
            token,
            body: {
              name: `Item ${index}`,
              quantity: units(quantity),
              ...(FRACTIONAL[index] ? { unit: 'kg', sells_in_fractions: true } : {}),
              unit_price: PRICE_CENTS / 100,
              cost_price: 50,
              supplier_id: null,
            },
          });
          expect(created.status).toBe(201);
          itemIds.push(created.body.id);
        }
        await fc.asyncModelRun(
          () => ({
            model: { quantities: [...opening], notes: [] },
            real: { api, token, customerId, supplierId, itemIds },
          }),
          steps,
        );
      },
    );

    it('adds every item’s movements up to its quantity, never below zero', {
      timeout: CEILING_MS,
    }, async () => {
      operations = 0;
      await assertInLanes(history, { runs: CASES, lanes: LANES[kind] });
      expect(operations).toBeGreaterThanOrEqual(MIN_OPERATIONS);
      console.info(
        `stock ledger property [${kind}]: ${operations} operations in ${propertyRuns(CASES)} cases`,
      );
    });
  });
}
