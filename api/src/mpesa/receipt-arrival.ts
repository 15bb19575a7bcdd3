import type { ApiDeps } from '../app-env.ts';
import type { Actor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { mpesaCodeRepository } from '../sales/mpesa-code.repository.ts';
import { MPESA_RECORDER } from '../sales/payment.repository.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import { mpesaRepository } from './mpesa.repository.ts';
import { normaliseKenyanPhone } from './phone.ts';

/** Who the audit trail names for money M-Pesa brought by itself. */
export const MPESA_ACTOR: Actor & { id: null } = { id: null, email: MPESA_RECORDER };

/** Where a receipt's money goes: a document, or a customer's open sales oldest first. */
export type PlacementTarget = { orderId: number } | { invoiceId: number } | { customerId: number };

export interface PlacedMoney {
  placedCents: number;
  /** The first payment made, for an STK request to point at. */
  paymentId: number | null;
  customerId: number | null;
  /** Why nothing (or not all) was taken, when the target took nothing. */
  refusal: string | null;
}

/** A transaction as a callback reported it, checked and in cents. */
export interface ArrivedReceipt {
  receiptNumber: string;
  source: 'stk' | 'c2b';
  amountCents: number;
  phone: string | null;
  payerName: string | null;
  billRef: string | null;
  transTime: string | null;
  shortcode: string | null;
  /** Paid to a shortcode that is not the shop's: kept unmatched, flagged (issue 52). */
  unknownShortcode?: boolean;
  raw: string;
}

/**
 * Money M-Pesa reports (issue 22): each transaction recorded once however often it arrives,
 * placed through the payment ledger up to each document's balance, the rest kept aside as
 * unplaced for staff to assign (mpesa-receipts.service.ts).
 */
export function receiptArrival(deps: ApiDeps, ledger: PaymentLedger) {
  const { clock } = deps;

  /** Places up to `amountCents` on the target, in the caller's transaction. */
  async function place(
    trx: Db,
    target: PlacementTarget,
    amountCents: number,
    reference: string,
    recorder: { recordedBy: number | null; actor: Actor },
  ): Promise<PlacedMoney> {
    const money = { method: 'mpesa' as const, reference };
    if (!('customerId' in target)) {
      const placement = await ledger.placeUpToBalance(
        trx,
        target,
        { ...money, amountCents },
        recorder,
      );
      return placement;
    }
    let left = amountCents;
    let paymentId: number | null = null;
    for (const sale of await mpesaRepository(trx).openSales(target.customerId)) {
      if (left === 0) break;
      const placement = await ledger.placeUpToBalance(
        trx,
        sale.order_id !== null ? { orderId: sale.order_id } : { invoiceId: sale.invoice_id! },
        { ...money, amountCents: left },
        recorder,
      );
      left -= placement.placedCents;
      paymentId ??= placement.paymentId;
    }
    return {
      placedCents: amountCents - left,
      paymentId,
      customerId: target.customerId,
      refusal: left === amountCents ? 'The customer owes nothing' : null,
    };
  }

  /**
   * Records a transaction that arrived and places its money, in the caller's transaction.
   * Answers null when its receipt number was recorded before (a retry, or the same money by
   * both STK and C2B): nothing changes then.
   */
  async function recordArrival(
    trx: Db,
    receipt: ArrivedReceipt,
    placing: {
      target: PlacementTarget | null;
      mpesaRequestId: number | null;
      recordedBy: number | null;
      customerId: number | null;
    },
  ): Promise<(PlacedMoney & { receiptId: number }) | null> {
    const repo = mpesaRepository(trx);
    const now = clock().toISOString();
    // Taken before anything is read: a cashier typing this code meanwhile waits, or is seen.
    await mpesaCodeRepository(trx).lock(receipt.receiptNumber);
    // Inserted first: the unique receipt number decides which arrival records the money.
    const receiptId = await repo.insertReceipt({
      receipt_number: receipt.receiptNumber,
      source: receipt.source,
      amount_cents: receipt.amountCents,
      phone: receipt.phone,
      payer_name: receipt.payerName,
      bill_ref: receipt.billRef,
      trans_time: receipt.transTime,
      shortcode: receipt.shortcode,
      unknown_shortcode: receipt.unknownShortcode ? 1 : 0,
      mpesa_request_id: placing.mpesaRequestId,
      customer_id: placing.customerId,
      unplaced_cents: receipt.amountCents,
      received_at: now,
      raw: receipt.raw,
    });
    if (receiptId === null) return null;
    // A cashier may have typed this code already: that much of the money is in the books.
    const counted = Math.min(
      await mpesaCodeRepository(trx).counted(receipt.receiptNumber),
      receipt.amountCents,
    );
    const left = receipt.amountCents - counted;
    const placed =
      placing.target && left > 0
        ? await place(trx, placing.target, left, receipt.receiptNumber, {
            recordedBy: placing.recordedBy,
            actor: MPESA_ACTOR,
          })
        : {
            placedCents: 0,
            paymentId: null,
            customerId: null,
            refusal: left === 0 ? 'Recorded by hand already' : 'No match',
          };
    await repo.updateReceipt(receiptId, {
      unplaced_cents: left - placed.placedCents,
      customer_id: placing.customerId ?? placed.customerId,
    });
    return { ...placed, receiptId };
  }

  /**
   * Where a C2B payment goes: the document its bill reference names; else the customer whose
   * phone it names (payers often type their own number as the account); else the customer whose
   * phone paid, when Daraja sends the number in the clear (many shortcodes now get it hashed).
   */
  async function c2bTarget(
    trx: Db,
    billRef: string | null,
    phone: string | null,
  ): Promise<PlacementTarget | null> {
    const repo = mpesaRepository(trx);
    const document = billRef ? await repo.documentByNumber(billRef) : null;
    if (document) return document;
    const named = billRef ? normaliseKenyanPhone(billRef) : null;
    for (const number of [named, phone]) {
      if (!number || !/^254\d{9}$/.test(number)) continue;
      const customerId = await repo.customerByPhone(number);
      if (customerId !== null) return { customerId };
    }
    return null;
  }

  return { place, recordArrival, c2bTarget };
}
