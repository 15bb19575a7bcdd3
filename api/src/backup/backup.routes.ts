import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { listBackups } from './backup.ts';

/** GET /backups/latest: when the last good backup was, for the owner's dashboard. */
export function backupRoutes(deps: ApiDeps) {
  const { folder, keepDays } = deps.config.backups;
  return new Hono<AuthedEnv>().get('/latest', requirePermission('manage'), async (c) => {
    const [latest] = await listBackups(folder);
    return c.json(
      {
        latest: latest
          ? { file: latest.file, created_at: latest.created_at, bytes: latest.bytes }
          : null,
        folder,
        keep_days: keepDays,
      },
      200,
    );
  });
}
