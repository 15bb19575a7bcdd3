import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { idParam, validate } from '../http/validation.ts';
import { statementQuery } from './customer-statement.schema.ts';
import { customerStatementService } from './customer-statement.service.ts';

/** GET /api/v1/customers/{id}/statement?as_of=YYYY-MM-DD&from=YYYY-MM-DD. */
export function customerStatementRoutes(deps: ApiDeps) {
  const statements = customerStatementService(deps.db, deps.clock, deps.config.timeZone);
  return new Hono<AuthedEnv>().get(
    '/:id/statement',
    validate('param', idParam),
    validate('query', statementQuery),
    async (c) =>
      c.json(await statements.statement(c.req.valid('param').id, c.req.valid('query')), 200),
  );
}
