import type { RestAgedAmounts } from '../../rest/rest-types.ts';
import type { Resolvers } from '../resolvers.generated.ts';

/**
 * The owner's reports (issue 49): each is one REST call, its fields renamed by the default rule.
 * Only the age buckets need more than the rule: a digit after an underscore (`days_1_30`,
 * `over_90`) has no camelCase spelling the rule could read back.
 */
const agedBuckets = {
  days1To30: (amounts: RestAgedAmounts) => amounts.days_1_30,
  days31To60: (amounts: RestAgedAmounts) => amounts.days_31_60,
  days61To90: (amounts: RestAgedAmounts) => amounts.days_61_90,
  over90: (amounts: RestAgedAmounts) => amounts.over_90,
};

export const reportsResolvers = {
  Query: {
    vatReturn: (_, { month }, { rest }) =>
      rest.read(`vat:${month}`, (api) => api.v1.reports.vat.$get({ query: { month } })),
    salesByItem: (_, query, { rest }) =>
      rest.read(`sales-by-item:${query.from}:${query.to}`, (api) =>
        api.v1.reports['sales-by-item'].$get({ query }),
      ),
    salesByCustomer: (_, query, { rest }) =>
      rest.read(`sales-by-customer:${query.from}:${query.to}`, (api) =>
        api.v1.reports['sales-by-customer'].$get({ query }),
      ),
    salesByDay: (_, query, { rest }) =>
      rest.read(`sales-by-day:${query.from}:${query.to}`, (api) =>
        api.v1.reports['sales-by-day'].$get({ query }),
      ),
    stockValuation: (_, { asOf }, { rest }) =>
      rest.read(`stock-valuation:${asOf}`, (api) =>
        api.v1.reports['stock-valuation'].$get({ query: { as_of: asOf } }),
      ),
    agedDebtors: (_, { asOf }, { rest }) =>
      rest.read(`aged-debtors:${asOf}`, (api) =>
        api.v1.reports['aged-debtors'].$get({ query: { as_of: asOf } }),
      ),
  },
  AgedDebtorRow: agedBuckets,
  AgedAmounts: agedBuckets,
} satisfies Resolvers;
