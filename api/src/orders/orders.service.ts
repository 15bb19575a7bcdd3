import { recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import { documentMadeEvent } from '../audit/document-made.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { inBatches, toPage } from '../db/keyset.ts';
import { badField, conflict, notFound } from '../http/api-error.ts';
import { businessDate, type Clock } from '../http/clock.ts';
import { CSV_BATCH_ROWS, type CsvCell } from '../http/csv.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import { invoiceRepository } from '../sales/invoice.repository.ts';
import { type OrderFilter, orderRepository } from '../sales/order.repository.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import type { PaymentInput } from '../sales/payment.schema.ts';
import { type Payment, toPayment } from '../sales/payment-entry.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import type { OrderListStatus } from '../sales/sale.schema.ts';
import { saleCustomerRepository } from '../sales/sale-customer.repository.ts';
import {
  documentNumber,
  documentTotals,
  formatKsh,
  ORDER_NOT_FOUND,
} from '../sales/sales-document.ts';
import {
  type SalesExportQuery,
  type SalesListQuery,
  salesFilter,
  salesKeysetSort,
  salesSortKey,
} from '../sales/sales-list.ts';
import { takeStock } from '../sales/sales-stock.ts';
import { assertShopPrices } from '../sales/shop-prices.ts';
import { stockLedger } from '../stock/stock-ledger.ts';
import type {
  ORDER_LIST_FILTERS,
  Order,
  OrderInput,
  OrderItem,
  OrdersPage,
  OrderWithItems,
  OrderWithPayments,
} from './order.schema.ts';
import { toCsvRow, toOrder, toOrderItem } from './order-answer.ts';
import { setOrderPaidAmount } from './set-order-paid-amount.ts';

export const PRICES_CHANGED = 'Prices have changed; refresh and try again';

export type { Order, OrderItem, OrdersPage, OrderWithItems } from './order.schema.ts';

type OrderListQuery = SalesListQuery<OrderListStatus, typeof ORDER_LIST_FILTERS>;
type OrderExportQuery = SalesExportQuery<OrderListStatus, typeof ORDER_LIST_FILTERS>;

/** The shared sales filters and the order list's own. */
const orderFilter = (query: OrderExportQuery, timeZone: string): OrderFilter => ({
  ...salesFilter(query, timeZone),
  invoiced: query.invoiced,
});

export function ordersService(db: Db, clock: Clock, timeZone: string, ledger: PaymentLedger) {
  const orders = orderRepository(db);

  async function findOrThrow(repo: ReturnType<typeof orderRepository>, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return row;
  }

  /** One order, read through `trx` when inside a transaction. */
  const find = async (id: number, trx: Db = db): Promise<Order> =>
    toOrder(await findOrThrow(orderRepository(trx), id));

  return {
    /** Every order, newest first: GET /orders without parameters (spec §7). */
    list: async (): Promise<Order[]> => (await orders.list()).map(toOrder),

    /** One page of the filtered, sorted list, and how many orders match in all. */
    async page(query: OrderListQuery): Promise<OrdersPage> {
      const filter = orderFilter(query, timeZone);
      const sort = salesKeysetSort(query.sort, 'o');
      const [rows, total] = await Promise.all([
        orders.page(filter, sort, query.after, query.limit),
        orders.count(filter),
      ]);
      const page = toPage(rows, query.limit, sort, (row) => salesSortKey(query.sort, row));
      return { items: page.rows.map(toOrder), next_cursor: page.nextCursor, total_count: total };
    },

    /** Every order the filters match, as CSV rows, read in keyset batches. */
    async *csvRows(query: OrderExportQuery): AsyncGenerator<CsvCell[][]> {
      const filter = orderFilter(query, timeZone);
      const sort = salesKeysetSort(query.sort, 'o');
      for await (const batch of inBatches(
        (cursor, limit) => orders.page(filter, sort, cursor, limit),
        (row) => salesSortKey(query.sort, row),
        CSV_BATCH_ROWS,
      )) {
        yield batch.map((row) => toCsvRow(row, timeZone));
      }
    },

    find,

    /** GET /orders/{id}/payments: the sale's entries, oldest first. */
    async payments(orderId: number): Promise<Payment[]> {
      await find(orderId);
      return (await paymentRepository(db).ofOrder(orderId)).map(toPayment);
    },

    /** POST /orders/{id}/payments, inside the caller's transaction `trx`. */
    async recordPayment(
      trx: Db,
      orderId: number,
      input: PaymentInput,
      user: AuthUser,
    ): Promise<OrderWithPayments> {
      await ledger.record(trx, () => ledger.lockOrder(trx, orderId), input, user);
      const payments = await paymentRepository(trx).ofOrder(orderId);
      return { ...(await find(orderId, trx)), payments: payments.map(toPayment) };
    },

    /** PATCH /orders/{id}, inside the caller's transaction `trx`. */
    setPaidAmount: setOrderPaidAmount(ledger, clock, find),

    async items(orderId: number): Promise<OrderItem[]> {
      await findOrThrow(orders, orderId);
      return (await orders.items(orderId)).map(toOrderItem);
    },

    itemsOfOrders: async (orderIds: readonly number[]) =>
      (await orders.itemsOfOrders(orderIds)).map((row) => ({
        order_id: row.order_id,
        ...toOrderItem(row),
      })),

    /**
     * Creates an order inside the caller's transaction `trx` (the idempotency runner opens it):
     * stock, prices, totals and the order number are all decided there, so a failure anywhere
     * leaves stock and the counter untouched.
     */
    async create(trx: Db, input: OrderInput, user: AuthUser): Promise<OrderWithItems> {
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
      const totals = documentTotals(
        priced.map((line) => ({ amount_cents: line.total_cents, band: line.tax_band })),
        input.vat_rate,
      );
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
        })),
      );
      const order = toOrder(await findOrThrow(repo, id));
      // What a cashier sold today, in the owner's trail (an order is always dated when made).
      const at = new Date(createdAt);
      await recordAudit(
        trx,
        at,
        documentMadeEvent({
          actor: { id: user.id, email: user.email },
          action: 'order.made',
          entity: 'order',
          entityId: id,
          summary: `Order ${orderNumber} of ${formatKsh(totals.total_cents)} for ${order.customer_name}`,
          dated: businessDate(at, timeZone),
          madeAt: at,
          timeZone,
        }),
      );
      return { ...order, items: (await repo.items(id)).map(toOrderItem) };
    },

    /**
     * POST /orders/{id}/cancellation (issue 18): a pending order nobody has paid anything on,
     * and not invoiced, is cancelled rather than deleted. It keeps its number and shows as
     * cancelled; what it took comes back into stock; it leaves what the customer owes and the
     * revenue. Any other order is corrected by a credit note on its invoice.
     */
    cancel: (id: number, reason: string | null, actor: SignedInActor): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const repo = orderRepository(trx);
        // The order's lock, which payments and invoicing take too: none of them slips between
        // the checks below and the cancellation.
        if (!(await repo.lock(id))) throw notFound(ORDER_NOT_FOUND);
        const order = (await repo.find(id))!;
        const number = order.order_number;
        if (order.cancelled_at) throw conflict(`Order ${number} is already cancelled`);
        const invoice = await invoiceRepository(trx).findNumberForOrder(id);
        if (invoice) {
          throw conflict(
            `Order ${number} is invoiced (${invoice}): credit it through its invoice instead`,
          );
        }
        // Even a payment reversed since is history that must stay with a standing sale.
        if (await paymentRepository(trx).saleHasEntries({ order_id: id, invoice_id: null })) {
          throw conflict(
            `Order ${number} has payments: only a pending order with no payments can be cancelled; invoice it and credit the invoice instead`,
          );
        }
        const at = clock();
        const now = at.toISOString();
        await stockLedger(trx).putBack(
          (await repo.items(id)).map((line) => ({
            inventoryId: line.inventory_id,
            quantityMilli: Number(line.quantity_milli),
          })),
          { kind: 'order_cancelled', document: { type: 'order', id, number }, reason },
          { userId: actor.id, at: now },
        );
        await repo.markCancelled(id, { at: now, by: actor.id, reason });
        await recordAudit(trx, at, {
          actor,
          action: 'order.cancelled',
          entity: 'order',
          entityId: id,
          summary: `Order ${number} of ${formatKsh(order.total_cents)} cancelled${reason ? ` (${reason})` : ''}`,
        });
      }),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
