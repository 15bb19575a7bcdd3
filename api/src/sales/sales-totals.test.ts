import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyParameters, propertyTimeout } from '../../../testing/property-depth.ts';
import { divideHalfUp, marginPercent, splitVatInclusive, type TaxBand } from '../money.ts';
import {
  insertCustomer,
  insertItem,
  manualInvoiceRequest,
  orderRequest,
  stockOf,
} from '../test/fixtures.ts';
import { assertInLanes } from '../test/property-lanes.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { documentTotals, MAX_DOCUMENT_CENTS } from './sales-document.ts';

/*
 * The VAT rule (money.ts `splitVatInclusive`) checked against its definition on random carts,
 * then end to end: what a client computes by the rule is what the API accepts, stores and
 * answers for orders, invoices from orders and manual invoices, on both databases. The client's
 * copy of the rule is checked against the same definition, and against this API, in
 * client/src/shared/money/cents.test.ts and client/src/features/invoices/invoice-totals.test.tsx.
 */

// How many cases `npm test` runs (testing/property-depth.ts; `npm run test:deep` runs 10,000).
// Pure arithmetic: 10,000 cases take a second or two, and reach every band at each kind of rate
// and both ways of rounding many times over.
const RUNS = 10_000;
// Through the API the rule itself is already proved above; what is left to catch is plumbing (a
// band or rate lost on the way, cents to shillings and back, one cent off accepted), each of
// which shows on the first cart that takes its path. In a sample of 20 seeds, 200 carts put
// every band under each of the three kinds of rate (16 %, 0, any) at least 5 times on each
// database (band B at least 40), at shop and at large prices. Each cart is a handful of real
// requests: on PostgreSQL they run in lanes (a round trip each); SQLite serialises writes, so
// one lane.
const DATABASE_RUNS = 200;
const LANES = { sqlite: 1, postgres: 8 } as const;
const DATABASE_CEILING_MS = propertyTimeout(900_000);

/** The whole number nearest to numerator / denominator, the larger on a tie, in BigInt. */
function nearest(numerator: bigint, denominator: bigint): bigint {
  const floor =
    numerator >= 0n ? numerator / denominator : -((-numerator + denominator - 1n) / denominator);
  const below = numerator - floor * denominator;
  const above = (floor + 1n) * denominator - numerator;
  return above <= below ? floor + 1n : floor;
}

type Line = { quantity: number; priceCents: number; band: TaxBand };

/**
 * The rule as design.md §2a states it, band by band (issue 21), worked in exact integers: each
 * band's shelf amounts add up to a gross G; band B's net is G ÷ 1.16 and its VAT the rest at
 * 16 % or net × rate at another; band E's net is G ÷ 1.08 and its VAT the rest; bands A, C and D
 * carry none.
 */
function expected(lines: readonly Line[], rateBp: number) {
  let subtotal = 0n;
  let vat = 0n;
  for (const band of ['A', 'B', 'C', 'D', 'E'] as const) {
    const gross = lines
      .filter((l) => l.band === band)
      .reduce((sum, l) => sum + BigInt(l.quantity) * BigInt(l.priceCents), 0n);
    if (band === 'B') {
      const net = nearest(gross * 100n, 116n);
      subtotal += net;
      vat += rateBp === 1600 ? gross - net : nearest(net * BigInt(rateBp), 10_000n);
    } else if (band === 'E') {
      const net = nearest(gross * 100n, 108n);
      subtotal += net;
      vat += gross - net;
    } else {
      subtotal += gross;
    }
  }
  return { subtotal: Number(subtotal), vat: Number(vat), total: Number(subtotal + vat) };
}

// Mostly band B, as most of a hardware shop's stock is; every band turns up.
const band = fc.oneof(
  { weight: 3, arbitrary: fc.constant<TaxBand>('B') },
  { weight: 2, arbitrary: fc.constantFrom<TaxBand>('A', 'C', 'D', 'E') },
);

// Up to 25 lines of up to 1,000 units at up to KSh 40,000: within MAX_DOCUMENT_CENTS.
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 1_000 }),
  priceCents: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 4_000_000 })),
  band,
});
const rate = fc.oneof(fc.constant(1600), fc.constant(0), fc.integer({ min: 0, max: 10_000 }));

