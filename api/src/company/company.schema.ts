import { z } from 'zod';
import { instant } from '../http/openapi.ts';
import { kraPin, optionalText, vatRate } from '../http/validation.ts';
import { checkLogo, LOGO_MAX_BYTES } from './logo-image.ts';

/** Whether and where eTIMS signs documents (docs/etims.md); the addresses are the environment's. */
export const ETIMS_MODES = ['off', 'simulator', 'sandbox', 'production'] as const;

/** The shop's details as GET and PUT /company answer them, printed on every document. */
export const Company = z
  .object({
    name: z.string().meta({
      description: "The shop's name; empty until someone enters the details (Settings)",
    }),
    registration_number: z.string().meta({ description: 'Empty until entered, like the name' }),
    email: z.string().meta({ description: 'Empty until entered, like the name' }),
    kra_pin: z
      .string()
      .nullable()
      .meta({ description: "The shop's KRA PIN: a letter, 9 digits and a letter" }),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    logo: z
      .string()
      .nullable()
      .meta({
        description: `A data: URL of a PNG, JPEG or WebP image of at most ${LOGO_MAX_BYTES / 1024} KB`,
      }),
    default_vat_rate: z.number().meta({
      description: 'A fraction (0.16 for 16 %): the VAT rate new orders and invoices start with',
    }),
    invoice_footer: z
      .string()
      .nullable()
      .meta({ description: 'Printed at the foot of invoices, credit notes and statements' }),
    mpesa_type: z
      .enum(['till', 'paybill'])
      .nullable()
      .meta({ description: 'How customers pay by M-Pesa: a till (Buy Goods) or a paybill' }),
    mpesa_number: z.string().nullable().meta({ description: 'The till or paybill number' }),
    bank_details: z
      .string()
      .nullable()
      .meta({ description: 'Bank, branch and account, as printed' }),
    kra_branch_id: z
      .string()
      .meta({ description: 'KRA branch id (bhfId): 2 digits, 00 the head office' }),
    kra_device_serial: z.string().nullable().meta({
      description:
        "The serial number the branch's eTIMS device (OSCU) was registered with (dvcSrlNo)",
    }),
    kra_typed_line_class_code: z.string().nullable().meta({
      description:
        "KRA's item class that lines with no stock item (a delivery, a service) are sent with; needed while eTIMS is on",
    }),
    etims_mode: z.enum(ETIMS_MODES).meta({
      description:
        "off: documents are not signed; simulator, sandbox or production: signed by the local KRA simulator, KRA's sandbox or KRA (addresses from the environment)",
    }),
    public_address: z.string().nullable().meta({
      description:
        "Where customers reach this Ghala (https://…, no path): shared documents' links start with it; null until set",
    }),
    vat_registered: z.boolean().meta({
      description:
        "Whether the shop is VAT-registered (yes unless told): costs (an item's cost price, a delivery's unit cost, a bill's lines) are then net of VAT, and a supplier's bill carries input VAT for the VAT return; otherwise they are the full price paid",
    }),
    updated_at: instant.nullable().meta({
      description:
        'When someone last saved the details; null while they are still empty or what the environment gave',
    }),
    updated_by_email: z.string().nullable(),
    mpesa_requests: z.boolean().meta({
      description:
        "Whether staff can ask a customer's phone for payment (POST /mpesa/stk-requests): M-Pesa is set up in its settings with a mode other than off",
    }),
  })
  .meta({ id: 'Company' });
export type Company = z.output<typeof Company>;

const text = (max: number, what = 'must not be blank') =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, what)
    .max(max, `must be at most ${max} characters`);

const optional = (max: number) =>
  optionalText.refine((value) => value === null || value.length <= max, {
    message: `must be at most ${max} characters`,
  });

/** Digits, spaces and + ( ) - / , : one number or two, as a shop writes them. */
const phone = optional(40).refine(
  (value) =>
    value === null || (/^[\d\s+()/,-]+$/.test(value) && value.replace(/\D/g, '').length >= 9),
  { message: 'must be a phone number, e.g. 0722 123 456' },
);

