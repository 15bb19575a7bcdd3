import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { TotalsList } from '../../shared/money/totals-list.tsx';
import { VatRateField } from '../../shared/money/vat-rate-field.tsx';
import { paymentMethods } from '../../shared/payments/payment-methods.ts';
import {
  type ChosenParty as ChosenCustomer,
  CustomerPicker,
} from '../../shared/pickers/party-picker.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { isPhoneWidth } from '../../shared/ui/phone-width.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { type CartEvent, isEmptyCart } from './cart.context.ts';
import type { cartMachine } from './cart.machine.ts';
import { CartLines } from './cart-line-row.tsx';
import { cartBands, cartTotals } from './cart-totals.ts';
import { ItemPicker } from './order-item-picker.tsx';
import { PaidNowSection } from './paid-now-section.tsx';

type OrderFormProps = {
  snapshot: SnapshotFrom<typeof cartMachine>;
  send: (event: CartEvent) => void;
  submitting: boolean;
  /** The customer chosen (the cart keeps only the id). */
  customer: ChosenCustomer | null;
  onCustomerChange: (customer: ChosenCustomer) => void;
  /** Back to no named customer: the shop's walk-in (issue 50). */
  onWalkIn: () => void;
  /** Throws the order being written away (and its draft), once the user has confirmed. */
  onDiscard: () => void;
  /** Opened by New Order: the first field (the customer) takes the focus. */
  focusOnOpen?: boolean;
  /** The signed-in role sells at the shop's VAT rate only (a cashier). */
  vatRateLocked?: boolean;
};

/** Spec §2's create-order form: customer, payment method, VAT rate, item picker, cart, summary. */
export function OrderForm({
  snapshot,
  send,
  submitting,
  customer,
  onCustomerChange,
  onWalkIn,
  onDiscard,
  focusOnOpen = false,
  vatRateLocked = false,
}: OrderFormProps) {
  const { paymentMethod, vatPercent, vatRateBp, lines, error, paidNow } = snapshot.context;
  const [discarding, setDiscarding] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // As it opens, not on later renders: the user may have moved on to another field. Not on a
  // phone: focus would drop the customer list and the keyboard over the form just opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form opens
  useEffect(() => {
    if (focusOnOpen && !isPhoneWidth())
      formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
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
    // a phone may be a screen away from the button. No customer is the walk-in, not missing.
    const form = formRef.current;
    const firstMissing = !paymentMethod
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
        <section
          className="card order-panel order-form__details"
          aria-labelledby={detailsHeadingId}
        >
          <h2 id={detailsHeadingId} className="order-panel__title">
            Order details
          </h2>
          <CustomerPicker value={customer} onChange={onCustomerChange} />
          {customer === null ? (
            <p className="order-form__walk-in">No customer chosen: sold to the walk-in customer.</p>
          ) : (
            <button
              className="button button--ghost order-form__walk-in"
              type="button"
              onClick={onWalkIn}
            >
              Sell to the walk-in customer instead
            </button>
          )}
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

        <section className="card order-panel order-form__cart" aria-labelledby={cartHeadingId}>
          <h2 id={cartHeadingId} className="order-panel__title" tabIndex={-1}>
            Cart
          </h2>
          <CartLines cart={snapshot.context} send={send} cartHeadingId={cartHeadingId}>
            No items yet. Add items from the list.
          </CartLines>
          <TotalsList label="Order summary" totals={totals} rateBp={vatRateBp} bands={bands} />
          <PaidNowSection
            paidNow={paidNow}
            method={paymentMethod}
            totalCents={totals.totalCents}
            send={send}
          />
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
