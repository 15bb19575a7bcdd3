import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import {
  type CompanyDetailsFragment,
  CompanyDocument,
} from '../../shared/company/company.generated.ts';
import {
  type DraftSpec,
  type StoredDraft,
  useStoredDraft,
} from '../../shared/drafts/use-stored-draft.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { refusedFields } from '../../shared/graphql/request-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useFocusOnRefusal } from '../../shared/ui/use-focus-on-refusal.ts';
import { EtimsStockReports } from './etims-stock-reports.tsx';
import { MpesaSettingsSection } from './mpesa-settings-section.tsx';
import { SaveBar } from './save-bar.tsx';
import { UpdateCompanyDocument } from './settings.generated.ts';
import {
  companyInputOf,
  draftOf,
  type FieldErrors,
  problemsOf,
  readDraft,
  type SettingsDraft,
  type SettingsField,
  sameDraft,
  settingsFieldErrors,
} from './settings-draft.ts';
import {
  EtimsSection,
  PaymentInstructionsSection,
  PrintedDocumentsSection,
  type SettingsFields,
  ShopDetailsSection,
  TaxSection,
} from './settings-sections.tsx';
import './settings.css';
import { ErrorBanner } from '../../shared/ui/error-banner.tsx';
import { ScreenLoading } from '../../shared/ui/screen-loading.tsx';

export const settingsText = {
  title: 'Settings',
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
  const { formRef, focusRefused } = useFocusOnRefusal();
  // The answer lands in the shop's one cache entry (apollo-client.ts), which every screen reads.
  const [save] = useMutation(UpdateCompanyDocument);
  const dirty = !sameDraft(value, saved);

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
      focusRefused();
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
        focusRefused();
      } else {
        setBanner(saveFailureMessage(error, settingsText.saveFailed));
      }
    } finally {
      setBusy(false);
    }
  }

  const fields: SettingsFields = { value, saved, errors, edit };

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
        <ErrorBanner message={banner} />

        <ShopDetailsSection form={fields} />
        <TaxSection form={fields} />
        <EtimsSection form={fields} />
        <PrintedDocumentsSection form={fields} />
        <PaymentInstructionsSection form={fields} />

        <SaveBar
          className={`settings__actions${dirty ? ' settings__actions--unsaved' : ''}`}
          dirty={dirty}
          unsaved={settingsText.unsaved}
          discardLabel="Discard changes"
          saveLabel="Save settings"
          busy={busy}
          onDiscard={discard}
        />
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
