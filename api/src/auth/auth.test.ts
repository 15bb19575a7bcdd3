import { describe, expect, it } from 'vitest';
import { loadApiConfig, MIN_PRODUCTION_COST } from '../config.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { TEST_PASSWORD_HASH_COST } from '../test/test-config.ts';
import { passwordHasher } from './password.ts';

const HOUR = 3_600_000;

describeEachDatabase('auth REST', (api) => {
  const password = 'simba-cement';

  it('signs up, logs in with any letter case, and reads the signed-in user', async () => {
    const signup = await api().call('POST', '/api/signup', {
      body: { email: '  Otieno@Example.co.ke ', password },
    });
    expect(signup).toMatchObject({
      status: 201,
      body: { id: expect.any(Number), email: 'otieno@example.co.ke' },
    });

    const login = await api().call('POST', '/api/login', {
      body: { email: 'OTIENO@example.co.ke', password },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^[\w-]{43}$/);

    const me = await api().call('GET', '/api/v1/me', { token: login.body.token });
    // The first account on an empty database owns the shop (staff.test.ts: the others).
    expect(me.body).toEqual({
      id: signup.body.id,
      email: 'otieno@example.co.ke',
      role: 'owner',
      status: 'active',
    });
  });

  it('stores only a memory-hard hash of the password and a hash of the token', async () => {
    const { email, token } = await api().newUser();
    const user = await api()
      .db.selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(
      new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$8\\$1\\$`),
    );
    expect(user.password_hash).not.toContain('correct horse');
    const sessions = await api()
      .db.selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('re-hashes a password stored at a weaker cost at its next sign-in, and it still works', async () => {
    const email = 'weak-hash@example.co.ke';
    const weak = await passwordHasher(TEST_PASSWORD_HASH_COST - 2).hash(password);
    await api()
      .db.insertInto('users')
      .values({ email, password_hash: weak, created_at: new Date().toISOString() })
      .execute();
    const storedHash = () =>
      api()
        .db.selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
        .then((row) => row.password_hash);

    const login = await api().call('POST', '/api/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$`));

    const again = await api().call('POST', '/api/login', { body: { email, password } });
    expect(again.status).toBe(200);
    expect(await storedHash()).toBe(upgraded);
    const wrong = await api().call('POST', '/api/login', { body: { email, password: 'nope!!' } });
    expect(wrong.status).toBe(401);
  });

  it('refuses a duplicate email ignoring case with 409', async () => {
    const { email } = await api().newUser();
    const again = await api().call('POST', '/api/signup', {
      body: { email: email.toUpperCase(), password },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'An account with this email already exists' },
    });
  });

  it.each([
    [{ password }, 'email'],
    [{ email: 'not-an-email', password }, 'email: must be a valid email address'],
    [{ email: 'kamau@example.co.ke' }, 'password'],
    [
      { email: 'kamau@example.co.ke', password: '12345' },
      'password: must be at least 6 characters long',
    ],
    [{ email: 'kamau@example.co.ke', password: 123456 }, 'password'],
  ])('rejects sign-up %j with 400', async (body, message) => {
    const response = await api().call('POST', '/api/signup', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(message);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const { email } = await api().newUser();
    const unknown = await api().call('POST', '/api/login', {
      body: { email: 'nobody@example.co.ke', password },
    });
    const wrong = await api().call('POST', '/api/login', {
      body: { email, password: 'wrong-password' },
    });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
  });

  it('throttles an account after 5 failures, whether or not it exists', async () => {
    const { email, password: right } = await api().newUser();
    for (const target of [email, 'ghost@example.co.ke']) {
      for (let i = 0; i < 5; i++) {
        await api().call('POST', '/api/login', {
          body: { email: target, password: 'wrong-password' },
        });
      }
      const locked = await api().call('POST', '/api/login', {
        body: { email: target, password: right },
      });
      expect(locked.status).toBe(429);
      expect(locked.body.error).toMatch(
        /^Too many failed sign-in attempts\. Try again in 15 minutes\.$/,
      );
    }
    api().advanceClock(16 * 60_000);
    expect(
      (await api().call('POST', '/api/login', { body: { email, password: right } })).status,
    ).toBe(200);
  });

  it('gives a burst of simultaneous guesses no more than 5 tries', async () => {
    const { email } = await api().newUser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api().call('POST', '/api/login', { body: { email, password: 'guess-guess' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('revokes the token on logout', async () => {
    const { token } = await api().newUser();
    expect((await api().call('POST', '/api/logout', { token })).status).toBe(200);
    const after = await api().call('GET', '/api/v1/me', { token });
    expect(after).toMatchObject({ status: 401, body: { error: 'Invalid or revoked token' } });
    expect((await api().call('POST', '/api/logout')).status).toBe(401);
  });

  it('expires a session after 2 idle hours, and after 12 hours however busy', async () => {
    const idle = await api().newUser();
    api().advanceClock(2 * HOUR + 1000);
    expect(await api().call('GET', '/api/v1/me', { token: idle.token })).toMatchObject({
      status: 401,
      body: { error: 'Your session has expired. Please log in again.' },
    });

    const busy = await api().newUser();
    for (let hour = 0; hour < 12; hour++) {
      api().advanceClock(HOUR);
      const me = await api().call('GET', '/api/v1/me', { token: busy.token });
      expect(me.status, `after ${hour + 1} h`).toBe(hour + 1 < 12 ? 200 : 401);
    }
  });

  it('rejects a malformed Authorization header', async () => {
    const response = await api().call('GET', '/api/v1/me', {
      headers: { Authorization: 'Token abc' },
    });
    expect(response).toMatchObject({
      status: 401,
      body: { error: 'No authentication token found' },
    });
  });
});

describe('password hashing in production', () => {
  it('uses scrypt N = 2^17 by default and accepts a stronger cost', () => {
    expect(loadApiConfig({}).passwordHashCost).toBe(MIN_PRODUCTION_COST);
    expect(loadApiConfig({ PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
  });

  it.each(['16', '10', '0', '21', '17.5', 'strong'])(
    'refuses PASSWORD_HASH_COST=%s at start-up',
    (cost) => {
      expect(() => loadApiConfig({ PASSWORD_HASH_COST: cost })).toThrow('PASSWORD_HASH_COST');
    },
  );

  it('hashes and verifies at the production cost within its memory limit', async () => {
    const hasher = passwordHasher(MIN_PRODUCTION_COST);
    const stored = await hasher.hash('simba-cement');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify('simba-cement', stored)).toEqual({ valid: true, weak: false });
    expect(await hasher.verify('simba-cemenT', stored)).toEqual({ valid: false, weak: false });
  });
});
