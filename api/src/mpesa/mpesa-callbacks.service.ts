import type { ApiDeps } from '../app-env.ts';
import { companyRepository } from '../company/company.repository.ts';
import { log } from '../log.ts';
import {
  C2BBody,
  darajaTimeToIso,
  payerName,
  payerPhone,
  StkCallbackBody,
  stkPaidMetadata,
} from './callback-bodies.ts';
import { type MpesaSettingsRow, mpesaRepository } from './mpesa.repository.ts';
import type { MpesaReceiptsService } from './mpesa-receipts.service.ts';
import { stkStatusFor } from './stk-result-codes.ts';

/** What every callback answers Daraja once it has what it needs (or knows it is not genuine). */
export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

/** Daraja's C2B validation refusal for a payment to a shortcode that is not this shop's. */
export const WRONG_SHORTCODE = { ResultCode: 'C2B00015', ResultDesc: 'Rejected' } as const;

/** A body bigger than any real callback is not read further. */
const MAX_CALLBACK_CHARS = 64 * 1024;

/** The callback's JSON, or undefined (logged) when it is not JSON at all. */
function parseJson(text: string, kind: string): unknown {
  if (text.length > MAX_CALLBACK_CHARS) {
    log.warn({ kind, chars: text.length }, 'M-Pesa callback ignored: body too large');
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    log.warn({ kind }, 'M-Pesa callback ignored: body is not JSON');
    return undefined;
  }
}

/** The shortcodes money to this shop arrives on: the till or paybill, and STK's own code. */
async function shopShortcodes(deps: ApiDeps, settings: MpesaSettingsRow): Promise<Set<string>> {
  const shop = await companyRepository(deps.db).find();
  return new Set(
    [shop?.mpesa_number, settings.stk_shortcode].filter((code): code is string => Boolean(code)),
  );
}

/**
 * Daraja's calls into Ghala (issue 22): public, found by the shop's unguessable token, idempotent
 * (each receipt number recorded once), and never failing on what is sent: a body that is not a
 * genuine callback is logged and answered as accepted with nothing changed, so Daraja stops
 * sending it. Tokens and secrets are never logged.
 */
