import type { Selectable } from 'kysely';
import { countRows } from '../db/count-rows.ts';
import type { Db } from '../db/database.ts';
import { type Cursor, seek } from '../db/keyset.ts';
import type { StockMovementsTable } from '../db/schema.ts';
import { MOVEMENT_SORTS } from './stock.schema.ts';

/** A movement as its item's ledger lists it: who recorded it by email rather than id. */
export type MovementRow = Omit<Selectable<StockMovementsTable>, 'recorded_by'> & {
  recorded_by_email: string | null;
};

export function stockRepository(db: Db) {
  const movements = () =>
    db
      .selectFrom('stock_movements as m')
      .leftJoin('users as u', 'u.id', 'm.recorded_by')
      .select([
        'm.id',
        'm.inventory_id',
        'm.occurred_at',
        'm.kind',
        'm.quantity_change_milli',
        'm.quantity_after_milli',
        'm.document_type',
        'm.document_id',
        'm.document_number',
        'm.reason',
        'm.note',
        'm.average_cost_cents',
        'u.email as recorded_by_email',
      ]);

  return {
    /** Up to `limit + 1` of the item's movements after `cursor`, newest first (keyset.ts). */
    page: (inventoryId: number, cursor: Cursor | null, limit: number): Promise<MovementRow[]> =>
      seek(
        movements().where('m.inventory_id', '=', inventoryId),
        MOVEMENT_SORTS.newest,
        'm.id',
        cursor,
        limit,
      ).execute(),

    count: (inventoryId: number): Promise<number> =>
      countRows(db.selectFrom('stock_movements').where('inventory_id', '=', inventoryId)),
  };
}
