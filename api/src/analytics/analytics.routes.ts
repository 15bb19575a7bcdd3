import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { analyticsService } from './analytics.service.ts';

export function analyticsRoutes(deps: ApiDeps) {
  const analytics = analyticsService(deps.db);
  return new Hono<AuthedEnv>().get('/overview', async (c) =>
    c.json(await analytics.overview(), 200),
  );
}
