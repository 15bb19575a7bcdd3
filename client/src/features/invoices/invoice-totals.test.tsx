import { render } from '@testing-library/react';
import fc from 'fast-check';
import { type DocumentNode, print } from 'graphql';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyParameters, propertyTimeout } from '../../../../testing/property-depth.ts';
import type { CreateInvoiceInput, TaxBand } from '../../graphql/schema-types.generated.ts';
import { CreateOrderDocument } from '../../shared/documents/create-order.generated.ts';
import {
  type BandPart,
  basisPointsToRate,
  centsToKsh,
  documentTotals,
  type Totals,
} from '../../shared/money/cents.ts';
import { formatCents, formatRate } from '../../shared/money/money-format.ts';
import { parseKsh, parseVatPercent } from '../../shared/money/money-input.ts';
import { arrangeCustomer } from '../../test/arrange.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import type { CartLine } from '../orders/cart.context.ts';
import { cartBands, cartTotals, orderRequest } from '../orders/cart-totals.ts';
import { GenerateInvoiceDocument, OrderItemsDocument } from '../orders/orders.generated.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import {
  CreateInvoiceDocument,
  InvoiceByIdDocument,
  type InvoiceDetailFragment,
} from './invoices.generated.ts';

/*
 * Random carts give the same totals in the client's money module, in the API (sent, accepted
 * and read back through GraphQL) and on the printed invoice: the cart and the invoice dialog
 * show exactly what the server stores. Each case makes an order, its invoice and a manual
 * invoice on the real server, so there are fewer cases than for the pure arithmetic
 * (shared/money/cents.test.ts, api/src/orders/sales-totals.test.ts).
 */
// How many cases (testing/property-depth.ts). Through the server: in a sample of 20 seeds, 100
// carts of one to three lines put each band under each kind of rate (16 %, 0, any) about 9 times
// (at least twice; band B 11 times or more). Each cart is several GraphQL calls, so
// `npm run test:deep` runs 1,000 (a few minutes) rather than 10,000: the API's own totals are
// checked on 10,000 carts there (api/src/orders/sales-totals.test.ts).
const RUNS = 100;
const DEEP_RUNS = 1_000;
// The printed invoice alone: 1,000 carts print every band's row, alone and with others, at each
// kind of rate many times; the arithmetic behind the figures is shared/money/cents.test.ts's.
const PRINT_RUNS = 1_000;
// A ceiling, not a goal: 10,000 renders (`npm run test:deep`) took over the default 120 s on a
// slow, busy 2-core CI machine (as the other property tests' ceilings allow for).
const PRINT_CEILING_MS = propertyTimeout(600_000);

let token: string;
let customer: { id: string; name: string };

beforeAll(async () => {
  ({ token } = await createSession());
  customer = await arrangeCustomer(token);
});

async function call<T>(document: DocumentNode | string, variables: Record<string, unknown>) {
  const query = typeof document === 'string' ? document : print(document);
  const answer = await graphqlRequest(query, variables, token);
  if (answer.errors) {
    const [error] = answer.errors;
    throw new Error(`${error?.extensions?.code}: ${error?.message}`);
  }
  return answer.data as T;
}

const CreateItemDocument = `mutation ($input: InventoryItemInput!) {
  createInventoryItem(input: $input) { id name unitPrice }
}`;

/** A VAT field as someone types it: `16`, `12.5`, `0.07`. */
const percentText = (bp: number) => String(bp / 100);

/** What the printed invoice says of its totals and of each line's amount (markup only). */
function printedFigures(invoice: InvoiceDetailFragment) {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <InvoiceDocument invoice={invoice} company={null} status={invoice.status} />,
  );
  return {
    totals: holder.querySelector('.invoice-doc__totals')?.textContent ?? '',
    lines: [...holder.querySelectorAll('tbody tr')].map((row) => row.lastElementChild?.textContent),
  };
}

/** What the printed invoice says of its totals. */
function printedTotals(invoice: InvoiceDetailFragment): string {
  const { container, unmount } = render(
    <InvoiceDocument invoice={invoice} company={null} status={invoice.status} />,
  );
  const text = container.querySelector('.invoice-doc__totals')?.textContent ?? '';
  unmount();
  return text;
}

