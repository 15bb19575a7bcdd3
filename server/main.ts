import { startDailyBackups } from '../api/src/backup/daily-backups.ts';
import { claimDatabase } from '../api/src/backup/database-claim.ts';
import { loadApiConfig } from '../api/src/config.ts';
import { databaseKind } from '../api/src/db/database.ts';
import { log } from '../api/src/log.ts';
import { ensureClientBuilt } from './client-build.ts';
import { createGhala } from './ghala.ts';
import { listen, loadDotEnv, loadListenConfig } from './http-server.ts';

// `npm start`: client, GraphQL gateway and REST API in one process.
try {
  loadDotEnv();
  const listenConfig = loadListenConfig();
  const { databaseUrl, backups } = loadApiConfig();
  await ensureClientBuilt((line) => console.log(line));
  // One server per database: a restore refuses while this one uses it (README).
  const release = await claimDatabase({ url: databaseUrl });
  const ghala = await createGhala({}).catch(async (error) => {
    await release();
    throw error;
  });
  // The server backs its database up daily.
  const stopBackups = startDailyBackups({ url: databaseUrl }, backups, ({ backup, error }) => {
    if (backup) log.info({ file: backup.file, folder: backups.folder }, 'Daily backup');
    else log.error({ err: error }, 'Daily backup failed');
  });
  const { count } = await ghala.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const stop = async () => {
    await stopBackups();
    await ghala.close();
    await release();
  };
  await listen(ghala.app, {
    ...listenConfig,
    name: 'Ghala',
    onListening: (url) =>
      console.log(
        [
          `Ghala is running at ${url}`,
          // A PostgreSQL URL may carry a password: only an SQLite path is worth printing.
          databaseKind(databaseUrl) === 'sqlite'
            ? `  Database: SQLite, ${databaseUrl.slice('file:'.length)}`
            : '  Database: PostgreSQL (DATABASE_URL)',
          `  Backups:  daily into ${backups.folder}, kept ${backups.keepDays} days (npm run backup for one now)`,
          Number(count) === 0
            ? `  Next:     open ${url} and create the first account: it becomes the owner.`
            : `  Next:     open ${url} and sign in. Ctrl+C stops Ghala.`,
        ].join('\n'),
      ),
    onClose: stop,
  }).catch(async (error) => {
    // A port in use, say: this server never served, so it lets go of the database.
    await stop();
    throw error;
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
