import { readFileSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { layerBroken } from './api-layers.ts';
import { circlesIn, foldersOf, type ImportGraph } from './import-circles.ts';

/**
 * The import rule of docs/architecture.md, checked on every `npm test` so it cannot drift:
 * - client/ never imports gateway/, api/, server/ or test tooling outside client/ (it talks
 *   GraphQL only);
 * - gateway/ imports nothing from client/ or server/, and only types from api/ (its REST client
 *   is typed by the API's routes); its tests may compose stacks from the test harnesses;
 * - api/ imports nothing from client/, gateway/, server/ or testing/;
 * - a client feature never imports another feature, and client/src/shared/ never imports a
 *   feature or the app frame (product code; a test may use a feature's machine as a sample);
 * - simulators/ (stand-ins for outside services, such as KRA's) import nothing of Ghala's, and
 *   only tests import them;
 * - one module of testing/, property-depth.ts (how many cases a property test runs, and its
 *   seed), imports nothing of Ghala's, so the API's and the client's tests may both use it;
 * - inside api/src/, imports follow the layer order of api-layers.ts (nothing imports a layer
 *   above its own);
 * - no import circles, between files or between folders (import-circles.ts), and no exceptions.
 */

export interface ImportOf {
  /** The imported file, relative to the repository root, or the package name. */
  target: string;
  typeOnly: boolean;
  line: number;
}

const STATEMENT =
  /^[ \t]*(import|export)\s+(type\s+)?([^;'"]*?)\bfrom\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Every module a source file imports, with relative specifiers resolved from the root. */
export function importsOf(file: string, source: string): ImportOf[] {
  const found: ImportOf[] = [];
  for (const match of source.matchAll(STATEMENT)) {
    const [, , typeKeyword, clause = '', fromSpecifier, bareSpecifier, dynamicSpecifier] = match;
    const specifier = fromSpecifier ?? bareSpecifier ?? dynamicSpecifier ?? '';
    const target = specifier.startsWith('.')
      ? normalize(join(dirname(file), specifier))
      : specifier;
    // `import { type A, type B }` is as type-only as `import type { A, B }`.
    const names = (clause.trim().match(/^\{([^}]*)\}$/s)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const everyNameIsType = names.length > 0 && names.every((name) => name.startsWith('type '));
    found.push({
      target,
      typeOnly: Boolean(typeKeyword) || everyNameIsType,
      line: source.slice(0, match.index).split('\n').length,
    });
  }
  return found;
}

const GHALA_FOLDERS = [
  'api',
  'gateway',
  'client',
  'server',
  'testing',
  'e2e',
  'bench',
  'build',
  'scripts',
  'security',
  'simulators',
];
// Browser journeys (`*.e2e.ts`) are tests too.
const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file);
const under = (path: string, ...folders: string[]) =>
  folders.some((folder) => path.startsWith(`${folder}/`));
const featureOf = (path: string) => path.match(/^client\/src\/features\/([^/]+)\//)?.[1];

/**
 * Test tooling both sides' tests share. It imports nothing of Ghala's (checked below), so a test
 * using it depends on no other layer: one setting for every property test's depth and seed
 * rather than a copy per side that could drift.
 */
const SHARED_TEST_TOOLING = ['testing/property-depth.ts'];
const isTestTooling = (file: string) =>
  isTest(file) || under(file, 'api/src/test', 'client/src/test', 'testing', 'e2e');

/** Why this import breaks the rule, or null when it keeps it. */
export function ruleBroken(file: string, imported: ImportOf): string | null {
  const { target } = imported;
  if (SHARED_TEST_TOOLING.includes(file) && under(target, ...GHALA_FOLDERS))
    return "tests on both sides share this module, so it imports nothing of Ghala's";
  if (SHARED_TEST_TOOLING.includes(target) && isTestTooling(file)) return null;
  if (under(file, 'client')) {
    if (under(target, 'api', 'gateway', 'server', 'testing', 'e2e', 'bench', 'scripts'))
      return 'the client talks to the server over GraphQL only, never through its code';
    const feature = featureOf(file);
    const targetFeature = featureOf(target);
    if (!isTest(file) && feature && targetFeature && feature !== targetFeature)
      return `feature "${feature}" imports feature "${targetFeature}": move what both need to client/src/shared/`;
    if (
      !isTest(file) &&
      under(file, 'client/src/shared') &&
      under(target, 'client/src/features', 'client/src/app')
    )
      return 'client/src/shared/ is used by features and the app frame, never the other way round';
  }
  if (under(file, 'gateway')) {
    // Its tests compose whole stacks: the test harnesses, and the server's HTTP listener.
    const harness = isTest(file) && under(target, 'testing', 'api/src/test', 'server');
    if (under(target, 'client') || (under(target, 'server') && !harness))
      return 'the gateway never imports client or server code';
    if (under(target, 'api') && !imported.typeOnly && !harness)
      return 'the gateway imports only types from the API (it calls the API over REST)';
  }
  if (under(file, 'api') && under(target, 'client', 'gateway', 'server', 'testing'))
    return 'the API is the bottom layer: it imports no client, gateway, server or test-harness code';
  // A simulator sharing Ghala's code would agree with Ghala's mistakes instead of catching them.
  if (under(file, 'simulators') && under(target, 'api', 'gateway', 'client', 'server', 'testing'))
    return "a simulator stands in for an outside service: it shares no code with Ghala's";
  if (!isTest(file) && !under(file, 'simulators') && under(target, 'simulators'))
    return 'only tests (and the simulators themselves) use a simulator';
  return null;
}

export function violations(sources: Map<string, string>): string[] {
  const found: string[] = [];
  const files: ImportGraph = new Map();
  for (const [file, source] of sources) {
    const imported = new Set<string>();
    for (const each of importsOf(file, source)) {
      const broken = ruleBroken(file, each) ?? layerBroken(file, each.target);
      if (broken) found.push(`${file}:${each.line} imports ${each.target}: ${broken}`);
      if (sources.has(each.target)) imported.add(each.target);
    }
    files.set(file, imported);
  }
  // Tests reach into the harness that composes every folder; between folders only product
  // code counts.
  const product: ImportGraph = new Map();
  for (const [file, imported] of files) {
    if (!isTestTooling(file))
      product.set(file, new Set([...imported].filter((target) => !isTestTooling(target))));
  }
  // No exceptions here: a circle is always cut by moving what both sides need below them.
  for (const [scale, graph] of [
    ['files', files],
    ['folders', foldersOf(product)],
  ] as const) {
    for (const { way, tangled } of circlesIn(graph)) {
      const knot = tangled > way.length - 1 ? ` (${tangled} ${scale} tangled in this knot)` : '';
      found.push(`import circle between ${scale}: ${way.join(' → ')}${knot}`);
    }
  }
  return found;
}

async function main() {
  const sources = new Map<string, string>();
  for await (const file of glob(`{${GHALA_FOLDERS.join(',')}}/**/*.{ts,tsx}`, {
    exclude: (name) => name === 'node_modules',
  })) {
    sources.set(file, readFileSync(file, 'utf8'));
  }
  const found = violations(sources);
  for (const line of found) console.error(`✖ ${line}`);
  console.log(`Imports between layers checked in ${sources.size} files: ${found.length} broken`);
  process.exit(found.length === 0 ? 0 : 1);
}

if (import.meta.main) await main();
