import type { CreateInvoiceInput } from '../../graphql/schema-types.generated.ts';
import { basisPointsToRate, centsToKsh } from '../../shared/money/cents.ts';
import { draftTotals, type InvoiceDraft, type ReadLine, readLine } from './invoice-draft.ts';
import { checkDraft, type DraftProblems, hasProblems } from './invoice-draft-problems.ts';

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
