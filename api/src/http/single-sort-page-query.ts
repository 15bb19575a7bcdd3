import type { KeysetSort } from '../db/keyset.ts';
import { pageParams, withCursor } from './page-query.ts';
import { listQuery } from './validation.ts';

/**
 * `?limit=&cursor=` of a list read in one order only (an item's ledger, the past stock counts):
 * it offers no `?sort=`, so the page query fixes `sort` itself and reads the cursor for it.
 */
export function singleSortPageQuery<const Sort extends string>(
  sorts: Readonly<Record<Sort, KeysetSort>>,
  sort: NoInfer<Sort>,
) {
  return listQuery({ ...pageParams })
    .transform((query) => ({ ...query, sort }))
    .transform(withCursor(sorts));
}
