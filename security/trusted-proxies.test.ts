import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../api/src/config.ts';
import { databasesUnderTest } from '../api/src/test/test-api.ts';
import { startTestServer } from '../testing/test-server.ts';
import { probe } from './probe-client.ts';

/**
 * Issue 46's probe: TRUSTED_PROXIES defaulted to loopback, so a tunnel on the same machine (the
 * README suggests one for M-Pesa) that passed on a client's own X-Forwarded-For let internet
 * clients pick the address they were throttled by: 20 of 20 spoofed guesses were never
 * throttled. With nothing set, no one's X-Forwarded-For is believed.
 */
const OWNER = { email: 'owner@duka.co.ke', password: 'simba-cement' };
const TUNNEL = '127.0.0.1';

for (const database of databasesUnderTest) {
  describe(`X-Forwarded-For with TRUSTED_PROXIES unset [${database}]`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      // Production's budgets, as a shop runs it: 5 failures per address and account.
      server = await startTestServer({ database, owner: OWNER, throttle: THROTTLE_LIMITS });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('throttles guesses through a tunnel on this machine whatever address each one claims', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const answer = await probe(server.url, '/api/login', {
          method: 'POST',
          from: TUNNEL,
          body: JSON.stringify({ email: OWNER.email, password: `guess-${i}` }),
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i}` },
        });
        statuses.push(answer.status);
      }
      const throttled = statuses.filter((status) => status === 429).length;
      console.log(`\n${database}: 20 guesses with spoofed X-Forwarded-For, ${throttled} throttled`);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    });
  });
}
