import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyTimeout } from '../../../testing/property-depth.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { assertInLanes } from '../test/property-lanes.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * "The books add up through every correction" (issue 18): random sequences of payments,
 * credit notes (in parts, with or without a refund) and reversals on a manual invoice, each sent
 * to the API and played on a model of a few lines. After every step the invoice must show the
 * model's money paid, amount credited, balance and status; the API must refuse exactly what the
 * model refuses (crediting more than is left of a line, a refund when nothing was paid beyond
 * what is owed, a payment above the balance); the sale's ledger must add up to what the invoice
 * holds; and the credit notes must never add up to more than the invoice, matching its total,
 * net and VAT to the cent once every line is credited in full.
 *
 * The invoice's lines have awkward prices (a third of a shilling, half cents when multiplied by
 * a fraction of a kilo), so per-line and per-document rounding are both exercised.
 * Each case ends by crediting what is left of every line, so the notes must match the invoice to
 * the cent in every case, and every line partly credited before has its last part credited too.
 *
 * How many cases (testing/property-depth.ts): 120 on each database in `npm test`, 10,000 in
 * `npm run test:deep`. In a sample of 20 seeds, 120 random sequences paid, reversed and were
 * refused 20 times or more each, credited a fraction of a kilo at least 13 times, and refunded
 * (or kept as credit) what went beyond the amount owed at least 4 (5) times; the closing credits
 * then reach the full match in all 120. Without them, 300 cases reached it about once a run.
 */
const CASES = 120;
const LANES = { sqlite: 1, postgres: 6 } as const;
const CEILING_MS = propertyTimeout(600_000);

/** The invoice's lines: price in cents, quantity in thousandths, sold by the kilo or by piece. */
const LINES = [
  { priceCents: 333_33, quantityMilli: 5_000, fractions: false },
  { priceCents: 1_250_55, quantityMilli: 3_000, fractions: false },
  { priceCents: 89_99, quantityMilli: 2_750, fractions: true },
] as const;
const lineCents = LINES.map((line) => lineAmountCents(line.quantityMilli, line.priceCents));
const TOTAL_CENTS = lineCents.reduce((sum, cents) => sum + cents, 0);

interface Model {
  /** Everything the sale's ledger holds, in cents. */
  ledgerCents: number;
  /** Money paid, net of reversals and refunds. */
  moneyCents: number;
  creditedCents: number;
  /** Per line: thousandths and cents credited so far. */
  credited: { milli: number; cents: number }[];
  /** Cash payments, with whether each is reversed. */
  payments: { id: number; cents: number; reversed: boolean }[];
}

interface Real {
  api: TestApi;
  token: string;
  invoice: { id: number; items: { id: number }[]; subtotal: number; vat_amount: number };
}

const call = (real: Real, method: string, path: string, body?: unknown) =>
  real.api.call(method, path, { token: real.token, body });

const toCents = (ksh: number) => Math.round(ksh * 100);

function statusOf(model: Model): string {
  if (model.ledgerCents > 0 && model.ledgerCents >= TOTAL_CENTS) return 'paid';
  return model.moneyCents > 0 ? 'partially_paid' : 'unpaid';
}

