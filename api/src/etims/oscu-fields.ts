import { z } from 'zod';
import { isWholeCents, TAX_BANDS } from '../money.ts';

/** The field types KRA's OSCU requests and answers share, as its specification writes them. */

/** KSh with at most 2 decimals, as KRA's NUMBER(18,2). */
export const ksh = z
  .number()
  .min(0)
  .refine(isWholeCents, { message: 'must have at most 2 decimals' });
/** `YYYYMMDDhhmmss`, Nairobi time. */
export const dateTime14 = z.string().regex(/^\d{14}$/, 'must be YYYYMMDDhhmmss');
export const date8 = z.string().regex(/^\d{8}$/, 'must be YYYYMMDD');
export const upTo = (max: number) => z.string().min(1).max(max);
export const band = z.enum(TAX_BANDS);
export const registeredBy = {
  regrId: upTo(20),
  regrNm: upTo(60),
  modrId: upTo(20),
  modrNm: upTo(60),
};
