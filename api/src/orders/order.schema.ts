import { z } from 'zod';
import { instant, pageOf, UserRef } from '../http/openapi.ts';
import {
  booleanFlag,
  idList,
  money,
  optionalTextUpTo,
  recordId,
  vatRate,
} from '../http/validation.ts';
import { PAYING_METHODS, Payment, refuseMissingReference } from '../sales/payment.schema.ts';
import {
  answeredQuantity,
  answeredTaxBand,
  answeredVatRate,
  lineQuantity,
  ORDER_LIST_STATUSES,
  ORDER_STATUSES,
  type OrderListStatus,
  PAYMENT_METHODS,
  refuseRepeatedLines,
  saleLinesBody,
} from '../sales/sale.schema.ts';
import { MAX_DOCUMENT_CENTS } from '../sales/sales-document.ts';

export const ORDER_STATUS_LABELS: Record<OrderListStatus, string> = {
  pending: 'Pending',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/**
 * The order list's filters beyond those it shares with invoices (sales-list.ts):
 * `invoiced=false` lets "Create invoice from an order" offer only orders still to be invoiced
 * (not invoiced, not cancelled). `needs_attention=true`: sales made offline that a manager should
 * look at (issue 54), not yet marked handled.
 */
export const ORDER_LIST_FILTERS = { invoiced: booleanFlag, needs_attention: booleanFlag };

const positiveMoney = money.pipe(
  z.number().positive('must be more than 0').max(MAX_DOCUMENT_CENTS, 'is more than any total'),
);

/**
 * POST /orders' optional `payment` (issue 50): the money taken at the counter, recorded on the
 * new order in its own transaction through the payment ledger. `amount` defaults to the total;
 * `tendered` is the cash handed over, for the change.
 */
export const paidNowBody = z
  .object({
    method: z.enum(PAYING_METHODS, { error: `must be one of ${PAYING_METHODS.join(', ')}` }),
    amount: positiveMoney.optional(),
    reference: optionalTextUpTo(100),
    tendered: positiveMoney.optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.tendered !== undefined && payment.method !== 'cash') {
      ctx.addIssue({
        code: 'custom',
        path: ['tendered'],
        message: 'is only for cash payments (the cash handed over)',
      });
    }
    if (
      payment.tendered !== undefined &&
      payment.amount !== undefined &&
      payment.tendered < payment.amount
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['tendered'],
        message: 'is less than the amount paid',
      });
    }
    refuseMissingReference(ctx, payment);
  });
export type PaidNowInput = z.output<typeof paidNowBody>;

/**
 * The same inventory item twice is refused rather than merged: the cart has one line per
 * item, so a repeat means a confused client, and two lines could carry two different prices.
 */
export const orderBody = z
  .object({
    // Left out: the shop's walk-in customer (issue 50).
    customer_id: recordId.optional(),
    items: saleLinesBody(
      z.object({ id: recordId, quantity: lineQuantity, unit_price: money }),
      'items',
    ).min(1, 'add at least one item'),
    payment_method: z.enum(PAYMENT_METHODS, {
      error: `must be one of ${PAYMENT_METHODS.join(', ')}`,
    }),
    vat_rate: vatRate,
    subtotal: money,
    vat_amount: money,
    total_amount: money,
    payment: paidNowBody.optional(),
    // A sale made offline (issue 54): when it was tapped on the device. It is then recorded at
    // the prices it was sold at, whatever happened since, and any difference needs attention.
    sold_at: z.iso
      .datetime({ offset: true, error: 'must be a date and time (ISO 8601)' })
      .optional()
      .meta({
        description:
          'Only for a sale made offline and sent later: when it was sold on the device. The order is then recorded as sold (its prices; stock taken as far as it goes) and any difference since is listed in `attention`',
      }),
  })
  .superRefine((order, ctx) =>
    refuseRepeatedLines(
      ctx,
      'items',
      order.items,
      'id',
      (id) =>
        `inventory item ${id} is listed more than once; send one line per item with the whole quantity`,
    ),
  );

