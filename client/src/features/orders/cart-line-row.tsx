import { useEffect, useId, useState } from 'react';
import { kshToCents, lineCents } from '../../shared/money/cents.ts';
import { formatCents, formatKsh } from '../../shared/money/money-format.ts';
import { formatQuantity, perUnit } from '../../shared/quantity/quantity-input.ts';
import type { CartContext, CartEvent, CartLine } from './cart.context.ts';
import { onlyInStockText } from './orders.messages.ts';

/**
 * The cart's lines, one `CartLineRow` each, or while it is empty what `children` say to do
 * (the order form and the quick sale say it their own way).
 */
export function CartLines({
  cart: { lines, capped },
  send,
  cartHeadingId,
  children,
}: {
  /** Its lines, and the items whose quantity was cut to the stock. */
  cart: Pick<CartContext, 'lines' | 'capped'>;
  send: (event: CartEvent) => void;
  cartHeadingId: string;
  /** What an empty cart says. */
  children: string;
}) {
  if (lines.length === 0) return <p className="order-form__empty">{children}</p>;
  return (
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
  );
}

/**
 * One line of the cart: its quantity typed or stepped (cut to the stock, or to whole units for
 * an item sold whole, and said beside it), its amount, and Remove.
 */
export function CartLineRow({
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
