import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { Duplex } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../api/src/db/database.ts';
import { log } from '../api/src/http/log.ts';
import { redactCallbackToken } from '../api/src/mpesa/mpesa-callbacks.routes.ts';
import { preferredEncoding } from '../gateway/src/plugins/playground.ts';

/** `.env` beside package.json, when present, fills in what the environment leaves unset. */
export function loadDotEnv(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const listenSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65_535).default(3000),
    ALLOWED_HOSTS: z.string().default('').transform(commaList),
    // Nobody by default: a tunnel or proxy on this machine connects from loopback too, and
    // believing its X-Forwarded-For let internet clients pick the address they are throttled by.
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((text) => (text.trim() === 'none' ? [] : commaList(text)))
      .refine((addresses) => addresses.every((address) => isIP(address) !== 0), {
        message: 'must be IP addresses separated by commas (or none)',
      }),
  })
  .refine((c) => isLoopback(c.HOST) || c.ALLOWED_HOSTS.length > 0, {
    path: ['ALLOWED_HOSTS'],
    message:
      'must list the host names this server is reached by (e.g. ghala.lan,192.168.1.20) when HOST is not a loopback address',
  });

export interface ListenConfig {
  host: string;
  port: number;
  /** Host names answered besides localhost, 127.0.0.1 and [::1] (DNS rebinding). */
  allowedHosts: string[];
  /** Peers whose X-Forwarded-For is believed: a reverse proxy, or a separate gateway. None unless set. */
  trustedProxies: string[];
}

export function loadListenConfig(
  env: Record<string, string | undefined> = process.env,
): ListenConfig {
  const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = listenSchema.safeParse(clean);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const { HOST, PORT, ALLOWED_HOSTS, TRUSTED_PROXIES } = parsed.data;
  return { host: HOST, port: PORT, allowedHosts: ALLOWED_HOSTS, trustedProxies: TRUSTED_PROXIES };
}

/** True for an address or name only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/** The name in a Host header, lower case, without port or trailing dot: `[::1]`, `ghala.lan`. */
export function hostName(host: string): string {
  const text = host.trim().toLowerCase();
  const name = text.startsWith('[') ? text.slice(0, text.indexOf(']') + 1) : text.split(':')[0];
  return (name ?? '').replace(/\.$/, '');
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** `::ffff:192.0.2.1` (an IPv4 client of a dual-stack socket) is 192.0.2.1. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the last
 * address in X-Forwarded-For that is not itself a trusted proxy (each proxy appends the address
 * it saw, so entries further left were written by whoever sent the request and prove nothing).
 */
export function clientAddress(
  incoming: Pick<IncomingMessage, 'socket' | 'headers'> | undefined,
  trusted: Set<string>,
) {
  let address = plainAddress(incoming?.socket?.remoteAddress ?? '');
  if (!trusted.has(address)) return address;
  const header = incoming?.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i]?.trim() ?? '');
    if (isIP(hop) === 0) break;
    address = hop;
    if (!trusted.has(hop)) break;
  }
  return address;
}

/**
 * What the app's pages may load: their own origin only. Styles may be inline: Mermaid's
 * diagrams (/statecharts) carry their own <style>.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The app's service worker, /sw.js (client/scripts/service-worker.ts), and nothing else.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The app's pages run no inline script but their own (pagePolicy) and load nothing from
 * elsewhere. The GraphQL playground and the app's page set a policy of their own, which is kept
 * (`overwrite: false`). HSTS belongs to the TLS-terminating proxy in front (README, Deploy it).
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    contentSecurityPolicy,
  });
}

/**
 * The policy for a built page of the app: the same, with the page's own inline scripts allowed
 * by their SHA-256 and nothing else inline. index.html asks for the address's chunks from one
 * (vite.config.ts, routePreloads) before its entry script has arrived.
 */
export function pagePolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  const policy = { ...contentSecurityPolicy, scriptSrc: ["'self'", ...hashes] };
  return Object.entries(policy)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join('; ');
}

/** Text worth compressing: pages, JSON, scripts, styles, CSV, SVG. */
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|graphql-response\+json)|image\/svg\+xml)/i;
/** Below this the encoding costs more than it saves. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality for answers made per request: 4 compresses JSON within a few percent of the
 * maximum at a small fraction of its CPU (built assets are compressed once, at 11, at build).
 */
const BROTLI_QUALITY = 4;

