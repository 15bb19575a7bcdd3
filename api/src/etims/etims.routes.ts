import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { documentedIn } from '../http/openapi.ts';
import { idParam, validate } from '../http/validation.ts';
import { EtimsDocumentState } from './etims.schema.ts';
import { etimsOutbox } from './etims-outbox.service.ts';

const documented = documentedIn('eTIMS');

/** The eTIMS outbox's one action: sending a document again (etims-outbox.service.ts). */
export function etimsRoutes(deps: ApiDeps) {
  const outbox = etimsOutbox(deps);
  return new Hono<AuthedEnv>().post(
    '/documents/:id/retry',
    documented({
      summary: 'Send a document to KRA again',
      description:
        "A refused invoice or credit note goes back into the branch's line under a new KRA invoice number (fix what KRA refused first); a waiting one is tried now. `id` is the document's `etims.id`. Needs the manage permission.",
      answers: { 200: EtimsDocumentState },
      refusals: {
        403: 'Needs the manage permission',
        404: 'No such eTIMS document',
        409: 'Signed already, or the invoice is void',
      },
    }),
    requirePermission('manage'),
    validate('param', idParam),
    async (c) => c.json(await outbox.retry(c.req.valid('param').id), 200),
  );
}
