import type {
  CreateOrderInput,
  PaymentMethod,
  TaxBand,
} from '../../graphql/schema-types.generated.ts';
import { DEFAULT_VAT_PERCENT, readVatPercent } from '../../shared/money/money-input.ts';
import type { CatalogueItemFragment } from '../../shared/pickers/pickers.generated.ts';
import { noPayment, type PaidNow } from './paid-now.ts';

/** An inventory item as the picker offers it. */
export type CatalogueItem = {
  id: string;
  name: string;
  unitPrice: number;
  stock: number;
  /** pcs, kg, m… */
  unit: string;
  /** Sold by the kilo or the metre: quantities to 3 decimals; otherwise whole units. */
  sellsInFractions: boolean;
  /** KRA's tax band, which the line's VAT follows (B: the order's VAT rate). */
  taxBand: TaxBand;
};

/** The picker's item (the `CatalogueItem` fragment) as the cart takes it. */
export const catalogueItemOf = (item: CatalogueItemFragment): CatalogueItem => ({
  id: item.id,
  name: item.name,
  unitPrice: item.unitPrice,
  stock: item.quantity,
  unit: item.unit,
  sellsInFractions: item.sellsInFractions,
  taxBand: item.taxBand,
});

/**
 * A cart line: the item as it was when added (price, stock, and the band its VAT follows),
 * by its id, and how much is sold.
 */
export type CartLine = Omit<CatalogueItem, 'id'> & {
  itemId: string;
  quantity: number;
};

export type CartContext = {
  /** The customer chosen; '' sells to the shop's walk-in customer (issue 50). */
  customerId: string;
  paymentMethod: PaymentMethod | '';
  /** The VAT field as typed (percent). */
  vatPercent: string;
  /**
   * The rate it applies in basis points (0 to 10 000, spec §5; blank applies 0), or null when
   * it applies none (above 100 %, unreadable): `readVatPercent`.
   */
  vatRateBp: number | null;
  lines: CartLine[];
  /** The money taken with the order, when "Paid now" is ticked. */
  paidNow: PaidNow;
  /**
   * Lines whose quantity was cut to the stock by their last change (a typed quantity above it,
   * or fresh stock below it), by item id: the form says "Only 120 in stock" beside each.
   */
  capped: string[];
  error: string | null;
  /**
   * The idempotency key of the attempt in progress. Set only while submitting and after a
   * network failure, when nobody knows whether the server made the order: a retry of the
   * same cart sends the same key, so the server answers with that order instead of a second.
   */
  attemptKey: string | null;
  /** The VAT rate a new cart starts with: Settings' default rate (16 % unless the shop set one). */
  defaultVatPercent: string;
};

export type NewOrder = { input: CreateOrderInput; idempotencyKey: string };

/**
 * What of the cart a draft keeps (the form's work, not its messages), and what the machine
 * starts from when one is restored.
 */
export type CartDraft = Pick<
  CartContext,
  'customerId' | 'paymentMethod' | 'vatPercent' | 'lines' | 'attemptKey'
> & { paidNow?: PaidNow };
export type CreatedOrder = { id: string; orderNumber: string; changeDue?: number | null };

export type CartEvent =
  | { type: 'customer.select'; customerId: string }
  | { type: 'paymentMethod.select'; method: PaymentMethod | '' }
  | { type: 'vatRate.change'; percent: string }
  | { type: 'paidNow.change'; paidNow: Partial<PaidNow> }
  | { type: 'item.add'; item: CatalogueItem }
  | { type: 'line.increment'; itemId: string }
  | { type: 'line.decrement'; itemId: string }
  | { type: 'line.setQuantity'; itemId: string; quantity: number }
  | { type: 'line.remove'; itemId: string }
  | { type: 'catalogue.sync'; items: readonly CatalogueItem[] }
  | { type: 'order.submit' }
  | { type: 'order.discard' };

export function emptyCart(defaultVatPercent: string): CartContext {
  return {
    customerId: '',
    paymentMethod: '',
    vatPercent: defaultVatPercent,
    vatRateBp: readVatPercent(defaultVatPercent).rateBp,
    lines: [],
    paidNow: noPayment,
    capped: [],
    error: null,
    attemptKey: null,
    defaultVatPercent,
  };
}

/** What the cart machine starts from. */
export type CartInput = {
  /** A draft kept in the browser (orders-page.tsx), restored as the cart's starting point. */
  draft?: CartDraft | null;
  /** Settings' default VAT rate as percent text; 16 when not given. */
  defaultVatPercent?: string;
};

/** A restored draft as the cart's starting point; its messages start afresh. */
export function cartFrom({
  draft,
  defaultVatPercent = DEFAULT_VAT_PERCENT,
}: CartInput = {}): CartContext {
  if (!draft) return emptyCart(defaultVatPercent);
  return {
    ...emptyCart(defaultVatPercent),
    ...draft,
    vatRateBp: readVatPercent(draft.vatPercent).rateBp,
    capped: [],
  };
}

/**
 * True when the cart holds nothing worth keeping or asking about: a VAT rate alone is not a
 * sale begun (and the rate a cart starts with follows Settings).
 */
export const isEmptyCart = (draft: CartDraft): boolean =>
  draft.lines.length === 0 && draft.customerId === '' && draft.paymentMethod === '';
