import { toKsh } from '../money.ts';
import type { SourceLine } from './etims-source.repository.ts';
import { kraQuantityUnitOf } from './kra-quantity-units.ts';
import type { ItemSaveRequest, SaleRequest } from './oscu.schema.ts';
import type { EtimsLine } from './sale-request.builder.ts';

/**
 * A line as KRA's item: the stock item's tax band and KRA codes (0015); a typed line (a service,
 * a delivery) is band B, net, pieces. KRA's item code is made from them, as its format says:
 * `KE` + item type (2 goods, 3 a typed line) + packaging unit + quantity unit + the stock item's
 * id in 7 digits; its quantity unit is Ghala's unit's KRA code unless one was chosen.
 */
export function etimsLineOf(line: SourceLine, typedLineClass: string | null = null): EtimsLine {
  const packaging = line.kra_packaging_unit ?? 'NT';
  const unit = kraQuantityUnitOf(line.unit, line.kra_quantity_unit);
  const type = line.inventory_id === null ? '3' : '2';
  return {
    itemCode: `KE${type}${packaging}${unit}${String(line.inventory_id ?? 0).padStart(7, '0')}`,
    classificationCode: classOf(line, typedLineClass),
    name: line.description,
    packagingUnitCode: packaging,
    quantityUnitCode: unit,
    quantityMilli: line.quantity_milli,
    unitPriceCents: line.unit_price_cents,
    band: line.tax_band,
  };
}

/**
 * KRA's item class of a line's item. A stock item without one is not sent: KRA's list has no
 * "unclassified" (99000000 heads its tax-based branch) and Odoo and navari refuse to register a
 * product without a class; the refusal says what to do, and Retry sends it once the item has one.
 * A typed line has no item to carry a class: it is sent with the class the shop chose for typed
 * lines in Settings (0038), and likewise not sent without one.
 */
function classOf(line: SourceLine, typedLineClass: string | null): string {
  if (line.inventory_id === null) {
    const typed = typedLineClass?.trim();
    if (typed) return typed;
    throw new RangeError(
      `${line.description} is a typed line and the shop has no KRA item class for typed lines: choose one in Settings (eTIMS), then retry`,
    );
  }
  const code = line.kra_item_class_code?.trim();
  if (code) return code;
  throw new RangeError(
    `${line.description} has no KRA item class: give it one in Inventory, then retry`,
  );
}

export const uniqueItems = (lines: EtimsLine[]) => [
  ...new Map(lines.map((line) => [line.itemCode, line])).values(),
];

/** saveItem for a line's item: KRA refuses a sale naming an item it does not know. */
export function registration(
  line: EtimsLine,
  sale: Pick<SaleRequest, 'regrId' | 'regrNm' | 'modrId' | 'modrNm'>,
): ItemSaveRequest {
  return {
    itemCd: line.itemCode,
    itemClsCd: line.classificationCode,
    itemTyCd: line.itemCode.charAt(2) as '2' | '3',
    itemNm: line.name.trim().slice(0, 200),
    orgnNatCd: 'KE',
    pkgUnitCd: line.packagingUnitCode,
    qtyUnitCd: line.quantityUnitCode,
    taxTyCd: line.band,
    dftPrc: toKsh(line.unitPriceCents),
    isrcAplcbYn: 'N',
    useYn: 'Y',
    regrId: sale.regrId,
    regrNm: sale.regrNm,
    modrId: sale.modrId,
    modrNm: sale.modrNm,
  };
}
