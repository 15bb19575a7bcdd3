import type {
  CompanyInput,
  EtimsMode,
  MpesaAccountType,
} from '../../graphql/schema-types.generated.ts';
import type { CompanyDetailsFragment } from '../../shared/company/company.generated.ts';
import type { FieldMessages } from '../../shared/graphql/request-failure.ts';
import { isKraPin, KRA_PIN_PROBLEM } from '../../shared/kra/kra-codes.ts';
import { basisPointsToRate } from '../../shared/money/cents.ts';
import {
  INVALID_VAT_PERCENT,
  parseVatPercent,
  vatPercentText,
} from '../../shared/money/money-input.ts';

/**
 * The Settings form as typed: its rules (the API's, said in the screen's words, so a mistake is
 * shown beside its field before anything is sent) and the request it makes. Pure, so the rules
 * are tested without a screen.
 */

export type SettingsDraft = {
  name: string;
  registrationNumber: string;
  address: string;
  phone: string;
  email: string;
  kraPin: string;
  vatPercent: string;
  logo: string | null;
  invoiceFooter: string;
  mpesaType: MpesaAccountType | '';
  mpesaNumber: string;
  bankDetails: string;
  kraBranchId: string;
  kraDeviceSerial: string;
  /** KRA's item class typed lines are sent with; blank: none. */
  kraTypedLineClassCode: string;
  etimsMode: EtimsMode;
  /** Where customers open shared documents (https://…); blank until set. */
  publicAddress: string;
  /** 'yes' (costs net of VAT, bills carry input VAT) or 'no' (costs are the full price). */
  vatRegistered: 'yes' | 'no';
};

export const ETIMS_MODES = [
  'off',
  'simulator',
  'sandbox',
  'production',
] as const satisfies readonly EtimsMode[];

export type SettingsField = keyof SettingsDraft;
export type FieldErrors = Partial<Record<SettingsField, string>>;

/** The longest each text may be, as the API allows. */
export const maxLengths = {
  name: 200,
  registrationNumber: 50,
  address: 300,
  phone: 40,
  email: 200,
  invoiceFooter: 500,
  bankDetails: 500,
  kraBranchId: 2,
  kraDeviceSerial: 100,
  publicAddress: 200,
} as const satisfies Partial<Record<SettingsField, number>>;

export const LOGO_MAX_BYTES = 200 * 1024;
const LOGO_TYPES = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
} as const;

export function draftOf(company: CompanyDetailsFragment): SettingsDraft {
  return {
    name: company.name,
    registrationNumber: company.registrationNumber,
    address: company.address ?? '',
    phone: company.phone ?? '',
    email: company.email,
    kraPin: company.kraPin ?? '',
    vatPercent: vatPercentText(company.defaultVatRate),
    logo: company.logo,
    invoiceFooter: company.invoiceFooter ?? '',
    mpesaType: company.mpesaType ?? '',
    mpesaNumber: company.mpesaNumber ?? '',
    bankDetails: company.bankDetails ?? '',
    kraBranchId: company.kraBranchId,
    kraDeviceSerial: company.kraDeviceSerial ?? '',
    kraTypedLineClassCode: company.kraTypedLineClassCode ?? '',
    etimsMode: company.etimsMode,
    publicAddress: company.publicAddress ?? '',
    vatRegistered: company.vatRegistered ? 'yes' : 'no',
  };
}

export const sameDraft = (a: SettingsDraft, b: SettingsDraft): boolean =>
  (Object.keys(a) as SettingsField[]).every((field) => a[field] === b[field]);

/** A draft read back from the browser's storage, or null when it is not one (edited by hand). */
export function readDraft(stored: unknown): SettingsDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  const texts: SettingsField[] = [
    'name',
    'registrationNumber',
    'address',
    'phone',
    'email',
    'kraPin',
    'vatPercent',
    'invoiceFooter',
    'mpesaNumber',
    'bankDetails',
    'kraBranchId',
    'kraDeviceSerial',
  ];
  if (!texts.every((field) => typeof value[field] === 'string')) return null;
  if (!['', 'till', 'paybill'].includes(value.mpesaType as string)) return null;
  if (!(ETIMS_MODES as readonly unknown[]).includes(value.etimsMode)) return null;
  if (value.logo !== null && typeof value.logo !== 'string') return null;
  // Drafts kept before the public address or the class for typed lines existed have none yet.
  const publicAddress = typeof value.publicAddress === 'string' ? value.publicAddress : '';
  // …nor a VAT registration (yes, as a new shop's).
  const vatRegistered = value.vatRegistered === 'no' ? 'no' : 'yes';
  const kraTypedLineClassCode =
    typeof value.kraTypedLineClassCode === 'string' ? value.kraTypedLineClassCode : '';
  return { ...(value as SettingsDraft), publicAddress, vatRegistered, kraTypedLineClassCode };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s+()/,-]+$/;

