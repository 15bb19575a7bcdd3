import type { Generated, Insertable, Selectable } from 'kysely';
import type { TaxBand } from '../http/money.ts';

/**
 * Table types. Money columns end in `_cents` (integer cents); VAT rates are basis points
 * (1600 = 16%); timestamps are ISO-8601 UTC strings and dates are `YYYY-MM-DD`.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  staff_invites: StaffInvitesTable;
  request_throttle: RequestThrottleTable;
  suppliers: PartiesTable;
  customers: CustomersTable;
  inventory_items: InventoryItemsTable;
  price_history: PriceHistoryTable;
  counters: CountersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  payments: PaymentsTable;
  credit_notes: CreditNotesTable;
  credit_note_items: CreditNoteItemsTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_events: AuditEventsTable;
  stock_movements: StockMovementsTable;
  goods_received_notes: GoodsReceivedNotesTable;
  goods_received_items: GoodsReceivedItemsTable;
  shop_settings: ShopSettingsTable;
  etims_branches: EtimsBranchesTable;
  etims_devices: EtimsDevicesTable;
  etims_documents: EtimsDocumentsTable;
  etims_stock_reports: EtimsStockReportsTable;
  mpesa_settings: MpesaSettingsTable;
  mpesa_requests: MpesaRequestsTable;
  mpesa_receipts: MpesaReceiptsTable;
  mpesa_code_uses: MpesaCodeUsesTable;
}

export type Role = 'owner' | 'manager' | 'cashier';
export type AccountStatus = 'pending' | 'active' | 'disabled';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  role: Generated<Role>;
  status: Generated<AccountStatus>;
  approved_by: number | null;
  approved_at: string | null;
}

export interface StaffInvitesTable {
  id: Generated<number>;
  token_hash: string;
  role: Role;
  created_by: number;
  created_at: string;
  expires_at: string;
  used_by: number | null;
  used_at: string | null;
  revoked_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A counter of api/src/auth/throttle.ts: `hits` since `window_started_at`. */
export interface RequestThrottleTable {
  key: string;
  hits: number;
  window_started_at: string;
}

export interface PartiesTable {
  id: Generated<number>;
  name: string;
  contact: string;
  address: string | null;
  created_at: string;
}

/** A customer: a party with, for the eTIMS invoices a VAT-registered buyer claims with, a PIN (0015). */
export interface CustomersTable extends PartiesTable {
  /** A letter, 9 digits and a letter, in capitals; null: none given. */
  kra_pin: Generated<string | null>;
}

export interface InventoryItemsTable {
  id: Generated<number>;
  name: string;
  /** Thousandths of the item's unit, as every `_milli` quantity (0011, `http/quantity.ts`). */
  quantity_milli: number;
  unit_price_cents: number;
  cost_price_cents: number;
  supplier_id: number | null;
  created_at: string;
  updated_at: string;
  /** At or below this the item is low on stock and to be reordered; null: the shop-wide rule. */
  reorder_level_milli: Generated<number | null>;
  /** pcs, kg, m, bag…: what one of `quantity` is. */
  unit: Generated<string>;
  /** 1 when quantities may carry up to 3 decimals (kg of nails), 0 for whole units only. */
  sells_in_fractions: Generated<number>;
  /** Its KRA tax band (0015); B, the standard rate, unless said. */
  tax_band: Generated<TaxBand>;
  /** KRA's item classification code (`itemClsCd`); null until someone gives it. */
  kra_item_class_code: Generated<string | null>;
  /** KRA packaging unit code (class 17, `pkgUnitCd`): NT (net) unless said. */
  kra_packaging_unit: Generated<string>;
  /** KRA quantity unit code (class 10, `qtyUnitCd`): U (pieces/item) unless said. */
  kra_quantity_unit: Generated<string>;
}

export interface PriceHistoryTable {
  id: Generated<number>;
  inventory_id: number;
  old_unit_price_cents: number;
  new_unit_price_cents: number;
  old_cost_price_cents: number;
  new_cost_price_cents: number;
  change_reason: string;
  changed_by_email: string;
  created_at: string;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  customer_id: number;
  subtotal_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_cents: number;
  payment_method: string;
  /** Worked from the payments in the same transaction; `cancelled` once cancelled (0013). */
  status: 'pending' | 'paid' | 'partially_paid' | 'cancelled';
  /** Everything its sale's ledger holds: payments net of reversals and refunds, plus credits. */
  paid_cents: number;
  /** The credit notes' part of `paid_cents` (0013). */
  credited_cents: Generated<number>;
  created_by: number;
  created_at: string;
  /** Set when cancelled (0013): kept with its number, out of what is owed and of revenue. */
  cancelled_at: Generated<string | null>;
  cancelled_by: Generated<number | null>;
  cancel_reason: Generated<string | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  inventory_id: number | null;
  item_name: string;
  quantity_milli: number;
  unit: Generated<string>;
  unit_price_cents: number;
  total_cents: number;
  /** The item's band when sold (0019): the band this line's VAT was worked in. */
  tax_band: Generated<TaxBand>;
}

