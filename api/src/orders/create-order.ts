import { recordDocumentMade } from '../audit/document-made.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { badField, conflict } from '../http/api-error.ts';
import { businessDate, type Clock } from '../http/clock.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { formatKsh, splitLinesByBand } from '../money.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import { orderRepository } from '../sales/order.repository.ts';
import { saleCustomerRepository } from '../sales/sale-customer.repository.ts';
import { documentNumber, documentTotals } from '../sales/sales-document.ts';
import { takeStock } from '../sales/sales-stock.ts';
import { assertShopPrices } from '../sales/shop-prices.ts';
import type { Order, OrderInput, OrderWithItems } from './order.schema.ts';
import { toOrderItem } from './order-answer.ts';

export const PRICES_CHANGED = 'Prices have changed; refresh and try again';

/**
 * Creates an order inside the caller's transaction `trx` (the idempotency runner opens it):
 * stock, prices, totals and the order number are all decided there, so a failure anywhere
 * leaves stock and the counter untouched.
 */
export function createOrder(
  clock: Clock,
  timeZone: string,
  find: (id: number, trx: Db) => Promise<Order>,
) {
  return async (trx: Db, input: OrderInput, user: AuthUser): Promise<OrderWithItems> => {
    const repo = orderRepository(trx);
    if (!(await saleCustomerRepository(trx).holdForSale(input.customer_id))) {
      throw badField('customer_id', 'no such customer');
    }
    // Its lines are priced from stock below; the rate is the one thing the seller chooses.
    await assertShopPrices(trx, user, input.vat_rate, []);

    const lines = input.items.map((item, index) => ({
      ...item,
      quantityMilli: item.quantity_milli,
      index,
    }));
    const createdAt = clock().toISOString();
    const stock = await takeStock(trx, lines, 'sale', { userId: user.id, at: createdAt });

    const priced = lines.map((line) => {
      const item = stock.items.get(line.id)!;
      return {
        ...line,
        name: item.name,
        unit: item.unit,
        unit_price_cents: item.unit_price_cents,
        total_cents: lineAmountCents(line.quantityMilli, item.unit_price_cents),
        tax_band: item.tax_band,
      };
    });
    const banded = priced.map((line) => ({ amount_cents: line.total_cents, band: line.tax_band }));
    const totals = documentTotals(banded, input.vat_rate);
    // Each line's ledger figures (design.md §2b): its part of the VAT and its cost right now.
    const lineVat = splitLinesByBand(banded, input.vat_rate);
    const clientMatches =
      priced.every((line) => line.unit_price === line.unit_price_cents) &&
      input.subtotal === totals.subtotal_cents &&
      input.vat_amount === totals.vat_cents &&
      input.total_amount === totals.total_cents;
    if (!clientMatches) throw conflict(PRICES_CHANGED);

    const orderNumber = documentNumber('ORD', await counterRepository(trx).next('order'));
    const id = await repo.insert({
      order_number: orderNumber,
      customer_id: input.customer_id,
      ...totals,
      vat_rate_bp: input.vat_rate,
      payment_method: input.payment_method,
      created_by: user.id,
      created_at: createdAt,
    });
    await stock.record({ type: 'order', id, number: orderNumber });
    await repo.insertItems(
      priced.map((line) => ({
        order_id: id,
        inventory_id: line.id,
        item_name: line.name,
        quantity_milli: line.quantityMilli,
        unit: line.unit,
        unit_price_cents: line.unit_price_cents,
        total_cents: line.total_cents,
        tax_band: line.tax_band,
        ...lineVat[line.index]!,
        cost_cents: lineAmountCents(line.quantityMilli, stock.items.get(line.id)!.cost_price_cents),
      })),
    );
    const order = await find(id, trx);
    // What a cashier sold today, in the owner's trail (an order is always dated when made).
    const at = new Date(createdAt);
    await recordDocumentMade(trx, {
      actor: { id: user.id, email: user.email },
      action: 'order.made',
      entity: 'order',
      entityId: id,
      summary: `Order ${orderNumber} of ${formatKsh(totals.total_cents)} for ${order.customer_name}`,
      dated: businessDate(at, timeZone),
      madeAt: at,
      timeZone,
    });
    return { ...order, items: (await repo.items(id)).map(toOrderItem) };
  };
}
