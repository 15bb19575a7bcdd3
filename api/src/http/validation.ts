import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { z } from 'zod';
import { MAX_ID } from '../db/keyset.ts';
import { isWholeCents, toCents } from '../money.ts';
import { badRequest, type FieldMessages } from './api-error.ts';

type Issues = ReadonlyArray<{
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
  message: string;
}>;

const pathOf = (issue: Issues[number]) =>
  (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.');

/** Turns zod issues into one readable sentence, e.g. `name: must not be blank`. */
export function describeIssues(issues: Issues): string {
  return issues
    .map((issue) => {
      const path = pathOf(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * The same issues by field, for a form to show each beside its field: `{ name: 'must not be
 * blank', 'items.0.quantity': 'must be more than 0' }`. Two issues of one field read as one
 * sentence; an issue of the whole request (no path) is only in the message.
 */
export function issuesByField(issues: Issues): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const path = pathOf(issue);
    if (!path) continue;
    fields[path] = fields[path] ? `${fields[path]}; ${issue.message}` : issue.message;
  }
  return fields;
}

/**
 * zod validation for one part of the request; bad input becomes a 400 `{ error, fields }`. The schema
 * also describes the request in the OpenAPI document (http/openapi.ts).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success)
      throw badRequest(describeIssues(result.error), issuesByField(result.error));
  });
}

/**
 * The same 400 as `validate`, for rules that depend on a record the request names (read in the
 * service): the value as the schema makes it, or every issue at once.
 */
export function parseOrRefuse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw badRequest(describeIssues(result.error.issues), issuesByField(result.error.issues));
  return result.data;
}

/** The id of a row referenced from a request body. */
export const recordId = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ID, 'is not a known id');

/** A comma-separated list of ids in the query string (`1,2,3`), deduplicated. */
export const idList = (max: number) =>
  z
    .string({ error: `must list ids, e.g. 1,2,3` })
    .regex(/^\d+(,\d+)*$/, 'must list ids separated by commas, e.g. 1,2,3')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().positive('must be positive').max(MAX_ID, 'is not a known id'))
        .max(max, `must list at most ${max} ids`),
    );

/**
 * A record id in a path, written only one way: digits without a leading zero. `Number()` would
 * also read " 1", "0x1", "1e0" and "00001" as record 1, so one record would have many addresses
 * (and caches, logs and audits would disagree about which was meant).
 */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]*$/, 'must be a positive whole number written in digits, such as 42')
    .transform(Number)
    .pipe(z.number().max(MAX_ID, 'is not a known id')),
});

export const requiredText = (what = 'must not be blank') =>
  z.string({ error: 'must be text' }).trim().min(1, what);

/** Text that must be there (`missing` when blank), at most `max` characters once trimmed. */
export const requiredTextUpTo = (max: number, missing?: string) =>
  requiredText(missing).pipe(z.string().max(max, `must be at most ${max} characters`));

/**
 * An id in a query string or a path, as ten digits at most without a leading zero; anything else
 * is `must be a <what> id` (`?supplier_id=`, a bill's payment in its path).
 */
export const idDigits = (what: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, `must be a ${what} id`)
    .transform(Number);

/** `{ reason }` of a cancellation or a reversal: `missing` when blank, 500 characters at most. */
export const reasonBody = (missing: string) =>
  z.object({
    reason: requiredTextUpTo(500, missing),
  });

export const optionalText = z
  .string({ error: 'must be text' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * An optional text (a note, a reference, a reason, the supplier's invoice number): at most `max`
 * characters, blank or left out is null.
 */
export const optionalTextUpTo = (max: number) =>
  optionalText.pipe(z.string().max(max, `must be at most ${max} characters`).nullable());

/**
 * A KRA PIN: a letter, 9 digits and a letter (P051234567X), kept in capitals; blank or null is
 * none. The shop's (Settings), a customer's (on the invoices they claim VAT with) and a
 * supplier's (on their bills, for section F).
 */
export const kraPin = optionalText
  .transform((value) => value?.toUpperCase() ?? null)
  .refine((value) => value === null || /^[A-Z]\d{9}[A-Z]$/.test(value), {
    message: 'must be a letter, 9 digits and a letter, e.g. P051234567X',
  });

/** A KSh amount ≥ 0 with at most two decimals, converted to integer cents. */
export const money = z
  .number({ error: 'must be a number' })
  .finite('must be a number')
  .nonnegative('must not be negative')
  .refine(isWholeCents, { message: 'must have at most 2 decimals' })
  .transform(toCents);

export const wholeNumber = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .max(1_000_000_000, 'is too large');

/** A VAT rate as a fraction (0.16 for 16%), converted to basis points. */
export const vatRate = z
  .number({ error: 'must be a number' })
  .min(0, 'must be between 0 and 1')
  .max(1, 'must be between 0 and 1')
  .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, {
    message: 'must have at most 4 decimals',
  })
  .transform((value) => Math.round(value * 10_000));

/** True for a real calendar date `YYYY-MM-DD` (not 2025-02-30). */
export const isCalendarDate = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * The query string of a list. Unknown parameters are refused by name rather than ignored, so a
 * misspelt `?stauts=paid` is a 400 instead of a silently unfiltered list.
 */
export const listQuery = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.join(', ')}: not a parameter of this list (it takes ${Object.keys(shape).join(', ')})`
        : undefined,
  });

/** `?limit=`: how many rows a page or a search answers, 1 to `max`. */
export const listLimit = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback);

/** `?q=`: text to look for; blank means no search (an emptied search box). */
export const searchText = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .transform((text) => text || undefined)
  .optional();

/** `?in_stock=true|false`. */
export const booleanFlag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((text) => text === 'true')
  .optional();

/**
 * The earliest day the books take. Nothing a shop records comes before it, and years below 1000
 * do not survive the time-zone arithmetic (Intl writes them with fewer than four digits).
 */
export const EARLIEST_DAY = '2000-01-01';
export const NOT_BEFORE_EARLIEST = `must be on or after ${EARLIEST_DAY}`;
/** True when a day, or an ISO date-time's date, is not before EARLIEST_DAY. */
export const notBeforeEarliestDay = (text: string): boolean => text.slice(0, 10) >= EARLIEST_DAY;

/** A day `YYYY-MM-DD`, read in the business's time zone by whoever uses it. */
export const calendarDay = z
  .string()
  .refine(isCalendarDate, { message: 'must be a date like 2025-03-31', abort: true })
  .refine(notBeforeEarliestDay, { message: NOT_BEFORE_EARLIEST, abort: true });

/**
 * The refinement of a list's `?from=&to=` days: `to` may not come before `from`. Use as
 * `.refine(fromNotAfterTo, FROM_AFTER_TO)`.
 */
export const fromNotAfterTo = (query: { from?: string; to?: string }) =>
  !(query.from && query.to && query.from > query.to);
export const FROM_AFTER_TO = { path: ['to'], message: 'must not be before from' };

/**
 * True when a request has no query string: lists then answer spec §7's plain array, and with
 * any parameter the paged or searched answer.
 */
export const hasNoQuery = (url: string): boolean => new URL(url).search.length <= 1;
