import { createGraphQLError } from 'graphql-yoga';
import type { AnyResponse, RestApi, RestClient, SuccessBody } from '../../rest/rest-client.ts';
import { pageOf } from '../../rest/rest-lists.ts';
import type { DocumentSort } from '../resolvers.generated.ts';

/** What every connection field (`ordersPage`, `customersPage`, `inventoryPage`…) takes. */
interface ConnectionArgs<Sort extends string> {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  sort?: Sort | null;
}

/** The arguments of `ordersPage` and `invoicesPage`, whatever the status type. */
interface PageArgs<Status> extends ConnectionArgs<DocumentSort> {
  status?: Status | null;
  from?: string | null;
  to?: string | null;
}

/**
 * A connection field's arguments as the REST list's query string. `limit` and `sort` are always
 * sent, so the API answers its paged shape even for a page with no filter.
 */
export function restConnectionQuery<Sort extends string>(
  args: ConnectionArgs<Sort>,
  defaultSort: Sort,
) {
  return {
    limit: String(args.first ?? 50),
    sort: args.sort ?? defaultSort,
    ...(args.after != null ? { cursor: args.after } : {}),
    ...(args.search != null ? { q: args.search } : {}),
  };
}

/** A page of a list with one order and no search (a ledger, shifts, counts): `?limit=&cursor=`. */
export function restCursorQuery(args: { first?: number | null; after?: string | null }) {
  return {
    limit: String(args.first ?? 50),
    ...(args.after != null ? { cursor: args.after } : {}),
  };
}

/** `ordersPage` and `invoicesPage`: the connection and the documents' status and days. */
export function restPageQuery<Status extends string>(args: PageArgs<Status>) {
  return {
    ...restConnectionQuery(args, 'created_at_desc'),
    ...(args.status != null ? { status: args.status } : {}),
    ...(args.from != null ? { from: args.from } : {}),
    ...(args.to != null ? { to: args.to } : {}),
  };
}

/**
 * `customerStatement` and `supplierStatement`: the statement's days as `?as_of=&from=`, an empty
 * one left out so the API takes its default.
 */
export function restStatementQuery(args: { asOf?: string | null; from?: string | null }) {
  return { ...(args.asOf ? { as_of: args.asOf } : {}), ...(args.from ? { from: args.from } : {}) };
}

const flag = (value: boolean) => (value ? ('true' as const) : ('false' as const));

/** The stock filters of `inventoryPage` and `inventoryItems`, left out when not given. */
export function restStockFilters(args: {
  inStock?: boolean | null;
  lowStock?: boolean | null;
  barcode?: string | null;
}) {
  return {
    ...(args.inStock != null ? { in_stock: flag(args.inStock) } : {}),
    ...(args.lowStock != null ? { low_stock: flag(args.lowStock) } : {}),
    ...(args.barcode != null ? { barcode: args.barcode } : {}),
  };
}

// What a picker's search shows without a `limit` (its field's documented default).
const SEARCH_RESULTS = 20;

/**
 * A search field's arguments (`customers`, `suppliers`, `inventoryItems`) as the REST list's
 * query string: `{}` for the whole list, else the first page of matches.
 */
export function restSearchQuery(args: {
  search?: string | null;
  limit?: number | null;
  inStock?: boolean | null;
  barcode?: string | null;
}) {
  const filters = {
    ...(args.search != null ? { q: args.search } : {}),
    ...restStockFilters(args),
  };
  if (Object.keys(filters).length === 0 && args.limit == null) return {};
  return { ...filters, limit: String(args.limit ?? SEARCH_RESULTS) };
}

const ARGUMENT_OF: Record<string, string> = {
  limit: 'first',
  cursor: 'after',
  q: 'search',
  in_stock: 'inStock',
  low_stock: 'lowStock',
};

/**
 * The API names its query parameters in a 400's message (`cursor: is not a cursor…`); a
 * GraphQL caller should read the argument it sent (`after: …`). `limit` stays `limit` for the
 * search fields, whose argument has that name.
 */
export async function inArgumentTerms<T>(
  read: Promise<T>,
  renamed: readonly string[] = Object.keys(ARGUMENT_OF),
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    // Checked by shape, not instanceof: graphql may be loaded twice (see rest-errors.ts).
    const failure = error as { message?: string; extensions?: Record<string, unknown> };
    if (failure.extensions?.code !== 'BAD_USER_INPUT' || typeof failure.message !== 'string') {
      throw error;
    }
    const message = failure.message.replace(
      /(^|; )([a-z_]+)(?=: )/g,
      (whole: string, start: string, name: string) =>
        renamed.includes(name) ? `${start}${ARGUMENT_OF[name]}` : whole,
    );
    throw createGraphQLError(message, { extensions: failure.extensions });
  }
}

/**
 * A REST list read with its query string: once per GraphQL request for the same list and query
 * (the read's key holds the whole query), a refused parameter named by its argument as above.
 */
export function readList<R extends AnyResponse>(
  rest: RestClient,
  list: string,
  query: object,
  send: (api: RestApi) => Promise<R>,
  renamed?: readonly string[],
): Promise<SuccessBody<R>> {
  return inArgumentTerms(rest.read(`${list}:${JSON.stringify(query)}`, send), renamed);
}

/**
 * A REST list read with parameters (`ordersPage`, `invoicesPage`, the party
 * pages): as `readList`, and the answer must be a page, never spec §7's plain array.
 */
export async function readPage<R extends AnyResponse>(
  rest: RestClient,
  list: string,
  query: object,
  send: (api: RestApi) => Promise<R>,
  renamed?: readonly string[],
) {
  return pageOf(await readList(rest, list, query, send, renamed), list);
}
