import { type Actor, type AuditEvent, recordAudit } from '../audit/audit.service.ts';
import { permissions, type Role } from '../auth/roles.ts';
import type { Db } from '../db/database.ts';
import { inBatches, toPage } from '../db/keyset.ts';
import { badField, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { CSV_BATCH_ROWS, type CsvCell } from '../http/csv.ts';
import { centsToPlainKsh, marginPercent, toKsh } from '../http/money.ts';
import type { ListPage } from '../http/page-query.ts';
import {
  assertWholeUnits,
  formatQuantity,
  fromMilli,
  lineAmountCents,
  MILLI,
  quantityInUnit,
} from '../http/quantity.ts';
import { formatKsh } from '../sales/sales-document.ts';
import { type MovedItem, stockLedger } from '../stock/stock-ledger.ts';
import {
  INVENTORY_SORTS,
  type InventoryFilter,
  type InventoryInput,
  type InventoryRow,
  inventoryRepository,
  inventorySortKey,
  LOW_STOCK_QUANTITY,
} from './inventory.repository.ts';
import type {
  InventoryExportQuery,
  InventoryItem,
  InventoryPageQuery,
  InventorySummary,
  PriceHistoryEntry,
  ReorderGroup,
} from './inventory.schema.ts';
import { type PriceHistoryRow, priceHistoryRepository } from './price-history.repository.ts';

const NOT_FOUND = 'Inventory item not found';
/** The reason the spec's inline edit always sends; also used when a PUT sends none. */
export const EDIT_REASON = 'Manual update via edit';

export type {
  InventoryItem,
  InventorySummary,
  PriceHistoryEntry,
  ReorderGroup,
} from './inventory.schema.ts';

export interface PriceChange {
  unit_price_cents: number;
  cost_price_cents: number;
  change_reason: string;
}

const stockValueCents = (row: InventoryRow): number =>
  lineAmountCents(Number(row.quantity_milli), Number(row.unit_price_cents));

const toItem = (row: InventoryRow): InventoryItem => ({
  id: row.id,
  name: row.name,
  quantity: fromMilli(row.quantity_milli),
  unit: row.unit,
  sells_in_fractions: Number(row.sells_in_fractions) === 1,
  unit_price: toKsh(row.unit_price_cents),
  cost_price: toKsh(row.cost_price_cents),
  total_value: toKsh(stockValueCents(row)),
  margin_percent: marginPercent(row.unit_price_cents, row.cost_price_cents),
  supplier_id: row.supplier_id,
  supplier_name: row.supplier_name,
  reorder_level: row.reorder_level_milli === null ? null : fromMilli(row.reorder_level_milli),
  low_stock: Boolean(Number(row.low_stock)),
  tax_band: row.tax_band,
  kra_item_class_code: row.kra_item_class_code,
  kra_packaging_unit: row.kra_packaging_unit,
  kra_quantity_unit: row.kra_quantity_unit,
});

/**
 * What to order to bring an item back up, in thousandths: twice its reorder level less what is
 * there, so one delivery covers the level again with as much to spare (at least one unit).
 */
export const suggestedReorderMilli = (item: { quantityMilli: number; levelMilli: number }) =>
  Math.max(item.levelMilli * 2 - item.quantityMilli, MILLI);

// More than any shop reorders at once; the list is read by the low-stock index.
const MAX_REORDER_ITEMS = 1_000;

const toEntry = (row: PriceHistoryRow): PriceHistoryEntry => ({
  id: row.id,
  created_at: row.created_at,
  old_unit_price: toKsh(row.old_unit_price_cents),
  new_unit_price: toKsh(row.new_unit_price_cents),
  old_cost_price: toKsh(row.old_cost_price_cents),
  new_cost_price: toKsh(row.new_cost_price_cents),
  change_reason: row.change_reason,
  changed_by_email: row.changed_by_email,
});

/** An item as a cashier sees it: stock and selling prices, no cost price or margin. */
export type ItemWithoutCosts = Omit<InventoryItem, 'cost_price' | 'margin_percent'>;

/** Leaves cost prices and margins out of the answer for a role that may not see them. */
export const itemAsSeenBy =
  (role: Role) =>
  (item: InventoryItem): InventoryItem | ItemWithoutCosts => {
    if (permissions.seeCosts(role)) return item;
    const { cost_price: _cost, margin_percent: _margin, ...shown } = item;
    return shown;
  };

const COST_COLUMN = 4;

export const INVENTORY_CSV_HEADER = [
  'Name',
  'Quantity',
  'Unit',
  'Unit price (KSh)',
  'Cost price (KSh)',
  'Stock value (KSh)',
  'Supplier',
] as const;

const toCsvRow = (row: InventoryRow): CsvCell[] => [
  row.name,
  formatQuantity(Number(row.quantity_milli)),
  row.unit,
  centsToPlainKsh(row.unit_price_cents),
  centsToPlainKsh(row.cost_price_cents),
  centsToPlainKsh(stockValueCents(row)),
  row.supplier_name,
];

const filterOf = (query: InventoryExportQuery): InventoryFilter => ({
  search: query.q,
  inStock: query.in_stock,
  lowStock: query.low_stock,
});

/** A price change as an audit event: the item, both prices before → after, and why. */
export function priceChangeEvent(
  actor: Actor,
  current: Pick<MovedItem, 'id' | 'name' | 'unit_price_cents' | 'cost_price_cents'>,
  next: { unit_price_cents: number; cost_price_cents: number },
  reason: string,
): AuditEvent {
  const parts = [
    current.unit_price_cents !== next.unit_price_cents &&
      `selling price ${formatKsh(current.unit_price_cents)} → ${formatKsh(next.unit_price_cents)}`,
    current.cost_price_cents !== next.cost_price_cents &&
      `cost price ${formatKsh(current.cost_price_cents)} → ${formatKsh(next.cost_price_cents)}`,
  ].filter(Boolean);
  return {
    actor,
    action: 'price.changed',
    entity: 'item',
    entityId: current.id,
    summary: `${current.name}: ${parts.join(', ') || 'prices unchanged'} (${reason})`,
    changes: [
      {
        field: 'Selling price',
        before: formatKsh(current.unit_price_cents),
        after: formatKsh(next.unit_price_cents),
      },
      {
        field: 'Cost price',
        before: formatKsh(current.cost_price_cents),
        after: formatKsh(next.cost_price_cents),
      },
    ],
  };
}

export function inventoryService(db: Db, clock: Clock) {
  async function assertSupplier(trx: Db, supplierId: number | null) {
    if (supplierId !== null && !(await inventoryRepository(trx).lockSupplier(supplierId))) {
      throw badField('supplier_id', 'no such supplier');
    }
  }

  async function reload(trx: Db, id: number): Promise<InventoryItem> {
    const row = await inventoryRepository(trx).find(id);
    if (!row) throw notFound(NOT_FOUND);
    return toItem(row);
  }

  return {
    /** Every item by name: GET /inventory without parameters (spec §7). */
    list: async (): Promise<InventoryItem[]> => (await inventoryRepository(db).list()).map(toItem),

    /** One page of the items matching the filters, and how many match in all. */
    async page(query: InventoryPageQuery): Promise<ListPage<InventoryItem>> {
      const items = inventoryRepository(db);
      const filter = filterOf(query);
      const [rows, total] = await Promise.all([
        items.page(filter, query.sort, query.after, query.limit),
        items.count(filter),
      ]);
      const sort = INVENTORY_SORTS[query.sort];
      const page = toPage(rows, query.limit, sort, (row) => inventorySortKey(query.sort, row));
      return { items: page.rows.map(toItem), next_cursor: page.nextCursor, total_count: total };
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

    /** The export's header and rows; without the cost column for a role that may not see it. */
    csvFor(query: InventoryExportQuery, role: Role) {
      const withCosts = permissions.seeCosts(role);
      const shown = <T>(row: readonly T[]) =>
        withCosts ? [...row] : row.filter((_, column) => column !== COST_COLUMN);
      const rows = this.csvRows(query);
      return {
        header: shown(INVENTORY_CSV_HEADER),
        rows: (async function* () {
          for await (const batch of rows) yield batch.map(shown);
        })(),
      };
    },

    /** Every item matching the filters as CSV rows, in the list's order, in keyset batches. */
    async *csvRows(query: InventoryExportQuery): AsyncGenerator<CsvCell[][]> {
      for await (const batch of inBatches(
        (cursor, limit) => inventoryRepository(db).page(filterOf(query), query.sort, cursor, limit),
        (row) => inventorySortKey(query.sort, row),
        CSV_BATCH_ROWS,
      )) {
        yield batch.map(toCsvRow);
      }
    },

    get: (id: number): Promise<InventoryItem> => reload(db, id),

    create: (input: InventoryInput, actor: Actor): Promise<InventoryItem> =>
      db.transaction().execute(async (trx) => {
        const unit = input.unit ?? 'pcs';
        assertWholeUnits(
          { name: input.name, unit, sells_in_fractions: input.sells_in_fractions ?? false },
          { quantity: input.quantity_milli, reorder_level: input.reorder_level_milli },
        );
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
        return reload(trx, id);
      }),

    update: (
      id: number,
      input: InventoryInput,
      changeReason: string | null,
      actor: Actor,
    ): Promise<InventoryItem> =>
      db.transaction().execute(async (trx) => {
        const items = inventoryRepository(trx);
        const [current] = await stockLedger(trx).lockItems([id]);
        if (!current) throw notFound(NOT_FOUND);
        const unit = input.unit ?? current.unit;
        assertWholeUnits(
          {
            name: input.name,
            unit,
            sells_in_fractions: input.sells_in_fractions ?? current.sells_in_fractions,
          },
          { quantity: input.quantity_milli, reorder_level: input.reorder_level_milli },
        );
        await assertSupplier(trx, input.supplier_id);
        const at = clock();
        const now = at.toISOString();
        await items.update(id, input, now);
        const reason = changeReason ?? EDIT_REASON;
        if (
          current.unit_price_cents !== input.unit_price_cents ||
          current.cost_price_cents !== input.cost_price_cents
        ) {
          await priceHistoryRepository(trx).insert({
            inventory_id: id,
            old_unit_price_cents: current.unit_price_cents,
            new_unit_price_cents: input.unit_price_cents,
            old_cost_price_cents: current.cost_price_cents,
            new_cost_price_cents: input.cost_price_cents,
            change_reason: reason,
            changed_by_email: actor.email,
            created_at: now,
          });
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
        return reload(trx, id);
      }),

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

    /** The reorder level of one item: its own, or null for the shop-wide one. */
    async setReorderLevel(id: number, levelMilli: number | null): Promise<InventoryItem> {
      const item = await inventoryRepository(db).find(id);
      if (!item) throw notFound(NOT_FOUND);
      assertWholeUnits(
        {
          name: item.name,
          unit: item.unit,
          sells_in_fractions: Number(item.sells_in_fractions) === 1,
        },
        { reorder_level: levelMilli },
      );
      if (!(await inventoryRepository(db).setReorderLevel(id, levelMilli, clock().toISOString())))
        throw notFound(NOT_FOUND);
      return reload(db, id);
    },

    /** Items at or below their reorder level, grouped by supplier, with what to order. */
    async toReorder(): Promise<ReorderGroup[]> {
      const groups = new Map<number | null, ReorderGroup>();
      for (const row of await inventoryRepository(db).toReorder(MAX_REORDER_ITEMS)) {
        const item = toItem(row);
        const levelMilli = row.reorder_level_milli ?? LOW_STOCK_QUANTITY * MILLI;
        const group = groups.get(item.supplier_id) ?? {
          supplier_id: item.supplier_id,
          supplier_name: item.supplier_name,
          items: [],
        };
        group.items.push({
          ...item,
          suggested_quantity: fromMilli(
            suggestedReorderMilli({
              quantityMilli: Number(row.quantity_milli),
              levelMilli: Number(levelMilli),
            }),
          ),
        });
        groups.set(item.supplier_id, group);
      }
      // Items without a supplier last: nobody to order them from yet.
      return [...groups.values()].sort(
        (a, b) => Number(a.supplier_id === null) - Number(b.supplier_id === null),
      );
    },

    async priceHistory(id: number): Promise<PriceHistoryEntry[]> {
      if (!(await inventoryRepository(db).find(id))) throw notFound(NOT_FOUND);
      return (await priceHistoryRepository(db).listForItem(id)).map(toEntry);
    },

    /** The price changes of many items at once (the gateway's batched read), unknown ids none. */
    async priceHistories(ids: number[]): Promise<(PriceHistoryEntry & { inventory_id: number })[]> {
      return (await priceHistoryRepository(db).listForItems(ids)).map((row) => ({
        ...toEntry(row),
        inventory_id: row.inventory_id,
      }));
    },

    /** Sets new prices and records why, as one write: an entry never exists without its change. */
    changePrices: (
      id: number,
      change: PriceChange,
      actor: Actor,
    ): Promise<{ item: InventoryItem; entry: PriceHistoryEntry }> =>
      db.transaction().execute(async (trx) => {
        const items = inventoryRepository(trx);
        const [current] = await stockLedger(trx).lockItems([id]);
        if (!current) throw notFound(NOT_FOUND);
        const at = clock();
        const now = at.toISOString();
        await recordAudit(trx, at, priceChangeEvent(actor, current, change, change.change_reason));
        await items.updatePrices(
          id,
          { unit_price_cents: change.unit_price_cents, cost_price_cents: change.cost_price_cents },
          now,
        );
        const entry = await priceHistoryRepository(trx).insert({
          inventory_id: id,
          old_unit_price_cents: current.unit_price_cents,
          new_unit_price_cents: change.unit_price_cents,
          old_cost_price_cents: current.cost_price_cents,
          new_cost_price_cents: change.cost_price_cents,
          change_reason: change.change_reason,
          changed_by_email: actor.email,
          created_at: now,
        });
        return { item: await reload(trx, id), entry: toEntry(entry) };
      }),
  };
}
