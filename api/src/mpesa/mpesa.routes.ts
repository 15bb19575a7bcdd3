import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import { idempotentRequest } from '../idempotency/idempotency.service.ts';
import {
  assignBody,
  CallbackTokenRotated,
  MpesaReceipt,
  MpesaReceiptsPage,
  MpesaSettings,
  mpesaSettingsBody,
  receiptsQuery,
  returnBody,
  StkRequest,
  settleStkBody,
  stkRequestBody,
} from './mpesa.schema.ts';
import type { CallbackTokenRotation } from './mpesa-callback-token.service.ts';
import type { MpesaReceiptsService } from './mpesa-receipts.service.ts';
import type { MpesaSettingsService } from './mpesa-settings.service.ts';
import type { MpesaStkService } from './mpesa-stk.service.ts';
import type { SettleAwaitedPush } from './settle-awaited-push.ts';

const route = signedInRoutes('M-Pesa');

/**
 * /api/v1/mpesa (issue 22): the shop's Daraja settings (owners and managers), STK pushes from
 * an order or an invoice, and the M-Pesa payments no document took (any signed-in staff).
 * Daraja's own calls into Ghala are in mpesa-callbacks.routes.ts.
 */
export function mpesaRoutes({
  settings,
  stk,
  settle,
  receipts,
  rotate,
}: {
  settings: MpesaSettingsService;
  stk: MpesaStkService;
  settle: SettleAwaitedPush;
  receipts: MpesaReceiptsService;
  rotate: CallbackTokenRotation;
}) {
  return new Hono<AuthedEnv>()
    .get(
      '/settings',
      ...route.json(
        {
          summary: "The shop's M-Pesa (Daraja) settings",
          description:
            'The mode, the STK shortcode, the public callback base address and the full callback addresses made from it, and whether the passkey, consumer key and secret are set (never the secrets themselves). Owners and managers only.',
          answers: { 200: MpesaSettings },
          needs: 'manage',
        },
        () => settings.read(),
      ),
    )
    .put(
      '/settings',
      ...route.json(
        {
          summary: "Change the shop's M-Pesa settings",
          description:
            'Only the fields given change. A secret (`passkey`, `consumer_key`, `consumer_secret`) left out or "" is kept, null clears it. A mode other than off needs the till or paybill (shop details), the passkey, both keys and the callback base address; sandbox and production need https. Changing the address, shortcode, mode or key asks for the C2B registration again. Recorded in the audit trail without the secrets. Owners and managers only.',
          answers: { 200: MpesaSettings },
          needs: 'manage',
          refusals: { 400: 'Bad or missing fields' },
          json: mpesaSettingsBody,
        },
        ({ json }, c) => settings.save(json, c.var.user),
      ),
    )
    .post(
      '/settings/register-c2b',
      ...route.json(
        {
          summary: 'Register the C2B addresses with Daraja',
          description:
            "Tells Daraja to send payments to the till or paybill to this shop's confirmation and validation addresses. 502 with Daraja's message when it refuses or cannot be reached. Owners and managers only.",
          answers: { 200: MpesaSettings },
          needs: 'manage',
          refusals: { 409: 'M-Pesa is not set up' },
        },
        (_, c) => settings.registerC2B(c.var.user),
      ),
    )
    .post(
      '/settings/rotate-callback-token',
      ...route.json(
        {
          summary: 'Replace the callback token (new callback addresses)',
          description:
            "Makes new callback addresses (a new random token in their path): the old ones stop working at once, so whoever saw them (a former manager, a tunnel's log) can no longer post a payment. When M-Pesa is on, the new C2B addresses are registered with Daraja in the same call; `c2b_registration` says whether Daraja took them. STK pushes still waiting answer to the old address: check them with POST /mpesa/stk-requests/{id}/query. Recorded in the audit trail, never the token. The owner only.",
          answers: { 200: CallbackTokenRotated },
          needs: 'owner',
        },
        (_, c) => rotate(c.var.user),
      ),
    )
    .post(
      '/stk-requests',
      ...route.json(
        {
          summary: 'Ask a customer to pay by M-Pesa on their phone (STK push)',
          description:
            "For an order or an invoice (one of `order_id`, `invoice_id`) with a balance: `phone` in any usual form (0712 345 678, 01…, +2547…), `amount` in whole shillings up to the balance; the account reference is the document's number. Answers the request (status `waiting` once Daraja took it); its callback records the payment. 502 with Daraja's message when Daraja refuses or cannot be reached (the request is kept as failed). Send an `Idempotency-Key` header so a retry never pushes twice.",
          answers: { 201: StkRequest },
          refusals: {
            400: 'Bad phone or amount',
            404: 'No such order or invoice',
            409: 'M-Pesa is not set up, or the document is void or paid',
          },
          json: stkRequestBody,
        },
        ({ json }, c) => stk.create(json, idempotentRequest(c, json), c.var.user),
      ),
    )
    .get(
      '/stk-requests/awaiting-receipt',
      ...route.json(
        {
          summary: 'The STK pushes paid per M-Pesa whose receipt is awaited',
          description:
            'Every push Daraja\'s status query said was paid whose receipt no callback or C2B confirmation has brought yet (`awaiting_receipt`), oldest first: what the order and invoice screens show as "Paid per M-Pesa, receipt awaited" until it is settled (the receipt arriving, the code typed from the SMS, or its unmatched receipt placed on the document).',
          answers: { 200: z.array(StkRequest) },
        },
        () => stk.awaitingReceipt(),
      ),
    )
    .get(
      '/stk-requests/:id',
      ...route.one(
        {
          summary: 'An STK push as it stands',
          description: 'The dialog follows the push by reading this while it waits.',
          answers: { 200: StkRequest },
          refusals: { 404: 'No such request' },
        },
        (id) => stk.find(id),
      ),
    )
    .post(
      '/stk-requests/:id/query',
      ...route.json(
        {
          summary: 'Ask Daraja how an STK push ended',
          description:
            'For a push whose callback has not come: still on the phone stays `waiting`; cancelled (1032) becomes `cancelled`, unreachable (1037) or expired (1019) `expired`, any other failure `failed`. A success without its callback becomes `awaiting_receipt` ("paid per M-Pesa, receipt awaited"): nothing is in the books until the callback or the C2B confirmation brings the receipt number, or staff type the code from the customer\'s SMS (POST …/settle). The push keeps holding its part of the balance meanwhile.',
          answers: { 200: StkRequest },
          refusals: { 404: 'No such request', 409: 'M-Pesa is not set up' },
          param: idParam,
        },
        ({ param }) => stk.query(param.id),
      ),
    )
    .post(
      '/stk-requests/:id/settle',
      ...route.json(
        {
          summary: 'Settle a push M-Pesa says was paid with the code from the customer’s SMS',
          description:
            'For a request `awaiting_receipt`: records its amount on its order or invoice as an M-Pesa payment under `receipt_number`, by the rules for any typed M-Pesa code (a code M-Pesa already reported, or another payment counts under, is refused with 409 saying where it is), and the request becomes `paid`. A callback or C2B confirmation bringing the same code later records nothing more.',
          answers: { 200: StkRequest },
          refusals: {
            400: 'Not an M-Pesa code',
            404: 'No such request',
            409: 'Not awaiting its receipt, the code is counted elsewhere, or more than the balance',
          },
          param: idParam,
          json: settleStkBody,
        },
        ({ param, json }, c) => settle(param.id, json, c.var.user),
      ),
    )
    .get(
      '/receipts',
      ...route.json(
        {
          summary:
            'M-Pesa payments as they arrived; with unmatched=true those waiting to be placed, with returned=true those with money returned to the payer',
          description:
            'Newest first, a page at a time: by when the money came, or with returned=true by when it went back. `unplaced` is what no document took yet: no match for its account reference or phone, more than the balance, or a void or paid document.',
          answers: { 200: MpesaReceiptsPage },
          query: receiptsQuery,
        },
        ({ query }) => receipts.page(query),
      ),
    )
    .post(
      '/receipts/:id/assign',
      ...route.json(
        {
          summary: 'Place an unmatched M-Pesa payment on an order, an invoice or a customer',
          description:
            "Exactly one of `order_id`, `invoice_id`, `customer_id`. The document takes up to its balance (a customer's open sales, oldest first); the rest stays unmatched. Recorded as payments by whoever assigns it, in the audit trail.",
          answers: { 200: MpesaReceipt },
          refusals: {
            404: 'No such payment, document or customer',
            409: 'Nothing left to assign, or nothing there can take money',
          },
          param: idParam,
          json: assignBody,
        },
        ({ param, json }, c) => receipts.assign(param.id, json, c.var.user),
      ),
    )
    .post(
      '/receipts/:id/return',
      ...route.json(
        {
          summary: 'Mark what is left of an unmatched M-Pesa payment returned to the payer',
          description:
            "For money that was never the shop's: a payer who mistyped the till and had Safaricom reverse it, or was sent it back. `reason` says which; `expected_unplaced` (optional, KSh) is what the caller saw waiting, refused with 409 when it changed meanwhile. All that is still unplaced leaves the unmatched list, kept on the receipt as `returned` with when, who and why; in the audit trail. Owners and managers only.",
          answers: { 200: MpesaReceipt },
          needs: 'manage',
          refusals: {
            400: 'No reason',
            404: 'No such payment',
            409: 'Nothing left to return, or not what the caller expected',
          },
          param: idParam,
          json: returnBody,
        },
        ({ param, json }, c) => receipts.markReturned(param.id, json, c.var.user),
      ),
    );
}
