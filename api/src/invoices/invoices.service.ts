import { recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import { documentMadeEvent } from '../audit/document-made.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { creditNoteRepository } from '../credit-notes/credit-note.repository.ts';
import type { Db } from '../db/database.ts';
import { inBatches, toPage } from '../db/keyset.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { badField, conflict, notFound } from '../http/api-error.ts';
import { addDaysToDate, businessDate, type Clock, startOfBusinessDay } from '../http/clock.ts';
import { CSV_BATCH_ROWS, type CsvCell } from '../http/csv.ts';
import { toKsh } from '../http/money.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { receivablesRepository } from '../receivables/receivables.repository.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import {
  type InvoiceItemRow,
  type InvoiceStatus,
  invoiceRepository,
} from '../sales/invoice.repository.ts';
import type { IssuedDocuments } from '../sales/issued-documents.ts';
import { orderRepository } from '../sales/order.repository.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import type { PaymentInput } from '../sales/payment.schema.ts';
import { type Payment, toPayment } from '../sales/payment-entry.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import { saleCustomerRepository } from '../sales/sale-customer.repository.ts';
import {
  DUE_AFTER_DAYS,
  documentNumber,
  documentTotals,
  formatKsh,
  INVOICE_NOT_FOUND,
  ORDER_NOT_FOUND,
} from '../sales/sales-document.ts';
import {
  type SalesExportQuery,
  type SalesListQuery,
  salesFilter,
  salesKeysetSort,
  salesSortKey,
} from '../sales/sales-list.ts';
import { type TakenStock, takeStock } from '../sales/sales-stock.ts';
import { assertShopPrices } from '../sales/shop-prices.ts';
import { stockLedger } from '../stock/stock-ledger.ts';
import type { Invoice, InvoiceInput, InvoicesPage, InvoiceWithPayments } from './invoice.schema.ts';
import { toCsvRow, toInvoice } from './invoice-answer.ts';

export const SIGNED_INVOICE_VOID = 'A signed invoice cannot be voided; issue a credit note';
export const TOTALS_CHANGED = 'Totals have changed; refresh and try again';
const DAY_MS = 86_400_000;

export type {
  Invoice,
  InvoiceCreditNote,
  InvoiceItem,
  InvoicesPage,
  InvoiceWithPayments,
} from './invoice.schema.ts';

/**
 * The invoice's creation time: now when none is given, the given instant, or the start of the
 * given business day (today's date means now, so today's invoices keep their order).
 */
function creationTime(createdAt: string | null, now: Date, timeZone: string): Date {
  if (createdAt === null) return now;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(createdAt);
  if (dateOnly && createdAt === businessDate(now, timeZone)) return now;
  const at = dateOnly ? startOfBusinessDay(createdAt, timeZone) : new Date(createdAt);
  if (at.getTime() > now.getTime() + DAY_MS) {
    throw badField('created_at', 'must not be more than a day in the future');
  }
  return at;
}

export function invoicesService(
  db: Db,
  clock: Clock,
  timeZone: string,
  /** Where an issued invoice goes beyond the books (KRA's signature), and what became of it. */
  issued: IssuedDocuments<EtimsDocumentState>,
  ledger: PaymentLedger,
) {
  const today = () => businessDate(clock(), timeZone);

  async function load(trx: Db, id: number): Promise<Invoice> {
    const repo = invoiceRepository(trx);
    const row = await repo.find(id, today());
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    return toInvoice(
      row,
      await repo.items(id),
      (await issued.invoiceStates(trx, [id])).get(id),
      timeZone,
    );
  }

  /** The invoice and its sale's payments: its order's when it has one (one sale, one ledger). */
  async function loadWithPayments(trx: Db, id: number): Promise<InvoiceWithPayments> {
    const invoice = await load(trx, id);
    const payments = paymentRepository(trx);
    const rows =
      invoice.order_id === null
        ? await payments.ofManualInvoice(id)
        : await payments.ofOrder(invoice.order_id);
    const credits = await creditNoteRepository(trx).ofInvoice(id);
    const customerCredit = await receivablesRepository(trx).creditOf(invoice.customer_id);
    return {
      ...invoice,
      customer_credit: toKsh(customerCredit),
      payments: rows.map(toPayment),
      credit_notes: credits.map((note) => ({
        id: note.id,
        credit_note_number: note.credit_note_number,
        created_at: note.created_at,
        total: toKsh(Number(note.total_cents)),
        reason: note.reason,
      })),
    };
  }

  async function insertInvoice(
    trx: Db,
    invoice: {
      order_id: number | null;
      customer_id: number;
      vat_rate_bp: number;
      subtotal_cents: number;
      vat_cents: number;
      total_cents: number;
      /** An order's invoice starts with what its sale has paid (one sale, one ledger). */
      paid_cents?: number;
      created_at: Date;
      /** The moment it is made: `created_at` too unless it is dated another day. */
      made_at: Date;
      items: Omit<InvoiceItemRow, 'id' | 'invoice_id'>[];
    },
    user: AuthUser,
    /** What a manual invoice's inventory lines took, recorded against it once it is numbered. */
    stock?: TakenStock,
  ): Promise<Invoice> {
    const repo = invoiceRepository(trx);
    const invoiceNumber = documentNumber('INV', await counterRepository(trx).next('invoice'));
    const { items, created_at, made_at: madeAt, ...fields } = invoice;
    const dated = businessDate(created_at, timeZone);
    const id = await repo.insert({
      ...fields,
      invoice_number: invoiceNumber,
      created_at: created_at.toISOString(),
      recorded_at: madeAt.toISOString(),
      due_date: addDaysToDate(dated, DUE_AFTER_DAYS),
      created_by: user.id,
    });
    await repo.insertItems(items.map((item) => ({ ...item, invoice_id: id })));
    await stock?.record({ type: 'invoice', id, number: invoiceNumber });
    await issued.issued(trx, { kind: 'invoice', id });
    const made = await load(trx, id);
    await recordAudit(
      trx,
      madeAt,
      documentMadeEvent({
        actor: { id: user.id, email: user.email },
        action: 'invoice.made',
        entity: 'invoice',
        entityId: id,
        summary: `Invoice ${invoiceNumber} of ${formatKsh(invoice.total_cents)} for ${made.customer_name}`,
        dated,
        madeAt,
        timeZone,
      }),
    );
    return made;
  }

  /**
   * Invoices an order: customer, items and totals are the order's. A second invoice for the
   * same order is refused (409 naming the existing one) rather than answered with it, so a
   * client never mistakes an old invoice for a new one; retries use an Idempotency-Key.
   */
  async function invoiceOrder(
    trx: Db,
    orderId: number,
    user: AuthUser,
    options: {
      createdAt?: string | null;
      customerId?: number | null;
      expected?: { vat_cents: number; total_cents: number };
    } = {},
  ): Promise<Invoice> {
    const orders = orderRepository(trx);
    // Holding the order's row lock makes a concurrent second invoice wait, then see this one.
    if (!(await orders.lock(orderId))) throw notFound(ORDER_NOT_FOUND);
    const order = (await orders.find(orderId))!;
    if (order.cancelled_at) {
      throw conflict(`Order ${order.order_number} is cancelled: it cannot be invoiced`);
    }
    const existing = await invoiceRepository(trx).findNumberForOrder(orderId);
    if (existing) {
      throw conflict(`Invoice ${existing} already exists for order ${order.order_number}`);
    }
    if (options.customerId != null && options.customerId !== order.customer_id) {
      throw badField(
        'customer_id',
        `order ${order.order_number} belongs to another customer (${order.customer_name})`,
      );
    }
    if (
      options.expected &&
      (options.expected.vat_cents !== order.vat_cents ||
        options.expected.total_cents !== order.total_cents)
    ) {
      throw conflict(TOTALS_CHANGED);
    }
    const items = await orders.items(orderId);
    const now = clock();
    return insertInvoice(
      trx,
      {
        order_id: orderId,
        customer_id: order.customer_id,
        vat_rate_bp: order.vat_rate_bp,
        subtotal_cents: order.subtotal_cents,
        vat_cents: order.vat_cents,
        total_cents: order.total_cents,
        paid_cents: order.paid_cents,
        created_at: creationTime(options.createdAt ?? null, now, timeZone),
        made_at: now,
        items: items.map((item) => ({
          inventory_id: item.inventory_id,
          description: item.item_name,
          quantity_milli: item.quantity_milli,
          unit: item.unit,
          unit_price_cents: item.unit_price_cents,
          amount_cents: item.total_cents,
          tax_band: item.tax_band,
        })),
      },
      user,
    );
  }

  return {
    async list(): Promise<Invoice[]> {
      const repo = invoiceRepository(db);
      const rows = await repo.list(today());
      const itemsByInvoice = new Map<number, InvoiceItemRow[]>();
      for (const item of await repo.allItems()) {
        const items = itemsByInvoice.get(item.invoice_id);
        if (items) items.push(item);
        else itemsByInvoice.set(item.invoice_id, [item]);
      }
      const etims = await issued.invoiceStates(db, 'all');
      return rows.map((row) =>
        toInvoice(row, itemsByInvoice.get(row.id) ?? [], etims.get(row.id), timeZone),
      );
    },

    /** One page of the filtered, sorted list with each invoice's items, and the match count. */
    async page(query: SalesListQuery<InvoiceStatus>): Promise<InvoicesPage> {
      const repo = invoiceRepository(db);
      const day = today();
      const filter = salesFilter(query, timeZone);
      const sort = salesKeysetSort(query.sort, 'i');
      const [rows, total] = await Promise.all([
        repo.page(filter, day, sort, query.after, query.limit),
        repo.count(filter, day),
      ]);
      const page = toPage(rows, query.limit, sort, (row) => salesSortKey(query.sort, row));
      const items = Map.groupBy(
        await repo.itemsOfInvoices(page.rows.map((row) => row.id)),
        (item) => item.invoice_id,
      );
      const etims = await issued.invoiceStates(
        db,
        page.rows.map((row) => row.id),
      );
      return {
        items: page.rows.map((row) =>
          toInvoice(row, items.get(row.id) ?? [], etims.get(row.id), timeZone),
        ),
        next_cursor: page.nextCursor,
        total_count: total,
      };
    },

    /** Every invoice the filters match, as CSV rows, read in keyset batches. */
    async *csvRows(query: SalesExportQuery<InvoiceStatus>): AsyncGenerator<CsvCell[][]> {
      const repo = invoiceRepository(db);
      const day = today();
      const filter = salesFilter(query, timeZone);
      const sort = salesKeysetSort(query.sort, 'i');
      for await (const batch of inBatches(
        (cursor, limit) => repo.page(filter, day, sort, cursor, limit),
        (row) => salesSortKey(query.sort, row),
        CSV_BATCH_ROWS,
      )) {
        yield batch.map((row) => toCsvRow(row, timeZone));
      }
    },

    /** One invoice with its sale's payments, read through `trx` when inside a transaction. */
    find: (id: number, trx: Db = db): Promise<InvoiceWithPayments> => loadWithPayments(trx, id),

    /** GET /invoices/{id}/payments: the sale's entries (its order's, if it has one). */
    payments: async (id: number): Promise<Payment[]> => (await loadWithPayments(db, id)).payments,

    /** POST /invoices/{id}/payments, inside the caller's transaction `trx`. */
    async recordPayment(
      trx: Db,
      id: number,
      input: PaymentInput,
      user: AuthUser,
    ): Promise<InvoiceWithPayments> {
      await ledger.record(trx, () => ledger.lockInvoice(trx, id), input, user);
      return loadWithPayments(trx, id);
    },

    /** POST /invoices, inside the caller's transaction `trx`. */
    async create(trx: Db, input: InvoiceInput, user: AuthUser): Promise<Invoice> {
      if (input.order_id !== null) {
        return invoiceOrder(trx, input.order_id, user, {
          createdAt: input.created_at,
          customerId: input.customer_id,
          expected: { vat_cents: input.vat_amount, total_cents: input.total },
        });
      }
      const repo = invoiceRepository(trx);
      const customerId = input.customer_id!;
      if (!(await saleCustomerRepository(trx).holdForSale(customerId))) {
        throw badField('customer_id', 'no such customer');
      }
      const inventoryIds = input.items.flatMap((item) => (item.id === null ? [] : [item.id]));
      const known = await repo.existingInventoryIds([...new Set(inventoryIds)]);
      input.items.forEach((item, index) => {
        if (item.id !== null && !known.has(item.id)) {
          throw badField(`items.${index}.id`, 'no such inventory item');
        }
      });
      // Lines picked from inventory sell that stock, as an order does; free-text lines (a
      // service, a delivery) have none to take. An invoice made from an order never gets here:
      // its order took the stock already.
      const stock = await takeStock(
        trx,
        input.items.flatMap((item, index) =>
          item.id === null ? [] : [{ id: item.id, quantityMilli: item.quantity_milli, index }],
        ),
        'invoice',
        { userId: user.id, at: clock().toISOString() },
      );
      await assertShopPrices(
        trx,
        user,
        input.vat_rate,
        input.items.flatMap((item) => {
          const shelf = item.id === null ? undefined : stock.items.get(item.id);
          return shelf
            ? [
                {
                  name: shelf.name,
                  unitPriceCents: item.unit_price,
                  shelfPriceCents: shelf.unit_price_cents,
                },
              ]
            : [];
        }),
      );
      const now = clock();
      const createdAt = creationTime(input.created_at, now, timeZone);
      const lines = input.items.map((item) => ({
        inventory_id: item.id,
        description: item.description,
        quantity_milli: item.quantity_milli,
        unit: item.id === null ? 'pcs' : stock.items.get(item.id)!.unit,
        unit_price_cents: item.unit_price,
        amount_cents: lineAmountCents(item.quantity_milli, item.unit_price),
        // A typed line (a service, a delivery) is standard-rated unless it is stock that says.
        tax_band: item.id === null ? ('B' as const) : stock.items.get(item.id)!.tax_band,
      }));
      const totals = documentTotals(
        lines.map((line) => ({ amount_cents: line.amount_cents, band: line.tax_band })),
        input.vat_rate,
      );
      if (input.vat_amount !== totals.vat_cents || input.total !== totals.total_cents) {
        throw conflict(TOTALS_CHANGED);
      }
      return insertInvoice(
        trx,
        {
          order_id: null,
          customer_id: customerId,
          vat_rate_bp: input.vat_rate,
          ...totals,
          created_at: createdAt,
          made_at: now,
          items: lines,
        },
        user,
        stock,
      );
    },

    /** POST /orders/:id/generate-invoice, inside the caller's transaction `trx`. */
    generateForOrder: (trx: Db, orderId: number, user: AuthUser): Promise<Invoice> =>
      invoiceOrder(trx, orderId, user),

    /**
     * The spec's DELETE /invoices/{id}: the invoice is voided, never removed (issue 18). It
     * keeps its number and shows VOID; who, when and why are recorded. One with payments (even
     * reversed ones: history that stays with it) is refused. A manual invoice's inventory lines
     * come back into stock; one made from an order lets go of it, so the order, still the sale,
     * can be invoiced again.
     */
    void: (id: number, reason: string | null, actor: SignedInActor): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const repo = invoiceRepository(trx);
        // A payment on the invoice's order locks the order first; so does this, so the two
        // take turns and a payment recorded meanwhile is seen.
        const orderId = await paymentRepository(trx).orderOfInvoice(id);
        if (orderId) await orderRepository(trx).lock(orderId);
        const invoice = await repo.lock(id);
        if (!invoice) throw notFound(INVOICE_NOT_FOUND);
        if (invoice.voided_at) throw conflict(`Invoice ${invoice.invoice_number} is already void`);
        // KRA holds a signed invoice (and will sign a queued one): only a credit note undoes it.
        const etimsState = (await issued.invoiceStates(trx, [id])).get(id)?.state;
        if (etimsState === 'signed') throw conflict(SIGNED_INVOICE_VOID);
        if (etimsState === 'waiting') {
          throw conflict(
            `Invoice ${invoice.invoice_number} is waiting for KRA's signature: once signed, issue a credit note`,
          );
        }
        // A credit note (itself an entry of the sale's ledger) is a numbered document of its
        // own; the invoice it corrects stays.
        if ((await creditNoteRepository(trx).ofInvoice(id)).length > 0) {
          throw conflict(
            `Invoice ${invoice.invoice_number} has credit notes: credit the rest of it instead`,
          );
        }
        // Even a payment reversed since is history that must stay with its invoice.
        if (
          await paymentRepository(trx).saleHasEntries({
            order_id: orderId ?? null,
            invoice_id: id,
          })
        ) {
          throw conflict(
            `Invoice ${invoice.invoice_number} has recorded payments: issue a credit note instead`,
          );
        }
        const at = clock();
        const now = at.toISOString();
        if (invoice.order_id === null) {
          await stockLedger(trx).putBack(
            (await repo.items(id)).map((line) => ({
              inventoryId: line.inventory_id,
              quantityMilli: Number(line.quantity_milli),
            })),
            {
              kind: 'invoice_void',
              document: { type: 'invoice', id, number: invoice.invoice_number },
              reason,
            },
            { userId: actor.id, at: now },
          );
        }
        await repo.markVoid(id, { at: now, by: actor.id, reason, orderId: invoice.order_id });
        await recordAudit(trx, at, {
          actor,
          action: 'invoice.voided',
          entity: 'invoice',
          entityId: id,
          summary: `Invoice ${invoice.invoice_number} of ${formatKsh(Number(invoice.total_cents))} voided${reason ? ` (${reason})` : ''}`,
        });
      }),
  };
}

export type InvoicesService = ReturnType<typeof invoicesService>;