describe('the VAT rule on random carts', () => {
  it('is its definition: per band, net = gross ÷ 1.16 (B) or ÷ 1.08 (E), VAT the rest at the band’s own rate, net × rate at another; none in A, C, D', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 25 }), rate, (lines, bp) => {
        const totals = documentTotals(
          lines.map((l) => ({ amount_cents: l.quantity * l.priceCents, band: l.band })),
          bp,
        );
        const want = expected(lines, bp);
        // At the bands' own rates the customer pays exactly what the shelf prices add up to.
        if (bp === 1600) {
          expect(totals.total_cents).toBe(
            lines.reduce((sum, l) => sum + l.quantity * l.priceCents, 0),
          );
        }
        expect(totals).toEqual({
          subtotal_cents: want.subtotal,
          vat_cents: want.vat,
          total_cents: want.total,
        });
      }),
      propertyParameters(RUNS),
    );
  });

  it('at 16 % the total is Σ quantity × shelf price; net + VAT = total; 0 ≤ VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_DOCUMENT_CENTS }), rate, (gross, bp) => {
        const split = splitVatInclusive(gross, bp);
        expect(split.net_cents + split.vat_cents).toBe(split.total_cents);
        expect(split.vat_cents).toBeGreaterThanOrEqual(0);
        if (bp === 1600) expect(split.total_cents).toBe(gross);
        if (bp === 0) expect(split.total_cents).toBe(split.net_cents);
      }),
      propertyParameters(RUNS),
    );
  });

  it('divides half up exactly, and rounds margins to the tenth of a percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 52), max: 2 ** 52 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (numerator, denominator) => {
          expect(divideHalfUp(numerator, denominator)).toBe(
            Number(nearest(BigInt(numerator), BigInt(denominator))),
          );
        },
      ),
      propertyParameters(RUNS),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 10_000_000_000 }),
        (unit, cost) => {
          const tenths = nearest(BigInt(unit - cost) * 1000n, BigInt(cost));
          expect(marginPercent(unit, cost)).toBe(Number(tenths) / 10);
        },
      ),
      propertyParameters(RUNS),
    );
    expect(marginPercent(1_000, 0)).toBeNull();
  });
});

describeEachDatabase('tax bands on documents', (api) => {
  it('works VAT by each line’s band, and a line keeps the band it was sold in', async () => {
    const { token } = await api().newUser();
    const { id: customerId } = await insertCustomer(api().db);
    const gas = await insertItem(api().db, {
      name: 'LPG 6kg refill',
      unitPriceCents: 1080_00,
      taxBand: 'E',
    });
    const maize = await insertItem(api().db, {
      name: 'Maize flour 2kg',
      unitPriceCents: 150_00,
      taxBand: 'A',
    });
    const cement = await insertItem(api().db, { name: 'Cement 50kg', unitPriceCents: 780_00 });
    const lines = [
      { item: gas, quantity: 1 },
      { item: maize, quantity: 2 },
      { item: cement, quantity: 1 },
    ];

    const order = await api().call('POST', '/api/v1/orders', {
      token,
      body: orderRequest(customerId, lines),
    });
    expect(order.status).toBe(201);
    // E: 1,080.00 = 1,000.00 + 80.00. A: 300.00, no VAT. B: 780.00 = 672.41 + 107.59.
    expect(order.body).toMatchObject({ subtotal: 1972.41, vat_amount: 187.59, total_amount: 2160 });
    expect(order.body.items.map((line: { tax_band: string }) => line.tax_band)).toEqual([
      'E',
      'A',
      'B',
    ]);

    // The item moves band; the order and the invoice made from it keep what was charged.
    const moved = await api().call('PUT', `/api/v1/inventory/${gas.id}`, {
      token,
      body: { name: gas.name, quantity: 99, unit_price: 1080, cost_price: 900, tax_band: 'B' },
    });
    expect(moved.status).toBe(200);
    const invoice = await api().call('POST', `/api/v1/orders/${order.body.id}/generate-invoice`, {
      token,
    });
    expect(invoice.body).toMatchObject({ subtotal: 1972.41, vat_amount: 187.59, total: 2160 });
    expect(invoice.body.items.map((line: { tax_band: string }) => line.tax_band)).toEqual([
      'E',
      'A',
      'B',
    ]);

    // A manual invoice: the exempt item at a 0 % rate for band B; a typed line is band B.
    const manual = await api().call('POST', '/api/v1/invoices', {
      token,
      body: {
        ...manualInvoiceRequest(customerId, [{ item: maize, quantity: 1 }], { vatRate: 0 }),
        items: [
          { id: maize.id, description: maize.name, quantity: 1, unit_price: 150 },
          { id: null, description: 'Delivery', quantity: 1, unit_price: 116 },
        ],
        vat_amount: 0,
        total: 250,
      },
    });
    expect(manual.status).toBe(201);
    expect(manual.body.items.map((line: { tax_band: string }) => line.tax_band)).toEqual([
      'A',
      'B',
    ]);
    expect(manual.body).toMatchObject({ subtotal: 250, vat_amount: 0, total: 250 });
  });

  it('credits VAT back in the band the invoice charged it in', async () => {
    const { token } = await api().newUser();
    const { id: customerId } = await insertCustomer(api().db);
    const gas = await insertItem(api().db, {
      name: 'LPG refill',
      unitPriceCents: 1_00,
      taxBand: 'E',
    });
    const maize = await insertItem(api().db, {
      name: 'Maize flour',
      unitPriceCents: 150_00,
      taxBand: 'A',
    });
    const invoice = await api().call('POST', '/api/v1/invoices', {
      token,
      body: manualInvoiceRequest(customerId, [
        { item: gas, quantity: 3 },
        { item: maize, quantity: 2 },
      ]),
    });
    expect(invoice.status).toBe(201);
    // E: 3.00 = 2.78 + 0.22. A: 300.00, no VAT.
    expect(invoice.body).toMatchObject({ subtotal: 302.78, vat_amount: 0.22, total: 303 });
    const [gasLine, maizeLine] = invoice.body.items;

    const credit = (lines: { invoice_item_id: number; quantity: number }[]) =>
      api().call('POST', `/api/v1/invoices/${invoice.body.id}/credit-notes`, {
        token,
        body: { reason: 'Returned', lines },
      });
    // One of the flour back: exempt, so no VAT comes back with it.
    const flour = await credit([{ invoice_item_id: maizeLine.id, quantity: 1 }]);
    expect(flour.status).toBe(201);
    expect(flour.body).toMatchObject({ subtotal: 150, vat_amount: 0, total: 150 });
    // One gas refill: 1.00 at 8 % inside = 0.93 + 0.07.
    const refill = await credit([{ invoice_item_id: gasLine.id, quantity: 1 }]);
    expect(refill.body).toMatchObject({ subtotal: 0.93, vat_amount: 0.07, total: 1 });
  });
});