/**
 * The shop's public address: an http(s) origin a customer's phone can open, kept without a
 * trailing slash so a link is the address and its path.
 */
const publicAddress = optionalText
  .refine((value) => value === null || value.length <= 200, {
    message: 'must be at most 200 characters',
  })
  .refine((value) => value === null || isWebOrigin(value), {
    message: 'must be a web address such as https://shop.example.co.ke',
  })
  .transform((value) => (value === null ? null : value.replace(/\/+$/, '')));

function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname.replace(/\/+$/, '') === '' &&
      !url.search &&
      !url.hash &&
      !url.username
    );
  } catch {
    return false;
  }
}

const logo = z
  .string({ error: 'must be text' })
  .nullish()
  .transform((value) => value || null)
  .superRefine((value, context) => {
    if (value === null) return;
    const check = checkLogo(value);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.problem });
  });

const ignored = z.unknown().optional().meta({ description: 'Read-only; ignored when sent' });
const readOnly = { updated_at: ignored, updated_by_email: ignored, mpesa_requests: ignored };

/** PUT /company: the whole of the shop's details; an optional field left out or null is cleared. */
export const companyUpdate = z
  .strictObject({
    name: text(200),
    registration_number: text(50),
    kra_pin: kraPin,
    address: optional(300),
    phone,
    email: z
      .string({ error: 'must be text' })
      .trim()
      .pipe(z.email('must be an email address').max(200, 'must be at most 200 characters')),
    logo,
    default_vat_rate: vatRate,
    invoice_footer: optional(500),
    mpesa_type: z
      .enum(['till', 'paybill'], { error: 'must be till or paybill' })
      .nullish()
      .transform((value) => value ?? null),
    mpesa_number: optionalText.refine((value) => value === null || /^\d{5,7}$/.test(value), {
      message: 'must be 5 to 7 digits',
    }),
    bank_details: optional(500),
    // eTIMS (0015). Left out, each keeps what it is, so a caller that knows nothing of eTIMS
    // cannot turn it off; null clears it (branch 00, mode off).
    kra_branch_id: optionalText
      .refine((value) => value === null || /^\d{2}$/.test(value), {
        message: 'must be 2 digits, e.g. 00',
      })
      .optional(),
    kra_device_serial: optional(100).optional(),
    kra_typed_line_class_code: optionalText
      .refine((value) => value === null || /^\d{1,10}$/.test(value), {
        message: "must be KRA's item classification code: up to 10 digits, e.g. 72102900",
      })
      .optional(),
    etims_mode: z
      .enum(ETIMS_MODES, { error: 'must be off, simulator, sandbox or production' })
      .nullable()
      .optional(),
    // Left out, it keeps what it is (callers from before it existed); null clears it.
    public_address: publicAddress.optional(),
    // Left out, it keeps what it is, like the public address.
    vat_registered: z.boolean({ error: 'must be true or false' }).optional(),
    // What GET answers but nobody sets: accepted and ignored, so a caller can PUT back what it
    // read with one field changed. Any other unknown key is still refused, typos included.
    ...readOnly,
  })
  .superRefine((body, context) => {
    if (body.etims_mode && body.etims_mode !== 'off') {
      // Nothing can be signed without them: refused here rather than found out at the first sale.
      if (!body.kra_pin) {
        context.addIssue({
          code: 'custom',
          path: ['kra_pin'],
          message: 'must be given when eTIMS is on',
        });
      }
      if (!body.kra_device_serial) {
        context.addIssue({
          code: 'custom',
          path: ['kra_device_serial'],
          message: 'must be given when eTIMS is on',
        });
      }
    }
    if (body.mpesa_type && !body.mpesa_number) {
      context.addIssue({
        code: 'custom',
        path: ['mpesa_number'],
        message: `must be given for a ${body.mpesa_type}`,
      });
    }
    if (body.mpesa_number && !body.mpesa_type) {
      context.addIssue({
        code: 'custom',
        path: ['mpesa_type'],
        message: 'must be till or paybill when a number is given',
      });
    }
  });
export type CompanyUpdate = z.output<typeof companyUpdate>;
