import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type CompanyDetailsFragment,
  CompanyDocument,
  UpdateCompanyDocument,
} from '../../graphql/operations.generated.ts';
import {
  type DraftSpec,
  type StoredDraft,
  useStoredDraft,
} from '../../shared/drafts/use-stored-draft.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { refusedFields } from '../../shared/graphql/request-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { KRA_PIN_HINT } from '../../shared/kra/kra-codes.ts';
import { basisPointsToRate } from '../../shared/money/cents.ts';
import { formatRate } from '../../shared/money/money-format.ts';
import { parseVatPercent } from '../../shared/money/money-input.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { PermissionGate } from '../../shared/ui/permission-gate.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { EtimsModeField } from './etims-mode-field.tsx';
import { EtimsStockReports } from './etims-stock-reports.tsx';
import { LogoField } from './logo-field.tsx';
import { MpesaSettingsSection } from './mpesa-settings-section.tsx';
import {
  companyInputOf,
  draftOf,
  type FieldErrors,
  maxLengths,
  problemsOf,
  readDraft,
  type SettingsDraft,
  type SettingsField,
  sameDraft,
  settingsFieldErrors,
} from './settings-draft.ts';
import './settings.css';
import { ScreenLoading } from '../../shared/ui/screen-loading.tsx';

export const settingsText = {
  title: 'Settings',
  managersOnly: 'Only an owner or a manager can change the shop settings.',
  loadFailed: 'Failed to load settings',
  saveFailed: 'Failed to save settings. Please try again.',
  saved: 'Settings saved.',
  fixFields: 'Some details need correcting: see the fields marked below.',
  restored: 'Your unsaved changes from before are back. Save them, or discard them.',
  unsaved: 'Unsaved changes',
  storageOff: 'This browser cannot keep unsaved changes: save before leaving this screen.',
} as const;

const draftSpec: DraftSpec<SettingsDraft> = {
  form: 'settings',
  // 2: eTIMS's branch, device serial and mode.
  version: 2,
  read: readDraft,
  // Whether a draft is worth keeping depends on what is saved: the form decides (edit below).
  isBlank: () => false,
};

/** The shop's details (issue 20): owners and managers only, as the API enforces. */
export function SettingsPage() {
  return (
    <PermissionGate
      permission="manage"
      title={settingsText.title}
      refusal={settingsText.managersOnly}
    >
      <SettingsScreen />
    </PermissionGate>
  );
}

function SettingsScreen() {
  const { data, error } = useQuery(CompanyDocument);
  const draft = useStoredDraft(draftSpec);
  if (error) {
    return (
      <>
        <PageHeader title={settingsText.title} />
        <LoadError message={loadFailureMessage(error, settingsText.loadFailed)} />
      </>
    );
  }
  if (!data || draft === undefined) {
    return (
      <>
        <PageHeader title={settingsText.title} />
        <ScreenLoading />
      </>
    );
  }
  return <SettingsForm company={data.company} draft={draft} />;
}

function lastSaved(company: CompanyDetailsFragment): string {
  if (!company.updatedAt) {
    // A new shop starts with no details (issue 46); some installs were given first values.
    return company.name
      ? 'Not saved yet: these are the details Ghala was installed with. Check them and save.'
      : "Not saved yet: enter the shop's details and save. Until then invoices print 'Shop details not entered' where the name goes.";
  }
  const who = company.updatedByEmail ? ` by ${company.updatedByEmail}` : '';
  return `Last saved ${formatDateTime(company.updatedAt)}${who}.`;
}

const percentOf = (bp: number) => formatRate(basisPointsToRate(bp));

/** What the typed rate will do, and until it is saved, what new documents still start at. */
function vatRateHint(typedBp: number | null, savedBp: number | null): string {
  if (typedBp === null) return '0 to 100. Each order and invoice can still use its own rate.';
  if (savedBp === null || typedBp === savedBp) {
    return `0 to 100. New orders and invoices start at ${percentOf(typedBp)}; each can still use its own rate.`;
  }
  return `0 to 100. Once saved, new orders and invoices start at ${percentOf(typedBp)} instead of ${percentOf(savedBp)}; each can still use its own rate.`;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="settings-section">
      <legend className="settings-section__title">{title}</legend>
      <p className="settings-section__description">{description}</p>
      <div className="settings-section__fields">{children}</div>
    </fieldset>
  );
}

