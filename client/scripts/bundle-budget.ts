// Checks the JavaScript every first visit downloads (the entry script of dist/client/index.html
// and every chunk it preloads) against the budget of 120 KiB gzipped, and that each asks V8 to
// compile it at once (vite.config.ts, compileHints). What depends on the address (Apollo Client
// and the screen's own chunks, asked for by the page's inline script, vite.config.ts
// routePreloads) comes beside it and is not counted here, but the files of a signed-in first
// visit to Orders are: on a phone's line each file waits out the network's latency on one of six
// connections (build/bundle-chunks.ts). Run after `npm run build`:
//   node client/scripts/bundle-budget.ts
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKiB = 120;
/** Scripts and style sheets a signed-in first visit to /orders asks for (22 before the groups). */
const budgetFiles = 12;
const distDir = join(import.meta.dirname, '../../dist/client');
const indexFile = join(distDir, 'index.html');

if (!existsSync(indexFile)) {
  console.error('dist/client/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

/** The scripts a page runs first: its module script and what it preloads. */
const firstScripts = (page: string) =>
  [
    ...page.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...page.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string);

const html = readFileSync(indexFile, 'utf8');
const scripts = firstScripts(html);

// The statechart viewer shares React and the bundler's runtime with the app's first download,
// never the app's own code: running the app's chunks would start the app's modules there.
const viewerFile = join(distDir, 'statecharts.html');
const viewerShares = existsSync(viewerFile)
  ? firstScripts(readFileSync(viewerFile, 'utf8')).filter(
      (src) => scripts.includes(src) && !/\/(?:react|rolldown-runtime)-[^/]+\.js$/.test(src),
    )
  : [];

const gzipped = (src: string) => gzipSync(readFileSync(join(distDir, src)), { level: 9 }).length;
let total = 0;
const unhinted: string[] = [];
for (const src of new Set(scripts)) {
  const code = readFileSync(join(distDir, src));
  if (!code.toString('utf8', 0, 64).startsWith('//# allFunctionsCalledOnLoad\n'))
    unhinted.push(src);
  const bytes = gzipped(src);
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KiB  ${src}`);
}
const totalKiB = total / 1024;
console.log(
  `${totalKiB.toFixed(2).padStart(8)} KiB  initial JavaScript, gzipped (budget ${budgetKiB} KiB)`,
);

// Two first visits whole, with what the page's preload script asks for beside the entry at
// those addresses: their bytes for the record, the signed-in one's files held to budgetFiles.
const preloadList = (name: string) =>
  JSON.parse(new RegExp(`const ${name} = (.*);`).exec(html)?.[1] ?? 'null');
const shared: string[] = preloadList('shared') ?? [];
const routes: Record<string, string[]> = preloadList('routes') ?? {};
const visits = [
  { visit: '/login, signed out', files: routes['/login'] ?? [], maxFiles: Infinity },
  {
    visit: '/orders, signed in',
    files: [...shared, ...(routes['/orders'] ?? [])],
    maxFiles: budgetFiles,
  },
];
const tooMany: string[] = [];
for (const { visit, files, maxFiles } of visits) {
  const beside = [...new Set(files)];
  const bytes = beside.reduce((sum, src) => sum + gzipped(src), 0);
  const count = new Set([...scripts, ...beside]).size;
  console.log(
    `${((total + bytes) / 1024).toFixed(2).padStart(8)} KiB  first visit to ${visit} ` +
      `(${(bytes / 1024).toFixed(2)} KiB of it beside the initial JavaScript), ${count} files`,
  );
  if (count > maxFiles) tooMany.push(`${visit}: ${count}`);
}
if (totalKiB > budgetKiB) {
  console.error(`Over budget by ${(totalKiB - budgetKiB).toFixed(2)} KiB`);
  process.exit(1);
}
if (viewerShares.length > 0) {
  console.error(`The statechart viewer loads the app's ${viewerShares.join(', ')}`);
  process.exit(1);
}
if (tooMany.length > 0) {
  console.error(`More files than ${budgetFiles} on a first visit to ${tooMany.join(', ')}`);
  process.exit(1);
}
if (unhinted.length > 0) {
  console.error(`No compile hint at the top of ${unhinted.join(', ')}`);
  process.exit(1);
}
