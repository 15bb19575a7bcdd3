/**
 * Kenyan mobile numbers as M-Pesa knows them: 2547XXXXXXXX or 2541XXXXXXXX (the 01… range is
 * Safaricom's newer one). People write them many ways (0712 345 678, +254 712-345-678,
 * 254712345678, 712345678); all of them mean the same subscriber.
 */

/** The international form (2547… / 2541…), or null when `text` is not a Kenyan mobile number. */
export function normaliseKenyanPhone(text: string): string | null {
  const digits = text.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const local = digits.startsWith('254')
    ? digits.slice(3)
    : digits.startsWith('0')
      ? digits.slice(1)
      : digits;
  return /^[17]\d{8}$/.test(local) ? `254${local}` : null;
}

/** 254712345678 → 0712 345 678, as people read it. */
export const localPhone = (international: string): string =>
  /^254\d{9}$/.test(international)
    ? `0${international.slice(3, 6)} ${international.slice(6, 9)} ${international.slice(9)}`
    : international;
