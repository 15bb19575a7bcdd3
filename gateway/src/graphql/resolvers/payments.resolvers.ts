import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { nullIfMissing, pathId } from '../../rest/rest-errors.ts';
import type { PaymentMethod, Resolvers } from '../resolvers.generated.ts';
import { inArgumentTerms, pageOf, restConnectionQuery } from './list-args.ts';

const optionalId = (id: number | null) => (id === null ? null : String(id));

/** The payment ledger's entries and reversals, and the customer statement built on them. */
export const paymentsResolvers: Resolvers = {
  Query: {
    // One REST read answers the page: each row carries its sale's numbers and customer, joined
    // by the API, so no field of a row reads anything more.
    paymentsPage: async (_, args, { rest }) => {
      const query = {
        ...restConnectionQuery(args, 'paid_at_desc'),
        ...(args.method != null ? { method: args.method } : {}),
        ...(args.from != null ? { from: args.from } : {}),
        ...(args.to != null ? { to: args.to } : {}),
      };
      const page = await inArgumentTerms(
        rest.read(`payments:${JSON.stringify(query)}`, (api) => api.v1.payments.$get({ query })),
      );
      return pageOf(page, 'payments');
    },
    repeatedMpesaCodes: (_, { first, after }, { rest }) => {
      const query = { limit: String(first ?? 50), ...(after != null ? { cursor: after } : {}) };
      return inArgumentTerms(
        rest.read(`repeated-mpesa-codes:${JSON.stringify(query)}`, (api) =>
          api.v1.payments['repeated-mpesa-codes'].$get({ query }),
        ),
      );
    },
    customerStatement: (_, { customerId, asOf, from }, { rest }) => {
      const query = { ...(asOf ? { as_of: asOf } : {}), ...(from ? { from } : {}) };
      return nullIfMissing(
        rest.read(`statement:${customerId}:${JSON.stringify(query)}`, (api) =>
          api.v1.customers[':id'].statement.$get({
            param: { id: pathId(customerId, 'customerId') },
            query,
          }),
        ),
      );
    },
  },
  Mutation: {
    reversePayment: (_, { id, reason, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1.payments[':id'].reversal.$post(
          { param: { id: pathId(id) }, json: { reason } },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
  },
  Payment: {
    id: (payment) => String(payment.id),
    paidAt: (payment) => payment.paid_at,
    method: (payment) => payment.method as PaymentMethod,
    orderId: (payment) => optionalId(payment.order_id),
    invoiceId: (payment) => optionalId(payment.invoice_id),
    reversesPaymentId: (payment) => optionalId(payment.reverses_payment_id),
    reversedByPaymentId: (payment) => optionalId(payment.reversed_by_payment_id),
    // Only the whole ledger's rows carry them; a sale's own entries are read with the sale.
    orderNumber: (payment) => ('order_number' in payment ? payment.order_number : null),
    invoiceNumber: (payment) => ('invoice_number' in payment ? payment.invoice_number : null),
    customerId: (payment) => ('customer_id' in payment ? String(payment.customer_id) : null),
    customerName: (payment) => ('customer_name' in payment ? payment.customer_name : null),
    createdAt: (payment) => payment.created_at,
    recordedByEmail: (payment) => payment.recorded_by_email,
  },
  RepeatedMpesaCode: {
    totalAmount: (code) => code.total_amount,
    reportedAmount: (code) => code.reported_amount,
  },
  RepeatedMpesaCodeConnection: {
    nodes: (page) => page.items,
    pageInfo: (page) => page,
    totalCount: (page) => page.total_count,
  },
  PaymentConnection: {
    nodes: (page) => page.items,
    pageInfo: (page) => page,
    totalCount: (page) => page.total_count,
    totalAmount: (page) => page.total_amount,
  },
  CustomerStatement: {
    asOf: (statement) => statement.as_of,
    openingBalance: (statement) => statement.opening_balance,
    closingBalance: (statement) => statement.closing_balance,
  },
  StatementLine: {
    orderId: (line) => optionalId(line.order_id),
    orderNumber: (line) => line.order_number,
    invoiceId: (line) => optionalId(line.invoice_id),
    invoiceNumber: (line) => line.invoice_number,
    dueDate: (line) => line.due_date,
    paymentId: (line) => optionalId(line.payment_id),
    method: (line) => line.method as PaymentMethod | null,
  },
  Ageing: {
    days1To30: (ageing) => ageing.days_1_30,
    days31To60: (ageing) => ageing.days_31_60,
    days61To90: (ageing) => ageing.days_61_90,
    daysOver90: (ageing) => ageing.days_over_90,
  },
};
