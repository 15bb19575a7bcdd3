import type { Generated, Insertable } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** The tables whose rows the database numbers (`id`, generated). */
type NumberedTable = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

/**
 * Inserts one row into `table` and answers the id the database gave it: how a document, a line
 * of a ledger or a request is written before what refers to it.
 */
export async function insertRow<T extends NumberedTable>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const { id } = await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
