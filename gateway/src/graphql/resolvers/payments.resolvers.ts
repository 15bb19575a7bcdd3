import { pathId } from '../../rest/rest-errors.ts';
import type { PaymentMethod, Resolvers } from '../resolvers.generated.ts';

const optionalId = (id: number | null) => (id === null ? null : String(id));
const idempotency = (key: string | null | undefined) =>
  key ? { headers: { 'Idempotency-Key': key } } : {};

/** The payment ledger's entries and reversals, and the customer statement built on them. */
export const paymentsResolvers: Resolvers = {
  Query: {
    customerStatement: async (_, { customerId, asOf, from }, { rest }) => {
      const query = { ...(asOf ? { as_of: asOf } : {}), ...(from ? { from } : {}) };
      try {
        return await rest.read(`statement:${customerId}:${JSON.stringify(query)}`, (api) =>
          api.v1.customers[':id'].statement.$get({
            param: { id: pathId(customerId, 'customerId') },
            query,
          }),
        );
      } catch (error) {
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
          return null;
        throw error;
      }
    },
  },
  Mutation: {
    reversePayment: (_, { id, reason, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1.payments[':id'].reversal.$post(
          { param: { id: pathId(id) }, json: { reason } },
          idempotency(idempotencyKey),
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
    createdAt: (payment) => payment.created_at,
    recordedByEmail: (payment) => payment.recorded_by_email,
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
