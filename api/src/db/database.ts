import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import { log } from '../log.ts';
import type { Database } from './schema.ts';
import { createNodeSqliteDialect } from './sqlite-dialect.ts';

export type Db = Kysely<Database>;
export type DatabaseKind = 'sqlite' | 'postgres';

/** `file:<path>` opens the embedded SQLite database; `postgres://…` connects to PostgreSQL. */
export function databaseKind(url: string): DatabaseKind {
  if (url.startsWith('file:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(
    `DATABASE_URL must start with file: or postgres:// (got "${url.split(':')[0]}:…")`,
  );
}

const INT8 = 20;
const NUMERIC = 1700;

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema to use (tests give each suite its own). */
  schema?: string;
  poolSize?: number;
  /**
   * PostgreSQL only: session settings for every connection, e.g. `{ synchronous_commit: 'off' }`
   * for a test that commits thousands of times and has no use for surviving a crash.
   */
  settings?: Record<string, string>;
}

/** `-c name=value` for each setting given, as libpq's `options` passes them to the server. */
const connectionSettings = (settings: Record<string, string | undefined>): string =>
  Object.entries(settings)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

export function openDatabase(url: string, options: OpenDatabaseOptions = {}): Db {
  if (databaseKind(url) === 'sqlite') {
    return new Kysely<Database>({ dialect: createNodeSqliteDialect(url.slice('file:'.length)) });
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.schema || options.settings
      ? { options: connectionSettings({ search_path: options.schema, ...options.settings }) }
      : {}),
    // Money is stored as integer cents in bigint columns and sums come back as numeric;
    // both stay far below 2^53, so plain numbers are exact.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 || oid === NUMERIC
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the server closes (a restart, an administrator, a network cut) is an 'error'
  // event on the connection, and on the pool too while it is idle; unheard, either ends the
  // whole process. A connection lent out mid-request has already failed its query (the request
  // answers 500) and is dropped when returned; an idle one is dropped at once. The next query
  // opens a new one. (pg hangs the whole client on the error: only its message is worth a log.)
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log.warn({ reason: error.message }, 'A database connection was lost'),
    ),
  );
  pool.on('error', () => {}); // logged by the connection's own listener above
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * PostgreSQL runs transactions side by side and needs `FOR UPDATE` row locks (SQLite runs one
 * write transaction at a time and has no such syntax); it also has schemas.
 */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
