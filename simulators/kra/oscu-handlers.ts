import type { z } from 'zod';
import {
  CODE_CLASSES,
  CODE_LISTS_CHANGED,
  ITEM_CLASSES,
  RESULT_MESSAGES,
  type ResultCode,
} from './kra-codes.ts';
import type { Branch, KraLedger } from './kra-ledger.ts';
import {
  InitRequest,
  InvoiceDetailsRequest,
  ItemRequest,
  LastRequestDate,
  SaleRequest,
  StockIoRequest,
  StockMasterRequest,
} from './oscu-requests.ts';
import { saleArithmeticError, stockIoArithmeticError } from './sale-checks.ts';

/**
 * The OSCU calls the simulator answers, each as KRA answers it: a result code, a message and
 * data. HTTP, faults and logging are the server's (kra-simulator.ts); this is the business.
 */

export const OSCU_CALLS = [
  'selectInitOsdcInfo',
  'selectCodeList',
  'selectItemClsList',
  'saveItem',
  'saveTrnsSalesOsdc',
  'selectInvoiceDetails',
  'insertStockIO',
  'saveStockMaster',
] as const;
export type OscuCall = (typeof OSCU_CALLS)[number];

export interface OscuAnswer {
  resultCd: ResultCode;
  resultMsg: string;
  data: unknown;
  /**
   * saveTrnsSalesOsdc: whether this call signed and stored a new invoice; insertStockIO and
   * saveStockMaster: whether it stored the report or the level.
   */
  stored?: boolean;
}

export interface CallHeaders {
  tin?: string;
  bhfId?: string;
  cmcKey?: string;
}

const answer = (resultCd: ResultCode, data: unknown = null, detail?: string): OscuAnswer => ({
  resultCd,
  resultMsg: detail ?? RESULT_MESSAGES[resultCd],
  data,
});

/** `YYYYMMDDhhmmss` in Nairobi time (UTC+3 all year: Kenya keeps no daylight saving). */
export function nairobiDateTime(instant: Date): string {
  return new Date(instant.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** `2024-04-15 15:30:39.0`, the form selectInvoiceDetails gives the signing time in. */
const readBackDateTime = (stamp: string) =>
  `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}.0`;

function isCalendarStamp(stamp: string): boolean {
  const [y, mo, d, h = 0, mi = 0, s = 0] = [0, 4, 6, 8, 10, 12]
    .filter((at) => at < stamp.length)
    .map((at) => Number(stamp.slice(at, at === 0 ? 4 : at + 2)));
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
  );
}

function parse<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { ok: true; value: z.output<T> } | { ok: false; refusal: OscuAnswer } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  return {
    ok: false,
    refusal: answer('910', null, path ? `${path}: ${issue.message}` : issue.message),
  };
}

export function handleOscuCall(
  ledger: KraLedger,
  call: OscuCall,
  headers: CallHeaders,
  body: unknown,
  now: Date,
): OscuAnswer {
  if (call === 'selectInitOsdcInfo') return initialise(ledger, body);

  if (!headers.tin || !headers.bhfId || !headers.cmcKey) return answer('900');
  const branch = ledger.branch(headers.tin, headers.bhfId);
  if (!branch || branch.device.cmcKey !== headers.cmcKey) return answer('901');

  switch (call) {
    case 'selectCodeList':
      return sinceLastRequest(body, () => ({ clsList: CODE_CLASSES }));
    case 'selectItemClsList':
      return sinceLastRequest(body, () => ({ itemClsList: ITEM_CLASSES }));
    case 'saveItem': {
      const item = parse(ItemRequest, body);
      if (!item.ok) return item.refusal;
      ledger.itemsOf(branch.device.tin).set(item.value.itemCd, item.value);
      return answer('000');
    }
    case 'saveTrnsSalesOsdc':
      return saveSale(ledger, branch, body, now);
    case 'selectInvoiceDetails': {
      const query = parse(InvoiceDetailsRequest, body);
      if (!query.ok) return query.refusal;
      const sale = branch.sales.get(query.value.invcNo);
      if (!sale) return answer('001');
      const receipt = {
        ...sale.request.receipt,
        ...sale.receipt,
        sdcDateTime: readBackDateTime(sale.receipt.sdcDateTime),
      };
      return answer('000', { salesList: [{ ...sale.request, receipt }] });
    }
    case 'insertStockIO': {
      const move = parse(StockIoRequest, body);
      if (!move.ok) return { ...move.refusal, stored: false };
      const { sarNo } = move.value;
      if (branch.stockMoves.has(sarNo)) return { ...answer('994'), stored: false };
      const wrong =
        stockIoArithmeticError(move.value) ??
        unregistered(
          ledger,
          branch,
          move.value.itemList.map((line) => line.itemCd),
        ) ??
        (sarNo !== branch.lastSarNo + 1
          ? `sarNo ${sarNo} is out of sequence: the next stored/released number of branch ${branch.device.bhfId} is ${branch.lastSarNo + 1}`
          : null) ??
        (![0, sarNo].includes(move.value.orgSarNo) && !branch.stockMoves.has(move.value.orgSarNo)
          ? `orgSarNo ${move.value.orgSarNo} is not a stock report of this branch`
          : null);
      if (wrong) return { ...answer('910', null, wrong), stored: false };
      branch.stockMoves.set(sarNo, move.value);
      branch.lastSarNo = sarNo;
      return { ...answer('000'), stored: true };
    }
    case 'saveStockMaster': {
      const level = parse(StockMasterRequest, body);
      if (!level.ok) return { ...level.refusal, stored: false };
      const wrong = unregistered(ledger, branch, [level.value.itemCd]);
      if (wrong) return { ...answer('910', null, wrong), stored: false };
      branch.stockLevels.set(level.value.itemCd, level.value.rsdQty);
      return { ...answer('000'), stored: true };
    }
  }
}

