import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sendJson } from './http-json.ts';

export interface LocalServer {
  /** e.g. http://127.0.0.1:4792 (an IPv6 host in brackets). */
  origin: string;
  /** Stops listening and drops open connections, so a test's teardown never waits on one. */
  close(): Promise<void>;
}

/**
 * A simulator's HTTP server on a local port: each request handed over with its path, and a
 * handler that throws answered 500 with the error's message (the simulator's own bug, shown to
 * the test that met it rather than a hung request).
 */
export async function serveLocally(
  handle: (path: string, request: IncomingMessage, response: ServerResponse) => Promise<void>,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number },
): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://simulator').pathname;
    handle(path, request, response).catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
