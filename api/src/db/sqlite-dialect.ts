import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect expects a better-sqlite3-like object; this adapts Node's built-in
 * `node:sqlite` so the embedded default needs no native addon.
 */
export function createNodeSqliteDialect(path: string): SqliteDialect {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path, { timeout: 5000 });
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = FULL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only, so a search for "wanjirũ" would miss "WANJIRŨ";
  // PostgreSQL's folds every letter. Replacing it makes case-insensitive search the same on both.
  database.function('lower', { deterministic: true }, (text) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  return new SqliteDialect({ database: adapt(database) });
}

function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

// Kysely compiles the same few hundred statements over and over; preparing each once saves
// SQLite's parse and plan on every query.
const STATEMENT_CACHE_SIZE = 500;

function adapt(database: DatabaseSync): SqliteDatabase {
  const prepared = new Map<string, StatementSync>();
  const prepareCached = (sql: string): StatementSync => {
    let statement = prepared.get(sql);
    if (statement) {
      prepared.delete(sql); // re-inserted below: the Map's order is least recently used first
    } else {
      statement = database.prepare(sql);
      if (prepared.size >= STATEMENT_CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
    }
    prepared.set(sql, statement);
    return statement;
  };
  return {
    close: () => {
      prepared.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = prepareCached(sql);
      const args = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...args(parameters)),
        run: (parameters) => {
          const result = statement.run(...args(parameters));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...args(parameters)),
      };
    },
  };
}
