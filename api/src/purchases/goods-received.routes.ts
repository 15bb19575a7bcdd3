import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { supplierDocumentListRoutes } from '../supplier-documents/supplier-document.routes.ts';
import {
  GoodsReceivedNotesPage,
  GoodsReceivedNoteWithLines,
  goodsReceivedBody,
  goodsReceivedExportQuery,
  goodsReceivedPageQuery,
  reversalBody,
} from './goods-received.schema.ts';
import { GOODS_RECEIVED_CSV_HEADER, type GoodsReceivedService } from './goods-received.service.ts';

const route = signedInRoutes('Goods received', { needs: 'manage' });

/**
 * /api/v1/goods-received (README "Stock"): deliveries from suppliers. They carry cost prices,
 * so reading them needs the same permission as writing them.
 */
export function goodsReceivedRoutes(
  deps: ApiDeps,
  { notes, idempotent }: { notes: GoodsReceivedService; idempotent: Idempotency },
) {
  return (
    new Hono<AuthedEnv>()
      .use(route.partCheck())
      .route(
        '/',
        supplierDocumentListRoutes(notes, {
          route,
          pageQuery: goodsReceivedPageQuery,
          exportQuery: goodsReceivedExportQuery,
          page: GoodsReceivedNotesPage,
          list: {
            summary: 'A page of goods received notes, newest first',
            description:
              "Searched by GRN number, supplier's name or supplier's invoice number; filtered by supplier and by the day received.",
          },
          export: { summary: 'The goods received notes the filters match, as CSV' },
          csv: { name: 'goods-received', header: GOODS_RECEIVED_CSV_HEADER },
          deps,
        }),
      )
      .post(
        '/',
        ...route.createdUnderKey(
          {
            summary: 'Post a delivery from a supplier',
            description:
              "The stock comes in, each item's cost price moves to the weighted average (recorded in its price history) and the note gets the next GRN number, all or nothing. Send an `Idempotency-Key` header so a retry never records twice.",
            answers: { 201: GoodsReceivedNoteWithLines },
            json: goodsReceivedBody,
          },
          idempotent,
          (trx, { json }, c) => notes.create(trx, json, actorOf(c)),
        ),
      )
      .get(
        '/:id',
        ...route.one(
          {
            summary: 'One goods received note with its lines',
            answers: { 200: GoodsReceivedNoteWithLines },
          },
          (id) => notes.find(id),
        ),
      )
      // Under a key like the creating POSTs, but a reversal answers 200: the note, reversed.
      .post(
        '/:id/reverse',
        ...route.changedUnderKey(
          {
            summary: 'Reverse a goods received note',
            description:
              "Takes the delivery's stock back out, with a reason; cost prices stay where it moved them. Send an `Idempotency-Key` header so a retry never records twice.",
            answers: { 200: GoodsReceivedNoteWithLines },
            refusals: {
              409: 'Already reversed, or an item has less left than the delivery brought',
            },
            param: idParam,
            json: reversalBody,
          },
          idempotent,
          (trx, { param: { id }, json: { reason } }, c) =>
            notes.reverse(trx, id, reason, actorOf(c)),
        ),
      )
  );
}
