import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../http/api-error.ts';

/**
 * The one way an item's quantity changes (issue 17). Every change is a movement in
 * `stock_movements` written in the same transaction as the change itself, so for every item
 * the movements add up to its quantity; the property test in stock-ledger.property.test.ts
 * holds the API to that on both databases.
 */

/** The most of one item the shop can hold: what the spec's PUT allows (inventory.schema.ts). */
export const MAX_STOCK = 10_000_000;

/** The refusal of a change that would take an item above `MAX_STOCK`. */
export const tooMuchStock = (field: string, name: string) =>
  `${field}: would take ${name} above ${MAX_STOCK.toLocaleString('en')} in stock`;

/** Why stock moved; README "Stock" explains each. */
export const MOVEMENT_KINDS = [
  'opening',
  'sale',
  'invoice',
  'goods_received',
  'goods_received_reversal',
  'adjustment',
  'count',
  'edit',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export type DocumentType = 'order' | 'invoice' | 'goods_received';

/** The document a movement belongs to, as the ledger names and links it. */
export interface StockDocument {
  type: DocumentType;
  id: number;
  number: string;
}

export interface StockMove {
  inventoryId: number;
  /** Positive in, negative out; never zero. */
  change: number;
  kind: MovementKind;
  document?: StockDocument | null;
  reason?: string | null;
  note?: string | null;
}

/** An item after a move: what a caller needs to price a sale or cost a delivery. */
export interface MovedItem {
  id: number;
  name: string;
  quantity: number;
  unit_price_cents: number;
  cost_price_cents: number;
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
  /** The quantity's field, for a change that would take stock above `MAX_STOCK`. */
  quantityField?: string;
}

export function stockLedger(trx: Db) {
  const insertMovements = async (
    entries: readonly { move: StockMove; quantityAfter: number }[],
    context: MoveContext,
  ): Promise<void> => {
    if (entries.length === 0) return;
    await trx
      .insertInto('stock_movements')
      .values(
        entries.map(({ move, quantityAfter }) => ({
          inventory_id: move.inventoryId,
          occurred_at: context.at,
          kind: move.kind,
          quantity_change: move.change,
          quantity_after: quantityAfter,
          document_type: move.document?.type ?? null,
          document_id: move.document?.id ?? null,
          document_number: move.document?.number ?? null,
          reason: move.reason ?? null,
          note: move.note ?? null,
          recorded_by: context.userId,
        })),
      )
      .execute();
  };

  /**
   * `move` without its movement, for a sale whose document exists only once its lines are
   * priced from the rows this locks: the caller records each change with `record` in the
   * same transaction (sales-stock.ts does both).
   */
  const change = async (
    move: Pick<StockMove, 'inventoryId' | 'change'>,
    line: LineRef = {},
  ): Promise<MovedItem> => {
    const row = await trx
      .updateTable('inventory_items')
      .set((eb) => ({ quantity: eb('quantity', '+', move.change) }))
      .where('id', '=', move.inventoryId)
      .where((eb) => eb(eb('quantity', '+', move.change), '>=', 0))
      .where((eb) => eb(eb('quantity', '+', move.change), '<=', MAX_STOCK))
      .returning(['id', 'name', 'quantity', 'unit_price_cents', 'cost_price_cents'])
      .executeTakeFirst();
    if (!row) {
      const stock = await trx
        .selectFrom('inventory_items')
        .select(['name', 'quantity'])
        .where('id', '=', move.inventoryId)
        .executeTakeFirst();
      if (!stock) throw badRequest(`${line.field ?? 'inventory_id'}: no such inventory item`);
      if (move.change > 0)
        throw badRequest(tooMuchStock(line.quantityField ?? 'quantity_change', stock.name));
      throw conflict(`Not enough stock for ${stock.name}: ${stock.quantity} left`);
    }
    return {
      id: row.id,
      name: row.name,
      quantity: Number(row.quantity),
      unit_price_cents: Number(row.unit_price_cents),
      cost_price_cents: Number(row.cost_price_cents),
    };
  };

  return {
    /**
     * Adds `move.change` to the item's quantity and records the movement. One conditional
     * UPDATE (`quantity + change >= 0`), which also locks the row, so two tills taking the last
     * units cannot both succeed on either database. A shortage is a 409 naming the item and
     * what is left; an unknown item a 400 naming `line.field`.
     */
    async move(move: StockMove, context: MoveContext, line: LineRef = {}): Promise<MovedItem> {
      const moved = await change(move, line);
      await insertMovements([{ move, quantityAfter: moved.quantity }], context);
      return moved;
    },

    /**
     * Records a change already made to the row by the caller (a new item's opening stock, the
     * spec's PUT setting a quantity), with the quantity it left.
     */
    record: (move: StockMove, quantityAfter: number, context: MoveContext): Promise<void> =>
      insertMovements([{ move, quantityAfter }], context),

    /** `record` for many changes of one request (a sale's lines, a delivery), in one INSERT. */
    recordAll: insertMovements,

    change,
  };
}
