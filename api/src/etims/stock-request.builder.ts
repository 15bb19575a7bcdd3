import { MILLI } from '../http/quantity.ts';
import { BAND_INCLUSIVE_BP, divideHalfUp, toKsh, vatOnNet } from '../money.ts';
import type { StockIoRequest, StockMasterRequest } from './oscu.schema.ts';
import { kraQuantityHundredths, supplyCentsOf } from './oscu-line-figures.ts';
import type { EtimsLine } from './sale-request.builder.ts';
import { stamp } from './sale-request.builder.ts';

/**
 * A stock report as KRA's insertStockIO request (StockIOSaveReq) and the saveStockMaster
 * requests that follow it, one per item with what it has left (docs/etims.md, "Stock").
 *
 * Goods are valued at the item's cost price, as Odoo reports them: `prc` the cost, `taxblAmt`
 * quantity × cost, `taxAmt` that at the band's rate (half up), `totAmt` the two together; the
 * totals are the lines' sums, which KRA (and the simulator) check.
 */

export interface StockReportItem {
  line: EtimsLine;
  /** Thousandths moved, positive in, negative out. */
  changeMilli: number;
  quantityAfterMilli: number;
  costPriceCents: number;
}

export interface StockReport {
  sarNo: number;
  /** KRA's stock in/out type (code class 12). */
  sarTyCd: string;
  occurredAt: Date;
  timeZone: string;
  /** Ghala's document (e.g. INV-000042), sent as the remark. */
  documentNumber: string | null;
  recordedBy: { id: string | number; name: string };
  items: readonly StockReportItem[];
}

const clip = (text: string, max: number) => text.trim().slice(0, max);

export function buildStockRequests(report: StockReport): {
  stockIo: StockIoRequest;
  stockMaster: StockMasterRequest[];
} {
  const user = {
    id: clip(String(report.recordedBy.id), 20),
    name: clip(report.recordedBy.name, 60),
  };
  const by = { regrId: user.id, regrNm: user.name, modrId: user.id, modrNm: user.name };
  const itemList = report.items.map(({ line, changeMilli, costPriceCents }, index) => {
    // Valued from the quantity as sent, so that splyAmt = prc × qty holds as KRA reads it.
    const qtyHundredths = kraQuantityHundredths(Math.abs(changeMilli));
    const qty = qtyHundredths / 100;
    const taxable = supplyCentsOf(costPriceCents, qtyHundredths);
    const tax = vatOnNet(taxable, BAND_INCLUSIVE_BP[line.band]);
    return {
      itemSeq: index + 1,
      itemCd: line.itemCode,
      itemClsCd: line.classificationCode,
      itemNm: clip(line.name, 200),
      bcd: null,
      pkgUnitCd: line.packagingUnitCode,
      pkg: qty,
      qtyUnitCd: line.quantityUnitCode,
      qty,
      itemExprDt: null,
      prc: toKsh(costPriceCents),
      splyAmt: toKsh(taxable),
      totDcAmt: 0,
      taxblAmt: toKsh(taxable),
      taxTyCd: line.band,
      taxAmt: toKsh(tax),
      totAmt: toKsh(taxable + tax),
      cents: { taxable, tax },
    };
  });
  const sum = (pick: (cents: { taxable: number; tax: number }) => number) =>
    itemList.reduce((total, line) => total + pick(line.cents), 0);
  const stockIo: StockIoRequest = {
    sarNo: report.sarNo,
    // No earlier report is corrected by this one.
    orgSarNo: 0,
    // Written by Ghala from its ledger, not typed into KRA's portal.
    regTyCd: 'A',
    custTin: null,
    custNm: null,
    custBhfId: null,
    sarTyCd: report.sarTyCd,
    ocrnDt: stamp(report.occurredAt, report.timeZone).slice(0, 8),
    totItemCnt: itemList.length,
    totTaxblAmt: toKsh(sum((c) => c.taxable)),
    totTaxAmt: toKsh(sum((c) => c.tax)),
    totAmt: toKsh(sum((c) => c.taxable + c.tax)),
    remark: report.documentNumber ? clip(report.documentNumber, 400) : null,
    ...by,
    itemList: itemList.map(({ cents: _cents, ...line }) => line),
  };
  // The last movement of each item in the report says what it has left.
  const left = new Map<string, number>();
  for (const { line, quantityAfterMilli } of report.items)
    left.set(line.itemCode, quantityAfterMilli);
  const stockMaster = [...left].map(([itemCd, milli]) => ({
    itemCd,
    rsdQty: divideHalfUp(milli, MILLI / 100) / 100,
    ...by,
  }));
  return { stockIo, stockMaster };
}
