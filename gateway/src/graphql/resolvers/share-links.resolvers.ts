import { deleteById } from '../../rest/record-by-id.ts';
import { pathId } from '../../rest/rest-errors.ts';
import type { Resolvers } from '../resolvers.generated.ts';

/** Shared documents (issue 50): a link that opens one document without signing in. */
export const shareLinksResolvers = {
  Mutation: {
    createShareLink: (_, { kind, id, expiresInDays }, { rest }) => {
      const param = { id: pathId(id) };
      const json = expiresInDays == null ? {} : { expires_in_days: expiresInDays };
      return rest.write((api) => {
        if (kind === 'invoice') return api.v1.invoices[':id']['share-links'].$post({ param, json });
        if (kind === 'order') return api.v1.orders[':id']['share-links'].$post({ param, json });
        if (kind === 'purchase_order')
          return api.v1['purchase-orders'][':id']['share-links'].$post({ param, json });
        return api.v1['credit-notes'][':id']['share-links'].$post({ param, json });
      });
    },
    revokeShareLink: (_, { id }, { rest }) =>
      deleteById(rest, id, (api, path) => api.v1['share-links'][':id'].$delete(path)),
  },
} satisfies Resolvers;
