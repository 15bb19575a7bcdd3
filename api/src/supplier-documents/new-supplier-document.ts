import { badField } from '../http/api-error.ts';
import { businessDate } from '../http/clock.ts';
import { lineAmountCents } from '../http/quantity.ts';
import { formatKsh } from '../money.ts';
import { MAX_DOCUMENT_CENTS } from '../sales/sales-document.ts';

/**
 * The rules a new supplier document is held to alike, whether the shop orders goods, receives
 * them or is billed for them: the day it is dated and how much it may add up to.
 */

/**
 * The business day a new document is dated (the day the goods came in, the supplier's invoice
 * date), in the shop's calendar at `at`: the day given, today when left out, never after today
 * (400 naming `field`).
 */
export function documentDay(
  given: string | null,
  field: string,
  at: Date,
  timeZone: string,
): string {
  const today = businessDate(at, timeZone);
  const day = given ?? today;
  if (day > today) throw badField(field, 'must not be after today');
  return day;
}

/**
 * Refuses (400 on `lines`) a document adding up to more than a sales document may, so that, as
 * for sales documents, every figure of it stays exact in a JavaScript number.
 */
export function refuseOverDocumentLimit(totalCents: number): void {
  if (totalCents > MAX_DOCUMENT_CENTS) {
    throw badField('lines', `must not add up to more than ${formatKsh(MAX_DOCUMENT_CENTS)}`);
  }
}

/**
 * The amounts of a document's lines of items at a cost (quantity × unit cost, to the cent) and
 * their total, refused past the limit above.
 */
export function costedLineAmounts(
  lines: readonly { quantity_milli: number; unit_cost: number }[],
): { amounts: number[]; totalCents: number } {
  const amounts = lines.map((line) => lineAmountCents(line.quantity_milli, line.unit_cost));
  const totalCents = amounts.reduce((sum, amount) => sum + amount, 0);
  refuseOverDocumentLimit(totalCents);
  return { amounts, totalCents };
}
