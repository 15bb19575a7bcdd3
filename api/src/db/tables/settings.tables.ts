import type { Generated } from 'kysely';
import type { EtimsMode } from './etims.tables.ts';

/** The shop's own details, printed on its documents. */

/** The shop's own details (0014): one row, id 1, copied from the environment when first read. */
export interface ShopSettingsTable {
  id: number;
  name: string;
  registration_number: string;
  kra_pin: string | null;
  address: string | null;
  phone: string | null;
  email: string;
  /** A `data:` URL of a PNG, JPEG or WebP image. */
  logo: string | null;
  default_vat_rate_bp: Generated<number>;
  invoice_footer: string | null;
  mpesa_type: MpesaType | null;
  mpesa_number: string | null;
  bank_details: string | null;
  /** KRA branch id (`bhfId`, 0015): 2 digits, 00 the head office. */
  kra_branch_id: Generated<string>;
  /** The serial the branch's eTIMS device (OSCU) was registered with (`dvcSrlNo`). */
  kra_device_serial: Generated<string | null>;
  /** KRA's item class typed lines (no stock item) are sent with (0038); needed while eTIMS is on. */
  kra_typed_line_class_code: Generated<string | null>;
  /** Whether and where documents are signed; the addresses are the environment's. */
  etims_mode: Generated<EtimsMode>;
  /** Where customers reach this Ghala (https://…, 0033): share links are written under it. */
  public_address: Generated<string | null>;
  /** Whether the shop is VAT-registered (0035, yes unless told): costs are then net of VAT. */
  vat_registered: Generated<number>;
  created_at: string;
  /** Null until a person saves the details (the environment's copy leaves it so). */
  updated_at: string | null;
  updated_by: number | null;
}

export type MpesaType = 'till' | 'paybill';
