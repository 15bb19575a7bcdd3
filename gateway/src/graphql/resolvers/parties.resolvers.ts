import { pathId } from '../../rest/rest-errors.ts';
import type { PartyInput, Resolvers } from '../resolvers.generated.ts';
import { inArgumentTerms, restSearchQuery } from './list-args.ts';

const partyBody = (input: PartyInput) => ({
  name: input.name,
  contact: input.contact,
  address: input.address ?? null,
});

export const partiesResolvers: Resolvers = {
  Query: {
    // Without arguments the whole list, the very read the customer and supplier loaders share.
    customers: (_, args, { loaders, rest }) => {
      const query = restSearchQuery(args);
      if (Object.keys(query).length === 0) return loaders.customers();
      return inArgumentTerms(
        rest.read(`customers:${JSON.stringify(query)}`, (api) => api.v1.customers.$get({ query })),
        ['q'],
      );
    },
    suppliers: (_, args, { loaders, rest }) => {
      const query = restSearchQuery(args);
      if (Object.keys(query).length === 0) return loaders.suppliers();
      return inArgumentTerms(
        rest.read(`suppliers:${JSON.stringify(query)}`, (api) => api.v1.suppliers.$get({ query })),
        ['q'],
      );
    },
  },
  Mutation: {
    createCustomer: (_, { input }, { rest }) =>
      rest.write((api) => api.v1.customers.$post({ json: partyBody(input) })),
    updateCustomer: (_, { id, input }, { rest }) =>
      rest.write((api) =>
        api.v1.customers[':id'].$put({ param: { id: pathId(id) }, json: partyBody(input) }),
      ),
    deleteCustomer: async (_, { id }, { rest }) => {
      await rest.write((api) => api.v1.customers[':id'].$delete({ param: { id: pathId(id) } }));
      return id;
    },
    createSupplier: (_, { input }, { rest }) =>
      rest.write((api) => api.v1.suppliers.$post({ json: partyBody(input) })),
    updateSupplier: (_, { id, input }, { rest }) =>
      rest.write((api) =>
        api.v1.suppliers[':id'].$put({ param: { id: pathId(id) }, json: partyBody(input) }),
      ),
    deleteSupplier: async (_, { id }, { rest }) => {
      await rest.write((api) => api.v1.suppliers[':id'].$delete({ param: { id: pathId(id) } }));
      return id;
    },
  },
  Customer: { id: (party) => String(party.id) },
  Supplier: { id: (party) => String(party.id) },
};
