import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { nullIfMissing, pathId } from '../../rest/rest-errors.ts';
import { pageOf } from '../../rest/rest-lists.ts';
import type { Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readList, restConnectionQuery, restCursorQuery, restStatementQuery } from './list-args.ts';

/** The payment ledger's entries and reversals, and the customer statement built on them. */
export const paymentsResolvers = {
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
      const page = await readList(rest, 'payments', query, (api) =>
        api.v1.payments.$get({ query }),
      );
      return pageOf(page, 'payments');
    },
    repeatedMpesaCodes: (_, { first, after }, { rest }) => {
      const query = restCursorQuery({ first, after });
      return readList(rest, 'repeated-mpesa-codes', query, (api) =>
        api.v1.payments['repeated-mpesa-codes'].$get({ query }),
      );
    },
    customerStatement: (_, { customerId, ...days }, { rest }) => {
      const query = restStatementQuery(days);
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
  RepeatedMpesaCodeConnection: pageAsConnection,
  PaymentConnection: pageAsConnection,
  Ageing: {
    days1To30: (ageing) => ageing.days_1_30,
    days31To60: (ageing) => ageing.days_31_60,
    days61To90: (ageing) => ageing.days_61_90,
    daysOver90: (ageing) => ageing.days_over_90,
  },
} satisfies Resolvers;
