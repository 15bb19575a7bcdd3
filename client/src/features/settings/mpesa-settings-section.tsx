import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import type { CompanyDetailsFragment } from '../../shared/company/company.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { draftField } from '../../shared/ui/draft-field.ts';
import { ErrorBanner } from '../../shared/ui/error-banner.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { ScreenLoading } from '../../shared/ui/screen-loading.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useFocusOnRefusal } from '../../shared/ui/use-focus-on-refusal.ts';
import { ModeField } from './mode-field.tsx';
import { CallbackAddresses } from './mpesa-callback-addresses.tsx';
import {
  type MpesaSettingsDetailsFragment,
  MpesaSettingsDocument,
  UpdateMpesaSettingsDocument,
} from './mpesa-settings.generated.ts';
import { cacheMpesaSettings } from './mpesa-settings-cache.ts';
import {
  draftOf,
  type FieldErrors,
  fieldErrorsOf,
  inputOf,
  MPESA_MODE_TEXT,
  MPESA_MODES,
  type MpesaDraft,
  type MpesaField,
  mpesaSettingsText,
  problemsOf,
  sameDraft,
} from './mpesa-settings-draft.ts';
import { SaveBar } from './save-bar.tsx';

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
      <section className="card settings-section" aria-label={mpesaSettingsText.title}>
        <h2 className="settings-section__title">{mpesaSettingsText.title}</h2>
        <LoadError message={loadFailureMessage(error, mpesaSettingsText.loadFailed)} />
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
  const { formRef, focusRefused } = useFocusOnRefusal();
  const [save] = useMutation(UpdateMpesaSettingsDocument, {
    update: (cache, { data }) => cacheMpesaSettings(cache, data?.updateMpesaSettings),
  });
  const dirty = !sameDraft(value, saved);

  const edit =
    <F extends MpesaField>(field: F) =>
    (fieldValue: MpesaDraft[F]) => {
      setValue((current) => ({ ...current, [field]: fieldValue }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const form = { value, errors, edit };

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
      focusRefused();
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
      toast.success(mpesaSettingsText.saved);
    } catch (caught) {
      const { fields, other } = fieldErrorsOf(caught);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setBanner(
          other
            ? saveFailureMessage(caught, mpesaSettingsText.saveFailed)
            : mpesaSettingsText.fixFields,
        );
        focusRefused();
      } else {
        setBanner(saveFailureMessage(caught, mpesaSettingsText.saveFailed));
      }
    } finally {
      setBusy(false);
      setConfirmingOff(false);
    }
  }

  const numberName = company.mpesaType === 'paybill' ? 'Paybill number' : 'Till number';

  return (
    <form
      ref={formRef}
      className="settings mpesa-settings"
      onSubmit={submit}
      noValidate
      aria-label="M-Pesa settings"
    >
      <fieldset className="card settings-section">
        <legend className="settings-section__title">{mpesaSettingsText.title}</legend>
        <p className="settings-section__description">{mpesaSettingsText.description}</p>
        <ErrorBanner message={banner} />
        <p className="mpesa-settings__number">
          {company.mpesaType && company.mpesaNumber
            ? `${numberName}: ${company.mpesaNumber} (under Payment instructions).`
            : 'No till or paybill number yet: give it under Payment instructions and save.'}
        </p>
        {numberUnsaved && (
          <p className="banner banner--warning">
            {mpesaSettingsText.numberUnsaved(company.mpesaType ? company.mpesaNumber : null)}
          </p>
        )}
        <div className="settings-section__fields field-columns">
          <ModeField
            legend="M-Pesa mode"
            modes={MPESA_MODES}
            text={MPESA_MODE_TEXT}
            {...draftField(form, 'mode')}
          />
          <TextField
            label="STK shortcode (optional)"
            {...draftField(form, 'stkShortcode')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            hint="For a till: the store number Safaricom gave for payment requests, when it is not the till number. Empty: the till or paybill number."
          />
          <TextField
            label="Callback address"
            type="url"
            {...draftField(form, 'callbackBaseUrl')}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://shop.example.co.ke"
            hint="The public https address where Safaricom can reach this Ghala (your domain, or a tunnel's address). The simulator also takes http://127.0.0.1:…"
          />
          <SecretField
            label="Passkey"
            {...draftField(form, 'passkey')}
            isSaved={settings.passkeySet}
            about="Lipa na M-Pesa Online passkey."
          />
          <SecretField
            label="Consumer key"
            {...draftField(form, 'consumerKey')}
            isSaved={settings.consumerKeySet}
          />
          <SecretField
            label="Consumer secret"
            {...draftField(form, 'consumerSecret')}
            isSaved={settings.consumerSecretSet}
          />
        </div>

        <SaveBar
          className="mpesa-settings__actions"
          dirty={dirty}
          unsaved="Unsaved M-Pesa changes"
          discardLabel="Discard"
          saveLabel="Save M-Pesa settings"
          busy={busy}
          onDiscard={discard}
        />

        <CallbackAddresses settings={settings} />
      </fieldset>

      <ConfirmDialog
        open={confirmingOff}
        title={mpesaSettingsText.offTitle}
        message={mpesaSettingsText.offMessage}
        confirmLabel={mpesaSettingsText.offConfirm}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirmingOff(false)}
      />
    </form>
  );
}

/**
 * A key Safaricom gave, typed to save or replace it: never read back, so the field says
 * whether one is saved; left empty, the saved one is kept.
 */
function SecretField({
  label,
  value,
  onChange,
  error,
  isSaved,
  about,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  isSaved: boolean;
  /** What the key is, when its label does not say. */
  about?: string;
}) {
  const saved = isSaved ? mpesaSettingsText.secretSaved : mpesaSettingsText.secretMissing;
  return (
    <TextField
      label={label}
      type="password"
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="new-password"
      spellCheck={false}
      placeholder={isSaved ? mpesaSettingsText.secretSaved : ''}
      hint={about ? `${about} ${saved}` : saved}
    />
  );
}
