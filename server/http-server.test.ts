import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '../api/src/test/test-config.ts';
import { compression } from './compression.ts';
import { createGhala } from './ghala.ts';
import { listen, PortInUse } from './http-server.ts';
import { requestLog } from './request-log.ts';

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

  it('keeps an idle connection longer than clients keep theirs, and closes one answering a last request', async () => {
    // Node's 5 s would race a client reusing the connection (nodejs/undici#3141).
    const answer = await fetch(`${server.url}/healthz`);
    expect(answer.headers.get('keep-alive')).toBe('timeout=65');
    await answer.text();
    // A request still being answered when the server closes is answered, and its connection
    // does not hold the close for the 65 s it would otherwise be kept.
    let reached = () => {};
    const arrived = new Promise<void>((done) => {
      reached = done;
    });
    const app = new Hono().get('/slow', async (c) => {
      reached();
      await new Promise((done) => setTimeout(done, 200));
      return c.text('answered');
    });
    const closing = await listen(app, {
      host: '127.0.0.1',
      port: 0,
      name: 'closing',
      onListening: () => {},
    });
    const last = fetch(`${closing.url}/slow`).then((response) => response.text());
    await arrived;
    await closing.close();
    expect(await last).toBe('answered');
  }, 30_000);

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

describe('the built client', () => {
  it('serves the page of the build as it is now: a rebuild under a running server is picked up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ghala-client-'));
    const page = (script: string) =>
      `<!doctype html><html><head><script type="module" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;
    writeFileSync(join(dir, 'index.html'), page('index-old.js'));
    const ghala = await createGhala({
      env: { DATABASE_URL: `file:${join(dir, 'ghala.db')}` },
      clientDir: dir,
      log: false,
    });
    try {
      expect(await (await ghala.app.request('/orders')).text()).toContain('index-old.js');
      writeFileSync(join(dir, 'index.html'), page('index-new.js'));
      // A build a second later: mtimes can be coarse, and the build is newer.
      const later = new Date(Date.now() + 1000);
      utimesSync(join(dir, 'index.html'), later, later);
      const answer = await ghala.app.request('/orders');
      expect(answer.headers.get('Cache-Control')).toBe('no-cache');
      expect(await answer.text()).toContain('index-new.js');
      // Mid-build, the folder emptied: the last page read, rather than an error.
      rmSync(join(dir, 'index.html'));
      expect(await (await ghala.app.request('/orders')).text()).toContain('index-new.js');
    } finally {
      await ghala.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ghala-client-'));
    const inline = "(() => { document.title = 'Ghala'; })();";
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><script>${inline}</script><script type="module" src="/assets/index.js"></script></head><body></body></html>`,
    );
    const ghala = await createGhala({
      env: { DATABASE_URL: `file:${join(dir, 'ghala.db')}` },
      clientDir: dir,
      log: false,
    });
    try {
      const policy = (await ghala.app.request('/orders')).headers.get('Content-Security-Policy');
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(policy?.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");
    } finally {
      await ghala.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers the page's own addresses as any page path, and its service worker and manifest unstored", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ghala-client-'));
    const inline = "(() => { document.title = 'Ghala'; })();";
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><script>${inline}</script></head><body></body></html>`,
    );
    writeFileSync(join(dir, 'sw.js'), "self.addEventListener('fetch', () => {});");
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Ghala"}');
    const ghala = await createGhala({
      env: { DATABASE_URL: `file:${join(dir, 'ghala.db')}` },
      clientDir: dir,
      log: false,
    });
    try {
      const hash = createHash('sha256').update(inline).digest('base64');
      // The service worker precaches `/`: served as a plain file, the page lost its policy's
      // hash (its inline script did not run) and had no Cache-Control.
      for (const path of ['/', '/index.html', '/orders']) {
        const answer = await ghala.app.request(path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('Cache-Control'), path).toBe('no-cache');
        expect(answer.headers.get('Content-Security-Policy'), path).toContain(`'sha256-${hash}'`);
        expect(answer.headers.get('Content-Security-Policy'), path).toContain("worker-src 'self'");
      }
      const worker = await ghala.app.request('/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('Content-Type')).toMatch(/javascript/);
      // The browser looks for a new release on each visit; nothing keeps an old worker.
      expect(worker.headers.get('Cache-Control')).toBe('no-cache');
      // The manifest that lets a phone install the app, as browsers expect it.
      const manifest = await ghala.app.request('/manifest.webmanifest');
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
    } finally {
      await ghala.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compression', () => {
  const big = {
    rows: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Simba Cement ${i}` })),
  };
  const app = new Hono()
    .use('*', compression)
    .get('/big', (c) => c.json(big))
    // A file served whole says its length; below 1 KiB it is not worth encoding.
    .get('/small', (c) =>
      c.body('{"ok":true}', 200, { 'Content-Type': 'application/json', 'Content-Length': '11' }),
    )
    .get('/encoded', (c) =>
      c.body('already', 200, { 'Content-Encoding': 'gzip', 'Content-Type': 'text/plain' }),
    )
    .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
    // A CSV export streams: compressed as it is written, never held whole.
    .get('/stream', (c) => {
      const lines = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 2000; i++) controller.enqueue(new TextEncoder().encode(`${i},row\n`));
          controller.close();
        },
      });
      return c.body(lines, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    });
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it('answers brotli when taken, else gzip, else the plain text, always the same bytes', async () => {
    const plain = await (await get('/big')).text();
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    expect(brBytes.length).toBeLessThan(plain.length / 4);
    const gz = await get('/big', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect((await get('/big', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/big')).headers.get('content-encoding')).toBeNull();
  });

  it('streams a long export through the encoder', async () => {
    const answer = await get('/stream', 'br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    const text = brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString();
    expect(text.split('\n')).toHaveLength(2001);
  });

  it('leaves small files, encoded answers and images as they are', async () => {
    expect((await get('/small', 'br')).headers.get('content-encoding')).toBeNull();
    expect(await (await get('/encoded', 'br')).text()).toBe('already');
    expect((await get('/image', 'br')).headers.get('content-encoding')).toBeNull();
  });
});

describe('request ids', () => {
  const app = new Hono()
    .use('*', requestLog)
    .get('/echo', (c) => c.text(c.req.header('x-request-id') ?? ''));

  it('names each request, passes the id on inward and answers it', async () => {
    const answer = await app.request('/echo');
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // What the gateway, and from it the API, sees.
    expect(await answer.text()).toBe(id);
  });

  it("keeps a proxy's id when it is plain, and replaces one that is not", async () => {
    expect(
      (await app.request('/echo', { headers: { 'X-Request-Id': 'lb-42' } })).headers.get(
        'x-request-id',
      ),
    ).toBe('lb-42');
    const odd = await app.request('/echo', { headers: { 'X-Request-Id': 'a b\u0007c' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
