import { z } from 'zod';
import type { KeysetSort } from '../db/keyset.ts';
import { instant, pageOf } from '../http/openapi.ts';
import { pageParams, withCursor } from '../http/page-query.ts';
import {
  booleanFlag,
  listQuery,
  money,
  optionalText,
  optionalTextUpTo,
  recordId,
  requiredTextUpTo,
} from '../http/validation.ts';
import { MAX_DOCUMENT_CENTS } from '../sales/sales-document.ts';

/** off, or whose Daraja Ghala talks to. */
export const MPESA_MODES = ['off', 'simulator', 'sandbox', 'production'] as const;

export const STK_STATUSES = [
  'sending',
  'waiting',
  'awaiting_receipt',
  'paid',
  'cancelled',
  'failed',
  'expired',
] as const;

export const PHONE_REFUSED = 'must be a Safaricom number like 0712 345 678';

/** GET /mpesa/settings: never the secrets, only whether each is set. */
export const MpesaSettings = z
  .object({
    mode: z.enum(MPESA_MODES),
    stk_shortcode: z.string().nullable().meta({
      description:
        "The BusinessShortCode STK pushes use when it is not the till number (a till's store number); null: the shop's M-Pesa number",
    }),
    callback_base_url: z.string().nullable().meta({
      description: 'The public address Daraja calls back (https://…, without a path)',
    }),
    passkey_set: z.boolean(),
    consumer_key_set: z.boolean(),
    consumer_secret_set: z.boolean(),
    confirmation_url: z.string().nullable().meta({
      description: 'The C2B confirmation address registered with Daraja; null without a base',
    }),
    validation_url: z.string().nullable(),
    stk_callback_url: z.string().nullable(),
    c2b_registered_at: instant.nullable(),
    updated_at: instant.nullable(),
  })
  .meta({ id: 'MpesaSettings' });
export type MpesaSettings = z.output<typeof MpesaSettings>;

/** POST /mpesa/settings/rotate-callback-token: the new addresses, and whether Daraja has them. */
export const CallbackTokenRotated = z
  .object({
    settings: MpesaSettings,
    c2b_registration: z.enum(['registered', 'not_set_up', 'failed']).meta({
      description:
        'registered: Daraja now sends C2B payments to the new addresses; not_set_up: M-Pesa is off or incomplete, nothing to register; failed: Daraja refused or could not be reached (c2b_registration_error says why): register again, or ask Safaricom to change the addresses',
    }),
    c2b_registration_error: z.string().nullable().meta({
      description: "Daraja's own words when the registration failed; else null",
    }),
  })
  .meta({ id: 'CallbackTokenRotated' });
export type CallbackTokenRotated = z.output<typeof CallbackTokenRotated>;