/** How the print names a band's part: B at the invoice's rate, the others by their rule. */
const bandName: Record<TaxBand, (rateBp: number) => string> = {
  A: () => 'Band A, exempt',
  B: (rateBp) => `Band B, ${formatRate(basisPointsToRate(rateBp))}`,
  C: () => 'Band C, zero-rated',
  D: () => 'Band D, non-VAT',
  E: () => 'Band E, 8%',
};

/**
 * The printed totals: subtotal, VAT, then (when any line is outside band B) each band's VAT on
 * its net, in band order, then the total; the bands add up to the subtotal and the VAT.
 */
function expectedPrint(totals: Totals, rateBp: number, bands: readonly BandPart[]) {
  expect(bands.reduce((sum, part) => sum + part.subtotalCents, 0)).toBe(totals.subtotalCents);
  expect(bands.reduce((sum, part) => sum + part.vatCents, 0)).toBe(totals.vatCents);
  const bandRows = bands.every((part) => part.band === 'B')
    ? ''
    : bands
        .map(
          (part) =>
            `${bandName[part.band](rateBp)} on ${formatCents(part.subtotalCents)}` +
            (part.vatCents === 0 ? 'no VAT' : formatCents(part.vatCents)),
        )
        .join('');
  return (
    `Subtotal (excl. VAT)${formatCents(totals.subtotalCents)}` +
    `VAT (${formatRate(basisPointsToRate(rateBp))})${formatCents(totals.vatCents)}` +
    bandRows +
    `Total${formatCents(totals.totalCents)}`
  );
}

const figuresOf = (totals: Totals) => ({
  subtotal: centsToKsh(totals.subtotalCents),
  vatAmount: centsToKsh(totals.vatCents),
});

