import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import { availableParallelism } from 'node:os';

/**
 * `npm run test:deep`: every property test (fast-check) at 10,000 cases, or the larger count a
 * property names (testing/property-depth.ts), where `npm test` runs each at its standard count.
 * The database properties run on SQLite, and on PostgreSQL as well when TEST_DATABASE_URL is
 * set. Each file prints its seed; GHALA_PROPERTY_SEED repeats a run.
 *
 *   npm run test:deep                       # every property test file
 *   npm run test:deep -- stock credit       # those whose path contains "stock" or "credit"
 *
 * A property test is a test file that takes its depth and seed from testing/property-depth.ts,
 * directly or through api/src/test/property-lanes.ts. A test file that uses fast-check without
 * them would run the same few cases in both modes and print no seed: it is refused here, and
 * scripts/test-deep.test.ts keeps `npm test` from letting one in.
 */

/** Where Vitest finds test files (vite.config.ts), API and client alike. */
const TEST_FILES = '{api,gateway,client,scripts,server,security,simulators}/**/*.test.{ts,tsx}';

export interface PropertyFiles {
  /** Test files whose properties take their depth and seed from property-depth.ts. */
  found: string[];
  /** Test files that use fast-check without it. */
  unmanaged: string[];
}

/** Sorts test files by whether they use fast-check, and whether through property-depth.ts. */
export function sortPropertyFiles(sources: Map<string, string>): PropertyFiles {
  const found: string[] = [];
  const unmanaged: string[] = [];
  for (const [file, source] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    // Import statements only (no quote before `from`), not a test's sample source in a string.
    if (!/^[^'"\n]*from ['"]fast-check['"]/m.test(source)) continue;
    if (/^[^'"\n]*from ['"][^'"]*\/(?:property-depth|property-lanes)\.ts['"]/m.test(source))
      found.push(file);
    else unmanaged.push(file);
  }
  return { found, unmanaged };
}

export async function readTestSources(): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  for await (const file of glob(TEST_FILES, { exclude: (name) => name === 'node_modules' })) {
    sources.set(file, readFileSync(file, 'utf8'));
  }
  return sources;
}

async function main() {
  const { found, unmanaged } = sortPropertyFiles(await readTestSources());
  if (unmanaged.length > 0) {
    for (const file of unmanaged) {
      console.error(
        `✖ ${file} uses fast-check without testing/property-depth.ts (propertyParameters)`,
      );
    }
    process.exit(1);
  }
  const filters = process.argv.slice(2);
  const files = found.filter(
    (file) => filters.length === 0 || filters.some((filter) => file.includes(filter)),
  );
  if (files.length === 0) {
    console.error(`✖ No property test file matches ${filters.join(', ')}`);
    process.exit(1);
  }
  const postgres = process.env.TEST_DATABASE_URL;
  console.log(
    `Deep property run (GHALA_PROPERTY_DEPTH=deep): ${files.length} file${files.length === 1 ? '' : 's'}, ` +
      'the database ones on ' +
      (postgres
        ? 'SQLite and PostgreSQL.'
        : 'SQLite only; set TEST_DATABASE_URL=postgres://… to add PostgreSQL.'),
  );
  for (const file of files) console.log(`  ${file}`);
  const started = Date.now();
  // As in `npm test`: the database properties mostly wait on the database, so one worker more
  // than there are cores keeps the cores busy.
  const result = spawnSync(
    'vitest',
    ['run', ...files, `--maxWorkers=${availableParallelism() + 1}`, '--reporter=verbose'],
    { stdio: 'inherit', env: { ...process.env, GHALA_PROPERTY_DEPTH: 'deep' } },
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nDeep property run ${result.status === 0 ? 'passed' : 'FAILED'} in ${minutes} min`);
  process.exit(result.status ?? 1);
}

if (import.meta.main) await main();