/**
 * brotli, else gzip, for every text answer a client accepts them for (issue 19), streamed, so
 * a CSV export of any size is compressed as it is written. Answers already encoded (the
 * precompressed assets, the playground) and small ones are left as they are; so is everything
 * for a client that asks for no encoding.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  const res = c.res;
  const length = res.headers.get('content-length');
  if (
    encoding === 'identity' ||
    c.req.method === 'HEAD' ||
    !res.body ||
    res.headers.has('content-encoding') ||
    /no-transform/i.test(res.headers.get('cache-control') ?? '') ||
    !COMPRESSIBLE.test(res.headers.get('content-type') ?? '') ||
    (length !== null && Number(length) < MIN_BYTES)
  ) {
    return;
  }
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip();
  // Node's encoder as a web stream; the DOM and Node typings of the pair do not meet.
  const stream = Duplex.toWeb(encoder) as unknown as TransformStream<Uint8Array, Uint8Array>;
  c.res = new Response(res.body.pipeThrough(stream), res);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.append('Vary', 'Accept-Encoding');
};

/** What @hono/node-server hands the app, plus the client's address worked out by listen(). */
export type NodeBindings = (HttpBindings | Http2Bindings) & { clientAddress?: string };

/**
 * `GET /readyz`: 200 once the database answers, 503 while it does not. `/healthz` stays cheap
 * (the process answers at all), for a load balancer's liveness probe; this is its readiness one.
 */
export function readiness(db: Db) {
  return async (c: Context) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: 'ready' }, 200);
    } catch {
      return c.json({ status: 'unavailable', error: 'The database does not answer' }, 503);
    }
  };
}

/** A request id a proxy in front may have given: short, and plain enough to log as it is. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * One structured log line per request (api/src/http/log.ts): request id, method, path, status,
 * milliseconds and, once the API has authenticated it, the user's id. Never headers or bodies.
 * The id is the one a proxy in front gave (`X-Request-Id`) or a new one; it is answered in
 * `X-Request-Id`, and travels with the request to the gateway and from it to the API, whose
 * error lines carry it too.
 */
export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  const given = c.req.header('x-request-id');
  const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
  if (given !== requestId) c.req.raw.headers.set('x-request-id', requestId);
  c.header('X-Request-Id', requestId);
  await next();
  const user = (c.var as { user?: { id: number } }).user;
  log.info({
    req_id: requestId,
    method: c.req.method,
    path: redactCallbackToken(c.req.path),
    status: c.res.status,
    ms: Number((performance.now() - started).toFixed(1)),
    ...(user ? { user_id: user.id } : {}),
  });
});

/**
 * Serves `app` until SIGTERM/SIGINT, then stops accepting connections, lets requests in
 * flight finish, and runs `onClose` (closing the database).
 */
export function listen(
  app: {
    fetch: (request: Request, env: NodeBindings) => Response | Promise<Response>;
  },
  options: {
    host: string;
    port: number;
    name: string;
    onClose?: () => Promise<void>;
    allowedHosts?: string[];
    trustedProxies?: string[];
    /** Says where it listens; by default one line `NAME listening on URL`. */
    onListening?: (url: string) => void;
  },
): Promise<{ url: string; close: () => Promise<void> }> {
  const hosts = new Set([...LOOPBACK_NAMES, ...(options.allowedHosts ?? []).map(hostName)]);
  const trusted = new Set((options.trustedProxies ?? []).map(plainAddress));
  /**
   * Every request first: a Host header naming another site is refused (DNS rebinding: a page
   * on evil.example whose name later points at the shop's server would otherwise be served as
   * if it were the shop's own), except on /healthz, which a load balancer may call by address.
   * Then the client's address is worked out once, from the socket, and handed to the app.
   */
  const fetch = (request: Request, env: NodeBindings) => {
    const host = hostName(request.headers.get('host') ?? '');
    const path = new URL(request.url).pathname;
    if (!hosts.has(host) && path !== '/healthz' && path !== '/readyz') {
      return Response.json(
        {
          error: `This server does not answer for the host name "${host}". Add it to ALLOWED_HOSTS to serve it.`,
        },
        { status: 421 },
      );
    }
    return app.fetch(request, { ...env, clientAddress: clientAddress(env.incoming, trusted) });
  };
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname: options.host, port: options.port }, (info) => {
      const url = `http://${options.host}:${info.port}`;
      (options.onListening ?? ((at) => console.log(`${options.name} listening on ${at}`)))(url);
      let closing: Promise<void> | undefined;
      const close = () => {
        closing ??= new Promise<void>((done) => {
          server.close(() => done());
          // Idle keep-alive sockets would otherwise hold the process open.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }).then(() => options.onClose?.());
        return closing;
      };
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => {
          console.log(`${signal} received: finishing requests in flight`);
          close().then(
            () => process.exit(0),
            (error) => {
              console.error(error);
              process.exit(1);
            },
          );
        });
      }
      resolve({ url, close });
    });
    // A port in use is one line naming PORT, not a stack trace.
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUse(options.port) : error);
    });
  });
}

/** The port asked for is taken by another program. */
export class PortInUse extends Error {
  readonly port: number;
  constructor(port: number) {
    super(
      `Port ${port} is in use by another program: stop it, or set PORT to a free port (e.g. PORT=${port + 1})`,
    );
    this.port = port;
  }
}
