export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Whether an account may sign in. */
export type AccountStatus =
  /** May sign in. */
  | 'active'
  /** Turned off by an owner; its sessions were ended. */
  | 'disabled'
  /** Signed up, waiting for an owner's approval. */
  | 'pending';

/** Why stock is adjusted by hand. */
export type AdjustmentReason =
  | 'count_correction'
  | 'damaged'
  | 'found'
  | 'lost_or_stolen'
  | 'own_use';

/** A kind of audit event (the REST API writes the first `_` as a dot: `price.changed`, `sign_in.failed`). */
export type AuditAction =
  /** An item's barcode was given, changed or taken away: which item a scan sells. */
  | 'barcode_changed'
  /** A supplier's bill was recorded: its number, total and supplier. */
  | 'bill_made'
  /** A credit note was issued against an invoice. */
  | 'credit_note_issued'
  /** A customer was deleted. */
  | 'customer_deleted'
  /** A delivery was received from a supplier (a goods received note): its stock came in. */
  | 'goods_received'
  /** A goods received note was reversed: its stock went back out. */
  | 'goods_reversed'
  /** An invoice was deleted (before invoices were voided instead). */
  | 'invoice_deleted'
  /** An invoice was made: its number, total and customer; `back-dated to …` when dated days back. */
  | 'invoice_made'
  /** An invoice was voided (the spec's delete). */
  | 'invoice_voided'
  /** An inventory item was deleted. */
  | 'item_deleted'
  /** Unmatched M-Pesa money was marked returned to the payer. */
  | 'mpesa_returned'
  /** A pending order was cancelled. */
  | 'order_cancelled'
  /** An order was made: its number, total and customer (what a cashier sold). */
  | 'order_made'
  /** An order's paid amount was lowered. */
  | 'payment_adjusted'
  /** A credit note settled part of a sale. */
  | 'payment_credited'
  /** A payment was recorded on an order or invoice. */
  | 'payment_recorded'
  /** Money was refunded to a customer, or their credit moved to another sale. */
  | 'payment_refunded'
  /** A payment was reversed. */
  | 'payment_reversed'
  /** An item's selling or cost price changed. */
  | 'price_changed'
  /** A purchase order was cancelled, with the reason. */
  | 'purchase_order_cancelled'
  /** A purchase order was made: its number, supplier and total at cost. */
  | 'purchase_order_made'
  /** A purchase order was marked sent to its supplier. */
  | 'purchase_order_sent'
  /** Items, customers or suppliers were imported from a spreadsheet. */
  | 'records_imported'
  /** Someone saved the shop's details (Settings). */
  | 'settings_changed'
  /** Someone signed in. */
  | 'sign_in'
  /** A sign-in was refused (wrong password, unknown email, waiting for approval, disabled). */
  | 'sign_in_failed'
  /** The owner approved a sign-up. */
  | 'staff_approved'
  /** The owner disabled an account. */
  | 'staff_disabled'
  /** The owner enabled an account again. */
  | 'staff_enabled'
  /** The owner withdrew an invite link. */
  | 'staff_invite_withdrawn'
  /** The owner made an invite link. */
  | 'staff_invited'
  /** Someone signed up through an invite link. */
  | 'staff_joined'
  /** The owner changed someone's role. */
  | 'staff_role_changed'
  /** The owner signed someone out on every device. */
  | 'staff_signed_out'
  /** Someone signed up without an invite (and waits for approval). */
  | 'staff_signed_up'
  /** An item's quantity was set by hand, or a new item came with its opening stock. */
  | 'stock_changed'
  /** A supplier was deleted. */
  | 'supplier_deleted'
  /** A payment to a supplier was recorded on their bill. */
  | 'supplier_payment_recorded'
  /** A payment to a supplier was reversed, with the reason. */
  | 'supplier_payment_reversed';

/** Which way cash moved through a drawer by hand. */
export type CashMovementKind =
  /** Cash put into the drawer. */
  | 'pay_in'
  /** Cash taken out of the drawer. */
  | 'pay_out';

