import type { FieldMessages } from '../../shared/graphql/request-failure.ts';
import { parseKsh, readVatPercent, vatProblemText } from '../../shared/money/money-input.ts';
import { parseQuantity } from '../../shared/quantity/quantity-input.ts';
import type { DraftLine, InvoiceDraft } from './invoice-draft.ts';
import { invoiceFieldText, invoiceText } from './invoices.messages.ts';

/**
 * What keeps an invoice draft from being sent (spec §5), each problem against its field: the
 * draft's own rules, and the fields the server refused.
 */

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
