import { Hono } from 'hono';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { documentedRoutes } from '../http/documented-routes.ts';
import { AgedDebtorsReport } from './aged-debtors.schema.ts';
import { asOfQuery } from './report-period.ts';
import type { ReportsService } from './reports.service.ts';

const route = documentedRoutes<AuthedEnv>('Reports');

/**
 * GET /api/v1/reports/…: the owner's reports, for owners and managers only (a cashier is
 * refused every one: they show revenue, costs and what customers owe).
 */
export function reportsRoutes(reports: ReportsService) {
  return new Hono<AuthedEnv>().use(requirePermission('seeCosts')).get(
    '/aged-debtors',
    ...route.json(
      {
        summary: 'Aged debtors',
        description:
          'What every customer owed at the end of `as_of` (a business day, today by default, never in the future), by how many days past due their sales were: current, 1–30, 31–60, 61–90 and over 90, as their statements age it. Credit a customer holds is its own column, not a negative bucket; `total` is the balance (buckets less credit). Owners and managers only.',
        answers: { 200: AgedDebtorsReport },
        query: asOfQuery,
      },
      ({ query }) => reports.agedDebtors(query),
    ),
  );
}
