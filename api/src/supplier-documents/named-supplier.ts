import { type Db, isPostgres } from '../db/database.ts';
import { badField } from '../http/api-error.ts';

/**
 * The supplier a new supplier document names (`supplier_id`), inside the document's transaction
 * `trx`: on PostgreSQL it is key-share locked, so it cannot be deleted before the document that
 * names it is saved. A supplier there is no such one of is the caller's mistake (400).
 */
export async function namedSupplier(trx: Db, supplierId: number) {
  const supplier = await trx
    .selectFrom('suppliers')
    .select(['id', 'name', 'kra_pin'])
    .where('id', '=', supplierId)
    .$if(isPostgres(trx), (query) => query.forKeyShare())
    .executeTakeFirst();
  if (!supplier) throw badField('supplier_id', 'no such supplier');
  return supplier;
}
