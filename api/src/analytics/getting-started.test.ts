import { beforeAll, expect, it } from 'vitest';
import { insertCustomer, insertItem, insertSupplier } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/** The dashboard's first-run checklist: four facts, each ticked by the first of its kind. */
describeEachDatabase('GET /api/v1/analytics/getting-started', (api) => {
  let owner: { token: string };
  beforeAll(async () => {
    owner = await api().newUser();
  });

  const facts = async () => {
    const answer = await api().call('GET', '/api/v1/analytics/getting-started', {
      token: owner.token,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('says nothing is done in an empty shop, whose details are empty even once read', async () => {
    const company = await api().call('GET', '/api/v1/company', { token: owner.token });
    // Never a made-up company (issue 46): the checklist's first step asks for them.
    expect(company.body).toMatchObject({ name: '', registration_number: '', email: '' });
    expect(await facts()).toEqual({
      shop_details_saved: false,
      has_supplier: false,
      has_item: false,
      has_sale: false,
    });
  });

  it('ticks each step as the shop does it', async () => {
    const saved = await api().call('PUT', '/api/v1/company', {
      token: owner.token,
      body: {
        name: 'Duka la Mama Ltd',
        registration_number: 'PVT-DUKA01',
        email: 'mama@duka.co.ke',
        default_vat_rate: 0.16,
      },
    });
    expect(saved.status).toBe(200);
    expect(await facts()).toMatchObject({ shop_details_saved: true, has_supplier: false });

    await insertSupplier(api().db);
    expect(await facts()).toMatchObject({ has_supplier: true, has_item: false });

    const item = await insertItem(api().db, { quantity: 10, unitPriceCents: 116_00 });
    expect(await facts()).toMatchObject({ has_item: true, has_sale: false });

    const customer = await insertCustomer(api().db);
    const order = await api().call('POST', '/api/v1/orders', {
      token: owner.token,
      body: {
        customer_id: customer.id,
        items: [{ id: item.id, quantity: 1, unit_price: 116 }],
        payment_method: 'cash',
        subtotal: 100,
        vat_rate: 0.16,
        vat_amount: 16,
        total_amount: 116,
      },
    });
    expect(order.status).toBe(201);
    expect(await facts()).toEqual({
      shop_details_saved: true,
      has_supplier: true,
      has_item: true,
      has_sale: true,
    });
  });

  it('answers every role: a cashier may see what is left to set up', async () => {
    const cashier = await api().newUser(undefined, 'cashier');
    const answer = await api().call('GET', '/api/v1/analytics/getting-started', {
      token: cashier.token,
    });
    expect(answer.status).toBe(200);
  });
});