function initialise(ledger: KraLedger, body: unknown): OscuAnswer {
  const request = parse(InitRequest, body);
  if (!request.ok) return request.refusal;
  const device = request.value;
  if (!ledger.isApproved(device)) return answer('901');
  const installed = ledger.branch(device.tin, device.bhfId);
  if (installed) {
    // One device per branch: the same one again is "installed"; another is not valid.
    return answer(installed.device.dvcSrlNo === device.dvcSrlNo ? '902' : '901');
  }
  const branch = ledger.install(device);
  const { device: d } = branch;
  return answer('000', {
    info: {
      tin: d.tin,
      taxprNm: d.taxprNm,
      bsnsActv: 'Hardware retail',
      bhfId: d.bhfId,
      bhfNm: d.bhfNm,
      bhfOpenDt: '20240101',
      prvncNm: 'NAIROBI CITY',
      dstrtNm: 'WESTLANDS',
      sctrNm: 'PARKLANDS',
      locDesc: null,
      hqYn: d.bhfId === '00' ? 'Y' : 'N',
      mgrNm: null,
      mgrTelNo: null,
      mgrEmail: null,
      dvcId: d.dvcId,
      sdcId: d.sdcId,
      mrcNo: d.mrcNo,
      cmcKey: d.cmcKey,
    },
  });
}

function sinceLastRequest(body: unknown, data: () => unknown): OscuAnswer {
  const request = parse(LastRequestDate, body);
  if (!request.ok) return request.refusal;
  // Only what changed after lastReqDt: a client up to date gets "no search result".
  return request.value.lastReqDt >= CODE_LISTS_CHANGED ? answer('001') : answer('000', data());
}

function unregistered(ledger: KraLedger, branch: Branch, itemCodes: string[]): string | null {
  const items = ledger.itemsOf(branch.device.tin);
  const missing = itemCodes.find((code) => !items.has(code));
  return missing ? `itemCd ${missing} is not registered: save the item (saveItem) first` : null;
}

/** Ten minutes of clock difference between a trader's till and KRA pass. */
const CLOCK_SKEW_MS = 10 * 60_000;

function saveSale(ledger: KraLedger, branch: Branch, body: unknown, now: Date): OscuAnswer {
  const parsed = parse(SaleRequest, body);
  if (!parsed.ok) return { ...parsed.refusal, stored: false };
  const sale = parsed.value;
  const refuse = (detail: string): OscuAnswer => ({
    ...answer('910', null, detail),
    stored: false,
  });

  // An invoice number already signed answers nothing new, however the request differs.
  if (branch.sales.has(sale.invcNo)) return { ...answer('994'), stored: false };

  for (const field of ['cfmDt', 'salesDt', 'stockRlsDt', 'rfdDt'] as const) {
    const stamp = sale[field];
    if (stamp && !isCalendarStamp(stamp)) return refuse(`${field}: ${stamp} is not a date`);
  }
  const latest = nairobiDateTime(new Date(now.getTime() + CLOCK_SKEW_MS));
  if (sale.salesDt > latest.slice(0, 8)) return refuse(`salesDt ${sale.salesDt} is in the future`);
  if (sale.cfmDt > latest) return refuse(`cfmDt ${sale.cfmDt} is in the future`);

  const arithmetic = saleArithmeticError(sale);
  if (arithmetic) return refuse(arithmetic);

  if (sale.rcptTyCd === 'S' && sale.orgInvcNo !== 0)
    return refuse('orgInvcNo must be 0 on a sale (rcptTyCd S)');
  if (sale.rcptTyCd === 'R') {
    const original = branch.sales.get(sale.orgInvcNo);
    if (original?.request.rcptTyCd !== 'S')
      return refuse(`orgInvcNo ${sale.orgInvcNo} is not a sale signed by this branch`);
    if (!sale.rfdRsnCd) return refuse('rfdRsnCd: a credit note needs its reason');
  }

  const missing = unregistered(
    ledger,
    branch,
    sale.itemList.map((line) => line.itemCd),
  );
  if (missing) return refuse(missing);

  if (sale.invcNo !== branch.lastInvcNo + 1)
    return refuse(
      `invcNo ${sale.invcNo} is out of sequence: the next invoice number of branch ${branch.device.bhfId} is ${branch.lastInvcNo + 1}`,
    );

  const receipt = ledger.sign(branch, sale, nairobiDateTime(now));
  return { ...answer('000', receipt), stored: true };
}
