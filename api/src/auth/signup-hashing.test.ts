import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

// Counts the password hashes the API computes, instead of timing answers (which a busy CI box
// would make flaky): a sign-up for a taken email must do the same slow work as one for a new
// email, or the time of the answer tells who has an account (the probe saw 3 ms against 1 s).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

const hashes = () => vi.mocked(crypto.scrypt).mock.calls.length;

for (const kind of databasesUnderTest) {
  describe(`sign-up for a taken email [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(() => api.close());

    it('hashes the password exactly as a sign-up for a new email does', async () => {
      const signUp = async (email: string) => {
        const before = hashes();
        const answer = await api.call('POST', '/api/signup', {
          body: { email, password: 'simba-cement' },
        });
        return { status: answer.status, hashes: hashes() - before };
      };
      expect(await signUp('first@duka.co.ke')).toEqual({ status: 201, hashes: 1 });
      expect(await signUp('FIRST@duka.co.ke')).toEqual({ status: 409, hashes: 1 });
      expect(await signUp('second@duka.co.ke')).toEqual({ status: 201, hashes: 1 });
    });
  });
}
