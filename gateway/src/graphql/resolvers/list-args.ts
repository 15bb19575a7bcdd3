import { createGraphQLError } from 'graphql-yoga';
import type { DocumentSort } from '../resolvers.generated.ts';

/** The arguments of `ordersPage` and `invoicesPage`, whatever the status type. */
interface PageArgs<Status> {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  status?: Status | null;
  from?: string | null;
  to?: string | null;
  sort?: DocumentSort | null;
}

/**
 * A connection field's arguments as the REST list's query string. `limit` and `sort` are always
 * sent, so the API answers its paged shape even for a page with no filter.
 */
export function restPageQuery<Status extends string>(args: PageArgs<Status>) {
  return {
    limit: String(args.first ?? 50),
    sort: args.sort ?? 'created_at_desc',
    ...(args.after != null ? { cursor: args.after } : {}),
    ...(args.search != null ? { q: args.search } : {}),
    ...(args.status != null ? { status: args.status } : {}),
    ...(args.from != null ? { from: args.from } : {}),
    ...(args.to != null ? { to: args.to } : {}),
  };
}

/** A search field's arguments as the REST list's query string (`{}`: the whole list). */
export function restSearchQuery(args: {
  search?: string | null;
  limit?: number | null;
  inStock?: boolean | null;
}) {
  return {
    ...(args.search != null ? { q: args.search } : {}),
    ...(args.limit != null ? { limit: String(args.limit) } : {}),
    ...(args.inStock != null
      ? { in_stock: args.inStock ? ('true' as const) : ('false' as const) }
      : {}),
  };
}

const ARGUMENT_OF: Record<string, string> = {
  limit: 'first',
  cursor: 'after',
  q: 'search',
  in_stock: 'inStock',
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
