import { z } from 'zod';
import { isCalendarDate, money, optionalText, requiredText, vatRate } from '../http/validation.ts';
import { lineQuantity, recordId } from '../orders/order.schema.ts';
import { MAX_DOCUMENT_CENTS } from '../orders/sales-document.ts';

const MAX_LINES = 500;

/**
 * The invoice date: null or blank means now (spec §5), otherwise a date `YYYY-MM-DD` or an ISO
 * date-time with a zone. Whether it lies too far ahead is decided against the API's clock.
 */
const createdAt = z
  .string({ error: 'must be a date like 2025-03-31, or null' })
  .trim()
  .nullish()
  .transform((text) => text || null)
  .refine(
    (text) =>
      text === null ||
      (/^\d{4}-\d{2}-\d{2}$/.test(text)
        ? isCalendarDate(text)
        : z.iso.datetime({ offset: true }).safeParse(text).success),
    { message: 'must be a date like 2025-03-31, or null' },
  );

/** DELETE /invoices/{id}?reason=: why it is voided, optional. */
export const voidQuery = z.object({
  reason: optionalText.pipe(z.string().max(500, 'must be at most 500 characters').nullable()),
});

export const invoiceBody = z
  .object({
    customer_id: recordId.nullish().transform((id) => id ?? null),
    order_id: recordId.nullish().transform((id) => id ?? null),
    items: z
      .array(
        z
          .object({
            id: recordId.nullish().transform((id) => id ?? null),
            description: requiredText().pipe(z.string().max(500, 'must be at most 500 characters')),
            // A typed line (no id) may carry decimals too: 2.5 hours of fitting.
            quantity: lineQuantity,
            unit_price: money.pipe(z.number().max(MAX_DOCUMENT_CENTS, 'is too large')),
          })
          .transform(({ quantity, ...line }) => ({ ...line, quantity_milli: quantity })),
        { error: 'must be a list of items' },
      )
      .max(MAX_LINES, `must have at most ${MAX_LINES} lines`)
      .nullish()
      .transform((items) => items ?? []),
    created_at: createdAt,
    vat_rate: vatRate,
    vat_amount: money,
    total: money,
  })
  .superRefine((invoice, ctx) => {
    // From an order, the customer and items come from the order; a manual invoice needs both.
    if (invoice.order_id !== null) return;
    if (invoice.customer_id === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['customer_id'],
        message: 'choose a customer (or an order_id to invoice an order)',
      });
    }
    if (invoice.items.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'add at least one item' });
    }
  });

export type InvoiceInput = z.output<typeof invoiceBody>;
