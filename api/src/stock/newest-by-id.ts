import type { KeysetSort } from '../db/keyset.ts';
import { singleSortPageQuery } from '../http/single-sort-page-query.ts';

/**
 * A stock list read newest first and in that order only (an item's ledger, the past stock
 * counts): ids are given in the order rows are posted, so the id column `key` orders it. Its
 * one sort, and the `?limit=&cursor=` a page of it takes.
 */
export function newestById<const Key extends string>(key: Key) {
  const sorts = {
    newest: { name: 'newest', key, keyType: 'integer', direction: 'desc' },
  } as const satisfies Record<string, KeysetSort>;
  return { sorts, pageQuery: singleSortPageQuery(sorts, 'newest') };
}
