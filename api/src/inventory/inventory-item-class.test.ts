import { afterAll, beforeAll, expect, it } from 'vitest';
import { ITEM_CLASS_REQUIRED } from '../company/etims-item-classes.ts';
import { existingEtimsOutbox } from '../etims/etims-outbox.service.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * While eTIMS is on, an item is neither created nor left without KRA's item class (issue 52):
 * a 422 naming the field in the item form's words. Off, the spec's calls (no KRA fields) save
 * as they always did.
 */
describeEachDatabase('An item needs its KRA item class while eTIMS is on', (api) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await api().newUser());
  });
  afterAll(() => existingEtimsOutbox(api().db)?.stop());

  const setEtims = async (etims_mode: 'off' | 'sandbox') => {
    const saved = await api().call('PUT', '/api/v1/company', {
      token,
      body: {
        name: 'Mwangi Hardware Ltd',
        registration_number: 'PVT-MW2024',
        email: 'sales@mwangi.co.ke',
        default_vat_rate: 0.16,
        kra_pin: 'P051234567X',
        kra_device_serial: 'GHALA-DVC-01',
        kra_typed_line_class_code: '78100000',
        etims_mode,
      },
    });
    expect(saved.status).toBe(200);
  };
  // The spec's own body (§ API): no KRA fields at all.
  const specItem = {
    name: 'Bamburi Cement 50kg',
    quantity: 10,
    unit_price: 750,
    cost_price: 600,
    supplier_id: null,
  };
  const items = async () =>
    (await api().call('GET', '/api/v1/inventory', { token })).body as {
      id: number;
      name: string;
      kra_item_class_code: string | null;
    }[];

  it("takes the spec's calls as before while eTIMS is off", async () => {
    const created = await api().call('POST', '/api/v1/inventory', { token, body: specItem });
    expect(created.status).toBe(201);
    expect(created.body.kra_item_class_code).toBeNull();
    const edited = await api().call('PUT', `/api/v1/inventory/${created.body.id}`, {
      token,
      body: { ...specItem, quantity: 12, change_reason: 'Manual update via edit' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.quantity).toBe(12);
    // Given a class, so eTIMS can be turned on.
    await api().call('PUT', `/api/v1/inventory/${created.body.id}`, {
      token,
      body: { ...specItem, quantity: 12, kra_item_class_code: '30111601' },
    });
  });

  it('refuses an item without a class while eTIMS is on, and keeps a class left out of an edit', async () => {
    await setEtims('sandbox');
    const before = await items();

    for (const body of [
      specItem,
      { ...specItem, kra_item_class_code: '' },
      { ...specItem, kra_item_class_code: null },
    ]) {
      const refused = await api().call('POST', '/api/v1/inventory', {
        token,
        body: { ...body, name: 'Paint 4l' },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        error: `kra_item_class_code: ${ITEM_CLASS_REQUIRED}`,
        fields: { kra_item_class_code: ITEM_CLASS_REQUIRED },
      });
    }
    expect(await items()).toEqual(before);

    const cement = before.find((item) => item.name === specItem.name);
    if (!cement) throw new Error('the cement is listed');
    // The spec's edit leaves the class out: it keeps it, and saves.
    const kept = await api().call('PUT', `/api/v1/inventory/${cement.id}`, {
      token,
      body: { ...specItem, quantity: 9, change_reason: 'Manual update via edit' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.kra_item_class_code).toBe('30111601');
    // Clearing it is refused, and nothing of the edit is saved.
    const cleared = await api().call('PUT', `/api/v1/inventory/${cement.id}`, {
      token,
      body: { ...specItem, quantity: 5, kra_item_class_code: '' },
    });
    expect(cleared.status).toBe(422);
    expect(cleared.body.fields).toEqual({ kra_item_class_code: ITEM_CLASS_REQUIRED });
    const after = (await items()).find((item) => item.id === cement.id);
    expect(after).toMatchObject({ quantity: 9, kra_item_class_code: '30111601' });

    const classed = await api().call('POST', '/api/v1/inventory', {
      token,
      body: { ...specItem, name: 'Paint 4l', kra_item_class_code: '31211500' },
    });
    expect(classed.status).toBe(201);

    // Off again: the spec's create saves without a class, as before.
    await setEtims('off');
    expect(
      (
        await api().call('POST', '/api/v1/inventory', {
          token,
          body: { ...specItem, name: 'Nails' },
        })
      ).status,
    ).toBe(201);
  });
});
