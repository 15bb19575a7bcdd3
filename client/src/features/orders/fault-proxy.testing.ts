import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { graphqlUrl } from '../../test/graphql-server.ts';

/**
 * Test code: a real HTTP hop in front of the real server that passes every request on,
 * except the next one of a named GraphQL operation, which it can fail the way networks and
 * proxies do:
 * - `hang-up`: the connection drops before the request reaches the server;
 * - `drop-answer`: the server does the work, but its answer is lost on the way back;
 * - `bad-gateway`: a proxy's 502 page instead of GraphQL;
 * - `hold`: the request waits until the test releases it (to see the screen mid-request).
 */
export type Fault = 'hang-up' | 'drop-answer' | 'bad-gateway' | 'hold';

type Rule = { operation: string; fault: Fault; release?: Promise<void> };

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function forward(request: IncomingMessage, body: Buffer) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
      headers.set(name, value);
    }
  }
  return fetch(graphqlUrl(), { method: request.method, headers, body: new Uint8Array(body) });
}

async function relay(answer: Response, response: ServerResponse) {
  response.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
  });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startFaultProxy() {
  const rules: Rule[] = [];
  const seen: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    let operation = '';
    try {
      operation =
        (JSON.parse(body.toString('utf8')) as { operationName?: string }).operationName ?? '';
    } catch {
      // Not JSON: passed on as it is.
    }
    seen.push(operation);
    const index = rules.findIndex((rule) => rule.operation === operation);
    const rule = index >= 0 ? rules.splice(index, 1)[0] : undefined;
    if (rule?.fault === 'hang-up') {
      request.socket.destroy();
      return;
    }
    if (rule?.fault === 'bad-gateway') {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    if (rule?.fault === 'hold') await rule.release;
    const answer = await forward(request, body);
    if (rule?.fault === 'drop-answer') {
      await answer.arrayBuffer();
      request.socket.destroy();
      return;
    }
    await relay(answer, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  return {
    url: `http://127.0.0.1:${address.port}/graphql`,
    /** Names of the operations that reached the proxy, in order. */
    seen,
    /** Fails the next request of this operation; the ones after it pass. */
    failNext(operation: string, fault: Exclude<Fault, 'hold'>) {
      rules.push({ operation, fault });
    },
    /** Holds the next request of this operation until `release` is called. */
    holdNext(operation: string) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      rules.push({ operation, fault: 'hold', release: released });
      return release;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
