import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission, signedInRoutes } from '../auth/roles.ts';
import { LatestBackup } from './backup.schema.ts';
import { listBackups } from './backup.ts';

const route = signedInRoutes('Backups');

/** GET /backups/latest: when the last good backup was, for the owner's dashboard. */
export function backupRoutes(deps: ApiDeps) {
  const { folder, keepDays } = deps.config.backups;
  return new Hono<AuthedEnv>().get(
    '/latest',
    requirePermission('manage'),
    ...route.json(
      {
        summary: 'When the last good backup was',
        description:
          "The newest backup whose file is still there, for the owner's dashboard. Owners and managers only.",
        answers: { 200: LatestBackup },
      },
      async () => {
        const [latest] = await listBackups(folder);
        return {
          latest: latest
            ? { file: latest.file, created_at: latest.created_at, bytes: latest.bytes }
            : null,
          folder,
          keep_days: keepDays,
        } satisfies LatestBackup;
      },
    ),
  );
}
