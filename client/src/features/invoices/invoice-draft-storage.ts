import type { TaxBand } from '../../graphql/schema-types.generated.ts';
import { TAX_BANDS } from '../../shared/kra/kra-codes.ts';
import type { ChosenParty } from '../../shared/pickers/party-picker.tsx';
import type { DraftLine, InvoiceDraft } from './invoice-draft.ts';
import type { InvoiceableOrderFragment } from './invoices.generated.ts';

/** An invoice draft kept in the browser, read back only when it is still one. */

/** Raised when the draft's shape changes: an older draft is then dropped, not misread. */
export const INVOICE_DRAFT_VERSION = 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function readParty(value: unknown): ChosenParty | null | undefined {
  if (value === null) return null;
  if (isRecord(value) && isString(value.id) && isString(value.name)) {
    return { id: value.id, name: value.name };
  }
  return undefined;
}

function readOrder(value: unknown): InvoiceableOrderFragment | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { id, orderNumber, customerName, subtotal, vatRate, vatAmount, totalAmount, createdAt } =
    value;
  const amounts = [subtotal, vatRate, vatAmount, totalAmount];
  if (
    ![id, orderNumber, customerName, createdAt].every(isString) ||
    !amounts.every((amount) => typeof amount === 'number' && Number.isFinite(amount))
  ) {
    return undefined;
  }
  return value as InvoiceableOrderFragment;
}

function readDraftLine(value: unknown): DraftLine | undefined {
  if (!isRecord(value)) return undefined;
  const { key, inventoryId, description, quantity, unit, fractions, price, band } = value;
  if (
    !Number.isSafeInteger(key) ||
    !(inventoryId === null || isString(inventoryId)) ||
    ![description, quantity, unit, price].every(isString) ||
    typeof fractions !== 'boolean'
  ) {
    return undefined;
  }
  // A line kept before lines knew their band is standard-rated until the server says otherwise.
  const known = isString(band) && TAX_BANDS.some((each) => each.band === band);
  return { ...(value as DraftLine), band: known ? (band as TaxBand) : 'B' };
}

function readAttempt(value: unknown): InvoiceDraft['attempt'] | undefined {
  if (value === null) return null;
  if (isRecord(value) && isString(value.request) && isString(value.key)) {
    return { request: value.request, key: value.key };
  }
  return undefined;
}

/** A draft read back from the browser's storage, or null when it is not one. */
export function readInvoiceDraft(stored: unknown): InvoiceDraft | null {
  if (!isRecord(stored)) return null;
  const { mode, invoiceDate, vatPercent } = stored;
  const customer = readParty(stored.customer);
  const order = readOrder(stored.order);
  const attempt = readAttempt(stored.attempt);
  const lines = Array.isArray(stored.lines) ? stored.lines.map(readDraftLine) : undefined;
  if (
    (mode !== 'manual' && mode !== 'order') ||
    !isString(invoiceDate) ||
    !isString(vatPercent) ||
    customer === undefined ||
    order === undefined ||
    attempt === undefined ||
    lines === undefined ||
    lines.some((line) => line === undefined) ||
    new Set(lines.map((line) => line?.key)).size !== lines.length
  ) {
    return null;
  }
  return {
    mode,
    customer,
    order,
    lines: lines as DraftLine[],
    invoiceDate,
    vatPercent,
    attempt,
  };
}
