import { formatCents } from '../money/money-format.ts';
import { parseKsh } from '../money/money-input.ts';

/**
 * What the "Request M-Pesa payment" dialog's two fields accept, read the way the API reads
 * them (api/src/mpesa): a Safaricom number in any of the forms people write it, and an amount
 * in whole shillings, because Daraja's STK push takes an integer Amount.
 */

// 07XX / 01XX, or the same after 254 or +254; spaces, dashes and dots as people group them.
const phonePattern = /^(?:\+?254|0)([71]\d{8})$/;

/** `0712 345 678`, `+254 712 345 678`, `254112345678` → `254712345678`; null if not Safaricom's form. */
export function normaliseMpesaPhone(text: string): string | null {
  const compact = text.replace(/[\s\-.()]/g, '');
  const match = phonePattern.exec(compact);
  return match ? `254${match[1]}` : null;
}

/** `254712345678` → `0712 345 678`, as Kenyans write a number; anything else as it is. */
export function formatMpesaPhone(phone: string): string {
  const national = normaliseMpesaPhone(phone);
  if (!national) return phone;
  const local = `0${national.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

/**
 * A customer's contact (phone or email, sometimes two numbers) as the phone field's start:
 * the first Safaricom number in it, written as Kenyans write it; '' when it has none.
 */
export function phoneFromContact(contact: string | null | undefined): string {
  for (const part of (contact ?? '').split(/[,;/]| or /)) {
    const phone = normaliseMpesaPhone(part);
    if (phone) return formatMpesaPhone(phone);
  }
  return '';
}

/**
 * The most M-Pesa can ask for a balance: its whole shillings, rounded down, as the shop's rule
 * says (api/src/sales/mpesa-rounding.ts `mpesaAskableCents`); M-Pesa's payment of them rounds
 * the cents off.
 */
export const wholeShillingsCents = (balanceCents: number): number =>
  Math.max(0, Math.floor(balanceCents / 100) * 100);

/** The amount field's start: the balance in whole shillings, `1160`. */
export const defaultAmountText = (balanceCents: number): string =>
  String(wholeShillingsCents(balanceCents) / 100);

export const mpesaFieldText = {
  phoneMissing: 'Enter the customer’s M-Pesa number.',
  phoneInvalid: 'Enter a Safaricom number like 0712 345 678.',
  amountMissing: 'Enter an amount.',
  amountNotPositive: 'Enter an amount greater than 0.',
  amountUnreadable: 'Enter an amount in KSh.',
  amountNotWhole: 'M-Pesa takes whole shillings: enter an amount without cents.',
} as const;

/** What is wrong with the phone as typed; null when it reads as a Safaricom number. */
export function phoneProblem(text: string): string | null {
  if (text.trim() === '') return mpesaFieldText.phoneMissing;
  return normaliseMpesaPhone(text) ? null : mpesaFieldText.phoneInvalid;
}

/** What is wrong with the amount as typed against the balance; null when M-Pesa can ask it. */
export function amountProblem(text: string, balanceCents: number): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return mpesaFieldText.amountMissing;
  if (trimmed.startsWith('-')) return mpesaFieldText.amountNotPositive;
  const cents = parseKsh(trimmed);
  if (cents === null) return mpesaFieldText.amountUnreadable;
  if (cents === 0) return mpesaFieldText.amountNotPositive;
  if (cents % 100 !== 0) return mpesaFieldText.amountNotWhole;
  const most = wholeShillingsCents(balanceCents);
  if (cents > most) return `Enter an amount no more than ${formatCents(most)}.`;
  return null;
}

/** The amount as typed, in cents; call only once `amountProblem` found nothing. */
export const amountCentsOf = (text: string): number => parseKsh(text) ?? 0;

/** An M-Pesa code as M-Pesa writes it: capitals, no spaces (`sl47 abcde9` → `SL47ABCDE9`). */
export const normaliseMpesaCode = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** Why a typed M-Pesa code cannot be one (as the API checks it), or null. */
export function codeProblem(text: string): string | null {
  const code = normaliseMpesaCode(text);
  if (!code) return 'Enter the M-Pesa code from the customer’s SMS.';
  return /^[A-Z0-9]{8,12}$/.test(code)
    ? null
    : 'Enter the M-Pesa code from the customer’s SMS, like SL47ABCDE9.';
}
