import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  CreateInvoiceDocument,
  type CreateInvoiceInput,
  type InvoiceableOrderFragment,
  type InvoiceDetailFragment,
  UninvoicedOrdersDocument,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { formatDate } from '../../shared/format/date.ts';
import { classifyRequestFailure, serverMessage } from '../../shared/graphql/request-failure.ts';
import { useSettledValue } from '../../shared/list/use-list-params.ts';
import {
  basisPointsToRate,
  centsToKsh,
  documentTotals,
  type LineCents,
  lineCents,
} from '../../shared/money/cents.ts';
import { formatCents, formatKsh, formatRate } from '../../shared/money/money-format.ts';
import { DEFAULT_VAT_PERCENT, parseKsh, parseVatPercent } from '../../shared/money/money-input.ts';
import { ItemPicker, type PickedItem } from '../../shared/pickers/item-picker.tsx';
import {
  type ChosenParty as ChosenCustomer,
  CustomerPicker,
} from '../../shared/pickers/party-picker.tsx';
import { parseQuantity } from '../../shared/quantity/quantity-input.ts';
import { ComboboxField } from '../../shared/ui/combobox-field.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { invoiceText } from './invoices.messages.ts';

type Mode = 'manual' | 'order';

type Line = {
  key: number;
  inventoryId: string | null;
  description: string;
  quantity: string;
  /** pcs, kg…: the item's, or pcs for a typed line. */
  unit: string;
  /** Decimals allowed: an item sold in fractions, or a typed line (2.5 hours of fitting). */
  fractions: boolean;
  price: string;
};

type Order = InvoiceableOrderFragment;

// The first matches of what is typed in a picker; the server searches all of them.
const MATCHES = 20;

type Failure = { message: string; detail: string | null };

const notYet = '—';

type CreateInvoiceDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (invoice: InvoiceDetailFragment) => void;
};

export function CreateInvoiceDialog(props: CreateInvoiceDialogProps) {
  if (!props.open) return null;
  return <CreateInvoiceForm {...props} />;
}

function parseLine(line: Line): (LineCents & { description: string }) | null {
  const quantity = parseQuantity(line.quantity, { fractions: line.fractions });
  const unitPriceCents = parseKsh(line.price);
  const description = line.description.trim();
  if (quantity === null || unitPriceCents === null || description === '') return null;
  return { quantity, unitPriceCents, description };
}

/**
 * Spec §2's create dialog: a manual invoice (customer, lines, date, VAT) or one from an order
 * that has none yet. Each attempt carries an idempotency key; retrying the same invoice after
 * a failure sends the same key, so an invoice whose answer was lost is not made twice.
 */
