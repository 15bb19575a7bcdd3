import { z } from 'zod';
import { TAX_BANDS, type TaxBand } from '../money.ts';
import { band, date8, dateTime14, ksh, registeredBy, upTo } from './oscu-fields.ts';

/**
 * KRA's eTIMS OSCU API as Ghala uses it (docs/etims.md has the sources): the requests sent and
 * the answers read, field for field as KRA names them. Amounts are KSh with at most 2 decimals
 * on the wire (KRA's NUMBER(18,2)); inside Ghala they stay integer cents until the request
 * builder writes them. The requests are here, the answers in oscu-answers.schema.ts.
 */

/** Payment type codes (code class 07). */
export const PAYMENT_TYPES = {
  cash: '01',
  credit: '02',
  cashOrCredit: '03',
  cheque: '04',
  card: '05',
  mobileMoney: '06',
  other: '07',
} as const;
export type PaymentTypeCode = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

/** Credit note reason codes (code class 32) that both sources list alike. */
export const CREDIT_NOTE_REASONS = {
  missingQuantity: '01',
  missingData: '02',
  damaged: '03',
  wasted: '04',
  rawMaterialShortage: '05',
  refund: '06',
} as const;
export type CreditNoteReasonCode = (typeof CREDIT_NOTE_REASONS)[keyof typeof CREDIT_NOTE_REASONS];

/** DeviceVerificationReq: selectInitOsdcInfo, the one call sent without the cmcKey header. */
export const DeviceVerificationRequest = z.object({
  tin: z.string().regex(/^[A-Z]\d{9}[A-Z]$/, 'must be a KRA PIN'),
  bhfId: z.string().regex(/^\d{2}$/, 'must be 2 digits'),
  dvcSrlNo: upTo(100),
});

/** ItemSaveReq: saveItem registers (or updates) an item before it is sold or moved. */
export const ItemSaveRequest = z.object({
  itemCd: upTo(20),
  itemClsCd: upTo(10),
  /** 1 raw material, 2 finished product, 3 service */
  itemTyCd: z.enum(['1', '2', '3']),
  itemNm: upTo(200),
  itemStdNm: z.string().max(200).nullish(),
  orgnNatCd: z.string().length(2),
  pkgUnitCd: upTo(5),
  qtyUnitCd: upTo(5),
  taxTyCd: band,
  btchNo: z.string().max(10).nullish(),
  bcd: z.string().max(20).nullish(),
  dftPrc: ksh,
  addInfo: z.string().max(7).nullish(),
  sftyQty: ksh.nullish(),
  isrcAplcbYn: z.enum(['Y', 'N']),
  useYn: z.enum(['Y', 'N']),
  ...registeredBy,
});
export type ItemSaveRequest = z.input<typeof ItemSaveRequest>;

/** The goods a line of a sale or of a stock report names, and how many, in the same fields. */
const lineGoods = {
  itemSeq: z.number().int().positive(),
  itemCd: upTo(20),
  itemClsCd: upTo(10),
  itemNm: upTo(200),
  bcd: z.string().max(20).nullish(),
  pkgUnitCd: upTo(5),
  pkg: ksh,
  qtyUnitCd: upTo(5),
  qty: ksh,
};

export const SaleLine = z.object({
  ...lineGoods,
  /** The unit price before VAT. */
  prc: ksh,
  /** prc × qty before discount; Ghala gives no discounts, so it is the taxable amount. */
  splyAmt: ksh,
  dcRt: ksh,
  dcAmt: ksh,
  taxTyCd: band,
  /** The line's amount before VAT. */
  taxblAmt: ksh,
  taxAmt: ksh,
  /** taxblAmt + taxAmt: what the customer pays for the line. */
  totAmt: ksh,
});
export type SaleLine = z.output<typeof SaleLine>;

type BandFields = Record<`${'taxblAmt' | 'taxRt' | 'taxAmt'}${TaxBand}`, typeof ksh>;
const bandFields = Object.fromEntries(
  TAX_BANDS.flatMap((each) => [
    [`taxblAmt${each}`, ksh],
    [`taxRt${each}`, ksh],
    [`taxAmt${each}`, ksh],
  ]),
) as BandFields;

