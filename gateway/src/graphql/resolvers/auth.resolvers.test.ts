import { expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

const SIGNUP = `mutation Signup($input: CredentialsInput!) { signup(input: $input) { id email } }`;
const LOGIN = `mutation Login($input: CredentialsInput!) { login(input: $input) { token expiresAt } }`;
const ME = `{ me { id email } }`;

describeEachStack('auth through GraphQL', (stack) => {
  const email = `Wanjiru.${Date.now()}@Example.co.ke`;
  const password = 'mabati2026';

  it('signs up, logs in, reads the signed-in user and logs out', async () => {
    const signup = await stack().graphql(SIGNUP, { variables: { input: { email, password } } });
    expect(signup.errors).toBeUndefined();
    expect(signup.data.signup).toEqual({ id: expect.any(String), email: email.toLowerCase() });

    const login = await stack().graphql(LOGIN, { variables: { input: { email, password } } });
    const token = login.data.login.token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(login.data.login.expiresAt)).toBeGreaterThan(Date.now());

    const me = await stack().graphql(ME, { token });
    expect(me.data.me.email).toBe(email.toLowerCase());

    const logout = await stack().graphql('mutation { logout }', { token });
    expect(logout.data.logout).toBe(true);
    const after = await stack().graphql(ME, { token });
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('passes the REST error text through with a fitting code', async () => {
    const duplicate = await stack().graphql(SIGNUP, { variables: { input: { email, password } } });
    expect(duplicate.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'CONFLICT' },
    });
    const short = await stack().graphql(SIGNUP, {
      variables: { input: { email: 'new@example.co.ke', password: '12345' } },
    });
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(short.errors?.[0]?.message).toContain('at least 6 characters');

    const wrong = await stack().graphql(LOGIN, {
      variables: { input: { email, password: 'nope-nope' } },
    });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers UNAUTHENTICATED without a token or with a stale one', async () => {
    const none = await stack().graphql(ME);
    expect(none.errors?.[0]).toMatchObject({
      message: 'No authentication token found',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const stale = await stack().graphql(ME, { token: 'x'.repeat(43) });
    expect(stale.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
