import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyParameters, propertyTimeout } from '../../../testing/property-depth.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { TAX_BANDS, type TaxBand } from '../money.ts';
import { weightedAverageCost } from '../purchases/receive-goods.ts';
import {
  insertCustomer,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { salesTotals } from './sales-totals.ts';

/**
 * "Report totals equal the documents' totals to the cent" (design.md §2b, issue 49): random
 * sequences of sales (orders and manual invoices, lines in random bands at awkward prices, one
 * item sold by the kilo), deliveries at new costs, invoices made from orders, returns (credit
 * notes for part or the rest of a line, back in stock or not), voids and cancellations, each
 * sent to the API. After each sequence the reports must show, for its own customer and items:
 * net sales and VAT equal to the documents' own subtotals and VAT (orders and manual invoices
 * standing, less their credit notes); cost equal to each line's quantity × the weighted average
 * then (a model of the deliveries), less what the credits took back of it in proportion; each
 * item's quantity net of returns; the stock valuation's quantity and value from the model. The
 * VAT return, the three sales reports and the dashboard's totals must agree with each other.
 *
 * How many cases (testing/property-depth.ts): 30 on each database in `npm test`, 10,000 in
 * `npm run test:deep`. In three sample runs of 25 cases there were 49 to 61 sales, 13 to 26
 * deliveries, 10 to 23 returns (part of a line and the rest of one), 5 to 7 voids and as many
 * cancellations. Cases run one at a time: the month's reports are compared before and after each,
 * so two cases side by side would see each other.
 */
const CASES = 30;
const CEILING_MS = propertyTimeout(600_000);
/** The day every case trades on: the API's clock is set to it (and runs on from there). */
const DAY = '2026-11-18';
const PERIOD = `from=${DAY}&to=${DAY}`;

interface ItemModel {
  id: number;
  name: string;
  unit_price_cents: number;
  tax_band: TaxBand;
  fractions: boolean;
  stockMilli: number;
  costCents: number;
  soldMilli: number;
}

interface LineModel {
  invoiceItemId: number | null;
  /** The invoice line's amount in cents, once invoiced, and what credit notes took of it. */
  amountCents: number;
  creditedAmount: number;
  item: number;
  quantityMilli: number;
  costCents: number;
  creditedMilli: number;
  creditedCost: number;
}

interface SaleModel {
  kind: 'order' | 'invoice';
  id: number;
  invoiceId: number | null;
  standing: boolean;
  credited: boolean;
  lines: LineModel[];
}

interface Model {
  items: ItemModel[];
  sales: SaleModel[];
  netCents: number;
  vatCents: number;
  costCents: number;
}

interface Real {
  api: TestApi;
  token: string;
  customerId: number;
  supplierId: number;
}

const cents = (ksh: number) => Math.round(ksh * 100);

async function ok(real: Real, method: string, path: string, body?: unknown) {
  const answer = await real.api.call(method, path, { token: real.token, body });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

type Step = fc.AsyncCommand<Model, Real>;

/** A sale of `lines` (item index, quantity in thousandths): an order or a manual invoice. */
function sell(kind: 'order' | 'invoice', lines: [number, number][]): Step {
  return {
    check: () => true,
    async run(model, real) {
      const chosen = [...new Map(lines.map(([item, milli]) => [item, milli])).entries()].map(
        ([item, milli]) => {
          const it = model.items[item]!;
          return { item, quantityMilli: it.fractions ? milli : Math.ceil(milli / 1000) * 1000 };
        },
      );
      const request = chosen.map((line) => ({
        item: model.items[line.item]!,
        quantity: line.quantityMilli / 1000,
      }));
      const made =
        kind === 'order'
          ? await ok(real, 'POST', '/api/v1/orders', orderRequest(real.customerId, request))
          : await ok(
              real,
              'POST',
              '/api/v1/invoices',
              manualInvoiceRequest(real.customerId, request),
            );
      model.netCents += cents(made.subtotal);
      model.vatCents += cents(made.vat_amount);
      const sale: SaleModel = {
        kind,
        id: made.id,
        invoiceId: kind === 'invoice' ? made.id : null,
        standing: true,
        credited: false,
        lines: chosen.map((line, index) => {
          const it = model.items[line.item]!;
          const cost = lineAmountCents(line.quantityMilli, it.costCents);
          it.stockMilli -= line.quantityMilli;
          it.soldMilli += line.quantityMilli;
          model.costCents += cost;
          return {
            invoiceItemId: kind === 'invoice' ? made.items[index].id : null,
            amountCents: kind === 'invoice' ? cents(made.items[index].amount) : 0,
            creditedAmount: 0,
            item: line.item,
            quantityMilli: line.quantityMilli,
            costCents: cost,
            creditedMilli: 0,
            creditedCost: 0,
          };
        }),
      };
      model.sales.push(sale);
    },
    toString: () => `sell ${kind} ${JSON.stringify(lines)}`,
  };
}

function deliver(item: number, milli: number, unitCostCents: number): Step {
  return {
    check: () => true,
    async run(model, real) {
      const it = model.items[item]!;
      const quantityMilli = it.fractions ? milli : Math.ceil(milli / 1000) * 1000;
      await ok(real, 'POST', '/api/v1/goods-received', {
        supplier_id: real.supplierId,
        lines: [
          { inventory_id: it.id, quantity: quantityMilli / 1000, unit_cost: unitCostCents / 100 },
        ],
      });
      it.costCents = weightedAverageCost(
        { quantity: it.stockMilli, costCents: it.costCents },
        { quantity: quantityMilli, value: BigInt(quantityMilli) * BigInt(unitCostCents) },
      );
      it.stockMilli += quantityMilli;
    },
    toString: () => `deliver ${milli} of item ${item} at ${unitCostCents}`,
  };
}

/** Invoices an order not yet invoiced, so it can be credited. */
function invoiceOrder(pick: number): Step {
  const candidates = (model: Model) =>
    model.sales.filter((sale) => sale.kind === 'order' && sale.standing && sale.invoiceId === null);
  return {
    check: (model) => candidates(model).length > 0,
    async run(model, real) {
      const sale = candidates(model)[pick % candidates(model).length]!;
      const invoice = await ok(real, 'POST', `/api/v1/orders/${sale.id}/generate-invoice`);
      sale.invoiceId = invoice.id;
      sale.lines.forEach((line, index) => {
        line.invoiceItemId = invoice.items[index].id;
        line.amountCents = cents(invoice.items[index].amount);
      });
    },
    toString: () => `invoice order #${pick}`,
  };
}

/** A credit note for part of a line (or the rest of it), back in stock or not. */
function credit(pick: number, part: number | 'rest', restock: boolean): Step {
  const open = (model: Model) =>
    model.sales.flatMap((sale) =>
      sale.standing && sale.invoiceId !== null
        ? sale.lines
            .filter((line) => line.creditedMilli < line.quantityMilli)
            .map((line) => ({ sale, line }))
        : [],
    );
  return {
    check: (model) => open(model).length > 0,
    async run(model, real) {
      const { sale, line } = open(model)[pick % open(model).length]!;
      const it = model.items[line.item]!;
      const left = line.quantityMilli - line.creditedMilli;
      const wanted = part === 'rest' ? left : it.fractions ? part : Math.ceil(part / 1000) * 1000;
      const milli = Math.min(wanted, left);
      // The API's own rule: the last of a line takes what its amount has left, a part its
      // quantity at the price (never more than is left); a credit of nothing is refused.
      const amountLeft = line.amountCents - line.creditedAmount;
      const amount =
        milli === left
          ? amountLeft
          : Math.min(lineAmountCents(milli, it.unit_price_cents), amountLeft);
      const path = `/api/v1/invoices/${sale.invoiceId}/credit-notes`;
      const body = {
        reason: 'Property test',
        lines: [{ invoice_item_id: line.invoiceItemId, quantity: milli / 1000 }],
        return_to_stock: restock,
      };
      if (amount <= 0) {
        const refused = await real.api.call('POST', path, { token: real.token, body });
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe(
          'lines: the lines chosen credit nothing (their price is 0)',
        );
        return;
      }
      const note = await ok(real, 'POST', path, body);
      expect(cents(note.subtotal) + cents(note.vat_amount)).toBe(amount);
      line.creditedAmount += amount;
      model.netCents -= cents(note.subtotal);
      model.vatCents -= cents(note.vat_amount);
      // Cost comes back in proportion to the quantity, on the line's running total; the last
      // credit takes what is left.
      const creditedMilli = line.creditedMilli + milli;
      const costSoFar =
        creditedMilli >= line.quantityMilli
          ? line.costCents
          : Number(
              (BigInt(line.costCents) * BigInt(creditedMilli) * 2n + BigInt(line.quantityMilli)) /
                (BigInt(line.quantityMilli) * 2n),
            );
      model.costCents -= costSoFar - line.creditedCost;
      line.creditedCost = costSoFar;
      line.creditedMilli = creditedMilli;
      it.soldMilli -= milli;
      if (restock) it.stockMilli += milli;
      sale.credited = true;
    },
    toString: () => `credit ${part} of line #${pick}${restock ? ', back in stock' : ''}`,
  };
}

/** Voids a manual invoice or cancels an order, neither credited nor invoiced. */
function undo(pick: number): Step {
  const candidates = (model: Model) =>
    model.sales.filter(
      (sale) =>
        sale.standing && !sale.credited && (sale.kind === 'invoice' || sale.invoiceId === null),
    );
  return {
    check: (model) => candidates(model).length > 0,
    async run(model, real) {
      const sale = candidates(model)[pick % candidates(model).length]!;
      const made =
        sale.kind === 'order'
          ? await ok(real, 'POST', `/api/v1/orders/${sale.id}/cancellation`, {
              reason: 'Property test',
            })
          : await ok(real, 'GET', `/api/v1/invoices/${sale.id}`);
      if (sale.kind === 'invoice')
        await ok(real, 'DELETE', `/api/v1/invoices/${sale.id}?reason=Test`);
      model.netCents -= cents(made.subtotal);
      model.vatCents -= cents(made.vat_amount ?? made.vat);
      for (const line of sale.lines) {
        model.costCents -= line.costCents;
        model.items[line.item]!.stockMilli += line.quantityMilli;
        model.items[line.item]!.soldMilli -= line.quantityMilli;
      }
      sale.standing = false;
    },
    toString: () => `void or cancel #${pick}`,
  };
}

const quantity = fc.integer({ min: 1, max: 4_500 });
const sale = fc
  .tuple(
    fc.constantFrom('order' as const, 'invoice' as const),
    fc.array(fc.tuple(fc.nat(2), quantity), { minLength: 1, maxLength: 3 }),
  )
  .map(([kind, lines]) => sell(kind, lines));
const commands = fc.commands(
  [
    // Drawn as often as they are needed: sales three times over (every other step needs one),
    // returns twice (they need an invoice).
    sale,
    sale,
    sale,
    fc
      .tuple(fc.nat(2), fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 5_000_00 }))
      .map(([item, milli, cost]) => deliver(item, milli, cost)),
    fc.nat(10).map(invoiceOrder),
    ...[0, 1].map(() =>
      fc
        .tuple(
          fc.nat(20),
          fc.oneof(fc.constant('rest' as const), fc.integer({ min: 1, max: 1_500 })),
          fc.boolean(),
        )
        .map(([pick, part, restock]) => credit(pick, part, restock)),
    ),
    fc.nat(10).map(undo),
  ],
  { maxCommands: 12, size: 'medium' },
);

