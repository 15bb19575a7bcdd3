import type { ApiDeps } from '../app-env.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { ApiError, badField, conflict, notFound } from '../http/api-error.ts';
import type { Idempotency, IdempotentRequest } from '../idempotency/idempotency.service.ts';
import { log } from '../log.ts';
import { formatKsh, toKsh } from '../money.ts';
import { lockInvoiceSale } from '../sales/ledger-entries.ts';
import { mpesaAskableCents } from '../sales/mpesa-rounding.ts';
import { type SaleRow, saleRepository } from '../sales/sale.repository.ts';
import { INVOICE_NOT_FOUND, ORDER_NOT_FOUND } from '../sales/sales-document.ts';
import { DarajaError } from './daraja.client.ts';
import { type MpesaRequestRow, mpesaRepository } from './mpesa.repository.ts';
import { PHONE_REFUSED, type StkRequest, type StkRequestInput } from './mpesa.schema.ts';
import type { MpesaSettingsService } from './mpesa-settings.service.ts';
import { openPushesRepository } from './open-pushes.repository.ts';
import { normaliseKenyanPhone } from './phone.ts';
import { stkStatusFor } from './stk-result-codes.ts';

export const STK_REQUEST_NOT_FOUND = 'M-Pesa request not found';

/** A push left `sending` longer than this (a crash mid-call) no longer holds the balance. */
const SENDING_COUNTS_MS = 10 * 60_000;

/** Why a push is refused while others on the sale are open, and what may still be asked. */
export function openPushesRefusal(
  number: string,
  balanceCents: number,
  open: { cents: number; requests: number },
): string {
  const left = Math.max(0, balanceCents - open.cents);
  const pushes = open.requests === 1 ? 'an M-Pesa request' : `${open.requests} M-Pesa requests`;
  const rest =
    left >= 100
      ? `at most ${formatKsh(mpesaAskableCents(left))} more can be asked now`
      : 'nothing more can be asked until it ends';
  return `${number} has ${pushes} still open for ${formatKsh(open.cents)} of its ${formatKsh(balanceCents)} balance: ${rest} (check the open request from its payment dialog)`;
}