/** The shop's details as the Settings screen saves them. */
export type CompanyInput = {
  /** Address; null or empty: none. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Bank details as printed; null or empty: none. */
  bankDetails?: InputMaybe<Scalars['String']['input']>;
  /** 0 to 1 (0.16 for 16%). */
  defaultVatRate: Scalars['Float']['input'];
  /** A valid email address. */
  email: Scalars['String']['input'];
  /** Left out: unchanged; null: off. Other than off, kraPin and kraDeviceSerial must be given. */
  etimsMode?: InputMaybe<EtimsMode>;
  /** Printed at the foot of documents; null or empty: none. */
  invoiceFooter?: InputMaybe<Scalars['String']['input']>;
  /** 2 digits (00 the head office); left out: unchanged; null: 00. */
  kraBranchId?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters; left out: unchanged; null or empty: none. Needed when etimsMode is not off. */
  kraDeviceSerial?: InputMaybe<Scalars['String']['input']>;
  /** A letter, 9 digits and a letter; kept in capitals. Null or empty: none. */
  kraPin?: InputMaybe<Scalars['String']['input']>;
  /** KRA's item class for typed lines, up to 10 digits; left out: unchanged; null or empty: none. Needed when etimsMode is not off. */
  kraTypedLineClassCode?: InputMaybe<Scalars['String']['input']>;
  /** A data: URL of a PNG, JPEG or WebP image of at most 200 KB (checked by its bytes); null: none. */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** 5 to 7 digits; given together with mpesaType. */
  mpesaNumber?: InputMaybe<Scalars['String']['input']>;
  /** Till or paybill; given together with mpesaNumber. */
  mpesaType?: InputMaybe<MpesaAccountType>;
  /** Registered company name; not blank. */
  name: Scalars['String']['input'];
  /** Phone number(s); null or empty: none. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) address with no path (https://shop.example.co.ke); left out: unchanged; null or empty: none. */
  publicAddress?: InputMaybe<Scalars['String']['input']>;
  /** Company registration number; not blank. */
  registrationNumber: Scalars['String']['input'];
  /** Whether the shop is VAT-registered; left out: unchanged. */
  vatRegistered?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new invoice: manual (customer and items) or from an order (orderId). */
export type CreateInvoiceInput = {
  /** Issue date YYYY-MM-DD; null or blank means today. */
  createdAt?: InputMaybe<Scalars['String']['input']>;
  /** Who is billed (manual invoices). */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Manual lines; at least one for a manual invoice. */
  items?: Array<InvoiceLineInput>;
  /** The order to invoice; customer and lines then come from the order. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** The total the client showed, checked by the server. */
  total: Scalars['Float']['input'];
  /** The VAT the client showed, checked by the server. */
  vatAmount: Scalars['Float']['input'];
  /** VAT rate as a fraction from 0 to 1. */
  vatRate: Scalars['Float']['input'];
};

/** A new order. */
export type CreateOrderInput = {
  /** Who is buying; left out, the shop's walk-in customer. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** The lines; at least one. */
  items: Array<OrderLineInput>;
  /** The money taken at the counter, recorded with the order in one step. */
  payment?: InputMaybe<PaidNowInput>;
  /** How they pay. */
  paymentMethod: PaymentMethod;
  /** Only for a sale made offline and sent later: when it was sold on the device (ISO 8601). It is then recorded as sold, and any difference since is listed in the order's attention. */
  soldAt?: InputMaybe<Scalars['String']['input']>;
  /** The subtotal the client showed, checked by the server. */
  subtotal: Scalars['Float']['input'];
  /** The total the client showed, checked by the server. */
  totalAmount: Scalars['Float']['input'];
  /** The VAT the client showed, checked by the server. */
  vatAmount: Scalars['Float']['input'];
  /** VAT rate as a fraction from 0 to 1. */
  vatRate: Scalars['Float']['input'];
};

/** Email and password. */
export type CredentialsInput = {
  /** A valid email address. */
  email: Scalars['String']['input'];
  /** The password (at least 6 characters for a new account). */
  password: Scalars['String']['input'];
};

/** A new credit note. */
export type CreditNoteInput = {
  /** The business day (YYYY-MM-DD); today when absent. Never before the invoice. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** The lines: each an invoice line and how much of it, up to what is left to credit. */
  lines: Array<CreditNoteLineInput>;
  /** Why the invoice is credited. */
  reason: Scalars['String']['input'];
  /** KRA's reason for eTIMS, 01–06 (see CreditNote.reasonCode); 06 (refund) when absent. */
  reasonCode?: InputMaybe<Scalars['String']['input']>;
  /** Hand back what the credit takes beyond what is owed; without it, that stays as the customer's credit. */
  refund?: InputMaybe<RefundInput>;
  /** Put the inventory lines back into stock (goods returned). */
  returnToStock?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A line of a new credit note. */
export type CreditNoteLineInput = {
  /** The invoice line. */
  invoiceItemId: Scalars['ID']['input'];
  /** How much of it, more than 0. */
  quantity: Scalars['Float']['input'];
};

/** How a page of customers is sorted; ties are broken by id. */
export type CustomerSort =
  /** Who owes the least first (credit balances, then nothing owed). */
  | 'balance_asc'
  /** Who owes the most first. */
  | 'balance_desc'
  /** By name, A to Z. */
  | 'name_asc'
  /** By name, Z to A. */
  | 'name_desc';

/** How a page of orders or invoices is sorted; ties are broken by id, so paging never skips or repeats. */
export type DocumentSort =
  /** Oldest first. */
  | 'created_at_asc'
  /** Newest first. */
  | 'created_at_desc'
  /** By customer name, A to Z. */
  | 'customer_asc'
  /** By customer name, Z to A. */
  | 'customer_desc'
  /** Smallest total first. */
  | 'total_asc'
  /** Largest total first. */
  | 'total_desc';

/** Whether and where documents are signed for KRA eTIMS; the addresses and keys are the server's environment's. */
export type EtimsMode =
  /** Not signed: documents are issued as before eTIMS. */
  | 'off'
  /** Signed by KRA (ETIMS_PRODUCTION_URL): real tax invoices. */
  | 'production'
  /** Signed by KRA's sandbox (ETIMS_SANDBOX_URL): KRA's test system, for a device KRA approved for testing. */
  | 'sandbox'
  /** Signed by the local KRA simulator (KRA_SIMULATOR_URL): for trying eTIMS out; nothing reaches KRA. */
  | 'simulator';

/** Where a document stands with KRA's eTIMS. */
export type EtimsState =
  /** KRA (or Ghala, before sending) refused it: see lastError; retryEtimsDocument sends it again. */
  | 'refused'
  /** KRA signed it. */
  | 'signed'
  /** Queued for KRA, or KRA cannot be reached yet: tried again by itself. */
  | 'waiting';

/** Where a stock report to KRA stands. */
export type EtimsStockReportState =
  /** KRA refused it: see lastError; retryEtimsStockReport sends it again. */
  | 'refused'
  /** KRA stored it. */
  | 'sent'
  /** Queued: behind a sale KRA has not signed yet, or KRA cannot be reached; tried again by itself. */
  | 'waiting';

export type GoodsReceivedInput = {
  /** What came in: 1 to 500 lines. */
  lines: Array<GoodsReceivedLineInput>;
  /** Anything worth keeping, up to 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The day the goods came in (YYYY-MM-DD, not after today); today by default. */
  receivedOn?: InputMaybe<Scalars['String']['input']>;
  /** Who delivered. */
  supplierId: Scalars['ID']['input'];
  /** The supplier's own invoice or delivery note number. */
  supplierInvoiceNumber?: InputMaybe<Scalars['String']['input']>;
};

export type GoodsReceivedLineInput = {
  /** The inventory item. */
  itemId: Scalars['ID']['input'];
  /** More than 0: whole units, or up to 3 decimals for an item sold in fractions. */
  quantity: Scalars['Float']['input'];
  /** What one unit cost, KSh. */
  unitCost: Scalars['Float']['input'];
};

/** Posted, or reversed. */
export type GoodsReceivedStatus =
  | 'posted'
  | 'reversed';

/** A new inventory item. */
export type InventoryItemInput = {
  /** What a scanner reads off the pack, unique among items (a second item with it is refused, naming the first); null or empty: none; left out: none for a new item, unchanged on an update. */
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** Buying price per unit in KSh, 0 or more. */
  costPrice: Scalars['Float']['input'];
  /** KRA item classification code, up to 10 digits; null or empty: none; left out: none for a new item, unchanged on an update. */
  kraItemClassCode?: InputMaybe<Scalars['String']['input']>;
  /** KRA packaging unit code (class 17), e.g. NT; left out: NT for a new item, unchanged on an update. */
  kraPackagingUnit?: InputMaybe<Scalars['String']['input']>;
  /** KRA quantity unit code (class 10), e.g. U or KG; left out: U for a new item, unchanged on an update. */
  kraQuantityUnit?: InputMaybe<Scalars['String']['input']>;
  /** What it is; not blank. */
  name: Scalars['String']['input'];
  /** In stock, 0 or more: a whole number, or up to 3 decimals when sellsInFractions. */
  quantity: Scalars['Float']['input'];
  /** Low on stock at or below this quantity; null: the shop-wide level; left out: unchanged. */
  reorderLevel?: InputMaybe<Scalars['Float']['input']>;
  /** Whether quantities may carry up to 3 decimals; left out: false for a new item, unchanged on an update. */
  sellsInFractions?: InputMaybe<Scalars['Boolean']['input']>;
  /** An existing supplier, or null. */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  /** KRA tax band; left out: B for a new item, unchanged on an update. */
  taxBand?: InputMaybe<TaxBand>;
  /** pcs, kg, m, bag…; left out: pcs for a new item, unchanged on an update. */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** Selling price per unit in KSh (VAT inclusive), 0 or more. */
  unitPrice: Scalars['Float']['input'];
};

/** New values for an inventory item. */
export type InventoryItemUpdateInput = {
  /** What a scanner reads off the pack, unique among items (a second item with it is refused, naming the first); null or empty: none; left out: none for a new item, unchanged on an update. */
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** Recorded in the price history when a price changes. */
  changeReason?: InputMaybe<Scalars['String']['input']>;
  /** Buying price per unit in KSh, 0 or more. */
  costPrice: Scalars['Float']['input'];
  /** KRA item classification code, up to 10 digits; null or empty: none; left out: none for a new item, unchanged on an update. */
  kraItemClassCode?: InputMaybe<Scalars['String']['input']>;
  /** KRA packaging unit code (class 17), e.g. NT; left out: NT for a new item, unchanged on an update. */
  kraPackagingUnit?: InputMaybe<Scalars['String']['input']>;
  /** KRA quantity unit code (class 10), e.g. U or KG; left out: U for a new item, unchanged on an update. */
  kraQuantityUnit?: InputMaybe<Scalars['String']['input']>;
  /** What it is; not blank. */
  name: Scalars['String']['input'];
  /** In stock, 0 or more: a whole number, or up to 3 decimals when sellsInFractions. */
  quantity: Scalars['Float']['input'];
  /** Low on stock at or below this quantity; null: the shop-wide level; left out: unchanged. */
  reorderLevel?: InputMaybe<Scalars['Float']['input']>;
  /** Whether quantities may carry up to 3 decimals; left out: false for a new item, unchanged on an update. */
  sellsInFractions?: InputMaybe<Scalars['Boolean']['input']>;
  /** An existing supplier, or null. */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  /** KRA tax band; left out: B for a new item, unchanged on an update. */
  taxBand?: InputMaybe<TaxBand>;
  /** pcs, kg, m, bag…; left out: pcs for a new item, unchanged on an update. */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** Selling price per unit in KSh (VAT inclusive), 0 or more. */
  unitPrice: Scalars['Float']['input'];
};

/** How a page of inventory items is sorted; ties are broken by id, so paging never skips or repeats. */
export type InventorySort =
  /** By name, A to Z. */
  | 'name_asc'
  /** By name, Z to A. */
  | 'name_desc'
  /** Fewest units first. */
  | 'quantity_asc'
  /** Most units first. */
  | 'quantity_desc'
  /** Smallest stock value (quantity × unit price) first. */
  | 'total_value_asc'
  /** Largest stock value first. */
  | 'total_value_desc'
  /** Cheapest first. */
  | 'unit_price_asc'
  /** Dearest first. */
  | 'unit_price_desc';

/** A line of a new manual invoice. */
export type InvoiceLineInput = {
  /** What is billed; not blank. */
  description: Scalars['String']['input'];
  /** The inventory item it came from, if any. */
  inventoryId?: InputMaybe<Scalars['ID']['input']>;
  /** More than 0, up to 3 decimals (whole units for an inventory item not sold in fractions); a line from inventory takes them out of stock. */
  quantity: Scalars['Float']['input'];
  /** Price per unit in KSh, VAT inclusive as shelf prices are. */
  unitPrice: Scalars['Float']['input'];
};

/** Where an invoice's payment stands (derived from its recorded payments and due date). */
export type InvoiceStatus =
  /** Past its due date and not paid in full. */
  | 'overdue'
  /** Paid in full. */
  | 'paid'
  /** Some, not all, paid, not yet due. */
  | 'partially_paid'
  /** Nothing paid, not yet due. */
  | 'unpaid'
  /** Voided: kept with its number, owed by nobody; listed only when asked for. */
  | 'void';

/** The kind of M-Pesa account customers pay into. */
export type MpesaAccountType =
  /** A paybill number (the account number is the document's number). */
  | 'paybill'
  /** A Buy Goods till number. */
  | 'till';

/** Where an unmatched M-Pesa payment goes: exactly one of the three. */
export type MpesaAssignInput = {
  /** A customer: their open sales take it, oldest first, each up to its balance. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** An invoice: it takes up to its balance. */
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  /** An order: it takes up to its balance. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
};

/** Whether the new C2B addresses reached Daraja. */
export type MpesaC2bRegistration =
  /**
   * Daraja refused or could not be reached (see c2bRegistrationError): register the addresses
   * again (`registerMpesaUrls`), or ask Safaricom to change them where Daraja allows one
   * registration only.
   */
  | 'failed'
  /** M-Pesa is off or not fully set up: nothing to register until it is turned on. */
  | 'not_set_up'
  /** Daraja took the new addresses: payments customers make on their phones arrive there. */
  | 'registered';

/** Whether and where M-Pesa payments go through Safaricom's Daraja API; the addresses are the server's environment's. */
export type MpesaMode =
  /** No M-Pesa requests are sent; payments by M-Pesa are recorded by hand as before. */
  | 'off'
  /** Safaricom's Daraja (MPESA_PRODUCTION_URL): real money. */
  | 'production'
  /** Safaricom's Daraja sandbox (MPESA_SANDBOX_URL): Safaricom's test system, with test credentials. */
  | 'sandbox'
  /** The local Daraja simulator (MPESA_SIMULATOR_URL): for trying M-Pesa out; no money moves. */
  | 'simulator';

/** A new M-Pesa payment request: exactly one of orderId and invoiceId. */
export type MpesaPaymentRequestInput = {
  /** In KSh: whole shillings, more than 0, at most the document's balance. */
  amount: Scalars['Float']['input'];
  /** The invoice to pay. */
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  /** The order to pay. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** The customer's Safaricom number: 0712 345 678, 0112 345 678 or 254712345678 (spaces allowed). */
  phone: Scalars['String']['input'];
};

/** How an M-Pesa payment reached the shop. */
export type MpesaReceiptSource =
  /** Paid by the customer on their own phone to the till or paybill (C2B). */
  | 'c2b'
  /** The result of a payment request (STK push) sent from Ghala. */
  | 'stk';

/** Where an M-Pesa payment request (STK push) stands. */
export type MpesaRequestStatus =
  /** Paid per M-Pesa (Daraja's status query), receipt awaited: not in the books until the callback or the C2B confirmation brings the receipt, or staff type the code from the customer's SMS (settleMpesaPaymentRequest). */
  | 'awaiting_receipt'
  /** The customer cancelled it on the phone; nothing was recorded. */
  | 'cancelled'
  /** The phone never answered in time (unreachable or ignored), or the push expired (1019); nothing was recorded. */
  | 'expired'
  /** Daraja refused it or the payment failed (wrong PIN, too little balance…): see resultDesc. */
  | 'failed'
  /** The customer paid: the payment is recorded on the document (see receiptNumber and paymentId). */
  | 'paid'
  /** Being sent to Daraja. */
  | 'sending'
  /** Daraja accepted it; waiting for the customer to enter their PIN on the phone. */
  | 'waiting';

/**
 * Changes to the M-Pesa settings. A field left out stays as it is. For the three secrets an empty
 * string also keeps the saved one, and null clears it.
 */
export type MpesaSettingsInput = {
  /** An http(s) address without a path's trailing slash; https outside simulator mode. Null or empty: none. */
  callbackBaseUrl?: InputMaybe<Scalars['String']['input']>;
  /** The Daraja app's consumer key. Empty or left out: keep; null: clear. */
  consumerKey?: InputMaybe<Scalars['String']['input']>;
  /** The Daraja app's consumer secret. Empty or left out: keep; null: clear. */
  consumerSecret?: InputMaybe<Scalars['String']['input']>;
  /** Other than off, the till or paybill number, passkey, consumer key and secret must be saved. */
  mode?: InputMaybe<MpesaMode>;
  /** The Lipa na M-Pesa Online passkey from Daraja. Empty or left out: keep; null: clear. */
  passkey?: InputMaybe<Scalars['String']['input']>;
  /** 5 to 7 digits: a till's store number for STK pushes; null or empty: the till or paybill number. */
  stkShortcode?: InputMaybe<Scalars['String']['input']>;
};

/** A line of a new order. */
export type OrderLineInput = {
  /** The inventory item. */
  inventoryId: Scalars['ID']['input'];
  /** More than 0, up to the stock: whole units, or up to 3 decimals for an item sold in fractions. */
  quantity: Scalars['Float']['input'];
  /** The unit price the client showed, checked by the server. */
  unitPrice: Scalars['Float']['input'];
};

/** An order's new payment state. */
export type OrderPaymentInput = {
  /**
   * What the client believed was paid before this payment. When given, the change is refused
   * with CONFLICT if another payment was recorded meanwhile, so none is lost.
   */
  expectedPaidAmount?: InputMaybe<Scalars['Float']['input']>;
  /** Total paid so far, in KSh, from 0 to the order total. */
  paidAmount: Scalars['Float']['input'];
  /** `paid` exactly when paidAmount equals the total, `partially_paid` when below it. */
  status: OrderStatus;
};

/** Where an order's payment stands. */
export type OrderStatus =
  /** Cancelled before anything was paid or invoiced: kept with its number, owed by nobody. */
  | 'cancelled'
  /** Paid in full. */
  | 'paid'
  /** Some, not all, paid. */
  | 'partially_paid'
  /** Nothing paid yet. */
  | 'pending';

/** A payment taken as the order is made (the counter's one-step sale). */
export type PaidNowInput = {
  /** The amount paid, in KSh; the order's total when left out. Below it the order is partly paid. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** How it was paid: cash, mpesa, cheque, bank_transfer or customer_credit. */
  method: PaymentMethod;
  /** The M-Pesa code, cheque number or bank reference; required for those three methods. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Cash handed over, in KSh (cash only): at least the amount; the rest is `changeDue`. */
  tendered?: InputMaybe<Scalars['Float']['input']>;
};

/** A customer's or supplier's details. */
export type PartyInput = {
  /** Address; empty means none. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Phone number or email; not blank. */
  contact: Scalars['String']['input'];
  /**
   * A KRA PIN, a letter, 9 digits and a letter, kept in capitals; null or empty: none; left out:
   * none for a new customer or supplier, unchanged on an update.
   */
  kraPin?: InputMaybe<Scalars['String']['input']>;
  /** Name; not blank. */
  name: Scalars['String']['input'];
};

/** How a page of suppliers is sorted; ties are broken by id. */
export type PartySort =
  /** By name, A to Z. */
  | 'name_asc'
  /** By name, Z to A. */
  | 'name_desc';

/** What an entry of the payment ledger is. */
export type PaymentKind =
  /** The paid amount lowered through `updateOrderPayment`; negative. */
  | 'adjustment'
  /** A credit note settling part of the sale. */
  | 'credit'
  /** Money received. */
  | 'payment'
  /** Money handed back to the customer, or their credit moved to another sale; negative. */
  | 'refund'
  /** A payment undone (a bounced cheque); negative. */
  | 'reversal'
  /** Less than one shilling settled after an M-Pesa payment, which moves whole shillings only; positive, no money, no change to VAT. */
  | 'rounding';

/** How an order is paid for. */
export type PaymentMethod =
  /** Bank transfer. */
  | 'bank_transfer'
  /** Cash. */
  | 'cash'
  /** Cheque. */
  | 'cheque'
  /** On credit (pay later): how an order is sold, never how a payment comes in. */
  | 'credit'
  /** A credit note settling its own sale (ledger entries only, never chosen). */
  | 'credit_note'
  /** Credit the customer holds from a credit note, spent on this sale (payments only). */
  | 'customer_credit'
  /** M-Pesa mobile money. */
  | 'mpesa'
  /** The cents M-Pesa cannot collect, settled after an M-Pesa payment (ledger entries only, never chosen; not money). */
  | 'rounding';

/** How a page of the payment ledger is sorted; ties are broken by id. */
export type PaymentSort =
  /** Oldest first. */
  | 'paid_at_asc'
  /** Newest first. */
  | 'paid_at_desc';

/** New prices for an item. */
export type PriceUpdateInput = {
  /** Why the prices change; required. */
  changeReason: Scalars['String']['input'];
  /** New buying price per unit in KSh. */
  newCostPrice: Scalars['Float']['input'];
  /** New selling price per unit in KSh. */
  newUnitPrice: Scalars['Float']['input'];
};

export type PurchaseOrderInput = {
  /** The day the supplier is to deliver (YYYY-MM-DD, not before today). */
  expectedOn?: InputMaybe<Scalars['String']['input']>;
  /** What is ordered: 1 to 500 lines, one per item. */
  lines: Array<PurchaseOrderLineInput>;
  /** Anything worth keeping, up to 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Who is asked. */
  supplierId: Scalars['ID']['input'];
};

export type PurchaseOrderLineInput = {
  /** The inventory item. */
  itemId: Scalars['ID']['input'];
  /** More than 0: whole units, or up to 3 decimals for an item sold in fractions. */
  quantity: Scalars['Float']['input'];
  /** What one unit is to cost the shop, KSh. */
  unitCost: Scalars['Float']['input'];
};

/** Where a purchase order stands; the last three follow what has come in against it. */
export type PurchaseOrderStatus =
  /** Cancelled (never deleted). */
  | 'cancelled'
  /** Made, not yet sent to the supplier. */
  | 'draft'
  /** Some of it received. */
  | 'partially_received'
  /** Every line received in full. */
  | 'received'
  /** Sent to the supplier; nothing received yet. */
  | 'sent';

export type ReceiveAgainstOrderInput = {
  /** Receive more than ordered (after asking the user). */
  allowOverReceipt?: InputMaybe<Scalars['Boolean']['input']>;
  /** What came in: items on the order. */
  lines: Array<ReceiveAgainstOrderLineInput>;
  /** Anything worth keeping, up to 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The day the goods came in (YYYY-MM-DD, not after today); today by default. */
  receivedOn?: InputMaybe<Scalars['String']['input']>;
  /** The supplier's own invoice or delivery note number. */
  supplierInvoiceNumber?: InputMaybe<Scalars['String']['input']>;
};

export type ReceiveAgainstOrderLineInput = {
  /** The inventory item (on the order). */
  itemId: Scalars['ID']['input'];
  /** How much came in. */
  quantity: Scalars['Float']['input'];
  /** What one unit cost, KSh; the order's cost when left out. Owners and managers only. */
  unitCost?: InputMaybe<Scalars['Float']['input']>;
};

/** How money goes back to the customer. */
export type RefundInput = {
  /** Cash, M-Pesa, cheque or bank transfer. */
  method: PaymentMethod;
  /** The M-Pesa code, cheque number or bank reference (required for those). */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** What a member of staff may do. */
export type Role =
  /** Sells (orders, invoices, payments, customers); sees stock and selling prices but no cost prices or margins; changes no prices; deletes nothing. */
  | 'cashier'
  /** Everything but the staff. */
  | 'manager'
  /** Everything, including the staff. */
  | 'owner';

/** What a share link opens. */
export type SharedDocumentKind =
  /** A credit note. */
  | 'credit_note'
  /** An invoice. */
  | 'invoice'
  /** An order (a sale; its receipt). */
  | 'order'
  /** A purchase order (to its supplier; owners and managers only). */
  | 'purchase_order';

/** What an owner changes about a member of staff: at least one of the two. */
export type StaffChangeInput = {
  /** The new role. */
  role?: InputMaybe<Role>;
  /** `active` approves or enables; `disabled` turns the account off and signs it out. */
  status?: InputMaybe<AccountStatus>;
};

/** A new invite link. */
export type StaffInviteInput = {
  /** The role the new member gets. */
  role: Role;
  /** Days the link stays valid, 1 to 30 (7 by default). */
  validDays?: InputMaybe<Scalars['Int']['input']>;
};

/** What a line of a customer statement records. */
export type StatementLineKind =
  /** A paid amount lowered: a debit. */
  | 'adjustment'
  /** A credit note taking part of a sale back: a credit. */
  | 'credit'
  /** What the customer owed when the shop moved in from a spreadsheet (OB-…, paid like an invoice; not a sale): a debit. */
  | 'opening_balance'
  /** Money received: a credit. */
  | 'payment'
  /** Money handed back, or the customer's credit moved to another of their sales: a debit. */
  | 'refund'
  /** A payment undone: a debit. */
  | 'reversal'
  /** The cents M-Pesa cannot collect, settled after an M-Pesa payment: a credit. */
  | 'rounding'
  /** A sale put on the account (an order or an invoice): a debit. */
  | 'sale';

export type StockAdjustmentInput = {
  /** The inventory item. */
  itemId: Scalars['ID']['input'];
  /** Anything worth keeping, up to 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** In (positive) or out (negative), not 0; decimals only for an item sold in fractions. */
  quantityChange: Scalars['Float']['input'];
  /** Why. */
  reason: AdjustmentReason;
};

export type StockCountInput = {
  /** The counted items, each once. */
  lines: Array<StockCountLineInput>;
  /** A note for every movement the count posts, e.g. Month-end count. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type StockCountLineInput = {
  /** What was counted on the shelf (decimals only for an item sold in fractions). */
  countedQuantity: Scalars['Float']['input'];
  /** The quantity shown while reviewing the count; the count is refused if stock has moved since. */
  expectedQuantity: Scalars['Float']['input'];
  /** The inventory item. */
  itemId: Scalars['ID']['input'];
};

/** Why an item's stock moved. */
export type StockMovementKind =
  /** Moved by hand with a reason. */
  | 'adjustment'
  /** Moved to what a stock count found. */
  | 'count'
  /** Came back on a credit note (goods returned). */
  | 'credit_note'
  /** Set directly by editing the item (reason 'Manual update via edit'). */
  | 'edit'
  /** Came in on a goods received note. */
  | 'goods_received'
  /** Went back out when a goods received note was reversed. */
  | 'goods_received_reversal'
  /** Sold on a manual invoice. */
  | 'invoice'
  /** Came back when its manual invoice was voided (the spec's delete). */
  | 'invoice_void'
  /** The quantity an item started with (or had when the ledger began). */
  | 'opening'
  /** Came back when its order was cancelled. */
  | 'order_cancelled'
  /** Sold on an order. */
  | 'sale';

/** A supplier's bill: from goods received notes, typed lines, or both. */
export type SupplierBillInput = {
  /** The supplier's invoice date (YYYY-MM-DD, not after today); today by default. */
  billDate?: InputMaybe<Scalars['String']['input']>;
  /** When it is to be paid (YYYY-MM-DD, not before the bill date). */
  dueOn: Scalars['String']['input'];
  /** The supplier's goods received notes it bills (each billed once). */
  goodsReceivedIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Typed lines for services. */
  lines?: InputMaybe<Array<SupplierBillLineInput>>;
  /** Anything worth keeping, up to 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Who billed. */
  supplierId: Scalars['ID']['input'];
  /** The supplier's invoice number; not blank. */
  supplierInvoiceNumber: Scalars['String']['input'];
  /**
   * The supplier's KRA PIN as on their invoice (section F of the VAT return); left out, the
   * supplier's own; null or empty: none.
   */
  supplierPin?: InputMaybe<Scalars['String']['input']>;
};

/** A typed line of a supplier's bill, for a service (transport, rent). */
export type SupplierBillLineInput = {
  /** KSh, more than 0: net of VAT for a VAT-registered shop, the full price otherwise. */
  amount: Scalars['Float']['input'];
  /** What it is for; not blank. */
  description: Scalars['String']['input'];
  /** Its tax band; B (16 %) by default. */
  taxBand?: InputMaybe<TaxBand>;
};

/** Where a supplier's bill stands: unpaid, partly paid, paid, or overdue (past its due day with a balance). */
export type SupplierBillStatus =
  | 'overdue'
  | 'paid'
  | 'partially_paid'
  | 'unpaid';

/** Money paid to a supplier on a bill. */
export type SupplierPaymentInput = {
  /** KSh, more than 0 and at most the balance. */
  amount: Scalars['Float']['input'];
  /** The day it was paid (YYYY-MM-DD, not before the bill, not in the future); today by default. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** cash, mpesa, cheque or bank_transfer. */
  method: PaymentMethod;
  /** A note. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The M-Pesa code, cheque number or transfer reference. */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** KRA's tax band (taxation type, code class 04) of an item. */
export type TaxBand =
  /** Exempt (0 %). */
  | 'A'
  /** Standard rate, 16 %: most goods. */
  | 'B'
  /** Zero-rated (0 %). */
  | 'C'
  /** Non-VAT (0 %). */
  | 'D'
  /** Reduced rate, 8 %. */
  | 'E';
