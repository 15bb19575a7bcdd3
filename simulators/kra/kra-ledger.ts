import { type DeviceIdentity, deviceIdentity, signInvoice } from './kra-signing.ts';
import type { SaleRequest, StockIoRequest } from './oscu-requests.ts';

/**
 * What the simulated KRA remembers, in memory: initialised devices, and per branch its signed
 * invoices, receipt counters, stock moves and stock levels; items per taxpayer.
 */

export interface KraDevice {
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
  taxprNm?: string;
  bhfNm?: string;
}

export interface SignedReceipt {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  /** `YYYYMMDDhhmmss`, Nairobi time, when the control unit signed. */
  sdcDateTime: string;
}

export interface SignedSale {
  request: SaleRequest;
  receipt: SignedReceipt;
}

export interface Branch {
  device: KraDevice & DeviceIdentity;
  sales: Map<number, SignedSale>;
  /** The last invcNo signed: invoices and credit notes share one sequence per branch. */
  lastInvcNo: number;
  /** Receipts signed by receipt type (S sale, R credit note), and in all. */
  receipts: { S: number; R: number; total: number };
  /** Stock in/out reports stored, by sarNo: consecutive from 1 per branch. */
  stockMoves: Map<number, StockIoRequest>;
  lastSarNo: number;
  /** What each item has left, as the last saveStockMaster said. */
  stockLevels: Map<string, number>;
}

const branchKey = (tin: string, bhfId: string) => `${tin.toUpperCase()}/${bhfId}`;

export class KraLedger {
  private readonly branches = new Map<string, Branch>();
  private readonly items = new Map<string, Map<string, unknown>>();

  private readonly signingKey: string;
  /** The devices KRA approved; when absent, any well-formed device may initialise. */
  private readonly approved: readonly KraDevice[] | undefined;

  constructor(signingKey: string, approved: readonly KraDevice[] | undefined) {
    this.signingKey = signingKey;
    this.approved = approved;
  }

  /** Whether KRA knows this device (approved on its portal). */
  isApproved(device: KraDevice): boolean {
    return (
      this.approved === undefined ||
      this.approved.some(
        (known) =>
          known.tin.toUpperCase() === device.tin.toUpperCase() &&
          known.bhfId === device.bhfId &&
          known.dvcSrlNo === device.dvcSrlNo,
      )
    );
  }

  branch(tin: string, bhfId: string): Branch | undefined {
    return this.branches.get(branchKey(tin, bhfId));
  }

  /** The branch's device, installed now. */
  install(device: KraDevice): Branch {
    const known = this.approved?.find(
      (each) =>
        each.tin.toUpperCase() === device.tin.toUpperCase() &&
        each.bhfId === device.bhfId &&
        each.dvcSrlNo === device.dvcSrlNo,
    );
    const branch: Branch = {
      device: {
        ...device,
        taxprNm: known?.taxprNm ?? `Taxpayer ${device.tin}`,
        bhfNm: known?.bhfNm ?? (device.bhfId === '00' ? 'Headquarter' : `Branch ${device.bhfId}`),
        ...deviceIdentity(this.signingKey, device),
      },
      sales: new Map(),
      lastInvcNo: 0,
      receipts: { S: 0, R: 0, total: 0 },
      stockMoves: new Map(),
      lastSarNo: 0,
      stockLevels: new Map(),
    };
    this.branches.set(branchKey(device.tin, device.bhfId), branch);
    return branch;
  }

  itemsOf(tin: string): Map<string, unknown> {
    const key = tin.toUpperCase();
    let items = this.items.get(key);
    if (!items) {
      items = new Map();
      this.items.set(key, items);
    }
    return items;
  }

  sign(branch: Branch, request: SaleRequest, sdcDateTime: string): SignedReceipt {
    branch.receipts[request.rcptTyCd] += 1;
    branch.receipts.total += 1;
    const receipt: SignedReceipt = {
      curRcptNo: branch.receipts[request.rcptTyCd],
      totRcptNo: branch.receipts.total,
      ...signInvoice(
        this.signingKey,
        { tin: branch.device.tin.toUpperCase(), bhfId: branch.device.bhfId },
        request,
      ),
      sdcDateTime,
    };
    branch.sales.set(request.invcNo, { request, receipt });
    branch.lastInvcNo = request.invcNo;
    return receipt;
  }

  reset(): void {
    this.branches.clear();
    this.items.clear();
  }
}
