import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { type PartyInput, partyRepository } from '../parties/party.repository.ts';

const NOT_FOUND = 'Supplier not found';

export function suppliersService(db: Db, clock: Clock) {
  const suppliers = partyRepository(db, 'suppliers');
  return {
    list: () => suppliers.list(),

    create: (input: PartyInput) => suppliers.insert(input, clock().toISOString()),

    async update(id: number, input: PartyInput) {
      const updated = await suppliers.update(id, input);
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },

    async delete(id: number) {
      return db.transaction().execute(async (trx) => {
        const supplier = await partyRepository(trx, 'suppliers').find(id);
        if (!supplier) throw notFound(NOT_FOUND);
        const { count } = await trx
          .selectFrom('inventory_items')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('supplier_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(count) > 0) {
          throw conflict(
            `Cannot delete ${supplier.name}: ${count} inventory item${Number(count) === 1 ? ' is' : 's are'} still supplied by them. Move or delete those items first.`,
          );
        }
        await partyRepository(trx, 'suppliers').delete(id);
      });
    },
  };
}
