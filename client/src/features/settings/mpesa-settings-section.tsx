import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type CompanyDetailsFragment,
  type MpesaMode,
  type MpesaSettingsDetailsFragment,
  MpesaSettingsDocument,
  type MpesaSettingsInput,
  UpdateMpesaSettingsDocument,
} from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { refusedFields } from '../../shared/graphql/request-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { ScreenLoading } from '../../shared/ui/screen-loading.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { ModeField, type ModeText } from './mode-field.tsx';
import { CallbackAddresses } from './mpesa-callback-addresses.tsx';

export const mpesaText = {
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

type MpesaDraft = {
  mode: MpesaMode;
  stkShortcode: string;
  callbackBaseUrl: string;
  // The secrets as typed: '' keeps what is saved (they are never read back).
  passkey: string;
  consumerKey: string;
  consumerSecret: string;
};
type MpesaField = keyof MpesaDraft;
type FieldErrors = Partial<Record<MpesaField, string>>;
const FIELDS: readonly MpesaField[] = [
  'mode',
  'stkShortcode',
  'callbackBaseUrl',
  'passkey',
  'consumerKey',
  'consumerSecret',
];

const draftOf = (settings: MpesaSettingsDetailsFragment): MpesaDraft => ({
  mode: settings.mode,
  stkShortcode: settings.stkShortcode ?? '',
  callbackBaseUrl: settings.callbackBaseUrl ?? '',
  passkey: '',
  consumerKey: '',
  consumerSecret: '',
});

const sameDraft = (a: MpesaDraft, b: MpesaDraft) => FIELDS.every((field) => a[field] === b[field]);

/** What is sent: every field, the secrets only when something was typed (else they are kept). */
function inputOf(draft: MpesaDraft): MpesaSettingsInput {
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
function problemsOf(
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
  if (!company.mpesaType || !company.mpesaNumber) problems.mode = mpesaText.numberMissing;
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
function fieldErrorsOf(caught: unknown): { fields: FieldErrors; other: boolean } {
  const refused = refusedFields(caught);
  const fields: FieldErrors = {};
  let other = false;
  for (const [path, why] of Object.entries(refused)) {
    if ((FIELDS as readonly string[]).includes(path)) fields[path as MpesaField] = sentence(why);
    else if (path === 'mpesaNumber' || path === 'mpesaType')
      fields.mode = fields.mode ?? mpesaText.numberMissing;
    else other = true;
  }
  return { fields, other };
}

/**
 * The Settings screen's M-Pesa section (issue 22): a form of its own under the shop's details,
 * saved by its own button, as its secrets must never sit in the shop form's stored draft. The
 * till or paybill number stays under Payment instructions; this says which one is used.
 */
export function MpesaSettingsSection({
  company,
  numberUnsaved,
}: {
  company: CompanyDetailsFragment;
  /** The shop form above holds a till or paybill number not saved yet. */
  numberUnsaved: boolean;
}) {
  const { data, error } = useQuery(MpesaSettingsDocument);
  if (error) {
    return (
      <section className="settings-section" aria-label={mpesaText.title}>
        <h2 className="settings-section__title">{mpesaText.title}</h2>
        <LoadError message={loadFailureMessage(error, mpesaText.loadFailed)} />
      </section>
    );
  }
  if (!data) {
    return <ScreenLoading />;
  }
  return (
    <MpesaSettingsForm
      settings={data.mpesaSettings}
      company={company}
      numberUnsaved={numberUnsaved}
    />
  );
}

function MpesaSettingsForm({
  settings,
  company,
  numberUnsaved,
}: {
  settings: MpesaSettingsDetailsFragment;
  company: CompanyDetailsFragment;
  numberUnsaved: boolean;
}) {
  const toast = useToast();
  const saved = draftOf(settings);
  const [value, setValue] = useState<MpesaDraft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [save] = useMutation(UpdateMpesaSettingsDocument, {
    // MpesaSettings has no id: the one copy in the cache is Query.mpesaSettings.
    update(cache, { data }) {
      if (data) {
        cache.writeQuery({
          query: MpesaSettingsDocument,
          data: { mpesaSettings: data.updateMpesaSettings },
        });
      }
    },
  });
  const dirty = !sameDraft(value, saved);

  useEffect(() => {
    if (focusTick === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, [focusTick]);

  const edit =
    <F extends MpesaField>(field: F) =>
    (fieldValue: MpesaDraft[F]) => {
      setValue((current) => ({ ...current, [field]: fieldValue }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  function discard() {
    setValue(saved);
    setErrors({});
    setBanner(null);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setBanner(null);
    const problems = problemsOf(value, settings, company);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    // Turning M-Pesa off stops the counter's payment requests: asked first.
    if (settings.mode !== 'off' && value.mode === 'off') setConfirmingOff(true);
    else void send();
  }

  async function send() {
    setBanner(null);
    setBusy(true);
    try {
      const { data } = await save({ variables: { input: inputOf(value) } });
      if (data) setValue(draftOf(data.updateMpesaSettings));
      setErrors({});
      toast.success(mpesaText.saved);
    } catch (caught) {
      const { fields, other } = fieldErrorsOf(caught);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setBanner(other ? saveFailureMessage(caught, mpesaText.saveFailed) : mpesaText.fixFields);
        setFocusTick((tick) => tick + 1);
      } else {
        setBanner(saveFailureMessage(caught, mpesaText.saveFailed));
      }
    } finally {
      setBusy(false);
      setConfirmingOff(false);
    }
  }

  const secretHint = (set: boolean) => (set ? mpesaText.secretSaved : mpesaText.secretMissing);
  const numberName = company.mpesaType === 'paybill' ? 'Paybill number' : 'Till number';

  return (
    <form
      ref={formRef}
      className="settings mpesa-settings"
      onSubmit={submit}
      noValidate
      aria-label="M-Pesa settings"
    >
      <fieldset className="settings-section">
        <legend className="settings-section__title">{mpesaText.title}</legend>
        <p className="settings-section__description">{mpesaText.description}</p>
        {banner && (
          <p className="banner banner--error" role="alert">
            {banner}
          </p>
        )}
        <p className="mpesa-settings__number">
          {company.mpesaType && company.mpesaNumber
            ? `${numberName}: ${company.mpesaNumber} (under Payment instructions).`
            : 'No till or paybill number yet: give it under Payment instructions and save.'}
        </p>
        {numberUnsaved && (
          <p className="banner banner--warning">
            {mpesaText.numberUnsaved(company.mpesaType ? company.mpesaNumber : null)}
          </p>
        )}
        <div className="settings-section__fields">
          <ModeField
            legend="M-Pesa mode"
            modes={MPESA_MODES}
            text={MPESA_MODE_TEXT}
            value={value.mode}
            onChange={edit('mode')}
            error={errors.mode}
          />
          <TextField
            label="STK shortcode (optional)"
            value={value.stkShortcode}
            onChange={edit('stkShortcode')}
            error={errors.stkShortcode}
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            hint="For a till: the store number Safaricom gave for payment requests, when it is not the till number. Empty: the till or paybill number."
          />
          <TextField
            label="Callback address"
            type="url"
            value={value.callbackBaseUrl}
            onChange={edit('callbackBaseUrl')}
            error={errors.callbackBaseUrl}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://shop.example.co.ke"
            hint="The public https address where Safaricom can reach this Ghala (your domain, or a tunnel's address). The simulator also takes http://127.0.0.1:…"
          />
          <TextField
            label="Passkey"
            type="password"
            value={value.passkey}
            onChange={edit('passkey')}
            error={errors.passkey}
            autoComplete="new-password"
            spellCheck={false}
            placeholder={settings.passkeySet ? mpesaText.secretSaved : ''}
            hint={`Lipa na M-Pesa Online passkey. ${secretHint(settings.passkeySet)}`}
          />
          <TextField
            label="Consumer key"
            type="password"
            value={value.consumerKey}
            onChange={edit('consumerKey')}
            error={errors.consumerKey}
            autoComplete="new-password"
            spellCheck={false}
            placeholder={settings.consumerKeySet ? mpesaText.secretSaved : ''}
            hint={secretHint(settings.consumerKeySet)}
          />
          <TextField
            label="Consumer secret"
            type="password"
            value={value.consumerSecret}
            onChange={edit('consumerSecret')}
            error={errors.consumerSecret}
            autoComplete="new-password"
            spellCheck={false}
            placeholder={settings.consumerSecretSet ? mpesaText.secretSaved : ''}
            hint={secretHint(settings.consumerSecretSet)}
          />
        </div>

        <div className="mpesa-settings__actions">
          <p className="settings__status" role="status">
            {dirty ? 'Unsaved M-Pesa changes' : ''}
          </p>
          {dirty && (
            <button
              className="button button--secondary"
              type="button"
              onClick={discard}
              disabled={busy}
            >
              Discard
            </button>
          )}
          <button className="button button--primary" type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save M-Pesa settings'}
          </button>
        </div>

        <CallbackAddresses settings={settings} />
      </fieldset>

      <ConfirmDialog
        open={confirmingOff}
        title={mpesaText.offTitle}
        message={mpesaText.offMessage}
        confirmLabel={mpesaText.offConfirm}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirmingOff(false)}
      />
    </form>
  );
}
