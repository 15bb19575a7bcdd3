import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * "For every item, the sum of its movements equals its quantity, and no quantity is ever below
 * zero" (issue 17): random sequences of everything that moves stock (orders, manual invoices,
 * the spec's PUT, adjustments, goods received and their reversals, stock counts) sent to the
 * API and played on a model of three quantities. After every step each item must stand where
 * the model says, the API must have refused exactly what would have taken stock below zero,
 * and the ledger must add up to the quantity, its last balance being the quantity.
 *
 * At least 1,000 operations on each database; the test counts the ones it ran and says so.
 * To replay a failure, give its seed (and path) as STOCK_PROPERTY_SEED and STOCK_PROPERTY_PATH.
 */
const REPLAY_SEED = process.env.STOCK_PROPERTY_SEED;
const REPLAY_PATH = process.env.STOCK_PROPERTY_PATH;
const CASES = Number(process.env.STOCK_PROPERTY_RUNS ?? 300);
const MIN_OPERATIONS = CASES >= 300 && REPLAY_SEED === undefined ? 1_000 : 0;
const CEILING_MS = 600_000;
const ITEMS = 3;
const PRICE_CENTS = 100_00;

interface Model {
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
      'i.quantity',
      eb
        .selectFrom('stock_movements as m')
        .select((m) => m.fn.coalesce(m.fn.sum<number>('m.quantity_change'), m.lit(0)).as('s'))
        .whereRef('m.inventory_id', '=', 'i.id')
        .as('moved'),
      eb
        .selectFrom('stock_movements as m')
        .select('m.quantity_after')
        .whereRef('m.inventory_id', '=', 'i.id')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_balance'),
    ])
    .where('i.id', 'in', real.itemIds)
    .orderBy('i.id')
    .execute();
  rows.forEach((row, index) => {
    expect(Number(row.quantity), `item ${index}`).toBe(model.quantities[index]);
    expect(Number(row.quantity)).toBeGreaterThanOrEqual(0);
    expect(Number(row.moved), `movements of item ${index}`).toBe(Number(row.quantity));
    expect(Number(row.last_balance), `last balance of item ${index}`).toBe(Number(row.quantity));
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
      quantity,
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
  toString: () => `sell ${quantity} of ${item} by ${by}`,
});

const edit = (item: number, quantity: number): Step => ({
  check: () => true,
  async run(model, real) {
    const answer = await call(real, 'PUT', `/api/v1/inventory/${real.itemIds[item]}`, {
      name: `Item ${item}`,
      quantity,
      unit_price: PRICE_CENTS / 100,
      cost_price: 50,
      supplier_id: null,
      change_reason: 'Manual update via edit',
    });
    expect(answer.status).toBe(200);
    model.quantities[item] = quantity;
    await check(model, real);
  },
  toString: () => `edit ${item} to ${quantity}`,
});

const adjust = (item: number, change: number): Step => ({
  check: () => true,
  async run(model, real) {
    const answer = await call(real, 'POST', '/api/v1/stock-adjustments', {
      inventory_id: real.itemIds[item],
      quantity_change: change,
      reason: change > 0 ? 'found' : 'damaged',
    });
    const allowed = model.quantities[item]! + change >= 0;
    expectOutcome(allowed, answer.status);
    if (allowed) model.quantities[item]! += change;
    await check(model, real);
  },
  toString: () => `adjust ${item} by ${change}`,
});

const receive = (item: number, quantity: number): Step => ({
  check: () => true,
  async run(model, real) {
    const answer = await call(real, 'POST', '/api/v1/goods-received', {
      supplier_id: real.supplierId,
      lines: [{ inventory_id: real.itemIds[item], quantity, unit_cost: 40 }],
    });
    expect(answer.status).toBe(201);
    model.quantities[item]! += quantity;
    model.notes.push({ id: answer.body.id, item, quantity });
    await check(model, real);
  },
  toString: () => `receive ${quantity} of ${item}`,
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
              expected_quantity: model.quantities[item],
              counted_quantity: quantity,
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
  toString: () => `count ${JSON.stringify(counted)}`,
});

const item = fc.nat(ITEMS - 1);
const quantity = fc.integer({ min: 1, max: 15 });
const commands = fc.commands(
  [
    fc
      .tuple(item, quantity, fc.constantFrom('order' as const, 'invoice' as const))
      .map(([i, q, by]) => sell(i, q, by)),
    fc.tuple(item, fc.nat(20)).map(([i, q]) => edit(i, q)),
    fc
      .tuple(
        item,
        fc.integer({ min: -15, max: 15 }).filter((change) => change !== 0),
      )
      .map(([i, change]) => adjust(i, change)),
    fc.tuple(item, quantity).map(([i, q]) => receive(i, q)),
    fc.nat(10).map(reverse),
    fc
      .array(fc.option(fc.nat(20), { nil: null }), { minLength: ITEMS, maxLength: ITEMS })
      .map(count),
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
      fc.array(fc.nat(20), { minLength: ITEMS, maxLength: ITEMS }),
      commands,
      async (opening, steps) => {
        const itemIds: number[] = [];
        for (const [index, quantity] of opening.entries()) {
          const created = await api.call('POST', '/api/v1/inventory', {
            token,
            body: {
              name: `Item ${index}`,
              quantity,
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
      await fc.assert(history, {
        numRuns: CASES,
        ...(REPLAY_SEED === undefined ? {} : { seed: Number(REPLAY_SEED), path: REPLAY_PATH }),
      });
      expect(operations).toBeGreaterThanOrEqual(MIN_OPERATIONS);
      console.info(`stock ledger property [${kind}]: ${operations} operations in ${CASES} cases`);
    });
  });
}
