import type { GatewayContext } from '../../context.ts';
import { deleteById } from '../../rest/record-by-id.ts';
import type { RestApi } from '../../rest/rest-client.ts';
import { pathId } from '../../rest/rest-errors.ts';
import type { PartyInput, Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readPage, restConnectionQuery, restSearchQuery } from './list-args.ts';

const partyBody = (input: PartyInput) => ({
  name: input.name,
  contact: input.contact,
  address: input.address ?? null,
});

/** A customer's or supplier's details add the KRA PIN; left out, an edited one keeps theirs. */
const pinnedPartyBody = (input: PartyInput) => ({
  ...partyBody(input),
  ...(input.kraPin === undefined ? {} : { kra_pin: input.kraPin }),
});

type CustomerQuery = NonNullable<Parameters<RestApi['v1']['customers']['$get']>[0]>['query'];
type PartyQuery = NonNullable<Parameters<RestApi['v1']['suppliers']['$get']>[0]>['query'];

/**
 * A REST party list read with parameters, once per request for the same query. `renamed`: the
 * REST parameters an error names by their GraphQL argument (list-args.ts).
 */
const readCustomers = ({ rest }: GatewayContext, query: CustomerQuery, renamed?: string[]) =>
  readPage(rest, 'customers', query, (api) => api.v1.customers.$get({ query }), renamed);

const readSuppliers = ({ rest }: GatewayContext, query: PartyQuery, renamed?: string[]) =>
  readPage(rest, 'suppliers', query, (api) => api.v1.suppliers.$get({ query }), renamed);

export const partiesResolvers = {
  Query: {
    // Without arguments the whole list, the very read the customer and supplier loaders share;
    // with any, the first page of matches (the pickers' type-ahead).
    customers: async (_, args, context) => {
      const query = restSearchQuery(args);
      if (Object.keys(query).length === 0) return context.loaders.customers();
      return (await readCustomers(context, query, ['q'])).items;
    },
    suppliers: async (_, args, context) => {
      const query = restSearchQuery(args);
      if (Object.keys(query).length === 0) return context.loaders.suppliers();
      return (await readSuppliers(context, query, ['q'])).items;
    },
    customersPage: (_, args, context) =>
      readCustomers(context, restConnectionQuery(args, 'name_asc')),
    suppliersPage: (_, args, context) =>
      readSuppliers(context, restConnectionQuery(args, 'name_asc')),
  },
  Mutation: {
    createCustomer: (_, { input }, { rest }) =>
      rest.write((api) => api.v1.customers.$post({ json: pinnedPartyBody(input) })),
    updateCustomer: (_, { id, input }, { rest }) =>
      rest.write((api) =>
        api.v1.customers[':id'].$put({ param: { id: pathId(id) }, json: pinnedPartyBody(input) }),
      ),
    deleteCustomer: (_, { id }, { rest }) =>
      deleteById(rest, id, (api, path) => api.v1.customers[':id'].$delete(path)),
    createSupplier: (_, { input }, { rest }) =>
      rest.write((api) => api.v1.suppliers.$post({ json: pinnedPartyBody(input) })),
    updateSupplier: (_, { id, input }, { rest }) =>
      rest.write((api) =>
        api.v1.suppliers[':id'].$put({ param: { id: pathId(id) }, json: pinnedPartyBody(input) }),
      ),
    deleteSupplier: (_, { id }, { rest }) =>
      deleteById(rest, id, (api, path) => api.v1.suppliers[':id'].$delete(path)),
  },
  CustomerConnection: pageAsConnection,
  SupplierConnection: pageAsConnection,
} satisfies Resolvers;
