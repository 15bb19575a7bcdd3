import type { ApiDeps } from '../app-env.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { toPage } from '../db/keyset.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { ListPage } from '../http/page-query.ts';
import { formatKsh, toKsh } from '../money.ts';
import { mpesaCodeRepository } from '../sales/mpesa-code.repository.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import { type MpesaReceiptRow, type MpesaRequestRow, mpesaRepository } from './mpesa.repository.ts';
import {
  type AssignInput,
  MPESA_RECEIPT_SORTS,
  type MpesaReceipt,
  type ReceiptsQuery,
  type ReturnInput,
} from './mpesa.schema.ts';
import { openPushesRepository } from './open-pushes.repository.ts';
import { type ArrivedReceipt, type PlacementTarget, receiptArrival } from './receipt-arrival.ts';

export const RECEIPT_NOT_FOUND = 'M-Pesa payment not found';

/** The document an STK push asked payment for. */
const requestTarget = (request: {
  order_id: number | null;
  invoice_id: number | null;
}): PlacementTarget =>
  request.order_id !== null ? { orderId: request.order_id } : { invoiceId: request.invoice_id! };

export const toMpesaReceipt = (row: MpesaReceiptRow): MpesaReceipt => ({
  id: row.id,
  receipt_number: row.receipt_number,
  source: row.source,
  amount: toKsh(row.amount_cents),
  unplaced: toKsh(row.unplaced_cents),
  phone: row.phone,
  payer_name: row.payer_name,
  bill_ref: row.bill_ref,
  shortcode: row.shortcode,
  unknown_shortcode: Number(row.unknown_shortcode) === 1,
  trans_time: row.trans_time,
  received_at: row.received_at,
  customer_id: row.customer_id,
  customer_name: row.customer_name,
  returned: toKsh(row.returned_cents),
  returned_at: row.returned_at,
  return_reason: row.return_reason,
  returned_by_email: row.returned_by_email,
});

/**
 * M-Pesa money in the ledger (issue 22): each transaction recorded once however often it
 * arrives, placed through the payment ledger up to each document's balance, and the rest kept
 * aside as unplaced for staff to assign.
 */
