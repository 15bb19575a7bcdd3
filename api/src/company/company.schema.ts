import { z } from 'zod';
import { instant } from '../http/openapi.ts';
import { optionalText, vatRate } from '../http/validation.ts';
import { checkLogo, LOGO_MAX_BYTES } from './logo-image.ts';

/** The shop's details as GET and PUT /company answer them, printed on every document. */
export const Company = z
  .object({
    name: z.string(),
    registration_number: z.string(),
    email: z.string(),
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
    updated_at: instant.nullable().meta({
      description:
        'When someone last saved the details; null while they are still what the environment gave',
    }),
    updated_by_email: z.string().nullable(),
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

/** A KRA PIN: a letter, 9 digits and a letter (P051234567X), kept in capitals. */
const kraPin = optionalText
  .transform((value) => value?.toUpperCase() ?? null)
  .refine((value) => value === null || /^[A-Z]\d{9}[A-Z]$/.test(value), {
    message: 'must be a letter, 9 digits and a letter, e.g. P051234567X',
  });

/** Digits, spaces and + ( ) - / , : one number or two, as a shop writes them. */
const phone = optional(40).refine(
  (value) =>
    value === null || (/^[\d\s+()/,-]+$/.test(value) && value.replace(/\D/g, '').length >= 9),
  { message: 'must be a phone number, e.g. 0722 123 456' },
);

const logo = z
  .string({ error: 'must be text' })
  .nullish()
  .transform((value) => value || null)
  .superRefine((value, context) => {
    if (value === null) return;
    const check = checkLogo(value);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.problem });
  });

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
  })
  .superRefine((body, context) => {
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
