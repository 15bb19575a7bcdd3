import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  type FieldPolicy,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import '../shared/graphql/session-context.ts';
import { clearToken, readToken } from '../shared/session/session-token.ts';

export type ApolloClientOptions = {
  /** Where the gateway answers; the app uses its own origin. */
  uri?: string;
  /** Called after an UNAUTHENTICATED answer ended the session (token already removed). */
  onSessionEnded?: () => void;
};

/**
 * A list read a page at a time (`ordersPage`, `inventoryPage`…): pages of the same search,
 * filters and sort are one list in the cache, each next page (`after`) appended to it, and a
 * first page (a refetch, another filter) starting it again. `first` is not part of the key: the
 * list kit reads several pages at once to restore or refresh a list (use-paged-list.ts).
 */
const pagedConnection: FieldPolicy<Connection, Connection> = {
  keyArgs: ['search', 'status', 'method', 'from', 'to', 'invoiced', 'inStock', 'lowStock', 'sort'],
  merge(existing, incoming, { args }) {
    if (!existing || !args?.after) return incoming;
    return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
  },
};
type Connection = { nodes: readonly unknown[] };

export function createApolloClient({ uri = '/graphql', onSessionEnded }: ApolloClientOptions = {}) {
  // Read the token per request so a login or logout takes effect without a new client.
  const authLink = new SetContextLink(({ headers }) => {
    const token = readToken();
    return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : { headers };
  });

  const sessionLink = new ErrorLink(({ error, operation }) => {
    if (!operation.getContext().endSessionOnAuthFailure) return;
    const unauthenticated =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (!unauthenticated) return;
    clearToken();
    onSessionEnded?.();
  });

  return new ApolloClient({
    link: ApolloLink.from([sessionLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            ordersPage: pagedConnection,
            invoicesPage: pagedConnection,
            inventoryPage: pagedConnection,
            customersPage: pagedConnection,
            suppliersPage: pagedConnection,
            paymentsPage: pagedConnection,
          },
        },
      },
    }),
    defaultContext: { gatewayUri: uri },
  });
}
