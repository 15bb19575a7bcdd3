import type { Db } from '../db/database.ts';
import { type Branch, etimsOutboxRepository } from './etims-outbox.repository.ts';
import type { EtimsSettings } from './etims-settings.ts';
import { createOscuClient, type OscuClient } from './oscu.client.ts';

/** The branch's device, initialised with KRA the first time (KRA answers its cmcKey once). */
export async function deviceClient(
  db: Db,
  branch: Branch,
  settings: EtimsSettings,
  now: () => string,
): Promise<{ client: OscuClient; sdcId: string }> {
  const repo = etimsOutboxRepository(db);
  const base = {
    baseUrl: settings.baseUrl,
    tin: branch.tin,
    bhfId: branch.bhfId,
    deviceSerial: settings.deviceSerial,
    timeoutMs: settings.timeoutMs,
  };
  let device = await repo.device(branch);
  if (!device) {
    const info = await createOscuClient(base).initialiseDevice();
    device = {
      tin: branch.tin,
      bhf_id: branch.bhfId,
      dvc_srl_no: settings.deviceSerial,
      cmc_key: info.cmcKey,
      sdc_id: info.sdcId,
      mrc_no: info.mrcNo ?? null,
      initialised_at: now(),
    };
    await repo.saveDevice(device);
  }
  return {
    client: createOscuClient({
      ...base,
      deviceSerial: device.dvc_srl_no,
      cmcKey: device.cmc_key,
    }),
    sdcId: device.sdc_id,
  };
}
