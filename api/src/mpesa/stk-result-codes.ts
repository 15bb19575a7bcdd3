import type { MpesaRequestStatus } from '../db/schema.ts';

/**
 * What an STK push's ResultCode (callback or status query) ends its request as. Daraja's own
 * pages list the codes without saying which end in what; the mapping follows what the public
 * references say each code means for the merchant (checked for issue 52):
 *
 * - 0 "The service request is processed successfully." → paid.
 * - 1032 "Request cancelled by user" → cancelled: the customer pressed Cancel.
 * - 1037 "DS timeout user cannot be reached" → expired: the prompt never got an answer (phone
 *   off, out of coverage, PIN not entered in time).
 * - 1019 "Transaction has expired" → expired: the push outlived its window before the customer
 *   answered; nothing was taken, a new push may be sent.
 * - 1 (insufficient balance), 17 and 26 (M-Pesa busy or unable), 1001 (subscriber locked by
 *   another session), 1025 and 9999 (the push could not be sent), 2001 (wrong PIN), any other
 *   → failed, with Daraja's words in result_desc.
 *
 * Sources: paylod.dev/docs/errors (Daraja result and error codes reference, "1019 Transaction
 * expired … the customer took too long to respond"); kenzobe.com/blog/mpesa-daraja-api-errors
 * ("STK Push ResultCode Reference": 1019 Transaction expired, 1037 DS timeout user cannot be
 * reached, 1032 Request cancelled by user, 2001 wrong PIN); github.com/ronnyabuto/daraja-error-codes
 * (`1019.html`: "The STK Push transaction exceeded the allowable processing time before the user
 * responded"; `errors.json` for 1037 and 1032).
 */
export const STK_RESULT_STATUS: Readonly<Record<number, MpesaRequestStatus>> = {
  0: 'paid',
  1032: 'cancelled',
  1037: 'expired',
  1019: 'expired',
};

/** The request's status for a result code: the table above, else failed. */
export const stkStatusFor = (resultCode: number): MpesaRequestStatus =>
  STK_RESULT_STATUS[resultCode] ?? 'failed';
