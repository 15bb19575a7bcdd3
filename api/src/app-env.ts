import type { ApiConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './http/clock.ts';

/** What every route module is built from. */
export interface ApiDeps {
  db: Db;
  config: ApiConfig;
  clock: Clock;
}
