import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { useDefaultVatRate } from '../../shared/company/use-default-vat-rate.ts';
import { useLeaveGuard } from '../../shared/drafts/use-leave-guard.ts';
import {
  type DraftSpec,
  type StoredDraft,
  useStoredDraft,
} from '../../shared/drafts/use-stored-draft.ts';
import {
  classifyRequestFailure,
  refusedFields,
  serverMessage,
} from '../../shared/graphql/request-failure.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { FormDialog, type FormFailure } from '../../shared/ui/form-dialog.tsx';
import { InvoiceDateField } from './invoice-date-field.tsx';
import {
  draftTotals,
  type InvoiceDraft,
  type InvoiceMode,
  isBlankDraft,
  newInvoiceDraft,
  withItemBands,
} from './invoice-draft.ts';
import {
  type DraftProblems,
  hasProblems,
  noProblems,
  serverProblems,
  shownProblems,
} from './invoice-draft-problems.ts';
import { attemptFor, prepareInvoice } from './invoice-draft-request.ts';
import { INVOICE_DRAFT_VERSION, readInvoiceDraft } from './invoice-draft-storage.ts';
import { currentItemBands } from './invoice-item-bands.ts';
import { OrderPicker, OrderSummary } from './invoice-order-field.tsx';
import type { InvoiceDetailFragment } from './invoices.generated.ts';
import { invoiceText } from './invoices.messages.ts';
import { ManualInvoiceFields } from './manual-invoice-fields.tsx';
import { useCreateInvoice } from './use-create-invoice.ts';

const draftSpec: DraftSpec<InvoiceDraft> = {
  form: 'create-invoice',
  version: INVOICE_DRAFT_VERSION,
  read: readInvoiceDraft,
  isBlank: isBlankDraft,
};

const modes: ReadonlyArray<readonly [InvoiceMode, string]> = [
  ['manual', 'Manual'],
  ['order', 'From an order'],
];

type CreateInvoiceDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (invoice: InvoiceDetailFragment) => void;
};

export function CreateInvoiceDialog(props: CreateInvoiceDialogProps) {
  if (!props.open) return null;
  return <CreateInvoiceWithDraft {...props} />;
}

function CreateInvoiceWithDraft(props: CreateInvoiceDialogProps) {
  const stored = useStoredDraft(draftSpec);
  const defaultVatPercent = useDefaultVatRate();
  const permissions = usePermissions();
  // The signed-in user and the shop's settings are known at once (the app frame and the
  // printed invoice asked): their draft, or a new invoice at the default rate, opens the form.
  if (!stored || defaultVatPercent === null) return null;
  // A cashier sells at the shop's prices (api/src/sales/shop-prices.ts): its VAT rate, and
  // stock at the shelf price.
  const pricesLocked = permissions !== null && !permissions.manage;
  const restored =
    stored.restored && pricesLocked
      ? { ...stored.restored, vatPercent: defaultVatPercent }
      : stored.restored;
  return (
    <CreateInvoiceForm
      {...props}
      stored={stored}
      restoredDraft={restored}
      blank={newInvoiceDraft(defaultVatPercent)}
      pricesLocked={pricesLocked}
    />
  );
}

/**
 * Spec §2's create dialog: a manual invoice (customer, lines, date, VAT) or one from an order
 * that has none yet. What is typed is kept as a draft in the browser until the invoice is
 * created or thrown away; the rules, totals and request are the draft's (invoice-draft*.ts).
 */