describe('random carts: the cart, the API and the printed invoice agree to the cent', () => {
  const cart = fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 30 }),
      priceCents: fc.oneof(
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
      ),
      // Mostly standard-rated, as a hardware shop's stock is; every band turns up.
      band: fc.oneof(
        { weight: 2, arbitrary: fc.constant<TaxBand>('B') },
        { weight: 3, arbitrary: fc.constantFrom<TaxBand>('A', 'C', 'D', 'E') },
      ),
    }),
    { minLength: 1, maxLength: 3 },
  );
  const rate = fc.oneof(fc.constant(1600), fc.constant(0), fc.integer({ min: 0, max: 10_000 }));

  it(
    'an order, its invoice and a manual invoice of the same cart',
    async () => {
      await fc.assert(
        fc.asyncProperty(cart, rate, async (drawn, rateBp) => {
          // The cart as the order form holds it: items at their shelf prices, the VAT as typed.
          const lines: CartLine[] = [];
          for (const [index, each] of drawn.entries()) {
            const { createInventoryItem: item } = await call<{
              createInventoryItem: { id: string; name: string; unitPrice: number };
            }>(CreateItemDocument, {
              input: {
                name: `Random line ${index} at ${each.priceCents}`,
                quantity: 500,
                unitPrice: centsToKsh(each.priceCents),
                costPrice: 0,
                taxBand: each.band,
              },
            });
            lines.push({
              ...item,
              itemId: item.id,
              stock: 500,
              unit: 'pcs',
              sellsInFractions: false,
              taxBand: each.band,
              quantity: each.quantity,
            });
          }
          const vatPercent = percentText(rateBp);
          const vatRateBp = parseVatPercent(vatPercent);
          expect(vatRateBp).toBe(rateBp);
          const shown = cartTotals(lines, rateBp);

          // The server takes the cart's own request, totals and all, and stores those totals.
          const { createOrder: created } = await call<{ createOrder: { id: string } }>(
            CreateOrderDocument,
            {
              idempotencyKey: crypto.randomUUID(),
              input: orderRequest({
                customerId: customer.id,
                paymentMethod: 'cash',
                vatRateBp,
                lines,
              }),
            },
          );
          const { order } = await call<{
            order: { id: string; subtotal: number; vatAmount: number; totalAmount: number };
          }>(OrderItemsDocument, { id: created.id });
          expect(order).toMatchObject({
            ...figuresOf(shown),
            totalAmount: centsToKsh(shown.totalCents),
          });

          // Its invoice, as read back and printed.
          const { generateInvoice } = await call<{ generateInvoice: { id: string } }>(
            GenerateInvoiceDocument,
            { orderId: order.id, idempotencyKey: crypto.randomUUID() },
          );
          const { invoice: fromOrder } = await call<{ invoice: InvoiceDetailFragment }>(
            InvoiceByIdDocument,
            { id: generateInvoice.id },
          );
          expect(fromOrder).toMatchObject({
            ...figuresOf(shown),
            total: centsToKsh(shown.totalCents),
          });
          expect(printedTotals(fromOrder)).toContain(
            expectedPrint(shown, rateBp, cartBands(lines, rateBp)),
          );

          // A manual invoice of the same lines, priced as the dialog reads typed prices.
          const typed = lines.map((line) => ({
            inventoryId: line.itemId,
            description: line.name,
            quantity: line.quantity,
            unitPriceCents: parseKsh(line.unitPrice.toFixed(2)) ?? Number.NaN,
            band: line.taxBand,
          }));
          const dialogTotals = documentTotals(typed, rateBp);
          expect(dialogTotals).toEqual(shown);
          const input: CreateInvoiceInput = {
            customerId: customer.id,
            createdAt: null,
            items: typed.map(({ unitPriceCents, band: _, ...line }) => ({
              ...line,
              unitPrice: centsToKsh(unitPriceCents),
            })),
            vatRate: basisPointsToRate(rateBp),
            vatAmount: centsToKsh(dialogTotals.vatCents),
            total: centsToKsh(dialogTotals.totalCents),
          };
          const { createInvoice: manual } = await call<{ createInvoice: InvoiceDetailFragment }>(
            CreateInvoiceDocument,
            { input, idempotencyKey: crypto.randomUUID() },
          );
          expect(manual).toMatchObject({
            ...figuresOf(shown),
            total: centsToKsh(shown.totalCents),
          });
          expect(printedTotals(manual)).toContain(
            expectedPrint(shown, rateBp, cartBands(lines, rateBp)),
          );
        }),
        propertyParameters(RUNS, DEEP_RUNS),
      );
    },
    propertyTimeout(120_000),
  );

  it(
    'prints exactly the totals the cart computes, on random carts',
    async () => {
      // A real invoice as the server answers it, its lines and figures then replaced by each cart.
      const { createInvoice: template } = await call<{ createInvoice: InvoiceDetailFragment }>(
        CreateInvoiceDocument,
        {
          input: {
            customerId: customer.id,
            createdAt: null,
            items: [{ inventoryId: null, description: 'Delivery', quantity: 1, unitPrice: 116 }],
            vatRate: 0.16,
            vatAmount: 16,
            total: 116,
          },
          idempotencyKey: crypto.randomUUID(),
        },
      );
      fc.assert(
        fc.property(cart, rate, (drawn, rateBp) => {
          const lines: CartLine[] = drawn.map((each, index) => ({
            itemId: String(index + 1),
            name: `Line ${index}`,
            unitPrice: centsToKsh(each.priceCents),
            stock: 500,
            unit: 'pcs',
            sellsInFractions: false,
            taxBand: each.band,
            quantity: each.quantity,
          }));
          const shown = cartTotals(lines, rateBp);
          const invoice: InvoiceDetailFragment = {
            ...template,
            ...figuresOf(shown),
            total: centsToKsh(shown.totalCents),
            vatRate: basisPointsToRate(rateBp),
            items: lines.map((line, index) => ({
              ...template.items[0]!,
              id: String(index + 1),
              description: line.name,
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              amount: centsToKsh(line.quantity * drawn[index]!.priceCents),
              taxBand: line.taxBand,
            })),
          };
          const printed = printedFigures(invoice);
          expect(printed.totals).toContain(expectedPrint(shown, rateBp, cartBands(lines, rateBp)));
          expect(printed.lines).toEqual(
            drawn.map((each) => formatCents(each.quantity * each.priceCents)),
          );
        }),
        propertyParameters(PRINT_RUNS),
      );
    },
    PRINT_CEILING_MS,
  );
});
