import type { z } from 'zod';
import { describeIssues } from '../http/validation.ts';
import { toCents } from '../money.ts';
import {
  type CodeClass,
  CodeListData,
  type DeviceInfo,
  DeviceVerificationData,
  DeviceVerificationRequest,
  InvoiceDetailsData,
  type ItemClass,
  ItemClassListData,
  ItemSaveRequest,
  OscuEnvelope,
  OscuReceipt,
  SaleRequest,
  type SavedInvoice,
  StockIoRequest,
  StockMasterRequest,
} from './oscu.schema.ts';
import { OscuError, resultError } from './oscu-error.ts';

/**
 * Ghala's client of KRA's eTIMS OSCU API: one branch's device, one call per method, every
 * failure an `OscuError` that says whether to retry (oscu-error.ts). It keeps nothing: the
 * caller stores the cmcKey `initialiseDevice` answers and passes it back in the config.
 */

export const OSCU_BASE_URLS = {
  production: 'https://etims-api.kra.go.ke/etims-api/',
  sandbox: 'https://etims-api-sbx.kra.go.ke/etims-api/',
} as const;

export interface OscuClientConfig {
  /** KRA's base address (OSCU_BASE_URLS) or the simulator's. */
  baseUrl: string;
  /** The trader's KRA PIN. */
  tin: string;
  /** The branch: 00 is the head office. */
  bhfId: string;
  deviceSerial: string;
  /** How long to wait for one answer. */
  timeoutMs: number;
  /** The key `initialiseDevice` answered once; every call but initialisation sends it. */
  cmcKey?: string;
  /** How many times `signSale` may send one invoice within one call: 2 unless said. */
  saveAttempts?: number;
}

/** A signed invoice: KRA's receipt, and whether it came from the save or from reading back. */
export interface SignedSale {
  invcNo: number;
  /** Null when KRA took it (994 to a resend) and offers no read-back of its receipt. */
  receipt: OscuReceipt | null;
  via: 'saved' | 'read-back' | 'duplicate';
}

/** Any `lastReqDt` before KRA's first code: the whole list. */
const FROM_THE_START = '20180101000000';