export interface InvoicesTable {
  id: Generated<number>;
  invoice_number: string;
  order_id: number | null;
  customer_id: number;
  subtotal_cents: number;
  vat_rate_bp: number;
  vat_cents: number;
  total_cents: number;
  created_at: string;
  due_date: string;
  created_by: number;
  /** What its sale's ledger holds, kept in each entry's transaction (status filters read it). */
  paid_cents: Generated<number>;
  /** The credit notes' part of `paid_cents` (0013). */
  credited_cents: Generated<number>;
  /** Set when voided (0012): never deleted, it keeps its number and shows VOID. */
  voided_at: Generated<string | null>;
  voided_by: Generated<number | null>;
  void_reason: Generated<string | null>;
  /** The order a void invoice was made from; its `order_id` is then null (0012). */
  voided_order_id: Generated<number | null>;
  /** The moment it was made, whatever date it carries (0025); null when made before 0025. */
  recorded_at: Generated<string | null>;
}

export interface InvoiceItemsTable {
  id: Generated<number>;
  invoice_id: number;
  inventory_id: number | null;
  description: string;
  quantity_milli: number;
  unit: Generated<string>;
  unit_price_cents: number;
  amount_cents: number;
  /** The item's band when invoiced (0019); B for a typed line. */
  tax_band: Generated<TaxBand>;
}

export type PaymentKind = 'payment' | 'reversal' | 'adjustment' | 'credit' | 'refund';

/**
 * The payment ledger (0005, 0013): every entry of a sale, never updated or deleted. A sale is
 * an order with its invoice (`order_id`) or a manual invoice (`invoice_id`). Payments and
 * credits (a credit note's total) are positive; reversals, adjustments (PATCH /orders lowering
 * the paid amount) and refunds (money handed back, or credit moved to another sale) negative.
 */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number | null;
  invoice_id: number | null;
  kind: PaymentKind;
  amount_cents: number;
  /** When the money came in (ISO instant; back-dated payments start their business day). */
  paid_at: string;
  method: string;
  reference: string | null;
  note: string | null;
  reverses_payment_id: number | null;
  /** Who took the money; null only for M-Pesa money that arrived by itself (0017). */
  recorded_by: number | null;
  recorded_at: string;
  /** 1 when the payment is one part of one M-Pesa payment split across sales (0024). */
  split: Generated<number>;
}

/**
 * An M-Pesa payment that still counts, under its code as M-Pesa writes it (0024); a reversal
 * deletes it. At most one row per code is not `shared` (a unique index).
 */
export interface MpesaCodeUsesTable {
  payment_id: number;
  code: string;
  /** 1 for a split part or money M-Pesa reported and placed itself. */
  shared: number;
}

/** A credit note (0013): CN-000001, against one invoice, settling that invoice's sale. */
export interface CreditNotesTable {
  id: Generated<number>;
  credit_note_number: string;
  invoice_id: number;
  /** The sale's order when the invoice was made from one; null for a manual invoice. */
  order_id: number | null;
  customer_id: number;
  created_at: string;
  reason: string;
  vat_rate_bp: number;
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
  returned_to_stock: number;
  refunded_cents: number;
  kept_as_credit_cents: number;
  created_by: number;
  /** KRA's credit-note reason (code class 32), sent as rfdRsnCd (0018). */
  kra_reason_code: Generated<KraCreditNoteReason>;
  /** The moment it was made, whatever date it carries (0025); null when made before 0025. */
  recorded_at: Generated<string | null>;
}

/** KRA's credit-note reasons: 01 missing quantity … 06 refund (docs/etims.md). */
export type KraCreditNoteReason = '01' | '02' | '03' | '04' | '05' | '06';

export interface CreditNoteItemsTable {
  id: Generated<number>;
  credit_note_id: number;
  invoice_item_id: number;
  inventory_id: number | null;
  description: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  amount_cents: number;
}

export interface IdempotencyKeysTable {
  user_id: number;
  scope: string;
  key: string;
  request_hash: string;
  status: number;
  body: string;
  created_at: string;
}

export type User = Selectable<UsersTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;

/** One event of the audit trail (api/src/audit): appended, never changed (a trigger refuses). */
export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: string;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity: string | null;
  entity_id: number | null;
  summary: string;
  /** JSON `[{ field, before, after }]`. */
  changes: string | null;
  client_address: string | null;
}

/**
 * The stock ledger (0010): every change of an item's quantity, never updated. For each item the
 * changes add up to its quantity, and `quantity_after_milli` is the balance after the row.
 */
export interface StockMovementsTable {
  id: Generated<number>;
  inventory_id: number;
  occurred_at: string;
  kind: string;
  quantity_change_milli: number;
  quantity_after_milli: number;
  document_type: string | null;
  document_id: number | null;
  document_number: string | null;
  reason: string | null;
  note: string | null;
  recorded_by: number | null;
}

