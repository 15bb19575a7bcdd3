import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import {
  CreateInvoiceDocument,
  type CreateInvoiceInput,
  type InvoiceDetailFragment,
  InvoiceFormChoicesDocument,
  type InvoiceFormChoicesQuery,
  InvoicesDocument,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/format/money.ts';
import { classifyRequestFailure, serverMessage } from '../../shared/graphql/request-failure.ts';
import { centsToKsh, formatRate, type LineCents } from '../../shared/money/cents.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import {
  DEFAULT_VAT_PERCENT,
  invoiceTotals,
  parseCents,
  parseQuantity,
  percentToBasisPoints,
} from './invoice-totals.ts';
import { invoiceText } from './invoices.messages.ts';

type Mode = 'manual' | 'order';

type Line = {
  key: number;
  inventoryId: string | null;
  description: string;
  quantity: string;
  price: string;
};

type Order = InvoiceFormChoicesQuery['orders'][number];

type Failure = { message: string; detail: string | null };

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
  const quantity = parseQuantity(line.quantity);
  const unitPriceCents = parseCents(line.price);
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
    order: useId(),
    date: useId(),
    dateHint: useId(),
    vat: useId(),
    pick: useId(),
    lines: useId(),
  };
  const choices = useQuery(InvoiceFormChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const [createInvoice, { loading: creating }] = useMutation(CreateInvoiceDocument, {
    refetchQueries: [{ query: InvoicesDocument }],
  });

  const [mode, setMode] = useState<Mode>('manual');
  const [customerId, setCustomerId] = useState('');
  const [orderId, setOrderId] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [invoiceDate, setInvoiceDate] = useState('');
  const [vatPercent, setVatPercent] = useState(DEFAULT_VAT_PERCENT);
  const [failure, setFailure] = useState<Failure | null>(null);
  const nextKey = useRef(1);
  const attempt = useRef<{ request: string; key: string } | null>(null);

  const customers = choices.data?.customers ?? [];
  const items = choices.data?.inventoryItems ?? [];
  const uninvoicedOrders = useMemo(() => {
    const data = choices.data;
    if (!data) return [];
    const invoiced = new Set(data.invoices.flatMap((invoice) => invoice.orderId ?? []));
    return data.orders.filter((order) => !invoiced.has(order.id));
  }, [choices.data]);
  const selectedOrder = uninvoicedOrders.find((order) => order.id === orderId) ?? null;

  const rateBp = percentToBasisPoints(vatPercent);
  const parsedLines = lines.map(parseLine);
  const totals = invoiceTotals(
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

  function pickItem(itemId: string) {
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item) return;
    addLine({
      inventoryId: item.id,
      description: item.name,
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
    if (!customerId || lines.length === 0) return invoiceText.manualNeedsCustomerAndItems;
    const parsed = parsedLines.filter((line) => line !== null);
    if (parsed.length !== lines.length) return invoiceText.incompleteLine;
    if (rateBp === null) return invoiceText.invalidVat;
    return {
      customerId,
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
      vatRate: rateBp / 10_000,
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

  const loadingChoices = choices.loading && !choices.data;

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
        {choices.error && !choices.data && (
          <p className="banner banner--error" role="alert">
            {invoiceText.choicesFailed}
          </p>
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
            <SelectField
              label="Customer"
              value={customerId}
              disabled={loadingChoices}
              onChange={setCustomerId}
            >
              <option value="">{loadingChoices ? 'Loading...' : 'Select a customer'}</option>
              {customers.map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.name}
                </option>
              ))}
            </SelectField>

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
                        return parsed ? parsed.quantity * parsed.unitPriceCents : null;
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
                <div className="field invoice-lines__pick">
                  <label className="field__label" htmlFor={ids.pick}>
                    Add from inventory
                  </label>
                  <select
                    id={ids.pick}
                    className="input"
                    value=""
                    disabled={loadingChoices}
                    onChange={(event) => pickItem(event.target.value)}
                  >
                    <option value="">{loadingChoices ? 'Loading...' : 'Choose an item'}</option>
                    {items.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name} · {formatKsh(item.unitPrice)}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  className="button button--secondary"
                  type="button"
                  onClick={() =>
                    addLine({ inventoryId: null, description: '', quantity: '1', price: '' })
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
              rateBp={rateBp ?? 0}
            />
          </>
        ) : (
          <>
            <div className="field">
              <label className="field__label" htmlFor={ids.order}>
                Order
              </label>
              <select
                id={ids.order}
                className="input"
                value={orderId}
                disabled={loadingChoices}
                onChange={(event) => setOrderId(event.target.value)}
              >
                <option value="">{loadingChoices ? 'Loading...' : 'Select an order'}</option>
                {uninvoicedOrders.map((order) => (
                  <option key={order.id} value={order.id}>
                    {order.orderNumber} · {order.customerName} · {formatKsh(order.totalAmount)}
                  </option>
                ))}
              </select>
              {!loadingChoices && uninvoicedOrders.length === 0 && (
                <p className="field__hint">Every order already has an invoice.</p>
              )}
            </div>
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
          Qty
        </label>
        <input
          id={`${id}-quantity`}
          className="input input--compact"
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </div>
      <div className="field invoice-line__price">
        <label className="field__label" htmlFor={`${id}-price`}>
          Price (KSh)
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
          {amountCents === null ? '—' : formatKsh(amountCents / 100)}
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
  rateBp: number;
}) {
  return (
    <dl className="invoice-totals" aria-label="Invoice totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatKsh(subtotalCents / 100)}</dd>
      </div>
      <div>
        <dt>VAT ({formatRate(rateBp / 10_000)})</dt>
        <dd>{formatKsh(vatCents / 100)}</dd>
      </div>
      <div className="invoice-totals__total">
        <dt>Total</dt>
        <dd>{formatKsh(totalCents / 100)}</dd>
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
        <dt>Subtotal</dt>
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
