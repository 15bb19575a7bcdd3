import { z } from 'zod';
import { isWholeCents, toCents } from '../money.ts';
import { MAX_DOCUMENT_CENTS } from '../sales/sales-document.ts';
import { normaliseKenyanPhone } from './phone.ts';

/**
 * What Daraja POSTs to Ghala's callback addresses, read leniently (numbers may come as text and
 * text as numbers) but bounded: anything else is not a genuine callback and changes nothing.
 */

const boundedText = (max: number) => z.string().trim().max(max);
const digitsOrNumber = z
  .union([
    z.number().int().nonnegative(),
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/),
  ])
  .transform(String);

/** A receipt number / TransID: letters and digits, kept in capitals. */
const receiptNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6,20}$/)
  .transform((value) => value.toUpperCase());

/** KSh as Daraja writes them ("500.00", 500, "500"), to cents; more than 0, at most 2 decimals. */
const shillings = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .transform(Number),
  ])
  .refine((value) => Number.isFinite(value) && isWholeCents(value))
  .transform(toCents)
  .refine((cents) => cents > 0 && cents <= MAX_DOCUMENT_CENTS);

export const StkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: boundedText(100).optional(),
      CheckoutRequestID: boundedText(100).min(1),
      ResultCode: z.union([
        z.number().int(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ]),
      ResultDesc: boundedText(500).optional(),
      CallbackMetadata: z
        .object({
          Item: z
            .array(
              z.object({
                Name: boundedText(50),
                Value: z.union([boundedText(100), z.number()]).optional(),
              }),
            )
            .max(20),
        })
        .optional(),
    }),
  }),
});
export type StkCallbackBody = z.output<typeof StkCallbackBody>;

/** A paid STK callback's metadata, checked; null when it lacks what a payment needs. */
export function stkPaidMetadata(items: { Name: string; Value?: string | number }[]) {
  const value = (name: string) => items.find((item) => item.Name === name)?.Value;
  const parsed = z
    .object({
      amountCents: shillings,
      receiptNumber,
      transactionDate: digitsOrNumber.optional(),
      phone: digitsOrNumber.optional(),
    })
    .safeParse({
      amountCents: value('Amount'),
      receiptNumber: value('MpesaReceiptNumber'),
      transactionDate: value('TransactionDate'),
      phone: value('PhoneNumber'),
    });
  return parsed.success ? parsed.data : null;
}

export const C2BBody = z.object({
  TransactionType: boundedText(50).optional(),
  TransID: receiptNumber,
  TransTime: digitsOrNumber.optional(),
  TransAmount: shillings,
  BusinessShortCode: digitsOrNumber,
  BillRefNumber: boundedText(100).optional(),
  InvoiceNumber: boundedText(100).optional(),
  OrgAccountBalance: z.union([boundedText(50), z.number()]).optional(),
  ThirdPartyTransID: boundedText(100).optional(),
  MSISDN: z.union([boundedText(200), z.number()]).optional(),
  FirstName: boundedText(100).optional(),
  MiddleName: boundedText(100).optional(),
  LastName: boundedText(100).optional(),
});
export type C2BBody = z.output<typeof C2BBody>;

/**
 * The subscriber as Daraja sent them: 2547… when it is a number, else the hash Daraja now sends
 * for many shortcodes (kept, though no customer can be found by it).
 */
export function payerPhone(msisdn: string | number | undefined): string | null {
  if (msisdn === undefined || msisdn === '') return null;
  const text = String(msisdn);
  return normaliseKenyanPhone(text) ?? text;
}

/** Daraja's yyyyMMddHHmmss (Nairobi time) as an ISO instant, or null when it is not one. */
export function darajaTimeToIso(stamp: string | undefined): string | null {
  const match = stamp?.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  if (Number.isNaN(date.getTime())) return null;
  // 31 February rolls into March: not a real stamp.
  const back = new Date(date.getTime() + 3 * 3_600_000).toISOString();
  return back.slice(0, 19) === `${y}-${mo}-${d}T${h}:${mi}:${s}` ? date.toISOString() : null;
}

/** The payer's name as Daraja gives it, in its parts. */
export const payerName = (body: C2BBody): string | null =>
  [body.FirstName, body.MiddleName, body.LastName].filter(Boolean).join(' ') || null;
