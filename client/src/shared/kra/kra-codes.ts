import type { TaxBand } from '../../graphql/schema-types.generated.ts';

/**
 * KRA's rules and code lists as the screens offer them (docs/etims.md): a PIN's form, the tax
 * bands, and the packaging and quantity units items are registered with. The API checks the
 * same PIN rule and a code's form; KRA itself checks the codes when an item is registered.
 */

const KRA_PIN = /^[A-Z]\d{9}[A-Z]$/;

/** A KRA PIN: a letter, 9 digits and a letter (P051234567X), in either case as typed. */
export const isKraPin = (text: string): boolean => KRA_PIN.test(text.trim().toUpperCase());
export const KRA_PIN_PROBLEM = 'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567X.';
export const KRA_PIN_HINT = 'A letter, 9 digits and a letter, e.g. P051234567X.';

/** KRA's taxation types (code class 04), in KRA's order; B is the standard rate. */
export const TAX_BANDS: readonly { band: TaxBand; label: string }[] = [
  { band: 'A', label: 'A: Exempt' },
  { band: 'B', label: 'B: 16 % (standard)' },
  { band: 'C', label: 'C: 0 % (zero-rated)' },
  { band: 'D', label: 'D: Non-VAT' },
  { band: 'E', label: 'E: 8 %' },
];
export const DEFAULT_TAX_BAND: TaxBand = 'B';
export const taxBandLabel = (band: TaxBand): string =>
  TAX_BANDS.find((each) => each.band === band)?.label ?? band;

/** `"AM Ampoule|BA Barrel"` → codes and names, so the long lists stay one line each. */
const codeList = (rows: string) =>
  rows.split('|').map((row) => {
    const space = row.indexOf(' ');
    return { code: row.slice(0, space), name: row.slice(space + 1) };
  });

/** Packaging units (code class 17). NT (net): goods sold as they are, unpackaged. */
export const PACKAGING_UNITS = codeList(
  'AM Ampoule|BA Barrel|BC Bottlecrate|BE Bundle|BF Balloon, non-protected|BG Bag|BJ Bucket|' +
    'BK Basket|BL Bale|BQ Bottle, protected cylindrical|BR Bar|BV Bottle, bulbous|BZ Bag|' +
    'CA Can|CH Chest|CJ Coffin|CL Coil|CR Wooden Box, Wooden Case|CS Cassette|CT Carton|' +
    'CTN Container|CY Cylinder|DR Drum|GT Extra Countable Item|HH Hand Baggage|IZ Ingots|' +
    'JR Jar|JU Jug|JY Jerry CAN Cylindrical|KZ Canester|LZ Logs, in bundle/bunch/truss|' +
    'NT Net|OU Non-Exterior Packaging Unit|PD Poddon|PG Plate|PI Pipe|PO Pilot|PU Traypack|' +
    'RL Reel|RO Roll|RZ Rods, in bundle/bunch/truss|SK Skeletoncase|TY Tank, cylindrical|' +
    'VG Bulk, gas|VL Bulk, liquid|VO Bulk, solid, large particles|VQ Bulk, liquefied gas|' +
    'VR Bulk, solid, granular particles|VT Extra Bulk Item|VY Bulk, fine particles|' +
    'ML Mills|TN TAN',
);
export const DEFAULT_PACKAGING_UNIT = 'NT';

/** Quantity units (code class 10). U: pieces/items. */
export const QUANTITY_UNITS = codeList(
  '4B Pair|AV Cap|BA Barrel|BE bundle|BG bag|BL block|BLL BLL Barrel|BX box|CA Can|CEL Cell|' +
    'CMT centimetre|CR CARAT|DR Drum|DZ Dozen|GLL Gallon|GRM Gram|GRO Gross|KG Kilo-Gramme|' +
    'KTM kilometre|KWT kilowatt|L Litre|LBR pound|LK link|LTR Litre|M Metre|M2 Square Metre|' +
    'M3 Cubic Metre|MGM milligram|MTR metre|MWT megawatt hour|NO Number|NX part per thousand|' +
    'PA packet|PG plate|PR pair|RL reel|RO roll|SET set|ST sheet|TNE tonne (metric ton)|' +
    'TU tube|U Pieces/item [Number]|YRD yard',
);
export const DEFAULT_QUANTITY_UNIT = 'U';

/** The quantity unit KRA lists for a unit a shop types (kg → KG), or U for pieces and the rest. */
const QUANTITY_UNIT_OF: Record<string, string> = {
  pcs: 'U',
  kg: 'KG',
  g: 'GRM',
  m: 'M',
  l: 'L',
  bag: 'BG',
  box: 'BX',
  roll: 'RO',
  sheet: 'ST',
  pair: 'PR',
  set: 'SET',
  dozen: 'DZ',
  tonne: 'TNE',
  drum: 'DR',
  tube: 'TU',
};
export const quantityUnitFor = (unit: string): string =>
  QUANTITY_UNIT_OF[unit.trim().toLowerCase()] ?? DEFAULT_QUANTITY_UNIT;

/** A code list's options, the current code first kept if KRA's list here lacks it. */
export function codeOptions(
  list: readonly { code: string; name: string }[],
  current: string,
): { code: string; label: string }[] {
  const options = list.map(({ code, name }) => ({ code, label: `${code}: ${name}` }));
  return current && !list.some(({ code }) => code === current)
    ? [{ code: current, label: current }, ...options]
    : options;
}
