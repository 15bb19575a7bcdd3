import { type Actor, type AuditEvent, recordAudits } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { businessDate } from '../http/clock.ts';
import { formatKsh } from '../money.ts';
import {
  type BalancesMade,
  type OpeningBalance,
  openingBalancesRepository,
} from '../opening-balances/opening-balances.repository.ts';
import { historyEntry, priceChangeEvent } from '../stock/price-change.ts';
import { priceHistoryRepository } from '../stock/price-history.repository.ts';
import { type StockMove, stockLedger } from '../stock/stock-ledger.ts';
import type { ImportKind } from './import-columns.ts';
import type { CheckedRow } from './import-rows.ts';
import { importsRepository } from './imports.repository.ts';
import type { ImportAnswer, ImportOptions } from './imports.schema.ts';
import type { ItemRow } from './inventory-import.ts';
import type { PartyRow } from './party-import.ts';

export const IMPORT_REASON = 'Imported from a spreadsheet';

/** Item columns an import may set, by the file's field they come from. */
const ITEM_COLUMNS = {
  name: 'name',
  unit_price: 'unit_price_cents',
  cost_price: 'cost_price_cents',
  quantity: 'quantity_milli',
  unit: 'unit',
  sells_in_fractions: 'sells_in_fractions',
  barcode: 'barcode',
  tax_band: 'tax_band',
  kra_item_class_code: 'kra_item_class_code',
  supplier_id: 'supplier_id',
  reorder_level: 'reorder_level_milli',
} as const;

/**
 * New items in multi-row INSERTs, each with its opening stock as an `opening` movement at its
 * cost (the ledger reads the cost the row was written with); matched items, when asked, changed
 * in the fields the file gives, a price change with its history entry and a quantity change as an
 * `edit` movement, as an edit on the Inventory screen leaves them.
 */
async function writeItems(
  trx: Db,
  rows: readonly CheckedRow<ItemRow>[],
  update: boolean,
  actor: Actor,
  now: string,
): Promise<AuditEvent[]> {
  const ledger = stockLedger(trx);
  const context = { userId: actor.id, at: now };
  const fresh = rows.filter((each) => each.matchId === null && each.input);
  const ids = await importsRepository(trx).insertItems(
    fresh.map((each) => each.input!.item),
    now,
  );
  const openings: { move: StockMove; quantityAfterMilli: number }[] = [];
  fresh.forEach((each, index) => {
    const quantity = each.input!.item.quantity_milli;
    if (quantity !== 0)
      openings.push({
        move: {
          inventoryId: ids[index]!,
          changeMilli: quantity,
          kind: 'opening',
          note: IMPORT_REASON,
        },
        quantityAfterMilli: quantity,
      });
  });
  for (let i = 0; i < openings.length; i += 500)
    await ledger.recordAll(openings.slice(i, i + 500), context);
  if (!update) return [];
  const events: AuditEvent[] = [];
  const matched = rows.filter((each) => each.matchId !== null && each.input);
  const locked = new Map(
    (await ledger.lockItems(matched.map((each) => each.matchId!))).map((item) => [item.id, item]),
  );
  for (const each of matched) {
    const current = locked.get(each.matchId!);
    if (!current) continue;
    const { item, given } = each.input!;
    const changes: Record<string, unknown> = { updated_at: now };
    for (const [field, column] of Object.entries(ITEM_COLUMNS)) {
      if (!given.has(field)) continue;
      const value = item[column as keyof typeof item];
      changes[column] = column === 'sells_in_fractions' ? (value ? 1 : 0) : value;
    }
    await trx.updateTable('inventory_items').set(changes).where('id', '=', current.id).execute();
    const prices = {
      unit_price_cents: given.has('unit_price') ? item.unit_price_cents : current.unit_price_cents,
      cost_price_cents: given.has('cost_price') ? item.cost_price_cents : current.cost_price_cents,
    };
    if (
      prices.unit_price_cents !== current.unit_price_cents ||
      prices.cost_price_cents !== current.cost_price_cents
    ) {
      await priceHistoryRepository(trx).insert(
        historyEntry(current.id, current, prices, IMPORT_REASON, actor, now),
      );
      events.push(priceChangeEvent(actor, current, prices, IMPORT_REASON));
    }
    if (given.has('quantity') && item.quantity_milli !== current.quantity_milli)
      await ledger.record(
        {
          inventoryId: current.id,
          changeMilli: item.quantity_milli - current.quantity_milli,
          kind: 'edit',
          reason: IMPORT_REASON,
        },
        item.quantity_milli,
        context,
      );
  }
  return events;
}