export const toStkRequest = (row: NonNullable<MpesaRequestRow>): StkRequest => ({
  id: row.id,
  order_id: row.order_id,
  invoice_id: row.invoice_id,
  document_number: row.document_number,
  phone: row.phone,
  amount: toKsh(row.amount_cents),
  account_reference: row.account_reference,
  status:
    row.status === 'waiting' && row.paid_reported_at !== null ? 'awaiting_receipt' : row.status,
  result_code: row.result_code,
  result_desc: row.result_desc,
  receipt_number: row.receipt_number,
  payment_id: row.payment_id,
  paid_reported_at: row.paid_reported_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The document's sale and its number as people know it, or the refusal. */
async function saleOf(trx: Db, input: StkRequestInput): Promise<{ sale: SaleRow; number: string }> {
  let sale: SaleRow | undefined;
  let number: string | undefined;
  if (input.order_id !== undefined) {
    sale = await saleRepository(trx).lockOrderSale(input.order_id);
    if (!sale) throw notFound(ORDER_NOT_FOUND);
    number = (
      await trx
        .selectFrom('orders')
        .select('order_number')
        .where('id', '=', input.order_id)
        .executeTakeFirstOrThrow()
    ).order_number;
  } else {
    sale = await lockInvoiceSale(trx, input.invoice_id!);
    if (!sale) throw notFound(INVOICE_NOT_FOUND);
    number = (
      await trx
        .selectFrom('invoices')
        .select('invoice_number')
        .where('id', '=', input.invoice_id!)
        .executeTakeFirstOrThrow()
    ).invoice_number;
  }
  return { sale, number };
}

/**
 * STK pushes (issue 22): "Request M-Pesa payment" from an order or an invoice. The request is
 * committed before Daraja is asked, so the callback (which may come within a second) always
 * finds it; Daraja is never called inside a database transaction.
 */
export function mpesaStkService(
  deps: ApiDeps,
  settings: MpesaSettingsService,
  idempotent: Idempotency,
) {
  const { clock } = deps;

  async function current(id: number): Promise<StkRequest> {
    const row = await mpesaRepository(deps.db).findRequest(id);
    if (!row) throw notFound(STK_REQUEST_NOT_FOUND);
    return toStkRequest(row);
  }

  /** A request that failed at Daraja answers 502 with Daraja's words, also when replayed. */
  const failedAtDaraja = (request: StkRequest) =>
    new ApiError(502, request.result_desc ?? 'M-Pesa (Daraja) refused the request');

  return {
    find: current,

    /** GET /mpesa/stk-requests/awaiting-receipt. */
    awaitingReceipt: async (): Promise<StkRequest[]> =>
      (await mpesaRepository(deps.db).requestsAwaitingReceipt()).map(toStkRequest),

    /** POST /mpesa/stk-requests. */
    async create(
      input: StkRequestInput,
      idempotencyRequest: IdempotentRequest,
      user: AuthUser,
    ): Promise<StkRequest> {
      const phone = normaliseKenyanPhone(input.phone);
      if (!phone) throw badField('phone', PHONE_REFUSED);
      const mpesa = await settings.active();
      const answer = await idempotent.run(idempotencyRequest, async (trx) => {
        const { sale, number } = await saleOf(trx, input);
        if (sale.voided) throw conflict(`${number} is void or cancelled: nothing is paid on it`);
        const balance = sale.total_cents - sale.paid_cents;
        if (balance <= 0) throw conflict(`${number} is paid in full`);
        if (input.amount > balance) {
          throw badField('amount', `must not be more than the balance of ${formatKsh(balance)}`);
        }
        // Pushes still open on the sale may all be paid: together they never ask for more than
        // the balance. The sale's lock (held above) makes two pushes at once take turns.
        const now = clock().toISOString();
        const open = await openPushesRepository(trx).openPushCents(
          sale,
          new Date(clock().getTime() - SENDING_COUNTS_MS).toISOString(),
        );
        if (open.requests > 0 && input.amount > balance - open.cents) {
          throw conflict(openPushesRefusal(number, balance, open));
        }
        const id = await mpesaRepository(trx).insertRequest({
          order_id: input.order_id ?? null,
          invoice_id: input.invoice_id ?? null,
          phone,
          amount_cents: input.amount,
          account_reference: number.slice(0, 12),
          status: 'sending',
          requested_by: user.id,
          created_at: now,
          updated_at: now,
        });
        return { status: 201 as const, body: { id } };
      });
      const id = answer.body.id;
      if (answer.replayed) {
        const row = await mpesaRepository(deps.db).findRequest(id);
        if (!row) throw notFound(STK_REQUEST_NOT_FOUND);
        // Refused by Daraja before a push went out: the retry hears the same 502.
        if (row.status === 'failed' && row.checkout_request_id === null) {
          throw failedAtDaraja(toStkRequest(row));
        }
        return toStkRequest(row);
      }
      const request = await current(id);
      const repo = mpesaRepository(deps.db);
      try {
        const pushed = await mpesa.daraja.stkPush({
          businessShortCode: mpesa.stkShortCode,
          passkey: mpesa.passkey,
          transactionType:
            mpesa.type === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
          amount: toKsh(input.amount),
          phone,
          partyB: mpesa.number,
          callbackUrl: mpesa.stkCallbackUrl,
          accountReference: request.account_reference,
          transactionDesc: request.account_reference,
        });
        await repo.updateRequest(id, {
          status: 'waiting',
          merchant_request_id: pushed.MerchantRequestID,
          checkout_request_id: pushed.CheckoutRequestID,
          result_desc: pushed.CustomerMessage ?? pushed.ResponseDescription ?? null,
          updated_at: clock().toISOString(),
        });
      } catch (error) {
        const message =
          error instanceof DarajaError
            ? error.message
            : 'M-Pesa (Daraja) could not be asked: the request was not sent';
        if (!(error instanceof DarajaError)) log.error({ err: error }, 'STK push failed');
        else log.warn({ call: error.call, code: error.errorCode, request_id: id }, error.message);
        await repo.updateRequest(id, {
          status: 'failed',
          result_code: error instanceof DarajaError ? error.errorCode : null,
          result_desc: message,
          updated_at: clock().toISOString(),
        });
        throw new ApiError(502, message);
      }
      return current(id);
    },

    /**
     * POST /mpesa/stk-requests/{id}/query: asks Daraja how a push ended, for a request whose
     * callback has not come. A success without the callback becomes "paid per M-Pesa, receipt
     * awaited" (awaiting_receipt): the money comes with the callback, the C2B confirmation or
     * the code typed from the customer's SMS (settle-awaited-push.ts), each carrying the
     * receipt number that makes it money once.
     */
    async query(id: number): Promise<StkRequest> {
      const request = await mpesaRepository(deps.db).findRequest(id);
      if (!request) throw notFound(STK_REQUEST_NOT_FOUND);
      if (request.status !== 'waiting' || !request.checkout_request_id)
        return toStkRequest(request);
      const mpesa = await settings.active();
      let resultCode: number;
      let resultDesc: string | null;
      try {
        const answer = await mpesa.daraja.stkQuery({
          businessShortCode: mpesa.stkShortCode,
          passkey: mpesa.passkey,
          checkoutRequestId: request.checkout_request_id,
        });
        resultCode = Number(answer.ResultCode);
        resultDesc = answer.ResultDesc ?? null;
      } catch (error) {
        if (error instanceof DarajaError && error.kind === 'processing')
          return toStkRequest(request);
        if (error instanceof DarajaError) throw new ApiError(502, error.message);
        throw error;
      }
      if (!Number.isInteger(resultCode)) return current(id);
      await deps.db.transaction().execute(async (trx) => {
        const repo = mpesaRepository(trx);
        const now = await repo.findRequest(id, { lock: true });
        // The callback may have landed meanwhile: it wins.
        if (now?.status !== 'waiting') return;
        if (resultCode === 0) {
          // Paid per M-Pesa, but only the callback (or the C2B confirmation, or the code the
          // customer's SMS shows) names the receipt: nothing is in the books yet, and the push
          // still holds its part of the balance.
          if (now.paid_reported_at !== null) return;
          await repo.updateRequest(id, {
            paid_reported_at: clock().toISOString(),
            result_code: '0',
            result_desc: resultDesc,
            updated_at: clock().toISOString(),
          });
          return;
        }
        await repo.updateRequest(id, {
          status: stkStatusFor(resultCode),
          result_code: String(resultCode),
          result_desc: resultDesc,
          updated_at: clock().toISOString(),
        });
      });
      return current(id);
    },
  };
}

export type MpesaStkService = ReturnType<typeof mpesaStkService>;
