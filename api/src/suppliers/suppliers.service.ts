import type { Actor } from '../audit/audit.service.ts';
import { isForeignKeyViolation } from '../db/constraint-errors.ts';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { deleteParty } from '../parties/delete-party.ts';
import { partyRepository, type SupplierInput } from '../parties/party.repository.ts';
import type { PartyListService } from '../parties/party-list.service.ts';

const NOT_FOUND = 'Supplier not found';

/** `lists` reads suppliers as customers are read (pages, CSV rows), built by the composition root. */
export function suppliersService(db: Db, clock: Clock, lists: PartyListService<'suppliers'>) {
  const suppliers = partyRepository(db, 'suppliers');
  return {
    list: () => suppliers.list(),

    ...lists,

    create: (input: SupplierInput) => suppliers.insert(input, clock().toISOString()),

    async update(id: number, input: SupplierInput) {
      const updated = await suppliers.update(id, input);
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },

    async delete(id: number, actor: Actor) {
      return deleteParty(db, clock, 'suppliers', id, actor, {
        notFound: NOT_FOUND,
        refuse: async (trx, supplier) => {
          const count = await countRows(
            trx.selectFrom('inventory_items').where('supplier_id', '=', id),
          );
          if (count > 0) {
            throw conflict(
              `Cannot delete ${supplier.name}: ${count} inventory item${count === 1 ? ' is' : 's are'} still supplied by them. Move or delete those items first.`,
            );
          }
          // Goods received notes are never deleted, so neither is a supplier they name.
          const notes = await countRows(
            trx.selectFrom('goods_received_notes').where('supplier_id', '=', id),
          );
          if (notes > 0) {
            throw conflict(
              `Cannot delete ${supplier.name}: ${notes} goods received note${notes === 1 ? ' names' : 's name'} them and must stay on record.`,
            );
          }
        },
      }).catch((error: unknown) => {
        // The count and the delete are one transaction, but the foreign key is the last word.
        if (isForeignKeyViolation(error))
          throw conflict(
            'Cannot delete this supplier: inventory items or goods received notes still name them.',
          );
        throw error;
      });
    },
  };
}

export type SuppliersService = ReturnType<typeof suppliersService>;
