import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { addDaysToDate } from '../http/clock.ts';

/**
 * Sales written straight into the database for the payment ledger's tests: an order or a manual
 * invoice of a given total, so these tests do not depend on how totals are computed.
 */

export async function userIdOf(db: Db, email: string): Promise<number> {
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertOrder(
  db: Db,
  sale: {
    customerId: number;
    totalCents: number;
    createdBy: number;
    method?: string;
    createdAt?: Date;
  },
): Promise<{ id: number; order_number: string }> {
  return db
    .insertInto('orders')
    .values({
      order_number: `ORD-${randomUUID().slice(0, 8)}`,
      customer_id: sale.customerId,
      subtotal_cents: sale.totalCents,
      vat_rate_bp: 0,
      vat_cents: 0,
      total_cents: sale.totalCents,
      payment_method: sale.method ?? 'mpesa',
      status: 'pending',
      paid_cents: 0,
      created_by: sale.createdBy,
      created_at: (sale.createdAt ?? new Date()).toISOString(),
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
}

export async function insertManualInvoice(
  db: Db,
  sale: { customerId: number; totalCents: number; createdBy: number; createdAt?: Date },
): Promise<{ id: number; invoice_number: string }> {
  const createdAt = sale.createdAt ?? new Date();
  return db
    .insertInto('invoices')
    .values({
      invoice_number: `INV-${randomUUID().slice(0, 8)}`,
      order_id: null,
      customer_id: sale.customerId,
      subtotal_cents: sale.totalCents,
      vat_rate_bp: 0,
      vat_cents: 0,
      total_cents: sale.totalCents,
      created_at: createdAt.toISOString(),
      due_date: addDaysToDate(createdAt.toISOString().slice(0, 10), 7),
      created_by: sale.createdBy,
    })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
}
