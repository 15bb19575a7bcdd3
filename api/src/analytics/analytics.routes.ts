import { Hono } from 'hono';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { calendarDay, FROM_AFTER_TO, fromNotAfterTo, listQuery } from '../http/validation.ts';
import { GettingStarted, Overview } from './analytics.schema.ts';
import type { AnalyticsService } from './analytics.service.ts';

const route = signedInRoutes('Dashboard');

/** `?from=&to=`: the period the overview's figures cover (this month without them). */
const overviewQuery = listQuery({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
}).refine(fromNotAfterTo, FROM_AFTER_TO);

export function analyticsRoutes(analytics: AnalyticsService) {
  return new Hono<AuthedEnv>()
    .get(
      '/overview',
      ...route.json(
        {
          summary: "The dashboard's figures",
          description:
            'Stock now, what customers owe now, the latest orders, and for the period from `from` to `to` (business days, both included; this month by default) the orders made and the cash collected. Without `from` and `to` the order figures count every order, as the spec’s call always did. A cashier’s answer leaves out revenue and what the stock is worth.',
          answers: { 200: Overview },
          query: overviewQuery,
        },
        ({ query }, c) => analytics.overview(query, c.var.user.role),
      ),
    )
    .get(
      '/getting-started',
      ...route.json(
        {
          summary: "The first-run checklist's facts",
          description:
            'Whether the shop details were saved by someone (not only copied from the environment), and whether any supplier, inventory item and sale (order or invoice) exists.',
          answers: { 200: GettingStarted },
        },
        () => analytics.gettingStarted(),
      ),
    );
}
