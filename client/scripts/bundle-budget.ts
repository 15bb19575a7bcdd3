// Checks the JavaScript a first visit downloads (the entry script of dist/client/index.html
// and every chunk it preloads) against the budget of 160 KiB gzipped. Run after `npm run build`:
//   node client/scripts/bundle-budget.ts
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKiB = 160;
const distDir = join(import.meta.dirname, '../../dist/client');
const indexFile = join(distDir, 'index.html');

if (!existsSync(indexFile)) {
  console.error('dist/client/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const html = readFileSync(indexFile, 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1] as string);

let total = 0;
for (const src of new Set(scripts)) {
  const bytes = gzipSync(readFileSync(join(distDir, src)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KiB  ${src}`);
}
const totalKiB = total / 1024;
console.log(
  `${totalKiB.toFixed(2).padStart(8)} KiB  initial JavaScript, gzipped (budget ${budgetKiB} KiB)`,
);
if (totalKiB > budgetKiB) {
  console.error(`Over budget by ${(totalKiB - budgetKiB).toFixed(2)} KiB`);
  process.exit(1);
}
