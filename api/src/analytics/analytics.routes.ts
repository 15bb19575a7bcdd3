import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { calendarDay, listQuery, validate } from '../http/validation.ts';
import { analyticsService } from './analytics.service.ts';

/** `?from=&to=`: the days whose cash collected the overview sums (this month without them). */
const overviewQuery = listQuery({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
}).refine((query) => !(query.from && query.to && query.from > query.to), {
  path: ['to'],
  message: 'must not be before from',
});

export function analyticsRoutes(deps: ApiDeps) {
  const analytics = analyticsService(deps.db, deps.clock, deps.config.timeZone);
  return new Hono<AuthedEnv>().get('/overview', validate('query', overviewQuery), async (c) =>
    c.json(await analytics.overview(c.req.valid('query')), 200),
  );
}
