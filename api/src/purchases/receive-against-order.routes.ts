import { Hono } from 'hono';
import { z } from 'zod';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { permissions, signedInRoutes } from '../auth/roles.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { idParam, money, recordId } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { purchaseOrderRepository } from '../purchase-orders/purchase-order.repository.ts';
import { PURCHASE_ORDER_NOT_FOUND } from '../purchase-orders/purchase-order-answer.ts';
import { PurchaseOrderWithLines } from '../purchase-orders/purchase-orders.schema.ts';
import { loadPurchaseOrder } from '../purchase-orders/purchase-orders.service.ts';
import { lineQuantity } from '../sales/sale.schema.ts';
import { goodsReceivedBody } from './goods-received.schema.ts';
import type { GoodsReceivedService } from './goods-received.service.ts';

const route = signedInRoutes('Purchase orders');

/** A delivery against an order: the note's fields, each line's cost left to the order. */
const receiveBody = goodsReceivedBody
  .omit({ supplier_id: true, purchase_order_id: true, lines: true })
  .extend({
    lines: z
      .array(
        z.object({
          inventory_id: recordId,
          quantity: lineQuantity,
          /** What one unit cost, KSh; the order's cost when left out (a cashier sends none). */
          unit_cost: money.optional(),
        }),
      )
      .min(1, 'add at least one item')
      .max(500, 'must have at most 500 lines'),
  });

const ReceivedAgainstOrder = z
  .object({
    goods_received_id: z.number().int(),
    grn_number: z.string(),
    purchase_order: PurchaseOrderWithLines,
  })
  .meta({ id: 'ReceivedAgainstOrder' });

/**
 * POST /api/v1/purchase-orders/{id}/receive: what a cashier at the back door uses (issue 51).
 * The same delivery as POST /goods-received with `purchase_order_id`, costs from the order, so
 * it needs no cost price from someone who may not see them; answers the order as the role sees it.
 */
export function receiveAgainstOrderRoutes({
  notes,
  idempotent,
}: {
  notes: GoodsReceivedService;
  idempotent: Idempotency;
}) {
  return new Hono<AuthedEnv>().post(
    '/:id/receive',
    ...route.createdUnderKey(
      {
        summary: 'Receive goods against a purchase order',
        description:
          "Posts a goods received note for the order's supplier; each line's cost is the order's unless an owner or manager gives one. More than ordered is refused (409) unless `allow_over_receipt` is true. Send an `Idempotency-Key` header so a retry never records twice.",
        answers: { 201: ReceivedAgainstOrder },
        refusals: {
          403: 'A cashier cannot give costs',
          409: 'More than ordered without allow_over_receipt, or the order is cancelled',
        },
        param: idParam,
        json: receiveBody,
      },
      idempotent,
      async (trx, { param: { id }, json }, c) => {
        const role = c.var.user.role;
        if (!permissions.seeCosts(role) && json.lines.some((line) => line.unit_cost !== undefined))
          throw forbidden('Only an owner or a manager can give costs');
        const repo = purchaseOrderRepository(trx);
        const order = await repo.find(id);
        if (!order) throw notFound(PURCHASE_ORDER_NOT_FOUND);
        // Costs never change on an order, so reading them before the delivery locks it is safe.
        const costs = new Map(
          (await repo.lines(id)).map((line) => [line.inventory_id, Number(line.unit_cost_cents)]),
        );
        const note = await notes.create(
          trx,
          {
            ...json,
            supplier_id: order.supplier_id,
            purchase_order_id: id,
            lines: json.lines.map((line) => ({
              inventory_id: line.inventory_id,
              quantity_milli: line.quantity,
              unit_cost: line.unit_cost ?? costs.get(line.inventory_id) ?? 0,
            })),
          },
          actorOf(c),
        );
        return {
          goods_received_id: note.id,
          grn_number: note.grn_number,
          purchase_order: await loadPurchaseOrder(trx, id, role),
        };
      },
    ),
  );
}
