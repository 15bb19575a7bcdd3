import type { AuditChange } from '../audit/audit.schema.ts';
import { recordAudit, type SignedInActor } from '../audit/audit.service.ts';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { EtimsMode } from '../db/schema.ts';
import type { Clock } from '../http/clock.ts';
import { bpToFraction, bpToPercentText, STANDARD_VAT_BP } from '../money.ts';
import {
  companyRepository,
  type ShopSettingsRow,
  type ShopSettingsValues,
} from './company.repository.ts';
import type { Company, CompanyUpdate } from './company.schema.ts';
import { requireItemClasses, requireTypedLineClass } from './etims-item-classes.ts';
import { describeLogo } from './logo-image.ts';

const toCompany = (row: ShopSettingsRow): Company => ({
  name: row.name,
  registration_number: row.registration_number,
  email: row.email,
  kra_pin: row.kra_pin,
  address: row.address,
  phone: row.phone,
  logo: row.logo,
  default_vat_rate: bpToFraction(row.default_vat_rate_bp),
  invoice_footer: row.invoice_footer,
  mpesa_type: row.mpesa_type,
  mpesa_number: row.mpesa_number,
  mpesa_requests: row.mpesa_mode != null && row.mpesa_mode !== 'off',
  bank_details: row.bank_details,
  kra_branch_id: row.kra_branch_id,
  kra_device_serial: row.kra_device_serial,
  kra_typed_line_class_code: row.kra_typed_line_class_code,
  etims_mode: row.etims_mode,
  public_address: row.public_address,
  vat_registered: row.vat_registered === 1,
  updated_at: row.updated_at,
  updated_by_email: row.updated_by_email,
});

const yesNo = (flag: number) => (flag === 1 ? 'Yes' : 'No');

/** KRA's head office: the branch of a shop with one. */
const DEFAULT_BRANCH = '00';

const ETIMS_MODE_LABELS: Record<EtimsMode, string> = {
  off: 'Off',
  simulator: 'KRA simulator',
  sandbox: 'KRA sandbox',
  production: 'KRA (production)',
};

const mpesa = (type: string | null, number: string | null) =>
  type && number ? `${type === 'till' ? 'Till' : 'Paybill'} ${number}` : null;

/** The logo's kind and size, never its bytes; another image of the same size still shows. */
function logoAfter(before: string | null, after: string | null): string | null {
  const described = describeLogo(after);
  return before !== after && described === describeLogo(before) ? `${described}, new` : described;
}

/** The fields a save changed, as the audit trail shows them: labels a shop owner reads. */
function changesOf(before: ShopSettingsRow, after: ShopSettingsValues): AuditChange[] {
  const pairs: [string, string | null, string | null][] = [
    // Empty until entered (issue 46): read as nothing, like the details that may be null.
    ['Company name', before.name || null, after.name],
    ['Registration number', before.registration_number || null, after.registration_number],
    ['KRA PIN', before.kra_pin, after.kra_pin ?? null],
    ['Address', before.address, after.address ?? null],
    ['Phone', before.phone, after.phone ?? null],
    ['Email', before.email || null, after.email],
    ['Logo', describeLogo(before.logo), logoAfter(before.logo, after.logo ?? null)],
    [
      'Default VAT rate',
      bpToPercentText(before.default_vat_rate_bp),
      bpToPercentText(after.default_vat_rate_bp ?? STANDARD_VAT_BP),
    ],
    ['Invoice footer', before.invoice_footer, after.invoice_footer ?? null],
    [
      'M-Pesa',
      mpesa(before.mpesa_type, before.mpesa_number),
      mpesa(after.mpesa_type ?? null, after.mpesa_number ?? null),
    ],
    ['Bank details', before.bank_details, after.bank_details ?? null],
    ['KRA branch', before.kra_branch_id, after.kra_branch_id ?? DEFAULT_BRANCH],
    ['eTIMS device serial', before.kra_device_serial, after.kra_device_serial ?? null],
    [
      'Class for typed lines',
      before.kra_typed_line_class_code,
      after.kra_typed_line_class_code ?? null,
    ],
    ['eTIMS', ETIMS_MODE_LABELS[before.etims_mode], ETIMS_MODE_LABELS[after.etims_mode ?? 'off']],
    ['Public address', before.public_address, after.public_address ?? null],
    ['VAT-registered', yesNo(before.vat_registered), yesNo(after.vat_registered ?? 1)],
  ];
  return pairs
    .filter(([, was, is]) => was !== is)
    .map(([field, was, is]) => ({ field, before: was, after: is }));
}

