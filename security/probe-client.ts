import { request } from 'node:http';

export interface ProbeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent, still compressed if the server compressed it. */
  bytes: Buffer;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: probes read arbitrary JSON answers
  json: any;
}

/**
 * One HTTP request over a real socket. `from` picks the local address the connection comes
 * from (any 127.x.y.z reaches a loopback server on Linux), so one test can play a stranger and
 * the shop owner without any header the server would have to believe.
 */
export function probe(
  baseUrl: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    from?: string;
  } = {},
): Promise<ProbeAnswer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers: {
          ...(options.body === undefined
            ? {}
            : { 'Content-Length': Buffer.byteLength(options.body) }),
          ...options.headers,
        },
        localAddress: options.from,
        // One connection per probe: a kept-alive socket would carry the previous local address.
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = incoming.headers['content-encoding'] ? '' : bytes.toString('utf8');
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {}
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            bytes,
            text,
            json,
          });
        });
      },
    );
    outgoing.on('error', reject);
    if (options.body !== undefined) outgoing.write(options.body);
    outgoing.end();
  });
}

/** Tried, refused and accepted probes of one kind, for the suite's closing table. */
export class Tally {
  readonly rows = new Map<string, { tried: number; refused: number; accepted: number }>();

  /** Counts one probe; `refused` says whether the server turned it away as it must. */
  count(kind: string, refused: boolean): boolean {
    const row = this.rows.get(kind) ?? { tried: 0, refused: 0, accepted: 0 };
    row.tried++;
    if (refused) row.refused++;
    else row.accepted++;
    this.rows.set(kind, row);
    return refused;
  }

  table(title: string): string {
    const lines = [...this.rows].map(
      ([kind, row]) =>
        `  ${kind.padEnd(76)} ${String(row.tried).padStart(5)} ${String(row.refused).padStart(8)} ${String(row.accepted).padStart(9)}`,
    );
    const total = [...this.rows.values()].reduce(
      (sum, row) => ({
        tried: sum.tried + row.tried,
        refused: sum.refused + row.refused,
        accepted: sum.accepted + row.accepted,
      }),
      { tried: 0, refused: 0, accepted: 0 },
    );
    return [
      title,
      `  ${'probe'.padEnd(76)} ${'tried'.padStart(5)} ${'refused'.padStart(8)} ${'accepted'.padStart(9)}`,
      ...lines,
      `  ${'total'.padEnd(76)} ${String(total.tried).padStart(5)} ${String(total.refused).padStart(8)} ${String(total.accepted).padStart(9)}`,
    ].join('\n');
  }
}
