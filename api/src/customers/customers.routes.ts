import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { actorOf } from '../audit/actor.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { hasNoQuery, idParam, validate } from '../http/validation.ts';
import { partyBody } from '../parties/party.schema.ts';
import { CUSTOMER_CSV_HEADER, customerExportQuery, customerPageQuery } from './customer.schema.ts';
import { customersService } from './customers.service.ts';

export function customersRoutes(deps: ApiDeps) {
  const customers = customersService(deps.db, deps.clock);
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the pickers' type-ahead read it.
      .get('/', validate('query', customerPageQuery), async (c) =>
        hasNoQuery(c.req.url)
          ? c.json(await customers.list(), 200)
          : c.json(await customers.page(c.req.valid('query')), 200),
      )
      .get('/export.csv', validate('query', customerExportQuery), (c) =>
        csvDownload(
          c,
          { name: 'customers', day: businessDate(deps.clock(), deps.config.timeZone) },
          CUSTOMER_CSV_HEADER,
          customers.csvRows(c.req.valid('query')),
        ),
      )
      .post('/', validate('json', partyBody), async (c) =>
        c.json(await customers.create(c.req.valid('json')), 201),
      )
      .put('/:id', validate('param', idParam), validate('json', partyBody), async (c) =>
        c.json(await customers.update(c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .delete('/:id', requirePermission('manage'), validate('param', idParam), async (c) => {
        await customers.delete(c.req.valid('param').id, actorOf(c));
        return c.body(null, 204);
      })
  );
}
