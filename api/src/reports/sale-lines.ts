import { type RawBuilder, sql } from 'kysely';
import type { PeriodInstants } from './report-period.ts';

/**
 * Where a sales report's figures come from (design.md §2b): the lines of every sale made in a
 * period and of every credit note issued in it, each with the band, net, VAT and cost it kept
 * in its own transaction (0028). A sale is counted once: an order (an invoice made from it is
 * the same sale) or a manual invoice; a cancelled order and a void invoice are none. A credit
 * note counts in the period it was issued, its lines negative: it takes back revenue, VAT,
 * cost and quantity at the original line's figures.
 *
 * Each source is written once here, so every report (VAT, sales and gross profit by item,
 * customer and day, the dashboard's totals) reads the same documents. `s.at` is the document's
 * instant; the columns are named alike in the three sources.
 */

/** The three kinds of document a report's line comes from. */
export type SaleSource = 'order' | 'invoice' | 'credit_note';

/** The orders not cancelled, made in the period (aliased `o`). */
export const ordersIn = (period: PeriodInstants) =>
  sql<boolean>`o.cancelled_at is null and o.created_at >= ${period.from} and o.created_at < ${period.before}`;

/** The manual invoices not void, made in the period (aliased `i`). */
export const manualInvoicesIn = (period: PeriodInstants) =>
  sql<boolean>`i.order_id is null and i.voided_at is null
    and i.created_at >= ${period.from} and i.created_at < ${period.before}`;

/** The credit notes issued in the period (aliased `cn`). */
export const creditNotesIn = (period: PeriodInstants) =>
  sql<boolean>`cn.created_at >= ${period.from} and cn.created_at < ${period.before}`;

/**
 * Every line of the period as one row `s`: source, document_id, customer_id, at, inventory_id,
 * name, tax_band, quantity_milli, net_cents, vat_cents, cost_cents (a credit note's negative).
 */
export function saleLinesIn(period: PeriodInstants): RawBuilder<unknown> {
  return sql`(
    select 'order' as source, o.id as document_id, o.customer_id, o.created_at as at,
      l.inventory_id, l.item_name as name, l.tax_band, l.quantity_milli, l.net_cents,
      l.vat_cents, l.cost_cents
    from order_items l join orders o on o.id = l.order_id
    where ${ordersIn(period)}
    union all
    select 'invoice', i.id, i.customer_id, i.created_at, l.inventory_id, l.description,
      l.tax_band, l.quantity_milli, l.net_cents, l.vat_cents, l.cost_cents
    from invoice_items l join invoices i on i.id = l.invoice_id
    where ${manualInvoicesIn(period)}
    union all
    select 'credit_note', cn.id, cn.customer_id, cn.created_at, l.inventory_id, l.description,
      l.tax_band, -l.quantity_milli, -l.net_cents, -l.vat_cents, -l.cost_cents
    from credit_note_items l join credit_notes cn on cn.id = l.credit_note_id
    where ${creditNotesIn(period)}
  )`;
}
