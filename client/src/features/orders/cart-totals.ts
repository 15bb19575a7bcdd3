import type { CreateOrderInput, PaymentMethod } from '../../graphql/schema-types.generated.ts';
import {
  type BandPart,
  basisPointsToRate,
  centsToKsh,
  documentTotals,
  kshToCents,
  type LineCents,
  type Totals,
  vatByBand,
} from '../../shared/money/cents.ts';
import type { CartContext, CartLine } from './cart.context.ts';
import { type PaidNow, paidNowInput, paidWithOrder } from './paid-now.ts';

const cartLineCents = (lines: readonly CartLine[]): LineCents[] =>
  lines.map((line) => ({
    quantity: line.quantity,
    unitPriceCents: kshToCents(line.unitPrice),
    band: line.taxBand,
  }));

/** The cart's totals at a rate in basis points, as the server will compute and store them. */
export const cartTotals = (lines: readonly CartLine[], rateBp: number): Totals =>
  documentTotals(cartLineCents(lines), rateBp);

/** The cart's part in each tax band, for the order summary. */
export const cartBands = (lines: readonly CartLine[], rateBp: number): BandPart[] =>
  vatByBand(cartLineCents(lines), rateBp);

/**
 * What the create-order call sends: prices and totals as shown, for the server to check. Only
 * made once the VAT rate reads (the submit guard).
 */
export function orderRequest(
  context: Pick<CartContext, 'customerId' | 'paymentMethod' | 'vatRateBp' | 'lines'> & {
    paidNow?: PaidNow;
  },
): CreateOrderInput {
  const rateBp = context.vatRateBp ?? 0;
  const totals = cartTotals(context.lines, rateBp);
  const payment =
    context.paidNow &&
    paidNowInput(paidWithOrder(context.paidNow, context.paymentMethod, totals.totalCents));
  return {
    // None chosen: the shop's walk-in customer (the server's default).
    ...(context.customerId === '' ? {} : { customerId: context.customerId }),
    paymentMethod: context.paymentMethod as PaymentMethod,
    vatRate: basisPointsToRate(rateBp),
    items: context.lines.map((line) => ({
      inventoryId: line.itemId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    subtotal: centsToKsh(totals.subtotalCents),
    vatAmount: centsToKsh(totals.vatCents),
    totalAmount: centsToKsh(totals.totalCents),
    ...(payment ? { payment } : {}),
  };
}
