import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * How a network or proxy can fail one request:
 * - `hang-up`: the connection drops before the request reaches the server;
 * - `drop-answer`: the server does the work, but its answer is lost on the way back;
 * - `bad-gateway`: a proxy's 502 page instead of GraphQL.
 */
export type Fault = 'hang-up' | 'drop-answer' | 'bad-gateway';

type Passage = {
  operation: string;
  idempotencyKey: unknown;
  fault: Fault | null;
  /** The server's answer as passed back to the screen, once it has been. */
  answer?: unknown;
};
type Held = { operation: string; let: (outcome: 'pass' | 'bad-gateway') => void };
type Rule = { operation: string; fault: Fault | 'hold'; times: number; gate?: Promise<void> };

/**
 * Test code: a real HTTP hop in front of the real GraphQL server, as a proxy or a mobile
 * network would be. It passes every request on, except those a test picks by GraphQL operation
 * name, which it fails (`failNext`) or holds until the test lets them go (`holdNext`), so a
 * screen can be seen mid-request. With `holdEveryRequest` each request waits for `release` or
 * `failWithBadGateway`, for tests that step a screen through its requests one at a time.
 */
export async function startFaultRelay(
  target: string,
  options: { holdEveryRequest?: boolean } = {},
) {
  const rules: Rule[] = [];
  const passages: Passage[] = [];
  const held: Held[] = [];
  const wakeWaiters: Array<() => void> = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const { operation, idempotencyKey } = operationOf(body);
    const index = rules.findIndex((rule) => rule.operation === operation);
    const rule = index >= 0 ? rules[index] : undefined;
    if (rule && --rule.times === 0) rules.splice(index, 1);
    const fault = rule && rule.fault !== 'hold' ? rule.fault : null;
    const passage: Passage = { operation, idempotencyKey, fault };
    passages.push(passage);

    if (rule?.fault === 'hold') await rule.gate;
    if (options.holdEveryRequest) {
      const outcome = await new Promise<'pass' | 'bad-gateway'>((resolve) => {
        held.push({ operation, let: resolve });
        for (const wake of wakeWaiters.splice(0)) wake();
      });
      if (outcome === 'bad-gateway') return badGateway(response);
    }
    if (fault === 'hang-up') return void request.socket.destroy();
    if (fault === 'bad-gateway') return badGateway(response);
    const answer = await fetch(target, {
      method: request.method,
      headers: forwardedHeaders(request),
      body: new Uint8Array(body),
    });
    const answerBody = Buffer.from(await answer.arrayBuffer());
    if (fault === 'drop-answer') return void request.socket.destroy();
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    passage.answer = parseJson(answerBody);
    response.end(answerBody);
  }

  /** The oldest held request, of `operation` if given; waits for one to arrive. */
  async function nextHeld(operation?: string): Promise<Held> {
    for (;;) {
      const index = held.findIndex((h) => operation === undefined || h.operation === operation);
      if (index >= 0) return held.splice(index, 1)[0] as Held;
      await new Promise<void>((resolve) => wakeWaiters.push(resolve));
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  return {
    url: `http://127.0.0.1:${address.port}/graphql`,
    /** The requests of one operation that came through, in order, and how each was failed. */
    requests: (operation: string) => passages.filter((p) => p.operation === operation),
    /** The answers passed back for this operation so far, in order, as parsed JSON. */
    answers: (operation: string) =>
      passages.filter((p) => p.operation === operation && 'answer' in p).map((p) => p.answer),
    /** Names of every operation that came through, in order. */
    seen: () => passages.map((p) => p.operation),
    /** Fails the next `times` requests of this operation; the ones after them pass. */
    failNext(operation: string, fault: Fault, times = 1) {
      rules.push({ operation, fault, times });
    },
    /** Holds the next request of this operation until the returned function is called. */
    holdNext(operation: string): () => void {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      rules.push({ operation, fault: 'hold', times: 1, gate });
      return release;
    },
    /** `holdEveryRequest`: sends the oldest held request (of `operation`) on to the server. */
    async release(operation?: string) {
      (await nextHeld(operation)).let('pass');
    },
    /** `holdEveryRequest`: answers the oldest held request (of `operation`) with a 502 page. */
    async failWithBadGateway(operation?: string) {
      (await nextHeld(operation)).let('bad-gateway');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FaultRelay = Awaited<ReturnType<typeof startFaultRelay>>;

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return body.toString('utf8');
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function operationOf(body: Buffer): { operation: string; idempotencyKey: unknown } {
  try {
    const parsed = JSON.parse(body.toString('utf8'));
    return {
      operation: parsed.operationName ?? '',
      idempotencyKey: parsed.variables?.idempotencyKey,
    };
  } catch {
    return { operation: '', idempotencyKey: undefined }; // not JSON: passed on as it is
  }
}

function forwardedHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
      headers.set(name, value);
    }
  }
  return headers;
}

function badGateway(response: ServerResponse) {
  response.writeHead(502, { 'content-type': 'text/html' });
  response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
}
