import { resolve } from 'node:path';
import { restore } from '../api/src/backup/restore.ts';
import { loadApiConfig } from '../api/src/config.ts';
import { loadDotEnv } from '../server/http-server.ts';

/**
 * `npm run restore FILE`: puts a backup in place of the database. Refused while a server uses
 * the database or when FILE fails its checks; what it replaces is backed up first, into
 * BACKUP_DIR/replaced. Onto a new machine (no database file, or an empty PostgreSQL database)
 * there is nothing to replace (README "Back up and restore").
 */
const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run restore FILE   (a backup from npm run backup, e.g. data/backups/ghala-….db)',
  );
  process.exit(2);
}
try {
  loadDotEnv();
  const config = loadApiConfig();
  const asideFolder = resolve(config.backups.folder, 'replaced');
  const { aside } = await restore({ url: config.databaseUrl }, resolve(file), asideFolder);
  console.log(
    aside
      ? `Restored ${resolve(file)}\n  The data it replaced is kept in ${resolve(asideFolder, aside.file)}`
      : `Restored ${resolve(file)}\n  The database was empty: there was nothing to keep aside`,
  );
} catch (error) {
  console.error(`Restore refused: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
