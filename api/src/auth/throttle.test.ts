import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../config.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

// Issue 16: sign-up was not throttled at all, and sign-in only per email, so a stranger could
// lock any account for 15 minutes with 6 requests, again and again. Now both are throttled per
// (email, client address) and per address, with production's budgets here.
for (const kind of databasesUnderTest) {
  describe(`sign-up and sign-in throttling [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind, { throttle: THROTTLE_LIMITS });
    });
    afterAll(() => api.close());

    const OWNER = 'owner@duka.co.ke';
    const PASSWORD = 'simba-cement';
    const signIn = (email: string, password: string, address: string) =>
      api.call('POST', '/api/login', { body: { email, password }, address });
    const signUp = (email: string, address: string) =>
      api.call('POST', '/api/signup', { body: { email, password: PASSWORD }, address });

    /** Every 429 says when to come back, in whole seconds within the window. */
    const expectRetryAfter = (answer: { headers: Headers }, maxSeconds: number) => {
      const seconds = Number(answer.headers.get('retry-after'));
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(maxSeconds);
    };

    it('a stranger who fails against the owner’s email locks out only himself', async () => {
      expect((await signUp(OWNER, '192.168.1.10')).status).toBe(201);
      for (let i = 0; i < 5; i++) {
        expect((await signIn(OWNER, 'guess-guess', '41.90.1.1')).status).toBe(401);
      }
      const stranger = await signIn(OWNER, PASSWORD, '41.90.1.1');
      expect(stranger.status).toBe(429);
      expect(stranger.body.error).toBe(
        'Too many failed sign-in attempts. Try again in 15 minutes.',
      );
      expectRetryAfter(stranger, 15 * 60);
      expect((await signIn(OWNER, PASSWORD, '192.168.1.10')).status).toBe(200);
      // A new window after 15 minutes: the stranger's address may try again.
      api.advanceClock(15 * 60_000);
      expect((await signIn(OWNER, 'guess-guess', '41.90.1.1')).status).toBe(401);
    });

    it('limits the failed sign-ins of one address across all emails', async () => {
      const address = '41.90.2.2';
      const limit = THROTTLE_LIMITS.signInFailuresPerAddress;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        statuses.push((await signIn(`guess-${i}@duka.co.ke`, 'guess-guess', address)).status);
      }
      expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
      const refused = await signIn('another@duka.co.ke', 'guess-guess', address);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(
        /^Too many failed sign-in attempts from your network\. Try again in \d+ minutes?\.$/,
      );
      expectRetryAfter(refused, 15 * 60);
      // Even the right password waits, from that address only.
      expect((await signIn(OWNER, PASSWORD, address)).status).toBe(429);
      expect((await signIn(OWNER, PASSWORD, '192.168.1.10')).status).toBe(200);
    });

    it('does not count successful sign-ins against the address', async () => {
      const shop = '192.168.1.11';
      for (let i = 0; i < THROTTLE_LIMITS.signInFailuresPerAddress + 5; i++) {
        expect((await signIn(OWNER, PASSWORD, shop)).status, `sign-in ${i + 1}`).toBe(200);
      }
    });

    it('limits sign-ups per address, answering 429 with Retry-After', async () => {
      const address = '41.90.3.3';
      const limit = THROTTLE_LIMITS.signUpsPerAddress;
      for (let i = 0; i < limit; i++) {
        expect((await signUp(`new-${i}@duka.co.ke`, address)).status).toBe(201);
      }
      const refused = await signUp('one-more@duka.co.ke', address);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(
        /^Too many sign-ups from your network\. Try again in \d+ minutes?\.$/,
      );
      expectRetryAfter(refused, 60 * 60);
      const stored = await api.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'one-more@duka.co.ke')
        .execute();
      expect(stored).toEqual([]);
      expect((await signUp('one-more@duka.co.ke', '41.90.3.4')).status).toBe(201);
    });

    it('limits repeated sign-ups for one email from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await signUp(OWNER, '41.90.4.4')).status);
      expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    });

    it('gives a burst of simultaneous guesses from one address no more than 5 tries', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => signIn(OWNER, 'guess-guess', '41.90.5.5')),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      for (const answer of answers.filter((a) => a.status === 429)) {
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    });

    it('counts an IPv6 client’s whole /64 as one address', async () => {
      for (let i = 0; i < 5; i++) {
        const address = `2001:db8:1:2::${(i + 1).toString(16)}`;
        expect((await signIn(OWNER, 'guess-guess', address)).status).toBe(401);
      }
      expect((await signIn(OWNER, PASSWORD, '2001:db8:1:2:ffff::9')).status).toBe(429);
      expect((await signIn(OWNER, PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
    });
  });
}
