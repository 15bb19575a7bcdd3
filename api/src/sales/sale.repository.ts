import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { heldRows } from '../db/hold-row.ts';
import type { OrdersTable } from '../db/schema.ts';

/** The sale a payment goes to, locked for the rest of the transaction. */
export interface SaleRow {
  order_id: number | null;
  invoice_id: number | null;
  customer_id: number;
  total_cents: number;
  /** Everything the sale's ledger holds (payments, refunds, credits). */
  paid_cents: number;
  /** The credit notes' part of `paid_cents`. */
  credited_cents: number;
  created_at: string;
  /** The order's payment method; null for a manual invoice. */
  payment_method: string | null;
  /** A void invoice (0012) or a cancelled order (0013): nothing more is paid on it. */
  voided: boolean;
}

/** What tells an order's sale from a manual invoice's, beside the columns both rows have. */
type WhichSale = 'order_id' | 'invoice_id' | 'payment_method' | 'voided';

/** An order's or a manual invoice's sale columns and what says which it is, as a `SaleRow`. */
function saleRow(columns: Omit<SaleRow, WhichSale>, sale: Pick<SaleRow, WhichSale>): SaleRow {
  return {
    ...columns,
    paid_cents: Number(columns.paid_cents),
    credited_cents: Number(columns.credited_cents),
    ...sale,
  };
}

/** A sale of the customer's holding more than its total: that surplus is their credit. */
export interface CreditHoldingSale {
  order_id: number | null;
  invoice_id: number | null;
  total_cents: number;
  paid_cents: number;
  number: string;
}

/**
 * An order or invoice row paid beyond its total. `total_cents <> paid_cents` is the predicate of
 * the partial indexes of open sales (0008, 0013), so they serve it; the surplus is the credit.
 */
const holdsCredit = sql<SqlBool>`total_cents <> paid_cents and paid_cents > total_cents`;

/**
 * A sale as the payment ledger sees it: an order (with the invoice made from it) or a manual
 * invoice, locked while an entry goes on it, and its running totals moved with the entry.
 */
export function saleRepository(db: Db) {
  /** What an order's and a manual invoice's row both say of their sale. */
  const saleColumns = [
    'id',
    'customer_id',
    'total_cents',
    'paid_cents',
    'credited_cents',
    'created_at',
  ] as const;

  return {
    /**
     * An order's sale, its row locked until the transaction ends (PostgreSQL): payments on the
     * order and on its invoice all take this one lock, so they take turns and each sees what
     * the others paid. Generating the invoice takes it too.
     */
    lockOrderSale: async (orderId: number): Promise<SaleRow | undefined> => {
      const order = await db
        .selectFrom('orders')
        .select([...saleColumns, 'payment_method', 'cancelled_at'])
        .where('id', '=', orderId)
        .$call(heldRows(db, 'update'))
        .executeTakeFirst();
      if (!order) return undefined;
      const invoice = await db
        .selectFrom('invoices')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      const { id, cancelled_at, payment_method, ...sale } = order;
      return saleRow(sale, {
        order_id: id,
        invoice_id: invoice?.id ?? null,
        payment_method,
        voided: cancelled_at !== null,
      });
    },

    /** The invoice's order (null for a manual invoice), or undefined when there is no invoice. */
    orderOfInvoice: async (invoiceId: number): Promise<number | null | undefined> => {
      const row = await db
        .selectFrom('invoices')
        .select('order_id')
        .where('id', '=', invoiceId)
        .executeTakeFirst();
      return row === undefined ? undefined : row.order_id;
    },

    /** A manual invoice's sale, its row locked until the transaction ends (PostgreSQL). */
    lockManualInvoiceSale: async (invoiceId: number): Promise<SaleRow | undefined> => {
      const invoice = await db
        .selectFrom('invoices')
        .select([...saleColumns, 'voided_at'])
        .where('id', '=', invoiceId)
        .where('order_id', 'is', null)
        .$call(heldRows(db, 'update'))
        .executeTakeFirst();
      if (!invoice) return undefined;
      const { id, voided_at, ...sale } = invoice;
      return saleRow(sale, {
        order_id: null,
        invoice_id: id,
        payment_method: null,
        voided: voided_at !== null,
      });
    },

    /** The sale's number as people know it: its order's (ORD-…) or the manual invoice's. */
    documentNumber: async (sale: SaleRow): Promise<string> => {
      const row =
        sale.order_id !== null
          ? await db
              .selectFrom('orders')
              .select('order_number as number')
              .where('id', '=', sale.order_id)
              .executeTakeFirst()
          : await db
              .selectFrom('invoices')
              .select('invoice_number as number')
              .where('id', '=', sale.invoice_id ?? 0)
              .executeTakeFirst();
      return row?.number ?? 'a sale';
    },

    /**
     * The sale's running totals after an entry, in the entry's transaction: the order's paid
     * amount and status and its invoice's paid amount move together, so both always show the
     * same paid amount, balance and status. `creditedCents` moves with a credit note.
     */
    setPaid: async (
      sale: Pick<SaleRow, 'order_id' | 'invoice_id'>,
      paidCents: number,
      orderStatus: OrdersTable['status'],
      creditedCents?: number,
    ): Promise<void> => {
      const credited = creditedCents === undefined ? {} : { credited_cents: creditedCents };
      if (sale.order_id !== null) {
        await db
          .updateTable('orders')
          .set({ paid_cents: paidCents, status: orderStatus, ...credited })
          .where('id', '=', sale.order_id)
          .execute();
      }
      if (sale.invoice_id !== null) {
        await db
          .updateTable('invoices')
          .set({ paid_cents: paidCents, ...credited })
          .where('id', '=', sale.invoice_id)
          .execute();
      }
    },

    /**
     * The customer's sales holding more than their total (credit left by credit notes), oldest
     * first, locked until the transaction ends (PostgreSQL). The partial indexes of open sales
     * (0008, 0013) hold exactly the sales whose total and ledger differ.
     */
    creditHoldingSales: async (customerId: number): Promise<CreditHoldingSale[]> => {
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'order_number as number', 'total_cents', 'paid_cents', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('cancelled_at', 'is', null)
        .where(holdsCredit)
        .orderBy('id')
        .$call(heldRows(db, 'update'))
        .execute();
      const invoices = await db
        .selectFrom('invoices')
        .select(['id', 'invoice_number as number', 'total_cents', 'paid_cents', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('order_id', 'is', null)
        .where('voided_at', 'is', null)
        .where(holdsCredit)
        .orderBy('id')
        .$call(heldRows(db, 'update'))
        .execute();
      return [
        ...orders.map((row) => ({ ...row, order_id: row.id, invoice_id: null })),
        ...invoices.map((row) => ({ ...row, order_id: null, invoice_id: row.id })),
      ]
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
        .map(({ id: _, created_at: __, ...sale }) => ({
          ...sale,
          total_cents: Number(sale.total_cents),
          paid_cents: Number(sale.paid_cents),
        }));
    },
  };
}
