import { type Actor, recordAudit } from '../audit/audit.service.ts';
import { requireItemClassWhileEtimsOn } from '../company/etims-item-classes.ts';
import type { Db } from '../db/database.ts';
import { badField, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { type ListPage, readListPage } from '../http/page-query.ts';
import { assertWholeUnits, quantityInUnit } from '../http/quantity.ts';
import { formatKsh } from '../money.ts';
import { historyEntry, priceChangeEvent } from '../stock/price-change.ts';
import { priceHistoryRepository } from '../stock/price-history.repository.ts';
import { stockLedger } from '../stock/stock-ledger.ts';
import { type InventoryInput, inventoryRepository } from './inventory.repository.ts';
import type { InventoryItem, InventoryPageQuery, InventorySummary } from './inventory.schema.ts';
import { filterOf, inventoryExport } from './inventory-export.ts';
import { lockItem, NOT_FOUND, reloadItem, toItem } from './inventory-item.ts';
import { INVENTORY_SORTS, inventorySortKey, LOW_STOCK_QUANTITY } from './inventory-query.ts';
import { barcodeChangeEvent, holdingBarcodeOnce } from './item-barcode.ts';
import { priceChanges } from './price-changes.ts';
import { reorder } from './reorder.ts';

/** The reason the spec's inline edit always sends; also used when a PUT sends none. */
export const EDIT_REASON = 'Manual update via edit';

/**
 * The Inventory screen's items: the list, adding, editing and deleting them (each change of a
 * quantity through the stock ledger, each change of a price with its history), with the
 * export, reorder levels and price changes of their own modules beside it.
 */
export function inventoryService(db: Db, clock: Clock) {
  async function assertSupplier(trx: Db, supplierId: number | null) {
    if (supplierId !== null && !(await inventoryRepository(trx).lockSupplier(supplierId))) {
      throw badField('supplier_id', 'no such supplier');
    }
  }

  const create = (input: InventoryInput, actor: Actor): Promise<InventoryItem> =>
    db.transaction().execute(async (trx) => {
      const unit = input.unit ?? 'pcs';
      assertWholeUnits(
        { name: input.name, unit, sells_in_fractions: input.sells_in_fractions ?? false },
        { quantity: input.quantity_milli, reorder_level: input.reorder_level_milli },
      );
      await requireItemClassWhileEtimsOn(trx, input.kra_item_class_code);
      await assertSupplier(trx, input.supplier_id);
      const at = clock();
      const id = await inventoryRepository(trx).insert(input, at.toISOString());
      await stockLedger(trx).record(
        { inventoryId: id, changeMilli: input.quantity_milli, kind: 'opening' },
        input.quantity_milli,
        { userId: actor.id, at: at.toISOString() },
      );
      // Its opening stock is the first change of its quantity (from nothing).
      await recordAudit(trx, at, {
        actor,
        action: 'stock.changed',
        entity: 'item',
        entityId: id,
        summary: `${input.name}: new item with ${quantityInUnit(input.quantity_milli, unit)} in stock, selling at ${formatKsh(input.unit_price_cents)}`,
        changes: [
          {
            field: 'Quantity',
            before: null,
            after: quantityInUnit(input.quantity_milli, unit),
          },
        ],
      });
      return reloadItem(trx, id);
    });

  const update = (
    id: number,
    input: InventoryInput,
    changeReason: string | null,
    actor: Actor,
  ): Promise<InventoryItem> =>
    db.transaction().execute(async (trx) => {
      const items = inventoryRepository(trx);
      const current = await lockItem(trx, id);
      const unit = input.unit ?? current.unit;
      assertWholeUnits(
        {
          name: input.name,
          unit,
          sells_in_fractions: input.sells_in_fractions ?? current.sells_in_fractions,
        },
        { quantity: input.quantity_milli, reorder_level: input.reorder_level_milli },
      );
      // A class left out is kept; one cleared is refused while eTIMS is on.
      await requireItemClassWhileEtimsOn(
        trx,
        input.kra_item_class_code === undefined
          ? await items.classCodeOf(id)
          : input.kra_item_class_code,
      );
      await assertSupplier(trx, input.supplier_id);
      const at = clock();
      const now = at.toISOString();
      // A barcode left out is kept (items.update leaves it); one sent may change it.
      const barcodeBefore = input.barcode === undefined ? null : await items.barcodeOf(id);
      await items.update(id, input, now);
      const barcodeChange =
        input.barcode === undefined
          ? null
          : barcodeChangeEvent(actor, { id, name: input.name }, barcodeBefore, input.barcode);
      if (barcodeChange) await recordAudit(trx, at, barcodeChange);
      const reason = changeReason ?? EDIT_REASON;
      if (
        current.unit_price_cents !== input.unit_price_cents ||
        current.cost_price_cents !== input.cost_price_cents
      ) {
        await priceHistoryRepository(trx).insert(
          historyEntry(id, current, input, reason, actor, now),
        );
        await recordAudit(trx, at, priceChangeEvent(actor, current, input, reason));
      }
      const before = current.quantity_milli;
      if (before !== input.quantity_milli) {
        // The spec's PUT sets the quantity outright; the ledger keeps the difference.
        await stockLedger(trx).record(
          {
            inventoryId: id,
            changeMilli: input.quantity_milli - before,
            kind: 'edit',
            reason: EDIT_REASON,
          },
          input.quantity_milli,
          { userId: actor.id, at: now },
        );
        await recordAudit(trx, at, {
          actor,
          action: 'stock.changed',
          entity: 'item',
          entityId: id,
          summary: `${input.name}: stock ${quantityInUnit(before, unit)} → ${quantityInUnit(input.quantity_milli, unit)} (${reason})`,
          changes: [
            {
              field: 'Quantity',
              before: quantityInUnit(before, unit),
              after: quantityInUnit(input.quantity_milli, unit),
            },
          ],
        });
      }
      return reloadItem(trx, id);
    });

  return {
    ...inventoryExport(db),
    ...reorder(db, clock),
    ...priceChanges(db, clock),

    /**
     * Gives an item a barcode, or takes it away (null): nothing else of the item is sent, so a
     * sale at the till meanwhile cannot be undone by it (the full PUT sets the stock outright).
     * A code on another item is a 409 naming it.
     */
    setBarcode: (id: number, barcode: string | null, actor: Actor): Promise<InventoryItem> =>
      holdingBarcodeOnce(db, barcode, () =>
        db.transaction().execute(async (trx) => {
          // Locked: two changes at once each say the code the other left.
          const item = await lockItem(trx, id);
          const before = await inventoryRepository(trx).barcodeOf(id);
          const at = clock();
          await inventoryRepository(trx).setBarcode(id, barcode, at.toISOString());
          const event = barcodeChangeEvent(actor, item, before, barcode);
          if (event) await recordAudit(trx, at, event);
          return reloadItem(trx, id);
        }),
      ),

    /** Every item by name: GET /inventory without parameters (spec §7). */
    list: async (): Promise<InventoryItem[]> => (await inventoryRepository(db).list()).map(toItem),

    /** One page of the items matching the filters, and how many match in all. */
    async page(query: InventoryPageQuery): Promise<ListPage<InventoryItem>> {
      const items = inventoryRepository(db);
      const filter = filterOf(query);
      return readListPage(
        {
          rows: items.page(filter, query.sort, query.after, query.limit),
          count: items.count(filter),
        },
        query.limit,
        INVENTORY_SORTS[query.sort],
        (row) => inventorySortKey(query.sort, row),
        toItem,
      );
    },

    /** What the screen says above the list: how many items, how many low on stock. */
    async summary(): Promise<InventorySummary> {
      const counts = await inventoryRepository(db).stockCounts();
      return {
        total_items: counts.items,
        low_stock_items: counts.lowStock,
        low_stock_quantity: LOW_STOCK_QUANTITY,
      };
    },

    get: (id: number): Promise<InventoryItem> => reloadItem(db, id),

    create: (input: InventoryInput, actor: Actor): Promise<InventoryItem> =>
      holdingBarcodeOnce(db, input.barcode, () => create(input, actor)),

    update: (
      id: number,
      input: InventoryInput,
      changeReason: string | null,
      actor: Actor,
    ): Promise<InventoryItem> =>
      holdingBarcodeOnce(db, input.barcode, () => update(id, input, changeReason, actor)),

    delete: (id: number, actor: Actor): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const items = inventoryRepository(trx);
        const [current] = await stockLedger(trx).lockItems([id]);
        // Price history cascades; order and invoice lines keep their copied names (SET NULL).
        if (!current || !(await items.delete(id))) throw notFound(NOT_FOUND);
        await recordAudit(trx, clock(), {
          actor,
          action: 'item.deleted',
          entity: 'item',
          entityId: id,
          summary: `${current.name} deleted (${quantityInUnit(current.quantity_milli, current.unit)} in stock, selling at ${formatKsh(current.unit_price_cents)})`,
        });
      }),
  };
}

export type InventoryService = ReturnType<typeof inventoryService>;
