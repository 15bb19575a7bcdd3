import { z } from 'zod';
import { quantityField } from '../http/quantity.ts';

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

/** A line's quantity as a sales document answers it (the API's `quantity_milli` made plain). */
export const answeredQuantity = z
  .number()
  .meta({ description: 'Up to 3 decimals for an item sold in fractions (kg, m…)' });

/** A sales document's VAT rate as it answers it, turned from basis points into a fraction. */
export const answeredVatRate = z.number().meta({ description: 'A fraction: 0.16 for 16 %' });
