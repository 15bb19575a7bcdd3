import { claimDatabase } from '../api/src/backup/backup.ts';
import { startDailyBackups } from '../api/src/backup/daily-backups.ts';
import { loadApiConfig } from '../api/src/config.ts';
import { createGhala } from './ghala.ts';
import { listen, loadDotEnv, loadListenConfig } from './http-server.ts';

// `npm start`: client, GraphQL gateway and REST API in one process.
try {
  loadDotEnv();
  const listenConfig = loadListenConfig();
  const { databaseUrl, backups } = loadApiConfig();
  const ghala = await createGhala({});
  // A restore refuses while this server uses the database; the server backs it up daily.
  const release = await claimDatabase({ url: databaseUrl });
  const stopBackups = startDailyBackups({ url: databaseUrl }, backups, ({ backup, error }) => {
    if (backup) console.log(`Daily backup: ${backup.file} (${backups.folder})`);
    else console.error(`Daily backup failed: ${error instanceof Error ? error.message : error}`);
  });
  await listen(ghala.app, {
    ...listenConfig,
    name: 'Ghala',
    onClose: async () => {
      await stopBackups();
      await ghala.close();
      await release();
    },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
