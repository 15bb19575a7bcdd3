import type { KraFault } from './kra-faults.ts';
import type { CallHeaders, OscuAnswer, OscuCall } from './oscu-handlers.ts';

/** What KRA received, as a test reads it back: the sales, the stock reports, every call. */

/** One saveTrnsSalesOsdc call as KRA received it. */
export interface SaveLogEntry {
  at: string;
  tin: string | null;
  bhfId: string | null;
  invcNo: number | null;
  /** S a sale, R a credit note, and a credit note's reason code (class 32). */
  rcptTyCd: string | null;
  rfdRsnCd: string | null;
  /** The buyer as sent: KRA compares a credit note's with its invoice's. */
  custTin: string | null;
  custNm: string | null;
  /** Each line as sent: its item, class, unit and the figures KRA reads. */
  items: SavedLine[];
  resultCd: string;
  /** Whether this call signed and stored a new invoice: at most one per invcNo and branch. */
  stored: boolean;
  /** The fault injected into this call, if any. */
  fault: KraFault['fault'] | null;
}

export interface SavedLine {
  itemCd: string;
  itemClsCd: string;
  qtyUnitCd: string;
  qty: number;
  prc: number;
  splyAmt: number;
  dcAmt: number;
  taxblAmt: number;
}

/** One insertStockIO or saveStockMaster call as KRA received it. */
export interface StockLogEntry {
  at: string;
  call: 'insertStockIO' | 'saveStockMaster';
  tin: string | null;
  bhfId: string | null;
  /** insertStockIO's stored/released number and stock in/out type. */
  sarNo: number | null;
  sarTyCd: string | null;
  /** insertStockIO: each line's item and quantity; saveStockMaster: the item and what is left. */
  items: { itemCd: string; qty: number }[];
  /** Ghala's document, sent as insertStockIO's remark. */
  remark: string | null;
  resultCd: string;
  /** Whether KRA stored it: at most one stored insertStockIO per sarNo and branch. */
  stored: boolean;
  fault: KraFault['fault'] | null;
}

/** Every OSCU call received, in order, with what it was answered (null: no answer sent). */
export interface CallLogEntry {
  call: OscuCall;
  resultCd: string | null;
  fault: KraFault['fault'] | null;
}

/** A call as it arrived and what it was answered, before it goes into a log. */
export interface ReceivedCall {
  headers: CallHeaders;
  body: unknown;
  result: OscuAnswer;
  fault: KraFault | undefined;
}

export function saveLogEntry({ headers, body, result, fault }: ReceivedCall): SaveLogEntry {
  const sent = (body ?? {}) as Record<
    'invcNo' | 'rcptTyCd' | 'rfdRsnCd' | 'custTin' | 'custNm' | 'itemList',
    unknown
  >;
  const lines = Array.isArray(sent.itemList) ? (sent.itemList as Record<string, unknown>[]) : [];
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    at: new Date().toISOString(),
    tin: headers.tin ?? null,
    bhfId: headers.bhfId ?? null,
    invcNo: typeof sent.invcNo === 'number' ? sent.invcNo : null,
    rcptTyCd: typeof sent.rcptTyCd === 'string' ? sent.rcptTyCd : null,
    rfdRsnCd: typeof sent.rfdRsnCd === 'string' ? sent.rfdRsnCd : null,
    custTin: text(sent.custTin),
    custNm: text(sent.custNm),
    items: lines.map((line) => ({
      itemCd: String(line.itemCd),
      itemClsCd: String(line.itemClsCd),
      qtyUnitCd: String(line.qtyUnitCd),
      qty: Number(line.qty),
      prc: Number(line.prc),
      splyAmt: Number(line.splyAmt),
      dcAmt: Number(line.dcAmt ?? 0),
      taxblAmt: Number(line.taxblAmt),
    })),
    resultCd: result.resultCd,
    stored: result.stored ?? false,
    fault: fault?.fault ?? null,
  };
}

export function stockLogEntry(
  call: StockLogEntry['call'],
  { headers, body, result, fault }: ReceivedCall,
): StockLogEntry {
  const sent = (body ?? {}) as {
    sarNo?: unknown;
    sarTyCd?: unknown;
    remark?: unknown;
    itemCd?: unknown;
    rsdQty?: unknown;
    itemList?: { itemCd?: unknown; qty?: unknown }[];
  };
  return {
    at: new Date().toISOString(),
    call,
    tin: headers.tin ?? null,
    bhfId: headers.bhfId ?? null,
    sarNo: typeof sent.sarNo === 'number' ? sent.sarNo : null,
    sarTyCd: typeof sent.sarTyCd === 'string' ? sent.sarTyCd : null,
    items:
      call === 'saveStockMaster'
        ? [{ itemCd: String(sent.itemCd), qty: Number(sent.rsdQty) }]
        : (Array.isArray(sent.itemList) ? sent.itemList : []).map((line) => ({
            itemCd: String(line?.itemCd),
            qty: Number(line?.qty),
          })),
    remark: typeof sent.remark === 'string' ? sent.remark : null,
    resultCd: result.resultCd,
    stored: result.stored ?? false,
    fault: fault?.fault ?? null,
  };
}
