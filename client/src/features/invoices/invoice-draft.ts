import type {
  CreateInvoiceInput,
  InvoiceableOrderFragment,
  TaxBand,
} from '../../graphql/operations.generated.ts';
import type { FieldMessages } from '../../shared/graphql/request-failure.ts';
import { TAX_BANDS } from '../../shared/kra/kra-codes.ts';
import {
  type BandPart,
  basisPointsToRate,
  centsToKsh,
  documentTotals,
  lineCents,
  type Totals,
  vatByBand,
} from '../../shared/money/cents.ts';
import {
  DEFAULT_VAT_PERCENT,
  parseKsh,
  readVatPercent,
  vatProblemText,
} from '../../shared/money/money-input.ts';
import type { PickedItem } from '../../shared/pickers/item-picker.tsx';
import type { ChosenParty } from '../../shared/pickers/party-picker.tsx';
import { parseQuantity } from '../../shared/quantity/quantity-input.ts';
import { invoiceFieldText, invoiceText } from './invoices.messages.ts';

/**
 * The invoice being written in the create dialog (spec §2): what is typed, the rules it must
 * meet (spec §5), its totals as the server will work them out, and the request that creates
 * it. Pure, so the dialog is only its screen and the draft can be kept in the browser as is.
 */

export type InvoiceMode = 'manual' | 'order';

export type DraftLine = {
  /** Tells the lines apart while they are edited, removed and restored. */
  key: number;
  inventoryId: string | null;
  description: string;
  quantity: string;
  /** pcs, kg…: the item's, or pcs for a typed line. */
  unit: string;
  /** Decimals allowed: an item sold in fractions, or a typed line (2.5 hours of fitting). */
  fractions: boolean;
  /** KSh as typed, VAT included. */
  price: string;
  /** The item's KRA tax band, which the line's VAT follows; B (standard) for a typed line. */
  band: TaxBand;
};

export type InvoiceDraft = {
  mode: InvoiceMode;
  customer: ChosenParty | null;
  order: InvoiceableOrderFragment | null;
  lines: DraftLine[];
  /** YYYY-MM-DD, or blank for today (spec §5). */
  invoiceDate: string;
  vatPercent: string;
  /**
   * The last request sent and its idempotency key: the same invoice sent again (after a lost
   * answer, a reload, a new sign-in) is a retry of that attempt, so it cannot be made twice.
   */
  attempt: { request: string; key: string } | null;
};

export const emptyInvoiceDraft: InvoiceDraft = {
  mode: 'manual',
  customer: null,
  order: null,
  lines: [],
  invoiceDate: '',
  vatPercent: DEFAULT_VAT_PERCENT,
  attempt: null,
};

/** A new invoice, at the shop's default VAT rate (Settings; 16 % unless it set another). */
export const newInvoiceDraft = (defaultVatPercent: string): InvoiceDraft => ({
  ...emptyInvoiceDraft,
  vatPercent: defaultVatPercent,
});

/**
 * Nothing typed or chosen yet: closing loses nothing, and no draft is kept. A VAT rate alone
 * is not an invoice begun.
 */
export function isBlankDraft(draft: InvoiceDraft): boolean {
  return (
    draft.customer === null &&
    draft.order === null &&
    draft.lines.length === 0 &&
    draft.invoiceDate.trim() === ''
  );
}

// Lines

const nextKey = (draft: InvoiceDraft) => Math.max(0, ...draft.lines.map((line) => line.key)) + 1;

/** A line for an item picked from inventory: one of it at its shelf price. */
export function addItemLine(draft: InvoiceDraft, item: PickedItem): InvoiceDraft {
  return addLine(draft, {
    inventoryId: item.id,
    description: item.name,
    unit: item.unit,
    fractions: item.sellsInFractions,
    quantity: '1',
    price: item.unitPrice.toFixed(2),
    band: item.taxBand,
  });
}

/** A line typed by hand (transport, labour): pieces or fractions, no price yet. */
export function addTypedLine(draft: InvoiceDraft): InvoiceDraft {
  return addLine(draft, {
    inventoryId: null,
    description: '',
    unit: 'pcs',
    fractions: true,
    quantity: '1',
    price: '',
    band: 'B',
  });
}

function addLine(draft: InvoiceDraft, line: Omit<DraftLine, 'key'>): InvoiceDraft {
  return { ...draft, lines: [...draft.lines, { ...line, key: nextKey(draft) }] };
}

export function changeLine(
  draft: InvoiceDraft,
  key: number,
  change: Partial<Omit<DraftLine, 'key'>>,
): InvoiceDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => (line.key === key ? { ...line, ...change } : line)),
  };
}

/**
 * Each inventory line's band as the server now has it (`bands` by item id): a draft kept from
 * before an item moved band (or before lines knew their band) is refused over its totals until
 * its lines follow the items.
 */
