import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-api.ts';

describeEachDatabase('customers REST', (api) => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const user = await api().newUser();
    token = user.token;
    ({ id: userId } = await api()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow());
  });

  const createCustomer = async (name: string) => {
    const response = await api().call('POST', '/api/v1/customers', {
      token,
      body: { name, contact: '0722 000 000', address: 'Kirinyaga Road, Nairobi' },
    });
    expect(response.status).toBe(201);
    return response.body as { id: number; name: string };
  };

  const insertOrder = async (customerId: number) => {
    const { id } = await api()
      .db.insertInto('orders')
      .values({
        order_number: `ORD-${randomUUID().slice(0, 8)}`,
        customer_id: customerId,
        subtotal_cents: 100_000,
        vat_rate_bp: 1600,
        vat_cents: 16_000,
        total_cents: 116_000,
        payment_method: 'mpesa',
        status: 'pending',
        paid_cents: 0,
        created_by: userId,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  const insertInvoice = async (customerId: number, orderId: number | null) => {
    await api()
      .db.insertInto('invoices')
      .values({
        invoice_number: `INV-${randomUUID().slice(0, 8)}`,
        order_id: orderId,
        customer_id: customerId,
        subtotal_cents: 100_000,
        vat_rate_bp: 1600,
        vat_cents: 16_000,
        total_cents: 116_000,
        created_at: new Date().toISOString(),
        due_date: '2030-01-08',
        created_by: userId,
      })
      .execute();
  };

  const customerCount = async () =>
    Number(
      (
        await api()
          .db.selectFrom('customers')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('creates, lists, updates and deletes a customer with the spec field names', async () => {
    const created = await api().call('POST', '/api/v1/customers', {
      token,
      body: { name: 'Wanjiku Hardware', contact: '+254 712 345 678', address: 'Thika Road, Ruiru' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Wanjiku Hardware',
      contact: '+254 712 345 678',
      address: 'Thika Road, Ruiru',
      // Left out, as spec §7's call does: none.
      kra_pin: null,
      walk_in: false,
    });

    const list = await api().call('GET', '/api/v1/customers', { token });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(created.body);

    const updated = await api().call('PUT', `/api/v1/customers/${created.body.id}`, {
      token,
      body: { name: '  Wanjiku Hardware Ltd  ', contact: 'orders@wanjiku.co.ke', address: '' },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        id: created.body.id,
        name: 'Wanjiku Hardware Ltd',
        contact: 'orders@wanjiku.co.ke',
        address: null,
      },
    });
    const afterUpdate = await api().call('GET', '/api/v1/customers', { token });
    expect(afterUpdate.body).toContainEqual(updated.body);

    const deleted = await api().call('DELETE', `/api/v1/customers/${created.body.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    const after = await api().call('GET', '/api/v1/customers', { token });
    expect(after.body.map((c: { id: number }) => c.id)).not.toContain(created.body.id);
  });

  it("keeps a customer's KRA PIN in capitals, beside spec §7's fields; a PUT without it keeps it", async () => {
    const created = await api().call('POST', '/api/v1/customers', {
      token,
      body: {
        name: 'Kamau Builders',
        contact: '0733 000 000',
        address: null,
        kra_pin: ' a012345678z ',
      },
    });
    expect(created).toMatchObject({ status: 201, body: { kra_pin: 'A012345678Z' } });
    const id = created.body.id;

    const spec = await api().call('PUT', `/api/v1/customers/${id}`, {
      token,
      body: { name: 'Kamau Builders Ltd', contact: '0733 000 000', address: null },
    });
    expect(spec.body).toMatchObject({ name: 'Kamau Builders Ltd', kra_pin: 'A012345678Z' });
    const page = await api().call('GET', '/api/v1/customers?q=Kamau%20Builders', { token });
    expect(page.body.items[0]).toMatchObject({ id, kra_pin: 'A012345678Z', balance: 0 });

    const cleared = await api().call('PUT', `/api/v1/customers/${id}`, {
      token,
      body: { name: 'Kamau Builders Ltd', contact: '0733 000 000', kra_pin: '' },
    });
    expect(cleared.body.kra_pin).toBeNull();

    for (const kra_pin of ['A01234567Z', '1012345678Z', 'A0123456789', 42]) {
      const refused = await api().call('PUT', `/api/v1/customers/${id}`, {
        token,
        body: { name: 'Kamau Builders Ltd', contact: '0733 000 000', kra_pin },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/^kra_pin: must be/m);
    }
  });

  it('lists customers ordered by name', async () => {
    await createCustomer('Zawadi Builders');
    await createCustomer('Amani Traders');
    await createCustomer('Kamau & Sons');
    const list = await api().call('GET', '/api/v1/customers', { token });
    const names = list.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(names.indexOf('Amani Traders')).toBeLessThan(names.indexOf('Kamau & Sons'));
    expect(names.indexOf('Kamau & Sons')).toBeLessThan(names.indexOf('Zawadi Builders'));
  });

  it('stores a missing, null or blank address as null', async () => {
    for (const address of [undefined, null, '   ']) {
      const created = await api().call('POST', '/api/v1/customers', {
        token,
        body: { name: 'Otieno Fundi', contact: '0733 123 456', address },
      });
      expect(created.status).toBe(201);
      expect(created.body.address).toBeNull();
    }
  });

  // [what is wrong, body, expected error fragment]
  const badBodies: [string, unknown, string][] = [
    ['missing name', { contact: '0700 000 000' }, 'name'],
    ['blank name', { name: '   ', contact: '0700 000 000' }, 'name: must not be blank'],
    ['numeric name', { name: 42, contact: '0700 000 000' }, 'name: must be text'],
    [
      'name too long',
      { name: 'x'.repeat(201), contact: '0700' },
      'name: must be at most 200 characters',
    ],
    ['missing contact', { name: 'Mama Mboga Stores' }, 'contact'],
    ['empty contact', { name: 'Mama Mboga Stores', contact: '' }, 'contact: must not be blank'],
    [
      'numeric address',
      { name: 'Mama Mboga Stores', contact: '0700', address: 7 },
      'address: must be text',
    ],
    [
      'address too long',
      { name: 'Mama Mboga Stores', contact: '0700', address: 'y'.repeat(501) },
      'address: must be at most 500 characters',
    ],
    ['an array body', [], 'expected object'],
  ];

  it.each(badBodies)('POST rejects %s with 400 and writes nothing', async (_, body, message) => {
    const before = await customerCount();
    const response = await api().call('POST', '/api/v1/customers', { token, body });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(message);
    expect(await customerCount()).toBe(before);
  });

  it.each(badBodies)('PUT rejects %s with 400 and changes nothing', async (_, body, message) => {
    const customer = await createCustomer('Njeri Paints');
    const response = await api().call('PUT', `/api/v1/customers/${customer.id}`, { token, body });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(message);
    const list = await api().call('GET', '/api/v1/customers', { token });
    expect(list.body).toContainEqual(customer);
  });

  it('names every refused field at once beside the unchanged message (issue 20)', async () => {
    const response = await api().call('POST', '/api/v1/customers', {
      token,
      body: { name: '  ', contact: '', address: 7 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'name: must not be blank; contact: must not be blank; address: must be text',
      fields: {
        name: 'must not be blank',
        contact: 'must not be blank',
        address: 'must be text',
      },
    });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await api().call('POST', '/api/v1/customers', { token, body: '{"name":' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const body = { name: 'Nobody', contact: '0700 000 000' };
    expect(await api().call('PUT', '/api/v1/customers/999999', { token, body })).toMatchObject({
      status: 404,
      body: { error: 'Customer not found' },
    });
    expect(await api().call('DELETE', '/api/v1/customers/999999', { token })).toMatchObject({
      status: 404,
      body: { error: 'Customer not found' },
    });
    for (const id of ['abc', '0', '-3', '1.5']) {
      const put = await api().call('PUT', `/api/v1/customers/${id}`, { token, body });
      expect(put.status).toBe(400);
      expect(put.body.error).toContain('id');
      const del = await api().call('DELETE', `/api/v1/customers/${id}`, { token });
      expect(del.status).toBe(400);
      expect(del.body.error).toContain('id');
    }
  });

  it('refuses to delete a customer with orders and invoices, saying why, and deletes nothing', async () => {
    const customer = await createCustomer('Wanjiku Hardware');
    const firstOrder = await insertOrder(customer.id);
    await insertOrder(customer.id);
    await insertOrder(customer.id);
    await insertInvoice(customer.id, firstOrder);

    const response = await api().call('DELETE', `/api/v1/customers/${customer.id}`, { token });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(
      'Cannot delete Wanjiku Hardware: they have 3 orders and 1 invoice. Customers with orders or invoices are kept so those records stay complete.',
    );

    const list = await api().call('GET', '/api/v1/customers', { token });
    expect(list.body).toContainEqual(customer);
    const orders = await api()
      .db.selectFrom('orders')
      .select('id')
      .where('customer_id', '=', customer.id)
      .execute();
    expect(orders).toHaveLength(3);
  });

  it('names only what the customer has: one order, or invoices without orders', async () => {
    const withOrder = await createCustomer('Baraka Timber');
    await insertOrder(withOrder.id);
    expect(
      (await api().call('DELETE', `/api/v1/customers/${withOrder.id}`, { token })).body.error,
    ).toMatch(/^Cannot delete Baraka Timber: they have 1 order\. /);

    const withInvoices = await createCustomer('Chebet Glass');
    await insertInvoice(withInvoices.id, null);
    await insertInvoice(withInvoices.id, null);
    const response = await api().call('DELETE', `/api/v1/customers/${withInvoices.id}`, { token });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/^Cannot delete Chebet Glass: they have 2 invoices\. /);
  });

  it('refuses every call without a valid token', async () => {
    const party = { name: 'Intruder', contact: '0700' };
    for (const [method, path] of [
      ['GET', '/api/v1/customers'],
      ['POST', '/api/v1/customers'],
      ['PUT', '/api/v1/customers/1'],
      ['DELETE', '/api/v1/customers/1'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? party : undefined;
      expect(await api().call(method, path, { body })).toMatchObject({
        status: 401,
        body: { error: 'No authentication token found' },
      });
      const invalid = await api().call(method, path, { body, token: 'not-a-token' });
      expect(invalid.status).toBe(401);
      expect(invalid.body.error).toEqual(expect.any(String));
    }
  });
});
