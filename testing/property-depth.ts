/**
 * How many cases the property tests (fast-check) run, and from which seed: one place for the
 * API's tests and the client's. It imports nothing of Ghala's, so tests on both sides may use
 * it (scripts/check-imports.ts allows them this one module of `testing/`).
 *
 * - Depth. `npm test` runs each property's standard count, chosen beside the property as enough
 *   cases to reach the mistakes it exists to catch. `npm run test:deep` sets
 *   GHALA_PROPERTY_DEPTH=deep and runs 10,000 cases of each (more where a property says so).
 * - Seed. Every property of a test file starts from one seed: GHALA_PROPERTY_SEED when set,
 *   otherwise a fresh one, printed once per file so that any run can be repeated case for case.
 *   fast-check's own report of a failure names the seed and the path of the smallest failing
 *   case; GHALA_PROPERTY_SEED and GHALA_PROPERTY_PATH set to those replay just that case.
 */

export type PropertyDepth = 'standard' | 'deep';

/** The cases `npm run test:deep` runs of a property, unless the property asks for more. */
export const DEEP_RUNS = 10_000;

function readDepth(): PropertyDepth {
  const value = process.env.GHALA_PROPERTY_DEPTH ?? '';
  if (value === '' || value === 'standard') return 'standard';
  if (value === 'deep') return 'deep';
  throw new Error(`GHALA_PROPERTY_DEPTH is "${value}": leave it unset, or set standard or deep`);
}

/** A whole number fast-check takes as a seed (a 32-bit integer), or undefined when unset. */
function readSeed(): number | undefined {
  const value = process.env.GHALA_PROPERTY_SEED ?? '';
  if (value === '') return undefined;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed) || seed < -0x8000_0000 || seed > 0x7fff_ffff)
    throw new Error(`GHALA_PROPERTY_SEED is "${value}": give the whole number a run printed`);
  return seed;
}

export const propertyDepth: PropertyDepth = readDepth();
const givenSeed = readSeed();
const givenPath = process.env.GHALA_PROPERTY_PATH || undefined;
// Test files do not share modules (Vitest gives each its own), so each file has its own seed.
const seed = givenSeed ?? Math.floor(Math.random() * 0x8000_0000);
let told = false;

/** `standard` cases in `npm test`; `deep` (10,000 unless given, never fewer) in `test:deep`. */
export function propertyRuns(standard: number, deep: number = DEEP_RUNS): number {
  return propertyDepth === 'deep' ? Math.max(standard, deep) : standard;
}

/**
 * A property test's timeout: `standard` in `npm test`; two hours in a deep run, which is long on
 * purpose (10,000 cases through the API take minutes to tens of minutes on a busy 2-core
 * machine), so that its ceiling too only says something hangs.
 */
export function propertyTimeout(standard: number): number {
  return propertyDepth === 'deep' ? Math.max(standard, 2 * 60 * 60_000) : standard;
}

/** This file's seed, printed the first time it is asked for. */
export function propertySeed(): number {
  if (!told) {
    told = true;
    const how = givenSeed === undefined ? '' : ', from GHALA_PROPERTY_SEED';
    console.info(
      `fast-check seed ${seed}${how}, ${propertyDepth} run (GHALA_PROPERTY_SEED=${seed} replays these cases)`,
    );
  }
  return seed;
}

/** The path of one failing case (fast-check's report names it), to replay only that case. */
export function propertyPath(): string | undefined {
  return givenPath;
}

/** fast-check's parameters for one property: its runs at this depth, this file's seed. */
export function propertyParameters(
  standard: number,
  deep?: number,
): { numRuns: number; seed: number; path?: string } {
  const path = propertyPath();
  return {
    numRuns: propertyRuns(standard, deep),
    seed: propertySeed(),
    ...(path === undefined ? {} : { path }),
  };
}
