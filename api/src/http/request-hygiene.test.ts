import { beforeAll, describe, expect, it } from 'vitest';
import { setUpMpesa } from '../test/mpesa-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP } from './request-hygiene.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects opened inside each other, not brackets in strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ note: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ note: 'a \\" [[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan('[],[],[],[]', 1)).toBe(false);
    expect(nestsDeeperThan('['.repeat(7000), MAX_JSON_DEPTH)).toBe(true);
  });
});

// Issue 16's probe findings about input the API must refuse whatever the route: NUL characters
// (a 500 on PostgreSQL) and ids written any other way than plain digits (" 1", "0x1", "1e0" and
// "00001" all reached record 1). And no answer of the API may be cached.
describeEachDatabase('request hygiene', (api) => {
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    ({ token } = await api().newUser());
    const customer = await api().call('POST', '/api/v1/customers', {
      token,
      body: { name: 'Wanjiru Hardware', contact: '0711 222 333' },
    });
    customerId = customer.body.id;
  });

  const NUL = '\u0000';

  it.each([
    ['POST', '/api/v1/customers', { name: `Duka${NUL}`, contact: '0700 000 000' }, 'name'],
    [
      'POST',
      '/api/v1/suppliers',
      { name: 'Devki', contact: '07', address: `Box${NUL}1` },
      'address',
    ],
    ['POST', '/api/v1/customers', { name: 'Duka', contact: '07', [`x${NUL}`]: 1 }, 'x'],
    ['POST', '/api/signup', { email: `nul${NUL}@example.co.ke`, password: 'secret12' }, 'email'],
    ['POST', '/api/login', { email: 'nul@example.co.ke', password: `secret${NUL}12` }, 'password'],
  ])('refuses a NUL character in a JSON body: %s %s', async (method, path, body, field) => {
    const before = await api().db.selectFrom('customers').select('id').execute();
    const answer = await api().call(method, path, { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(`${field}: must not contain the NUL character (\\u0000)`);
    expect(await api().db.selectFrom('customers').select('id').execute()).toEqual(before);
  });

  it('refuses a NUL character nested in a JSON body, naming where it is', async () => {
    const answer = await api().call('PUT', `/api/v1/customers/${customerId}`, {
      token,
      body: { name: 'Wanjiru Hardware', contact: '0711 222 333', notes: [{ text: `a${NUL}` }] },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'notes.0.text: must not contain the NUL character (\\u0000)' },
    });
  });

  const deep = (levels: number, open = '{"a":', close = '}') =>
    `${open.repeat(levels)}1${close.repeat(levels)}`;

  it('refuses a body nested deeper than the limit with 400, signed in or not, on every route', async () => {
    const { confirmation, stkResult } = await setUpMpesa(api(), token);
    const before = await api().db.selectFrom('customers').select('id').execute();
    for (const body of [deep(7000), deep(7000, '[', ']'), deep(MAX_JSON_DEPTH + 1)]) {
      for (const [path, callToken] of [
        ['/api/login', null],
        ['/api/signup', null],
        [confirmation, null],
        [stkResult, null],
        ['/api/v1/callbacks/nobody/c2b-confirmation', null],
        ['/api/v1/customers', token],
      ] as const) {
        const answer = await api().call('POST', path, { token: callToken, body });
        expect(answer, path).toMatchObject({ status: 400, body: { error: TOO_DEEP } });
      }
    }
    expect(await api().db.selectFrom('customers').select('id').execute()).toEqual(before);
  });

  it('refuses a deep callback body whatever content type it claims', async () => {
    const { confirmation } = await setUpMpesa(api(), token);
    const answer = await api().call('POST', confirmation, {
      body: deep(7000),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: TOO_DEEP } });
  });

  it('still takes a body nested up to the limit (refused by the route for what it says)', async () => {
    const answer = await api().call('POST', '/api/v1/customers', {
      token,
      body: { name: 'Duka', contact: '07', extra: JSON.parse(deep(MAX_JSON_DEPTH - 1)) },
    });
    expect(answer.status).not.toBe(500);
    expect(answer.body.error).not.toBe(TOO_DEEP);
  });

  it('refuses a NUL character in the query string', async () => {
    const answer = await api().call('GET', '/api/v1/customers?q=duka%00', { token });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'q: must not contain the NUL character (\\u0000)' },
    });
  });

  it.each([
    '%201',
    '1%20',
    '0x1',
    '1e0',
    '00001',
    '01',
    '-1',
    '0',
    '+1',
    '1.0',
    '%EF%BC%91', // a full-width digit one
  ])('refuses the id %s in a path with 400', async (id) => {
    for (const path of [`/api/v1/customers/${id}/statement`, `/api/v1/orders/${id}`]) {
      const answer = await api().call('GET', path, { token });
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toBe(
        'id: must be a positive whole number written in digits, such as 42',
      );
    }
  });

  it('reads a canonical id, and calls one too large to exist unknown', async () => {
    const statement = await api().call('GET', `/api/v1/customers/${customerId}/statement`, {
      token,
    });
    expect(statement.status).toBe(200);
    expect(await api().call('GET', '/api/v1/orders/2147483648', { token })).toMatchObject({
      status: 400,
      body: { error: 'id: is not a known id' },
    });
  });

  it('tells browsers and proxies to keep no copy of any answer', async () => {
    for (const [path, answerToken] of [
      ['/api/v1/me', token],
      ['/api/v1/customers', token],
      ['/api/v1/customers', null],
      ['/api/v1/nowhere', token],
    ] as const) {
      const answer = await api().call('GET', path, { token: answerToken });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