/**
 * New customers or suppliers, and matched ones changed when asked; then each one's opening
 * balance (a new record's, or a matched one's being updated, which has none: the check refused
 * a second). Answers what the opening balances add up to, and how many there are.
 */
async function writeParties(
  trx: Db,
  table: 'customers' | 'suppliers',
  rows: readonly CheckedRow<PartyRow>[],
  update: boolean,
  made: BalancesMade,
): Promise<{ count: number; cents: number }> {
  const repository = importsRepository(trx);
  const fresh = rows.filter((each) => each.matchId === null && each.input);
  const ids = await repository.insertParties(
    table,
    fresh.map((each) => each.input!.party),
    made.at,
  );
  const openings: OpeningBalance[] = fresh.map((each, index) => ({
    partyId: ids[index]!,
    cents: each.input!.openingCents,
  }));
  if (update)
    for (const each of rows)
      if (each.matchId !== null && each.input)
        openings.push({ partyId: each.matchId, cents: each.input.openingCents });
  const owed = openings.filter((each) => each.cents > 0);
  await openingBalancesRepository(trx).add(table, owed, made);
  if (update) await updateParties(repository, table, rows);
  return { count: owed.length, cents: owed.reduce((sum, each) => sum + each.cents, 0) };
}

async function updateParties(
  repository: ReturnType<typeof importsRepository>,
  table: 'customers' | 'suppliers',
  rows: readonly CheckedRow<PartyRow>[],
): Promise<void> {
  for (const each of rows) {
    if (each.matchId === null || !each.input) continue;
    const { party, given } = each.input;
    const changes = Object.fromEntries(Object.entries(party).filter(([field]) => given.has(field)));
    await repository.updateParty(table, each.matchId, changes);
  }
}

/** Writes a checked file (every row valid) in `trx`, with one audit event saying its counts. */
export async function writeImport(
  trx: Db,
  kind: ImportKind,
  checked: readonly CheckedRow<unknown>[],
  options: ImportOptions,
  actor: Actor,
  at: Date,
  timeZone: string,
  answer: ImportAnswer,
): Promise<void> {
  const now = at.toISOString();
  const update = options.on_match === 'update';
  const events: AuditEvent[] = [];
  let openings = '';
  if (kind === 'inventory')
    events.push(...(await writeItems(trx, checked as CheckedRow<ItemRow>[], update, actor, now)));
  else {
    if (actor.id === null) throw new Error('An import is made by someone signed in');
    const made = { at: now, date: businessDate(at, timeZone), by: actor.id };
    const owed = await writeParties(trx, kind, checked as CheckedRow<PartyRow>[], update, made);
    if (owed.count > 0)
      openings = `; ${owed.count} opening balance${owed.count === 1 ? '' : 's'} of ${formatKsh(owed.cents)} in all`;
  }
  const words = { inventory: 'items', customers: 'customers', suppliers: 'suppliers' }[kind];
  events.push({
    actor,
    action: 'records.imported',
    entity: null,
    summary: `Imported ${words} from a spreadsheet: ${answer.created} added, ${answer.updated} updated, ${answer.skipped} left as they were${openings}`,
  });
  await recordAudits(trx, at, events);
}
