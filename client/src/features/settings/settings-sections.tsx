import type { ReactNode } from 'react';
import { KRA_PIN_HINT } from '../../shared/kra/kra-codes.ts';
import { KraItemClassField } from '../../shared/kra/kra-item-class-field.tsx';
import { basisPointsToRate } from '../../shared/money/cents.ts';
import { formatRate } from '../../shared/money/money-format.ts';
import { parseVatPercent } from '../../shared/money/money-input.ts';
import { type DraftForm, draftField } from '../../shared/ui/draft-field.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { EtimsModeField } from './etims-mode-field.tsx';
import { LogoField } from './logo-field.tsx';
import { maxLengths, type SettingsDraft } from './settings-draft.ts';

/* The Settings form's sections, each a group of the draft's fields with what it is for. */

/** What a section reads and changes of the form: the draft as typed, and as saved. */
export type SettingsFields = DraftForm<SettingsDraft> & { saved: SettingsDraft };

/** A text field's value, change, error and longest length, for one of the draft's texts. */
const text = (form: SettingsFields, field: keyof typeof maxLengths) => ({
  ...draftField(form, field),
  maxLength: maxLengths[field],
});

const percentOf = (bp: number) => formatRate(basisPointsToRate(bp));

/** What the typed rate will do, and until it is saved, what new documents still start at. */
function vatRateHint(typedBp: number | null, savedBp: number | null): string {
  if (typedBp === null) return '0 to 100. Each order and invoice can still use its own rate.';
  if (savedBp === null || typedBp === savedBp) {
    return `0 to 100. New orders and invoices start at ${percentOf(typedBp)}; each can still use its own rate.`;
  }
  return `0 to 100. Once saved, new orders and invoices start at ${percentOf(typedBp)} instead of ${percentOf(savedBp)}; each can still use its own rate.`;
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="card settings-section">
      <legend className="settings-section__title">{title}</legend>
      <p className="settings-section__description">{description}</p>
      <div className="settings-section__fields field-columns">{children}</div>
    </fieldset>
  );
}

/** Who issues the documents. */
export function ShopDetailsSection({ form }: { form: SettingsFields }) {
  return (
    <Section
      title="Shop details"
      description="Who issues the documents: printed at the top of every invoice, credit note and statement."
    >
      <TextField
        label="Company name"
        autoComplete="organization"
        required
        {...text(form, 'name')}
      />
      <TextField
        label="Registration number"
        autoComplete="off"
        required
        {...text(form, 'registrationNumber')}
      />
      <TextAreaField
        label="Address (optional)"
        autoComplete="street-address"
        rows={2}
        {...text(form, 'address')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        hint="As customers should dial it, e.g. 0722 123 456."
        {...text(form, 'phone')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...text(form, 'email')}
      />
    </Section>
  );
}

/** The KRA PIN and the VAT rate new documents start with. */
export function TaxSection({ form }: { form: SettingsFields }) {
  const { value, saved, errors, edit } = form;
  const vatBp = parseVatPercent(value.vatPercent);
  return (
    <Section
      title="Tax and VAT"
      description="Printed beside the shop's name; the VAT rate is what new orders and invoices start with; whether the shop is VAT-registered decides what a cost is."
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
        {...draftField(form, 'vatPercent')}
        inputMode="decimal"
        autoComplete="off"
        hint={vatRateHint(vatBp, parseVatPercent(saved.vatPercent))}
      />
      <SelectField
        label="VAT-registered"
        value={value.vatRegistered}
        onChange={(answer) => edit('vatRegistered')(answer === 'no' ? 'no' : 'yes')}
        error={errors.vatRegistered}
        hint={
          value.vatRegistered === 'yes'
            ? "Costs are entered excluding VAT; suppliers' bills carry input VAT, deducted on the VAT return."
            : 'Costs are entered as the full price paid, VAT included; bills claim no input VAT.'
        }
      >
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </SelectField>
    </Section>
  );
}

/** Signing with KRA eTIMS. */
export function EtimsSection({ form }: { form: SettingsFields }) {
  const { value } = form;
  return (
    <Section
      title="KRA eTIMS"
      description="Signing invoices and credit notes with KRA's electronic tax invoice system. KRA's addresses and keys are set on the server, not here."
    >
      <EtimsModeField {...draftField(form, 'etimsMode')} />
      <TextField
        label="KRA branch id"
        {...draftField(form, 'kraBranchId')}
        maxLength={maxLengths.kraBranchId}
        inputMode="numeric"
        autoComplete="off"
        hint="2 digits, as KRA registered the branch: 00 for the head office."
      />
      <TextField
        label={value.etimsMode === 'off' ? 'Device serial (optional)' : 'Device serial'}
        {...draftField(form, 'kraDeviceSerial')}
        maxLength={maxLengths.kraDeviceSerial}
        autoComplete="off"
        spellCheck={false}
        hint="The serial number KRA registered this branch's eTIMS device (OSCU) with."
      />
      <KraItemClassField
        label={
          value.etimsMode === 'off' ? 'Class for typed lines (optional)' : 'Class for typed lines'
        }
        {...draftField(form, 'kraTypedLineClassCode')}
        required={value.etimsMode !== 'off'}
        emptyHint="KRA’s item class for lines typed on an invoice rather than picked from stock (a delivery, labour). Type a word (transport, repair) or a code."
      />
    </Section>
  );
}

/** The logo and the footer of printed documents. */
export function PrintedDocumentsSection({ form }: { form: SettingsFields }) {
  return (
    <Section
      title="Printed documents"
      description="Your logo at the top, your own words at the foot of every invoice, credit note and statement, and where shared documents open."
    >
      <LogoField {...draftField(form, 'logo')} />
      <TextAreaField
        label="Invoice footer (optional)"
        hint="e.g. Goods once sold are not returnable. Thank you for shopping with us."
        {...text(form, 'invoiceFooter')}
      />
      <TextField
        label="Public address (optional)"
        {...draftField(form, 'publicAddress')}
        inputMode="url"
        autoComplete="url"
        hint="The web address customers reach this Ghala at, e.g. https://duka.example.co.ke. Invoices and receipts are shared by link or WhatsApp under it."
      />
    </Section>
  );
}

/** How customers pay, printed on invoices and statements. */
export function PaymentInstructionsSection({ form }: { form: SettingsFields }) {
  const { value, errors, edit } = form;
  return (
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
          {...draftField(form, 'mpesaNumber')}
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
        {...text(form, 'bankDetails')}
      />
    </Section>
  );
}