/** A delivery from a supplier (0010): numbered GRN-000001 without gaps, reversed, never deleted. */
export interface GoodsReceivedNotesTable {
  id: Generated<number>;
  grn_number: string;
  supplier_id: number;
  received_on: string;
  supplier_invoice_number: string | null;
  note: string | null;
  total_cost_cents: number;
  created_by: number;
  created_at: string;
  reversed_at: string | null;
  reversed_by: number | null;
  reversal_reason: string | null;
}

export interface GoodsReceivedItemsTable {
  id: Generated<number>;
  grn_id: number;
  inventory_id: number | null;
  item_name: string;
  quantity_milli: number;
  unit: Generated<string>;
  unit_cost_cents: number;
  amount_cents: number;
}

/** The shop's own details (0014): one row, id 1, copied from the environment when first read. */
export interface ShopSettingsTable {
  id: number;
  name: string;
  registration_number: string;
  kra_pin: string | null;
  address: string | null;
  phone: string | null;
  email: string;
  /** A `data:` URL of a PNG, JPEG or WebP image. */
  logo: string | null;
  default_vat_rate_bp: Generated<number>;
  invoice_footer: string | null;
  mpesa_type: MpesaType | null;
  mpesa_number: string | null;
  bank_details: string | null;
  /** KRA branch id (`bhfId`, 0015): 2 digits, 00 the head office. */
  kra_branch_id: Generated<string>;
  /** The serial the branch's eTIMS device (OSCU) was registered with (`dvcSrlNo`). */
  kra_device_serial: Generated<string | null>;
  /** Whether and where documents are signed; the addresses are the environment's. */
  etims_mode: Generated<EtimsMode>;
  created_at: string;
  /** Null until a person saves the details (the environment's copy leaves it so). */
  updated_at: string | null;
  updated_by: number | null;
}

export type MpesaType = 'till' | 'paybill';

/** off: documents are not signed (as before eTIMS); else who signs them: KRA's simulator, sandbox or KRA. */
export type EtimsMode = 'off' | 'simulator' | 'sandbox' | 'production';

/** A KRA branch's gapless invcNo counter and its sender's lease (0016). */
export interface EtimsBranchesTable {
  tin: string;
  bhf_id: string;
  last_invc_no: Generated<number>;
  /** The last stored/released number (sarNo) KRA accepted from the branch (0018). */
  last_sar_no: Generated<number>;
  sender: string | null;
  sender_until: string | null;
}

/** What KRA answered when a branch's device was initialised (0016). */
export interface EtimsDevicesTable {
  tin: string;
  bhf_id: string;
  dvc_srl_no: string;
  cmc_key: string;
  sdc_id: string;
  mrc_no: string | null;
  initialised_at: string;
}

export type EtimsDocumentKind = 'invoice' | 'credit_note';
export type EtimsState = 'waiting' | 'signed' | 'refused';

/** The eTIMS outbox: one row per invoice or credit note to sign (0016). */
export interface EtimsDocumentsTable {
  id: Generated<number>;
  kind: EtimsDocumentKind;
  invoice_id: number | null;
  credit_note_id: number | null;
  tin: string;
  bhf_id: string;
  /** Null once refused: the number went back to the branch's sequence. */
  invc_no: number | null;
  state: EtimsState;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  queued_at: string;
  cur_rcpt_no: number | null;
  tot_rcpt_no: number | null;
  intrl_data: string | null;
  rcpt_sign: string | null;
  sdc_date_time: string | null;
  sdc_id: string | null;
  signed_at: string | null;
  /** Where it was signed (0018); null for documents signed before Ghala kept it. */
  environment: Exclude<EtimsMode, 'off'> | null;
}

export type EtimsStockReportState = 'waiting' | 'sent' | 'refused';

/** Stock movements waiting to be reported to KRA: insertStockIO and saveStockMaster (0018). */
export interface EtimsStockReportsTable {
  id: Generated<number>;
  tin: string;
  bhf_id: string;
  /** The stock ledger's kind of movement (stock-ledger.ts MOVEMENT_KINDS). */
  kind: string;
  /** KRA's stock in/out type (code class 12): 02 purchase, 11 sale, 06/16 adjustment, … */
  sar_ty_cd: string;
  occurred_at: string;
  document_type: string | null;
  document_id: number | null;
  document_number: string | null;
  recorded_by: number | null;
  /** JSON: the report's lines as the stock moved (etims-stock.repository.ts StockReportLine). */
  lines: string;
  state: EtimsStockReportState;
  sar_no: number | null;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  queued_at: string;
  sent_at: string | null;
}

/** off: no M-Pesa; else whose Daraja Ghala talks to: the simulator, Safaricom's sandbox or Daraja. */
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
