import type { SelectQueryBuilder } from 'kysely';

/** `?limit=&offset=` of a list endpoint; both optional. */
export interface Page {
  limit?: number;
  offset?: number;
}

// SQLite cannot take OFFSET without LIMIT; this stands for "no limit".
const NO_LIMIT = 2_147_483_647;

/** Applies a page to an ordered select; without one, the whole list. */
// biome-ignore lint/suspicious/noExplicitAny: works on any select query
export function paginate<Query extends SelectQueryBuilder<any, any, any>>(
  query: Query,
  page: Page,
): Query {
  const { limit, offset } = page;
  if (limit === undefined && offset === undefined) return query;
  return query.limit(limit ?? NO_LIMIT).offset(offset ?? 0) as Query;
}
