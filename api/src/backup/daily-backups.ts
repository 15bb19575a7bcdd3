import {
  type BackupManifest,
  backUp,
  type DatabaseTarget,
  listBackups,
  pruneBackups,
} from './backup.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Long enough after start that a backup never slows the first requests. */
const FIRST_CHECK_MS = 60_000;

/**
 * One check of the daily backup: a verified backup when the newest is a day old or there is
 * none (then those older than `keepDays` go), else nothing. Answers the backup taken, or null.
 */
export async function dailyBackupDue(
  target: DatabaseTarget,
  settings: { folder: string; keepDays: number },
  now: Date,
): Promise<BackupManifest | null> {
  const [newest] = await listBackups(settings.folder);
  if (newest && now.getTime() - Date.parse(newest.created_at) < DAY_MS) return null;
  const backup = await backUp(target, settings.folder, now);
  await pruneBackups(settings.folder, settings.keepDays, now);
  return backup;
}

/**
 * The server's own backups (issue 19): once a day, when the newest backup in the folder is a
 * day old or there is none, a verified backup is taken and those older than `keepDays` are
 * deleted (the newest always stays). Checked every hour, so a server that was off catches up
 * soon after it starts. A failure is reported once per attempt through `report` and tried
 * again at the next check.
 */
export function startDailyBackups(
  target: DatabaseTarget,
  settings: { folder: string; keepDays: number },
  report: (event: { backup?: BackupManifest; error?: unknown }) => void,
  clock: () => Date = () => new Date(),
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const check = () => {
    running ??= (async () => {
      try {
        const backup = await dailyBackupDue(target, settings, clock());
        if (backup) report({ backup });
      } catch (error) {
        report({ error });
      } finally {
        running = null;
      }
    })();
  };
  const first = setTimeout(check, FIRST_CHECK_MS);
  const hourly = setInterval(check, HOUR_MS);
  first.unref();
  hourly.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(hourly);
    await running;
  };
}
