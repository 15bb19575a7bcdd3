import { recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import type { Role } from '../auth/roles.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { type ListPage, readFilteredPage } from '../http/page-query.ts';
import { createPurchaseOrder } from './create-purchase-order.ts';
import { purchaseOrderRepository } from './purchase-order.repository.ts';
import { PURCHASE_ORDER_NOT_FOUND, toPurchaseOrder, withLines } from './purchase-order-answer.ts';
import { whyNotCancellable } from './purchase-order-status.ts';
import {
  PURCHASE_ORDER_SORTS,
  type PurchaseOrder,
  type PurchaseOrderInput,
  type PurchaseOrderPageQuery,
  type PurchaseOrderWithLines,
} from './purchase-orders.schema.ts';

/** Reads an order with its lines, as `role` may see it, through `db` (a transaction or not). */
export async function loadPurchaseOrder(
  db: Db,
  id: number,
  role: Role,
): Promise<PurchaseOrderWithLines> {
  const repo = purchaseOrderRepository(db);
  const row = await repo.find(id);
  if (!row) throw notFound(PURCHASE_ORDER_NOT_FOUND);
  return withLines(row, await repo.lines(id), role);
}

export function purchaseOrdersService(db: Db, clock: Clock, timeZone: string) {
  const create = createPurchaseOrder(clock, timeZone);

  async function lockOrThrow(trx: Db, id: number) {
    const order = await purchaseOrderRepository(trx).lock(id);
    if (!order) throw notFound(PURCHASE_ORDER_NOT_FOUND);
    return order;
  }

  return {
    find: (id: number, role: Role) => loadPurchaseOrder(db, id, role),

    async page(query: PurchaseOrderPageQuery, role: Role): Promise<ListPage<PurchaseOrder>> {
      const filter = { search: query.q, supplierId: query.supplier_id, status: query.status };
      return readFilteredPage(
        purchaseOrderRepository(db),
        filter,
        query,
        PURCHASE_ORDER_SORTS.created_at_desc,
        (row) => row.created_at,
        (row) => toPurchaseOrder(row, role),
      );
    },

    /** POST /purchase-orders inside the caller's transaction `trx`. */
    async create(trx: Db, input: PurchaseOrderInput, actor: SignedInActor, role: Role) {
      return loadPurchaseOrder(trx, await create(trx, input, actor), role);
    },

    /** The supplier has it: a draft becomes sent (a no-op on an order already sent). */
    async markSent(trx: Db, id: number, actor: SignedInActor, role: Role) {
      const order = await lockOrThrow(trx, id);
      if (order.cancelled_at) throw conflict(`${order.po_number} is cancelled`);
      if (!order.sent_at) {
        const at = clock();
        const changes = {
          sent_at: at.toISOString(),
          sent_by: actor.id,
          ...(order.status === 'draft' ? { status: 'sent' as const } : {}),
        };
        await purchaseOrderRepository(trx).update(id, changes);
        await recordAudit(trx, at, {
          actor,
          action: 'purchase_order.sent',
          entity: 'purchase_order',
          entityId: id,
          summary: `${order.po_number} marked sent to the supplier`,
        });
      }
      return loadPurchaseOrder(trx, id, role);
    },

    /** Cancelled, never deleted; refused once goods have come in against it. */
    async cancel(trx: Db, id: number, reason: string, actor: SignedInActor, role: Role) {
      const order = await lockOrThrow(trx, id);
      const refusal = whyNotCancellable(order.status, order.po_number);
      if (refusal) throw conflict(refusal);
      const at = clock();
      await purchaseOrderRepository(trx).update(id, {
        status: 'cancelled',
        cancelled_at: at.toISOString(),
        cancelled_by: actor.id,
        cancel_reason: reason,
      });
      await recordAudit(trx, at, {
        actor,
        action: 'purchase_order.cancelled',
        entity: 'purchase_order',
        entityId: id,
        summary: `${order.po_number} cancelled: ${reason}`,
      });
      return loadPurchaseOrder(trx, id, role);
    },
  };
}

export type PurchaseOrdersService = ReturnType<typeof purchaseOrdersService>;
