/**
 * Ghala's units (a short word the shop types: pcs, kg, m, bag…) as KRA's quantity unit codes
 * (code class 10), so that 1.26 kg of nails reaches KRA as 1.26 KG, not 1.26 pieces.
 *
 * Sources: the code list itself, as `selectCodeList` serves class 10 (paybill
 * `api-reference/select-code-list.md`; the same codes as Odoo's `l10n_ke_edi_oscu.code.csv`,
 * rows `code_10_*`), and Odoo's map of its own units to them (`l10n_ke_edi_oscu/data/uom.uom.csv`:
 * litre L, unit U, dozen DZ, cm CMT, gram GRM, gallon GLL, kg KG, km KTM, lb LBR, metre M,
 * m³ M3, m² M2, yard YRD). The words for packs (box BX, bag BG, roll RO, sheet ST, pair PR, set
 * SET, packet PA, reel RL, drum DR, can CA, tube TU, bundle BE, tonne TNE) are the code list's
 * own names for them. A unit with no code of its own (ml, a "tray") stays U, pieces: KRA's list
 * has no millilitre.
 */
const KRA_QUANTITY_UNIT_OF: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['U', 'pcs pc piece pieces item items each ea unit units no'],
      ['KG', 'kg kgs kilo kilos kilogram kilograms kilogramme'],
      ['GRM', 'g gm gms gram grams gramme'],
      ['MGM', 'mg milligram milligrams'],
      ['TNE', 't tonne tonnes ton tons'],
      ['LBR', 'lb lbs pound pounds'],
      ['L', 'l lt ltr ltrs litre litres liter liters'],
      ['GLL', 'gal gallon gallons'],
      ['M', 'm metre metres meter meters mtr'],
      ['CMT', 'cm centimetre centimetres centimeter centimeters'],
      ['KTM', 'km kilometre kilometres kilometer kilometers'],
      ['YRD', 'yd yard yards'],
      ['M2', 'm2 m² sqm'],
      ['M3', 'm3 m³ cbm'],
      ['DZ', 'dz doz dozen dozens'],
      ['BX', 'box boxes bx'],
      ['BG', 'bag bags'],
      ['RO', 'roll rolls'],
      ['RL', 'reel reels'],
      ['ST', 'sheet sheets'],
      ['PR', 'pair pairs'],
      ['SET', 'set sets'],
      ['PA', 'packet packets pkt pack packs'],
      ['DR', 'drum drums'],
      ['CA', 'can cans tin tins'],
      ['TU', 'tube tubes'],
      ['BE', 'bundle bundles'],
    ] as const
  ).flatMap(([code, words]) => words.split(' ').map((word) => [word, code])),
);

/** KRA's code for one of Ghala's units, or null when KRA's list has none (then U, pieces). */
export const kraQuantityUnitFor = (unit: string): string | null =>
  KRA_QUANTITY_UNIT_OF[unit.trim().toLowerCase()] ?? null;

/**
 * The quantity unit an item is registered and sold in: the one chosen on the item, unless that
 * is the default (U, pieces, or none) while Ghala's unit says otherwise — an item sold by the kg
 * is never pieces, whatever an older form left on it.
 */
export function kraQuantityUnitOf(unit: string, chosen: string | null): string {
  if (chosen && chosen !== 'U') return chosen;
  return kraQuantityUnitFor(unit) ?? 'U';
}
