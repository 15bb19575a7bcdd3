import { documentTotals, kshToCents, rateToBasisPoints } from '../../shared/money/cents.ts';
import {
  formatQuantity,
  parseQuantity,
  quantityRefusal,
} from '../../shared/quantity/quantity-input.ts';
import type { InvoiceDetailFragment } from './invoices.generated.ts';

/** An invoice line as a credit note sees it: with what its credit notes have not taken back. */
export type CreditableLine = InvoiceDetailFragment['items'][number] & { left: number };

/** A line given a quantity to credit: the quantity read (null while it does not) and why not. */
export type ChosenLine = { line: CreditableLine; quantity: number | null; problem: string | null };

/** The invoice's lines, each with how much of it is left to credit. */
export function creditableLines(invoice: InvoiceDetailFragment): CreditableLine[] {
  const credited = new Map<string, number>();
  for (const note of invoice.creditNotes) {
    for (const line of note.lines) {
      credited.set(line.invoiceItemId, (credited.get(line.invoiceItemId) ?? 0) + line.quantity);
    }
  }
  return invoice.items.map((item) => ({
    ...item,
    left: Math.round((item.quantity - (credited.get(item.id) ?? 0)) * 1000) / 1000,
  }));
}

/** The lines given a quantity (by line id, as typed), each read and checked against what is left. */
export function chosenLines(
  lines: readonly CreditableLine[],
  quantities: Readonly<Record<string, string>>,
): ChosenLine[] {
  return lines.flatMap((line) => {
    const text = quantities[line.id] ?? '';
    if (text.trim() === '') return [];
    const fractions = line.unit !== 'pcs';
    const quantity = parseQuantity(text, { fractions });
    return [{ line, quantity, problem: quantityProblem(text, fractions, quantity, line.left) }];
  });
}

function quantityProblem(
  text: string,
  fractions: boolean,
  quantity: number | null,
  left: number,
): string | null {
  if (quantity === null) return quantityRefusal(text, { fractions });
  if (quantity > left) return `Only ${formatQuantity(left)} left to credit`;
  return null;
}

/**
 * What the chosen lines credit: the invoice's own rule at its own VAT rate, band by band (net
 * and VAT of the lines' shelf prices in the band each was invoiced in), as the server works a
 * credit note out; to the cent but for the last of a line, where it takes exactly what the line
 * has left.
 */
export function creditTotalCents(chosen: readonly ChosenLine[], vatRate: number): number {
  return documentTotals(
    chosen.flatMap((each) =>
      each.quantity === null
        ? []
        : [
            {
              quantity: each.quantity,
              unitPriceCents: kshToCents(each.line.unitPrice),
              band: each.line.taxBand,
            },
          ],
    ),
    rateToBasisPoints(vatRate),
  ).totalCents;
}
