import type { MpesaMode, MpesaSettingsInput } from '../../graphql/schema-types.generated.ts';
import type { CompanyDetailsFragment } from '../../shared/company/company.generated.ts';
import { refusedFields } from '../../shared/graphql/request-failure.ts';
import type { ModeText } from './mode-field.tsx';
import type { MpesaSettingsDetailsFragment } from './mpesa-settings.generated.ts';

/*
 * The M-Pesa settings form as typed: its words, its rules (the API's, said beside each field
 * before anything is sent) and the request it makes. Pure, as the shop form's (settings-draft.ts).
 */

export const mpesaSettingsText = {
  title: 'M-Pesa payments (Daraja)',
  description:
    "Ask a customer's phone to pay an order or invoice (STK push), and have payments to your till or paybill recorded by themselves. The keys come from your app on Safaricom's Daraja portal.",
  loadFailed: 'Failed to load the M-Pesa settings',
  saveFailed: 'Failed to save the M-Pesa settings. Please try again.',
  saved: 'M-Pesa settings saved.',
  fixFields: 'Some M-Pesa details need correcting: see the fields marked below.',
  secretSaved: 'Saved — type to replace',
  secretMissing: 'Not saved yet.',
  numberMissing: 'Save the till or paybill number under Payment instructions first.',
  numberUnsaved: (saved: string | null) =>
    `The till or paybill number changed above is not saved yet: ${saved ? `M-Pesa uses ${saved}` : 'M-Pesa has none'} until you save the settings.`,
  offTitle: 'Turn M-Pesa off?',
  offMessage:
    "Staff will no longer be able to send payment requests to customers' phones. The keys stay saved, so M-Pesa can be turned on again later.",
  offConfirm: 'Turn M-Pesa off',
} as const;

export const MPESA_MODES = [
  'off',
  'simulator',
  'sandbox',
  'production',
] as const satisfies readonly MpesaMode[];

/** Each mode as the owner choosing it needs to read it: what it does, in one line. */
export const MPESA_MODE_TEXT: ModeText<MpesaMode> = {
  off: {
    label: 'Off',
    means: 'No payment requests are sent; M-Pesa payments are recorded by hand, as before.',
  },
  simulator: {
    label: 'Simulator',
    means: "Ghala's built-in Daraja simulator, to try M-Pesa out: no money moves.",
  },
  sandbox: {
    label: 'Daraja sandbox',
    means: "Safaricom's test system, with the sandbox app's keys: no real money moves.",
  },
  production: {
    label: 'Safaricom (live)',
    means: "Real payment requests to customers' phones and real payments to your till or paybill.",
  },
};

export type MpesaDraft = {
  mode: MpesaMode;
  stkShortcode: string;
  callbackBaseUrl: string;
  // The secrets as typed: '' keeps what is saved (they are never read back).
  passkey: string;
  consumerKey: string;
  consumerSecret: string;
};
export type MpesaField = keyof MpesaDraft;
export type FieldErrors = Partial<Record<MpesaField, string>>;
const FIELDS: readonly MpesaField[] = [
  'mode',
  'stkShortcode',
  'callbackBaseUrl',
  'passkey',
  'consumerKey',
  'consumerSecret',
];

export const draftOf = (settings: MpesaSettingsDetailsFragment): MpesaDraft => ({
  mode: settings.mode,
  stkShortcode: settings.stkShortcode ?? '',
  callbackBaseUrl: settings.callbackBaseUrl ?? '',
  passkey: '',
  consumerKey: '',
  consumerSecret: '',
});

export const sameDraft = (a: MpesaDraft, b: MpesaDraft) =>
  FIELDS.every((field) => a[field] === b[field]);

/** What is sent: every field, the secrets only when something was typed (else they are kept). */
export function inputOf(draft: MpesaDraft): MpesaSettingsInput {
  const secret = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    mode: draft.mode,
    stkShortcode: draft.stkShortcode.trim() || null,
    callbackBaseUrl: draft.callbackBaseUrl.trim() || null,
    passkey: secret(draft.passkey),
    consumerKey: secret(draft.consumerKey),
    consumerSecret: secret(draft.consumerSecret),
  };
}

/**
 * What is wrong before anything is sent, in the screen's words (the API checks the same and
 * its refusals are shown too): M-Pesa on needs the number, the keys and the callback address.
 */
export function problemsOf(
  draft: MpesaDraft,
  settings: MpesaSettingsDetailsFragment,
  company: CompanyDetailsFragment,
): FieldErrors {
  const problems: FieldErrors = {};
  const shortcode = draft.stkShortcode.trim();
  if (shortcode && !/^\d{5,7}$/.test(shortcode)) {
    problems.stkShortcode = 'A shortcode is 5 to 7 digits, or leave it empty.';
  }
  const address = draft.callbackBaseUrl.trim();
  if (address && !/^https?:\/\/[^\s/?#]+/i.test(address)) {
    problems.callbackBaseUrl = 'Enter an address like https://duka.example.co.ke.';
  }
  if (draft.mode === 'off') return problems;
  if (!company.mpesaType || !company.mpesaNumber) problems.mode = mpesaSettingsText.numberMissing;
  if (!address) problems.callbackBaseUrl = 'Enter the public address Safaricom calls back.';
  const missing = (typed: string, saved: boolean) => typed.trim() === '' && !saved;
  if (missing(draft.passkey, settings.passkeySet)) {
    problems.passkey = 'Enter the passkey Safaricom gave for Lipa na M-Pesa Online.';
  }
  if (missing(draft.consumerKey, settings.consumerKeySet)) {
    problems.consumerKey = "Enter your Daraja app's consumer key.";
  }
  if (missing(draft.consumerSecret, settings.consumerSecretSet)) {
    problems.consumerSecret = "Enter your Daraja app's consumer secret.";
  }
  return problems;
}

/** The API's words as a sentence beside a field: `must be 5 to 7 digits` → `Must be 5 to 7 digits.` */
const sentence = (words: string) =>
  `${words.charAt(0).toUpperCase()}${words.slice(1)}${/[.!?]$/.test(words) ? '' : '.'}`;

/** The server's refusals by field; the till or paybill number, kept elsewhere, is said at the mode. */
export function fieldErrorsOf(caught: unknown): { fields: FieldErrors; other: boolean } {
  const refused = refusedFields(caught);
  const fields: FieldErrors = {};
  let other = false;
  for (const [path, why] of Object.entries(refused)) {
    if ((FIELDS as readonly string[]).includes(path)) fields[path as MpesaField] = sentence(why);
    else if (path === 'mpesaNumber' || path === 'mpesaType')
      fields.mode = fields.mode ?? mpesaSettingsText.numberMissing;
    else other = true;
  }
  return { fields, other };
}
