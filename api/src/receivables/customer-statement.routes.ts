import { Hono } from 'hono';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { statementQuery } from '../http/statement-period.ts';
import { idParam } from '../http/validation.ts';
import { Statement } from './customer-statement.schema.ts';
import type { CustomerStatementService } from './customer-statement.service.ts';

const route = signedInRoutes('Customers');

/** GET /api/v1/customers/{id}/statement?as_of=YYYY-MM-DD&from=YYYY-MM-DD. */
export function customerStatementRoutes(statements: CustomerStatementService) {
  return new Hono<AuthedEnv>().get(
    '/:id/statement',
    ...route.json(
      {
        summary: "A customer's statement",
        description:
          'The balance brought forward at the start of `from`, every sale and ledger entry from `from` to `as_of` (business days, both included) with the running balance, and the ageing of the closing balance. `as_of` defaults to today and may not be in the future; `from` to the first of its month.',
        answers: { 200: Statement },
        refusals: { 404: 'No such customer' },
        param: idParam,
        query: statementQuery,
      },
      ({ param, query }) => statements.statement(param.id, query),
    ),
  );
}
