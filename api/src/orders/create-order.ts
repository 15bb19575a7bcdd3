import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { badField, conflict, notFound } from '../http/api-error.ts';
import { businessDate, type Clock } from '../http/clock.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { formatKsh, splitLinesByBand, toKsh } from '../money.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import { orderRepository } from '../sales/order.repository.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import { saleCustomerRepository } from '../sales/sale-customer.repository.ts';
import { recordSaleMade } from '../sales/sale-made.ts';
import { documentTotals } from '../sales/sales-document.ts';
import { takeStock } from '../sales/sales-stock.ts';
import { assertShopPrices } from '../sales/shop-prices.ts';
import { checkOfflineRate, holdOfflineCustomer, takeStockAsSold } from './offline-sale.ts';
import type { CreatedOrder, Order, OrderInput, PaidNowInput } from './order.schema.ts';
import { toOrderItem } from './order-answer.ts';

export const PRICES_CHANGED = 'Prices have changed; refresh and try again';
export const NO_WALK_IN = "The shop's walk-in customer is missing: choose a customer";
/** How far ahead of the server's clock a device's clock may run before its sale time is refused. */
const CLOCK_SKEW_MS = 10 * 60_000;

/** The customer a new order is for: the one named, else the shop's walk-in (issue 50). */
async function holdCustomer(trx: Db, customerId: number | undefined): Promise<number> {
  const customers = saleCustomerRepository(trx);
  if (customerId === undefined) {
    const walkIn = await customers.holdWalkIn();
    if (walkIn === undefined) throw notFound(NO_WALK_IN);
    return walkIn;
  }
  if (!(await customers.holdForSale(customerId))) throw badField('customer_id', 'no such customer');
  return customerId;
}

/**
 * The amount of a payment taken with the order (its total unless said) and the change to give:
 * cash handed over beyond the amount. Too little cash is refused before anything is written.
 */
function amountAndChange(payment: PaidNowInput, totalCents: number) {
  const amount = payment.amount ?? totalCents;
  if (payment.tendered !== undefined && payment.tendered < amount) {
    throw badField(
      'payment.tendered',
      `cash tendered of ${formatKsh(payment.tendered)} is less than the ${formatKsh(amount)} to pay`,
    );
  }
  return { amount, changeCents: payment.tendered === undefined ? 0 : payment.tendered - amount };
}

/**
 * Creates an order inside the caller's transaction `trx` (the idempotency runner opens it):
 * stock, prices, totals and the order number are all decided there, so a failure anywhere
 * leaves stock and the counter untouched.
 */
export function createOrder(
  clock: Clock,
  timeZone: string,
  ledger: PaymentLedger,
  find: (id: number, trx: Db) => Promise<Order>,
) {
  return async (trx: Db, input: OrderInput, user: AuthUser): Promise<CreatedOrder> => {
    const repo = orderRepository(trx);
    const createdAt = clock().toISOString();
    // Sold offline (issue 54): recorded as it was sold, each difference since made a reason.
    const soldAt = input.sold_at === undefined ? null : new Date(input.sold_at).toISOString();
    if (soldAt !== null && Date.parse(soldAt) > Date.parse(createdAt) + CLOCK_SKEW_MS) {
      throw badField('sold_at', "is later than the server's clock: check the device's clock");
    }
    const reasons: string[] = [];
    const customerId =
      soldAt !== null && input.customer_id !== undefined
        ? await holdOfflineCustomer(trx, input.customer_id, reasons)
        : await holdCustomer(trx, input.customer_id);
    if (customerId === undefined) throw notFound(NO_WALK_IN);
    // Its lines are priced from stock below; the rate is the one thing the seller chooses.
    if (soldAt === null) await assertShopPrices(trx, user, input.vat_rate, []);
    else await checkOfflineRate(trx, user, input.vat_rate, reasons);

    const lines = input.items.map((item, index) => ({
      ...item,
      quantityMilli: item.quantity_milli,
      unitPriceCents: item.unit_price,
      index,
    }));
    const moved = { userId: user.id, at: createdAt };
    const stock =
      soldAt === null
        ? await takeStock(trx, lines, 'sale', moved)
        : await takeStockAsSold(trx, lines, moved, reasons);

    const priced = lines.map((line) => {
      const item = stock.items.get(line.id)!;
      return {
        ...line,
        name: item.name,
        unit: item.unit,
        // Offline, the price it was sold at (takeStockAsSold names any change since).
        unit_price_cents: soldAt === null ? item.unit_price_cents : line.unitPriceCents,
        total_cents: lineAmountCents(
          line.quantityMilli,
          soldAt === null ? item.unit_price_cents : line.unitPriceCents,
        ),
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
    const paidNow = input.payment && amountAndChange(input.payment, totals.total_cents);

    const orderNumber = await counterRepository(trx).nextNumber('order');
    const id = await repo.insert({
      order_number: orderNumber,
      customer_id: customerId,
      ...totals,
      vat_rate_bp: input.vat_rate,
      payment_method: input.payment_method,
      created_by: user.id,
      created_at: createdAt,
      sold_at: soldAt,
      attention: reasons.length > 0 ? reasons.join('\n') : null,
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
    if (input.payment && paidNow) {
      // The one payment path (record-payment.ts): its balance check, M-Pesa code rules and trail.
      const { method, reference } = input.payment;
      await ledger.record(
        trx,
        () => ledger.lockOrder(trx, id),
        { amount: paidNow.amount, date: null, method, reference, note: null, split: false },
        user,
      );
    }
    const order = await find(id, trx);
    // What a cashier sold today, in the owner's trail (an order is always dated when made).
    const at = new Date(createdAt);
    await recordSaleMade(
      trx,
      user,
      {
        document: 'order',
        id,
        number: orderNumber,
        totalCents: totals.total_cents,
        customerName: order.customer_name,
      },
      { dated: businessDate(at, timeZone), madeAt: at, timeZone },
    );
    const items = (await repo.items(id)).map(toOrderItem);
    return paidNow
      ? { ...order, items, change_due: toKsh(paidNow.changeCents) }
      : { ...order, items };
  };
}
