import type { ApiDeps } from '../app-env.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { badField, conflict, notFound } from '../http/api-error.ts';
import { mpesaCode } from '../sales/mpesa-code.repository.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import { type MpesaRequestRow, mpesaRepository } from './mpesa.repository.ts';
import type { SettleStkInput, StkRequest } from './mpesa.schema.ts';
import { STK_REQUEST_NOT_FOUND, toStkRequest } from './mpesa-stk.service.ts';

/** What an M-Pesa code looks like once written as M-Pesa writes it (SL47ABCDE9). */
const CODE_SHAPE = /^[A-Z0-9]{8,12}$/;

/** Only a push M-Pesa said was paid, with its receipt not yet come, is settled by a typed code. */
function refuseUnlessAwaited(request: NonNullable<MpesaRequestRow>): void {
  if (request.status === 'paid') {
    throw conflict(`This M-Pesa request is already paid (M-Pesa code ${request.receipt_number})`);
  }
  if (request.status !== 'waiting' || request.paid_reported_at === null) {
    throw conflict(
      'M-Pesa has not said this request was paid: check it first, or record the payment on the sale',
    );
  }
}

/**
 * POST /mpesa/stk-requests/{id}/settle (issue 52): a push Daraja's status query said was paid,
 * whose callback never brought the receipt, settled by the code on the customer's SMS. The
 * payment is recorded by the ledger's own rules for a typed M-Pesa code (one code, money once:
 * a code M-Pesa already reported, or another payment counts under, is refused there), for the
 * amount the push asked, by the member of staff who types it; the request then reads paid with
 * that code. Should the callback or the C2B confirmation come later, its receipt number is the
 * typed code, so it finds the money counted and places nothing more.
 */
export function settleAwaitedPush(deps: ApiDeps, ledger: PaymentLedger) {
  return (id: number, input: SettleStkInput, user: AuthUser): Promise<StkRequest> =>
    deps.db.transaction().execute(async (trx) => {
      const code = mpesaCode(input.receipt_number);
      if (!CODE_SHAPE.test(code)) {
        throw badField('receipt_number', 'must be the M-Pesa code from the SMS, like SL47ABCDE9');
      }
      const repo = mpesaRepository(trx);
      // The request first, then (in the ledger) the code and the sale: the order every M-Pesa
      // arrival takes them in, so a callback or confirmation landing now waits, or is seen.
      const named = await repo.findRequest(id, { lock: true });
      if (!named) throw notFound(STK_REQUEST_NOT_FOUND);
      refuseUnlessAwaited(named);
      const { paymentId } = await ledger.record(
        trx,
        () =>
          named.order_id !== null
            ? ledger.lockOrder(trx, named.order_id)
            : ledger.lockInvoice(trx, named.invoice_id!),
        {
          amount: Number(named.amount_cents),
          date: null,
          method: 'mpesa',
          reference: code,
          note: `M-Pesa request to ${named.phone}: paid per M-Pesa, receipt typed from the SMS`,
          split: false,
        },
        user,
      );
      await repo.updateRequest(id, {
        status: 'paid',
        receipt_number: code,
        payment_id: paymentId,
        updated_at: deps.clock().toISOString(),
      });
      return toStkRequest((await repo.findRequest(id))!);
    });
}

export type SettleAwaitedPush = ReturnType<typeof settleAwaitedPush>;
