import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';

/** `.env` beside package.json, when present, fills in what the environment leaves unset. */
export function loadDotEnv(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

const listenSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65_535).default(3000),
});

export function loadListenConfig(env: Record<string, string | undefined> = process.env) {
  const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = listenSchema.safeParse(clean);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { host: parsed.data.HOST, port: parsed.data.PORT };
}

/** One line per request: method, path, status, milliseconds. Never headers or bodies. */
export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  const ms = (performance.now() - started).toFixed(1);
  console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
});

/**
 * Serves `app` until SIGTERM/SIGINT, then stops accepting connections, lets requests in
 * flight finish, and runs `onClose` (closing the database).
 */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  options: { host: string; port: number; name: string; onClose?: () => Promise<void> },
): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, hostname: options.host, port: options.port },
      (info) => {
        const url = `http://${options.host}:${info.port}`;
        console.log(`${options.name} listening on ${url}`);
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
      },
    );
  });
}
