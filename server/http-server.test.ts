import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '../api/src/test/test-config.ts';
import { createGhala } from './ghala.ts';
import { listen, PortInUse } from './http-server.ts';

/** Running it for years (issue 19): readiness that proves the database, and a clear busy port. */
describe('the server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghala-server-'));
  let ghala: Awaited<ReturnType<typeof createGhala>>;
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    ghala = await createGhala({
      env: { DATABASE_URL: `file:${join(dir, 'ghala.db')}` },
      clientDir: null,
      log: false,
      apiConfigOverrides: { passwordHashCost: TEST_PASSWORD_HASH_COST },
    });
    server = await listen(ghala.app, {
      host: '127.0.0.1',
      port: 0,
      name: 'test',
      onListening: () => {},
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz while the database answers', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('says in one line which port is taken, naming PORT', async () => {
    const port = Number(new URL(server.url).port);
    const second = listen(ghala.app, { host: '127.0.0.1', port, name: 'second' });
    await expect(second).rejects.toBeInstanceOf(PortInUse);
    await expect(second).rejects.toThrow(
      `Port ${port} is in use by another program: stop it, or set PORT to a free port (e.g. PORT=${port + 1})`,
    );
  });

  it('answers /readyz 503 once the database is gone, while /healthz still answers', async () => {
    const other = await createGhala({
      env: { DATABASE_URL: `file:${join(dir, 'gone.db')}` },
      clientDir: null,
      log: false,
    });
    await other.close();
    const ready = await other.app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      error: 'The database does not answer',
    });
    expect((await other.app.request('/healthz')).status).toBe(200);
  });
});