export function createOscuClient(config: OscuClientConfig) {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  const tin = config.tin.trim().toUpperCase();

  async function post(call: string, body: unknown, withKey = true): Promise<OscuEnvelope> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (withKey) {
      if (!config.cmcKey)
        throw new Error(`${call} needs the device's cmcKey: initialise the device first`);
      Object.assign(headers, { tin, bhfId: config.bhfId, cmcKey: config.cmcKey });
    }
    let json: unknown;
    try {
      const response = await fetch(new URL(call, base), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        const retryable = response.status >= 500 || [408, 429].includes(response.status);
        throw new OscuError(
          retryable ? 'retryable' : 'refused',
          call,
          `KRA answered ${call} with HTTP ${response.status}`,
          { transport: 'http-status' },
        );
      }
      json = await response.json();
    } catch (error) {
      if (error instanceof OscuError) throw error;
      throw transportError(call, error, config.timeoutMs);
    }
    const envelope = OscuEnvelope.safeParse(json);
    if (!envelope.success) {
      throw new OscuError('retryable', call, `KRA's answer to ${call} is not an OSCU answer`, {
        transport: 'bad-answer',
      });
    }
    return envelope.data;
  }

  /** The call's data when KRA says 000; null for a lookup's 001 ("no search result"). */
  async function call<T extends z.ZodType>(
    name: string,
    body: unknown,
    data: T,
    options: { withKey?: boolean; noDataIsNull?: boolean } = {},
  ): Promise<z.output<T> | null> {
    const answer = await post(name, body, options.withKey);
    if (answer.resultCd === '001' && options.noDataIsNull) return null;
    if (answer.resultCd !== '000') throw resultError(name, answer.resultCd, answer.resultMsg);
    const parsed = data.safeParse(answer.data);
    if (!parsed.success) {
      throw new OscuError(
        'retryable',
        name,
        `KRA's answer to ${name} is missing what Ghala needs: ${describeIssues(parsed.error.issues)}`,
        { resultCd: answer.resultCd, transport: 'bad-answer' },
      );
    }
    return parsed.data;
  }

  /** Ghala's own request, checked before it goes: a bad one is refused here, not by KRA. */
  function checked<T extends z.ZodType>(name: string, schema: T, request: unknown): z.output<T> {
    const parsed = schema.safeParse(request);
    if (parsed.success) return parsed.data;
    throw new OscuError(
      'refused',
      name,
      `Ghala did not send ${name}: ${describeIssues(parsed.error.issues)}`,
    );
  }

  const client = {
    /**
     * Installs this branch's device (selectInitOsdcInfo): KRA answers the cmcKey every later
     * call sends, and the control unit's id (sdcId) printed on invoices. Once per device: KRA
     * answers 902 ("This device is installed") to a second try, so keep what this returns.
     */
    async initialiseDevice(): Promise<DeviceInfo> {
      const name = 'selectInitOsdcInfo';
      const request = checked(name, DeviceVerificationRequest, {
        tin,
        bhfId: config.bhfId,
        dvcSrlNo: config.deviceSerial,
      });
      const data = await call(name, request, DeviceVerificationData, { withKey: false });
      return data!.info;
    },

    /** KRA's code lists changed since `lastReqDt` (all of them by default); [] when none. */
    async selectCodeList(lastReqDt = FROM_THE_START): Promise<CodeClass[]> {
      const data = await call('selectCodeList', { lastReqDt }, CodeListData, {
        noDataIsNull: true,
      });
      return data?.clsList ?? [];
    },

    /** KRA's item classifications changed since `lastReqDt`; [] when none. */
    async selectItemClsList(lastReqDt = FROM_THE_START): Promise<ItemClass[]> {
      const data = await call('selectItemClsList', { lastReqDt }, ItemClassListData, {
        noDataIsNull: true,
      });
      return data?.itemClsList ?? [];
    },

    /** Registers (or updates) an item; KRA refuses sales of items it does not know. */
    async saveItem(item: ItemSaveRequest): Promise<void> {
      const request = checked('saveItem', ItemSaveRequest, item);
      await post('saveItem', request).then(expectOk('saveItem'));
    },

    /**
     * One saveTrnsSalesOsdc: KRA signs the invoice and answers its receipt. On its own this
     * can sign nothing twice only because KRA answers 994 to a number it holds; `signSale`
     * is the call to use.
     */
    async saveSale(sale: SaleRequest): Promise<OscuReceipt> {
      const request = checked('saveTrnsSalesOsdc', SaleRequest, sale);
      return (await call('saveTrnsSalesOsdc', request, OscuReceipt))!;
    },

    /** The invoice KRA holds under `invcNo` for this branch, or null when it holds none. */
    async selectInvoiceDetails(invcNo: number): Promise<SavedInvoice | null> {
      const data = await call('selectInvoiceDetails', { invcNo }, InvoiceDetailsData, {
        noDataIsNull: true,
      });
      return data?.salesList.find((sale) => sale.invcNo === invcNo) ?? null;
    },

    /** Reports goods in or out; a sale's after the sale is signed. */
    async insertStockIO(move: StockIoRequest): Promise<void> {
      const request = checked('insertStockIO', StockIoRequest, move);
      await post('insertStockIO', request).then(expectOk('insertStockIO'));
    },

    /** Says how much of an item the branch has left. */
    async saveStockMaster(level: StockMasterRequest): Promise<void> {
      const request = checked('saveStockMaster', StockMasterRequest, level);
      await post('saveStockMaster', request).then(expectOk('saveStockMaster'));
    },

    /**
     * Signs an invoice or credit note so that it is never signed twice:
     * - KRA's answer is the receipt;
     * - 994 (KRA holds the number already: an earlier attempt got through) reads the invoice
     *   back and answers its receipt, if it is this invoice;
     * - when no answer came (a timeout, a dropped connection, a 5xx) the request may or may not
     *   have been saved, so it asks KRA (selectInvoiceDetails) before sending again, and sends
     *   again only when KRA holds nothing under the number, `saveAttempts` times at most.
     * Anything else is thrown: a refusal with KRA's message, or a retryable error when KRA
     * cannot be reached (then call again later: the same steps keep it signed once).
     */
    async signSale(sale: SaleRequest, options: { sentBefore?: boolean } = {}): Promise<SignedSale> {
      const attempts = config.saveAttempts ?? 2;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return { invcNo: sale.invcNo, receipt: await client.saveSale(sale), via: 'saved' };
        } catch (error) {
          if (!(error instanceof OscuError) || error.kind === 'refused') throw error;
          const saved = await readBack(sale.invcNo);
          if (saved)
            return { invcNo: sale.invcNo, receipt: sameInvoice(sale, saved), via: 'read-back' };
          if (error.kind === 'duplicate') {
            // No read-back offered: the number was sent before by this sender only (numbers are
            // Ghala's, one sender a branch), so KRA holds this invoice: signed, receipt unread.
            if (saved === undefined && (options.sentBefore || attempt > 1))
              return { invcNo: sale.invcNo, receipt: null, via: 'duplicate' };
            throw new OscuError(
              'duplicate',
              'saveTrnsSalesOsdc',
              `KRA says invoice number ${sale.invcNo} is taken but shows no invoice under it`,
              { resultCd: error.resultCd },
            );
          }
          if (attempt >= attempts) throw error;
        }
      }
    },
  };
  /**
   * The invoice KRA holds under the number; undefined when KRA refuses the read-back itself:
   * `selectInvoiceDetails` is Odoo 19's, not in paybill's pages of the specification.
   */
  async function readBack(invcNo: number): Promise<SavedInvoice | null | undefined> {
    try {
      return await client.selectInvoiceDetails(invcNo);
    } catch (error) {
      if (error instanceof OscuError && error.kind === 'refused') return undefined;
      throw error;
    }
  }
  return client;
}

export type OscuClient = ReturnType<typeof createOscuClient>;

const expectOk = (name: string) => (answer: OscuEnvelope) => {
  if (answer.resultCd !== '000') throw resultError(name, answer.resultCd, answer.resultMsg);
};

/** The receipt KRA holds, when what it holds under the number is this invoice. */
function sameInvoice(sale: SaleRequest, saved: SavedInvoice): OscuReceipt {
  const same =
    String(saved.trdInvcNo ?? sale.trdInvcNo) === sale.trdInvcNo &&
    toCents(saved.totAmt) === toCents(sale.totAmt);
  if (!same) {
    throw new OscuError(
      'duplicate',
      'saveTrnsSalesOsdc',
      `KRA holds invoice number ${sale.invcNo} for another document (${saved.trdInvcNo ?? 'no number'}, KSh ${saved.totAmt.toFixed(2)})`,
      { resultCd: '994' },
    );
  }
  return saved.receipt;
}

function transportError(call: string, error: unknown, timeoutMs: number): OscuError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new OscuError('retryable', call, `KRA did not answer ${call} within ${timeoutMs} ms`, {
      transport: 'timeout',
      cause: error,
    });
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return new OscuError('retryable', call, `KRA could not be reached for ${call} (${detail})`, {
    transport: 'network',
    cause: error,
  });
}
