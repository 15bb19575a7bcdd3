import { Hono } from 'hono';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import {
  cancelBody,
  PurchaseOrdersPage,
  PurchaseOrderWithLines,
  purchaseOrderBody,
  purchaseOrderPageQuery,
} from './purchase-orders.schema.ts';
import type { PurchaseOrdersService } from './purchase-orders.service.ts';

const route = signedInRoutes('Purchase orders');

/**
 * /api/v1/purchase-orders (issue 51): what the shop asked its suppliers for. Everyone signed in
 * reads them (a cashier receives goods against one), without costs unless the role sees costs;
 * owners and managers make, send and cancel them.
 */
export function purchaseOrdersRoutes({
  orders,
  idempotent,
}: {
  orders: PurchaseOrdersService;
  idempotent: Idempotency;
}) {
  return new Hono<AuthedEnv>()
    .get(
      '/',
      ...route.json(
        {
          summary: 'A page of purchase orders, newest first',
          description:
            "Searched by PO number or supplier's name; filtered by supplier and status. Costs are left out for a cashier.",
          answers: { 200: PurchaseOrdersPage },
          query: purchaseOrderPageQuery,
        },
        ({ query }, c) => orders.page(query, c.var.user.role),
      ),
    )
    .post(
      '/',
      ...route.createdUnderKey(
        {
          summary: 'Make a purchase order (a draft)',
          description:
            'One line per item, quantities exact, costs in KSh; the order gets the next PO number. Send an `Idempotency-Key` header so a retry never makes two.',
          answers: { 201: PurchaseOrderWithLines },
          needs: 'manage',
          json: purchaseOrderBody,
        },
        idempotent,
        (trx, { json }, c) => orders.create(trx, json, actorOf(c), c.var.user.role),
      ),
    )
    .get(
      '/:id',
      ...route.one(
        {
          summary: 'One purchase order with its lines: ordered, received and outstanding',
          answers: { 200: PurchaseOrderWithLines },
        },
        (id, c) => orders.find(id, c.var.user.role),
      ),
    )
    .post(
      '/:id/send',
      ...route.changedUnderKey(
        {
          summary: 'Mark a purchase order sent to its supplier',
          description: 'A draft becomes sent; an order already sent stays as it is.',
          answers: { 200: PurchaseOrderWithLines },
          needs: 'manage',
          refusals: { 409: 'The order is cancelled' },
          param: idParam,
        },
        idempotent,
        (trx, { param: { id } }, c) => orders.markSent(trx, id, actorOf(c), c.var.user.role),
      ),
    )
    .post(
      '/:id/cancel',
      ...route.changedUnderKey(
        {
          summary: 'Cancel a purchase order, with a reason',
          description:
            'Orders are never deleted. Refused once goods have come in against it: reverse those deliveries first.',
          answers: { 200: PurchaseOrderWithLines },
          needs: 'manage',
          refusals: { 409: 'Already cancelled, or goods have been received against it' },
          param: idParam,
          json: cancelBody,
        },
        idempotent,
        (trx, { param: { id }, json: { reason } }, c) =>
          orders.cancel(trx, id, reason, actorOf(c), c.var.user.role),
      ),
    );
}
