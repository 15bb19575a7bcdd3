import rows from './kra-item-classes.json';

/**
 * KRA's item classes (`selectItemClsList`), the list an item's class is picked from while
 * eTIMS is on. Shipped as navari's ERPNext app ships it
 * (navariltd/kenya-compliance `kenya_compliance/fixtures/navari_kra_etims_item_classification.json`,
 * fetched from KRA on 2024-03-05): 1,000 classes of UNSPSC's segments, families and classes
 * (levels 1–4, 8 digits), and KRA's own tax-based branch under 99000000. It is not the whole of
 * KRA's list (which KRA answers per taxpayer and changes): a code typed that is not here is kept,
 * and said to be so. 99000000 itself heads that branch ("VAT Act") and is not a class to pick.
 */

export interface KraItemClass {
  code: string;
  name: string;
  level: number;
}

/** The head of KRA's tax-based branch: never an item's class (docs/etims.md). */
export const NOT_A_CLASS = '99000000';

export const KRA_ITEM_CLASSES: readonly KraItemClass[] = (rows as [string, string, number][])
  .filter(([code]) => code !== NOT_A_CLASS)
  .map(([code, name, level]) => ({ code, name, level }));

const byCode = new Map(KRA_ITEM_CLASSES.map((each) => [each.code, each]));

export const kraItemClass = (code: string): KraItemClass | undefined => byCode.get(code.trim());

/**
 * The classes whose code starts with, or whose name has a word starting with, every word typed:
 * "cement" finds 30111600 Cement and lime (not "enforcement"), "3011" its family. At most
 * `limit`, in code order.
 */
export function searchKraItemClasses(query: string, limit = 50): KraItemClass[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return KRA_ITEM_CLASSES.filter((each) => {
    const nameWords = each.name.toLowerCase().split(/[^\p{L}\d]+/u);
    return words.every(
      (word) => each.code.startsWith(word) || nameWords.some((name) => name.startsWith(word)),
    );
  }).slice(0, limit);
}
