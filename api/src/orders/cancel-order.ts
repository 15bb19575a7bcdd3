import { recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { formatKsh } from '../money.ts';
import { invoiceRepository } from '../sales/invoice.repository.ts';
import { orderRepository } from '../sales/order.repository.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import { ORDER_NOT_FOUND } from '../sales/sales-document.ts';
import { stockLedger } from '../stock/stock-ledger.ts';

/**
 * POST /orders/{id}/cancellation (issue 18): a pending order nobody has paid anything on,
 * and not invoiced, is cancelled rather than deleted. It keeps its number and shows as
 * cancelled; what it took comes back into stock; it leaves what the customer owes and the
 * revenue. Any other order is corrected by a credit note on its invoice.
 */
export function cancelOrder(db: Db, clock: Clock) {
  return (id: number, reason: string | null, actor: SignedInActor): Promise<void> =>
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
    });
}
