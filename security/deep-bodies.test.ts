import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../api/src/test/test-api.ts';
import { startTestServer } from '../testing/test-server.ts';
import { probe } from './probe-client.ts';

/**
 * Issue 46's probe: 14 KB of `[` 7,000 deep (or `{"a":`, 42 KB) walked the NUL check
 * recursively into a 500 after 250–560 ms, before sign-in was looked at, and eight such clients
 * slowed /healthz to a median of 1.25 s. Every route, REST or GraphQL, signed in or not, must
 * refuse them with a 400 unparsed. The timings are printed for the record, never asserted: the
 * machine's load decides them, the status does not.
 */
const STRANGER = '127.0.0.2';
const LEVELS = 7000;
const BODIES = {
  arrays: `${'['.repeat(LEVELS)}1${']'.repeat(LEVELS)}`,
  objects: `${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`,
};
/** A well-formed callback address of a shop that does not exist: the body is refused first. */
const CALLBACK = `/api/v1/callbacks/${'ab'.repeat(32)}`;

for (const database of databasesUnderTest) {
  describe(`bodies nested 7,000 deep over HTTP [${database}]`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    const timings: string[] = [];

    beforeAll(async () => {
      server = await startTestServer({ database });
    });
    afterAll(async () => {
      console.log(`\nDeep bodies on ${database}\n${timings.join('\n')}`);
      await server?.stop();
    });

    const routes = (): [string, string | undefined][] => [
      ['/api/login', undefined],
      ['/api/signup', undefined],
      [`${CALLBACK}/c2b-confirmation`, undefined],
      [`${CALLBACK}/c2b-validation`, undefined],
      [`${CALLBACK}/stk-result`, undefined],
      ['/api/v1/customers', server.owner.token],
      ['/api/v1/orders', server.owner.token],
      ['/graphql', undefined],
    ];

    it.each(Object.keys(BODIES) as (keyof typeof BODIES)[])(
      'answers a body of nested %s 400 on every route',
      async (shape) => {
        const body = BODIES[shape];
        for (const [path, token] of routes()) {
          const started = performance.now();
          const answer = await probe(server.url, path, {
            method: 'POST',
            from: STRANGER,
            body,
            headers: {
              'Content-Type': 'application/json',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
          });
          const ms = performance.now() - started;
          const where = path.replace(CALLBACK, '/api/v1/callbacks/…');
          const label = `${shape} (${(body.length / 1024).toFixed(0)} KB) → POST ${where}`;
          timings.push(`  ${label.padEnd(64)} ${answer.status} ${ms.toFixed(1).padStart(7)} ms`);
          expect(answer.status, where).toBe(400);
        }
      },
    );

    it('still answers /healthz while deep bodies arrive', async () => {
      const flood = Array.from({ length: 8 }, () =>
        probe(server.url, '/api/login', {
          method: 'POST',
          from: STRANGER,
          body: BODIES.arrays,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      const started = performance.now();
      const health = await probe(server.url, '/healthz');
      timings.push(
        `  ${'/healthz among 8 deep sign-ins'.padEnd(64)} ${health.status} ${(performance.now() - started).toFixed(1).padStart(7)} ms`,
      );
      expect(health.status).toBe(200);
      expect((await Promise.all(flood)).map((answer) => answer.status)).toEqual(Array(8).fill(400));
    });
  });
}
