import { companyRepository } from '../company/company.repository.ts';
import type { EtimsEnvironment } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { EtimsMode } from '../db/schema.ts';
import { log } from '../log.ts';

/**
 * What the outbox needs to sign documents: where KRA is and which branch's device signs.
 *
 * The shop's settings (0014, 0015) say whether eTIMS is on and for which PIN, branch and device
 * serial; the environment says where the simulator is and how long to wait for KRA (a restored
 * backup must not start signing somewhere else by itself).
 */
export interface EtimsSettings {
  mode: Exclude<EtimsMode, 'off'>;
  baseUrl: string;
  tin: string;
  bhfId: string;
  deviceSerial: string;
  /** KRA's item class of lines with no stock item (0038); null: they are not sent. */
  typedLineClass: string | null;
  timeoutMs: number;
  retry: { firstMs: number; maxMs: number };
}

/** The settings, or null when eTIMS is off (or on without a PIN or serial to sign with). */
export async function readEtimsSettings(
  db: Db,
  environment: EtimsEnvironment,
): Promise<EtimsSettings | null> {
  const shop = await companyRepository(db).find();
  if (!shop || shop.etims_mode === 'off') return null;
  const tin = shop.kra_pin?.trim().toUpperCase();
  if (!tin || !shop.kra_device_serial) {
    // Refusing the sale would stop the shop over a setting; it is issued unsigned, and said so.
    log.warn(
      { mode: shop.etims_mode, pin: Boolean(tin), serial: Boolean(shop.kra_device_serial) },
      'eTIMS is on without a KRA PIN or a device serial: documents are not queued for signing',
    );
    return null;
  }
  return {
    mode: shop.etims_mode,
    baseUrl: {
      simulator: environment.simulatorUrl,
      sandbox: environment.sandboxUrl,
      production: environment.productionUrl,
    }[shop.etims_mode],
    tin,
    bhfId: shop.kra_branch_id,
    deviceSerial: shop.kra_device_serial,
    typedLineClass: shop.kra_typed_line_class_code,
    timeoutMs: environment.timeoutMs,
    retry: environment.retry,
  };
}

/**
 * The branch documents and stock reports are queued for, or null when eTIMS is off: the same
 * rule as `readEtimsSettings` without KRA's address (the stock ledger has no environment).
 */
export async function etimsBranchIfOn(db: Db): Promise<{ tin: string; bhfId: string } | null> {
  const shop = await companyRepository(db).find();
  if (!shop || shop.etims_mode === 'off') return null;
  const tin = shop.kra_pin?.trim().toUpperCase();
  if (!tin || !shop.kra_device_serial) return null;
  return { tin, bhfId: shop.kra_branch_id };
}
