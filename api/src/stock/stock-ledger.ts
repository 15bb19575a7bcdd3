import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { heldRows } from '../db/hold-row.ts';
import { badField, conflict } from '../http/api-error.ts';
import {
  assertWholeUnits,
  isWhole,
  MAX_QUANTITY_MILLI,
  MILLI,
  quantityInUnit,
} from '../http/quantity.ts';
import type { TaxBand } from '../money.ts';
import { tellStockMovements } from './stock-movement-listeners.ts';

/**
 * The one way an item's quantity changes (issue 17). Every change is a movement in
 * `stock_movements` written in the same transaction as the change itself, so for every item
 * the movements add up to its quantity; the property test in stock-ledger.property.test.ts
 * holds the API to that on both databases.
 */

/** The refusal of a change that would take an item above what the spec's PUT allows. */
export const tooMuchStock = (name: string) =>
  `would take ${name} above ${(MAX_QUANTITY_MILLI / MILLI).toLocaleString('en')} in stock`;

/** Why stock moved; README "Stock" explains each. */
export const MOVEMENT_KINDS = [
  'opening',
  'sale',
  'invoice',
  'invoice_void',
  'credit_note',
  'order_cancelled',
  'goods_received',
  'goods_received_reversal',
  'adjustment',
  'count',
  'edit',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export type DocumentType = 'order' | 'invoice' | 'goods_received' | 'credit_note';

/** The document a movement belongs to, as the ledger names and links it. */
export interface StockDocument {
  type: DocumentType;
  id: number;
  number: string;
}

export interface StockMove {
  inventoryId: number;
  /** In thousandths of the item's unit (`http/quantity.ts`): positive in, negative out; never 0. */
  changeMilli: number;
  kind: MovementKind;
  document?: StockDocument | null;
  reason?: string | null;
  note?: string | null;
}

/** An item as moved or locked: what a caller needs to price a sale, cost a delivery or edit it. */
export interface MovedItem {
  id: number;
  name: string;
  quantity_milli: number;
  unit: string;
  sells_in_fractions: boolean;
  unit_price_cents: number;
  cost_price_cents: number;
  /** KRA's tax band, which a sale's VAT follows (0015). */
  tax_band: TaxBand;
}

/** Who moved the stock and when, for every movement of one request. */
export interface MoveContext {
  userId: number | null;
  at: string;
}

/** What a refused move names: the request's line, so the 400 points at it. */
export interface LineRef {
  /** e.g. `items.2.id`; the item's id when omitted. */
  field?: string;
  /**
   * The quantity's field, for a change that would take stock above `MAX_QUANTITY_MILLI` or
   * that is a fraction of an item sold in whole units.
   */
  quantityField?: string;
}

export function stockLedger(trx: Db) {
  const insertMovements = async (
    entries: readonly { move: StockMove; quantityAfterMilli: number }[],
    context: MoveContext,
  ): Promise<void> => {
    if (entries.length === 0) return;
    await trx
      .insertInto('stock_movements')
      .values(
        entries.map(({ move, quantityAfterMilli }) => ({
          inventory_id: move.inventoryId,
          occurred_at: context.at,
          kind: move.kind,
          quantity_change_milli: move.changeMilli,
          quantity_after_milli: quantityAfterMilli,
          document_type: move.document?.type ?? null,
          document_id: move.document?.id ?? null,
          document_number: move.document?.number ?? null,
          reason: move.reason ?? null,
          note: move.note ?? null,
          recorded_by: context.userId,
          // The item's cost price as the movement leaves it (its caller has written any new
          // one already: a delivery's weighted average), read in the same statement: stock at
          // cost as at any date is quantity_after × this of the item's last movement (0028).
          average_cost_cents: sql<number>`(select cost_price_cents from inventory_items where id = ${move.inventoryId})`,
        })),
      )
      .execute();
    // Integrations hear of every movement in its transaction: with eTIMS on, KRA does, after
    // the sale it follows (docs/etims.md).
    await tellStockMovements(
      trx,
      entries.map(({ move, quantityAfterMilli }) => ({ ...move, quantityAfterMilli })),
      context,
    );
  };

  const itemColumns = [
    'id',
    'name',
    'quantity_milli',
    'unit',
    'sells_in_fractions',
    'unit_price_cents',
    'cost_price_cents',
    'tax_band',
  ] as const;
  const toMovedItem = (row: Record<(typeof itemColumns)[number], unknown>): MovedItem => ({
    id: Number(row.id),
    name: String(row.name),
    quantity_milli: Number(row.quantity_milli),
    unit: String(row.unit),
    sells_in_fractions: Number(row.sells_in_fractions) === 1,
    unit_price_cents: Number(row.unit_price_cents),
    cost_price_cents: Number(row.cost_price_cents),
    tax_band: row.tax_band as TaxBand,
  });

  /**
   * `move` without its movement, for a sale whose document exists only once its lines are
   * priced from the rows this locks: the caller records each change with `record` in the
   * same transaction (sales-stock.ts does both).
   */
  const change = async (
    move: Pick<StockMove, 'inventoryId' | 'changeMilli'>,
    line: LineRef = {},
  ): Promise<MovedItem> => {
    const row = await trx
      .updateTable('inventory_items')
      .set((eb) => ({ quantity_milli: eb('quantity_milli', '+', move.changeMilli) }))
      .where('id', '=', move.inventoryId)
      .where((eb) => eb(eb('quantity_milli', '+', move.changeMilli), '>=', 0))
      .where((eb) => eb(eb('quantity_milli', '+', move.changeMilli), '<=', MAX_QUANTITY_MILLI))
      // A fraction moves only an item sold in fractions.
      .$if(!isWhole(move.changeMilli), (query) => query.where('sells_in_fractions', '=', 1))
      .returning(itemColumns)
      .executeTakeFirst();
    if (!row) {
      const stock = await trx
        .selectFrom('inventory_items')
        .select(['name', 'quantity_milli', 'unit', 'sells_in_fractions'])
        .where('id', '=', move.inventoryId)
        .executeTakeFirst();
      if (!stock) throw badField(line.field ?? 'inventory_id', 'no such inventory item');
      assertWholeUnits(
        { ...stock, sells_in_fractions: Number(stock.sells_in_fractions) === 1 },
        { [line.quantityField ?? 'quantity_change']: move.changeMilli },
      );
      if (move.changeMilli > 0)
        throw badField(line.quantityField ?? 'quantity_change', tooMuchStock(stock.name));
      throw conflict(
        `Not enough stock for ${stock.name}: ${quantityInUnit(Number(stock.quantity_milli), stock.unit)} left`,
      );
    }
    return toMovedItem(row);
  };

  return {
    /**
     * The items a caller will set directly (a delivery, a count), locked until the transaction
     * ends, in id order so two requests over the same items cannot deadlock. Unknown ids are
     * left out. The lock is the one an UPDATE of the quantity takes (FOR NO KEY UPDATE), so it
     * waits for sales of the same items but not for the key-share locks their foreign keys
     * take: a FOR UPDATE queued between a sale's key-share lock and its update deadlocked with
     * it (the credit notes' property test found it on PostgreSQL).
     */
    lockItems: async (ids: readonly number[]): Promise<MovedItem[]> =>
      // `in ()` is a syntax error on PostgreSQL: an invoice of typed lines only locks nothing.
      ids.length === 0
        ? []
        : (
            await trx
              .selectFrom('inventory_items')
              .select(itemColumns)
              .where('id', 'in', ids)
              .orderBy('id')
              .$call(heldRows(trx, 'no key update'))
              .execute()
          ).map(toMovedItem),

    /**
     * Adds `move.change` to the item's quantity and records the movement. One conditional
     * UPDATE (`quantity_milli + change >= 0`), which also locks the row, so two tills taking the last
     * units cannot both succeed on either database. A shortage is a 409 naming the item and
     * what is left; an unknown item a 400 naming `line.field`.
     */
    async move(move: StockMove, context: MoveContext, line: LineRef = {}): Promise<MovedItem> {
      const moved = await change(move, line);
      await insertMovements([{ move, quantityAfterMilli: moved.quantity_milli }], context);
      return moved;
    },

    /**
     * Puts a document's lines back on the shelf (a void, a cancellation, a return): the lines
     * of one item summed into one movement, items in id order as a sale takes them, so a return
     * and a sale cannot deadlock. A refusal names the item's first line (`line`).
     */
    async putBack(
      lines: readonly { inventoryId: number | null; quantityMilli: number; line?: LineRef }[],
      move: Pick<StockMove, 'kind' | 'document' | 'reason'>,
      context: MoveContext,
    ): Promise<void> {
      const byItem = new Map<number, { quantityMilli: number; line?: LineRef }>();
      for (const each of lines) {
        if (each.inventoryId === null) continue;
        const earlier = byItem.get(each.inventoryId);
        byItem.set(each.inventoryId, {
          quantityMilli: (earlier?.quantityMilli ?? 0) + each.quantityMilli,
          line: earlier?.line ?? each.line,
        });
      }
      for (const [inventoryId, each] of [...byItem].sort(([a], [b]) => a - b)) {
        const back = { ...move, inventoryId, changeMilli: each.quantityMilli };
        const moved = await change(back, each.line);
        await insertMovements([{ move: back, quantityAfterMilli: moved.quantity_milli }], context);
      }
    },

    /**
     * Records a change already made to the row by the caller (a new item's opening stock, the
     * spec's PUT setting a quantity), with the quantity it left.
     */
    record: (move: StockMove, quantityAfterMilli: number, context: MoveContext): Promise<void> =>
      insertMovements([{ move, quantityAfterMilli }], context),

    /** `record` for many changes of one request (a sale's lines, a delivery), in one INSERT. */
    recordAll: insertMovements,

    change,
  };
}
