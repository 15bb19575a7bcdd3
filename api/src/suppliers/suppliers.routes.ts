import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { actorOf } from '../audit/actor.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { hasNoQuery, idParam, validate } from '../http/validation.ts';
import {
  PARTY_CSV_HEADER,
  partyBody,
  partyExportQuery,
  partyPageQuery,
} from '../parties/party.schema.ts';
import { suppliersService } from './suppliers.service.ts';

export function suppliersRoutes(deps: ApiDeps) {
  const suppliers = suppliersService(deps.db, deps.clock);
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the pickers' type-ahead read it.
      .get('/', validate('query', partyPageQuery), async (c) =>
        hasNoQuery(c.req.url)
          ? c.json(await suppliers.list(), 200)
          : c.json(await suppliers.page(c.req.valid('query')), 200),
      )
      .get('/export.csv', validate('query', partyExportQuery), (c) =>
        csvDownload(
          c,
          { name: 'suppliers', day: businessDate(deps.clock(), deps.config.timeZone) },
          PARTY_CSV_HEADER,
          suppliers.csvRows(c.req.valid('query')),
        ),
      )
      .post('/', requirePermission('manage'), validate('json', partyBody), async (c) =>
        c.json(await suppliers.create(c.req.valid('json')), 201),
      )
      .put(
        '/:id',
        requirePermission('manage'),
        validate('param', idParam),
        validate('json', partyBody),
        async (c) =>
          c.json(await suppliers.update(c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .delete('/:id', requirePermission('manage'), validate('param', idParam), async (c) => {
        await suppliers.delete(c.req.valid('param').id, actorOf(c));
        return c.body(null, 204);
      })
  );
}
