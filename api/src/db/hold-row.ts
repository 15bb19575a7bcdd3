import type { SelectQueryBuilder } from 'kysely';
import { type Db, isPostgres } from './database.ts';

/** The rows a sale or an item holds while it is written: the order, its customer, a supplier. */
type HeldTable = 'orders' | 'customers' | 'suppliers';

/**
 * How a held row is locked until the transaction ends (PostgreSQL; SQLite writes one
 * transaction at a time and has no row locks): `update` makes everyone else who holds it wait
 * their turn; `no key update` too, but not those who only keep it from being deleted; `key
 * share` only keeps it from being deleted, so others may hold it alike.
 */
export type RowHold = 'update' | 'no key update' | 'key share';

/**
 * For a select's `.$call()`: the rows it reads held as `hold` says until the transaction ends,
 * with any columns it selects. PostgreSQL takes the lock clause; SQLite, which writes one
 * transaction at a time, reads them as they are.
 */
export const heldRows =
  (db: Db, hold: RowHold) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    !isPostgres(db)
      ? query
      : hold === 'update'
        ? query.forUpdate()
        : hold === 'no key update'
          ? query.forNoKeyUpdate()
          : query.forKeyShare();

/** True when the row with `id` exists; it is then held as `hold` says until the transaction ends. */
export async function holdRow(
  db: Db,
  table: HeldTable,
  id: number,
  hold: RowHold,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .$call(heldRows(db, hold))
    .executeTakeFirst();
  return row !== undefined;
}
