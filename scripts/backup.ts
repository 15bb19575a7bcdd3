import { resolve } from 'node:path';
import { backUp } from '../api/src/backup/backup.ts';
import { loadApiConfig } from '../api/src/config.ts';
import { loadDotEnv } from '../server/http-server.ts';

/**
 * `npm run backup`: a verified, time-stamped copy of the database in BACKUP_DIR, safe while
 * the server runs (README "Back up and restore").
 */
try {
  loadDotEnv();
  const config = loadApiConfig();
  const manifest = await backUp({ url: config.databaseUrl }, config.backups.folder);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up to ${resolve(config.backups.folder, manifest.file)}\n` +
      `  ${(manifest.bytes / 1024).toFixed(0)} KiB, ${Object.keys(manifest.tables).length} tables, ` +
      `${rows.toLocaleString('en')} rows, checked; SHA-256 ${manifest.sha256}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