export type OrderInput = z.output<typeof orderBody>;

export const orderPaymentBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }),
  paid_amount: money,
  // Beyond spec §7: what the client believed was paid. When given, the update applies only if
  // that is still so, so two tills adding part payments at once cannot overwrite each other.
  expected_paid_amount: money.optional(),
});

export type OrderPaymentInput = z.output<typeof orderPaymentBody>;

/** POST /orders/{id}/cancellation: why a pending order is cancelled (kept with it). */
export const cancellationBody = z.object({
  reason: optionalTextUpTo(500),
});

export const orderItemsQuery = z.object({ order_ids: idList(1000) });

/** An order as the API answers it (amounts in KSh). */
export const Order = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    subtotal: z.number(),
    vat_rate: answeredVatRate,
    vat_amount: z.number(),
    total_amount: z.number(),
    payment_method: z.string(),
    status: z.enum(ORDER_LIST_STATUSES).meta({
      description: 'pending, paid or partially_paid, worked from the payments; or cancelled',
    }),
    paid_amount: z.number().meta({ description: 'Money paid, net of reversals and refunds' }),
    amount_credited: z.number().meta({ description: 'What credit notes on its invoice took off' }),
    balance: z.number().meta({
      description:
        "total_amount − amount_credited − paid_amount, worked in cents; below 0 is the customer's credit",
    }),
    created_at: instant,
    created_by: UserRef.meta({ description: 'Who made it' }),
    cancelled_at: instant
      .nullable()
      .meta({ description: 'When it was cancelled; null while it stands' }),
    cancelled_by: UserRef.nullable().meta({
      description: 'Who cancelled it; null while it stands',
    }),
    cancelled_by_email: z.string().nullable().meta({ description: 'cancelled_by.email' }),
    cancel_reason: z.string().nullable(),
    invoice_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Its invoice; null until invoiced' }),
    invoice_number: z.string().nullable(),
    sold_at: instant.nullable().meta({
      description: 'A sale made offline: when it was sold on the device; null when made online',
    }),
    attention: z.array(z.string()).meta({
      description:
        'Why a manager should look at this sale made offline (stock ran out, a price or the customer changed since); empty when nothing is wrong',
    }),
    attention_cleared_at: instant
      .nullable()
      .meta({ description: 'When a manager marked its attention handled' }),
  })
  .meta({ id: 'Order' });
export type Order = z.output<typeof Order>;

/** A page of the order list (GET /orders with parameters). */
export const OrdersPage = pageOf(Order, 'OrdersPage');
export type OrdersPage = z.output<typeof OrdersPage>;

/** A line of an order. */
export const OrderItem = z
  .object({
    inventory_id: z.number().int().nullable(),
    item_name: z.string(),
    quantity: answeredQuantity,
    unit: z.string().meta({ description: "The item's unit when sold: pcs, kg, m…" }),
    unit_price: z.number(),
    total_price: z.number(),
    tax_band: answeredTaxBand('when sold'),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.output<typeof OrderItem>;

export const OrderWithItems = Order.extend({ items: z.array(OrderItem) }).meta({
  id: 'OrderWithItems',
});
export type OrderWithItems = z.output<typeof OrderWithItems>;

/** What POST /orders answers: the order, and the change to give when it was paid at once. */
export const CreatedOrder = OrderWithItems.extend({
  change_due: z.number().optional().meta({
    description:
      'Only when `payment` was sent: KSh of change to give, cash tendered less the amount paid (0 when exact or not cash)',
  }),
}).meta({ id: 'CreatedOrder' });
export type CreatedOrder = z.output<typeof CreatedOrder>;

/** An order with its ledger, as recording a payment on it answers. */
export const OrderWithPayments = Order.extend({ payments: z.array(Payment) }).meta({
  id: 'OrderWithPayments',
});
export type OrderWithPayments = z.output<typeof OrderWithPayments>;
