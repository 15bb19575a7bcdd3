import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-api.ts';

describeEachDatabase('suppliers REST', (api) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await api().newUser());
  });

  it('creates, lists, updates and deletes a supplier with the spec field names', async () => {
    const created = await api().call('POST', '/api/v1/suppliers', {
      token,
      body: {
        name: 'Bamburi Cement Ltd',
        contact: '+254 722 000 111',
        address: 'Mombasa Road, Nairobi',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Bamburi Cement Ltd',
      contact: '+254 722 000 111',
      address: 'Mombasa Road, Nairobi',
      kra_pin: null,
    });

    const list = await api().call('GET', '/api/v1/suppliers', { token });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(created.body);

    const updated = await api().call('PUT', `/api/v1/suppliers/${created.body.id}`, {
      token,
      body: { name: 'Bamburi Cement', contact: 'sales@bamburi.co.ke', address: '' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Bamburi Cement', address: null });

    const deleted = await api().call('DELETE', `/api/v1/suppliers/${created.body.id}`, { token });
    expect(deleted.status).toBe(204);
    const after = await api().call('GET', '/api/v1/suppliers', { token });
    expect(after.body.map((s: { id: number }) => s.id)).not.toContain(created.body.id);
  });

  it('stores an empty or missing address as null', async () => {
    const created = await api().call('POST', '/api/v1/suppliers', {
      token,
      body: { name: 'Mabati Rolling Mills', contact: '0733 123 456' },
    });
    expect(created.status).toBe(201);
    expect(created.body.address).toBeNull();
  });

  it.each([
    [{ contact: '0700 000 000' }, 'name'],
    [{ name: '   ', contact: '0700 000 000' }, 'name: must not be blank'],
    [{ name: 42, contact: '0700 000 000' }, 'name'],
    [{ name: 'Devki Steel' }, 'contact'],
    [{ name: 'Devki Steel', contact: '0700', address: 7 }, 'address'],
  ])('rejects %j with 400 and writes nothing', async (body, message) => {
    const before = await api().call('GET', '/api/v1/suppliers', { token });
    const response = await api().call('POST', '/api/v1/suppliers', { token, body });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(message);
    const after = await api().call('GET', '/api/v1/suppliers', { token });
    expect(after.body).toHaveLength(before.body.length);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await api().call('POST', '/api/v1/suppliers', {
      token,
      body: { name: 'x'.repeat(1_100_000), contact: '0700 000 000' },
    });
    expect(response).toMatchObject({ status: 413, body: { error: 'Request body is too large' } });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await api().call('POST', '/api/v1/suppliers', { token, body: '{"name":' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const body = { name: 'Nobody', contact: '0700 000 000' };
    expect((await api().call('PUT', '/api/v1/suppliers/999999', { token, body })).status).toBe(404);
    expect((await api().call('DELETE', '/api/v1/suppliers/999999', { token })).body).toEqual({
      error: 'Supplier not found',
    });
    const huge = await api().call('DELETE', '/api/v1/suppliers/99999999999', { token });
    expect(huge).toMatchObject({ status: 400, body: { error: 'id: is not a known id' } });
    const bad = await api().call('PUT', '/api/v1/suppliers/abc', { token, body });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('id');
  });

  it('refuses every call without a valid token', async () => {
    expect(await api().call('GET', '/api/v1/suppliers')).toMatchObject({
      status: 401,
      body: { error: 'No authentication token found' },
    });
    expect((await api().call('GET', '/api/v1/suppliers', { token: 'not-a-token' })).status).toBe(
      401,
    );
  });
});
