import { z } from 'zod';
import { instant } from '../http/openapi.ts';

/** A backup as GET /backups/latest names it (from its manifest). */
export const Backup = z
  .object({
    file: z.string().meta({ description: "The backup's file name in the backup folder" }),
    created_at: instant,
    bytes: z.number().int().meta({ description: "The backup file's size" }),
  })
  .meta({ id: 'Backup' });
export type Backup = z.output<typeof Backup>;

/** GET /backups/latest: when the last good backup was, and where backups go. */
export const LatestBackup = z
  .object({
    latest: Backup.nullable().meta({ description: 'The newest backup; null when there is none' }),
    folder: z.string().meta({ description: 'Where backups are written, on the server' }),
    keep_days: z.number().int().meta({ description: 'How many days backups are kept' }),
  })
  .meta({ id: 'LatestBackup' });
export type LatestBackup = z.output<typeof LatestBackup>;
