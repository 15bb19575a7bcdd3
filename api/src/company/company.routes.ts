import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';

/** The company details printed on invoices; configuration, not literals in the client. */
export function companyRoutes(deps: ApiDeps) {
  const { name, registrationNumber, email } = deps.config.company;
  return new Hono<AuthedEnv>().get('/', (c) =>
    c.json({ name, registration_number: registrationNumber, email }, 200),
  );
}