/** Everything wrong with the draft, each beside its field, all at once. */
export function problemsOf(draft: SettingsDraft): FieldErrors {
  const problems: FieldErrors = {};
  if (!draft.name.trim()) problems.name = 'Enter the company name.';
  if (!draft.registrationNumber.trim())
    problems.registrationNumber = 'Enter the registration number.';
  if (!EMAIL.test(draft.email.trim()))
    problems.email = 'Enter an email address, e.g. accounts@duka.co.ke.';
  const phone = draft.phone.trim();
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 9))
    problems.phone = 'Enter a phone number, e.g. 0722 123 456.';
  const pin = draft.kraPin.trim();
  if (pin && !isKraPin(pin)) problems.kraPin = KRA_PIN_PROBLEM;
  if (parseVatPercent(draft.vatPercent) === null) problems.vatPercent = INVALID_VAT_PERCENT;
  if (draft.mpesaType && !/^\d{5,7}$/.test(draft.mpesaNumber.trim())) {
    const what = draft.mpesaType === 'till' ? 'till' : 'paybill';
    problems.mpesaNumber = `Enter the ${what} number: 5 to 7 digits.`;
  }
  const address = draft.publicAddress.trim();
  if (address && !isWebOrigin(address))
    problems.publicAddress =
      'Enter a web address with nothing after it, e.g. https://duka.example.co.ke.';
  const branch = draft.kraBranchId.trim();
  if (branch && !/^\d{2}$/.test(branch))
    problems.kraBranchId = 'A branch id is 2 digits: 00 for the head office.';
  if (draft.etimsMode !== 'off') {
    // Nothing can be signed without them; the server refuses the same.
    if (!pin && !problems.kraPin) problems.kraPin = 'Enter the KRA PIN: eTIMS signs with it.';
    if (!draft.kraDeviceSerial.trim())
      problems.kraDeviceSerial = 'Enter the device serial KRA registered: eTIMS signs with it.';
    if (!draft.kraTypedLineClassCode.trim())
      problems.kraTypedLineClassCode =
        'Choose KRA’s item class for typed lines: eTIMS is on, and KRA is sent no line without one.';
  }
  const typedClass = draft.kraTypedLineClassCode.trim();
  if (typedClass && !/^\d{1,10}$/.test(typedClass))
    problems.kraTypedLineClassCode =
      "KRA's item classification code is up to 10 digits, e.g. 78100000.";
  return problems;
}

/** An http(s) address with no path: what a shared link is written under. */
function isWebOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && /^\/*$/.test(url.pathname) && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const orNull = (text: string) => text.trim() || null;

/** The request for a draft without problems. */
export function companyInputOf(draft: SettingsDraft): CompanyInput {
  return {
    name: draft.name.trim(),
    registrationNumber: draft.registrationNumber.trim(),
    email: draft.email.trim(),
    kraPin: orNull(draft.kraPin.toUpperCase()),
    address: orNull(draft.address),
    phone: orNull(draft.phone),
    logo: draft.logo,
    defaultVatRate: basisPointsToRate(parseVatPercent(draft.vatPercent) ?? 0),
    invoiceFooter: orNull(draft.invoiceFooter),
    mpesaType: draft.mpesaType || null,
    // A number without its kind is not sent: choosing "None" drops it.
    mpesaNumber: draft.mpesaType ? orNull(draft.mpesaNumber) : null,
    bankDetails: orNull(draft.bankDetails),
    // Blank is the head office.
    kraBranchId: draft.kraBranchId.trim() || '00',
    kraDeviceSerial: orNull(draft.kraDeviceSerial),
    kraTypedLineClassCode: orNull(draft.kraTypedLineClassCode),
    etimsMode: draft.etimsMode,
    publicAddress: orNull(draft.publicAddress),
    vatRegistered: draft.vatRegistered === 'yes',
  };
}

/** The API's names of the fields, as its refusals name them (`kra_pin: must be …`). */
// The updateCompany input's fields (where the server's refusals point) by the form's own names.
const inputFields: Record<string, SettingsField> = {
  name: 'name',
  registrationNumber: 'registrationNumber',
  address: 'address',
  phone: 'phone',
  email: 'email',
  kraPin: 'kraPin',
  defaultVatRate: 'vatPercent',
  logo: 'logo',
  invoiceFooter: 'invoiceFooter',
  mpesaType: 'mpesaType',
  mpesaNumber: 'mpesaNumber',
  bankDetails: 'bankDetails',
  kraBranchId: 'kraBranchId',
  kraDeviceSerial: 'kraDeviceSerial',
  kraTypedLineClassCode: 'kraTypedLineClassCode',
  etimsMode: 'etimsMode',
  publicAddress: 'publicAddress',
  vatRegistered: 'vatRegistered',
};

/**
 * The server's refusals (`refusedFields`, by the input's field names) put on the form's
 * fields; whatever names no field of the form is left for the banner.
 */
export function settingsFieldErrors(refused: FieldMessages): {
  fields: FieldErrors;
  other: string[];
} {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(refused)) {
    const field = inputFields[path];
    if (field) fields[field] = message;
    else other.push(`${path}: ${message}`);
  }
  return { fields, other };
}

/**
 * Why a chosen file cannot be the logo, or null when it can: a PNG, JPEG or WebP image of at most
 * 200 KB whose first bytes say it is one (the server checks the same, and refuses SVG).
 */
export function logoProblem(type: string, bytes: number, head: Uint8Array): string | null {
  const kind = LOGO_TYPES[type as keyof typeof LOGO_TYPES];
  if (!kind) return 'Choose a PNG, JPEG or WebP image.';
  if (bytes > LOGO_MAX_BYTES)
    return `The logo must be at most 200 KB; this file is ${Math.ceil(bytes / 1024)} KB.`;
  const text = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  const matches =
    type === 'image/png'
      ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte)
      : type === 'image/jpeg'
        ? head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff
        : text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP';
  return matches ? null : `This file is not a ${kind} image.`;
}
