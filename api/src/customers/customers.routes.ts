import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { idParam, validate } from '../http/validation.ts';
import { partyBody } from '../parties/party.schema.ts';
import { customersService } from './customers.service.ts';

export function customersRoutes(deps: ApiDeps) {
  const customers = customersService(deps.db, deps.clock);
  return new Hono<AuthedEnv>()
    .get('/', async (c) => c.json(await customers.list(), 200))
    .post('/', validate('json', partyBody), async (c) =>
      c.json(await customers.create(c.req.valid('json')), 201),
    )
    .put('/:id', validate('param', idParam), validate('json', partyBody), async (c) =>
      c.json(await customers.update(c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .delete('/:id', validate('param', idParam), async (c) => {
      await customers.delete(c.req.valid('param').id);
      return c.body(null, 204);
    });
}
