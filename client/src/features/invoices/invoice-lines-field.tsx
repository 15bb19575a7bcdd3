import { type ReactNode, useId } from 'react';
import { formatCents } from '../../shared/money/money-format.ts';
import { ItemPicker, type PickedItem } from '../../shared/pickers/item-picker.tsx';
import { ScanRow } from '../../shared/scanner/scan-row.tsx';
import { useBarcodeScanner } from '../../shared/scanner/use-barcode-scanner.ts';
import type { DraftLine } from './invoice-draft.ts';
import type { LineField } from './invoice-draft-problems.ts';

const notYet = '—';

type InvoiceLinesFieldProps = {
  lines: readonly DraftLine[];
  /** Each line's amount by key; null while the line does not read. */
  amounts: ReadonlyMap<number, number | null>;
  /** What is wrong with the lines as a whole (none yet), said under the legend. */
  error?: string;
  /** What is wrong with each line's fields, by line key. */
  lineErrors: Readonly<Record<number, Partial<Record<LineField, string>>>>;
  onPick: (item: PickedItem) => void;
  /** An item scanned (use-barcode-scanner.ts): one more of it. */
  onScan: (item: PickedItem) => void;
  onAddTyped: () => void;
  onChange: (key: number, change: Partial<Omit<DraftLine, 'key'>>) => void;
  onRemove: (key: number) => void;
  /** Lines from inventory keep the shelf price (a cashier's invoice: api/src/sales/shop-prices.ts). */
  shelfPricesLocked?: boolean;
};

/** A manual invoice's Items: lines picked from inventory or typed, each with its amount. */
export function InvoiceLinesField({
  lines,
  amounts,
  error,
  lineErrors,
  onPick,
  onScan,
  onAddTyped,
  onChange,
  onRemove,
  shelfPricesLocked = false,
}: InvoiceLinesFieldProps) {
  const listId = useId();
  const errorId = useId();
  const shelfPriceNoteId = useId();
  // As "Add from inventory" offers, a scan adds only what is in stock.
  const scanner = useBarcodeScanner({
    onItem: (item) => {
      if (item.quantity <= 0) return `${item.name} is out of stock`;
      onScan(item);
      return undefined;
    },
  });
  const anyShelfPriceLocked = shelfPricesLocked && lines.some((line) => line.inventoryId !== null);
  return (
    <fieldset
      className="invoice-lines"
      aria-describedby={error ? `${listId} ${errorId}` : listId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">Items</legend>
      {lines.length === 0 ? (
        <p id={listId} className="invoice-lines__empty">
          No items yet. Pick one from inventory or add a line.
        </p>
      ) : (
        <ol id={listId} className="invoice-lines__list">
          {lines.map((line, index) => (
            <InvoiceLineRow
              key={line.key}
              line={line}
              number={index + 1}
              amountCents={amounts.get(line.key) ?? null}
              errors={lineErrors[line.key] ?? {}}
              priceNoteId={
                shelfPricesLocked && line.inventoryId !== null ? shelfPriceNoteId : undefined
              }
              onChange={(change) => onChange(line.key, change)}
              onRemove={() => onRemove(line.key)}
            />
          ))}
        </ol>
      )}
      {anyShelfPriceLocked && (
        <p id={shelfPriceNoteId} className="field__hint">
          Items from inventory sell at their shelf price: only an owner or a manager can change it.
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <div className="invoice-lines__add">
        <div className="invoice-lines__pick">
          <ItemPicker
            label="Add from inventory"
            inStockOnly
            onPick={onPick}
            onSearchKeyDown={scanner.searchKeyDown}
          />
        </div>
        <button className="button button--secondary" type="button" onClick={onAddTyped}>
          Add Line
        </button>
      </div>
      <ScanRow scanner={scanner} />
    </fieldset>
  );
}

type InvoiceLineRowProps = {
  line: DraftLine;
  number: number;
  amountCents: number | null;
  errors: Partial<Record<LineField, string>>;
  onChange: (change: Partial<Omit<DraftLine, 'key'>>) => void;
  onRemove: () => void;
  /** Set when the price is the shelf price, not to be changed: the note that says so. */
  priceNoteId?: string;
};

function InvoiceLineRow({
  line,
  number,
  amountCents,
  errors,
  onChange,
  onRemove,
  priceNoteId,
}: InvoiceLineRowProps) {
  const id = useId();
  const field = (name: LineField) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  return (
    <li className="invoice-line">
      <LineCell rowId={id} name="description" label="Description" error={errors.description}>
        <input
          {...field('description')}
          className="input input--compact"
          value={line.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </LineCell>
      <LineCell
        rowId={id}
        name="quantity"
        label={<>Qty{line.unit === 'pcs' ? '' : ` (${line.unit})`}</>}
        error={errors.quantity}
      >
        <input
          {...field('quantity')}
          className="input input--compact"
          type="number"
          inputMode={line.fractions ? 'decimal' : 'numeric'}
          min={line.fractions ? '0.001' : '1'}
          step={line.fractions ? '0.001' : '1'}
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </LineCell>
      <LineCell rowId={id} name="price" label="Price (KSh, incl. VAT)" error={errors.price}>
        <input
          {...field('price')}
          aria-describedby={
            [field('price')['aria-describedby'], priceNoteId].filter(Boolean).join(' ') || undefined
          }
          className="input input--compact"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={line.price}
          onChange={(event) => onChange({ price: event.target.value })}
          readOnly={priceNoteId !== undefined}
        />
      </LineCell>
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

/**
 * One of a line's fields in the house style (`.field`): its label above the input, what is
 * wrong with it under. The input is `${rowId}-${name}` and reads its error by that id.
 */
function LineCell({
  rowId,
  name,
  label,
  error,
  children,
}: {
  rowId: string;
  name: LineField;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`field invoice-line__${name}`}>
      <label className="field__label" htmlFor={`${rowId}-${name}`}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${rowId}-${name}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
