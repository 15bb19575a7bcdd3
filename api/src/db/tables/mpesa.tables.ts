import type { Generated } from 'kysely';

/** M-Pesa (Daraja): the settings, the STK pushes, and each receipt however it arrived. */

/**
 * off: no M-Pesa; else whose Daraja Ghala talks to: the simulator, Safaricom's sandbox or Daraja.
 */
export type MpesaMode = 'off' | 'simulator' | 'sandbox' | 'production';

/** Daraja's credentials and Ghala's callback addresses (0017): one row, id 1. Secrets never leave. */
export interface MpesaSettingsTable {
  id: number;
  mode: Generated<MpesaMode>;
  passkey: string | null;
  consumer_key: string | null;
  consumer_secret: string | null;
  /** The BusinessShortCode of STK pushes when it is not the till number (a till's store number). */
  stk_shortcode: string | null;
  /** The public address Daraja calls back, without the path (https://duka.example.co.ke). */
  callback_base_url: string | null;
  /** 32 random bytes in hex: the unguessable part of the callback paths. */
  callback_token: string;
  c2b_registered_at: string | null;
  updated_at: string | null;
  updated_by: number | null;
}

export type MpesaRequestStatus =
  | 'sending'
  | 'waiting'
  | 'paid'
  | 'cancelled'
  | 'failed'
  | 'expired';

/** An STK push (0017): for an order or an invoice, in whole shillings. */
export interface MpesaRequestsTable {
  id: Generated<number>;
  order_id: number | null;
  invoice_id: number | null;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  amount_cents: number;
  account_reference: string;
  merchant_request_id: string | null;
  checkout_request_id: string | null;
  status: MpesaRequestStatus;
  result_code: string | null;
  result_desc: string | null;
  receipt_number: string | null;
  payment_id: number | null;
  requested_by: number;
  /** When Daraja's status query said paid without the callback having come (0037). */
  paid_reported_at: string | null;
  created_at: string;
  updated_at: string;
}

export type MpesaReceiptSource = 'stk' | 'c2b';

/** One M-Pesa transaction however often and however it arrived (0017). */
export interface MpesaReceiptsTable {
  id: Generated<number>;
  /** MpesaReceiptNumber or TransID: unique. */
  receipt_number: string;
  source: MpesaReceiptSource;
  amount_cents: number;
  /** 2547…, or the hashed MSISDN as Daraja sent it. */
  phone: string | null;
  payer_name: string | null;
  bill_ref: string | null;
  /** When M-Pesa took the money (ISO instant), from TransTime or TransactionDate. */
  trans_time: string | null;
  shortcode: string | null;
  /** 1 when it was paid to a shortcode that is not the shop's (0037): it waits, flagged. */
  unknown_shortcode: Generated<number>;
  mpesa_request_id: number | null;
  customer_id: number | null;
  /** What no document has taken yet; 0 once all of it is placed or returned. */
  unplaced_cents: number;
  /** What a manager marked returned to the payer (never the shop's), with when, who and why. */
  returned_cents: Generated<number>;
  returned_at: string | null;
  returned_by: number | null;
  return_reason: string | null;
  received_at: string;
  /** The callback's body as received (JSON). */
  raw: string;
}
