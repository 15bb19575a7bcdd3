import { z } from 'zod';
import { instant } from '../http/openapi.ts';
import { ORDER_LIST_STATUSES } from '../sales/sale.schema.ts';

const day = z.string().meta({ format: 'date' });

/** One of the dashboard's latest orders. */
export const RecentOrder = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    customer_name: z.string(),
    total_amount: z.number(),
    status: z.enum(ORDER_LIST_STATUSES).meta({
      description: 'pending, paid or partially_paid, worked from the payments; or cancelled',
    }),
    created_at: instant,
  })
  .meta({ id: 'RecentOrder' });
export type RecentOrder = z.output<typeof RecentOrder>;

/** The dashboard's figures (GET /analytics/overview). Amounts are KSh. */
export const Overview = z
  .object({
    inventory: z
      .object({
        total_items: z.number().int().meta({ description: 'Inventory items on record' }),
        stock_value: z.number().optional().meta({
          description:
            'Quantity × unit price (VAT inclusive) summed over every item, now. Left out for a cashier',
        }),
        stock_value_at_cost: z.number().optional().meta({
          description: 'Quantity × cost price summed over every item, now. Left out for a cashier',
        }),
      })
      .meta({ description: 'Stock as it stands now: no period' }),
    orders: z
      .object({
        from: day.nullable().meta({
          description:
            'First day of the orders counted; null without `from` or `to`: every order (the spec’s totals)',
        }),
        to: day
          .nullable()
          .meta({ description: 'Last day of the orders counted; null: every order' }),
        total_orders: z
          .number()
          .int()
          .meta({ description: 'Orders not cancelled: the dashboard says "excluding cancelled"' }),
        total_revenue: z.number().optional().meta({
          description: 'Order totals (VAT inclusive) less credit notes. Left out for a cashier',
        }),
        paid_revenue: z.number().optional().meta({ description: 'Left out for a cashier' }),
        unpaid_revenue: z.number().optional().meta({
          description: 'Totals of orders still pending (nothing paid yet). Left out for a cashier',
        }),
        partially_paid_revenue: z
          .number()
          .optional()
          .meta({ description: 'Left out for a cashier' }),
      })
      .meta({
        description:
          'Orders made in the period, cancelled ones left out; revenue is net of credit notes',
      }),
    sales: z
      .object({
        from: day,
        to: day,
        net_sales: z.number().meta({
          description:
            'Sales net of VAT: orders and manual invoices made in the period (cancelled and void left out) less credit notes issued in it',
        }),
        vat: z
          .number()
          .meta({ description: 'The VAT on those sales, less that of the credit notes' }),
        cost: z.number().meta({
          description:
            'What the goods sold cost at the time of each sale, less what credit notes returned',
        }),
        gross_profit: z.number().meta({ description: 'net_sales − cost' }),
      })
      .optional()
      .meta({
        description:
          'The period’s sales, as GET /reports/sales-by-item totals them. Left out for a cashier',
      }),
    cash_collected: z
      .object({
        from: day,
        to: day,
        amount: z.number(),
        payments: z.number().int().meta({ description: 'How many payments came in' }),
      })
      .meta({
        description:
          'Money in over a period of business days (this month by default), net of reversals',
      }),
    receivables: z
      .object({
        owed: z.number(),
        overdue: z.number(),
        open_sales: z.number().int().meta({ description: 'Sales not yet paid in full' }),
        unmatched_mpesa: z.number().meta({
          description:
            'M-Pesa money received that no sale took yet (GET /mpesa/receipts?unmatched=true): what is owed may be this much less once it is matched',
        }),
        unmatched_mpesa_payments: z
          .number()
          .int()
          .meta({ description: 'How many M-Pesa payments wait to be matched' }),
      })
      .meta({ description: 'What customers owe on all their sales, and the part of it past due' }),
    payables: z
      .object({
        owed: z
          .number()
          .meta({ description: 'The balance of every supplier bill not paid in full' }),
        overdue: z.number().meta({ description: 'The part of it on bills past their due day' }),
        open_bills: z.number().int().meta({ description: 'Bills not yet paid in full' }),
        due_this_week: z
          .array(
            z.object({
              id: z.number().int(),
              bill_number: z.string(),
              supplier_name: z.string(),
              due_on: day,
              balance: z.number(),
            }),
          )
          .meta({
            description: 'Bills with a balance due from today to six days on, soonest first',
          }),
      })
      .optional()
      .meta({
        description:
          'What the shop owes its suppliers (GET /reports/aged-creditors). Left out for a cashier',
      }),
    recent_orders: z.array(RecentOrder).meta({ description: 'The latest orders, newest first' }),
  })
  .meta({ id: 'Overview' });
export type Overview = z.output<typeof Overview>;

/** What the dashboard's first-run checklist needs to know (GET /analytics/getting-started). */
export const GettingStarted = z
  .object({
    shop_details_saved: z
      .boolean()
      .meta({ description: 'Someone has saved the shop details (Settings) at least once' }),
    has_supplier: z.boolean(),
    has_item: z.boolean(),
    has_sale: z.boolean().meta({ description: 'An order or an invoice exists' }),
  })
  .meta({ id: 'GettingStarted' });
export type GettingStarted = z.output<typeof GettingStarted>;
