import { z } from 'zod';
import type { KeysetSort } from '../db/keyset.ts';
import { pageOf } from '../http/openapi.ts';
import { singleSortPageQuery } from '../http/single-sort-page-query.ts';
import { PaymentListItem } from './payment-list.schema.ts';

/**
 * The Payments screen's review of M-Pesa codes used more than once (issue 46), most recently
 * used first: a code's latest use is a payment id, unique to the code, so it is the key and the
 * tie-breaker at once.
 */
export const REPEATED_CODE_SORTS = {
  last_used_desc: {
    name: 'last_used_desc',
    key: 'last_payment_id',
    keyType: 'integer',
    direction: 'desc',
  },
} as const satisfies Record<string, KeysetSort>;

/** `?limit=&cursor=`: a page of the codes that still count more than once. */
export const repeatedCodesQuery = singleSortPageQuery(REPEATED_CODE_SORTS, 'last_used_desc');
export type RepeatedCodesQuery = z.output<typeof repeatedCodesQuery>;

/** One M-Pesa code that more than one payment still counts under, with those payments. */
export const RepeatedMpesaCode = z
  .object({
    code: z.string().meta({ description: 'The M-Pesa code as M-Pesa writes it' }),
    uses: z.number().int().meta({ description: 'How many payments still count under it' }),
    total_amount: z.number().meta({ description: 'What those payments add up to, in KSh' }),
    reported_amount: z.number().nullable().meta({
      description:
        'What M-Pesa reported the transaction as, in KSh; null when it never reported it',
    }),
    payments: z.array(PaymentListItem).meta({ description: 'Those payments, oldest first' }),
  })
  .meta({ id: 'RepeatedMpesaCode' });
export type RepeatedMpesaCode = z.output<typeof RepeatedMpesaCode>;

export const RepeatedMpesaCodesPage = pageOf(RepeatedMpesaCode, 'RepeatedMpesaCodesPage');