export function mpesaCallbacksService(deps: ApiDeps, receipts: MpesaReceiptsService) {
  /**
   * A customer can answer the prompt before Ghala has stored Daraja's answer to the push (the
   * CheckoutRequestID): while a push of ours is still `sending`, an unknown CheckoutRequestID
   * may be its own, so the callback waits for it, at most as long as Ghala waits for Daraja.
   */
  async function untilPushIsStored(checkoutRequestId: string): Promise<void> {
    const repo = mpesaRepository(deps.db);
    const waitMs = deps.config.mpesa.timeoutMs + 1_000;
    const giveUpAt = Date.now() + waitMs;
    // A push left `sending` by a crash long ago is no reason to wait.
    const since = new Date(deps.clock().getTime() - 2 * waitMs).toISOString();
    while (
      !(await repo.requestByCheckout(checkoutRequestId)) &&
      (await repo.anyPushSending(since)) &&
      Date.now() < giveUpAt
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    /** The settings of the shop whose token this is, or undefined (the route answers 404). */
    settingsFor: (token: string) =>
      /^[0-9a-f]{64}$/.test(token)
        ? mpesaRepository(deps.db).settingsByToken(token)
        : Promise.resolve(undefined),

    /** POST /callbacks/{token}/stk-result. */
    async stkResult(text: string): Promise<typeof ACCEPTED> {
      const parsed = StkCallbackBody.safeParse(parseJson(text, 'stk-result'));
      if (!parsed.success) {
        log.warn({ kind: 'stk-result' }, 'M-Pesa callback ignored: not an STK result');
        return ACCEPTED;
      }
      const callback = parsed.data.Body.stkCallback;
      await untilPushIsStored(callback.CheckoutRequestID);
      await deps.db.transaction().execute(async (trx) => {
        const repo = mpesaRepository(trx);
        const request = await repo.requestByCheckout(callback.CheckoutRequestID);
        if (!request) {
          log.warn(
            { kind: 'stk-result', checkout_request_id: callback.CheckoutRequestID },
            'M-Pesa callback ignored: no STK push has this CheckoutRequestID',
          );
          return;
        }
        const now = deps.clock().toISOString();
        if (callback.ResultCode !== 0) {
          // A push already paid stays paid; a failure reported twice changes nothing.
          if (request.status === 'waiting' || request.status === 'sending') {
            await repo.updateRequest(request.id, {
              status: stkStatusFor(callback.ResultCode),
              result_code: String(callback.ResultCode),
              result_desc: callback.ResultDesc ?? null,
              updated_at: now,
            });
          }
          return;
        }
        const paid = stkPaidMetadata(callback.CallbackMetadata?.Item ?? []);
        if (!paid || paid.amountCents !== Number(request.amount_cents)) {
          log.warn(
            { kind: 'stk-result', request_id: request.id },
            'M-Pesa callback ignored: a paid result without a receipt or with another amount',
          );
          return;
        }
        if (request.status === 'paid' && request.receipt_number === paid.receiptNumber) return;
        const placed = await receipts.recordStk(
          trx,
          {
            receiptNumber: paid.receiptNumber,
            source: 'stk',
            amountCents: paid.amountCents,
            phone: paid.phone ? payerPhone(paid.phone) : request.phone,
            payerName: null,
            billRef: request.account_reference,
            transTime: darajaTimeToIso(paid.transactionDate),
            shortcode: null,
            raw: text,
          },
          request,
        );
        // Settled already by another receipt (a typed code, a C2B confirmation): this money is
        // recorded on its own above, never dropped, and the request keeps the receipt it has.
        if (request.status === 'paid') return;
        // Also when the receipt came first by C2B: the request is paid either way.
        await repo.updateRequest(request.id, {
          status: 'paid',
          result_code: '0',
          result_desc: callback.ResultDesc ?? null,
          receipt_number: paid.receiptNumber,
          payment_id: placed?.paymentId ?? null,
          updated_at: now,
        });
      });
      return ACCEPTED;
    },

    /** POST /callbacks/{token}/c2b-validation: a payment to another shortcode is refused. */
    async c2bValidation(
      settings: MpesaSettingsRow,
      text: string,
    ): Promise<typeof ACCEPTED | typeof WRONG_SHORTCODE> {
      const parsed = C2BBody.safeParse(parseJson(text, 'c2b-validation'));
      if (!parsed.success) return ACCEPTED;
      const codes = await shopShortcodes(deps, settings);
      if (!codes.has(parsed.data.BusinessShortCode)) {
        log.warn(
          { kind: 'c2b-validation' },
          "M-Pesa validation refused: not this shop's shortcode",
        );
        return WRONG_SHORTCODE;
      }
      // Any account reference is accepted: one Ghala cannot match waits in the unmatched list.
      return ACCEPTED;
    },

    /** POST /callbacks/{token}/c2b-confirmation: the money, recorded once. */
    async c2bConfirmation(settings: MpesaSettingsRow, text: string): Promise<typeof ACCEPTED> {
      const parsed = C2BBody.safeParse(parseJson(text, 'c2b-confirmation'));
      if (!parsed.success) {
        log.warn({ kind: 'c2b-confirmation' }, 'M-Pesa callback ignored: not a C2B confirmation');
        return ACCEPTED;
      }
      const body = parsed.data;
      const codes = await shopShortcodes(deps, settings);
      // Safaricom does not send it again: money to a shortcode the shop does not (or no longer)
      // know waits in Unmatched, flagged, for staff to place or mark returned.
      const unknownShortcode = !codes.has(body.BusinessShortCode);
      if (unknownShortcode) {
        log.warn(
          { kind: 'c2b-confirmation', trans_id: body.TransID },
          "M-Pesa confirmation for a shortcode that is not this shop's: kept unmatched",
        );
      }
      const recorded = await receipts.recordC2B({
        receiptNumber: body.TransID,
        source: 'c2b',
        amountCents: body.TransAmount,
        phone: payerPhone(body.MSISDN),
        payerName: payerName(body),
        billRef: body.BillRefNumber || null,
        transTime: darajaTimeToIso(body.TransTime),
        shortcode: body.BusinessShortCode,
        unknownShortcode,
        raw: text,
      });
      if (recorded === null) {
        log.info(
          { kind: 'c2b-confirmation', trans_id: body.TransID },
          'M-Pesa receipt already recorded',
        );
      }
      return ACCEPTED;
    },
  };
}

export type MpesaCallbacksService = ReturnType<typeof mpesaCallbacksService>;