export function withItemBands(
  draft: InvoiceDraft,
  bands: ReadonlyMap<string, TaxBand>,
): InvoiceDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => {
      const band = line.inventoryId === null ? undefined : bands.get(line.inventoryId);
      return band && band !== line.band ? { ...line, band } : line;
    }),
  };
}

export function removeLine(draft: InvoiceDraft, key: number): InvoiceDraft {
  return { ...draft, lines: draft.lines.filter((line) => line.key !== key) };
}

type ReadLine = { description: string; quantity: number; unitPriceCents: number; band: TaxBand };

/** A line as the server will read it, or null while any part of it does not read. */
function readLine(line: DraftLine): ReadLine | null {
  const quantity = parseQuantity(line.quantity, { fractions: line.fractions });
  const unitPriceCents = parseKsh(line.price);
  const description = line.description.trim();
  if (quantity === null || unitPriceCents === null || description === '') return null;
  return { description, quantity, unitPriceCents, band: line.band };
}

// VAT

// Totals

export type DraftTotals = {
  /** Of the lines that read, at the rate applied (0 while there is none). */
  totals: Totals;
  /** The same lines' part in each tax band. */
  bands: BandPart[];
  rateBp: number | null;
  /** Each line's amount by its key, null while the line does not read. */
  lineAmounts: ReadonlyMap<number, number | null>;
};

/** The totals the server will store for what is typed (the same rounding, cents.ts). */
export function draftTotals(draft: InvoiceDraft): DraftTotals {
  const { rateBp } = readVatPercent(draft.vatPercent);
  const read = draft.lines.map(readLine);
  const reading = read.filter((line) => line !== null);
  return {
    totals: documentTotals(reading, rateBp ?? 0),
    bands: vatByBand(reading, rateBp ?? 0),
    rateBp,
    lineAmounts: new Map(
      draft.lines.map((line, index) => {
        const each = read[index];
        return [line.key, each ? lineCents(each) : null];
      }),
    ),
  };
}

// Rules

export type DraftField = 'customer' | 'items' | 'order' | 'invoiceDate' | 'vat';
export type LineField = 'description' | 'quantity' | 'price';

export type DraftProblems = {
  /** Spec §5's sentence for what is missing, shown above the fields; null when none applies. */
  summary: string | null;
  /** What is wrong with each field, said beside it. */
  fields: Partial<Record<DraftField, string>>;
  /** What is wrong with each line's fields, by the line's key. */
  lines: Readonly<Record<number, Partial<Record<LineField, string>>>>;
};

export const noProblems: DraftProblems = { summary: null, fields: {}, lines: {} };

export function hasProblems(problems: DraftProblems): boolean {
  return (
    problems.summary !== null ||
    Object.keys(problems.fields).length > 0 ||
    Object.values(problems.lines).some((line) => Object.keys(line).length > 0)
  );
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = isoDate.exec(trimmed);
  if (match) {
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return null;
  }
  return invoiceFieldText.invalidDate;
}

function quantityProblem(line: DraftLine): string | undefined {
  if (line.quantity.trim() === '') return invoiceFieldText.quantityMissing;
  if (parseQuantity(line.quantity, { fractions: line.fractions }) !== null) return undefined;
  return line.fractions ? invoiceFieldText.quantityFraction : invoiceFieldText.quantityWhole;
}

function priceProblem(line: DraftLine): string | undefined {
  if (line.price.trim() === '') return invoiceFieldText.priceMissing;
  return parseKsh(line.price) === null ? invoiceFieldText.priceInvalid : undefined;
}

function lineProblems(line: DraftLine): Partial<Record<LineField, string>> {
  const problems: Partial<Record<LineField, string>> = {};
  if (line.description.trim() === '') problems.description = invoiceFieldText.descriptionMissing;
  const quantity = quantityProblem(line);
  if (quantity) problems.quantity = quantity;
  const price = priceProblem(line);
  if (price) problems.price = price;
  return problems;
}

/** Everything wrong with the draft at once, each problem against its field. */
export function checkDraft(draft: InvoiceDraft): DraftProblems {
  const fields: DraftProblems['fields'] = {};
  const date = dateProblem(draft.invoiceDate);
  if (date) fields.invoiceDate = date;
  if (draft.mode === 'order') {
    if (draft.order) return { summary: null, fields, lines: {} };
    fields.order = invoiceFieldText.orderMissing;
    return { summary: invoiceText.orderNeeded, fields, lines: {} };
  }
  if (!draft.customer) fields.customer = invoiceFieldText.customerMissing;
  if (draft.lines.length === 0) fields.items = invoiceFieldText.itemsMissing;
  // Only a rate that reads as none stops the invoice; a blank or negative one applies 0 %,
  // which the field itself says (shared/money/vat-rate-field.tsx).
  const vat = readVatPercent(draft.vatPercent);
  if (vat.rateBp === null) fields.vat = vatProblemText(vat.problem) ?? invoiceText.invalidVat;
  const lines: Record<number, Partial<Record<LineField, string>>> = {};
  for (const line of draft.lines) {
    const problems = lineProblems(line);
    if (Object.keys(problems).length > 0) lines[line.key] = problems;
  }
  const summary =
    !draft.customer || draft.lines.length === 0 ? invoiceText.manualNeedsCustomerAndItems : null;
  return { summary, fields, lines };
}

