import { z } from 'zod';
import { CODES, TAX_TYPES } from './kra-codes.ts';

/**
 * What the simulator accepts from each OSCU call, by the field tables of KRA's OSCU
 * specification (docs/etims.md). A request that fails these answers 910 naming the field.
 * Fields KRA marks optional may be absent or null; unknown fields pass, as KRA ignores them.
 */

/** A whole number of hundredths: KRA's NUMBER(18,2) and NUMBER(13,2). */
const hundredths = z
  .number()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'must have at most 2 decimals',
  });
export const amount = hundredths.refine((value) => value >= 0, { message: 'must not be negative' });
export const quantity = hundredths.refine((value) => value > 0, { message: 'must be more than 0' });

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().max(max).nullish();
const oneOf = (codes: ReadonlySet<string>, what: string) =>
  z.string().refine((code) => codes.has(code), { message: `is not a ${what} code` });
const yesNo = z.enum(['Y', 'N']);
/** `YYYYMMDDhhmmss` */
export const dateTime14 = z.string().regex(/^\d{14}$/, 'must be YYYYMMDDhhmmss');
/** `YYYYMMDD` */
export const date8 = z.string().regex(/^\d{8}$/, 'must be YYYYMMDD');
/** A KRA PIN: a letter, nine digits, a letter. */
export const pin = z.string().regex(/^[A-Za-z]\d{9}[A-Za-z]$/, 'must be a KRA PIN (A123456789Z)');
export const branchId = z.string().regex(/^\d{2}$/, 'must be 2 digits');
const taxType = z.enum(TAX_TYPES as [string, ...string[]]);
const registeredBy = {
  regrId: text(20),
  regrNm: text(60),
  modrId: text(20),
  modrNm: text(60),
};

export const InitRequest = z.object({ tin: pin, bhfId: branchId, dvcSrlNo: text(100) });

export const LastRequestDate = z.object({ lastReqDt: dateTime14 });

export const ItemRequest = z.object({
  itemCd: text(20),
  itemClsCd: text(10),
  itemTyCd: oneOf(CODES.itemType, 'item type'),
  itemNm: text(200),
  itemStdNm: optionalText(200),
  orgnNatCd: z.string().regex(/^[A-Z]{2}$/, 'must be a country code'),
  pkgUnitCd: oneOf(CODES.packagingUnit, 'packaging unit'),
  qtyUnitCd: oneOf(CODES.quantityUnit, 'quantity unit'),
  taxTyCd: taxType,
  btchNo: optionalText(10),
  bcd: optionalText(20),
  dftPrc: amount,
  addInfo: optionalText(7),
  sftyQty: amount.nullish(),
  isrcAplcbYn: yesNo,
  useYn: yesNo,
  ...registeredBy,
});

const bandFields = Object.fromEntries(
  TAX_TYPES.flatMap((band) => [
    [`taxblAmt${band}`, amount],
    [`taxRt${band}`, amount],
    [`taxAmt${band}`, amount],
  ]),
) as Record<`${'taxblAmt' | 'taxRt' | 'taxAmt'}${'A' | 'B' | 'C' | 'D' | 'E'}`, typeof amount>;

/** The goods a line of a sale or of a stock report names, and how many, in the same fields. */
const lineGoods = {
  itemSeq: z.number().int().positive(),
  itemCd: text(20),
  itemClsCd: text(10),
  itemNm: text(200),
  bcd: optionalText(20),
  pkgUnitCd: oneOf(CODES.packagingUnit, 'packaging unit'),
  pkg: quantity,
  qtyUnitCd: oneOf(CODES.quantityUnit, 'quantity unit'),
  qty: quantity,
};

export const SaleLine = z.object({
  ...lineGoods,
  prc: amount,
  splyAmt: amount,
  dcRt: amount,
  dcAmt: amount,
  taxTyCd: taxType,
  taxblAmt: amount,
  taxAmt: amount,
  totAmt: amount,
});

export const SaleRequest = z.object({
  trdInvcNo: z.union([text(50), z.number()]),
  invcNo: z.number().int().positive(),
  orgInvcNo: z.number().int().min(0),
  custTin: pin.nullish().or(z.literal('')),
  custNm: optionalText(60),
  salesTyCd: oneOf(CODES.transactionType, 'transaction type').nullish(),
  rcptTyCd: z.enum(['S', 'R']),
  pmtTyCd: oneOf(CODES.paymentType, 'payment type').nullish().or(z.literal('')),
  salesSttsCd: oneOf(CODES.saleStatus, 'sale status'),
  cfmDt: dateTime14,
  salesDt: date8,
  stockRlsDt: dateTime14.nullish(),
  cnclReqDt: dateTime14.nullish(),
  cnclDt: dateTime14.nullish(),
  rfdDt: dateTime14.nullish(),
  rfdRsnCd: oneOf(CODES.creditNoteReason, 'credit note reason').nullish(),
  totItemCnt: z.number().int().positive(),
  ...bandFields,
  totTaxblAmt: amount,
  totTaxAmt: amount,
  totAmt: amount,
  prchrAcptcYn: yesNo,
  remark: optionalText(400),
  ...registeredBy,
  receipt: z.object({
    custTin: pin.nullish().or(z.literal('')),
    custMblNo: optionalText(20),
    rptNo: z.number().int().nullish(),
    rcptPbctDt: dateTime14,
    trdeNm: optionalText(20),
    adrs: optionalText(200),
    topMsg: optionalText(20),
    btmMsg: optionalText(20),
    prchrAcptcYn: yesNo,
  }),
  itemList: z.array(SaleLine).min(1),
});
export type SaleRequest = z.output<typeof SaleRequest>;

export const InvoiceDetailsRequest = z.object({ invcNo: z.number().int().positive() });

export const StockIoRequest = z.object({
  sarNo: z.number().int().positive(),
  orgSarNo: z.number().int().min(0),
  regTyCd: z.enum(['A', 'M']),
  custTin: pin.nullish().or(z.literal('')),
  custNm: optionalText(100),
  custBhfId: branchId.nullish(),
  sarTyCd: oneOf(CODES.stockIoType, 'stock in/out type'),
  ocrnDt: date8,
  totItemCnt: z.number().int().positive(),
  totTaxblAmt: amount,
  totTaxAmt: amount,
  totAmt: amount,
  remark: optionalText(400),
  ...registeredBy,
  itemList: z
    .array(
      z.object({
        ...lineGoods,
        itemExprDt: date8.nullish(),
        prc: amount,
        splyAmt: amount,
        totDcAmt: amount,
        taxblAmt: amount,
        taxTyCd: taxType,
        taxAmt: amount,
        totAmt: amount,
      }),
    )
    .min(1),
});
export type StockIoRequest = z.output<typeof StockIoRequest>;

export const StockMasterRequest = z.object({
  itemCd: text(20),
  rsdQty: amount,
  ...registeredBy,
});