/** A secret: absent or "" keeps it, null clears it, text replaces it. */
const secret = z
  .string({ error: 'must be text' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .nullable()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** PUT /mpesa/settings: only what is given changes. */
export const mpesaSettingsBody = z.object({
  mode: z.enum(MPESA_MODES, { error: 'must be off, simulator, sandbox or production' }).optional(),
  stk_shortcode: optionalText
    .refine((value) => value === null || /^\d{5,7}$/.test(value), {
      message: 'must be 5 to 7 digits',
    })
    .optional(),
  callback_base_url: optionalTextUpTo(300).optional(),
  passkey: secret,
  consumer_key: secret,
  consumer_secret: secret,
});
export type MpesaSettingsInput = z.output<typeof mpesaSettingsBody>;

/** POST /mpesa/stk-requests. */
export const stkRequestBody = z
  .object({
    order_id: recordId.optional(),
    invoice_id: recordId.optional(),
    phone: z.string({ error: PHONE_REFUSED }).max(30, PHONE_REFUSED),
    amount: money.pipe(
      z
        .number()
        .positive('must be more than 0')
        .max(MAX_DOCUMENT_CENTS, 'is more than any invoice total')
        .refine((cents) => cents % 100 === 0, { message: 'must be whole shillings' }),
    ),
  })
  .superRefine((body, ctx) => {
    if ((body.order_id === undefined) === (body.invoice_id === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['order_id'],
        message: 'give either order_id or invoice_id',
      });
    }
  });
export type StkRequestInput = z.output<typeof stkRequestBody>;

/** An STK push as the API answers it. */
export const StkRequest = z
  .object({
    id: z.number().int(),
    order_id: z.number().int().nullable(),
    invoice_id: z.number().int().nullable(),
    document_number: z.string(),
    phone: z.string().meta({ description: '2547XXXXXXXX' }),
    amount: z.number(),
    account_reference: z.string(),
    status: z.enum(STK_STATUSES).meta({
      description:
        "sending (to Daraja), waiting (on the phone), awaiting_receipt (Daraja's status query says paid but no callback brought the receipt yet: not in the books until the callback, the C2B confirmation or a typed M-Pesa code settles it), paid, cancelled (by the customer), failed, expired (no answer, or the push expired)",
    }),
    result_code: z.string().nullable(),
    result_desc: z.string().nullable().meta({ description: "Daraja's words about the outcome" }),
    receipt_number: z.string().nullable(),
    payment_id: z.number().int().nullable(),
    paid_reported_at: instant
      .nullable()
      .meta({ description: "When Daraja's status query said paid without the callback" }),
    created_at: instant,
    updated_at: instant,
  })
  .meta({ id: 'MpesaStkRequest' });

/** POST /mpesa/stk-requests/{id}/settle: the M-Pesa code the customer's SMS shows. */
export const settleStkBody = z.object({
  receipt_number: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(30, 'is not an M-Pesa code'),
});
export type SettleStkInput = z.output<typeof settleStkBody>;
export type StkRequest = z.output<typeof StkRequest>;

export const MPESA_RECEIPT_SORTS = {
  received_at_desc: {
    name: 'received_at_desc',
    key: 'r.received_at',
    keyType: 'text',
    direction: 'desc',
  },
  // Money returned to the payer is read by when it went back, not when it came.
  returned_at_desc: {
    name: 'returned_at_desc',
    key: 'r.returned_at',
    keyType: 'text',
    direction: 'desc',
  },
} as const satisfies Record<string, KeysetSort>;

/**
 * GET /mpesa/receipts?unmatched=true&returned=true&limit=&cursor=: newest first, by when the
 * money was paid, or by when it went back to the payer with `returned`.
 */
export const receiptsQuery = listQuery({
  unmatched: booleanFlag,
  returned: booleanFlag,
  ...pageParams,
})
  .transform((query) => ({
    ...query,
    sort: query.returned ? ('returned_at_desc' as const) : ('received_at_desc' as const),
  }))
  .transform(withCursor(MPESA_RECEIPT_SORTS));
export type ReceiptsQuery = z.output<typeof receiptsQuery>;

/** An M-Pesa transaction as it arrived, and what of it still waits to be placed. */
export const MpesaReceipt = z
  .object({
    id: z.number().int(),
    receipt_number: z.string(),
    source: z.enum(['stk', 'c2b']),
    amount: z.number(),
    unplaced: z
      .number()
      .meta({ description: 'What no document has taken yet nor went back to the payer, in KSh' }),
    phone: z.string().nullable().meta({ description: '2547… or, when Daraja hashed it, a digest' }),
    payer_name: z.string().nullable(),
    bill_ref: z.string().nullable(),
    shortcode: z.string().nullable().meta({ description: 'The shortcode it was paid to (C2B)' }),
    unknown_shortcode: z.boolean().meta({
      description:
        "Paid to a shortcode that was not the shop's when it arrived (an old till, another registration): kept unmatched, never dropped",
    }),
    trans_time: instant.nullable(),
    received_at: instant,
    customer_id: z.number().int().nullable(),
    customer_name: z.string().nullable(),
    returned: z
      .number()
      .meta({ description: "What was marked returned to the payer (never the shop's), in KSh" }),
    returned_at: instant.nullable(),
    return_reason: z.string().nullable(),
    returned_by_email: z.string().nullable(),
  })
  .meta({ id: 'MpesaReceipt' });
export type MpesaReceipt = z.output<typeof MpesaReceipt>;

export const MpesaReceiptsPage = pageOf(MpesaReceipt, 'MpesaReceiptsPage');

/** POST /mpesa/receipts/{id}/assign: exactly one of them. */
export const assignBody = z
  .object({
    order_id: recordId.optional(),
    invoice_id: recordId.optional(),
    customer_id: recordId.optional(),
  })
  .refine(
    (body) =>
      [body.order_id, body.invoice_id, body.customer_id].filter((id) => id !== undefined).length ===
      1,
    { message: 'give exactly one of order_id, invoice_id and customer_id', path: ['order_id'] },
  );
export type AssignInput = z.output<typeof assignBody>;

/** POST /mpesa/receipts/{id}/return: why the money went back to the payer. */
export const returnBody = z.object({
  reason: requiredTextUpTo(500, 'say why the money went back to the payer'),
  /** What the manager saw waiting (KSh): a 409 when it changed meanwhile. */
  expected_unplaced: money.optional(),
});
export type ReturnInput = z.output<typeof returnBody>;

/** What every callback answers Daraja (C2B validation may refuse with its own code). */
export const CallbackAnswer = z
  .object({
    ResultCode: z.union([z.number(), z.string()]),
    ResultDesc: z.string(),
  })
  .meta({ id: 'MpesaCallbackAnswer' });

export const callbackParam = z.object({ token: z.string() });
