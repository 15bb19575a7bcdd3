import { useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { ItemChoicesDocument, type PaymentMethod } from '../../graphql/operations.generated.ts';
import { useSettledValue } from '../../shared/list/use-list-params.ts';
import { kshToCents, lineCents } from '../../shared/money/cents.ts';
import { formatCents, formatKsh } from '../../shared/money/money-format.ts';
import { TotalsList } from '../../shared/money/totals-list.tsx';
import { VatRateField } from '../../shared/money/vat-rate-field.tsx';
import { paymentMethods } from '../../shared/payments/payment-methods.ts';
import {
  type ChosenParty as ChosenCustomer,
  CustomerPicker,
} from '../../shared/pickers/party-picker.tsx';
import { formatQuantity, perUnit } from '../../shared/quantity/quantity-input.ts';
import { stockLevel, stockLevelLabels } from '../../shared/quantity/stock-level.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { type CartEvent, type CartLine, catalogueItemOf, isEmptyCart } from './cart.context.ts';
import type { cartMachine } from './cart.machine.ts';
import { cartBands, cartTotals } from './cart-totals.ts';
import { onlyInStockText } from './orders.messages.ts';

type OrderFormProps = {
  snapshot: SnapshotFrom<typeof cartMachine>;
  send: (event: CartEvent) => void;
  submitting: boolean;
  /** The customer chosen (the cart keeps only the id). */
  customer: ChosenCustomer | null;
  onCustomerChange: (customer: ChosenCustomer) => void;
  /** Throws the order being written away (and its draft), once the user has confirmed. */
  onDiscard: () => void;
  /** Opened by New Order: the first field (the customer) takes the focus. */
  focusOnOpen?: boolean;
  /** The signed-in role sells at the shop's VAT rate only (a cashier). */
  vatRateLocked?: boolean;
};

// The first matches of what is typed; a shop finds an item by a few letters of its name.
const ITEM_MATCHES = 20;

/** Spec §2's create-order form: customer, payment method, VAT rate, item picker, cart, summary. */
export function OrderForm({
  snapshot,
  send,
  submitting,
  customer,
  onCustomerChange,
  onDiscard,
  focusOnOpen = false,
  vatRateLocked = false,
}: OrderFormProps) {
  const { paymentMethod, vatPercent, vatRateBp, lines, capped, error } = snapshot.context;
  const [discarding, setDiscarding] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // As it opens, not on later renders: the user may have moved on to another field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form opens
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  const detailsHeadingId = useId();
  const cartHeadingId = useId();
  // What the server will store; VAT and total wait for a readable rate.
  const totals = cartTotals(lines, vatRateBp ?? 0);
  const bands = cartBands(lines, vatRateBp ?? 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'order.submit' });
    // The spec's one message names all three; the focus goes to the first one missing, which on
    // a phone may be a screen away from the button.
    const form = formRef.current;
    const firstMissing = !snapshot.context.customerId
      ? form?.querySelector<HTMLElement>('input[role="combobox"]')
      : !paymentMethod
        ? form?.querySelector<HTMLElement>('select')
        : lines.length === 0
          ? form?.querySelector<HTMLElement>('input[type="search"]')
          : null;
    firstMissing?.focus();
  }

  return (
    <form
      ref={formRef}
      className="order-form"
      onSubmit={submit}
      noValidate
      aria-label="Create order"
    >
      <fieldset className="order-form__layout" disabled={submitting}>
        <legend className="visually-hidden">New order</legend>
        <section className="order-panel order-form__details" aria-labelledby={detailsHeadingId}>
          <h2 id={detailsHeadingId} className="order-panel__title">
            Order details
          </h2>
          <CustomerPicker value={customer} onChange={onCustomerChange} />
          <SelectField
            label="Payment method"
            value={paymentMethod}
            onChange={(value) =>
              send({ type: 'paymentMethod.select', method: value as PaymentMethod | '' })
            }
          >
            <option value="">Select a payment method</option>
            {paymentMethods.map((method) => (
              <option key={method.value} value={method.value}>
                {method.label}
              </option>
            ))}
          </SelectField>
          <VatRateField
            value={vatPercent}
            onChange={(percent) => send({ type: 'vatRate.change', percent })}
            locked={vatRateLocked}
          />
        </section>

        <ItemPicker lines={lines} send={send} />

        <section className="order-panel order-form__cart" aria-labelledby={cartHeadingId}>
          <h2 id={cartHeadingId} className="order-panel__title" tabIndex={-1}>
            Cart
          </h2>
          {lines.length === 0 ? (
            <p className="order-form__empty">No items yet. Add items from the list.</p>
          ) : (
            <ul className="cart-lines">
              {lines.map((line) => (
                <CartLineRow
                  key={line.itemId}
                  line={line}
                  capped={capped.includes(line.itemId)}
                  send={send}
                  cartHeadingId={cartHeadingId}
                />
              ))}
            </ul>
          )}
          <TotalsList label="Order summary" totals={totals} rateBp={vatRateBp} bands={bands} />
          {/* Beside the button that was pressed, so a phone shows it without scrolling. */}
          {error && (
            <div className="banner banner--error" role="alert">
              {error}
            </div>
          )}
          <button
            className="button button--primary button--block"
            type="submit"
            disabled={submitting}
          >
            {submitting ? 'Creating Order...' : 'Create Order'}
          </button>
          {!isEmptyCart(snapshot.context) && (
            <button
              className="button button--ghost button--block"
              type="button"
              disabled={submitting}
              onClick={() => setDiscarding(true)}
            >
              Discard order
            </button>
          )}
          <ConfirmDialog
            open={discarding}
            title="Discard order"
            message={<p>Clear the cart, the customer and the rest of this order?</p>}
            confirmLabel="Discard order"
            cancelLabel="Keep order"
            onConfirm={() => {
              setDiscarding(false);
              onDiscard();
            }}
            onCancel={() => setDiscarding(false)}
          />
        </section>
      </fieldset>
    </form>
  );
}

