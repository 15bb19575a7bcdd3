import { z } from 'zod';
import type { Actor, AuditEvent } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../db/constraint-errors.ts';
import type { Db } from '../db/database.ts';
import { conflict } from '../http/api-error.ts';
import { optionalText } from '../http/validation.ts';

/**
 * An item's barcode (0031): what a scanner reads off the pack and types, as a keyboard does.
 * EAN-13, UPC-A, EAN-8 are digits; Code 128 and Code 39 labels a shop prints itself carry
 * letters and a few marks too. Kept as sent (Code 128 tells capitals apart), without the spaces
 * around it; no check digit is enforced, since a shop's own codes need not have one.
 */
const BARCODE = /^[0-9A-Za-z\-./+]{1,48}$/;
export const BARCODE_RULE =
  'must be the code a scanner reads: up to 48 letters, digits, -, ., / or +, no spaces';

/** Optional in a body: blank or null is none. */
export const barcodeField = optionalText.refine(
  (value) => value === null || BARCODE.test(value),
  BARCODE_RULE,
);

/** `?barcode=` on the list: the exact code, trimmed. */
export const barcodeQuery = z
  .string({ error: 'must be text' })
  .trim()
  .regex(BARCODE, BARCODE_RULE)
  .optional();

/** True when the write was refused because another item already has the barcode. */
function isBarcodeTaken(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const constraint = (error as { constraint?: unknown }).constraint;
  return (
    constraint === 'inventory_items_barcode' ||
    /inventory_items\.barcode/.test((error as Error).message)
  );
}

/**
 * Runs a write that gives an item `barcode` (null or absent: none, nothing to check). The unique
 * index decides, also between two writes at the same moment; its refusal becomes a 409 that
 * names the item that has the code, read after the write's transaction ended.
 */
export async function holdingBarcodeOnce<T>(
  db: Db,
  barcode: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!barcode || !isBarcodeTaken(error)) throw error;
    const holder = await db
      .selectFrom('inventory_items')
      .select('name')
      .where('barcode', '=', barcode)
      .executeTakeFirst();
    throw conflict(`Barcode ${barcode} is already on ${holder?.name ?? 'another item'}`);
  }
}

/** PATCH /inventory/{id}/barcode: the code alone, blank or null for none. */
export const barcodeBody = z.object({ barcode: barcodeField });

/**
 * The audit event of an item's barcode changed (PATCH or PUT), or null when it stays as it was:
 * a code moved to another item changes which item a scan sells, so the trail says who did it.
 */
export function barcodeChangeEvent(
  actor: Actor,
  item: { id: number; name: string },
  before: string | null,
  after: string | null,
): AuditEvent | null {
  if (before === after) return null;
  return {
    actor,
    action: 'barcode.changed',
    entity: 'item',
    entityId: item.id,
    summary: `${item.name}: barcode ${before ?? 'none'} → ${after ?? 'none'}`,
    changes: [{ field: 'Barcode', before, after }],
  };
}