describeEachDatabase('random carts through the API', (api) => {
  let token: string;
  let customerId: number;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ id: customerId } = await insertCustomer(api().db));
  });

  // Small carts at shop prices (up to KSh 50,000 a unit), the rates that matter most.
  const cart = fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 40 }),
      priceCents: fc.oneof(
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
      ),
      band,
    }),
    { minLength: 1, maxLength: 4 },
  );

  it('stores exactly the totals a client computes, for an order, its invoice and a manual invoice', {
    timeout: DATABASE_CEILING_MS,
  }, async () => {
    const property = fc.asyncProperty(cart, rate, async (lines, bp) => {
      const items = [];
      for (const [index, each] of lines.entries()) {
        items.push(
          await insertItem(api().db, {
            name: `Item ${index} @ ${each.priceCents}`,
            quantity: 1_000,
            unitPriceCents: each.priceCents,
            taxBand: each.band,
          }),
        );
      }
      const want = expected(lines, bp);
      const figures = { subtotal: want.subtotal / 100, vat_amount: want.vat / 100 };
      const order = {
        customer_id: customerId,
        items: items.map((item, i) => ({
          id: item.id,
          quantity: lines[i]!.quantity,
          unit_price: lines[i]!.priceCents / 100,
        })),
        payment_method: 'cash',
        vat_rate: bp / 10_000,
        ...figures,
        total_amount: want.total / 100,
      };

      // A total a cent away from the rule is refused and takes no stock.
      const off = await api().call('POST', '/api/v1/orders', {
        token,
        body: { ...order, total_amount: (want.total + 1) / 100 },
      });
      expect(off.status).toBe(409);
      expect(await stockOf(api().db, items[0]!.id)).toBe(1_000);

      const created = await api().call('POST', '/api/v1/orders', { token, body: order });
      expect(created.status).toBe(201);
      const stored = await api().call('GET', `/api/v1/orders/${created.body.id}`, { token });
      expect(stored.body).toMatchObject({ ...figures, total_amount: want.total / 100 });

      const invoiced = await api().call(
        'POST',
        `/api/v1/orders/${created.body.id}/generate-invoice`,
        { token },
      );
      expect(invoiced.body).toMatchObject({ ...figures, total: want.total / 100 });

      const manual = await api().call('POST', '/api/v1/invoices', {
        token,
        body: {
          customer_id: customerId,
          order_id: null,
          items: items.map((item, i) => ({
            id: item.id,
            description: item.name,
            quantity: lines[i]!.quantity,
            unit_price: lines[i]!.priceCents / 100,
          })),
          created_at: null,
          vat_rate: bp / 10_000,
          vat_amount: want.vat / 100,
          total: want.total / 100,
        },
      });
      expect(manual.status).toBe(201);
      const read = await api().call('GET', `/api/v1/invoices/${manual.body.id}`, { token });
      expect(read.body).toMatchObject({ ...figures, total: want.total / 100 });

      // The order and the manual invoice each sold the cart; the order's invoice sold nothing.
      for (const [i, item] of items.entries()) {
        expect(await stockOf(api().db, item.id)).toBe(1_000 - 2 * lines[i]!.quantity);
      }
    });
    await assertInLanes(property, { runs: DATABASE_RUNS, lanes: LANES[api().kind] });
  });
});