/** TrnsSalesSaveWrReq: saveTrnsSalesOsdc signs a sale (rcptTyCd S) or credit note (R). */
export const SaleRequest = z.object({
  /** Ghala's own number: INV-000042, CN-000007. */
  trdInvcNo: upTo(50),
  /** KRA's invoice number: an integer in one gapless sequence per branch. */
  invcNo: z.number().int().positive(),
  /** The credit note's invoice (its invcNo); 0 on a sale. */
  orgInvcNo: z.number().int().min(0),
  custTin: z.string().length(11).nullable(),
  custNm: z.string().max(60).nullable(),
  /** N normal (C copy, P proforma, T training). */
  salesTyCd: z.literal('N'),
  rcptTyCd: z.enum(['S', 'R']),
  pmtTyCd: z.string().length(2).nullable(),
  /** 02 approved. */
  salesSttsCd: z.literal('02'),
  cfmDt: dateTime14,
  salesDt: date8,
  rfdDt: dateTime14.nullable(),
  rfdRsnCd: z.string().length(2).nullable(),
  totItemCnt: z.number().int().positive(),
  ...bandFields,
  totTaxblAmt: ksh,
  totTaxAmt: ksh,
  totAmt: ksh,
  prchrAcptcYn: z.enum(['Y', 'N']),
  remark: z.string().max(400).nullable(),
  ...registeredBy,
  receipt: z.object({
    custTin: z.string().length(11).nullable(),
    custMblNo: z.string().max(20).nullable(),
    rcptPbctDt: dateTime14,
    trdeNm: z.string().max(20).nullable(),
    adrs: z.string().max(200).nullable(),
    topMsg: z.string().max(20).nullable(),
    btmMsg: z.string().max(20).nullable(),
    prchrAcptcYn: z.enum(['Y', 'N']),
  }),
  itemList: z.array(SaleLine).min(1),
});
export type SaleRequest = z.output<typeof SaleRequest>;

/** StockIOSaveReq: insertStockIO reports goods in or out (a sale's, after the sale). */
export const StockIoRequest = z.object({
  sarNo: z.number().int().positive(),
  orgSarNo: z.number().int().min(0),
  /** A automatic, M manual. */
  regTyCd: z.enum(['A', 'M']),
  custTin: z.string().length(11).nullish(),
  custNm: z.string().max(100).nullish(),
  custBhfId: z.string().length(2).nullish(),
  /** Code class 12: 02 purchase, 11 sale, 06/16 adjustment in/out, … */
  sarTyCd: z.string().length(2),
  ocrnDt: date8,
  totItemCnt: z.number().int().positive(),
  totTaxblAmt: ksh,
  totTaxAmt: ksh,
  totAmt: ksh,
  remark: z.string().max(400).nullish(),
  ...registeredBy,
  itemList: z
    .array(
      z.object({
        ...lineGoods,
        itemExprDt: date8.nullish(),
        prc: ksh,
        splyAmt: ksh,
        totDcAmt: ksh,
        taxblAmt: ksh,
        taxTyCd: band,
        taxAmt: ksh,
        totAmt: ksh,
      }),
    )
    .min(1),
});
export type StockIoRequest = z.input<typeof StockIoRequest>;

/** StockMasterSaveReq: saveStockMaster says how much of an item is left. */
export const StockMasterRequest = z.object({
  itemCd: upTo(20),
  rsdQty: ksh,
  ...registeredBy,
});
export type StockMasterRequest = z.input<typeof StockMasterRequest>;

// The answers have a module of their own; the client reads requests and answers from here.
export {
  type CodeClass,
  CodeListData,
  type DeviceInfo,
  DeviceVerificationData,
  InvoiceDetailsData,
  type ItemClass,
  ItemClassListData,
  OscuEnvelope,
  OscuReceipt,
  type SavedInvoice,
} from './oscu-answers.schema.ts';
