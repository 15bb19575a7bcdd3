import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const CLIENT_DIR = resolve(root, 'dist/client');
const BUILT = resolve(CLIENT_DIR, 'index.html');
/** What the built client is made from: sources, the bundler's settings and plugins, packages. */
const SOURCES = ['client', 'vite.config.ts', 'build', 'package-lock.json', 'schema.graphql'];

/** The newest modification time under `path` (a file, or a folder walked whole). */
function newest(path: string): number {
  // lstat: an editor's dangling lock link (.#file) is a link, not a missing file.
  const stats = lstatSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Why the client must be built before serving it, or null when the build is current. */
export function clientBuildNeeded(): string | null {
  if (!existsSync(BUILT)) return 'the client has not been built yet';
  const built = statSync(BUILT).mtimeMs;
  const changed = SOURCES.map((source) => resolve(root, source)).find(
    (source) => existsSync(source) && newest(source) > built,
  );
  return changed ? `${changed.slice(root.length + 1)} changed since the last build` : null;
}

/**
 * Builds the client when it is missing or older than its sources (issue 19): `npm start` then
 * starts in a second or two, and says one line about a build instead of the bundler's output,
 * which is kept for when the build fails.
 */
export async function ensureClientBuilt(log: (line: string) => void): Promise<void> {
  const reason = clientBuildNeeded();
  if (!reason) return;
  log(`Building the client (${reason})...`);
  const started = performance.now();
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((done) => {
    // Always the production build that `npm start` serves: a caller's NODE_ENV (a test runner
    // sets `test`) would otherwise make Vite bundle React's development build, over the budget.
    const build = spawn('npm', ['run', '--silent', 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    build.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    build.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    build.on('close', done);
  });
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error('The client build failed (its output is above)');
  }
  log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
