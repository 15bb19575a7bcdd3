import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { z } from 'zod';
import { parseEnvironment } from '../gateway/src/config.ts';

/**
 * The edge: how the server listens, and what depends on who is on the other end of the socket
 * (the Host it was asked for, the client's address), worked out once before any app code. What
 * every answer passes through on its way out is beside it: security-headers.ts, compression.ts,
 * request-log.ts.
 */

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
  const { HOST, PORT, ALLOWED_HOSTS, TRUSTED_PROXIES } = parseEnvironment(listenSchema, env);
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

/** What @hono/node-server hands the app, plus the client's address worked out by listen(). */
export type NodeBindings = (HttpBindings | Http2Bindings) & { clientAddress?: string };

/** How long an idle connection is kept open: longer than browsers' and Node's clients'. */
const KEEP_ALIVE_MS = 65_000;
/** Once closing, how long a connection is kept after its last answer. */
const CLOSING_KEEP_ALIVE_MS = 100;

/** Sets an HTTP/1.1 server's keep-alive (the only kind `listen` serves). */
function keepAlive(server: ReturnType<typeof serve>, ms: number) {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = ms;
  // Headers must be allowed to take at least as long, or a request sent just before the
  // connection's time is up is cut off (the Node documentation's advice).
  server.headersTimeout = ms + 1_000;
}

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
          // Idle keep-alive sockets would otherwise hold the process open, and so would those
          // of requests still being answered, for as long as they are kept alive afterwards.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
          keepAlive(server, CLOSING_KEEP_ALIVE_MS);
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
    // Node closes an idle keep-alive connection after 5 s, which races a client sending its
    // next request on it (the request fails as "fetch failed"; nodejs/undici#3141), most often
    // on a busy machine. Kept open longer than clients keep theirs, the server is never the one
    // to close first, and a phone on mobile data reuses its connection after a pause instead of
    // paying for a new one.
    keepAlive(server, KEEP_ALIVE_MS);
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
