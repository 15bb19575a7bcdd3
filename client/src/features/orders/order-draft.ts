import type { PaymentMethod, TaxBand } from '../../graphql/schema-types.generated.ts';
import type { DraftSpec } from '../../shared/drafts/use-stored-draft.ts';
import { TAX_BANDS } from '../../shared/kra/kra-codes.ts';
import { paymentMethods } from '../../shared/payments/payment-methods.ts';
import type { ChosenParty } from '../../shared/pickers/party-picker.tsx';
import { type CartDraft, type CartLine, isEmptyCart } from './cart.context.ts';
import { noPayment, type PaidNow } from './paid-now.ts';

/** The order being written, as the browser keeps it between visits and reloads (issue 20). */
export type OrderDraft = {
  cart: CartDraft;
  /** The customer chosen, with the name the picker shows (the cart keeps only the id). */
  customer: ChosenParty | null;
};

type Unknown = Record<string, unknown>;

const isObject = (value: unknown): value is Unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const methods = new Set<string>(paymentMethods.map((method) => method.value));
const bands = new Set<string>(TAX_BANDS.map((each) => each.band));

function lineOf(value: unknown): CartLine | null {
  if (!isObject(value)) return null;
  const { itemId, name, unitPrice, stock, unit, sellsInFractions, quantity, taxBand } = value;
  if (!isText(itemId) || !isText(name) || !isText(unit) || typeof sellsInFractions !== 'boolean')
    return null;
  if (!isNumber(unitPrice) || !isNumber(stock) || !isNumber(quantity) || quantity <= 0) return null;
  // A draft kept before lines knew their band is standard-rated until the server says otherwise
  // (a 409 refreshes the cart's items, band included).
  const band = isText(taxBand) && bands.has(taxBand) ? (taxBand as TaxBand) : 'B';
  return { itemId, name, unitPrice, stock, unit, sellsInFractions, taxBand: band, quantity };
}

/** "Paid now" as kept, or nothing paid (a draft kept before issue 50, or not readable). */
function paidNowOf(value: unknown): PaidNow {
  if (!isObject(value)) return noPayment;
  const { on, amount, tendered, reference } = value;
  if (typeof on !== 'boolean' || !isText(amount) || !isText(tendered) || !isText(reference)) {
    return noPayment;
  }
  return { on, amount, tendered, reference };
}

/** A stored draft, checked field by field (stored JSON is input like any other), or null. */
export function readOrderDraft(stored: unknown): OrderDraft | null {
  if (!isObject(stored) || !isObject(stored.cart)) return null;
  const { customerId, paymentMethod, vatPercent, lines, attemptKey } = stored.cart;
  if (!isText(customerId) || !isText(vatPercent) || !Array.isArray(lines)) return null;
  if (!isText(paymentMethod) || (paymentMethod !== '' && !methods.has(paymentMethod))) return null;
  if (attemptKey !== null && !isText(attemptKey)) return null;
  const cartLines = lines.map(lineOf);
  if (cartLines.some((line) => line === null)) return null;
  const { customer } = stored;
  const chosen =
    isObject(customer) && isText(customer.id) && isText(customer.name)
      ? { id: customer.id, name: customer.name }
      : null;
  return {
    cart: {
      // The id and its name go together, or neither does.
      customerId: chosen?.id ?? '',
      paymentMethod: paymentMethod as PaymentMethod | '',
      vatPercent,
      lines: cartLines as CartLine[],
      attemptKey,
      paidNow: paidNowOf(stored.cart.paidNow),
    },
    customer: chosen,
  };
}

/** The Orders screen's draft: one per signed-in user in this browser. */
export const ORDER_DRAFT: DraftSpec<OrderDraft> = {
  form: 'order-cart',
  version: 1,
  read: readOrderDraft,
  isBlank: (draft) => isEmptyCart(draft.cart),
};
