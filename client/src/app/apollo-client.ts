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
import { getMainDefinition } from '@apollo/client/utilities';
import { from, of, switchMap, throwError } from 'rxjs';
import { CurrentUserDocument } from '../shared/session/session.generated.ts';
import '../shared/graphql/session-context.ts';
import { offlineReadLink } from '../shared/offline/offline-read.link.ts';
import { forgetKeptAnswers } from '../shared/offline/read-cache.ts';
import type { SessionRenewal } from '../shared/session/session-renewal.ts';
import { clearToken, readToken } from '../shared/session/session-token.ts';
import { type BootRequest, bootDataLink } from './boot-data.ts';

export type ApolloClientOptions = {
  /** Where the gateway answers; the app uses its own origin. */
  uri?: string;
  /** Called after an UNAUTHENTICATED answer ended the session (token already removed). */
  onSessionEnded?: () => void;
  /** Where a save that met an ended session waits for someone to sign in again. */
  renewal?: SessionRenewal;
  /** What the page's inline script asked for ahead of the app (boot-data.ts); the page's own. */
  bootRequests?: () => BootRequest[] | undefined;
  /** How requests travel; the browser's `fetch` (the build passes its own, boot-requests.ts). */
  fetch?: typeof fetch;
};

/** What tells one list apart from another of the same field: every argument but the page's. */
export const PAGED_LIST_KEYS = [
  'itemId',
  'search',
  'status',
  'method',
  'action',
  'actorId',
  'supplierId',
  'from',
  'to',
  'invoiced',
  'inStock',
  'lowStock',
  'sort',
  'cashierId',
  'open',
  'barcode',
  'needsAttention',
];

/**
 * A list read a page at a time (`ordersPage`, `inventoryPage`…): pages of the same search,
 * filters and sort are one list in the cache, each next page (`after`) appended to it, and a
 * first page (a refetch, another filter) starting it again. `first` is not part of the key: the
 * list kit reads several pages at once to restore or refresh a list (use-paged-list.ts).
 */
const pagedConnection: FieldPolicy<Connection, Connection> = {
  keyArgs: PAGED_LIST_KEYS,
  merge(existing, incoming, { args }) {
    if (!existing || !args?.after) return incoming;
    return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
  },
};
type Connection = { nodes: readonly unknown[] };

/**
 * Every list the list kit reads a page at a time (use-paged-list.ts). A list missing here kept
 * its first page only: each next page went to a cache entry of its own, the rows never grew,
 * and the table asked again and again for the same page. A test holds this list to the schema.
 */
export const PAGED_LISTS = [
  'ordersPage',
  'invoicesPage',
  'inventoryPage',
  'customersPage',
  'suppliersPage',
  'paymentsPage',
  'auditPage',
  'goodsReceivedPage',
  'unmatchedMpesaPayments',
  'returnedMpesaPayments',
  'repeatedMpesaCodes',
  // An item's stock ledger, in its Stock dialog.
  'stockMovements',
  // Every cashier's shifts, for owners and managers.
  'shiftsPage',
  // What the shop asked its suppliers for.
  'purchaseOrders',
  // What the shop owes its suppliers.
  'supplierBillsPage',
  // The stock counts posted, on the Stock count screen.
  'stockCounts',
] as const;

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

const isForbidden = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');

const isMutation = (operation: ApolloLink.Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'mutation';
};

export function createApolloClient({
  uri = '/graphql',
  onSessionEnded,
  renewal,
  bootRequests,
  fetch,
}: ApolloClientOptions = {}) {
  // Read the token per request so a login or logout takes effect without a new client.
  const authLink = new SetContextLink(({ headers }) => {
    const token = readToken();
    return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : { headers };
  });

  const sessionLink = new ErrorLink(({ error, operation }) => {
    if (!operation.getContext().endSessionOnAuthFailure || !isUnauthenticated(error)) return;
    clearToken();
    void forgetKeptAnswers().catch(() => undefined);
    onSessionEnded?.();
  });

  // The owner may change a role while its holder is signed in; the API applies it at once. A
  // refusal for the role is the first sign of it here, so the frame asks again who is signed in
  // and its menu and screens follow (the layout also asks when the tab comes back into view).
  const roleLink = new ErrorLink(({ error, operation }) => {
    // Signing in refuses an account that waits for approval: no role changed there.
    if (!isForbidden(error) || operation.operationName === 'CurrentUser') return;
    if (operation.getContext().renewSessionOnAuthFailure === false) return;
    void operation.client.refetchQueries({ include: [CurrentUserDocument] });
  });

  // A save (any mutation but signing in or out) that meets an ended session is held until
  // someone signs in again, then sent once more as it was: same variables, so the same
  // idempotency key, with the new token (authLink reads it per request). List loads keep the
  // spec's texts for a 401 (§6), so queries are never held.
  const renewalLink = new ErrorLink(({ error, result, operation, forward }) => {
    if (!renewal || !isUnauthenticated(error) || !isMutation(operation)) return;
    if (operation.getContext().renewSessionOnAuthFailure === false) return;
    return from(renewal.whenRenewed()).pipe(
      switchMap((renewed) => {
        if (renewed) return forward(operation);
        return result ? of(result) : throwError(() => error);
      }),
    );
  });

  return new ApolloClient({
    // The page's own first requests are answered by the boot link, below the error links: an
    // answer it does not use goes on to the server, and its errors are met as any other's.
    // Above it, the offline link keeps what either brought, and answers from the device what
    // met no server (shared/offline/).
    link: ApolloLink.from([
      sessionLink,
      roleLink,
      renewalLink,
      offlineReadLink(),
      bootDataLink({ requests: bootRequests }),
      authLink,
      new HttpLink({ uri, fetch }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        // The shop's details are one object however many queries ask for parts of them: kept as
        // one cache entry, so the settings screen's fields and the M-Pesa flag merge instead of
        // each answer replacing the other's (and refetching it) in turn.
        Company: { keyFields: [] },
        // Order 1 and goods received note 1 are two documents: keyed by id alone, the second
        // read overwrote the first's number, and a sale showed in the ledger as GRN-000001.
        StockDocument: { keyFields: ['type', 'id'] },
        // A code is the row: it has no id of its own.
        RepeatedMpesaCode: { keyFields: ['code'] },
        Query: {
          fields: Object.fromEntries(PAGED_LISTS.map((field) => [field, pagedConnection])),
        },
      },
    }),
    defaultContext: { gatewayUri: uri },
  });
}
