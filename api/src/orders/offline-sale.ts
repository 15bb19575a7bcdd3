import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { ApiError, badField } from '../http/api-error.ts';
import { quantityInUnit } from '../http/quantity.ts';
import { formatKsh } from '../money.ts';
import { saleCustomerRepository } from '../sales/sale-customer.repository.ts';
import {
  type StockLine,
  type TakenItem,
  type TakenStock,
  takeStock,
} from '../sales/sales-stock.ts';
import { assertShopPrices } from '../sales/shop-prices.ts';
import { type MoveContext, stockLedger } from '../stock/stock-ledger.ts';

/**
 * A sale made at the counter while the network was down (issue 54) reaches the server later,
 * when the shelf, the prices or the customer may have changed. The customer has paid and gone:
 * the sale is recorded as it was made, never refused or changed for what happened since, and
 * each difference becomes a reason a manager reads in "Needs attention".
 */

/** A line as the cashier sold it: its price then, in cents. */
export type SoldLine = StockLine & { unitPriceCents: number };

/**
 * The customer it was sold to; one deleted since is replaced by the walk-in customer, and said.
 * Undefined when the shop has no walk-in either (the caller refuses as for any sale).
 */
export async function holdOfflineCustomer(
  trx: Db,
  customerId: number,
  reasons: string[],
): Promise<number | undefined> {
  const customers = saleCustomerRepository(trx);
  if (await customers.holdForSale(customerId)) return customerId;
  reasons.push(
    `Customer no. ${customerId} was deleted before this sale synced: it is recorded to the walk-in customer`,
  );
  return customers.holdWalkIn();
}

/** The shop's rules on the VAT rate, as a reason rather than a refusal. */
export async function checkOfflineRate(
  trx: Db,
  user: AuthUser,
  vatRateBp: number,
  reasons: string[],
): Promise<void> {
  try {
    await assertShopPrices(trx, user, vatRateBp, []);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    reasons.push(`Sold at a VAT rate the shop no longer sells at: ${error.message}`);
  }
}

/**
 * Takes what is on the shelf, up to what was sold: stock never goes negative (design.md §2), so
 * a line sold beyond the stock left takes all of it and the shortfall is a reason (the stock
 * ledger stays the sum of its movements; a count or a delivery puts it right). Prices are the
 * ones sold at; a shelf price changed since is a reason too.
 */
export async function takeStockAsSold(
  trx: Db,
  lines: readonly SoldLine[],
  context: MoveContext,
  reasons: string[],
): Promise<TakenStock> {
  const onShelf = new Map(
    (await stockLedger(trx).lockItems(lines.map((line) => line.id))).map((item) => [item.id, item]),
  );
  const items = new Map<number, TakenItem>();
  const taken: StockLine[] = [];
  for (const line of lines) {
    const item = onShelf.get(line.id);
    if (!item) throw badField(`items.${line.index}.id`, 'no such inventory item');
    items.set(line.id, item);
    const takeMilli = Math.min(line.quantityMilli, Math.max(item.quantity_milli, 0));
    if (takeMilli > 0) taken.push({ ...line, quantityMilli: takeMilli });
    if (takeMilli < line.quantityMilli) {
      reasons.push(
        `Stock ran out: ${quantityInUnit(line.quantityMilli, item.unit)} of ${item.name} sold, ${quantityInUnit(takeMilli, item.unit)} on the shelf (${quantityInUnit(line.quantityMilli - takeMilli, item.unit)} short)`,
      );
    }
    if (line.unitPriceCents !== item.unit_price_cents) {
      reasons.push(
        `Price changed: ${item.name} was sold at ${formatKsh(line.unitPriceCents)}, the shelf price is now ${formatKsh(item.unit_price_cents)}`,
      );
    }
  }
  const stock =
    taken.length > 0 ? await takeStock(trx, taken, 'sale', context) : { record: async () => {} };
  return { items, record: stock.record };
}
