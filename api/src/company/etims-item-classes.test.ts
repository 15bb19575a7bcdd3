import { afterAll, beforeAll, expect, it } from 'vitest';
import { existingEtimsOutbox } from '../etims/etims-outbox.service.ts';
import { insertItem } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * eTIMS cannot be switched on while any item has no KRA item class (issue 52): Settings is
 * refused with the items named, and accepted once each has one. Already on, other details save.
 */
describeEachDatabase('Turning eTIMS on needs a KRA item class on every item', (api) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await api().newUser());
  });
  // Turned on, the sender wakes: stopped before the database closes.
  afterAll(() => existingEtimsOutbox(api().db)?.stop());
  const shop = {
    name: 'Mwangi Hardware Ltd',
    registration_number: 'PVT-MW2024',
    email: 'sales@mwangi.co.ke',
    default_vat_rate: 0.16,
    kra_pin: 'P051234567X',
    kra_device_serial: 'GHALA-DVC-01',
    kra_typed_line_class_code: '78100000',
  };
  const save = (etims_mode: string, name = shop.name) =>
    api().call('PUT', '/api/v1/company', { token, body: { ...shop, name, etims_mode } });

  it('names the items without one, and turns on once each has its class', async () => {
    const nails = await insertItem(api().db, { name: 'Wire nails 3"', unit: 'kg' });
    const cement = await insertItem(api().db, { name: 'Bamburi Cement 50kg' });
    await insertItem(api().db, { name: 'Roofing sheet', kraItemClassCode: '30151801' });

    const refused = await save('sandbox');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'eTIMS needs KRA\'s item class on every item. These 2 items have none: Bamburi Cement 50kg, Wire nails 3". Give each its class in Inventory, then turn eTIMS on.',
    );
    // Nothing saved: still off.
    expect((await api().call('GET', '/api/v1/company', { token })).body.etims_mode).toBe('off');

    for (const [item, code] of [
      [nails, '31160000'],
      [cement, '30111601'],
    ] as const) {
      await api()
        .db.updateTable('inventory_items')
        .set({ kra_item_class_code: code })
        .where('id', '=', item.id)
        .execute();
    }
    const on = await save('sandbox');
    expect(on.status).toBe(200);
    expect(on.body.etims_mode).toBe('sandbox');

    // On already: an item added without a class does not stop the shop's other details saving.
    await insertItem(api().db, { name: 'Paint 4l', unit: 'l' });
    expect((await save('sandbox', 'Mwangi Hardware')).status).toBe(200);
    // Off and on again: refused, naming it.
    expect((await save('off')).status).toBe(200);
    const again = await save('sandbox');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/This item has none: Paint 4l\./);
  });
});