/** Items to sell: the server's first matches of what is typed (the screen never loads all). */
function ItemPicker({
  lines,
  send,
}: {
  lines: readonly CartLine[];
  send: (event: CartEvent) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useSettledValue(search.trim());
  const searchId = useId();
  const headingId = useId();
  const { data, previousData, loading } = useQuery(ItemChoicesDocument, {
    // One more than shown: whether there are others to type for.
    variables: { search: query || null, limit: ITEM_MATCHES + 1 },
    // Stock moves at other tills: each search asks the server again.
    fetchPolicy: 'cache-and-network',
  });
  // The last matches stay while the next search loads: an Add button never vanishes under the
  // pointer between two searches.
  const matches = (data ?? previousData)?.inventoryItems ?? [];
  const shown = matches.slice(0, ITEM_MATCHES);
  const inCart = new Map(lines.map((line) => [line.itemId, line.quantity]));

  return (
    <section className="order-panel order-form__picker" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        Items
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          Search items
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {loading && !data && !previousData ? (
        <p className="order-form__empty" role="status">
          Loading items...
        </p>
      ) : shown.length === 0 ? (
        <p className="order-form__empty">
          {query ? 'No items match your search.' : 'No items in inventory yet.'}
        </p>
      ) : (
        <ul className="item-picker" aria-label="Items to sell">
          {shown.map((item) => {
            const taken = inCart.get(item.id) ?? 0;
            const level = stockLevel(item);
            const outOfStock = level === 'out';
            const allTaken = !outOfStock && taken >= item.quantity;
            const catalogueItem = catalogueItemOf(item);
            return (
              <li key={item.id} className="item-picker__item">
                <div className="item-picker__text">
                  <span className="item-picker__name">{item.name}</span>
                  <span className="item-picker__meta">
                    {formatKsh(item.unitPrice)}
                    {perUnit(item.unit)} ·{' '}
                    {outOfStock ? (
                      <span className="stock-flag stock-flag--out">{stockLevelLabels.out}</span>
                    ) : (
                      `${formatQuantity(item.quantity, item.unit)} in stock`
                    )}
                    {level === 'low' && (
                      <>
                        {' · '}
                        <span className="stock-flag stock-flag--low">{stockLevelLabels.low}</span>
                      </>
                    )}
                    {taken > 0 && ` · ${formatQuantity(taken, item.unit)} in cart`}
                  </span>
                </div>
                <button
                  className="button button--secondary button--small"
                  type="button"
                  disabled={outOfStock || allTaken}
                  aria-label={
                    outOfStock
                      ? `${item.name} is out of stock`
                      : allTaken
                        ? `${item.name}: all in cart`
                        : `Add ${item.name} to the cart`
                  }
                  onClick={() => send({ type: 'item.add', item: catalogueItem })}
                >
                  {outOfStock ? stockLevelLabels.out : allTaken ? 'All in cart' : 'Add'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {matches.length > ITEM_MATCHES && (
        <p className="order-form__empty">
          {query
            ? `The first ${ITEM_MATCHES} matches: type more to narrow them.`
            : `The first ${ITEM_MATCHES} items: type to find the others.`}
        </p>
      )}
    </section>
  );
}

function CartLineRow({
  line,
  capped,
  send,
  cartHeadingId,
}: {
  line: CartLine;
  /** Where the focus goes when the last line is removed. */
  cartHeadingId: string;
  /** Its quantity was cut to the stock: say so beside it. */
  capped: boolean;
  send: (event: CartEvent) => void;
}) {
  const quantityId = useId();
  const hintId = useId();
  const cappedId = useId();
  const wholeId = useId();
  // What is typed; an empty field waits for a number rather than removing the line.
  const [text, setText] = useState(String(line.quantity));
  // A fraction typed for an item sold whole: the cart holds the whole part, and says so.
  const [cutToWhole, setCutToWhole] = useState(false);
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const amountCents = lineCents({
    quantity: line.quantity,
    unitPriceCents: kshToCents(line.unitPrice),
  });

  return (
    <li className="cart-line">
      <div className="cart-line__text">
        <span className="cart-line__name">{line.name}</span>
        <span className="cart-line__meta">
          {formatKsh(line.unitPrice)}
          {line.unit === 'pcs' ? ' each' : perUnit(line.unit)} ·{' '}
          <span id={hintId}>{formatQuantity(line.stock, line.unit)} in stock</span>
        </span>
      </div>
      <div className="cart-line__controls">
        <button
          className="button button--secondary button--small cart-line__step"
          type="button"
          aria-label={`Decrease quantity of ${line.name}`}
          onClick={() => {
            setCutToWhole(false);
            send({ type: 'line.decrement', itemId: line.itemId });
          }}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor={quantityId}>
          Quantity of {line.name}
        </label>
        <input
          id={quantityId}
          className={`input input--compact cart-line__quantity${line.sellsInFractions ? ' cart-line__quantity--fraction' : ''}`}
          type="number"
          inputMode={line.sellsInFractions ? 'decimal' : 'numeric'}
          min={0}
          max={line.stock}
          step={line.sellsInFractions ? 0.001 : 1}
          value={text}
          aria-describedby={[hintId, capped && cappedId, cutToWhole && !capped && wholeId]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            if (typed.trim() === '') return;
            const quantity = Number(typed);
            setCutToWhole(
              !line.sellsInFractions && Number.isFinite(quantity) && !Number.isInteger(quantity),
            );
            // "0" on the way to "0.5 kg" must not throw the line away: a measured item's line
            // goes with − or Remove, a whole-unit one below 1 as spec §5 says.
            if (!Number.isFinite(quantity) || (line.sellsInFractions && quantity <= 0)) return;
            send({ type: 'line.setQuantity', itemId: line.itemId, quantity });
            // A number above the stock is shown as the stock it was capped to.
            if (quantity > line.stock) setText(String(line.stock));
          }}
          onBlur={() => setText(String(line.quantity))}
        />
        <button
          className="button button--secondary button--small cart-line__step"
          type="button"
          aria-label={`Increase quantity of ${line.name}`}
          disabled={line.quantity >= line.stock}
          onClick={() => {
            setCutToWhole(false);
            send({ type: 'line.increment', itemId: line.itemId });
          }}
        >
          +
        </button>
      </div>
      <span className="cart-line__amount">{formatCents(amountCents)}</span>
      <button
        className="button button--ghost button--small cart-line__remove"
        type="button"
        aria-label={`Remove ${line.name} from the cart`}
        onClick={(event) => {
          const row = event.currentTarget.closest('li');
          const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
          send({ type: 'line.remove', itemId: line.itemId });
          // The focus stays in the cart, on the next line's Remove, rather than falling to the page.
          (
            neighbour?.querySelector<HTMLElement>('.cart-line__remove') ??
            document.getElementById(cartHeadingId)
          )?.focus();
        }}
      >
        Remove
      </button>
      {capped && (
        <p id={cappedId} className="cart-line__capped" role="status">
          {onlyInStockText(formatQuantity(line.stock, line.unit))}
        </p>
      )}
      {cutToWhole && !capped && (
        <p id={wholeId} className="cart-line__capped" role="status">
          Sold in whole units only: {formatQuantity(line.quantity, line.unit)} in the cart
        </p>
      )}
    </li>
  );
}
