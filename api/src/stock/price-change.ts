import type { Actor, AuditEvent } from '../audit/audit.service.ts';
import { formatKsh } from '../money.ts';
import type { MovedItem } from './stock-ledger.ts';

/**
 * What a change of an item's prices leaves behind, wherever it is made (the inventory's edit and
 * price change, a delivery's new cost): its price history entry and its audit event.
 */
export type Prices = { unit_price_cents: number; cost_price_cents: number };

/** The price history entry of a change from `current` to `next`, made by `actor` at `now`. */
export const historyEntry = (
  inventoryId: number,
  current: Prices,
  next: Prices,
  reason: string,
  actor: Actor,
  now: string,
) => ({
  inventory_id: inventoryId,
  old_unit_price_cents: current.unit_price_cents,
  new_unit_price_cents: next.unit_price_cents,
  old_cost_price_cents: current.cost_price_cents,
  new_cost_price_cents: next.cost_price_cents,
  change_reason: reason,
  changed_by_email: actor.email,
  created_at: now,
});

/** A price change as an audit event: the item, both prices before → after, and why. */
export function priceChangeEvent(
  actor: Actor,
  current: Pick<MovedItem, 'id' | 'name' | 'unit_price_cents' | 'cost_price_cents'>,
  next: Prices,
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