async function check(model: Model, real: Real) {
  const invoice = (await call(real, 'GET', `/api/v1/invoices/${real.invoice.id}`)).body;
  expect(toCents(invoice.total)).toBe(TOTAL_CENTS);
  expect(toCents(invoice.amount_paid)).toBe(model.moneyCents);
  expect(toCents(invoice.amount_credited)).toBe(model.creditedCents);
  expect(toCents(invoice.balance)).toBe(TOTAL_CENTS - model.ledgerCents);
  expect(invoice.status).toBe(statusOf(model));

  // The ledger adds up to what the invoice holds, and the credit entries to what is credited.
  const { rows } = await sql<{ ledger: number; credits: number }>`
    select coalesce(sum(amount_cents), 0) as ledger,
      coalesce(sum(case when kind = 'credit' then amount_cents else 0 end), 0) as credits
    from payments where invoice_id = ${real.invoice.id}`.execute(real.api.db);
  expect(Number(rows[0]!.ledger)).toBe(model.ledgerCents);
  expect(Number(rows[0]!.credits)).toBe(model.creditedCents);

  // The credit notes never pass the invoice, and match it exactly once it is all credited.
  const notes = (
    await call(real, 'GET', `/api/v1/credit-notes?invoice_ids=${real.invoice.id}&limit=200`)
  ).body.items as { total: number; subtotal: number; vat_amount: number }[];
  const sum = (key: 'total' | 'subtotal' | 'vat_amount') =>
    notes.reduce((cents, note) => cents + toCents(note[key]), 0);
  expect(sum('total')).toBe(model.creditedCents);
  expect(sum('total')).toBeLessThanOrEqual(TOTAL_CENTS);
  expect(sum('vat_amount')).toBeLessThanOrEqual(toCents(real.invoice.vat_amount));
  expect(sum('subtotal') + sum('vat_amount')).toBe(sum('total'));
  if (model.credited.every((line, index) => line.milli === LINES[index]!.quantityMilli)) {
    expect(sum('subtotal')).toBe(toCents(real.invoice.subtotal));
    expect(sum('vat_amount')).toBe(toCents(real.invoice.vat_amount));
  }
}

type Step = fc.AsyncCommand<Model, Real>;

function pay(cents: number): Step {
  return {
    check: () => true,
    async run(model, real) {
      const answer = await call(real, 'POST', `/api/v1/invoices/${real.invoice.id}/payments`, {
        amount: cents / 100,
        method: 'cash',
      });
      if (cents > TOTAL_CENTS - model.ledgerCents) {
        expect(answer.status).toBe(409);
      } else {
        expect(answer.status).toBe(201);
        model.ledgerCents += cents;
        model.moneyCents += cents;
        model.payments.push({ id: answer.body.payments.at(-1).id, cents, reversed: false });
      }
      await check(model, real);
    },
    toString: () => `pay ${cents}`,
  };
}

/** A credit of `drawn` thousandths of a line, or of all that is left of it (`'rest'`). */
function credit(line: number, drawn: number | 'rest', refund: boolean): Step {
  let milli = 0;
  return {
    check: () => true,
    async run(model, real) {
      const rest = LINES[line]!.quantityMilli - model.credited[line]!.milli;
      if (drawn === 'rest') milli = rest > 0 ? rest : 1000;
      // Whole pieces for a line sold by the piece.
      else milli = LINES[line]!.fractions ? drawn : Math.ceil(drawn / 1000) * 1000;
      const answer = await call(real, 'POST', `/api/v1/invoices/${real.invoice.id}/credit-notes`, {
        reason: 'Property test',
        lines: [{ invoice_item_id: real.invoice.items[line]!.id, quantity: milli / 1000 }],
        ...(refund ? { refund: { method: 'cash' } } : {}),
      });
      const done = model.credited[line]!;
      const left = LINES[line]!.quantityMilli - done.milli;
      if (milli > left) {
        expect(answer.status).toBe(400);
        await check(model, real);
        return;
      }
      const cents =
        milli === left
          ? lineCents[line]! - done.cents
          : lineAmountCents(milli, LINES[line]!.priceCents);
      const owed = Math.max(0, TOTAL_CENTS - model.ledgerCents);
      const beyond = Math.max(0, cents - owed);
      if (refund && beyond === 0) {
        expect(answer.status).toBe(400);
        await check(model, real);
        return;
      }
      // A line priced to nothing credits nothing; none of these is.
      expect(answer.status).toBe(201);
      expect(toCents(answer.body.total)).toBe(cents);
      // At 16 % the total is the lines' sum (VAT inside the prices): what is printed adds up.
      expect(answer.body.lines.map((l: { amount: number }) => toCents(l.amount))).toEqual([cents]);
      const refunded = refund ? beyond : 0;
      expect(toCents(answer.body.refunded)).toBe(refunded);
      expect(toCents(answer.body.kept_as_credit)).toBe(beyond - refunded);
      done.milli += milli;
      done.cents += cents;
      model.creditedCents += cents;
      model.ledgerCents += cents - refunded;
      model.moneyCents -= refunded;
      await check(model, real);
    },
    toString: () => `credit ${milli} of line ${line}${refund ? ' with refund' : ''}`,
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
      if (payment.reversed || payment.cents > model.moneyCents) {
        expect(answer.status).toBe(409);
      } else {
        expect(answer.status).toBe(201);
        payment.reversed = true;
        model.moneyCents -= payment.cents;
        model.ledgerCents -= payment.cents;
      }
      await check(model, real);
    },
    toString: () => `reverse #${pick}`,
  };
}

