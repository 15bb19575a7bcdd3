import { z } from 'zod';
import { quantityField } from '../http/quantity.ts';
import { TAX_BANDS } from '../money.ts';

/**
 * What every sale (an order, the invoice made from it, a manual invoice) is said to be in:
 * how it is sold, where its payments put it, and how much of an item a line holds.
 */

export const PAYMENT_METHODS = ['cash', 'mpesa', 'cheque', 'bank_transfer', 'credit'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'partially_paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What the order list filters by: the spec's three and a cancelled order's (issue 18). */
export const ORDER_LIST_STATUSES = [...ORDER_STATUSES, 'cancelled'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

// The words staff read on screen, for the exports they open in a spreadsheet.
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  credit: 'Credit',
};

/**
 * A sale's or a delivery's line quantity: more than 0, up to 3 decimals (whole units for an item
 * not sold in fractions, which the service checks on the item), parsed to thousandths.
 */
export const lineQuantity = quantityField({ min: 0.001, minMessage: 'must be more than 0' });

/** The most lines one sales document takes (an order, an invoice, a credit note). */
const MAX_SALE_LINES = 500;

/** A line as the API keeps it: its `quantity` (in thousandths) as `quantity_milli`. */
const inThousandths = <Line extends { quantity: number }>({ quantity, ...line }: Line) => ({
  ...line,
  quantity_milli: quantity,
});

/**
 * A sales document's lines as a request sends them: each `line` (its quantity `lineQuantity`)
 * kept with `quantity_milli`, at most MAX_SALE_LINES of them; `noun` names them in the refusal
 * of anything but a list.
 */
export const saleLinesBody = <Line extends z.ZodType<{ quantity: number }>>(
  line: Line,
  noun: 'items' | 'lines',
) =>
  z
    .array(line.transform(inThousandths), { error: `must be a list of ${noun}` })
    .max(MAX_SALE_LINES, `must have at most ${MAX_SALE_LINES} lines`);

/**
 * Refuses each line that names the same thing (its `key`) as an earlier line of the document
 * `field` holds: a document has one line per thing with its whole quantity, so a repeat means a
 * confused client, and two lines could carry two different prices. `repeated` says so for the id.
 */
export function refuseRepeatedLines<Line, Key extends keyof Line & string>(
  ctx: z.RefinementCtx,
  field: string,
  lines: readonly Line[],
  key: Key,
  repeated: (id: Line[Key]) => string,
): void {
  const seen = new Set<Line[Key]>();
  lines.forEach((line, index) => {
    if (seen.has(line[key])) {
      ctx.addIssue({ code: 'custom', path: [field, index, key], message: repeated(line[key]) });
    }
    seen.add(line[key]);
  });
}

/**
 * A line's quantity as a sales document or a delivery answers it (the API's `quantity_milli`
 * made plain).
 */
export const answeredQuantity = z
  .number()
  .meta({ description: 'Up to 3 decimals for an item sold in fractions (kg, m…)' });

/**
 * A sales line's tax band as it answers it: the band its VAT was worked in, copied from the item
 * `copied` (when sold, when invoiced), so a later change to the item leaves the line as it was.
 */
export const answeredTaxBand = (copied: string) =>
  z.enum(TAX_BANDS).meta({
    description: `KRA's tax band the line's VAT was worked in, copied from the item ${copied}: A exempt, B the document's VAT rate (16 % by default), C zero-rated, D non-VAT, E 8 %`,
  });

/**
 * Whether an invoice or a credit note is dated back, as it answers it: the day it carries
 * against the moment it was made.
 */
export const answeredBackDated = z.boolean().meta({
  description: 'Dated more than a (Nairobi) day before the day it was made',
});

/** A sales document's VAT rate as it answers it, turned from basis points into a fraction. */
export const answeredVatRate = z.number().meta({ description: 'A fraction: 0.16 for 16 %' });

/**
 * A line's quantity and money as an invoice and a credit note answer them (sales-document.ts
 * `lineFigures`), in that order, with its `unit` as the document describes it.
 */
export const answeredLineFigures = (unit: z.ZodString) => ({
  quantity: answeredQuantity,
  unit,
  unit_price: z.number(),
  amount: z.number(),
});
