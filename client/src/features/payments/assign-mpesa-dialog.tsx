import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { MpesaAssignInput } from '../../graphql/schema-types.generated.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { useSettledValue } from '../../shared/list/use-list-params.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { type ChosenParty, CustomerPicker } from '../../shared/pickers/party-picker.tsx';
import { ComboboxField, type ComboboxOption } from '../../shared/ui/combobox-field.tsx';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';
import {
  AssignMpesaPaymentDocument,
  MpesaInvoiceChoicesDocument,
  MpesaOrderChoicesDocument,
  type UnmatchedMpesaRowFragment,
} from './unmatched-mpesa.generated.ts';

type Target = 'invoice' | 'order' | 'customer';

const TARGETS: ReadonlyArray<{ value: Target; label: string; means: string }> = [
  { value: 'invoice', label: 'An invoice', means: 'It takes up to what it still owes.' },
  { value: 'order', label: 'An order', means: 'It takes up to what it still owes.' },
  {
    value: 'customer',
    label: "A customer's account",
    means: 'Their unpaid sales take it, oldest first.',
  },
];

export const assignText = {
  failed: 'Failed to assign the payment. Please try again.',
  chooseFirst: (target: Target) => `Choose ${target === 'invoice' ? 'an' : 'a'} ${target}.`,
} as const;

/**
 * An order or an invoice by its number or customer's name, typed ahead over the server's
 * documents, each with what it still owes.
 */
function DocumentPicker({
  kind,
  value,
  onChange,
  error,
}: {
  kind: 'order' | 'invoice';
  value: ComboboxOption | null;
  onChange: (choice: ComboboxOption) => void;
  error: string | null;
}) {
  const [query, setQuery] = useState('');
  const search = useSettledValue(query.trim());
  const orders = useQuery(MpesaOrderChoicesDocument, {
    variables: { search: search || null },
    skip: kind !== 'order',
  });
  const invoices = useQuery(MpesaInvoiceChoicesDocument, {
    variables: { search: search || null },
    skip: kind !== 'invoice',
  });
  const loading = kind === 'order' ? orders.loading : invoices.loading;
  // The last matches stay while the next search loads (party-picker.tsx says why).
  const options: ComboboxOption[] =
    kind === 'order'
      ? ((orders.data ?? orders.previousData)?.ordersPage.nodes ?? []).map((order) => ({
          id: order.id,
          label: order.orderNumber,
          detail: `${order.customerName} · owes ${formatKsh(order.balance)}`,
        }))
      : ((invoices.data ?? invoices.previousData)?.invoicesPage.nodes ?? []).map((invoice) => ({
          id: invoice.id,
          label: invoice.invoiceNumber,
          detail: `${invoice.customerName} · owes ${formatKsh(invoice.balance)}`,
        }));
  const singular = kind === 'order' ? 'Order' : 'Invoice';
  const example = kind === 'order' ? 'ORD-000012' : 'INV-000007';

  return (
    <ComboboxField
      label={singular}
      query={query}
      onQueryChange={setQuery}
      options={options}
      selected={value}
      onSelect={onChange}
      loading={loading || search !== query.trim()}
      placeholder={`Number (e.g. ${example}) or customer`}
      emptyText={search ? `No ${kind}s match “${search}”.` : `No ${kind}s yet.`}
      error={error}
    />
  );
}

/**
 * Assigns an unmatched M-Pesa payment to an invoice, an order or a customer's account: the
 * server places what it can (each document up to its balance) and keeps the rest unmatched.
 */
export function AssignMpesaDialog({
  receipt,
  onAssigned,
  onClose,
}: {
  receipt: UnmatchedMpesaRowFragment;
  onAssigned: (receipt: UnmatchedMpesaRowFragment) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState<Target>('invoice');
  const [document, setDocument] = useState<ComboboxOption | null>(null);
  const [customer, setCustomer] = useState<ChosenParty | null>(null);
  const [missing, setMissing] = useState(false);
  const [assign] = useMutation(AssignMpesaPaymentDocument);

  function choose(next: Target) {
    setTarget(next);
    setDocument(null);
    setMissing(false);
  }

  async function submit() {
    const chosenId = target === 'customer' ? customer?.id : document?.id;
    if (!chosenId) {
      setMissing(true);
      return { message: null };
    }
    const input: MpesaAssignInput =
      target === 'invoice'
        ? { invoiceId: chosenId }
        : target === 'order'
          ? { orderId: chosenId }
          : { customerId: chosenId };
    try {
      const { data } = await assign({ variables: { id: receipt.id, input } });
      if (data) onAssigned(data.assignMpesaPayment);
      return undefined;
    } catch (caught) {
      return saveFailureMessage(caught, assignText.failed);
    }
  }

  const missingText = missing ? assignText.chooseFirst(target) : null;

  return (
    <FormDialog
      title={`Assign ${receipt.receiptNumber}`}
      submitLabel="Assign payment"
      busyLabel="Assigning..."
      onSubmit={submit}
      onClose={onClose}
      dirty={useChangedSinceOpening([target, document?.id, customer?.id])}
      discardTitle="Discard this assignment?"
      discardMessage="The payment has not been assigned yet. What you chose will be lost."
      className="assign-mpesa"
    >
      <p className="assign-mpesa__summary">
        {formatKsh(receipt.unplaced)} to place
        {receipt.unplaced !== receipt.amount ? ` (of ${formatKsh(receipt.amount)} paid)` : ''}
        {receipt.payerName ? ` from ${receipt.payerName}` : ''}
        {receipt.billRef ? `, account “${receipt.billRef}”` : ''}.
      </p>
      <fieldset className="assign-mpesa__targets">
        <legend className="field__label">Assign to</legend>
        {TARGETS.map((option) => (
          <label key={option.value} className="assign-mpesa__target">
            <input
              type="radio"
              name="assign-target"
              value={option.value}
              checked={target === option.value}
              onChange={() => choose(option.value)}
            />
            <span>
              <span className="assign-mpesa__target-label">{option.label}</span>{' '}
              <span className="assign-mpesa__target-means">{option.means}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {target === 'customer' ? (
        <CustomerPicker
          value={customer}
          onChange={(chosen) => {
            setCustomer(chosen);
            setMissing(false);
          }}
          error={missingText}
        />
      ) : (
        <DocumentPicker
          key={target}
          kind={target}
          value={document}
          onChange={(chosen) => {
            setDocument(chosen);
            setMissing(false);
          }}
          error={missingText}
        />
      )}
      <p className="assign-mpesa__note">
        Whatever it cannot take stays in this list. The assignment is recorded in the audit trail.
      </p>
    </FormDialog>
  );
}