function SettingsForm({
  company,
  draft,
}: {
  company: CompanyDetailsFragment;
  draft: StoredDraft<SettingsDraft>;
}) {
  const toast = useToast();
  const saved = draftOf(company);
  const [value, setValue] = useState<SettingsDraft>(() => draft.restored ?? saved);
  const [restored, setRestored] = useState(
    () => draft.restored !== null && !sameDraft(draft.restored, saved),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [storageOff, setStorageOff] = useState(false);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The answer lands in the shop's one cache entry (apollo-client.ts), which every screen reads.
  const [save] = useMutation(UpdateCompanyDocument);
  const dirty = !sameDraft(value, saved);

  // After a refused save, the first field in trouble takes the focus (and is read out).
  useEffect(() => {
    if (focusTick === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, so neither the sticky Save bar nor the top of the window hides its message.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, [focusTick]);

  /** The draft follows every change; back to what is saved, there is nothing to keep. */
  function keep(next: SettingsDraft) {
    if (sameDraft(next, saved)) draft.discard();
    else setStorageOff(!draft.save(next));
  }

  const edit =
    <F extends SettingsField>(field: F) =>
    (fieldValue: SettingsDraft[F]) => {
      const next = { ...value, [field]: fieldValue };
      setValue(next);
      setErrors((current) => ({ ...current, [field]: undefined }));
      keep(next);
    };

  function discard() {
    setValue(saved);
    setErrors({});
    setBanner(null);
    setRestored(false);
    draft.discard();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    const problems = problemsOf(value);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    setBusy(true);
    try {
      const { data } = await save({ variables: { input: companyInputOf(value) } });
      if (data) setValue(draftOf(data.updateCompany));
      draft.discard();
      setRestored(false);
      toast.success(settingsText.saved);
    } catch (error) {
      const refused = refusedFields(error);
      if (Object.keys(refused).length > 0) {
        const { fields, other } = settingsFieldErrors(refused);
        setErrors(fields);
        setBanner(other.length > 0 ? other.join(' ') : settingsText.fixFields);
        setFocusTick((tick) => tick + 1);
      } else {
        setBanner(saveFailureMessage(error, settingsText.saveFailed));
      }
    } finally {
      setBusy(false);
    }
  }

  const vatBp = parseVatPercent(value.vatPercent);
  const text = (field: keyof typeof maxLengths) => ({
    value: value[field],
    onChange: edit(field),
    error: errors[field],
    maxLength: maxLengths[field],
  });

  return (
    <>
      <PageHeader title={settingsText.title}>
        <p className="page-header__summary">{lastSaved(company)}</p>
      </PageHeader>
      <form
        ref={formRef}
        className="settings"
        onSubmit={submit}
        noValidate
        aria-label="Shop settings"
      >
        {restored && (
          <p className="banner banner--info" role="status">
            {settingsText.restored}
          </p>
        )}
        {storageOff && (
          <p className="banner banner--warning" role="status">
            {settingsText.storageOff}
          </p>
        )}
        {banner && (
          <p className="banner banner--error" role="alert">
            {banner}
          </p>
        )}

        <Section
          title="Shop details"
          description="Who issues the documents: printed at the top of every invoice, credit note and statement."
        >
          <TextField label="Company name" autoComplete="organization" required {...text('name')} />
          <TextField
            label="Registration number"
            autoComplete="off"
            required
            {...text('registrationNumber')}
          />
          <TextAreaField
            label="Address (optional)"
            autoComplete="street-address"
            rows={2}
            {...text('address')}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            hint="As customers should dial it, e.g. 0722 123 456."
            {...text('phone')}
          />
          <TextField label="Email" type="email" autoComplete="email" required {...text('email')} />
        </Section>

        <Section
          title="Tax and VAT"
          description="Printed beside the shop's name; the VAT rate is what new orders and invoices start with."
        >
          <TextField
            label="KRA PIN (optional)"
            value={value.kraPin}
            onChange={(pin) => edit('kraPin')(pin.toUpperCase())}
            error={errors.kraPin}
            maxLength={11}
            autoComplete="off"
            spellCheck={false}
            hint={KRA_PIN_HINT}
          />
          <TextField
            label="Default VAT rate (%)"
            value={value.vatPercent}
            onChange={edit('vatPercent')}
            error={errors.vatPercent}
            inputMode="decimal"
            autoComplete="off"
            hint={vatRateHint(vatBp, parseVatPercent(saved.vatPercent))}
          />
        </Section>

        <Section
          title="KRA eTIMS"
          description="Signing invoices and credit notes with KRA's electronic tax invoice system. KRA's addresses and keys are set on the server, not here."
        >
          <EtimsModeField
            value={value.etimsMode}
            onChange={edit('etimsMode')}
            error={errors.etimsMode}
          />
          <TextField
            label="KRA branch id"
            value={value.kraBranchId}
            onChange={edit('kraBranchId')}
            error={errors.kraBranchId}
            maxLength={maxLengths.kraBranchId}
            inputMode="numeric"
            autoComplete="off"
            hint="2 digits, as KRA registered the branch: 00 for the head office."
          />
          <TextField
            label={value.etimsMode === 'off' ? 'Device serial (optional)' : 'Device serial'}
            value={value.kraDeviceSerial}
            onChange={edit('kraDeviceSerial')}
            error={errors.kraDeviceSerial}
            maxLength={maxLengths.kraDeviceSerial}
            autoComplete="off"
            spellCheck={false}
            hint="The serial number KRA registered this branch's eTIMS device (OSCU) with."
          />
        </Section>

        <Section
          title="Printed documents"
          description="Your logo at the top, and your own words at the foot of every invoice, credit note and statement."
        >
          <LogoField value={value.logo} onChange={edit('logo')} error={errors.logo} />
          <TextAreaField
            label="Invoice footer (optional)"
            hint="e.g. Goods once sold are not returnable. Thank you for shopping with us."
            {...text('invoiceFooter')}
          />
        </Section>

        <Section
          title="Payment instructions"
          description="How customers pay you, printed at the foot of invoices and statements."
        >
          <SelectField
            label="M-Pesa"
            value={value.mpesaType}
            onChange={(type) => edit('mpesaType')(type as SettingsDraft['mpesaType'])}
            error={errors.mpesaType}
          >
            <option value="">None</option>
            <option value="till">Till number (Buy Goods)</option>
            <option value="paybill">Paybill number</option>
          </SelectField>
          {value.mpesaType && (
            <TextField
              label={value.mpesaType === 'till' ? 'Till number' : 'Paybill number'}
              value={value.mpesaNumber}
              onChange={edit('mpesaNumber')}
              error={errors.mpesaNumber}
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              hint={
                value.mpesaType === 'paybill'
                  ? "Customers give the invoice's number as the account number."
                  : '5 to 7 digits.'
              }
            />
          )}
          <TextAreaField
            label="Bank details (optional)"
            hint="Bank, branch, account name and number."
            {...text('bankDetails')}
          />
        </Section>

        <div className={`settings__actions${dirty ? ' settings__actions--unsaved' : ''}`}>
          <p className="settings__status" role="status">
            {dirty ? settingsText.unsaved : ''}
          </p>
          {dirty && (
            <button
              className="button button--secondary"
              type="button"
              onClick={discard}
              disabled={busy}
            >
              Discard changes
            </button>
          )}
          <button className="button button--primary" type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save settings'}
          </button>
        </div>
      </form>
      <EtimsStockReports etimsOn={company.etimsMode !== 'off'} />
      <MpesaSettingsSection
        company={company}
        numberUnsaved={
          value.mpesaType !== saved.mpesaType || value.mpesaNumber.trim() !== saved.mpesaNumber
        }
      />
    </>
  );
}