const amounts = fc.oneof(
  fc.constantFrom(1, 500_00, TOTAL_CENTS),
  fc.integer({ min: 1, max: TOTAL_CENTS + 100 }),
);
const commands = fc.commands(
  [
    amounts.map(pay),
    fc
      .tuple(
        fc.nat(LINES.length - 1),
        // The rest of a line often, so the last part's rounding is exercised as much as a part's.
        // Parts mostly small enough to leave a rest; now and then more than is left.
        fc.oneof(
          fc.constant('rest' as const),
          fc.integer({ min: 1, max: 1_500 }),
          fc.integer({ min: 1, max: 6_000 }),
        ),
        fc.boolean(),
      )
      .map(([line, milli, refund]) => credit(line, milli, refund)),
    fc.nat(10).map(reverse),
  ],
  { maxCommands: 10 },
);

for (const kind of databasesUnderTest) {
  describe(`credit notes (property) [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let customerId: number;
    let items: Awaited<ReturnType<typeof insertItem>>[];
    beforeAll(async () => {
      api = await createTestApi(kind, {}, { synchronous_commit: 'off' });
      ({ token } = await api.newUser());
      ({ id: customerId } = await insertCustomer(api.db));
      items = [];
      for (const [index, line] of LINES.entries()) {
        const item = await insertItem(api.db, {
          name: `Property item ${index}`,
          quantity: 10_000_000,
          unitPriceCents: line.priceCents,
          unit: line.fractions ? 'kg' : 'pcs',
        });
        items.push(item);
      }
    });
    afterAll(async () => {
      await api?.close();
    });

    const sale = fc.asyncProperty(commands, async (steps) => {
      const created = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(
          customerId,
          LINES.map((line, index) => ({
            item: items[index]!,
            quantity: line.quantityMilli / 1000,
          })),
        ),
      });
      expect(created.status).toBe(201);
      const invoice = created.body;
      const setup: { model: Model; real: Real } = {
        model: {
          ledgerCents: 0,
          moneyCents: 0,
          creditedCents: 0,
          credited: LINES.map(() => ({ milli: 0, cents: 0 })),
          payments: [],
        },
        real: { api, token, invoice },
      };
      await fc.asyncModelRun(() => setup, steps);
      // The rest of every line, so that each case ends credited in full: only then must the
      // notes' net and VAT match the invoice's, and a random sequence seldom gets there alone.
      for (const [line, { quantityMilli }] of LINES.entries()) {
        if (setup.model.credited[line]!.milli < quantityMilli) {
          await credit(line, 'rest', false).run(setup.model, setup.real);
        }
      }
      expect(setup.model.creditedCents).toBe(TOTAL_CENTS);
    });

    it('keeps invoice, ledger and credit notes adding up through payments, credits, refunds and reversals', {
      timeout: CEILING_MS,
    }, async () => {
      await assertInLanes(sale, {
        runs: CASES,
        lanes: LANES[kind],
      });
    });
  });
}
