import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyTimeout } from '../../../testing/property-depth.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { assertInLanes } from '../test/property-lanes.ts';
import { insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * "An order's and its invoice's paid amounts are always equal, and the status always follows
 * from the payments" (issue 15): random sequences of payments on the order and on its invoice
 * (made at a random point of the sequence), reversals and PATCHes, each sent to the API and
 * played on a model of a few lines. After every step both documents must show the model's paid
 * amount, balance and status, and the API must refuse exactly what the model refuses.
 */

/**
 * How many cases (testing/property-depth.ts): 300 on each database in `npm test`, 10,000 in
 * `npm run test:deep` (issue 15's count). Each case is a sale and a dozen REST calls. The rare
 * path is a reversal refused because a PATCH lowered the amount below the payment; in a sample
 * of 40 seeds, 300 cases reached it at least 3 times (8 on average: a run on one database
 * misses it about once in 2,500), and every other path (paying the exact balance, more than it, on the
 * invoice, reversing twice) more often still. fast-check's default of 100 left it to luck.
 *
 * On PostgreSQL a case used to take some 90 ms, nearly all of it waiting: for the disk on each of
 * its five or so commits, and for the server's answer to each of its 40 queries. Two changes make
 * the cases fit in seconds rather than minutes, and neither changes what a case does or checks:
 * - the suite's connections run with `synchronous_commit = off`: a commit returns before its WAL
 *   reaches the disk. Transactions, row locks, isolation and constraints are exactly as in
 *   production; only surviving a crash of the database server is given up, which a test schema
 *   dropped at the end has no use for;
 * - cases run in lanes side by side (each a fast-check run of its own, on its own sales), so one
 *   case's queries are answered while another's wait. SQLite answers in process, one at a time,
 *   and gains nothing from lanes.
 * The rules are the same SQL on both databases; the concurrency test proves PostgreSQL's locking
 * on its own.
 *
 * To replay a failure, give the seed and path fast-check reports as GHALA_PROPERTY_SEED and
 * GHALA_PROPERTY_PATH: the run is then one lane with that seed.
 */
const CASES = 300;
const LANES = { sqlite: 1, postgres: 8 } as const;
/** A ceiling for a busy CI machine, far above the minutes a run takes. */
const CEILING_MS = propertyTimeout(900_000);
const TOTAL_CENTS = 1000_00;

type OrderStatus = 'pending' | 'partially_paid' | 'paid';

interface Model {
  paidCents: number;
  invoiced: boolean;
  /** Entries the sale's ledger holds: payments, reversals and adjustments. */
  entries: number;
  /** Payments by their index in the order recorded, with whether each is reversed. */
  payments: { id: number; cents: number; reversed: boolean }[];
}

interface Real {
  api: TestApi;
  token: string;
  orderId: number;
  invoiceId: number | null;
}

const statusOf = (paidCents: number): OrderStatus =>
  paidCents === 0 ? 'pending' : paidCents >= TOTAL_CENTS ? 'paid' : 'partially_paid';
const invoiceStatusOf = (paidCents: number) =>
  paidCents === 0 ? 'unpaid' : paidCents >= TOTAL_CENTS ? 'paid' : 'partially_paid';

async function call(real: Real, method: string, path: string, body?: unknown) {
  return real.api.call(method, path, { token: real.token, body });
}

/** Both documents as the API shows them, against the model. */
async function check(model: Model, real: Real) {
  const order = (await call(real, 'GET', `/api/v1/orders/${real.orderId}`)).body;
  expect(order).toMatchObject({
    paid_amount: model.paidCents / 100,
    balance: (TOTAL_CENTS - model.paidCents) / 100,
    status: statusOf(model.paidCents),
  });
  if (real.invoiceId === null) return;
  const invoice = (await call(real, 'GET', `/api/v1/invoices/${real.invoiceId}`)).body;
  expect(invoice).toMatchObject({
    amount_paid: order.paid_amount,
    balance: order.balance,
    // Due in 7 days, so never overdue here.
    status: invoiceStatusOf(model.paidCents),
  });
  // One ledger: the invoice lists exactly the entries its order does.
  expect(invoice.payments.length).toBe(model.entries);
}

type Step = fc.AsyncCommand<Model, Real>;

function pay(cents: number, on: 'order' | 'invoice'): Step {
  return {
    check: (model) => on === 'order' || model.invoiced,
    async run(model, real) {
      const path =
        on === 'order'
          ? `/api/v1/orders/${real.orderId}/payments`
          : `/api/v1/invoices/${real.invoiceId}/payments`;
      const answer = await call(real, 'POST', path, { amount: cents / 100, method: 'cash' });
      if (cents > TOTAL_CENTS - model.paidCents) {
        expect(answer.status).toBe(409);
      } else {
        expect(answer.status).toBe(201);
        model.paidCents += cents;
        model.entries += 1;
        model.payments.push({ id: answer.body.payments.at(-1).id, cents, reversed: false });
      }
      await check(model, real);
    },
    toString: () => `pay ${cents} on ${on}`,
  };
}

function reverse(pick: number): Step {
  return {
    check: (model) => model.payments.length > 0,
    async run(model, real) {
      const payment = model.payments[pick % model.payments.length]!;
      const answer = await call(real, 'POST', `/api/v1/payments/${payment.id}/reversal`, {
        reason: 'Property test',
      });
      if (payment.reversed || payment.cents > model.paidCents) {
        expect(answer.status).toBe(409);
      } else {
        expect(answer.status).toBe(201);
        payment.reversed = true;
        model.paidCents -= payment.cents;
        model.entries += 1;
      }
      await check(model, real);
    },
    toString: () => `reverse #${pick}`,
  };
}

/** Spec §7's PATCH: Mark paid (the total), a new part-paid figure, or back to nothing. */
function patch(paidCents: number): Step {
  return {
    check: () => true,
    async run(model, real) {
      const answer = await call(real, 'PATCH', `/api/v1/orders/${real.orderId}`, {
        status: statusOf(paidCents),
        paid_amount: paidCents / 100,
      });
      expect(answer.status).toBe(200);
      if (paidCents !== model.paidCents) model.entries += 1;
      model.paidCents = paidCents;
      await check(model, real);
    },
    toString: () => `patch to ${paidCents}`,
  };
}

const invoice: Step = {
  check: (model) => !model.invoiced,
  async run(model, real) {
    const answer = await call(real, 'POST', `/api/v1/orders/${real.orderId}/generate-invoice`);
    expect(answer.status).toBe(201);
    real.invoiceId = answer.body.id;
    model.invoiced = true;
    await check(model, real);
  },
  toString: () => 'generate invoice',
};

// Amounts that often land exactly on the balance, beside arbitrary ones.
const cents = fc.oneof(
  fc.constantFrom(1, 250_00, 500_00, 750_00, TOTAL_CENTS),
  fc.integer({ min: 1, max: TOTAL_CENTS + 100 }),
);
const commands = fc.commands(
  [
    fc
      .tuple(cents, fc.constantFrom('order' as const, 'invoice' as const))
      .map(([amount, on]) => pay(amount, on)),
    fc.nat(20).map(reverse),
    fc.constantFrom(0, 400_00, TOTAL_CENTS).map(patch),
    fc.constant(invoice),
  ],
  { maxCommands: 8 },
);

for (const kind of databasesUnderTest) {
  describe(`the payment ledger (property) [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let userId: number;
    let customerId: number;
    beforeAll(async () => {
      api = await createTestApi(kind, {}, { synchronous_commit: 'off' });
      const user = await api.newUser();
      token = user.token;
      userId = await userIdOf(api.db, user.email);
      ({ id: customerId } = await insertCustomer(api.db));
    });
    afterAll(async () => {
      await api?.close();
    });

    const sale = fc.asyncProperty(commands, async (steps) => {
      const order = await insertOrder(api.db, {
        customerId,
        totalCents: TOTAL_CENTS,
        createdBy: userId,
        method: 'cash',
      });
      await fc.asyncModelRun(
        () => ({
          model: { paidCents: 0, invoiced: false, entries: 0, payments: [] },
          real: { api, token, orderId: order.id, invoiceId: null },
        }),
        steps,
      );
    });

    it('keeps an order and its invoice equal, with the status following the payments', {
      timeout: CEILING_MS,
    }, async () => {
      await assertInLanes(sale, {
        runs: CASES,
        lanes: LANES[kind],
      });
    });
  });
}
