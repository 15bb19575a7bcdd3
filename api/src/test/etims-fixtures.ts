import type { Db } from '../db/database.ts';

/** The shop's KRA PIN in the eTIMS tests. */
export const ETIMS_TEST_PIN = 'P051234567X';

/** The shop's settings with eTIMS on against the simulator (what the Settings screen saves). */
export async function turnEtimsOn(db: Db): Promise<void> {
  const etims = {
    kra_pin: ETIMS_TEST_PIN,
    kra_branch_id: '00',
    kra_device_serial: 'GHALA-1',
    etims_mode: 'simulator' as const,
    // Deliveries and other typed lines: "Mail and cargo transport" in KRA's list.
    kra_typed_line_class_code: '78100000',
  };
  await db
    .insertInto('shop_settings')
    .values({
      id: 1,
      name: 'Ghala Hardware',
      registration_number: 'PVT-1',
      email: 'accounts@ghala.co.ke',
      created_at: new Date().toISOString(),
      ...etims,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet(etims))
    .execute();
}
