import type { Db } from '../db/database.ts';
import { heldRows } from '../db/hold-row.ts';
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
    .$call(heldRows(trx, 'key share'))
    .executeTakeFirst();
  if (!supplier) throw badField('supplier_id', 'no such supplier');
  return supplier;
}
