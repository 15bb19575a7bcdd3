import { pathId } from '../../rest/rest-errors.ts';
import type { PartyInput, Resolvers } from '../resolvers.generated.ts';

const partyBody = (input: PartyInput) => ({
  name: input.name,
  contact: input.contact,
  address: input.address ?? null,
});

export const partiesResolvers: Resolvers = {
  Query: {
    customers: (_, __, { loaders }) => loaders.customers(),
    suppliers: (_, __, { loaders }) => loaders.suppliers(),
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
