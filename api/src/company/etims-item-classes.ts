import type { Db } from '../db/database.ts';
import { ApiError, badField, conflict } from '../http/api-error.ts';
import { companyRepository } from './company.repository.ts';

/**
 * A KRA item class on every item while eTIMS is on (issue 52). KRA's class list has no
 * "unclassified": 99000000 heads its tax-based branch ("VAT Act"), and Odoo and navari's ERPNext
 * app both refuse to register a product without a class, so Ghala never sends one without.
 * Items made before eTIMS was on are listed for the owner before it can be switched on.
 */

/** How many of the items without a class the refusal names; it counts the rest. */
const NAMED = 20;

export async function itemsWithoutClass(db: Db): Promise<{ names: string[]; count: number }> {
  const withoutClass = () =>
    db
      .selectFrom('inventory_items')
      .where((eb) =>
        eb.or([eb('kra_item_class_code', 'is', null), eb('kra_item_class_code', '=', '')]),
      );
  const [names, total] = await Promise.all([
    withoutClass().select('name').orderBy('name').orderBy('id').limit(NAMED).execute(),
    withoutClass()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { names: names.map((row) => row.name), count: Number(total.count) };
}

/** The refusal to switch eTIMS on while items have no class: it names them. */
export async function requireItemClasses(db: Db): Promise<void> {
  const { names, count } = await itemsWithoutClass(db);
  if (count === 0) return;
  const more = count > names.length ? `, and ${count - names.length} more` : '';
  throw conflict(
    `eTIMS needs KRA's item class on every item. ${count === 1 ? 'This item has' : `These ${count} items have`} none: ${names.join(', ')}${more}. Give each its class in Inventory, then turn eTIMS on.`,
  );
}

/** Said beside Settings' class for typed lines while eTIMS is on and none is chosen. */
export const TYPED_LINE_CLASS_REQUIRED =
  'Choose KRA’s item class for typed lines: eTIMS is on, and KRA is sent no line without one.';

/** eTIMS on needs a class for typed lines (lines with no stock item); 400 on the field. */
export function requireTypedLineClass(code: string | null | undefined): void {
  if (code?.trim()) return;
  throw badField('kra_typed_line_class_code', TYPED_LINE_CLASS_REQUIRED);
}

/** Said of an item without a class while eTIMS is on, as the item form says it. */
export const ITEM_CLASS_REQUIRED =
  'Choose KRA’s item class: eTIMS is on, and KRA is sent no item without one.';

/**
 * While eTIMS is on, an item is not created or left without a class (422 on
 * `kra_item_class_code`); while it is off, as before. `classCode` is the class the item will have.
 */
export async function requireItemClassWhileEtimsOn(
  db: Db,
  classCode: string | null | undefined,
): Promise<void> {
  if (classCode?.trim()) return;
  const shop = await companyRepository(db).find();
  if ((shop?.etims_mode ?? 'off') === 'off') return;
  throw new ApiError(
    422,
    `kra_item_class_code: ${ITEM_CLASS_REQUIRED}`,
    {},
    {
      kra_item_class_code: ITEM_CLASS_REQUIRED,
    },
  );
}