function CreateInvoiceForm({ onClose, onCreated }: CreateInvoiceDialogProps) {
  const formId = useId();
  const ids = {
    date: useId(),
    dateHint: useId(),
    vat: useId(),
    lines: useId(),
  };
  const [createInvoice, { loading: creating }] = useMutation(CreateInvoiceDocument, {
    refetchQueries: ['InvoicesList'],
  });

  const [mode, setMode] = useState<Mode>('manual');
  const [customer, setCustomer] = useState<ChosenCustomer | null>(null);
  const [selectedOrder, setSelectedOrder] = useState<Order | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [invoiceDate, setInvoiceDate] = useState('');
  const [vatPercent, setVatPercent] = useState(DEFAULT_VAT_PERCENT);
  const [failure, setFailure] = useState<Failure | null>(null);
  const nextKey = useRef(1);
  const attempt = useRef<{ request: string; key: string } | null>(null);

  const rateBp = parseVatPercent(vatPercent);
  const parsedLines = lines.map(parseLine);
  // What the server will store for the lines that read; VAT and total wait for a readable rate.
  const totals = documentTotals(
    parsedLines.filter((line) => line !== null),
    rateBp ?? 0,
  );

  function addLine(line: Omit<Line, 'key'>) {
    setLines((current) => [...current, { ...line, key: nextKey.current++ }]);
  }

  function changeLine(key: number, change: Partial<Line>) {
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, ...change } : line)),
    );
  }

  function pickItem(item: PickedItem) {
    addLine({
      inventoryId: item.id,
      description: item.name,
      unit: item.unit,
      fractions: item.sellsInFractions,
      quantity: '1',
      price: item.unitPrice.toFixed(2),
    });
  }

  /** The request, or the message saying what is missing. */
  function buildInput(): CreateInvoiceInput | string {
    const createdAt = invoiceDate.trim() || null;
    if (mode === 'order') {
      if (!selectedOrder) return invoiceText.orderNeeded;
      return {
        orderId: selectedOrder.id,
        createdAt,
        vatRate: selectedOrder.vatRate,
        vatAmount: selectedOrder.vatAmount,
        total: selectedOrder.totalAmount,
      };
    }
    if (!customer || lines.length === 0) return invoiceText.manualNeedsCustomerAndItems;
    const parsed = parsedLines.filter((line) => line !== null);
    if (parsed.length !== lines.length) return invoiceText.incompleteLine;
    if (rateBp === null) return invoiceText.invalidVat;
    return {
      customerId: customer.id,
      createdAt,
      items: lines.map((line, index) => {
        const valid = parsed[index] as LineCents & { description: string };
        return {
          inventoryId: line.inventoryId,
          description: valid.description,
          quantity: valid.quantity,
          unitPrice: centsToKsh(valid.unitPriceCents),
        };
      }),
      vatRate: basisPointsToRate(rateBp),
      vatAmount: centsToKsh(totals.vatCents),
      total: centsToKsh(totals.totalCents),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (creating) return;
    const input = buildInput();
    if (typeof input === 'string') {
      setFailure({ message: input, detail: null });
      return;
    }
    setFailure(null);
    const request = JSON.stringify(input);
    // The same invoice again is a retry of the same attempt; anything changed is a new one.
    if (attempt.current?.request !== request) {
      attempt.current = { request, key: newAttemptKey() };
    }
    try {
      const { data } = await createInvoice({
        variables: { input, idempotencyKey: attempt.current.key },
      });
      if (!data) throw new Error('no answer');
      attempt.current = null;
      onCreated(data.createInvoice);
    } catch (error) {
      const classified = classifyRequestFailure(error);
      setFailure(
        classified.kind === 'unauthenticated'
          ? { message: invoiceText.authRequired, detail: null }
          : { message: invoiceText.createFailed, detail: serverMessage(classified) },
      );
    }
  }

  return (
    <ModalDialog
      open
      title="Create Invoice"
      onClose={onClose}
      size="large"
      className="create-invoice"
      footer={
        <>
          <button className="button button--secondary" type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            className="button button--primary"
            type="submit"
            form={formId}
            disabled={creating}
          >
            {creating ? 'Creating...' : 'Create Invoice'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="form create-invoice__form"
        onSubmit={submit}
        // Editing answers the message: it goes until the next attempt.
        onChange={() => setFailure(null)}
        noValidate
      >
        {failure && (
          <div className="banner banner--error" role="alert">
            <p>{failure.message}</p>
            {failure.detail && <p className="create-invoice__detail">{failure.detail}</p>}
          </div>
        )}

        <fieldset className="segmented">
          <legend className="field__label">Invoice type</legend>
          <div className="segmented__options">
            {(
              [
                ['manual', 'Manual'],
                ['order', 'From an order'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="segmented__option">
                <input
                  type="radio"
                  name={`${formId}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                    setFailure(null);
                  }}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {mode === 'manual' ? (
          <>
            <CustomerPicker value={customer} onChange={setCustomer} />

            <fieldset className="invoice-lines" aria-describedby={ids.lines}>
              <legend className="field__label">Items</legend>
              {lines.length === 0 ? (
                <p id={ids.lines} className="invoice-lines__empty">
                  No items yet. Pick one from inventory or add a line.
                </p>
              ) : (
                <ol id={ids.lines} className="invoice-lines__list">
                  {lines.map((line, index) => (
                    <InvoiceLineRow
                      key={line.key}
                      line={line}
                      number={index + 1}
                      amountCents={(() => {
                        const parsed = parsedLines[index];
                        return parsed ? lineCents(parsed) : null;
                      })()}
                      onChange={(change) => changeLine(line.key, change)}
                      onRemove={() =>
                        setLines((current) => current.filter((other) => other.key !== line.key))
                      }
                    />
                  ))}
                </ol>
              )}
              <div className="invoice-lines__add">
                <div className="invoice-lines__pick">
                  <ItemPicker label="Add from inventory" inStockOnly onPick={pickItem} />
                </div>
                <button
                  className="button button--secondary"
                  type="button"
                  onClick={() =>
                    addLine({
                      inventoryId: null,
                      description: '',
                      unit: 'pcs',
                      fractions: true,
                      quantity: '1',
                      price: '',
                    })
                  }
                >
                  Add Line
                </button>
              </div>
            </fieldset>

            <div className="create-invoice__row">
              <InvoiceDateField
                id={ids.date}
                hintId={ids.dateHint}
                value={invoiceDate}
                onChange={setInvoiceDate}
              />
              <div className="field">
                <label className="field__label" htmlFor={ids.vat}>
                  VAT rate (%)
                </label>
                <input
                  id={ids.vat}
                  className="input"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  max="100"
                  step="0.01"
                  value={vatPercent}
                  onChange={(event) => setVatPercent(event.target.value)}
                />
              </div>
            </div>

            <Totals
              subtotalCents={totals.subtotalCents}
              vatCents={totals.vatCents}
              totalCents={totals.totalCents}
              rateBp={rateBp}
            />
          </>
        ) : (
          <>
            <OrderPicker value={selectedOrder} onChange={setSelectedOrder} />
            {selectedOrder && <OrderSummary order={selectedOrder} />}
            <InvoiceDateField
              id={ids.date}
              hintId={ids.dateHint}
              value={invoiceDate}
              onChange={setInvoiceDate}
            />
          </>
        )}
      </form>
    </ModalDialog>
  );
}

/** The order to invoice: type-ahead over the server's orders that have no invoice yet. */
function OrderPicker({
  value,
  onChange,
}: {
  value: Order | null;
  onChange: (order: Order) => void;
}) {
  const [query, setQuery] = useState('');
  const search = useSettledValue(query.trim());
  const { data, previousData, loading } = useQuery(UninvoicedOrdersDocument, {
    variables: { search: search || null, first: MATCHES },
    fetchPolicy: 'cache-and-network',
  });
  // The last matches stay while the next search loads (see ItemPicker).
  const orders = (data ?? previousData)?.ordersPage.nodes ?? [];
  const none = data && !search && data.ordersPage.totalCount === 0;
  return (
    <ComboboxField
      label="Order"
      query={query}
      onQueryChange={setQuery}
      options={orders.map((order) => ({
        id: order.id,
        label: `${order.orderNumber} · ${order.customerName}`,
        detail: formatKsh(order.totalAmount),
      }))}
      selected={value && { id: value.id, label: `${value.orderNumber} · ${value.customerName}` }}
      onSelect={(option) => {
        const order = orders.find((candidate) => candidate.id === option.id);
        if (order) onChange(order);
      }}
      loading={loading || search !== query.trim()}
      placeholder="Order number or customer"
      emptyText={
        search ? `No orders without an invoice match “${search}”.` : 'No orders to invoice.'
      }
      hint={none ? 'Every order already has an invoice.' : undefined}
    />
  );
}

type InvoiceLineRowProps = {
  line: Line;
  number: number;
  amountCents: number | null;
  onChange: (change: Partial<Line>) => void;
  onRemove: () => void;
};

function InvoiceLineRow({ line, number, amountCents, onChange, onRemove }: InvoiceLineRowProps) {
  const id = useId();
  return (
    <li className="invoice-line">
      <div className="field invoice-line__description">
        <label className="field__label" htmlFor={`${id}-description`}>
          Description
        </label>
        <input
          id={`${id}-description`}
          className="input input--compact"
          value={line.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
      <div className="field invoice-line__quantity">
        <label className="field__label" htmlFor={`${id}-quantity`}>
          Qty{line.unit === 'pcs' ? '' : ` (${line.unit})`}
        </label>
        <input
          id={`${id}-quantity`}
          className="input input--compact"
          type="number"
          inputMode={line.fractions ? 'decimal' : 'numeric'}
          min={line.fractions ? '0.001' : '1'}
          step={line.fractions ? '0.001' : '1'}
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </div>
      <div className="field invoice-line__price">
        <label className="field__label" htmlFor={`${id}-price`}>
          Price (KSh, incl. VAT)
        </label>
        <input
          id={`${id}-price`}
          className="input input--compact"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={line.price}
          onChange={(event) => onChange({ price: event.target.value })}
        />
      </div>
      <p className="invoice-line__amount">
        <span className="field__label">Amount</span>
        <output htmlFor={`${id}-quantity ${id}-price`}>
          {amountCents === null ? notYet : formatCents(amountCents)}
        </output>
      </p>
      <button
        className="button button--ghost button--small invoice-line__remove"
        type="button"
        aria-label={`Remove line ${number}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}

function InvoiceDateField({
  id,
  hintId,
  value,
  onChange,
}: {
  id: string;
  hintId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Invoice date
      </label>
      <input
        id={id}
        className="input"
        type="date"
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="field__hint">
        Leave blank for today. Payment is due 7 days later.
      </p>
    </div>
  );
}

function Totals({
  subtotalCents,
  vatCents,
  totalCents,
  rateBp,
}: {
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  /** Null while the VAT field does not read as a rate. */
  rateBp: number | null;
}) {
  return (
    <dl className="invoice-totals" aria-label="Invoice totals">
      <div>
        <dt>Subtotal (excl. VAT)</dt>
        <dd>{formatCents(subtotalCents)}</dd>
      </div>
      <div>
        <dt>VAT ({rateBp === null ? notYet : formatRate(basisPointsToRate(rateBp))})</dt>
        <dd>{rateBp === null ? notYet : formatCents(vatCents)}</dd>
      </div>
      <div className="invoice-totals__total">
        <dt>Total</dt>
        <dd>{rateBp === null ? notYet : formatCents(totalCents)}</dd>
      </div>
    </dl>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <dl className="invoice-totals invoice-totals--order" aria-label={`Order ${order.orderNumber}`}>
      <div>
        <dt>Customer</dt>
        <dd>{order.customerName}</dd>
      </div>
      <div>
        <dt>Order date</dt>
        <dd>{formatDate(order.createdAt)}</dd>
      </div>
      <div>
        <dt>Subtotal (excl. VAT)</dt>
        <dd>{formatKsh(order.subtotal)}</dd>
      </div>
      <div>
        <dt>VAT ({formatRate(order.vatRate)})</dt>
        <dd>{formatKsh(order.vatAmount)}</dd>
      </div>
      <div className="invoice-totals__total">
        <dt>Total</dt>
        <dd>{formatKsh(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}