/** What the month's reports say in all, in cents, to compare before and after a case. */
async function monthFigures(real: Real) {
  const vat = await ok(real, 'GET', '/api/v1/reports/vat?month=2026-11');
  let net = 0;
  let tax = 0;
  for (const band of vat.bands) {
    net += cents(band.sales_taxable) - cents(band.credited_taxable);
    tax += cents(band.sales_vat) - cents(band.credited_vat);
  }
  expect(tax).toBe(cents(vat.net_vat));
  return { net, tax };
}

for (const kind of databasesUnderTest) {
  describe(`reports (property) [${kind}]`, () => {
    let api: TestApi;
    let real: Omit<Real, 'customerId'>;
    let offset = 0;

    beforeAll(async () => {
      api = await createTestApi(kind, {}, { synchronous_commit: 'off' });
      offset = new Date(`${DAY}T12:00:00+03:00`).getTime() - Date.now();
      api.advanceClock(offset);
      const { token } = await api.newUser();
      real = { api, token, supplierId: await insertSupplier(api.db) };
    });
    afterAll(async () => {
      await api?.close();
    });

    const sequence = fc.asyncProperty(
      commands,
      fc.tuple(...[0, 1, 2].map(() => fc.constantFrom(...TAX_BANDS))),
      fc.tuple(...[0, 1, 2].map(() => fc.integer({ min: 1, max: 3_000_00 }))),
      async (steps, bands, prices) => {
        const customer = await insertCustomer(api.db, { name: `Property customer ${Date.now()}` });
        const caseReal: Real = { ...real, customerId: customer.id };
        const items: ItemModel[] = [];
        for (const [index, band] of bands.entries()) {
          const fractions = index === 0;
          const costCents = Math.max(1, Math.round(prices[index]! * 0.7));
          const made = await ok(caseReal, 'POST', '/api/v1/inventory', {
            name: `Property item ${customer.id}-${index}`,
            quantity: 1_000,
            unit_price: prices[index]! / 100,
            cost_price: costCents / 100,
            supplier_id: null,
            unit: fractions ? 'kg' : 'pcs',
            sells_in_fractions: fractions,
            tax_band: band,
          });
          items.push({
            id: made.id,
            name: made.name,
            unit_price_cents: prices[index]!,
            tax_band: band,
            fractions,
            stockMilli: 1_000_000,
            costCents,
            soldMilli: 0,
          });
        }
        const before = await monthFigures(caseReal);
        const model: Model = { items, sales: [], netCents: 0, vatCents: 0, costCents: 0 };
        await fc.asyncModelRun(() => ({ model, real: caseReal }), steps);

        // The VAT return moved by the documents' net and VAT.
        const after = await monthFigures(caseReal);
        expect(after.net - before.net).toBe(model.netCents);
        expect(after.tax - before.tax).toBe(model.vatCents);

        // The customer's sales: net as the documents say, cost as the deliveries made it.
        const byCustomer = await ok(caseReal, 'GET', `/api/v1/reports/sales-by-customer?${PERIOD}`);
        const row = byCustomer.rows.find(
          (r: { customer_id: number }) => r.customer_id === customer.id,
        );
        expect(cents(row?.net_sales ?? 0)).toBe(model.netCents);
        expect(cents(row?.cost ?? 0)).toBe(model.costCents);

        // Each item: quantity net of returns; the items' sales add up to the customer's.
        const byItem = await ok(caseReal, 'GET', `/api/v1/reports/sales-by-item?${PERIOD}`);
        let itemsNet = 0;
        let itemsCost = 0;
        for (const it of items) {
          const itemRow = byItem.rows.find(
            (r: { inventory_id: number }) => r.inventory_id === it.id,
          );
          expect(Math.round((itemRow?.quantity ?? 0) * 1000)).toBe(it.soldMilli);
          itemsNet += cents(itemRow?.net_sales ?? 0);
          itemsCost += cents(itemRow?.cost ?? 0);
        }
        expect(itemsNet).toBe(model.netCents);
        expect(itemsCost).toBe(model.costCents);

        // The three sales reports, the VAT return and the dashboard's totals agree.
        const byDay = await ok(caseReal, 'GET', `/api/v1/reports/sales-by-day?${PERIOD}`);
        const totals = await salesTotals(api.db, {
          from: DAY,
          to: DAY,
          timeZone: 'Africa/Nairobi',
        });
        for (const report of [byCustomer, byItem, byDay]) {
          expect(cents(report.totals.net_sales)).toBe(totals.netSalesCents);
          expect(cents(report.totals.cost)).toBe(totals.costCents);
        }
        expect(totals.netSalesCents).toBe(after.net);
        expect(totals.vatCents).toBe(after.tax);

        // Stock at cost: what the model holds, at its weighted average.
        const stock = await ok(caseReal, 'GET', `/api/v1/reports/stock-valuation?as_of=${DAY}`);
        for (const it of items) {
          const held = stock.rows.find((r: { inventory_id: number }) => r.inventory_id === it.id);
          expect(Math.round(held.quantity * 1000)).toBe(it.stockMilli);
          expect(cents(held.average_cost)).toBe(it.costCents);
          expect(cents(held.value)).toBe(lineAmountCents(it.stockMilli, it.costCents));
        }
      },
    );

    it(
      'report totals equal the documents to the cent',
      async () => {
        await fc.assert(sequence, propertyParameters(CASES));
      },
      CEILING_MS,
    );
  });
}
