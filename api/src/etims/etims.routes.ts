import { Hono, type MiddlewareHandler } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import {
  EtimsDocumentState,
  EtimsStockReport,
  EtimsStockReports,
  EtimsWaiting,
} from './etims.schema.ts';
import type { EtimsOutbox } from './etims-outbox.service.ts';
import { unsentStockReports, waitingDocumentCount } from './etims-states.ts';

const route = signedInRoutes('eTIMS');

/**
 * Wakes the eTIMS sender after every change the API answered: stock moves in many places
 * (deliveries, counts, item edits), each queueing its report in its own transaction, and the
 * sender must look once that transaction committed. A pass with nothing waiting writes nothing.
 */
export function wakeEtimsAfterChanges(outbox: EtimsOutbox): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) outbox.wake();
  };
}

/** The eTIMS outbox: what waits, and sending a document again (etims-outbox.service.ts). */
export function etimsRoutes(deps: ApiDeps, outbox: EtimsOutbox) {
  return new Hono<AuthedEnv>()
    .get(
      '/waiting',
      ...route.json(
        {
          summary: 'What waits for KRA',
          description:
            'How many invoices and credit notes wait to be signed. With eTIMS off they stay waiting, and are sent when it is on again.',
          answers: { 200: EtimsWaiting },
        },
        async () => ({ documents: await waitingDocumentCount(deps.db) }),
      ),
    )
    .post(
      '/documents/:id/retry',
      ...route.json(
        {
          summary: 'Send a document to KRA again',
          description:
            "A refused invoice or credit note goes back into the branch's line under a new KRA invoice number (fix what KRA refused first); a waiting one is tried now. `id` is the document's `etims.id`. Needs the manage permission.",
          answers: { 200: EtimsDocumentState },
          needs: 'manage',
          refusals: {
            404: 'No such eTIMS document',
            409: 'Signed already, or the invoice is void',
          },
          param: idParam,
        },
        ({ param }) => outbox.retry(param.id),
      ),
    )
    .get(
      '/stock-reports',
      ...route.json(
        {
          summary: 'Stock reports KRA has not stored',
          description:
            "The stock movements reported to KRA (insertStockIO, saveStockMaster) that were refused, with KRA's message, or still wait, with why; oldest first, at most 50, and how many of each there are. Sent ones are not listed. Needs the manage permission.",
          answers: { 200: EtimsStockReports },
          needs: 'manage',
        },
        () => unsentStockReports(deps.db),
      ),
    )
    .post(
      '/stock-reports/:id/retry',
      ...route.json(
        {
          summary: 'Send a stock report to KRA again',
          description:
            "A refused stock report goes back into the branch's line in its place, under the next stock number (fix what KRA refused first); a waiting one is tried now. Needs the manage permission.",
          answers: { 200: EtimsStockReport },
          needs: 'manage',
          refusals: {
            404: 'No such stock report',
            409: 'KRA has stored it already',
          },
          param: idParam,
        },
        ({ param }) => outbox.retryStockReport(param.id),
      ),
    );
}
