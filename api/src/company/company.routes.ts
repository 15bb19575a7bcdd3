import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { documentedIn } from '../http/openapi.ts';
import { Company } from './company.schema.ts';

const documented = documentedIn('Company');

/** The company details printed on invoices; configuration, not literals in the client. */
export function companyRoutes(deps: ApiDeps) {
  const { name, registrationNumber, email } = deps.config.company;
  return new Hono<AuthedEnv>().get(
    '/',
    documented({
      summary: 'The company details printed on invoices',
      answers: { 200: Company },
    }),
    (c) => c.json({ name, registration_number: registrationNumber, email } satisfies Company, 200),
  );
}
