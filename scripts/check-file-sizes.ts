import { readFileSync } from 'node:fs';
import { glob } from 'node:fs/promises';

/**
 * No production module over 300 lines, checked on every `npm test`: past that a file holds more
 * than one use case, and a 500-line closure hides its functions from any reader. Split by use
 * case (one use case per file), never into arbitrary chunks.
 */
export const MAX_LINES = 300;

/** TypeScript modules outside these are production code. */
const NOT_PRODUCTION: ReadonlyArray<{ path: RegExp; why: string }> = [
  { path: /\.(test|e2e)\.tsx?$/, why: 'tests' },
  { path: /^(e2e|bench|testing|security)\//, why: 'browser journeys, benchmarks, test harnesses' },
  { path: /^(api|client)\/src\/test\//, why: "each side's test helpers" },
  { path: /\.generated\.ts$/, why: 'generated code, never edited' },
  { path: /^api\/src\/db\/migrations\//, why: 'migrations: history, never edited once shipped' },
  { path: /^scripts\/demo-data\.ts$/, why: 'demo data: a list of records, not logic' },
];

/** Production modules allowed over the limit, each for a reason splitting would not answer. */
export const JUSTIFIED_EXCEPTIONS: ReadonlyArray<{ path: string; reason: string }> = [];

export const isProduction = (path: string) => !NOT_PRODUCTION.some((not) => not.path.test(path));

export const linesOf = (source: string) =>
  source === '' ? 0 : source.split('\n').length - (source.endsWith('\n') ? 1 : 0);

/** Each production module over the limit, longest first, from the number of lines of every module. */
export function oversized(lines: Map<string, number>): string[] {
  const excused = new Set(JUSTIFIED_EXCEPTIONS.map((exception) => exception.path));
  return [...lines]
    .sort(([, a], [, b]) => b - a)
    .filter(([path, count]) => isProduction(path) && count > MAX_LINES && !excused.has(path))
    .map(([path, count]) => `${path}: ${count} lines (at most ${MAX_LINES})`);
}

async function main() {
  const lines = new Map<string, number>();
  for await (const path of glob(
    '{*.ts,{api,gateway,client,server,simulators,scripts,build}/**/*.{ts,tsx}}',
    { exclude: (name) => name === 'node_modules' },
  )) {
    lines.set(path, linesOf(readFileSync(path, 'utf8')));
  }
  const refused = oversized(lines);
  for (const line of refused) console.error(`✖ ${line}`);
  console.log(
    `Sizes of ${[...lines.keys()].filter(isProduction).length} production modules checked: ` +
      `${refused.length} over ${MAX_LINES} lines`,
  );
  process.exit(refused.length === 0 ? 0 : 1);
}

if (import.meta.main) await main();
