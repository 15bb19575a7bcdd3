import { z } from 'zod';
import { requiredTextUpTo } from '../http/validation.ts';
import { InvoiceWithPayments } from '../invoices/invoice.schema.ts';
import { Order } from '../orders/order.schema.ts';
import { Payment } from '../sales/payment.schema.ts';

/** POST /payments/{id}/reversal: the reversing entry and the sale's documents as they now are. */
export const Reversal = z
  .object({
    // The new entry that undoes the payment. No .meta() here: it would make a copy of Payment
    // inlined in the document instead of a reference to it.
    reversal: Payment,
    order: Order.nullable().meta({ description: "The payment's order; null for a manual invoice" }),
    invoice: InvoiceWithPayments.nullable().meta({
      description: "The sale's invoice; null for an order not invoiced",
    }),
  })
  .meta({ id: 'Reversal' });
export type Reversal = z.output<typeof Reversal>;

/** POST /payments/{id}/reversal: why the payment is undone (a bounced cheque, a wrong till). */
export const reversalBody = z.object({
  reason: requiredTextUpTo(500, 'must say why the payment is reversed'),
});