/**
 * The shop's details (issue 20): read by everyone who prints a document, saved by owners and
 * managers. The environment's COMPANY_* values, when given, are the first ones, copied into the
 * database on the first read or save and never again, so a restart with other values changes
 * nothing. Without them a new shop's name, registration number and email are empty strings
 * (the columns are NOT NULL) until the owner enters them.
 */
export function companyService(db: Db, config: ApiConfig, clock: Clock) {
  const seed = (executor: Db) =>
    companyRepository(executor).seed(
      {
        name: config.company.name,
        registration_number: config.company.registrationNumber,
        email: config.company.email,
        default_vat_rate_bp: STANDARD_VAT_BP,
      },
      clock().toISOString(),
    );

  return {
    async details(): Promise<Company> {
      const repo = companyRepository(db);
      let row = await repo.find();
      if (!row) {
        await seed(db);
        row = await repo.find();
      }
      if (!row) throw new Error('The shop settings row is missing after seeding it');
      return toCompany(row);
    },

    /** Saves every detail at once; audited in the same transaction. */
    async update(body: CompanyUpdate, actor: SignedInActor): Promise<Company> {
      const at = clock();
      return db.transaction().execute(async (trx) => {
        const repo = companyRepository(trx);
        await seed(trx);
        // Locked, so two saves at once are recorded one after the other, each against its own before.
        const before = await repo.find({ lock: true });
        if (!before) throw new Error('The shop settings row is missing after seeding it');
        const values: ShopSettingsValues = {
          name: body.name,
          registration_number: body.registration_number,
          kra_pin: body.kra_pin,
          address: body.address,
          phone: body.phone,
          email: body.email,
          logo: body.logo,
          default_vat_rate_bp: body.default_vat_rate,
          invoice_footer: body.invoice_footer,
          mpesa_type: body.mpesa_type,
          mpesa_number: body.mpesa_number,
          bank_details: body.bank_details,
          kra_branch_id:
            body.kra_branch_id === undefined
              ? before.kra_branch_id
              : (body.kra_branch_id ?? DEFAULT_BRANCH),
          kra_device_serial:
            body.kra_device_serial === undefined
              ? before.kra_device_serial
              : body.kra_device_serial,
          kra_typed_line_class_code:
            body.kra_typed_line_class_code === undefined
              ? before.kra_typed_line_class_code
              : body.kra_typed_line_class_code,
          etims_mode:
            body.etims_mode === undefined ? before.etims_mode : (body.etims_mode ?? 'off'),
          public_address:
            body.public_address === undefined ? before.public_address : body.public_address,
          vat_registered:
            body.vat_registered === undefined ? before.vat_registered : Number(body.vat_registered),
        };
        // Switching eTIMS on: every item must have KRA's class first (issue 52).
        if (values.etims_mode !== 'off' && before.etims_mode === 'off')
          await requireItemClasses(trx);
        if (values.etims_mode !== 'off') requireTypedLineClass(values.kra_typed_line_class_code);
        await repo.update(values, at.toISOString(), actor.id);
        const changes = changesOf(before, values);
        await recordAudit(trx, at, {
          actor,
          action: 'settings.changed',
          entity: 'settings',
          summary:
            changes.length > 0
              ? `Shop settings saved: ${changes.map((change) => change.field).join(', ')}`
              : 'Shop settings saved, nothing changed',
          changes,
        });
        const after = await repo.find();
        if (!after) throw new Error('The shop settings row is missing after saving it');
        return toCompany(after);
      });
    },
  };
}

export type CompanyService = ReturnType<typeof companyService>;
