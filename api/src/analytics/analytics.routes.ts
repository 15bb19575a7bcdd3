import { Hono } from 'hono';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { documentedIn } from '../http/openapi.ts';
import {
  calendarDay,
  FROM_AFTER_TO,
  fromNotAfterTo,
  listQuery,
  validate,
} from '../http/validation.ts';
import { GettingStarted, Overview } from './analytics.schema.ts';
import type { AnalyticsService } from './analytics.service.ts';

const documented = documentedIn('Dashboard');

/** `?from=&to=`: the days whose cash collected the overview sums (this month without them). */
const overviewQuery = listQuery({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
}).refine(fromNotAfterTo, FROM_AFTER_TO);

export function analyticsRoutes(analytics: AnalyticsService) {
  return new Hono<AuthedEnv>()
    .get(
      '/overview',
      documented({
        summary: "The dashboard's figures",
        description:
          'Stock, orders, what customers owe, the latest orders, and the cash collected from `from` to `to` (business days, both included; this month by default).',
        answers: { 200: Overview },
      }),
      validate('query', overviewQuery),
      async (c) => c.json(await analytics.overview(c.req.valid('query')), 200),
    )
    .get(
      '/getting-started',
      documented({
        summary: "The first-run checklist's facts",
        description:
          'Whether the shop details were saved by someone (not only copied from the environment), and whether any supplier, inventory item and sale (order or invoice) exists.',
        answers: { 200: GettingStarted },
      }),
      async (c) => c.json(await analytics.gettingStarted(), 200),
    );
}
