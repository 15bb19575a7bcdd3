import { toKsh } from '../money.ts';
import type { SourceLine } from './etims-source.repository.ts';
import type { ItemSaveRequest, SaleRequest } from './oscu.schema.ts';
import type { EtimsLine } from './sale-request.builder.ts';

/**
 * A line as KRA's item: the stock item's tax band and KRA codes (0015); a typed line (a service,
 * a delivery) is band B, net, pieces. KRA's item code is made from them, as its format says:
 * `KE` + item type (2 goods, 3 a typed line) + packaging unit + quantity unit + the stock item's
 * id in 7 digits. An item with no classification yet is sent as 99000000; KRA may refuse it,
 * and the refusal says so on the document.
 */
export function etimsLineOf(line: SourceLine): EtimsLine {
  const packaging = line.kra_packaging_unit ?? 'NT';
  const unit = line.kra_quantity_unit ?? 'U';
  const type = line.inventory_id === null ? '3' : '2';
  return {
    itemCode: `KE${type}${packaging}${unit}${String(line.inventory_id ?? 0).padStart(7, '0')}`,
    classificationCode: line.kra_item_class_code ?? '99000000',
    name: line.description,
    packagingUnitCode: packaging,
    quantityUnitCode: unit,
    quantityMilli: line.quantity_milli,
    unitPriceCents: line.unit_price_cents,
    band: line.tax_band,
  };
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
