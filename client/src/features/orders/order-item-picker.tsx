import { useQuery } from '@apollo/client/react';
import { type Ref, useId, useRef, useState } from 'react';
import { useSettledValue } from '../../shared/list/use-list-params.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { ItemChoicesDocument } from '../../shared/pickers/pickers.generated.ts';
import { formatQuantity, perUnit } from '../../shared/quantity/quantity-input.ts';
import { stockLevel, stockLevelLabels } from '../../shared/quantity/stock-level.ts';
import { ScanRow } from '../../shared/scanner/scan-row.tsx';
import { useBarcodeScanner } from '../../shared/scanner/use-barcode-scanner.ts';
import { type CartEvent, type CartLine, catalogueItemOf } from './cart.context.ts';

// The first matches of what is typed; a shop finds an item by a few letters of its name.
const ITEM_MATCHES = 20;

/** Items to sell: the server's first matches of what is typed (the screen never loads all). */
export function ItemPicker({
  lines,
  send,
  searchRef,
  onEmptyEnter,
}: {
  lines: readonly CartLine[];
  send: (event: CartEvent) => void;
  /** The search box, for a screen that gives it the focus back (the quick sale). */
  searchRef?: Ref<HTMLInputElement>;
  /** Enter in the empty search box: the quick sale finishes the sale with it. */
  onEmptyEnter?: () => void;
}) {
  const [search, setSearch] = useState('');
  // Whether keys were typed here since the last Enter (see onEmptyEnter).
  const keysSinceEnter = useRef(false);
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
  // A scanned item goes in as its Add button would put it, refused for the same reasons.
  const scanner = useBarcodeScanner({
    onItem: (item) => {
      if (item.quantity <= 0) return `${item.name} is out of stock`;
      if ((inCart.get(item.id) ?? 0) >= item.quantity) return `${item.name}: all in cart`;
      send({ type: 'item.add', item: catalogueItemOf(item) });
      return undefined;
    },
  });

  return (
    <section className="card order-panel order-form__picker" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        Items
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          Search items
        </label>
        <input
          id={searchId}
          ref={searchRef}
          className="input"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            const typedBefore = keysSinceEnter.current;
            keysSinceEnter.current = event.key !== 'Enter';
            if (scanner.searchKeyDown(event)) setSearch('');
            else if (
              event.key === 'Enter' &&
              onEmptyEnter &&
              !typedBefore &&
              event.currentTarget.value.trim() === ''
            ) {
              // Only an Enter on its own: one ending keys that left nothing here (a scan the
              // field lost on a busy till) must not finish the sale.
              event.preventDefault();
              onEmptyEnter();
            }
          }}
        />
        <ScanRow scanner={scanner} />
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