export function mpesaReceiptsService(deps: ApiDeps, ledger: PaymentLedger) {
  const { clock } = deps;
  const { place, recordArrival, c2bTarget } = receiptArrival(deps, ledger);

  /**
   * The receipt, locked, with what of it is still unplaced (a 409 when nothing is, saying what
   * could not be done). The code's lock comes first, as a report, a cashier and a reversal take
   * it: a reversal giving money back to this receipt and this change then take turns.
   */
  async function lockUnplaced(trx: Db, receiptId: number, doing: 'assign' | 'return') {
    const repo = mpesaRepository(trx);
    const named = await repo.findReceipt(receiptId);
    if (!named) throw notFound(RECEIPT_NOT_FOUND);
    await mpesaCodeRepository(trx).lock(named.receipt_number);
    const receipt = (await repo.findReceipt(receiptId, { lock: true }))!;
    const unplaced = Number(receipt.unplaced_cents);
    if (unplaced === 0) {
      throw conflict(`Nothing of M-Pesa payment ${receipt.receipt_number} is left to ${doing}`);
    }
    return { receipt, unplaced };
  }

  return {
    recordArrival,

    /**
     * A C2B confirmation's money: the receipt a push paid per M-Pesa awaits (same amount, its
     * document as the account or its phone), then matched by bill reference, then by phone,
     * else unmatched. Paid to a shortcode not the shop's, it waits unmatched, flagged.
     */
    recordC2B: (receipt: ArrivedReceipt) =>
      deps.db.transaction().execute(async (trx) => {
        if (receipt.unknownShortcode) {
          const unmatched = { target: null, mpesaRequestId: null, recordedBy: null };
          return recordArrival(trx, receipt, { ...unmatched, customerId: null });
        }
        const repo = mpesaRepository(trx);
        const awaited = await openPushesRepository(trx).awaitedRequestFor(receipt);
        if (!awaited) {
          return recordArrival(trx, receipt, {
            target: await c2bTarget(trx, receipt.billRef, receipt.phone),
            mpesaRequestId: null,
            recordedBy: null,
            customerId: null,
          });
        }
        const placed = await recordArrival(trx, receipt, {
          target: requestTarget(awaited),
          mpesaRequestId: awaited.id,
          recordedBy: awaited.requested_by,
          customerId: null,
        });
        if (placed) {
          await repo.updateRequest(awaited.id, {
            status: 'paid',
            receipt_number: receipt.receiptNumber,
            payment_id: placed.paymentId,
            updated_at: clock().toISOString(),
          });
        }
        return placed;
      }),

    /** A paid STK push's money, on the request's own document (in the callback's transaction). */
    recordStk: (trx: Db, receipt: ArrivedReceipt, request: MpesaRequestRow) =>
      recordArrival(trx, receipt, {
        target: requestTarget(request),
        mpesaRequestId: request.id,
        recordedBy: request.requested_by,
        customerId: null,
      }),

    /** How much M-Pesa money waits to be placed, and in how many receipts (the dashboard's). */
    unplacedTotals: () => mpesaRepository(deps.db).unplacedTotals(),

    /** GET /mpesa/receipts. */
    async page(query: ReceiptsQuery): Promise<ListPage<MpesaReceipt>> {
      const sort = MPESA_RECEIPT_SORTS[query.sort];
      const { rows, totalCount } = await mpesaRepository(deps.db).receiptsPage(
        { unmatched: query.unmatched ?? false, returned: query.returned ?? false },
        sort,
        query.after,
        query.limit,
      );
      // Only returned receipts are sorted by when they went back, so theirs is never null.
      const page = toPage(rows, query.limit, sort, (row) =>
        query.sort === 'returned_at_desc' ? row.returned_at! : row.received_at,
      );
      return {
        items: page.rows.map(toMpesaReceipt),
        next_cursor: page.nextCursor,
        total_count: totalCount,
      };
    },

    /**
     * POST /mpesa/receipts/{id}/assign: what is still unplaced goes to the document (up to its
     * balance) or the customer's open sales, recorded by the member of staff (audited with the
     * payments); the rest stays unmatched.
     */
    assign: (receiptId: number, input: AssignInput, user: AuthUser): Promise<MpesaReceipt> =>
      deps.db.transaction().execute(async (trx) => {
        const repo = mpesaRepository(trx);
        let target: PlacementTarget;
        if (input.order_id !== undefined) target = { orderId: input.order_id };
        else if (input.invoice_id !== undefined) target = { invoiceId: input.invoice_id };
        else {
          if (!(await repo.customerExists(input.customer_id!)))
            throw notFound('Customer not found');
          target = { customerId: input.customer_id! };
        }
        // Placed on a document whose push M-Pesa said was paid for this amount, the receipt is
        // that push's money: the request settles with it, so it no longer holds the balance
        // and its code cannot be counted again. Taken before the receipt's code, as every
        // arrival takes a request and its code.
        const seen = await repo.findReceipt(receiptId);
        const awaited =
          seen && !('customerId' in target)
            ? await openPushesRepository(trx).awaitedRequestOn(target, Number(seen.unplaced_cents))
            : undefined;
        const { receipt, unplaced } = await lockUnplaced(trx, receiptId, 'assign');
        const placed = await place(trx, target, unplaced, receipt.receipt_number, {
          recordedBy: user.id,
          actor: { id: user.id, email: user.email },
        });
        if (placed.placedCents === 0) {
          const why = placed.refusal ?? 'It cannot take money';
          if (/not found/i.test(why)) throw notFound(why);
          throw conflict(
            `${why}: the ${formatKsh(unplaced)} of M-Pesa payment ${receipt.receipt_number} stays unmatched`,
          );
        }
        await repo.updateReceipt(receiptId, {
          unplaced_cents: unplaced - placed.placedCents,
          customer_id: receipt.customer_id ?? placed.customerId,
        });
        if (awaited && Number(awaited.amount_cents) === unplaced) {
          await repo.updateRequest(awaited.id, {
            status: 'paid',
            receipt_number: receipt.receipt_number,
            payment_id: placed.paymentId,
            updated_at: clock().toISOString(),
          });
        }
        return toMpesaReceipt((await repo.findReceipt(receiptId))!);
      }),

    /**
     * POST /mpesa/receipts/{id}/return: what is still unplaced was never the shop's (a payer who
     * mistyped the till and had Safaricom reverse it, or was sent it back): marked returned to
     * the payer, with why, it leaves the unmatched list. In the audit trail.
     */
    markReturned: (receiptId: number, input: ReturnInput, user: AuthUser): Promise<MpesaReceipt> =>
      deps.db.transaction().execute(async (trx) => {
        const repo = mpesaRepository(trx);
        const { receipt, unplaced } = await lockUnplaced(trx, receiptId, 'return');
        // A reversal or an assignment since the manager looked changes what would go back.
        if (input.expected_unplaced !== undefined && input.expected_unplaced !== unplaced) {
          throw conflict(
            `M-Pesa payment ${receipt.receipt_number} changed meanwhile (now ${formatKsh(unplaced)} to place); refresh and try again`,
          );
        }
        const reason = input.reason;
        const now = clock();
        await repo.updateReceipt(receiptId, {
          unplaced_cents: 0,
          returned_cents: Number(receipt.returned_cents) + unplaced,
          returned_at: now.toISOString(),
          returned_by: user.id,
          return_reason: reason,
        });
        await recordAudit(trx, now, {
          actor: { id: user.id, email: user.email },
          action: 'mpesa.returned',
          entity: 'mpesa_receipt',
          entityId: receiptId,
          summary: `M-Pesa payment ${receipt.receipt_number}: ${formatKsh(unplaced)} returned to the payer (${reason})`,
        });
        return toMpesaReceipt((await repo.findReceipt(receiptId))!);
      }),
  };
}

export type MpesaReceiptsService = ReturnType<typeof mpesaReceiptsService>;
