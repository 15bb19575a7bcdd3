import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** What the browser benchmarks and the server-side ones share. */

/** Chromium's CPU slowdown for every browser measurement: a low-end phone or an old till PC. */
export const THROTTLE = 4;

export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Stats = { p50: number; p90: number; max: number; n: number };

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? 0, n: sorted.length };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function verdict(met: boolean) {
  return met ? 'met' : '**not met**';
}

/** A new tab with its main thread slowed down `THROTTLE` times. */
export async function throttledPage(
  context: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { page, cdp };
}

export async function browserVersion(context: BrowserContext): Promise<string> {
  const { page, cdp } = await throttledPage(context);
  const { product } = await cdp.send('Browser.getVersion');
  await page.close();
  return product.replace(/^\D+/, '');
}

/** Replaces the section under `heading` only; the other sections belong to other benchmarks. */
export function writeSection(doc: string, heading: string, section: string) {
  const current = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    writeFileSync(doc, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const rest = current.slice(start + heading.length);
  const next = rest.search(/^## /m);
  const tail = next === -1 ? '' : `\n${rest.slice(next)}`;
  writeFileSync(doc, `${current.slice(0, start)}${section}${tail}`);
}

export async function postgresReachable(): Promise<boolean> {
  if (process.env.BENCH_POSTGRES === 'off') return false;
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

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * A database nobody else uses, as a `DATABASE_URL`: a new SQLite file in a temporary folder, or
 * a new schema in `POSTGRES_URL` (chosen through the connection's `search_path`). `drop`
 * removes it.
 */
export async function freshDatabase(
  kind: DatabaseKind,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'postgres') {
    const schema = `bench_${randomUUID().replaceAll('-', '')}`;
    const admin = new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: POSTGRES_URL, max: 1 }),
      }),
    });
    await admin.schema.createSchema(schema).execute();
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      url: url.toString(),
      drop: async () => {
        await admin.schema.dropSchema(schema).cascade().execute();
        await admin.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ghala-bench-'));
  return {
    url: `file:${join(dir, 'bench.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
