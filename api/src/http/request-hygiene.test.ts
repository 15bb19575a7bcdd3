import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-api.ts';

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
