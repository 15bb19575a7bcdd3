import { TAX_RATES, TAX_TYPES, type TaxType } from './kra-codes.ts';
import type { SaleRequest, StockIoRequest } from './oscu-requests.ts';

/**
 * The arithmetic a sale must pass, worked in whole cents: each line's amounts, each tax band's
 * taxable amount and tax against its lines and rate, and the document's totals against its
 * bands. Returns what is wrong as one sentence (the 910 answer's message), or null.
 *
 * How strict: amounts must add up to the cent. A tax may differ from taxable × rate by at most
 * one cent per line it covers: a trader rounds per line or per document (Ghala rounds the net
 * once per band and takes the tax as the rest of the shelf price), and either must pass.
 */

const cents = (value: number) => Math.round(value * 100);
const ksh = (value: number) => (value / 100).toFixed(2);

/** taxable × rate% rounded half up to the cent, in integers. */
const taxAt = (taxableCents: number, ratePercent: number) =>
  Math.floor((taxableCents * Math.round(ratePercent * 100) + 5_000) / 10_000);

export function saleArithmeticError(sale: SaleRequest): string | null {
  if (sale.totItemCnt !== sale.itemList.length)
    return `totItemCnt ${sale.totItemCnt} is not the number of lines in itemList (${sale.itemList.length})`;

  const bands = Object.fromEntries(
    TAX_TYPES.map((band) => [band, { taxable: 0, tax: 0, lines: 0 }]),
  ) as Record<TaxType, { taxable: number; tax: number; lines: number }>;

  for (const [index, line] of sale.itemList.entries()) {
    const where = `itemList.${index}`;
    if (line.itemSeq !== index + 1)
      return `${where}.itemSeq must be ${index + 1}: lines are numbered from 1 in order`;
    const band = line.taxTyCd as TaxType;
    const taxable = cents(line.taxblAmt);
    const tax = cents(line.taxAmt);
    const supplyError = supplyAmountError(where, line);
    if (supplyError) return supplyError;
    if (cents(line.splyAmt) - cents(line.dcAmt) !== taxable)
      return `${where}.taxblAmt ${ksh(taxable)} is not splyAmt − dcAmt (${ksh(cents(line.splyAmt) - cents(line.dcAmt))})`;
    if (cents(line.totAmt) !== taxable + tax)
      return `${where}.totAmt ${ksh(cents(line.totAmt))} is not taxblAmt + taxAmt (${ksh(taxable + tax)})`;
    const expected = taxAt(taxable, TAX_RATES[band]);
    if (Math.abs(tax - expected) > 1)
      return `${where}.taxAmt ${ksh(tax)} is not ${TAX_RATES[band]}% of its taxblAmt ${ksh(taxable)} (${ksh(expected)}) for tax type ${band}`;
    bands[band].taxable += taxable;
    bands[band].tax += tax;
    bands[band].lines += 1;
  }

  let totalTaxable = 0;
  let totalTax = 0;
  for (const band of TAX_TYPES) {
    const rate = sale[`taxRt${band}`];
    if (cents(rate) !== cents(TAX_RATES[band]))
      return `taxRt${band} ${rate} is not the rate of tax type ${band} (${TAX_RATES[band]})`;
    const taxable = cents(sale[`taxblAmt${band}`]);
    const tax = cents(sale[`taxAmt${band}`]);
    const lines = bands[band];
    if (taxable !== lines.taxable)
      return `taxblAmt${band} ${ksh(taxable)} is not the sum of the taxblAmt of its lines (${ksh(lines.taxable)})`;
    if (tax !== lines.tax)
      return `taxAmt${band} ${ksh(tax)} is not the sum of the taxAmt of its lines (${ksh(lines.tax)})`;
    const expected = taxAt(taxable, TAX_RATES[band]);
    if (Math.abs(tax - expected) > Math.max(1, lines.lines))
      return `taxAmt${band} ${ksh(tax)} is not ${TAX_RATES[band]}% of taxblAmt${band} ${ksh(taxable)} (${ksh(expected)})`;
    totalTaxable += taxable;
    totalTax += tax;
  }

  if (cents(sale.totTaxblAmt) !== totalTaxable)
    return `totTaxblAmt ${ksh(cents(sale.totTaxblAmt))} is not the sum of taxblAmtA..E (${ksh(totalTaxable)})`;
  if (cents(sale.totTaxAmt) !== totalTax)
    return `totTaxAmt ${ksh(cents(sale.totTaxAmt))} is not the sum of taxAmtA..E (${ksh(totalTax)})`;
  if (cents(sale.totAmt) !== totalTaxable + totalTax)
    return `totAmt ${ksh(cents(sale.totAmt))} is not totTaxblAmt + totTaxAmt (${ksh(totalTaxable + totalTax)})`;
  return null;
}

/** prc × qty read at the cent, half up, in integers: every amount column has 2 decimals. */
const productCents = (prc: number, qty: number) =>
  Math.floor((cents(prc) * Math.round(qty * 100) + 50) / 100);

/**
 * `splyAmt = prc × qty` to the cent, as every source's example has it (paybill's 3500 × 2 =
 * 7000, Odoo's save_sale_1.json 1.00 × 1 = 1.00), and a discount that is not negative.
 */
function supplyAmountError(
  where: string,
  line: { prc: number; qty: number; splyAmt: number; dcAmt?: number },
): string | null {
  const expected = productCents(line.prc, line.qty);
  if (cents(line.splyAmt) !== expected)
    return `${where}.splyAmt ${ksh(cents(line.splyAmt))} is not prc × qty (${ksh(expected)})`;
  if ((line.dcAmt ?? 0) < 0) return `${where}.dcAmt must not be negative`;
  return null;
}

export function stockIoArithmeticError(move: StockIoRequest): string | null {
  if (move.totItemCnt !== move.itemList.length)
    return `totItemCnt ${move.totItemCnt} is not the number of lines in itemList (${move.itemList.length})`;
  let taxable = 0;
  let tax = 0;
  let total = 0;
  for (const [index, line] of move.itemList.entries()) {
    if (line.itemSeq !== index + 1)
      return `itemList.${index}.itemSeq must be ${index + 1}: lines are numbered from 1 in order`;
    const supplyError = supplyAmountError(`itemList.${index}`, line);
    if (supplyError) return supplyError;
    taxable += cents(line.taxblAmt);
    tax += cents(line.taxAmt);
    total += cents(line.totAmt);
  }
  if (cents(move.totTaxblAmt) !== taxable)
    return `totTaxblAmt ${ksh(cents(move.totTaxblAmt))} is not the sum of the lines' taxblAmt (${ksh(taxable)})`;
  if (cents(move.totTaxAmt) !== tax)
    return `totTaxAmt ${ksh(cents(move.totTaxAmt))} is not the sum of the lines' taxAmt (${ksh(tax)})`;
  if (cents(move.totAmt) !== total)
    return `totAmt ${ksh(cents(move.totAmt))} is not the sum of the lines' totAmt (${ksh(total)})`;
  return null;
}
