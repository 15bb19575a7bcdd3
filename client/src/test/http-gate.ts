import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { graphqlUrl } from './graphql-server.ts';

type Held = { request: IncomingMessage; response: ServerResponse; body: Buffer };

/**
 * A real HTTP hop in front of the real server, as a proxy would be. It holds each request
 * until the test releases it, so the screen can be seen while a request is in flight, and it
 * can fail the way a broken proxy does (a 502 page instead of GraphQL).
 */
export async function startGate() {
  const held: Held[] = [];
  let waiters: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      held.push({ request, response, body: Buffer.concat(chunks) });
      for (const wake of waiters) wake();
      waiters = [];
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  /** The oldest held request, or the oldest for this GraphQL operation (e.g. `Suppliers`). */
  async function next(operationName?: string): Promise<Held> {
    for (;;) {
      const index = held.findIndex(
        (entry) => operationName === undefined || operationOf(entry.body) === operationName,
      );
      if (index >= 0) return held.splice(index, 1)[0] as Held;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }

  return {
    url: `http://127.0.0.1:${address.port}/graphql`,
    /**
     * Sends the next held request (of `operationName`, if given: screens also load the menu's
     * data, in no fixed order) on to the real server and relays its answer.
     */
    async release(operationName?: string) {
      const { request, response, body } = await next(operationName);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
          headers.set(name, value);
        }
      }
      const answer = await fetch(graphqlUrl(), {
        method: 'POST',
        headers,
        body: new Uint8Array(body),
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    },
    /** Answers the next held request as a failing proxy would. */
    async failWithBadGateway(operationName?: string) {
      const { response } = await next(operationName);
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function operationOf(body: Buffer): string | undefined {
  try {
    return (JSON.parse(body.toString()) as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
}