function CreateInvoiceForm({
  onClose,
  onCreated,
  stored,
  restoredDraft,
  blank,
  pricesLocked,
}: CreateInvoiceDialogProps & {
  stored: StoredDraft<InvoiceDraft>;
  /** The draft to go on with: the stored one, at the shop's rate for a cashier. */
  restoredDraft: InvoiceDraft | null;
  blank: InvoiceDraft;
  pricesLocked: boolean;
}) {
  const client = useApolloClient();
  const createInvoice = useCreateInvoice();
  const [draft, setDraft] = useState(() => restoredDraft ?? blank);
  const [restored, setRestored] = useState(restoredDraft !== null);
  // From the first attempt to create, every problem is shown, and kept up to date.
  const [attempted, setAttempted] = useState(false);
  // What the server refused, against its fields, until the next edit.
  const [refused, setRefused] = useState<DraftProblems>(noProblems);
  // The date field holds text that is no day (it says why itself): nothing can be sent.
  const [dateUnread, setDateUnread] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const modeName = useId();
  const modeRef = useRef<HTMLFieldSetElement>(null);

  // Every change is kept at once, so a reload or a lost session loses nothing.
  const [kept, setKept] = useState(true);
  useEffect(() => {
    setKept(stored.save(draft));
  }, [stored, draft]);
  // Where the browser keeps nothing (storage full or switched off), a reload would lose the
  // invoice: the browser asks first.
  useLeaveGuard({ when: !kept && !isBlankDraft(draft), warnOnUnload: true });

  // After an attempt that fails beside the fields, the first of them takes the focus, so its
  // problem is read out and the screen scrolls to it.
  useEffect(() => {
    if (focusRequest === 0) return;
    modeRef.current?.form
      ?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"]')
      ?.focus();
  }, [focusRequest]);

  const totals = draftTotals(draft);
  const problems = shownProblems(draft, { attempted, server: refused });

  function edit(change: (draft: InvoiceDraft) => InvoiceDraft) {
    setDraft(change);
    setRefused(noProblems);
  }

  function changeDate(invoiceDate: string | null) {
    setDateUnread(invoiceDate === null);
    if (invoiceDate !== null) edit((current) => ({ ...current, invoiceDate }));
  }

  /** Each inventory line's band as the server has it now, taken into the draft. */
  async function refreshItemBands(sent: InvoiceDraft) {
    try {
      const bands = await currentItemBands(client, sent);
      setDraft((current) => withItemBands(current, bands));
    } catch {
      // The refusal is on screen; the next attempt asks again.
    }
  }

  function discardDraft() {
    stored.discard();
    setDraft(blank);
    setRestored(false);
    setAttempted(false);
    setRefused(noProblems);
  }

  async function submit(): Promise<FormFailure | undefined> {
    setAttempted(true);
    const prepared = prepareInvoice(draft);
    if (dateUnread && (prepared.ok || !prepared.problems.summary)) {
      setFocusRequest((count) => count + 1);
      return { message: null };
    }
    if (!prepared.ok) {
      // Spec §5's sentence, when one applies, is said above the fields; else the first field
      // with a problem speaks for itself.
      if (!prepared.problems.summary) setFocusRequest((count) => count + 1);
      return { message: prepared.problems.summary };
    }
    // The same invoice again is a retry of the same attempt; anything changed is a new one.
    const attempt = attemptFor(draft.attempt, prepared.input, newAttemptKey);
    const sent = { ...draft, attempt };
    stored.save(sent);
    setDraft((current) => ({ ...current, attempt }));
    try {
      const { data } = await createInvoice({
        variables: { input: prepared.input, idempotencyKey: attempt.key },
      });
      if (!data) throw new Error('no answer');
      stored.discard();
      onCreated(data.createInvoice);
      return undefined;
    } catch (error) {
      const failure = classifyRequestFailure(error);
      if (failure.kind === 'unauthenticated') {
        return { message: invoiceText.authRequired };
      }
      if (failure.kind === 'rejected' && failure.code === 'CONFLICT') {
        // Refused over its totals: an item may have moved band since its line was added.
        void refreshItemBands(sent);
      }
      const { problems: besideFields, rest } = serverProblems(sent, refusedFields(error));
      if (!hasProblems(besideFields)) {
        return { message: invoiceText.createFailed, detail: serverMessage(error) };
      }
      setRefused(besideFields);
      setFocusRequest((count) => count + 1);
      return { message: invoiceText.createFailed, detail: rest.join('; ') || null };
    }
  }

  return (
    <FormDialog
      title="Create Invoice"
      submitLabel="Create Invoice"
      busyLabel="Creating..."
      onSubmit={submit}
      onClose={() => {
        stored.discard();
        onClose();
      }}
      dirty={!isBlankDraft(draft)}
      discardTitle="Discard this invoice?"
      discardMessage="It has not been created yet. What you entered will be lost."
      size="large"
      className="create-invoice__form"
      dialogClassName="create-invoice"
      clearErrorOnEdit
    >
      {restored && (
        <div className="banner banner--info split-row create-invoice__restored">
          <p>Draft restored</p>
          <ActionButton className="button--small" onClick={discardDraft}>
            Discard
          </ActionButton>
        </div>
      )}

      <fieldset ref={modeRef} className="segmented">
        <legend className="field__label">Invoice type</legend>
        <div className="segmented__options">
          {modes.map(([value, label]) => (
            <label key={value} className="segmented__option">
              <input
                type="radio"
                name={modeName}
                value={value}
                checked={draft.mode === value}
                onChange={() => edit((current) => ({ ...current, mode: value }))}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {draft.mode === 'manual' ? (
        <ManualInvoiceFields
          draft={draft}
          totals={totals}
          problems={problems}
          pricesLocked={pricesLocked}
          edit={edit}
          onDateChange={changeDate}
        />
      ) : (
        <>
          <OrderPicker
            value={draft.order}
            onChange={(order) => edit((current) => ({ ...current, order }))}
            error={problems.fields.order}
          />
          {draft.order && <OrderSummary order={draft.order} />}
          <InvoiceDateField
            value={draft.invoiceDate}
            onChange={changeDate}
            error={problems.fields.invoiceDate}
          />
        </>
      )}
    </FormDialog>
  );
}
