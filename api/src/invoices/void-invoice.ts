import { recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { formatKsh } from '../money.ts';
import { creditNoteRepository } from '../sales/credit-note.repository.ts';
import { invoiceRepository } from '../sales/invoice.repository.ts';
import type { IssuedDocuments } from '../sales/issued-documents.ts';
import { orderRepository } from '../sales/order.repository.ts';
import { paymentRepository } from '../sales/payment.repository.ts';
import { saleRepository } from '../sales/sale.repository.ts';
import { INVOICE_NOT_FOUND } from '../sales/sales-document.ts';
import { stockLedger } from '../stock/stock-ledger.ts';

export const SIGNED_INVOICE_VOID = 'A signed invoice cannot be voided; issue a credit note';

/**
 * The spec's DELETE /invoices/{id}: the invoice is voided, never removed (issue 18). It
 * keeps its number and shows VOID; who, when and why are recorded. One with payments (even
 * reversed ones: history that stays with it) is refused. A manual invoice's inventory lines
 * come back into stock; one made from an order lets go of it, so the order, still the sale,
 * can be invoiced again.
 */
export function voidInvoice(db: Db, clock: Clock, issued: IssuedDocuments<EtimsDocumentState>) {
  return (id: number, reason: string | null, actor: SignedInActor): Promise<void> =>
    db.transaction().execute(async (trx) => {
      const repo = invoiceRepository(trx);
      // A payment on the invoice's order locks the order first; so does this, so the two
      // take turns and a payment recorded meanwhile is seen.
      const orderId = await saleRepository(trx).orderOfInvoice(id);
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
    });
}
