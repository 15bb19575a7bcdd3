import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { touchIntervalMs } from './auth.service.ts';

// Issue 16: last_seen_at was written only once it was a minute old, so with
// SESSION_IDLE_MINUTES=1 a user active every 20 s was signed out as idle.
for (const kind of databasesUnderTest) {
  describe(`session idle limit of one minute [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind, { sessionIdleMs: 60_000 });
    });
    afterAll(() => api.close());

    it('keeps a user active every 20 s signed in, and signs out one idle for a minute', async () => {
      const { token } = await api.newUser();
      for (let step = 1; step <= 15; step++) {
        api.advanceClock(20_000);
        const me = await api.call('GET', '/api/v1/me', { token });
        expect(me.status, `after ${step * 20} s`).toBe(200);
      }
      api.advanceClock(60_000);
      expect(await api.call('GET', '/api/v1/me', { token })).toMatchObject({
        status: 401,
        body: { error: 'Your session has expired. Please log in again.' },
      });
    });
  });
}

describe('how often last_seen_at is written', () => {
  it('is at most a quarter of the idle limit and at most a minute', () => {
    expect(touchIntervalMs(60_000)).toBe(15_000);
    expect(touchIntervalMs(2 * 3_600_000)).toBe(60_000);
  });
});
