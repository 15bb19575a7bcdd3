import type { SelectQueryBuilder } from 'kysely';

/**
 * How many rows `query` matches, counted by the database: the total a list page shows beside
 * its keyset read (keyset.ts `seek`), which pages on the same filters. PostgreSQL's driver
 * answers a count as text, so it is read as a number here once for every list.
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any select query
export async function countRows(query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const { count } = await query
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