/**
 * What the dialog shows against its fields: before the first attempt to create, only a VAT
 * rate outside 0–100 (the rate applied is then not the one typed, so it is said at once); from
 * then on everything wrong, as it is fixed or made; and over both, the server's refusals.
 */
export function shownProblems(
  draft: InvoiceDraft,
  { attempted, server }: { attempted: boolean; server: DraftProblems },
): DraftProblems {
  // Before the first attempt the VAT field speaks for itself (the rate applied is always
  // beside it); the rest waits for the attempt.
  const local: DraftProblems = attempted
    ? checkDraft(draft)
    : { summary: null, fields: {}, lines: {} };
  const lines: Record<number, Partial<Record<LineField, string>>> = { ...local.lines };
  for (const [key, problems] of Object.entries(server.lines)) {
    lines[Number(key)] = { ...lines[Number(key)], ...problems };
  }
  return { summary: local.summary, fields: { ...local.fields, ...server.fields }, lines };
}

// The request

export type PreparedInvoice =
  | { ok: true; input: CreateInvoiceInput }
  | { ok: false; problems: DraftProblems };

/**
 * The createInvoice input for the draft, with the VAT and total the server must agree with,
 * or everything that keeps it from being sent.
 */
export function prepareInvoice(draft: InvoiceDraft): PreparedInvoice {
  const problems = checkDraft(draft);
  if (hasProblems(problems)) return { ok: false, problems };
  const createdAt = draft.invoiceDate.trim() || null;
  if (draft.mode === 'order' && draft.order) {
    return {
      ok: true,
      input: {
        orderId: draft.order.id,
        createdAt,
        vatRate: draft.order.vatRate,
        vatAmount: draft.order.vatAmount,
        total: draft.order.totalAmount,
      },
    };
  }
  const read = draft.lines.map(readLine);
  const { totals, rateBp } = draftTotals(draft);
  return {
    ok: true,
    input: {
      customerId: draft.customer?.id ?? null,
      createdAt,
      items: draft.lines.map((line, index) => {
        const valid = read[index] as ReadLine;
        return {
          inventoryId: line.inventoryId,
          description: valid.description,
          quantity: valid.quantity,
          unitPrice: centsToKsh(valid.unitPriceCents),
        };
      }),
      vatRate: basisPointsToRate(rateBp ?? 0),
      vatAmount: centsToKsh(totals.vatCents),
      total: centsToKsh(totals.totalCents),
    },
  };
}

/**
 * The attempt to send `input` under: the previous one again when nothing changed since (a
 * retry keeps its idempotency key), else a new one with a fresh key.
 */
export function attemptFor(
  previous: InvoiceDraft['attempt'],
  input: CreateInvoiceInput,
  newKey: () => string,
): { request: string; key: string } {
  const request = JSON.stringify(input);
  return previous?.request === request ? previous : { request, key: newKey() };
}

// The server's refusals

const byInputField: Readonly<Record<string, DraftField>> = {
  customerId: 'customer',
  orderId: 'order',
  items: 'items',
  createdAt: 'invoiceDate',
  vatRate: 'vat',
};

const byLineField: Readonly<Record<string, LineField>> = {
  description: 'description',
  quantity: 'quantity',
  unitPrice: 'price',
};

/** The server's words as a sentence beside a field: `must not be blank` → `Must not be blank`. */
const asSentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The fields the server refused (by their path in the GraphQL input, `items.0.quantity`),
 * against the draft's fields; `rest` is what has no field here (the totals, say), for the
 * message above the fields.
 */
export function serverProblems(
  draft: InvoiceDraft,
  refused: FieldMessages,
): { problems: DraftProblems; rest: string[] } {
  const fields: DraftProblems['fields'] = {};
  const lines: Record<number, Partial<Record<LineField, string>>> = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(refused)) {
    const field = byInputField[path];
    const [, index, part] = /^items\.(\d+)\.(\w+)$/.exec(path) ?? [];
    const line = index === undefined ? undefined : draft.lines[Number(index)];
    const lineField = part === undefined ? undefined : byLineField[part];
    if (field) {
      fields[field] = asSentence(message);
    } else if (line && lineField) {
      lines[line.key] = { ...lines[line.key], [lineField]: asSentence(message) };
    } else {
      rest.push(`${path}: ${message}`);
    }
  }
  return { problems: { summary: null, fields, lines }, rest };
}

// Kept in the browser

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
