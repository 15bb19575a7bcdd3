import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatCents, formatKsh } from '../../../shared/money/money-format.ts';
import { TotalsList } from '../../../shared/money/totals-list.tsx';
import type { ChosenParty } from '../../../shared/pickers/party-picker.tsx';
import { CustomerPicker } from '../../../shared/pickers/party-picker.tsx';
import { ReceiptDialog } from '../../../shared/print/receipt-dialog.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { formatCount } from '../../../shared/ui/search-field.tsx';
import { focusForTyping } from '../../../shared/ui/use-focus-keeper.ts';
import type { CartEvent } from '../cart.context.ts';
import { CartLines } from '../cart-line-row.tsx';
import { cartBands, cartTotals } from '../cart-totals.ts';
import { ItemPicker } from '../order-item-picker.tsx';
import { QuickSaleTender } from './quick-sale-tender.tsx';
import { useQuickSale } from './use-quick-sale.ts';

/**
 * The quick sale (issue 50): the item search takes scans and typing, the sale beside it takes
 * the money; Enter in the empty search (or in the cash field) finishes the sale, the receipt is
 * offered at once, and closing it leaves the focus in the search for the next customer. A scan
 * while the receipt is still open starts the next sale (the machine closes the receipt).
 */
export function QuickSaleRegister({ defaultVatPercent }: { defaultVatPercent: string }) {
  const { snapshot, send, cart } = useQuickSale(defaultVatPercent);
  const searchRef = useRef<HTMLInputElement>(null);
  const cartHeadingId = useId();
  const [customer, setCustomer] = useState<ChosenParty | null>(null);
  const [clearing, setClearing] = useState(false);
  const [lastReceiptOpen, setLastReceiptOpen] = useState(false);
  const { lines, error, paidNow, paymentMethod, vatRateBp } = cart.context;
  const saving = snapshot.matches('saving');
  const receipt = snapshot.matches('receipt');
  const { sale } = snapshot.context;
  const totals = cartTotals(lines, vatRateBp ?? 0);
  const bands = cartBands(lines, vatRateBp ?? 0);
  const toCart = (change: CartEvent) => send({ type: 'cart.change', change });
  const focusSearch = () => {
    if (searchRef.current) focusForTyping(searchRef.current);
  };

  // Ready for the next customer: back from the receipt, the focus (and the caret, so a scan
  // types into it) is in the search again.
  const selling = snapshot.matches('selling');
  useEffect(() => {
    if (selling && searchRef.current) focusForTyping(searchRef.current);
  }, [selling]);
  // The sale is made: the next one starts with the walk-in customer.
  useEffect(() => {
    if (receipt) setCustomer(null);
  }, [receipt]);

  function finish(event?: FormEvent) {
    event?.preventDefault();
    send({ type: 'sale.finish' });
  }

  return (
    <div className="quick-sale">
      <ItemPicker lines={lines} send={toCart} searchRef={searchRef} onEmptyEnter={() => finish()} />
      <form className="card order-panel quick-sale__sale" onSubmit={finish} aria-label="Quick sale">
        <h2 id={cartHeadingId} className="order-panel__title" tabIndex={-1}>
          Sale{lines.length > 0 && ` · ${formatCount(lines.length, 'item')}`}
        </h2>
        <fieldset className="quick-sale__fields" disabled={saving}>
          <legend className="visually-hidden">The sale</legend>
          <CartLines cart={cart.context} send={toCart} cartHeadingId={cartHeadingId}>
            Scan an item, or type its name and press Add.
          </CartLines>
          <TotalsList label="Sale total" totals={totals} rateBp={vatRateBp} bands={bands} />
          {lines.length > 0 && (
            <QuickSaleTender
              method={paymentMethod}
              paidNow={paidNow}
              totalCents={totals.totalCents}
              send={send}
              afterTender={focusSearch}
            />
          )}
          <details className="quick-sale__customer">
            <summary>
              {customer ? `Customer: ${customer.name}` : 'Customer: walk-in (choose one)'}
            </summary>
            <CustomerPicker
              value={customer}
              onChange={(chosen) => {
                setCustomer(chosen);
                toCart({ type: 'customer.select', customerId: chosen.id });
              }}
            />
            {customer && (
              <button
                className="button button--ghost"
                type="button"
                onClick={() => {
                  setCustomer(null);
                  toCart({ type: 'customer.select', customerId: '' });
                }}
              >
                Sell to the walk-in customer instead
              </button>
            )}
          </details>
          {error && (
            <div className="banner banner--error" role="alert">
              {error}
            </div>
          )}
          <button className="button button--primary button--block" type="submit">
            {saving
              ? 'Saving sale...'
              : lines.length > 0
                ? `Finish sale · ${formatCents(totals.totalCents)}`
                : 'Finish sale'}
          </button>
          <p className="quick-sale__keys">
            Enter in the search or the cash field finishes the sale.
          </p>
          {lines.length > 0 && (
            <button
              className="button button--ghost button--block"
              type="button"
              onClick={() => setClearing(true)}
            >
              Clear sale
            </button>
          )}
        </fieldset>
        {sale && !receipt && (
          <p className="quick-sale__last" role="status">
            Last sale {sale.orderNumber}
            {sale.changeDue ? ` · change ${formatKsh(sale.changeDue)}` : ''}{' '}
            <button
              className="button button--ghost button--small"
              type="button"
              onClick={() => setLastReceiptOpen(true)}
            >
              Receipt
            </button>
          </p>
        )}
      </form>
      {sale && (receipt || lastReceiptOpen) && (
        <ReceiptDialog
          orderId={sale.id}
          orderNumber={sale.orderNumber}
          changeDue={sale.changeDue}
          onClose={() => {
            setLastReceiptOpen(false);
            if (receipt) send({ type: 'receipt.close' });
          }}
        />
      )}
      <ConfirmDialog
        open={clearing}
        title="Clear sale"
        message={<p>Take every item out of this sale?</p>}
        confirmLabel="Clear sale"
        cancelLabel="Keep sale"
        // Its opener, Clear sale, goes with the lines: the next scan goes to the search.
        returnFocus={searchRef}
        onConfirm={() => {
          setClearing(false);
          setCustomer(null);
          send({ type: 'sale.clear' });
        }}
        onCancel={() => setClearing(false)}
      />
    </div>
  );
}
