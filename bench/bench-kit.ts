import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../api/src/db/database.ts';

/** What the API benchmarks share: timing, percentiles, the two databases, docs/benchmarks.md. */

export interface Timings {
  p50: number;
  p99: number;
}

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export const timings = (samples: number[]): Timings => ({
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
});

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** `run` on a fresh SQLite file, removed afterwards. */
export async function onSqlite<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'ghala-bench-'));
  const db = openDatabase(`file:${join(dir, 'bench.db')}`);
  try {
    return await run(db);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** `run` on a fresh PostgreSQL schema, dropped afterwards; null when no server answers. */
export async function onPostgres<T>(run: (db: Db) => Promise<T>): Promise<T | null> {
  if (!(await postgresReachable())) return null;
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = openDatabase(POSTGRES_URL, { schema });
  try {
    return await run(db);
  } finally {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

const DOC = 'docs/benchmarks.md';

/** Replaces the section under `heading` in docs/benchmarks.md (or appends it). */
export function writeDoc(heading: string, text: string) {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(heading);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${text}\n`;
  } else {
    const after = current.indexOf('\n## ', start + heading.length);
    const rest = after === -1 ? '' : `\n${current.slice(after + 1)}`;
    next = `${current.slice(0, start)}${text}\n${rest}`;
  }
  writeFileSync(DOC, next);
}
