import type { GraphQLResolveInfo } from 'graphql';
import type { RestUser, RestStaffMember, RestStaffInvite, RestSession, RestCompany, RestShareLink, RestGettingStarted, RestBackupStatus, RestBackup, RestOverview, RestInventoryOverview, RestOrdersOverview, RestRecentOrder, RestInventoryItem, RestInventoryItemConnection, RestInventorySummary, RestPriceHistoryEntry, RestSupplier, RestCustomerConnection, RestSupplierConnection, RestOrder, RestUserRef, RestOrderConnection, RestOrderItem, RestInvoice, RestBillTo, RestInvoiceConnection, RestCreditNote, RestCreditNoteLine, RestEtimsDocument, RestEtimsReceipt, RestEtimsStockReport, RestEtimsStockReports, RestPageInfo, RestInvoiceLineItem, RestPaymentConnection, RestPayment, RestRepeatedMpesaCodeConnection, RestRepeatedMpesaCode, RestPaymentReversal, RestCashCollected, RestSalesOverview, RestReceivables, RestCustomer, RestCustomerStatement, RestStatementLine, RestAgeing, RestAuditConnection, RestAuditEvent, RestStockMovementConnection, RestStockMovement, RestStockCountResult, RestStockCountLine, RestStockCountConnection, RestStockCountSummary, RestStockCount, RestPastCountLine, RestGoodsReceivedConnection, RestGoodsReceivedNote, RestGoodsReceivedLine, RestPurchaseOrderConnection, RestPurchaseOrder, RestPurchaseOrderLine, RestReceivedAgainstOrder, RestReorderGroup, RestReorderLine, RestMpesaSettings, RestMpesaCallbackTokenRotation, RestMpesaPaymentRequest, RestMpesaReceiptConnection, RestMpesaReceipt, RestVatReturn, RestVatReturnBand, RestSalesByItemReport, RestSalesByItemRow, RestSalesByCustomerReport, RestSalesByCustomerRow, RestSalesByDayReport, RestSalesByDayRow, RestSalesFigures, RestStockValuation, RestStockValuationRow, RestAgedDebtors, RestAgedDebtorRow, RestAgedCreditors, RestAgedCreditorRow, RestAgedCreditAmounts, RestVatPurchase, RestAgedAmounts, RestShift, RestCashMovement, RestZReport, RestShiftMethodTotal, RestShiftConnection, RestShiftSummary, RestSupplierBillConnection, RestSupplierBill, RestSupplierBillLine, RestSupplierBillVatBand, RestSupplierPayment, RestBilledNote, RestUnbilledNote, RestSupplierStatement, RestSupplierStatementLine, RestSupplierAgeing, RestPayables, RestPayableBill } from '../rest/rest-types.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
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

/** What is owed by how long past due, in KSh. */
export type AgedAmounts = {
  __typename?: 'AgedAmounts';
  /** Credit held (paid ahead or credited), shown apart, never taken off what is owed. */
  credit: Scalars['Float']['output'];
  /** Not yet due. */
  current: Scalars['Float']['output'];
  /** 1 to 30 days past due. */
  days1To30: Scalars['Float']['output'];
  /** 31 to 60 days past due. */
  days31To60: Scalars['Float']['output'];
  /** 61 to 90 days past due. */
  days61To90: Scalars['Float']['output'];
  /** More than 90 days past due. */
  over90: Scalars['Float']['output'];
  /** The balance: the buckets less the credit held (what statements close with). */
  total: Scalars['Float']['output'];
};

/** What the shop owes by how long past due, in KSh. */
export type AgedCreditAmounts = {
  __typename?: 'AgedCreditAmounts';
  /** Not yet due. */
  current: Scalars['Float']['output'];
  /** 1 to 30 days past due. */
  days1To30: Scalars['Float']['output'];
  /** 31 to 60 days past due. */
  days31To60: Scalars['Float']['output'];
  /** 61 to 90 days past due. */
  days61To90: Scalars['Float']['output'];
  /** More than 90 days past due. */
  over90: Scalars['Float']['output'];
  /** What is owed: the buckets summed. */
  total: Scalars['Float']['output'];
};

/** What the shop owes one supplier, by age. */
export type AgedCreditorRow = {
  __typename?: 'AgedCreditorRow';
  /** Not yet due. */
  current: Scalars['Float']['output'];
  /** 1 to 30 days past due. */
  days1To30: Scalars['Float']['output'];
  /** 31 to 60 days past due. */
  days31To60: Scalars['Float']['output'];
  /** 61 to 90 days past due. */
  days61To90: Scalars['Float']['output'];
  /** The supplier's name. */
  name: Scalars['String']['output'];
  /** More than 90 days past due. */
  over90: Scalars['Float']['output'];
  /** The supplier's id. */
  supplierId: Scalars['ID']['output'];
  /** What the shop owes the supplier. */
  total: Scalars['Float']['output'];
};

/** Whom the shop owes what, and for how long, at the end of a day. */
export type AgedCreditors = {
  __typename?: 'AgedCreditors';
  /** The day (YYYY-MM-DD). */
  asOf: Scalars['String']['output'];
  /** One row per supplier owed something. */
  rows: Array<AgedCreditorRow>;
  /** Every supplier together. */
  totals: AgedCreditAmounts;
};

/** One customer's debt by age. */
export type AgedDebtorRow = {
  __typename?: 'AgedDebtorRow';
  /** Credit the customer holds. */
  credit: Scalars['Float']['output'];
  /** Not yet due. */
  current: Scalars['Float']['output'];
  /** The customer's id. */
  customerId: Scalars['ID']['output'];
  /** 1 to 30 days past due. */
  days1To30: Scalars['Float']['output'];
  /** 31 to 60 days past due. */
  days31To60: Scalars['Float']['output'];
  /** 61 to 90 days past due. */
  days61To90: Scalars['Float']['output'];
  /** The customer's name. */
  name: Scalars['String']['output'];
  /** More than 90 days past due. */
  over90: Scalars['Float']['output'];
  /** The customer's balance: the buckets less the credit held (what their statement closes with). */
  total: Scalars['Float']['output'];
};

/** Who owes what, and for how long, at the end of a day. */
export type AgedDebtors = {
  __typename?: 'AgedDebtors';
  /** The day (YYYY-MM-DD). */
  asOf: Scalars['String']['output'];
  /** One row per customer who owes or holds credit. */
  rows: Array<AgedDebtorRow>;
  /** Every customer together. */
  totals: AgedAmounts;
};

/** What a customer owes on a day, by how many days past due it is (in KSh). */
export type Ageing = {
  __typename?: 'Ageing';
  /** Not yet due. */
  current: Scalars['Float']['output'];
  /** 1 to 30 days past due. */
  days1To30: Scalars['Float']['output'];
  /** 31 to 60 days past due. */
  days31To60: Scalars['Float']['output'];
  /** 61 to 90 days past due. */
  days61To90: Scalars['Float']['output'];
  /** More than 90 days past due. */
  daysOver90: Scalars['Float']['output'];
};

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

/** A field of a record before and after a change, as shown to people. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** After the change. */
  after?: Maybe<Scalars['String']['output']>;
  /** Before the change. */
  before?: Maybe<Scalars['String']['output']>;
  /** The field, e.g. `Selling price`. */
  field: Scalars['String']['output'];
};

/** A page of the audit trail. */
export type AuditConnection = {
  __typename?: 'AuditConnection';
  /** The events of this page, newest first. */
  nodes: Array<AuditEvent>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many events match the filters in all (not only this page). */
  totalCount: Scalars['Int']['output'];
};

/** One event of the audit trail: who did what, when, and what changed. */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** What kind of event. */
  action: AuditAction;
  /** Who did it, as they were then (for a refused sign-in, the email tried). */
  actorEmail: Scalars['String']['output'];
  /** Who did it; null for a refused sign-in of an email with no account. */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The fields that changed, before → after. */
  changes: Array<AuditChange>;
  /** Where the request came from. */
  clientAddress?: Maybe<Scalars['String']['output']>;
  /** What it was done to: item, customer, supplier, invoice, payment, user or invite. */
  entity?: Maybe<Scalars['String']['output']>;
  /** The id of what it was done to. */
  entityId?: Maybe<Scalars['ID']['output']>;
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** When it happened (ISO-8601 UTC). */
  occurredAt: Scalars['String']['output'];
  /** One line saying what happened, e.g. `Cement 50kg: selling price KSh 750.00 → KSh 800.00`. */
  summary: Scalars['String']['output'];
};

/** A verified backup. */
export type Backup = {
  __typename?: 'Backup';
  /** Its size in bytes. */
  bytes: Scalars['Float']['output'];
  /** When it was taken. */
  createdAt: Scalars['String']['output'];
  /** Its file name in the backup folder. */
  file: Scalars['String']['output'];
};

/** Where the shop's backups stand (`npm run backup`, and the server's daily one). */
export type BackupStatus = {
  __typename?: 'BackupStatus';
  /** The folder backups are written to, on the server. */
  folder: Scalars['String']['output'];
  /** How many days of backups are kept. */
  keepDays: Scalars['Int']['output'];
  /** The newest verified backup; null when there is none. */
  latest?: Maybe<Backup>;
};

/** Who the invoice is addressed to. */
export type BillTo = {
  __typename?: 'BillTo';
  /** Address, if known. */
  address?: Maybe<Scalars['String']['output']>;
  /** Phone number or email. */
  contact: Scalars['String']['output'];
  /** The buyer's KRA PIN: on an invoice sent to KRA eTIMS, as it was issued; otherwise the customer's now, when they have one. */
  kraPin?: Maybe<Scalars['String']['output']>;
  /** Customer name: on an invoice sent to KRA eTIMS, as it was issued. */
  name: Scalars['String']['output'];
};

/** A goods received note the bill takes, by number. */
export type BilledNote = {
  __typename?: 'BilledNote';
  /** GRN-000001… */
  grnNumber: Scalars['String']['output'];
  /** The note's id. */
  id: Scalars['ID']['output'];
};

/** Money received over a period of days. */
export type CashCollected = {
  __typename?: 'CashCollected';
  /** Payments less reversals and adjustments dated in the period, in KSh. */
  amount: Scalars['Float']['output'];
  /** The first day (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** How many payments were received. */
  payments: Scalars['Int']['output'];
  /** The last day (YYYY-MM-DD). */
  to: Scalars['String']['output'];
};

/** Cash put into or taken out of a drawer by hand. */
export type CashMovement = {
  __typename?: 'CashMovement';
  /** KSh, positive either way. */
  amount: Scalars['Float']['output'];
  /** The movement's id. */
  id: Scalars['ID']['output'];
  /** In or out. */
  kind: CashMovementKind;
  /** Why the cash moved. */
  reason: Scalars['String']['output'];
  /** When (ISO instant). */
  recordedAt: Scalars['String']['output'];
  /** Who moved it. */
  recordedBy: UserRef;
};

/** Which way cash moved through a drawer by hand. */
export type CashMovementKind =
  /** Cash put into the drawer. */
  | 'pay_in'
  /** Cash taken out of the drawer. */
  | 'pay_out';

/** The business that issues invoices: its details as printed, and the default VAT rate. */
export type Company = {
  __typename?: 'Company';
  /** Postal or street address, possibly on several lines. */
  address?: Maybe<Scalars['String']['output']>;
  /** Bank, branch and account number, as printed. */
  bankDetails?: Maybe<Scalars['String']['output']>;
  /** The VAT rate new orders and invoices start with, as a fraction (0.16 for 16%). */
  defaultVatRate: Scalars['Float']['output'];
  /** Contact email printed on invoices; empty until entered. */
  email: Scalars['String']['output'];
  /** Whether and where invoices and credit notes are signed for KRA eTIMS. */
  etimsMode: EtimsMode;
  /** Printed at the foot of invoices, credit notes and statements. */
  invoiceFooter?: Maybe<Scalars['String']['output']>;
  /** KRA branch id (bhfId): 2 digits, 00 for the head office. */
  kraBranchId: Scalars['String']['output'];
  /** The serial number the branch's eTIMS device (OSCU) was registered with (dvcSrlNo); null when not given. */
  kraDeviceSerial?: Maybe<Scalars['String']['output']>;
  /** The shop's KRA PIN: a letter, 9 digits and a letter (P051234567X); null when not given. */
  kraPin?: Maybe<Scalars['String']['output']>;
  /** KRA's item class that typed lines (no stock item: a delivery, a service) are sent with; needed while eTIMS is on. */
  kraTypedLineClassCode?: Maybe<Scalars['String']['output']>;
  /** The logo: a data: URL of a PNG, JPEG or WebP image of at most 200 KB; null for none. */
  logo?: Maybe<Scalars['String']['output']>;
  /** The till or paybill number. */
  mpesaNumber?: Maybe<Scalars['String']['output']>;
  /** Whether staff can ask a customer's phone for payment (requestMpesaPayment): M-Pesa is set up with a mode other than off. Readable by every role; the M-Pesa settings themselves are an owner's or a manager's. */
  mpesaRequests: Scalars['Boolean']['output'];
  /** How customers pay by M-Pesa: a till or a paybill; null when not given. */
  mpesaType?: Maybe<MpesaAccountType>;
  /** Registered company name; empty until someone enters the shop's details (a new shop starts with none). */
  name: Scalars['String']['output'];
  /** Phone number(s) as printed. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Where customers reach this Ghala (https://…, no path): shared documents' links start with it; null until set, and sharing waits for it. */
  publicAddress?: Maybe<Scalars['String']['output']>;
  /** Company registration number; empty until entered. */
  registrationNumber: Scalars['String']['output'];
  /** When someone last saved the details; null while they are still the server's configured ones. */
  updatedAt?: Maybe<Scalars['String']['output']>;
  /** Who last saved them. */
  updatedByEmail?: Maybe<Scalars['String']['output']>;
  /** Whether the shop is VAT-registered (yes by default): costs are then net of VAT, and suppliers' bills carry input VAT for the VAT return; otherwise costs are the full price paid. */
  vatRegistered: Scalars['Boolean']['output'];
};

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

/** A credit note: part or all of an invoice taken back, numbered CN-000001 without gaps. */
export type CreditNote = {
  __typename?: 'CreditNote';
  /** Of the total: what took down what was still owed, in KSh. */
  applied: Scalars['Float']['output'];
  /** Dated more than a (Nairobi) day before the day it was made. */
  backDated: Scalars['Boolean']['output'];
  /** The date it carries (it may be dated days back). */
  createdAt: Scalars['String']['output'];
  /** Who issued it. */
  createdBy: UserRef;
  /** Who issued it (createdBy's email). */
  createdByEmail: Scalars['String']['output'];
  /** Gapless number, e.g. CN-000003. */
  creditNoteNumber: Scalars['String']['output'];
  /** The customer's id. */
  customerId: Scalars['ID']['output'];
  /** The customer's KRA PIN, printed for a buyer who claims input VAT; null when none is kept. Sent to KRA eTIMS: its invoice's buyer's, as issued. */
  customerKraPin?: Maybe<Scalars['String']['output']>;
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** Its signing by KRA (eTIMS); null when it was issued with eTIMS off or credits an unsigned invoice. */
  etims?: Maybe<EtimsDocument>;
  /** The credit note's id. */
  id: Scalars['ID']['output'];
  /** The invoice it credits. */
  invoiceId: Scalars['ID']['output'];
  /** That invoice's number. */
  invoiceNumber: Scalars['String']['output'];
  /** Of the total: what stays with the customer as credit for a later sale, in KSh. */
  keptAsCredit: Scalars['Float']['output'];
  /** The lines credited. */
  lines: Array<CreditNoteLine>;
  /** Why the invoice was credited. */
  reason: Scalars['String']['output'];
  /** KRA's reason, sent to eTIMS: 01 missing quantity, 02 missing data, 03 damaged, 04 wasted, 05 raw material shortage, 06 refund. */
  reasonCode: Scalars['String']['output'];
  /** The moment it was really made; null for credit notes made before this was kept. */
  recordedAt?: Maybe<Scalars['String']['output']>;
  /** Of the total: what was handed back to the customer, in KSh. */
  refunded: Scalars['Float']['output'];
  /** Whether its inventory lines went back into stock. */
  returnedToStock: Scalars['Boolean']['output'];
  /** Net of VAT, in KSh. */
  subtotal: Scalars['Float']['output'];
  /** subtotal + VAT, in KSh. */
  total: Scalars['Float']['output'];
  /** VAT credited, in KSh. */
  vatAmount: Scalars['Float']['output'];
  /** The invoice's VAT rate as a fraction. */
  vatRate: Scalars['Float']['output'];
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

/** A line of a credit note. */
export type CreditNoteLine = {
  __typename?: 'CreditNoteLine';
  /** quantity × unitPrice, in KSh. */
  amount: Scalars['Float']['output'];
  /** What is credited. */
  description: Scalars['String']['output'];
  /** The invoice line it credits. */
  invoiceItemId: Scalars['ID']['output'];
  /** How much (up to 3 decimals for an item sold in fractions). */
  quantity: Scalars['Float']['output'];
  /** The unit. */
  unit: Scalars['String']['output'];
  /** The invoice's price per unit, in KSh, VAT inclusive. */
  unitPrice: Scalars['Float']['output'];
};

/** A line of a new credit note. */
export type CreditNoteLineInput = {
  /** The invoice line. */
  invoiceItemId: Scalars['ID']['input'];
  /** How much of it, more than 0. */
  quantity: Scalars['Float']['input'];
};

/** A customer of the business. */
export type Customer = {
  __typename?: 'Customer';
  /** Postal or street address, if known. */
  address?: Maybe<Scalars['String']['output']>;
  /**
   * What the customer owes on all their sales (orders and manual invoices), in KSh. Given on the
   * rows of `customersPage`; null where the customer was read otherwise.
   */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Phone number or email. */
  contact: Scalars['String']['output'];
  /** The customer's id. */
  id: Scalars['ID']['output'];
  /** The customer's KRA PIN (a letter, 9 digits and a letter), printed on their invoices; null when not given. */
  kraPin?: Maybe<Scalars['String']['output']>;
  /** Name of the person or business. */
  name: Scalars['String']['output'];
  /**
   * True for the shop's one walk-in customer, that a sale naming no customer goes to: it can be
   * renamed, needs no contact, and is never deleted.
   */
  walkIn: Scalars['Boolean']['output'];
};

/** A page of customers. */
export type CustomerConnection = {
  __typename?: 'CustomerConnection';
  /** The customers of this page. */
  nodes: Array<Customer>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many customers match the search in all (not only this page). */
  totalCount: Scalars['Int']['output'];
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

/** A customer's statement of account. */
export type CustomerStatement = {
  __typename?: 'CustomerStatement';
  /** The closing balance by days past due on `asOf`. */
  ageing: Ageing;
  /** The last day it covers (YYYY-MM-DD). */
  asOf: Scalars['String']['output'];
  /** What is owed at the end of `asOf`, in KSh. */
  closingBalance: Scalars['Float']['output'];
  /** Whose account it is. */
  customer: Customer;
  /** The first day it covers (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** Sales and ledger entries from `from` to `asOf`, oldest first, with the running balance. */
  lines: Array<StatementLine>;
  /** What was owed when `from` began, in KSh. */
  openingBalance: Scalars['Float']['output'];
};

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

/** An invoice's or credit note's signing by KRA (eTIMS, docs/etims.md). */
export type EtimsDocument = {
  __typename?: 'EtimsDocument';
  /** How often it was sent. */
  attempts: Scalars['Int']['output'];
  /** KRA's branch id, e.g. 00. */
  branchId: Scalars['String']['output'];
  /** eTIMS is off now: a waiting document stays waiting, and is sent when eTIMS is on again. */
  etimsOff: Scalars['Boolean']['output'];
  /** The eTIMS document's id: what retryEtimsDocument takes. */
  id: Scalars['ID']['output'];
  /** KRA's invoice number in the branch; null once refused (it gave its number back). */
  invcNo?: Maybe<Scalars['Int']['output']>;
  /** The last failure: KRA's message. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When it is tried again by itself, while waiting. */
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
  /** When it was queued. */
  queuedAt: Scalars['String']['output'];
  /** What KRA answered when it signed it; null until then. */
  receipt?: Maybe<EtimsReceipt>;
  /** When KRA signed it. */
  signedAt?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  state: EtimsState;
};

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

/** KRA's receipt for a signed document: the SCU block printed on it. */
export type EtimsReceipt = {
  __typename?: 'EtimsReceipt';
  /** The control unit's invoice number, {sdcId}/{invcNo}, as printed. */
  cuInvoiceNumber: Scalars['String']['output'];
  /** The receipt's number among the branch's receipts of its type (sales or credit notes). */
  curRcptNo: Scalars['Int']['output'];
  /** The control unit's internal data. */
  intrlData: Scalars['String']['output'];
  /** KRA's page for the receipt, which the printed QR code holds; null if the signature cannot make one. */
  qrUrl?: Maybe<Scalars['String']['output']>;
  /** The receipt signature. */
  rcptSign: Scalars['String']['output'];
  /** When KRA signed it: YYYYMMDDhhmmss, Nairobi time. */
  sdcDateTime: Scalars['String']['output'];
  /** The control unit's id (SCU ID). */
  sdcId: Scalars['String']['output'];
  /** The receipt's number among all the branch's receipts. */
  totRcptNo: Scalars['Int']['output'];
};

/** Where a document stands with KRA's eTIMS. */
export type EtimsState =
  /** KRA (or Ghala, before sending) refused it: see lastError; retryEtimsDocument sends it again. */
  | 'refused'
  /** KRA signed it. */
  | 'signed'
  /** Queued for KRA, or KRA cannot be reached yet: tried again by itself. */
  | 'waiting';

/** A stock movement reported to KRA (insertStockIO, then saveStockMaster) and not stored yet. */
export type EtimsStockReport = {
  __typename?: 'EtimsStockReport';
  /** How often it was sent. */
  attempts: Scalars['Int']['output'];
  /** KRA's branch id, e.g. 00. */
  branchId: Scalars['String']['output'];
  /** The sale, credit note or delivery the stock moved with, if any. */
  documentNumber?: Maybe<Scalars['String']['output']>;
  /** The stock report's id: what retryEtimsStockReport takes. */
  id: Scalars['ID']['output'];
  /** How many items it names. */
  items: Scalars['Int']['output'];
  /** KRA's message, or why it waits. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** KRA's stock in/out type: 02 purchase, 03 return in, 06 adjustment in, 11 sale, 12 return out, 16 adjustment out. */
  movement: Scalars['String']['output'];
  /** When the stock moved. */
  occurredAt: Scalars['String']['output'];
  /** Where it stands. */
  state: EtimsStockReportState;
};

/** Where a stock report to KRA stands. */
export type EtimsStockReportState =
  /** KRA refused it: see lastError; retryEtimsStockReport sends it again. */
  | 'refused'
  /** KRA stored it. */
  | 'sent'
  /** Queued: behind a sale KRA has not signed yet, or KRA cannot be reached; tried again by itself. */
  | 'waiting';

/** The stock reports KRA has not stored, oldest first (at most 50), and how many of each. */
export type EtimsStockReports = {
  __typename?: 'EtimsStockReports';
  /** The refused and waiting reports, oldest first. */
  items: Array<EtimsStockReport>;
  /** How many KRA refused. */
  refused: Scalars['Int']['output'];
  /** How many wait. */
  waiting: Scalars['Int']['output'];
};

/** What a shop being set up has done so far: the first-run checklist's four facts. */
export type GettingStarted = {
  __typename?: 'GettingStarted';
  /** At least one inventory item exists. */
  hasItem: Scalars['Boolean']['output'];
  /** At least one order or invoice exists. */
  hasSale: Scalars['Boolean']['output'];
  /** At least one supplier exists. */
  hasSupplier: Scalars['Boolean']['output'];
  /** Someone saved the shop's details on the Settings screen. */
  shopDetailsSaved: Scalars['Boolean']['output'];
};

/** A page of goods received notes. */
export type GoodsReceivedConnection = {
  __typename?: 'GoodsReceivedConnection';
  /** The notes of this page, newest first. */
  nodes: Array<GoodsReceivedNote>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many notes match the filters in all. */
  totalCount: Scalars['Int']['output'];
};

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

/** One line of a goods received note. */
export type GoodsReceivedLine = {
  __typename?: 'GoodsReceivedLine';
  /** quantity × unit cost, KSh, rounded half up to the cent. */
  amount: Scalars['Float']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The item; null once it was deleted. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** The item's name when received. */
  itemName: Scalars['String']['output'];
  /** How much was received (up to 3 decimals for an item sold in fractions). */
  quantity: Scalars['Float']['output'];
  /** The item's unit when received. */
  unit: Scalars['String']['output'];
  /** What one unit cost, KSh. */
  unitCost: Scalars['Float']['output'];
};

export type GoodsReceivedLineInput = {
  /** The inventory item. */
  itemId: Scalars['ID']['input'];
  /** More than 0: whole units, or up to 3 decimals for an item sold in fractions. */
  quantity: Scalars['Float']['input'];
  /** What one unit cost, KSh. */
  unitCost: Scalars['Float']['input'];
};

/** A delivery from a supplier. */
export type GoodsReceivedNote = {
  __typename?: 'GoodsReceivedNote';
  /** The goods came in more than a (Nairobi) day before the day the note was posted. */
  backDated: Scalars['Boolean']['output'];
  /** When it was posted. */
  createdAt: Scalars['String']['output'];
  /** Who posted it. */
  createdBy: UserRef;
  /** Who posted it (createdBy's email). */
  createdByEmail: Scalars['String']['output'];
  /** GRN-000001…, without gaps. */
  grnNumber: Scalars['String']['output'];
  /** The note's id. */
  id: Scalars['ID']['output'];
  /** How many lines. */
  lineCount: Scalars['Int']['output'];
  /** What came in (read with the note; empty on list rows). */
  lines: Array<GoodsReceivedLine>;
  /** A note. */
  note?: Maybe<Scalars['String']['output']>;
  /** The purchase order it delivered against; null: none. */
  purchaseOrderId?: Maybe<Scalars['ID']['output']>;
  /** The day the goods came in. */
  receivedOn: Scalars['String']['output'];
  /** Why. */
  reversalReason?: Maybe<Scalars['String']['output']>;
  /** When it was reversed. */
  reversedAt?: Maybe<Scalars['String']['output']>;
  /** Who reversed it; null while it stands. */
  reversedBy?: Maybe<UserRef>;
  /** Who reversed it (reversedBy's email). */
  reversedByEmail?: Maybe<Scalars['String']['output']>;
  /** Posted, or reversed. */
  status: GoodsReceivedStatus;
  /** Who delivered. */
  supplierId: Scalars['ID']['output'];
  /** The supplier's own invoice number. */
  supplierInvoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The supplier's name. */
  supplierName: Scalars['String']['output'];
  /** Σ quantity × unit cost, KSh. */
  totalCost: Scalars['Float']['output'];
};

/** Posted, or reversed. */
export type GoodsReceivedStatus =
  | 'posted'
  | 'reversed';

/** Something the business stocks and sells. */
export type InventoryItem = {
  __typename?: 'InventoryItem';
  /** What a scanner reads off the pack (EAN-13, Code 128…), unique among items; null: none. */
  barcode?: Maybe<Scalars['String']['output']>;
  /** Buying price per unit in KSh. */
  costPrice: Scalars['Float']['output'];
  /** The item's id. */
  id: Scalars['ID']['output'];
  /** KRA's item classification code (itemClsCd), e.g. 30111601; null when not given. */
  kraItemClassCode?: Maybe<Scalars['String']['output']>;
  /** KRA packaging unit code (code class 17, pkgUnitCd): NT (net) unless set. */
  kraPackagingUnit: Scalars['String']['output'];
  /** KRA quantity unit code (code class 10, qtyUnitCd): U (pieces/item) unless set. */
  kraQuantityUnit: Scalars['String']['output'];
  /** At or below its reorder level: low on stock, and on the To reorder list. */
  lowStock: Scalars['Boolean']['output'];
  /** (unitPrice − costPrice) / costPrice × 100 to one decimal (half up, by the API), or null when the cost is 0. */
  marginPercent?: Maybe<Scalars['Float']['output']>;
  /** What it is, e.g. Simba Cement 50kg. */
  name: Scalars['String']['output'];
  /** Every price change of this item, newest first. */
  priceHistory: Array<PriceHistoryEntry>;
  /** How much is in stock, in its unit (never negative): whole for pieces, up to 3 decimals for an item sold in fractions. */
  quantity: Scalars['Float']['output'];
  /** The item's own reorder level; null: the shop-wide `inventorySummary.lowStockQuantity`. */
  reorderLevel?: Maybe<Scalars['Float']['output']>;
  /** Whether it sells in fractions (nails by the kilo, cable by the metre); otherwise whole units only. */
  sellsInFractions: Scalars['Boolean']['output'];
  /** The supplier, if any. */
  supplier?: Maybe<Supplier>;
  /** The supplier's id, if any. */
  supplierId?: Maybe<Scalars['ID']['output']>;
  /** The supplier's name, if any. */
  supplierName?: Maybe<Scalars['String']['output']>;
  /** KRA's tax band; B (16 %) unless set. A sale's VAT follows it line by line: band B at the document's VAT rate, E at 8 %, none in A, C and D. */
  taxBand: TaxBand;
  /** quantity × unitPrice, in KSh, worked out in cents by the API (half up). */
  totalValue: Scalars['Float']['output'];
  /** What one of quantity is: pcs, kg, m, l, bag, box, roll, sheet… */
  unit: Scalars['String']['output'];
  /** Selling price per unit in KSh, VAT inclusive. */
  unitPrice: Scalars['Float']['output'];
};

/** A page of inventory items. */
export type InventoryItemConnection = {
  __typename?: 'InventoryItemConnection';
  /** The items of this page. */
  nodes: Array<InventoryItem>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many items match the filters in all (not only this page). */
  totalCount: Scalars['Int']['output'];
};

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

/** Stock totals, as the stock stands now. */
export type InventoryOverview = {
  __typename?: 'InventoryOverview';
  /** Sum of quantity × unit price (VAT inclusive) over all items, in KSh. Null for a cashier. */
  stockValue?: Maybe<Scalars['Float']['output']>;
  /** Sum of quantity × cost price over all items, in KSh. Null for a cashier. */
  stockValueAtCost?: Maybe<Scalars['Float']['output']>;
  /** Number of inventory items. */
  totalItems: Scalars['Int']['output'];
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

/** The Inventory screen's counts. */
export type InventorySummary = {
  __typename?: 'InventorySummary';
  /** Items at or below their reorder level (`lowStockQuantity` for those without one of their own). */
  lowStockItems: Scalars['Int']['output'];
  /** At or below this many units an item without a reorder level of its own is low on stock. */
  lowStockQuantity: Scalars['Int']['output'];
  /** Number of inventory items. */
  totalItems: Scalars['Int']['output'];
};

/** An invoice. */
export type Invoice = {
  __typename?: 'Invoice';
  /** What its credit notes took off, in KSh. */
  amountCredited: Scalars['Float']['output'];
  /** Money paid so far, in KSh, net of reversals and refunds. */
  amountPaid: Scalars['Float']['output'];
  /** Dated more than a (Nairobi) day before the day it was made. */
  backDated: Scalars['Boolean']['output'];
  /** Still owed, in KSh; below 0 is credit the customer holds on it. */
  balance: Scalars['Float']['output'];
  /** The bill-to block. */
  billTo: BillTo;
  /** The date the invoice carries (it may be dated days back). */
  createdAt: Scalars['String']['output'];
  /** Who made it. */
  createdBy: UserRef;
  /** Its credit notes, oldest first. */
  creditNotes: Array<CreditNote>;
  /**
   * The credit its customer holds (from credit notes kept as credit), which a payment by
   * `customer_credit` spends, in KSh. Given when one invoice is read; null on list rows.
   */
  customerCredit?: Maybe<Scalars['Float']['output']>;
  /** The customer's id. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** When payment is due (7 days after issue by default). */
  dueDate: Scalars['String']['output'];
  /** Its signing by KRA (eTIMS); null when it was issued with eTIMS off. */
  etims?: Maybe<EtimsDocument>;
  /** The invoice's id. */
  id: Scalars['ID']['output'];
  /** Gapless number, e.g. INV-000017. */
  invoiceNumber: Scalars['String']['output'];
  /** The lines. */
  items: Array<InvoiceLineItem>;
  /**
   * The STK push on this sale M-Pesa says was paid but whose receipt has not come ("Paid per
   * M-Pesa, receipt awaited"), oldest first; null when none. Nothing of it is in the books until
   * the receipt arrives, the code from the customer's SMS is typed (`settleMpesaPaymentRequest`),
   * or its unmatched receipt is placed here.
   */
  mpesaReceiptAwaited?: Maybe<MpesaPaymentRequest>;
  /**
   * An opening balance (OB-…): what the customer owed when the shop moved in from a spreadsheet.
   * No lines, no sale, no VAT, never sent to KRA eTIMS; paid like any invoice.
   */
  openingBalance: Scalars['Boolean']['output'];
  /** The order it was made from, if any. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** Its sale's payment ledger, oldest first (its order's, when it was made from one). */
  payments: Array<Payment>;
  /** The moment it was really made; null for invoices made before this was kept. */
  recordedAt?: Maybe<Scalars['String']['output']>;
  /** Payment status, or void. */
  status: InvoiceStatus;
  /** Net of VAT, in KSh: the VAT-inclusive lines' sum ÷ 1.16 to the cent (documents made before prices were VAT-inclusive keep their stored figure). */
  subtotal: Scalars['Float']['output'];
  /** subtotal + VAT, in KSh. */
  total: Scalars['Float']['output'];
  /** VAT in KSh. */
  vatAmount: Scalars['Float']['output'];
  /** VAT rate as a fraction (0.16 for 16%). */
  vatRate: Scalars['Float']['output'];
  /** Why it was voided, if given. */
  voidReason?: Maybe<Scalars['String']['output']>;
  /** When it was voided; null while it stands. */
  voidedAt?: Maybe<Scalars['String']['output']>;
  /** Who voided it; null while it stands. */
  voidedBy?: Maybe<UserRef>;
  /** Who voided it (voidedBy's email). */
  voidedByEmail?: Maybe<Scalars['String']['output']>;
};

/** A page of invoices. */
export type InvoiceConnection = {
  __typename?: 'InvoiceConnection';
  /** The invoices of this page, with their lines. */
  nodes: Array<Invoice>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many invoices match the filters in all (not only this page). */
  totalCount: Scalars['Int']['output'];
};

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

/** A line of an invoice. */
export type InvoiceLineItem = {
  __typename?: 'InvoiceLineItem';
  /** quantity × unitPrice, in KSh, rounded half up to the cent. */
  amount: Scalars['Float']['output'];
  /** What is billed. */
  description: Scalars['String']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The inventory item, if the line came from one. */
  inventoryId?: Maybe<Scalars['ID']['output']>;
  /** How much is billed (up to 3 decimals for an item sold in fractions). */
  quantity: Scalars['Float']['output'];
  /** The KRA tax band the line's VAT was worked in, the item's when invoiced (B for a typed line): band B at the invoice's VAT rate, E at 8 %, A, C and D without VAT. */
  taxBand: TaxBand;
  /** The item's unit (pcs for a typed line). */
  unit: Scalars['String']['output'];
  /** Price per unit in KSh, VAT inclusive. */
  unitPrice: Scalars['Float']['output'];
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

/** What replacing the M-Pesa callback token did (`rotateMpesaCallbackToken`). */
export type MpesaCallbackTokenRotation = {
  __typename?: 'MpesaCallbackTokenRotation';
  /** Whether Daraja now sends C2B payments to the new addresses. */
  c2bRegistration: MpesaC2bRegistration;
  /** Daraja's own words when the registration failed; else null. */
  c2bRegistrationError?: Maybe<Scalars['String']['output']>;
  /** The settings with the new callback addresses. */
  settings: MpesaSettings;
};

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

/** An M-Pesa payment request (STK push) sent to a customer's phone for an order or an invoice. */
export type MpesaPaymentRequest = {
  __typename?: 'MpesaPaymentRequest';
  /** What the customer's phone shows as the account: the document's number (at most 12 characters). */
  accountReference: Scalars['String']['output'];
  /** The amount asked, in KSh (whole shillings: M-Pesa takes no cents). */
  amount: Scalars['Float']['output'];
  /** When it was made (ISO-8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** That document's number, e.g. ORD-000012 or INV-000007. */
  documentNumber: Scalars['String']['output'];
  /** The request's id. */
  id: Scalars['ID']['output'];
  /** The invoice asked for, as it now stands (its balance and payments), if it is for an invoice. */
  invoice?: Maybe<Invoice>;
  /** The invoice it asks payment for, if it is for an invoice. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** The order asked for, as it now stands (its balance and payments), if it is for an order. */
  order?: Maybe<Order>;
  /** The order it asks payment for, if it is for an order. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** When Daraja's status query said it was paid while its callback had not come (ISO-8601 UTC). */
  paidReportedAt?: Maybe<Scalars['String']['output']>;
  /** The payment recorded in the ledger once paid. */
  paymentId?: Maybe<Scalars['ID']['output']>;
  /** The phone asked, normalised: 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: Scalars['String']['output'];
  /** The M-Pesa receipt number (e.g. TK7L2X4QW1) once paid. */
  receiptNumber?: Maybe<Scalars['String']['output']>;
  /** M-Pesa's result code once known (0 paid, 1032 cancelled, 1037 unreachable…), or Daraja's error code. */
  resultCode?: Maybe<Scalars['String']['output']>;
  /** M-Pesa's or Daraja's own words about the result, when there is one. */
  resultDesc?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: MpesaRequestStatus;
  /** When its status last changed (ISO-8601 UTC). */
  updatedAt: Scalars['String']['output'];
};

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

/** One M-Pesa transaction the shop received, recorded once however often M-Pesa reported it. */
export type MpesaReceipt = {
  __typename?: 'MpesaReceipt';
  /** What the customer paid, in KSh. */
  amount: Scalars['Float']['output'];
  /** The account (bill reference) the payer typed, for a paybill; null for a till. */
  billRef?: Maybe<Scalars['String']['output']>;
  /** The customer it went to, if any. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** That customer's name. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The receipt's id: what assignMpesaPayment and returnMpesaPayment take. */
  id: Scalars['ID']['output'];
  /** The payer's name as M-Pesa sent it, if any. */
  payerName?: Maybe<Scalars['String']['output']>;
  /** The payer's phone as M-Pesa sent it: 2547…, or a long hex digest when M-Pesa masked it. */
  phone?: Maybe<Scalars['String']['output']>;
  /** M-Pesa's receipt number (transaction id), e.g. TK7L2X4QW1. */
  receiptNumber: Scalars['String']['output'];
  /** When Ghala received it (ISO-8601 UTC). */
  receivedAt: Scalars['String']['output'];
  /** Why it went back (reversed by Safaricom, sent back…). */
  returnReason?: Maybe<Scalars['String']['output']>;
  /** What was marked returned to the payer (money that was never the shop's), in KSh. */
  returned: Scalars['Float']['output'];
  /** When it was marked returned (ISO-8601 UTC); null if nothing was. */
  returnedAt?: Maybe<Scalars['String']['output']>;
  /** Who marked it returned. */
  returnedByEmail?: Maybe<Scalars['String']['output']>;
  /** The shortcode (till or paybill) it was paid to, as M-Pesa sent it (C2B). */
  shortcode?: Maybe<Scalars['String']['output']>;
  /** How it arrived. */
  source: MpesaReceiptSource;
  /** When M-Pesa made the transaction (ISO-8601 UTC). */
  transTime?: Maybe<Scalars['String']['output']>;
  /** Paid to a shortcode that was not the shop's when it arrived (an old till number, another registration): kept unmatched, never dropped, for staff to place or mark returned. */
  unknownShortcode: Scalars['Boolean']['output'];
  /** What no order, invoice or customer took yet nor went back to the payer, in KSh (0 once all of it is placed or returned). */
  unplaced: Scalars['Float']['output'];
};

/** A page of M-Pesa receipts. */
export type MpesaReceiptConnection = {
  __typename?: 'MpesaReceiptConnection';
  /** The receipts of this page. */
  nodes: Array<MpesaReceipt>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many receipts match in all (not only this page). */
  totalCount: Scalars['Int']['output'];
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

/** The shop's M-Pesa (Daraja) settings. Secrets are never answered: only whether each is saved. */
export type MpesaSettings = {
  __typename?: 'MpesaSettings';
  /** When the C2B addresses were last registered with Daraja (ISO-8601 UTC); null: never. */
  c2bRegisteredAt?: Maybe<Scalars['String']['output']>;
  /**
   * The public https address Safaricom calls back (e.g. https://shop.example.co.ke, or a tunnel's
   * address); null when not given. In simulator mode a local http address will do.
   */
  callbackBaseUrl?: Maybe<Scalars['String']['output']>;
  /** The C2B confirmation address registered with Daraja; null until callbackBaseUrl is given. */
  confirmationUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the Daraja app's consumer key is saved. */
  consumerKeySet: Scalars['Boolean']['output'];
  /** Whether the Daraja app's consumer secret is saved. */
  consumerSecretSet: Scalars['Boolean']['output'];
  /** Whether and where requests go. */
  mode: MpesaMode;
  /** Whether the Lipa na M-Pesa Online passkey is saved. */
  passkeySet: Scalars['Boolean']['output'];
  /** The address STK push results come back to; null until callbackBaseUrl is given. */
  stkCallbackUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The BusinessShortCode for STK pushes when it differs from the till number (a till's store
   * number); null: the till or paybill number (`company.mpesaNumber`).
   */
  stkShortcode?: Maybe<Scalars['String']['output']>;
  /** When someone last saved these settings (ISO-8601 UTC); null: never. */
  updatedAt?: Maybe<Scalars['String']['output']>;
  /** The C2B validation address registered with Daraja; null until callbackBaseUrl is given. */
  validationUrl?: Maybe<Scalars['String']['output']>;
};

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

/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Moves one item's stock by hand with a reason: damaged, lost or stolen and own use take stock
   * out (negative), found brings it in, a count correction goes either way. Never below zero.
   */
  adjustStock: StockMovement;
  /**
   * Places an unmatched M-Pesa payment on an order, an invoice or a customer's open sales (oldest
   * first). Each takes at most what it still owes; the rest stays unmatched. Fails with CONFLICT
   * when nothing of the payment is left to place or the document cannot take money. Recorded in
   * the audit trail.
   */
  assignMpesaPayment: MpesaReceipt;
  /**
   * Cancels a pending order with no payments and no invoice (owners and managers): it keeps its
   * number, its stock comes back, and it leaves what is owed and the revenue.
   */
  cancelOrder: Order;
  /**
   * Cancels a purchase order (never deleted). CONFLICT once goods have been received against it.
   * Owners and managers only.
   */
  cancelPurchaseOrder: PurchaseOrder;
  /**
   * Asks Daraja where a waiting request stands (the STK status query), for when no result has
   * come back: a customer who cancelled makes it `cancelled`, one who never answered or whose push
   * expired `expired`, another failure `failed`; still in progress, it stays `waiting`; paid
   * without its callback, `awaiting_receipt`. The payment itself is recorded only with M-Pesa's
   * receipt number (the callback, the C2B confirmation, or `settleMpesaPaymentRequest`). Answers the request as it now stands.
   */
  checkMpesaPaymentRequest: MpesaPaymentRequest;
  /**
   * Closes a shift with the cash counted: fixes the cash expected from the payment ledger and the
   * difference, and answers the shift with its Z report. By its cashier, or an owner or a manager
   * closing a shift left open. CONFLICT when closed already.
   */
  closeShift: Shift;
  /** Issues a credit note against an invoice (owners and managers). */
  createCreditNote: CreditNote;
  /** Adds a customer. */
  createCustomer: Customer;
  /** Adds an inventory item. */
  createInventoryItem: InventoryItem;
  /** Creates an invoice, either manually from line items or from an order. */
  createInvoice: Invoice;
  /**
   * Sells items: stock is taken atomically and totals are checked against the server's prices.
   * Too little stock or changed prices fail with CONFLICT and nothing is written.
   */
  createOrder: Order;
  /** Makes a purchase order, a draft numbered PO-000001 without gaps. Owners and managers only. */
  createPurchaseOrder: PurchaseOrder;
  /**
   * Makes a link that opens one invoice, order or credit note without signing in, for
   * `expiresInDays` days (30 unless given). Anyone who sells may share. CONFLICT until the shop's
   * public address is set (Settings).
   */
  createShareLink: ShareLink;
  /** Makes a single-use invite link's token (shown this once). The owner's alone. */
  createStaffInvite: StaffInvite;
  /** Adds a supplier. */
  createSupplier: Supplier;
  /**
   * Records a supplier's bill: its notes' lines at their costs and any typed lines, with input VAT
   * band by band for a VAT-registered shop. CONFLICT when a note is already billed (naming the bill).
   */
  createSupplierBill: SupplierBill;
  /** Deletes a customer; refused while they have orders or invoices. */
  deleteCustomer: Scalars['ID']['output'];
  /** Deletes an item and its price history; past orders keep the item's name. */
  deleteInventoryItem: Scalars['ID']['output'];
  /**
   * The spec's delete: voids the invoice, which keeps its number and shows VOID (never removed).
   * Refused once a payment is recorded on it. A manual invoice's inventory lines come back into
   * stock; one made from an order lets go of it, so the order can be invoiced again.
   */
  deleteInvoice: Scalars['ID']['output'];
  /** Deletes a supplier; refused while inventory items are supplied by them. */
  deleteSupplier: Scalars['ID']['output'];
  /** Creates the invoice for an order (at most one per order). */
  generateInvoice: Invoice;
  /** Signs in and returns a session token to send as `Authorization: Bearer <token>`. */
  login: Session;
  /** Ends the current session on the server (the token stops working at once). */
  logout: Scalars['Boolean']['output'];
  /** A manager has dealt with what a sale made offline needed: it leaves the Needs attention list; its reasons stay. */
  markOrderAttentionHandled: Order;
  /** Opens the signed-in cashier's shift with the cash in the drawer. CONFLICT when one of theirs is open. */
  openShift: Shift;
  /** Pays a supplier on a bill. CONFLICT when more than the balance. */
  paySupplierBill: SupplierBill;
  /**
   * Posts a stock count: each counted item whose quantity differs moves to what was counted, all
   * in one go. Refused (CONFLICT) when an item's stock changed since the count was reviewed.
   */
  postStockCount: StockCountResult;
  /**
   * Receives goods against a purchase order: a goods received note for its supplier, each line at
   * the order's cost unless an owner or manager gives one. CONFLICT for more than ordered unless
   * `allowOverReceipt` (ask first), or for a cancelled order. A cashier may, without costs.
   */
  receiveAgainstPurchaseOrder: ReceivedAgainstOrder;
  /**
   * Posts a goods received note: the stock comes in and each item's cost price moves to the
   * weighted average (recorded in its price history). Numbered GRN-000001 without gaps.
   */
  receiveGoods: GoodsReceivedNote;
  /** Cash put into or taken out of an open shift's drawer by hand, with why. */
  recordCashMovement: Shift;
  /**
   * Records a payment on an invoice (on its order's sale, when it was made from one); the total
   * paid can never exceed the total. Without `method` the payment takes the sale's own method
   * (cash for a sale on credit).
   */
  recordInvoicePayment: Invoice;
  /**
   * Records a payment on an order. The order and the invoice made from it are one sale with one
   * set of payments, so it shows on both. More than the balance fails with CONFLICT.
   */
  recordOrderPayment: Order;
  /**
   * Registers the shop's C2B confirmation and validation addresses with Daraja for the till or
   * paybill, so payments customers make on their own phones reach Ghala. Owners and managers only.
   * Fails with CONFLICT when M-Pesa is off or has no callback address, and with BAD_GATEWAY
   * (Daraja's own message) when Daraja refuses or cannot be reached.
   */
  registerMpesaUrls: MpesaSettings;
  /**
   * Asks the customer's phone to pay (M-Pesa STK push) towards an order or an invoice, with the
   * document's number as the account reference. Answers the request, normally `waiting`; follow
   * it with `mpesaPaymentRequest` until it is paid, cancelled, failed or expired. A bad phone or
   * amount fails with BAD_USER_INPUT naming the field; M-Pesa off, or a void or paid document,
   * with CONFLICT; Daraja refusing or out of reach with BAD_GATEWAY (the request is kept, failed).
   */
  requestMpesaPayment: MpesaPaymentRequest;
  /**
   * Sends an invoice or credit note to KRA again (owners and managers): a refused one goes back
   * into the line under a new KRA invoice number, a waiting one is tried now. Refused with
   * CONFLICT when it is signed already or its invoice is void.
   */
  retryEtimsDocument: EtimsDocument;
  /**
   * Sends a stock report to KRA again (owners and managers): a refused one goes back into the line
   * in its place under the next stock number, a waiting one is tried now. Refused with CONFLICT
   * when KRA has stored it already.
   */
  retryEtimsStockReport: EtimsStockReport;
  /**
   * Marks what is left of an unmatched M-Pesa payment returned to the payer: money that was never
   * the shop's (a payer who mistyped the till and had Safaricom reverse it, or was sent it back).
   * It leaves the unmatched list and stays on the receipt as `returned`. Owners and managers only;
   * CONFLICT when nothing is left to return. Recorded in the audit trail.
   */
  returnMpesaPayment: MpesaReceipt;
  /**
   * Reverses a goods received note: its stock goes back out (refused when an item has less left).
   * The note stays, marked reversed; cost prices stay where it moved them.
   */
  reverseGoodsReceived: GoodsReceivedNote;
  /**
   * Undoes a payment with a new, negative entry dated now; the payment itself stays in the
   * history. A payment is reversed at most once; reversals and adjustments cannot be reversed.
   */
  reversePayment: PaymentReversal;
  /** Reverses a payment to a supplier, with the reason. CONFLICT when already reversed. */
  reverseSupplierPayment: SupplierBill;
  /** Stops a share link working at once; by who made it, an owner or a manager. Answers its id. */
  revokeShareLink: Scalars['ID']['output'];
  /**
   * Replaces the token in the shop's M-Pesa callback addresses: the old addresses stop working at
   * once, so whoever saw them (a former manager, a tunnel's log) can no longer report a payment.
   * When M-Pesa is on, the new C2B addresses are registered with Daraja in the same call
   * (`c2bRegistration` says whether Daraja took them). STK pushes still waiting answer to the old
   * address: check them with `checkMpesaPaymentRequest`. Recorded in the audit trail. The owner
   * only (FORBIDDEN otherwise).
   */
  rotateMpesaCallbackToken: MpesaCallbackTokenRotation;
  /** Marks a purchase order sent to its supplier (a draft becomes sent). Owners and managers only. */
  sendPurchaseOrder: PurchaseOrder;
  /** Gives an item a barcode, or none: nothing else of it changes (a code another item has is refused, naming it). */
  setItemBarcode: InventoryItem;
  /** Sets an item's own reorder level, or null for the shop-wide one. */
  setReorderLevel: InventoryItem;
  /**
   * Settles a request M-Pesa says was paid but whose receipt never came (`awaitingReceipt`) with
   * the M-Pesa code from the customer's SMS: its amount is recorded on its order or invoice as an
   * M-Pesa payment under that code, by the rules for any typed code (a code already counted
   * elsewhere fails with CONFLICT saying where), and the request becomes `paid`.
   */
  settleMpesaPaymentRequest: MpesaPaymentRequest;
  /** Signs a member of staff out on every device; answers how many sessions were open. The owner's alone. */
  signOutStaffMember: Scalars['Int']['output'];
  /**
   * Creates an account. The password needs at least 6 characters; emails are unique ignoring case.
   * The first account is the shop's owner; later ones wait for an owner's approval (status
   * `pending`) unless they come with an owner's invite token.
   */
  signup: User;
  /**
   * Saves the shop's details, every one at once (an optional one left null is cleared). Owners and
   * managers only (FORBIDDEN otherwise); a bad value fails with BAD_USER_INPUT naming the field, and
   * nothing is written. Recorded in the audit trail.
   */
  updateCompany: Company;
  /** Edits a customer. */
  updateCustomer: Customer;
  /** Edits an item; a price change is written to its price history with the given reason. */
  updateInventoryItem: InventoryItem;
  /**
   * Saves the shop's M-Pesa (Daraja) settings. Owners and managers only (FORBIDDEN otherwise). A
   * field left out stays as it is. Turning the mode on without the keys, the passkey or the till
   * or paybill number fails with BAD_USER_INPUT naming each missing field (`extensions.fields`),
   * and nothing is written. Recorded in the audit trail.
   */
  updateMpesaSettings: MpesaSettings;
  /**
   * Records what has been paid on an order: `paid` when it equals the total, `partially_paid`
   * below it. The difference from what was paid goes into the payment ledger: a payment, or an
   * adjustment when the amount goes down.
   */
  updateOrderPayment: Order;
  /** Changes an item's prices and records why in its price history. */
  updatePrices: InventoryItem;
  /** Approves, enables, disables or changes the role of a member of staff. The owner's alone; the last active owner can be neither demoted nor disabled. Disabling an owner, or making them a manager or cashier, withdraws the open invite links they made: an invite works only while its maker is an active owner. */
  updateStaffMember: StaffMember;
  /** Edits a supplier. */
  updateSupplier: Supplier;
  /** Withdraws an open invite link. The owner's alone. */
  withdrawStaffInvite: Scalars['ID']['output'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationAdjustStockArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: StockAdjustmentInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationAssignMpesaPaymentArgs = {
  id: Scalars['ID']['input'];
  input: MpesaAssignInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCancelPurchaseOrderArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCheckMpesaPaymentRequestArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCloseShiftArgs = {
  countedCash: Scalars['Float']['input'];
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateCreditNoteArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CreditNoteInput;
  invoiceId: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateCustomerArgs = {
  input: PartyInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateInventoryItemArgs = {
  input: InventoryItemInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateInvoiceArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: CreateInvoiceInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateOrderArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: CreateOrderInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreatePurchaseOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PurchaseOrderInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateShareLinkArgs = {
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  kind: SharedDocumentKind;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateStaffInviteArgs = {
  input: StaffInviteInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateSupplierArgs = {
  input: PartyInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationCreateSupplierBillArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: SupplierBillInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationDeleteInventoryItemArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationDeleteInvoiceArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationDeleteSupplierArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationGenerateInvoiceArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationLoginArgs = {
  input: CredentialsInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationMarkOrderAttentionHandledArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationOpenShiftArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  openingFloat: Scalars['Float']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationPaySupplierBillArgs = {
  billId: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  input: SupplierPaymentInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationPostStockCountArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: StockCountInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationReceiveAgainstPurchaseOrderArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: ReceiveAgainstOrderInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationReceiveGoodsArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: GoodsReceivedInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationRecordCashMovementArgs = {
  amount: Scalars['Float']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  kind: CashMovementKind;
  reason: Scalars['String']['input'];
  shiftId: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationRecordInvoicePaymentArgs = {
  amount: Scalars['Float']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<PaymentMethod>;
  note?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  split?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationRecordOrderPaymentArgs = {
  amount: Scalars['Float']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  method: PaymentMethod;
  note?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  split?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationRequestMpesaPaymentArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: MpesaPaymentRequestInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationRetryEtimsDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationRetryEtimsStockReportArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationReturnMpesaPaymentArgs = {
  expectedUnplaced?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationReverseGoodsReceivedArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationReversePaymentArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationReverseSupplierPaymentArgs = {
  billId: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  paymentId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationRevokeShareLinkArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationSendPurchaseOrderArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationSetItemBarcodeArgs = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationSetReorderLevelArgs = {
  id: Scalars['ID']['input'];
  reorderLevel?: InputMaybe<Scalars['Float']['input']>;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationSettleMpesaPaymentRequestArgs = {
  id: Scalars['ID']['input'];
  receiptNumber: Scalars['String']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationSignOutStaffMemberArgs = {
  id: Scalars['ID']['input'];
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationSignupArgs = {
  input: CredentialsInput;
  inviteToken?: InputMaybe<Scalars['String']['input']>;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationUpdateCompanyArgs = {
  input: CompanyInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: PartyInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationUpdateInventoryItemArgs = {
  id: Scalars['ID']['input'];
  input: InventoryItemUpdateInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationUpdateMpesaSettingsArgs = {
  input: MpesaSettingsInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationUpdateOrderPaymentArgs = {
  id: Scalars['ID']['input'];
  input: OrderPaymentInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationUpdatePricesArgs = {
  id: Scalars['ID']['input'];
  input: PriceUpdateInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationUpdateStaffMemberArgs = {
  id: Scalars['ID']['input'];
  input: StaffChangeInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationUpdateSupplierArgs = {
  id: Scalars['ID']['input'];
  input: PartyInput;
};


/** What staff can change. Creating orders, invoices and payments takes an idempotency key. */
export type MutationWithdrawStaffInviteArgs = {
  id: Scalars['ID']['input'];
};

/** A sales order. */
export type Order = {
  __typename?: 'Order';
  /** What credit notes on its invoice took off, in KSh. */
  amountCredited: Scalars['Float']['output'];
  /** Why a manager should look at this sale made offline (stock ran out, a price or the customer changed since); empty when nothing is wrong. */
  attention: Array<Scalars['String']['output']>;
  /** When a manager marked its attention handled; null until then. */
  attentionClearedAt?: Maybe<Scalars['String']['output']>;
  /** Still owed, in KSh (worked out in cents by the server); below 0 is credit the customer holds. */
  balance: Scalars['Float']['output'];
  /** Why it was cancelled, if given. */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** When it was cancelled; null while it stands. */
  cancelledAt?: Maybe<Scalars['String']['output']>;
  /** Who cancelled it; null while it stands. */
  cancelledBy?: Maybe<UserRef>;
  /** Who cancelled it (cancelledBy's email). */
  cancelledByEmail?: Maybe<Scalars['String']['output']>;
  /**
   * The change to give, in KSh: cash tendered less the amount paid. Only on `createOrder`'s answer
   * when the order was paid at once (0 when exact or not cash); null otherwise.
   */
  changeDue?: Maybe<Scalars['Float']['output']>;
  /** When the order was made. */
  createdAt: Scalars['String']['output'];
  /** Who made it. */
  createdBy: UserRef;
  /** The customer. */
  customer?: Maybe<Customer>;
  /** The customer's id. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** Its invoice's id; null until it is invoiced (an order has at most one invoice). */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** Its invoice's number, e.g. INV-000007; null until it is invoiced. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** What was sold, at the prices of the day. */
  items: Array<OrderItem>;
  /**
   * The STK push on this sale M-Pesa says was paid but whose receipt has not come ("Paid per
   * M-Pesa, receipt awaited"), oldest first; null when none. Nothing of it is in the books until
   * the receipt arrives, the code from the customer's SMS is typed (`settleMpesaPaymentRequest`),
   * or its unmatched receipt is placed here.
   */
  mpesaReceiptAwaited?: Maybe<MpesaPaymentRequest>;
  /** Gapless number, e.g. ORD-000042. */
  orderNumber: Scalars['String']['output'];
  /** Money paid so far, in KSh, net of reversals and refunds. */
  paidAmount: Scalars['Float']['output'];
  /** How it is paid for. */
  paymentMethod: PaymentMethod;
  /** Its sale's payment ledger, oldest first (shared with the invoice made from it). */
  payments: Array<Payment>;
  /** A sale made offline: when it was sold on the device (ISO 8601); null when made online. createdAt is when the server recorded it. */
  soldAt?: Maybe<Scalars['String']['output']>;
  /** Payment status (pending when nothing is recorded). */
  status: OrderStatus;
  /** Net of VAT, in KSh: the VAT-inclusive lines' sum ÷ 1.16 to the cent (documents made before prices were VAT-inclusive keep their stored figure). */
  subtotal: Scalars['Float']['output'];
  /** subtotal + VAT, in KSh. */
  totalAmount: Scalars['Float']['output'];
  /** VAT in KSh. */
  vatAmount: Scalars['Float']['output'];
  /** VAT rate as a fraction (0.16 for 16%). */
  vatRate: Scalars['Float']['output'];
};

/** A page of sales orders. */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The orders of this page. */
  nodes: Array<Order>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many orders match the filters in all (not only this page). */
  totalCount: Scalars['Int']['output'];
};

/** A line of an order. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** The inventory item sold (null once that item is deleted). */
  inventoryId?: Maybe<Scalars['ID']['output']>;
  /** The item's name at the time of sale. */
  itemName: Scalars['String']['output'];
  /** How much was sold (up to 3 decimals for an item sold in fractions). */
  quantity: Scalars['Float']['output'];
  /** The KRA tax band the line's VAT was worked in, the item's when sold: band B at the order's VAT rate, E at 8 %, A, C and D without VAT. */
  taxBand: TaxBand;
  /** quantity × unitPrice, in KSh, rounded half up to the cent. */
  totalPrice: Scalars['Float']['output'];
  /** The item's unit when sold: pcs, kg, m… */
  unit: Scalars['String']['output'];
  /** Price per unit at the time of sale, in KSh, VAT inclusive. */
  unitPrice: Scalars['Float']['output'];
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

/** Sales totals in KSh, of the orders not cancelled (a cancelled order sold nothing). */
export type OrdersOverview = {
  __typename?: 'OrdersOverview';
  /** First day (YYYY-MM-DD) of the orders counted; null when no period was asked for: every order. */
  from?: Maybe<Scalars['String']['output']>;
  /** Sum of the totals of fully paid orders, less credit notes. Null for a cashier. */
  paidRevenue?: Maybe<Scalars['Float']['output']>;
  /** Sum of the totals of partially paid orders, less credit notes. Null for a cashier. */
  partiallyPaidRevenue?: Maybe<Scalars['Float']['output']>;
  /** Last day (YYYY-MM-DD) of the orders counted; null: every order. */
  to?: Maybe<Scalars['String']['output']>;
  /** Number of orders, excluding cancelled ones. */
  totalOrders: Scalars['Int']['output'];
  /** Sum of the totals (VAT inclusive) of orders not cancelled, less what credit notes took back. Null for a cashier. */
  totalRevenue?: Maybe<Scalars['Float']['output']>;
  /** Sum of the totals of orders with nothing paid, less credit notes. Null for a cashier. */
  unpaidRevenue?: Maybe<Scalars['Float']['output']>;
};

/** Dashboard figures. */
export type Overview = {
  __typename?: 'Overview';
  /** Money received in the period asked for (this month by default). */
  cashCollected: CashCollected;
  /** Stock totals. */
  inventory: InventoryOverview;
  /** Orders made in the period, and their totals by payment status. */
  orders: OrdersOverview;
  /** What the shop owes its suppliers, and the bills falling due this week. Null for a cashier. */
  payables?: Maybe<Payables>;
  /** What customers owe on all their sales. */
  receivables: Receivables;
  /** The five latest orders. */
  recentOrders: Array<RecentOrder>;
  /** The period's sales net of VAT and their gross profit. Null for a cashier. */
  sales?: Maybe<SalesOverview>;
};

/** Where a page ends. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` for the next page; null when this page is the last. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows. */
  hasNextPage: Scalars['Boolean']['output'];
};

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

/** One item of a past count, its name and unit as they were when counted. */
export type PastCountLine = {
  __typename?: 'PastCountLine';
  /** What was counted. */
  countedQuantity: Scalars['Float']['output'];
  /** counted − expected. */
  difference: Scalars['Float']['output'];
  /** difference × cost price then, KSh. */
  differenceValue: Scalars['Float']['output'];
  /** What the system held. */
  expectedQuantity: Scalars['Float']['output'];
  /** The item (it may have been deleted since). */
  itemId: Scalars['ID']['output'];
  itemName: Scalars['String']['output'];
  unit: Scalars['String']['output'];
};

/** A bill with a balance falling due soon. */
export type PayableBill = {
  __typename?: 'PayableBill';
  /** What is left to pay, KSh. */
  balance: Scalars['Float']['output'];
  /** BILL-000001… */
  billNumber: Scalars['String']['output'];
  /** When it is due (YYYY-MM-DD). */
  dueOn: Scalars['String']['output'];
  /** The bill's id. */
  id: Scalars['ID']['output'];
  /** The supplier's name. */
  supplierName: Scalars['String']['output'];
};

/** What the shop owes its suppliers. */
export type Payables = {
  __typename?: 'Payables';
  /** Bills with a balance due from today to six days on, soonest first. */
  dueThisWeek: Array<PayableBill>;
  /** How many bills are not paid in full. */
  openBills: Scalars['Int']['output'];
  /** The part of it past due, KSh. */
  overdue: Scalars['Float']['output'];
  /** The balance of every bill not paid in full, KSh. */
  owed: Scalars['Float']['output'];
};

/**
 * An entry of a sale's payment ledger. Entries are never changed or deleted: a payment is undone
 * by a reversal, which names it.
 */
export type Payment = {
  __typename?: 'Payment';
  /** Amount in KSh: positive for a payment, negative for a reversal or an adjustment. */
  amount: Scalars['Float']['output'];
  /** When it was recorded. */
  createdAt: Scalars['String']['output'];
  /** The sale's customer. Given on the rows of `paymentsPage`; null elsewhere. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** The sale's customer's name. Given on the rows of `paymentsPage`; null elsewhere. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** The sale's invoice, if it has one. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** The sale's invoice number, e.g. INV-000007. Given on the rows of `paymentsPage`; null elsewhere. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Payment, reversal or adjustment. */
  kind: PaymentKind;
  /** How it was paid. */
  method: PaymentMethod;
  /** A note, or a reversal's reason. */
  note?: Maybe<Scalars['String']['output']>;
  /** The sale's order, if the sale is an order. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The sale's order number, e.g. ORD-000012. Given on the rows of `paymentsPage`; null elsewhere. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** When the money came in (or went back out). */
  paidAt: Scalars['String']['output'];
  /** Who recorded it. */
  recordedByEmail: Scalars['String']['output'];
  /** The M-Pesa code, cheque number or bank reference, if any. */
  reference?: Maybe<Scalars['String']['output']>;
  /** For a payment: the reversal that undid it, if any. */
  reversedByPaymentId?: Maybe<Scalars['ID']['output']>;
  /** For a reversal: the payment it undoes. */
  reversesPaymentId?: Maybe<Scalars['ID']['output']>;
  /** An M-Pesa payment recorded as one part of one M-Pesa payment split across sales. */
  split: Scalars['Boolean']['output'];
};

/** A page of the payment ledger. */
export type PaymentConnection = {
  __typename?: 'PaymentConnection';
  /** The entries of this page. */
  nodes: Array<Payment>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** The sum of every matching entry's amount (payments less reversals and adjustments), in KSh. */
  totalAmount: Scalars['Float']['output'];
  /** How many entries match the filters in all (not only this page). */
  totalCount: Scalars['Int']['output'];
};

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

/** A payment undone, and the sale's documents as they now stand. */
export type PaymentReversal = {
  __typename?: 'PaymentReversal';
  /** The sale's invoice, if it has one. */
  invoice?: Maybe<Invoice>;
  /** The sale's order, if the sale is an order. */
  order?: Maybe<Order>;
  /** The new, negative entry. */
  reversal: Payment;
};

/** How a page of the payment ledger is sorted; ties are broken by id. */
export type PaymentSort =
  /** Oldest first. */
  | 'paid_at_asc'
  /** Newest first. */
  | 'paid_at_desc';

/** One change of an item's prices. */
export type PriceHistoryEntry = {
  __typename?: 'PriceHistoryEntry';
  /** Why the prices changed. */
  changeReason: Scalars['String']['output'];
  /** Who changed them. */
  changedByEmail: Scalars['String']['output'];
  /** When the prices changed. */
  createdAt: Scalars['String']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** Cost price after, in KSh. */
  newCostPrice: Scalars['Float']['output'];
  /** Unit price after, in KSh. */
  newUnitPrice: Scalars['Float']['output'];
  /** Cost price before, in KSh. */
  oldCostPrice: Scalars['Float']['output'];
  /** Unit price before, in KSh. */
  oldUnitPrice: Scalars['Float']['output'];
};

/** New prices for an item. */
export type PriceUpdateInput = {
  /** Why the prices change; required. */
  changeReason: Scalars['String']['input'];
  /** New buying price per unit in KSh. */
  newCostPrice: Scalars['Float']['input'];
  /** New selling price per unit in KSh. */
  newUnitPrice: Scalars['Float']['input'];
};

/** What the shop asked a supplier for. */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  /** Why it was cancelled. */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** When it was cancelled. */
  cancelledAt?: Maybe<Scalars['String']['output']>;
  /** Who cancelled it. */
  cancelledBy?: Maybe<UserRef>;
  /** When it was made. */
  createdAt: Scalars['String']['output'];
  /** Who made it. */
  createdBy: UserRef;
  /** The day the supplier is to deliver. */
  expectedOn?: Maybe<Scalars['String']['output']>;
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** How many lines. */
  lineCount: Scalars['Int']['output'];
  /** What is ordered (read with the order; empty on list rows). */
  lines: Array<PurchaseOrderLine>;
  /** A note. */
  note?: Maybe<Scalars['String']['output']>;
  /** PO-000001…, without gaps. */
  poNumber: Scalars['String']['output'];
  /** When it was marked sent. */
  sentAt?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: PurchaseOrderStatus;
  /** The supplier's phone or email (for WhatsApp). */
  supplierContact: Scalars['String']['output'];
  /** Who is asked. */
  supplierId: Scalars['ID']['output'];
  /** The supplier's name. */
  supplierName: Scalars['String']['output'];
  /** Σ quantity × unit cost, KSh; null for a cashier. */
  totalCost?: Maybe<Scalars['Float']['output']>;
};

/** A page of purchase orders. */
export type PurchaseOrderConnection = {
  __typename?: 'PurchaseOrderConnection';
  /** The orders of this page, newest first. */
  nodes: Array<PurchaseOrder>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many orders match the filters in all. */
  totalCount: Scalars['Int']['output'];
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

/** One line of a purchase order: ordered, received and outstanding. */
export type PurchaseOrderLine = {
  __typename?: 'PurchaseOrderLine';
  /** quantity × unit cost, KSh; null for a cashier. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The item; null once it was deleted. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** The item's name when ordered. */
  itemName: Scalars['String']['output'];
  /** Ordered less received, never below 0. */
  outstanding: Scalars['Float']['output'];
  /** How much was ordered. */
  quantity: Scalars['Float']['output'];
  /** What standing deliveries against the order brought. */
  received: Scalars['Float']['output'];
  /** The item's unit. */
  unit: Scalars['String']['output'];
  /** What one unit is to cost, KSh; null for a cashier. */
  unitCost?: Maybe<Scalars['Float']['output']>;
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

/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type Query = {
  __typename?: 'Query';
  /** What the shop owes each supplier at the end of a day, by how long past due. Owners and managers only. */
  agedCreditors: AgedCreditors;
  /**
   * What each customer owes at the end of a day, by how long past due; credit held is shown apart,
   * never as a negative amount owed. Owners and managers only.
   */
  agedDebtors: AgedDebtors;
  /**
   * The audit trail, newest first, a page at a time: every change of prices, stock, payments,
   * staff and every deletion and sign-in, with who, when and before → after. Owners and
   * managers only (FORBIDDEN otherwise). Nothing in the API changes or removes an event.
   */
  auditPage: AuditConnection;
  /** When the last good backup was taken, and where backups are kept (owners and managers). */
  backupStatus: BackupStatus;
  /**
   * The shop's details printed on invoices, credit notes and statements, and the default VAT
   * rate. Until someone saves them on the Settings screen, the name, registration number and
   * email are those the server was configured with.
   */
  company: Company;
  /** The signed-in user's open shift, whenever it was opened; null when none is open. */
  currentShift?: Maybe<Shift>;
  /**
   * A customer's statement: the balance brought forward to `from`, every sale and payment to
   * `asOf` with the running balance, and what is owed by days past due. Null when there is no
   * such customer.
   */
  customerStatement?: Maybe<CustomerStatement>;
  /**
   * Customers by name: all of them, or with any argument the first `limit` (default 20) that
   * match, as the customer pickers' type-ahead search does.
   */
  customers: Array<Customer>;
  /**
   * Customers a page at a time, searched and sorted by the server, with how many match in all.
   * Pass the page's `pageInfo.endCursor` as `after` (with the same search and sort) for the next.
   */
  customersPage: CustomerConnection;
  /** Stock reports KRA has not stored: refused ones with KRA's message, waiting ones with why (owners and managers). */
  etimsStockReports: EtimsStockReports;
  /** How many invoices and credit notes wait to be signed by KRA: with eTIMS off they stay waiting. */
  etimsWaitingDocuments: Scalars['Int']['output'];
  /** What an empty shop has set up so far, for the dashboard's first-run checklist. */
  gettingStarted: GettingStarted;
  /** One goods received note with its lines; null when there is none with this id. */
  goodsReceivedNote?: Maybe<GoodsReceivedNote>;
  /**
   * Goods received notes, newest first, a page at a time. Owners and managers only (they carry
   * cost prices).
   */
  goodsReceivedPage: GoodsReceivedConnection;
  /** One inventory item, or null when there is none with this id. */
  inventoryItem?: Maybe<InventoryItem>;
  /**
   * Inventory items by name: all of them, or with any argument the first `limit` (default 20)
   * that match, as the item pickers' type-ahead search does.
   */
  inventoryItems: Array<InventoryItem>;
  /**
   * Inventory items a page at a time, searched, filtered and sorted by the server, with how many
   * match in all. Pass the page's `pageInfo.endCursor` as `after` (with the same filters and sort)
   * for the next.
   */
  inventoryPage: InventoryItemConnection;
  /** How many items there are and how many are low on stock, counted by the database. */
  inventorySummary: InventorySummary;
  /** One invoice with its payments, or null when there is none with this id. */
  invoice?: Maybe<Invoice>;
  /** Every invoice, newest first. Screens that grow with trading use `invoicesPage`. */
  invoices: Array<Invoice>;
  /**
   * Invoices a page at a time, filtered and sorted by the server, with how many match in all.
   * Pass the page's `pageInfo.endCursor` as `after` (with the same filters and sort) for the next.
   */
  invoicesPage: InvoiceConnection;
  /** The signed-in user. */
  me: User;
  /**
   * One M-Pesa payment request (STK push), as it stands now: a dialog polls it while the customer
   * answers on their phone. Null when there is none with this id.
   */
  mpesaPaymentRequest?: Maybe<MpesaPaymentRequest>;
  /**
   * How the shop takes M-Pesa through Safaricom's Daraja API: the mode, the STK shortcode, the
   * callback addresses, and whether each secret is saved (the secrets themselves are never
   * answered). Owners and managers only (FORBIDDEN otherwise). The till or paybill number itself
   * is `company.mpesaNumber`.
   */
  mpesaSettings: MpesaSettings;
  /** One sales order, or null when there is none with this id. */
  order?: Maybe<Order>;
  /** Every sales order, newest first. Screens that grow with trading use `ordersPage`. */
  orders: Array<Order>;
  /**
   * Sales orders a page at a time, filtered and sorted by the server, with how many match in all.
   * Pass the page's `pageInfo.endCursor` as `after` (with the same filters and sort) for the next.
   */
  ordersPage: OrderConnection;
  /**
   * Totals and recent activity for the dashboard, computed by the database. A cashier's answer
   * has no revenue, profit or stock value (those fields are null).
   */
  overview: Overview;
  /**
   * The payment ledger of every sale a page at a time, newest first: payments, reversals and
   * adjustments, filtered by the server, with how many match and the sum of their amounts. Pass
   * the page's `pageInfo.endCursor` as `after` (with the same filters and sort) for the next.
   */
  paymentsPage: PaymentConnection;
  /** One purchase order with its lines; null when there is none with this id. */
  purchaseOrder?: Maybe<PurchaseOrder>;
  /**
   * Purchase orders, newest first, a page at a time. Costs are null for a cashier (who receives
   * goods against an order but sees no costs).
   */
  purchaseOrders: PurchaseOrderConnection;
  /**
   * M-Pesa codes that more than one payment still counts under (reversed payments do not), the
   * most recently used first, a page at a time: parts of one M-Pesa payment split across sales,
   * money M-Pesa placed over several sales, and codes recorded twice before a typed code was
   * compared. For the owner to check that no M-Pesa payment counts for more than it brought.
   * Owners and managers only. Pass the page's `pageInfo.endCursor` as `after` for the next.
   */
  repeatedMpesaCodes: RepeatedMpesaCodeConnection;
  /**
   * M-Pesa payments with money marked returned to the payer (`returnMpesaPayment`), the latest
   * returned first, a page at a time: each with how much, when, who and why (the latest return's).
   * Pass the page's `pageInfo.endCursor` as `after` for the next.
   */
  returnedMpesaPayments: MpesaReceiptConnection;
  /** Sales and gross profit per customer over a period, net of VAT. Owners and managers only. */
  salesByCustomer: SalesByCustomerReport;
  /** Sales and gross profit per day over a period, net of VAT. Owners and managers only. */
  salesByDay: SalesByDayReport;
  /**
   * Sales and gross profit per item over a period: quantity net of returns, sales net of VAT,
   * cost at the time of sale. Lines typed on an invoice are one row. Owners and managers only.
   */
  salesByItem: SalesByItemReport;
  /** One shift with its pay-ins and pay-outs and, once closed, its Z report; null when there is none (a cashier sees only their own). */
  shift?: Maybe<Shift>;
  /**
   * Shifts a page at a time, the latest opened first. Owners and managers see every cashier's
   * shifts; a cashier sees their own.
   */
  shiftsPage: ShiftConnection;
  /** Everyone with an account, those waiting for approval first. The owner's alone (FORBIDDEN otherwise). */
  staff: Array<StaffMember>;
  /** Invite links not yet used, withdrawn or expired, newest first. The owner's alone. */
  staffInvites: Array<StaffInvite>;
  /** One posted stock count with every item it counted; null when there is none with this id. */
  stockCount?: Maybe<StockCount>;
  /**
   * The stock counts posted, newest first, a page at a time, each with how many items it counted
   * and how many differed. Owners and managers only.
   */
  stockCounts: StockCountConnection;
  /**
   * An item's stock ledger, newest first: every change of its quantity with who, when, the
   * document and the quantity after. Null when there is no such item.
   */
  stockMovements?: Maybe<StockMovementConnection>;
  /**
   * Every item's stock at the end of a day, valued at its average cost then (from the movement
   * ledger) and at its shelf price. Owners and managers only.
   */
  stockValuation: StockValuation;
  /** One supplier's bill with its lines, VAT and payments; null when there is none. */
  supplierBill?: Maybe<SupplierBill>;
  /**
   * Suppliers' bills a page at a time, newest first (issue 51). Owners and managers only (bills
   * carry costs). Pass the page's `pageInfo.endCursor` as `after` for the next.
   */
  supplierBillsPage: SupplierBillConnection;
  /** A supplier's statement: bills and payments with the running balance, and its ageing. */
  supplierStatement: SupplierStatement;
  /**
   * Suppliers by name: all of them, or with any argument the first `limit` (default 20) that
   * match.
   */
  suppliers: Array<Supplier>;
  /**
   * Suppliers a page at a time, searched and sorted by the server, with how many match in all.
   * Pass the page's `pageInfo.endCursor` as `after` (with the same search and sort) for the next.
   */
  suppliersPage: SupplierConnection;
  /**
   * Items at or below their reorder level, grouped by supplier (those without one last), each with
   * a suggested quantity. Owners and managers only.
   */
  toReorder: Array<ReorderGroup>;
  /** A supplier's goods received notes that no bill took yet, oldest first. */
  unbilledGoodsReceived: Array<UnbilledNote>;
  /**
   * M-Pesa payments with money no order, invoice or customer took yet (an unknown bill reference,
   * an overpayment, a voided document), newest first, a page at a time. Staff place them with
   * `assignMpesaPayment`, or mark money that was never the shop's returned to the payer with
   * `returnMpesaPayment`. Pass the page's `pageInfo.endCursor` as `after` for the next.
   */
  unmatchedMpesaPayments: MpesaReceiptConnection;
  /**
   * The VAT return of a month (issue 49): sales and credit notes per tax band, net of VAT, with
   * their VAT, and the VAT due. Cancelled orders and void invoices are left out; a credit note
   * counts in the month it was issued. Owners and managers only (FORBIDDEN otherwise).
   */
  vatReturn: VatReturn;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryAgedCreditorsArgs = {
  asOf: Scalars['String']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryAgedDebtorsArgs = {
  asOf: Scalars['String']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryAuditPageArgs = {
  action?: InputMaybe<AuditAction>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryCustomerStatementArgs = {
  asOf?: InputMaybe<Scalars['String']['input']>;
  customerId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryCustomersPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CustomerSort>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryGoodsReceivedNoteArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryGoodsReceivedPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<GoodsReceivedStatus>;
  supplierId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryInventoryItemArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryInventoryItemsArgs = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryInventoryPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  barcode?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  lowStock?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<InventorySort>;
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryInvoicesPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<DocumentSort>;
  status?: InputMaybe<InvoiceStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryMpesaPaymentRequestArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryOrdersPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  invoiced?: InputMaybe<Scalars['Boolean']['input']>;
  needsAttention?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<DocumentSort>;
  status?: InputMaybe<OrderStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryOverviewArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryPaymentsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<PaymentMethod>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PaymentSort>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryPurchaseOrderArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryPurchaseOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PurchaseOrderStatus>;
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryRepeatedMpesaCodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryReturnedMpesaPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QuerySalesByCustomerArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QuerySalesByDayArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QuerySalesByItemArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryShiftArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryShiftsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  cashierId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  open?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryStockCountArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryStockCountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryStockMovementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  itemId: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryStockValuationArgs = {
  asOf: Scalars['String']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QuerySupplierBillArgs = {
  id: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QuerySupplierBillsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<SupplierBillStatus>;
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QuerySupplierStatementArgs = {
  asOf?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  supplierId: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QuerySuppliersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QuerySuppliersPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PartySort>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryUnbilledGoodsReceivedArgs = {
  supplierId: Scalars['ID']['input'];
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryUnmatchedMpesaPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What a signed-in member of staff can read. Every field needs a bearer token. */
export type QueryVatReturnArgs = {
  month: Scalars['String']['input'];
};

/** What customers owe. */
export type Receivables = {
  __typename?: 'Receivables';
  /** How many sales are not paid in full. */
  openSales: Scalars['Int']['output'];
  /** The part of it past due (an order not invoiced yet is due 7 days after the sale), in KSh. */
  overdue: Scalars['Float']['output'];
  /** Unpaid balances of every sale (orders and manual invoices), in KSh. */
  owed: Scalars['Float']['output'];
  /**
   * M-Pesa money received that no sale took yet (`unmatchedMpesaPayments`), in KSh: what is owed
   * may be this much less once it is matched.
   */
  unmatchedMpesa: Scalars['Float']['output'];
  /** How many M-Pesa payments wait to be matched. */
  unmatchedMpesaPayments: Scalars['Int']['output'];
};

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

/** A delivery received against a purchase order. */
export type ReceivedAgainstOrder = {
  __typename?: 'ReceivedAgainstOrder';
  /** The goods received note's id. */
  goodsReceivedId: Scalars['ID']['output'];
  /** Its number, GRN-000001… */
  grnNumber: Scalars['String']['output'];
  /** The order, with what is now received and outstanding. */
  purchaseOrder: PurchaseOrder;
};

/** A line of the dashboard's Recent Orders table. */
export type RecentOrder = {
  __typename?: 'RecentOrder';
  /** When the order was made. */
  createdAt: Scalars['String']['output'];
  /** Who bought. */
  customerName: Scalars['String']['output'];
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** e.g. ORD-000042. */
  orderNumber: Scalars['String']['output'];
  /** Payment status. */
  status: OrderStatus;
  /** Order total in KSh. */
  totalAmount: Scalars['Float']['output'];
};

/** How money goes back to the customer. */
export type RefundInput = {
  /** Cash, M-Pesa, cheque or bank transfer. */
  method: PaymentMethod;
  /** The M-Pesa code, cheque number or bank reference (required for those). */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** Items to reorder from one supplier. */
export type ReorderGroup = {
  __typename?: 'ReorderGroup';
  /** The items at or below their reorder level, by name. */
  lines: Array<ReorderLine>;
  /** The supplier; null for items without one. */
  supplierId?: Maybe<Scalars['ID']['output']>;
  /** The supplier's name. */
  supplierName?: Maybe<Scalars['String']['output']>;
};

/** One item to reorder. */
export type ReorderLine = {
  __typename?: 'ReorderLine';
  /** The item as it stands. */
  item: InventoryItem;
  /** Twice its reorder level less what is there (at least 1), in its unit: one delivery covers the level again. */
  suggestedQuantity: Scalars['Float']['output'];
};

/** An M-Pesa code that more than one payment still counts under. */
export type RepeatedMpesaCode = {
  __typename?: 'RepeatedMpesaCode';
  /** The code as M-Pesa writes it (capitals, no spaces). */
  code: Scalars['String']['output'];
  /** Those payments, oldest first, with their sales' numbers and customers. */
  payments: Array<Payment>;
  /** What M-Pesa reported the transaction as, in KSh; null when M-Pesa never reported it. */
  reportedAmount?: Maybe<Scalars['Float']['output']>;
  /** What those payments add up to, in KSh. */
  totalAmount: Scalars['Float']['output'];
  /** How many payments still count under it. */
  uses: Scalars['Int']['output'];
};

/** A page of M-Pesa codes used more than once. */
export type RepeatedMpesaCodeConnection = {
  __typename?: 'RepeatedMpesaCodeConnection';
  /** The codes of this page. */
  nodes: Array<RepeatedMpesaCode>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many codes are used more than once. */
  totalCount: Scalars['Int']['output'];
};

/** What a member of staff may do. */
export type Role =
  /** Sells (orders, invoices, payments, customers); sees stock and selling prices but no cost prices or margins; changes no prices; deletes nothing. */
  | 'cashier'
  /** Everything but the staff. */
  | 'manager'
  /** Everything, including the staff. */
  | 'owner';

/** Sales and gross profit per customer. */
export type SalesByCustomerReport = {
  __typename?: 'SalesByCustomerReport';
  /** First day (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** One row per customer who bought. */
  rows: Array<SalesByCustomerRow>;
  /** Last day (YYYY-MM-DD). */
  to: Scalars['String']['output'];
  /** The whole period. */
  totals: SalesFigures;
};

/** One customer's purchases over a period. */
export type SalesByCustomerRow = {
  __typename?: 'SalesByCustomerRow';
  /** Cost at the time of sale. */
  cost: Scalars['Float']['output'];
  /** The customer's id. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** netSales − cost. */
  grossProfit: Scalars['Float']['output'];
  /** grossProfit ÷ netSales × 100, to one decimal; null without sales. */
  marginPercent?: Maybe<Scalars['Float']['output']>;
  /** The customer's name. */
  name: Scalars['String']['output'];
  /** Sales less credit notes, net of VAT. */
  netSales: Scalars['Float']['output'];
};

/** Sales and gross profit per day. */
export type SalesByDayReport = {
  __typename?: 'SalesByDayReport';
  /** First day (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** One row per day with sales or credit notes. */
  rows: Array<SalesByDayRow>;
  /** Last day (YYYY-MM-DD). */
  to: Scalars['String']['output'];
  /** The whole period. */
  totals: SalesFigures;
};

/** One day's sales. */
export type SalesByDayRow = {
  __typename?: 'SalesByDayRow';
  /** Cost at the time of sale. */
  cost: Scalars['Float']['output'];
  /** The day (YYYY-MM-DD, Nairobi time). */
  day: Scalars['String']['output'];
  /** netSales − cost. */
  grossProfit: Scalars['Float']['output'];
  /** grossProfit ÷ netSales × 100, to one decimal; null without sales. */
  marginPercent?: Maybe<Scalars['Float']['output']>;
  /** Sales less credit notes, net of VAT. */
  netSales: Scalars['Float']['output'];
};

/** Sales and gross profit per item. */
export type SalesByItemReport = {
  __typename?: 'SalesByItemReport';
  /** First day (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** One row per item sold, with typed lines as one row. */
  rows: Array<SalesByItemRow>;
  /** Last day (YYYY-MM-DD). */
  to: Scalars['String']['output'];
  /** The whole period. */
  totals: SalesFigures;
};

/** One item's sales over a period. */
export type SalesByItemRow = {
  __typename?: 'SalesByItemRow';
  /** Cost at the time of sale. */
  cost: Scalars['Float']['output'];
  /** netSales − cost. */
  grossProfit: Scalars['Float']['output'];
  /** The item's id; null for the lines typed on invoices. */
  inventoryId?: Maybe<Scalars['ID']['output']>;
  /** grossProfit ÷ netSales × 100, to one decimal; null without sales. */
  marginPercent?: Maybe<Scalars['Float']['output']>;
  /** The item's name. */
  name: Scalars['String']['output'];
  /** Sales less credit notes, net of VAT. */
  netSales: Scalars['Float']['output'];
  /** Quantity sold less quantity returned, in the unit; null for typed lines. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** What one of quantity is; null for typed lines. */
  unit?: Maybe<Scalars['String']['output']>;
};

/** Sales and gross profit figures, in KSh, net of VAT. */
export type SalesFigures = {
  __typename?: 'SalesFigures';
  /** Cost of what was sold at the time of sale, less what came back. */
  cost: Scalars['Float']['output'];
  /** netSales − cost. */
  grossProfit: Scalars['Float']['output'];
  /** grossProfit ÷ netSales × 100, to one decimal; null without sales. */
  marginPercent?: Maybe<Scalars['Float']['output']>;
  /** Sales less credit notes, net of VAT. */
  netSales: Scalars['Float']['output'];
};

/**
 * What the shop sold over a period of days, in KSh: orders and manual invoices made in it
 * (cancelled and void ones left out) less credit notes issued in it, as the sales report totals them.
 */
export type SalesOverview = {
  __typename?: 'SalesOverview';
  /** What the goods sold cost at the time of each sale. */
  cost: Scalars['Float']['output'];
  /** The first day (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  /** netSales − cost. */
  grossProfit: Scalars['Float']['output'];
  /** Sales net of VAT. */
  netSales: Scalars['Float']['output'];
  /** The last day (YYYY-MM-DD). */
  to: Scalars['String']['output'];
  /** The VAT on them. */
  vat: Scalars['Float']['output'];
};

/** A signed-in session. */
export type Session = {
  __typename?: 'Session';
  /** When the session ends at the latest (it also ends after a spell of inactivity). */
  expiresAt: Scalars['String']['output'];
  /** The bearer token; keep it secret. */
  token: Scalars['String']['output'];
};

/** A link that opens one document without signing in. */
export type ShareLink = {
  __typename?: 'ShareLink';
  /** When it stops working (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  /** Revoke it with revokeShareLink. */
  id: Scalars['ID']['output'];
  /** The shop's public address, /s/ and the link's token: given this once, only its hash is kept. */
  url: Scalars['String']['output'];
};

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

/** A cashier's drawer from its opening float to its count. */
export type Shift = {
  __typename?: 'Shift';
  /** Cash paid in and out by hand, in order. */
  cashMovements: Array<CashMovement>;
  /** Whose drawer it is. */
  cashier: UserRef;
  /** When it closed (ISO instant); null while open. */
  closedAt?: Maybe<Scalars['String']['output']>;
  /** Who closed it: the cashier, or a manager closing it for them. */
  closedBy?: Maybe<UserRef>;
  /** The shift's id. */
  id: Scalars['ID']['output'];
  /** When it opened (ISO instant). */
  openedAt: Scalars['String']['output'];
  /** KSh in the drawer at the start. */
  openingFloat: Scalars['Float']['output'];
  /** What the close fixed; null while open. */
  zReport?: Maybe<ZReport>;
};

/** A page of shifts. */
export type ShiftConnection = {
  __typename?: 'ShiftConnection';
  /** The shifts of this page. */
  nodes: Array<ShiftSummary>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many shifts match in all. */
  totalCount: Scalars['Int']['output'];
};

/** One payment method's money in a shift. */
export type ShiftMethodTotal = {
  __typename?: 'ShiftMethodTotal';
  /** The method. */
  method: PaymentMethod;
  /** taken − refunded − reversed. */
  net: Scalars['Float']['output'];
  /** KSh handed back for credit notes. */
  refunded: Scalars['Float']['output'];
  /** KSh of reversals and corrections. */
  reversed: Scalars['Float']['output'];
  /** KSh of payments taken. */
  taken: Scalars['Float']['output'];
};

/** A shift as the list shows it: the figures of its close, no movements. */
export type ShiftSummary = {
  __typename?: 'ShiftSummary';
  /** Whose drawer it is. */
  cashier: UserRef;
  /** When it closed; null while open. */
  closedAt?: Maybe<Scalars['String']['output']>;
  /** Who closed it. */
  closedBy?: Maybe<UserRef>;
  /** KSh counted. */
  countedCash?: Maybe<Scalars['Float']['output']>;
  /** counted − expected. */
  difference?: Maybe<Scalars['Float']['output']>;
  /** KSh the drawer should have held at the close. */
  expectedCash?: Maybe<Scalars['Float']['output']>;
  /** The shift's id. */
  id: Scalars['ID']['output'];
  /** When it opened (ISO instant). */
  openedAt: Scalars['String']['output'];
  /** KSh in the drawer at the start. */
  openingFloat: Scalars['Float']['output'];
};

/** What an owner changes about a member of staff: at least one of the two. */
export type StaffChangeInput = {
  /** The new role. */
  role?: InputMaybe<Role>;
  /** `active` approves or enables; `disabled` turns the account off and signs it out. */
  status?: InputMaybe<AccountStatus>;
};

/** A single-use invite link for a new member of staff. */
export type StaffInvite = {
  __typename?: 'StaffInvite';
  /** When it was made (ISO-8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** The owner who made it (absent just after creation). */
  createdByEmail?: Maybe<Scalars['String']['output']>;
  /** When it stops working (ISO-8601 UTC). */
  expiresAt: Scalars['String']['output'];
  /** The invite's id. */
  id: Scalars['ID']['output'];
  /** The whole link on the shop's public address (PUBLIC_BASE_URL): only in createStaffInvite's answer, and null when no public address is set (the app then uses the address its browser opened). */
  link?: Maybe<Scalars['String']['output']>;
  /** The role the new member gets. */
  role: Role;
  /** The secret for the link `/signup?invite=<token>`: only in createStaffInvite's answer. */
  token?: Maybe<Scalars['String']['output']>;
};

/** A new invite link. */
export type StaffInviteInput = {
  /** The role the new member gets. */
  role: Role;
  /** Days the link stays valid, 1 to 30 (7 by default). */
  validDays?: InputMaybe<Scalars['Int']['input']>;
};

/** A member of staff as the owner's Staff screen shows them. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** When an owner approved them or they came in through an invite, if so. */
  approvedAt?: Maybe<Scalars['String']['output']>;
  /** Who approved or invited them, if anyone. */
  approvedByEmail?: Maybe<Scalars['String']['output']>;
  /** When they signed up (ISO-8601 UTC). */
  createdAt: Scalars['String']['output'];
  /** The email they sign in with. */
  email: Scalars['String']['output'];
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** When they were last active in any session, if ever. */
  lastSeenAt?: Maybe<Scalars['String']['output']>;
  /** What they may do. */
  role: Role;
  /** Whether they may sign in. */
  status: AccountStatus;
};

/** One line of a customer statement. */
export type StatementLine = {
  __typename?: 'StatementLine';
  /** What is owed after this line, in KSh. */
  balance: Scalars['Float']['output'];
  /** What the line takes off what is owed, in KSh. */
  credit: Scalars['Float']['output'];
  /** The business day it happened (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  /** What the line adds to what is owed, in KSh. */
  debit: Scalars['Float']['output'];
  /** Sales only: when it is due (an order not invoiced yet: 7 days after the sale). */
  dueDate?: Maybe<Scalars['String']['output']>;
  /** The sale's invoice, if it has one. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** Its number, e.g. INV-000007. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Sale, payment, reversal or adjustment. */
  kind: StatementLineKind;
  /** Ledger entries only: how it was paid. */
  method?: Maybe<PaymentMethod>;
  /** The sale's order, if the sale is an order. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** Its number, e.g. ORD-000012. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Ledger entries only: the entry's id. */
  paymentId?: Maybe<Scalars['ID']['output']>;
  /** Ledger entries only: the M-Pesa code, cheque number or bank reference. */
  reference?: Maybe<Scalars['String']['output']>;
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

/** A past stock count with every item it counted. */
export type StockCount = {
  __typename?: 'StockCount';
  /** When it was posted. */
  countedAt: Scalars['String']['output'];
  /** Who posted it; null if their account is gone. */
  countedByEmail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How many items it counted. */
  itemsCounted: Scalars['Int']['output'];
  /** How many of them differed from the system. */
  itemsDiffering: Scalars['Int']['output'];
  /** Each item counted, matched ones too, by name. */
  lines: Array<PastCountLine>;
  /** The note it was posted with. */
  note?: Maybe<Scalars['String']['output']>;
  /** The differences added up, each in its own unit (negative for a shortfall). */
  totalDifferenceQuantity: Scalars['Float']['output'];
  /** The differences at cost, KSh (negative for a shortfall). */
  totalDifferenceValue: Scalars['Float']['output'];
};

/** A page of past stock counts. */
export type StockCountConnection = {
  __typename?: 'StockCountConnection';
  /** The counts of this page, newest first. */
  nodes: Array<StockCountSummary>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many counts there are in all. */
  totalCount: Scalars['Int']['output'];
};

export type StockCountInput = {
  /** The counted items, each once. */
  lines: Array<StockCountLineInput>;
  /** A note for every movement the count posts, e.g. Month-end count. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** One counted item. */
export type StockCountLine = {
  __typename?: 'StockCountLine';
  /** The quantity counted. */
  countedQuantity: Scalars['Float']['output'];
  /** counted − expected. */
  difference: Scalars['Float']['output'];
  /** difference × cost price, KSh. */
  differenceValue: Scalars['Float']['output'];
  /** The quantity reviewed. */
  expectedQuantity: Scalars['Float']['output'];
  /** The item. */
  itemId: Scalars['ID']['output'];
  /** Its name. */
  itemName: Scalars['String']['output'];
};

export type StockCountLineInput = {
  /** What was counted on the shelf (decimals only for an item sold in fractions). */
  countedQuantity: Scalars['Float']['input'];
  /** The quantity shown while reviewing the count; the count is refused if stock has moved since. */
  expectedQuantity: Scalars['Float']['input'];
  /** The inventory item. */
  itemId: Scalars['ID']['input'];
};

/** A posted stock count. */
export type StockCountResult = {
  __typename?: 'StockCountResult';
  /** How many items differed and were moved. */
  adjustedItems: Scalars['Int']['output'];
  /** When it was posted. */
  countedAt: Scalars['String']['output'];
  /** The count, as `stockCount` reads it. */
  id: Scalars['ID']['output'];
  /** Each counted item with its difference. */
  lines: Array<StockCountLine>;
  /** The differences' value at cost, KSh (negative for a shortfall). */
  totalDifferenceValue: Scalars['Float']['output'];
};

/** A past stock count's figures, fixed when it was posted. */
export type StockCountSummary = {
  __typename?: 'StockCountSummary';
  /** When it was posted. */
  countedAt: Scalars['String']['output'];
  /** Who posted it; null if their account is gone. */
  countedByEmail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How many items it counted. */
  itemsCounted: Scalars['Int']['output'];
  /** How many of them differed from the system. */
  itemsDiffering: Scalars['Int']['output'];
  /** The note it was posted with. */
  note?: Maybe<Scalars['String']['output']>;
  /** The differences added up, each in its own unit (negative for a shortfall). */
  totalDifferenceQuantity: Scalars['Float']['output'];
  /** The differences at cost, KSh (negative for a shortfall). */
  totalDifferenceValue: Scalars['Float']['output'];
};

/** A document that moved stock. */
export type StockDocument = {
  __typename?: 'StockDocument';
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** ORD-…, INV-…, GRN-… or CN-…. */
  number: Scalars['String']['output'];
  /** order, invoice, goods_received or credit_note. */
  type: Scalars['String']['output'];
};

/** One change of an item's quantity. */
export type StockMovement = {
  __typename?: 'StockMovement';
  /** The document that moved it, if any. */
  document?: Maybe<StockDocument>;
  /** The movement's id. */
  id: Scalars['ID']['output'];
  /** The item. */
  itemId: Scalars['ID']['output'];
  /** Why. */
  kind: StockMovementKind;
  /** A note typed with an adjustment or a count. */
  note?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  occurredAt: Scalars['String']['output'];
  /** The item's quantity after this movement: the ledger's running balance. */
  quantityAfter: Scalars['Float']['output'];
  /** In (positive) or out (negative), in the item's unit. */
  quantityChange: Scalars['Float']['output'];
  /** The adjustment's reason, the reversal's reason, or the edit's fixed reason. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Who moved it; null for the opening stock of items older than the ledger. */
  recordedByEmail?: Maybe<Scalars['String']['output']>;
};

/** A page of an item's stock ledger. */
export type StockMovementConnection = {
  __typename?: 'StockMovementConnection';
  /** The movements of this page, newest first. */
  nodes: Array<StockMovement>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many movements the item has in all. */
  totalCount: Scalars['Int']['output'];
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

/** Stock at cost and at shelf price at the end of a day. */
export type StockValuation = {
  __typename?: 'StockValuation';
  /** The day (YYYY-MM-DD). */
  asOf: Scalars['String']['output'];
  /** One row per item. */
  rows: Array<StockValuationRow>;
  /** Stock at shelf price, in KSh, VAT inclusive. */
  totalShelfValue: Scalars['Float']['output'];
  /** Stock at cost, in KSh. */
  totalValue: Scalars['Float']['output'];
};

/** One item's stock at the end of a day. */
export type StockValuationRow = {
  __typename?: 'StockValuationRow';
  /** Weighted average cost per unit then, in KSh (net of input VAT for a VAT-registered shop). */
  averageCost: Scalars['Float']['output'];
  /** The item's id. */
  inventoryId: Scalars['ID']['output'];
  /** The item's name. */
  name: Scalars['String']['output'];
  /** Quantity in stock then. */
  quantity: Scalars['Float']['output'];
  /** The item's shelf price per unit then (its price history), in KSh, VAT inclusive. */
  shelfPrice: Scalars['Float']['output'];
  /** quantity × shelfPrice, in KSh, VAT inclusive. */
  shelfValue: Scalars['Float']['output'];
  /** What one of quantity is: pcs, kg, m… */
  unit: Scalars['String']['output'];
  /** quantity × averageCost, in KSh: stock at cost. */
  value: Scalars['Float']['output'];
};

/** A supplier of the business. */
export type Supplier = {
  __typename?: 'Supplier';
  /** Postal or street address, if known. */
  address?: Maybe<Scalars['String']['output']>;
  /** Phone number or email. */
  contact: Scalars['String']['output'];
  /** The supplier's id. */
  id: Scalars['ID']['output'];
  /** The supplier's KRA PIN (a letter, 9 digits and a letter), that a new bill from them takes; null when not given. */
  kraPin?: Maybe<Scalars['String']['output']>;
  /** Name of the person or business. */
  name: Scalars['String']['output'];
};

/** What the shop owes one supplier, by how long past due, in KSh. */
export type SupplierAgeing = {
  __typename?: 'SupplierAgeing';
  /** Not yet due. */
  current: Scalars['Float']['output'];
  /** 1 to 30 days past due. */
  days1To30: Scalars['Float']['output'];
  /** 31 to 60 days past due. */
  days31To60: Scalars['Float']['output'];
  /** 61 to 90 days past due. */
  days61To90: Scalars['Float']['output'];
  /** More than 90 days past due. */
  daysOver90: Scalars['Float']['output'];
};

/** A supplier's bill (their invoice): what the shop owes them for goods received or services. Amounts in KSh. */
export type SupplierBill = {
  __typename?: 'SupplierBill';
  /** total − paid. */
  balance: Scalars['Float']['output'];
  /** The supplier's invoice date (YYYY-MM-DD). */
  billDate: Scalars['String']['output'];
  /** BILL-000001…, without gaps. */
  billNumber: Scalars['String']['output'];
  /** When it was recorded. */
  createdAt: Scalars['String']['output'];
  /** Who recorded it. */
  createdBy: UserRef;
  /** When it is to be paid (YYYY-MM-DD). */
  dueOn: Scalars['String']['output'];
  /** The goods received notes it bills. */
  goodsReceived: Array<BilledNote>;
  /** The bill's id. */
  id: Scalars['ID']['output'];
  /** Its lines (read with the bill; empty on list rows). */
  lines: Array<SupplierBillLine>;
  /** A note. */
  note?: Maybe<Scalars['String']['output']>;
  /** Payments less reversals. */
  paid: Scalars['Float']['output'];
  /** Its payments and reversals, oldest first (read with the bill; empty on list rows). */
  payments: Array<SupplierPayment>;
  /** Unpaid, partly paid, paid or overdue. */
  status: SupplierBillStatus;
  /** The lines, net of VAT (the full price for a shop not VAT-registered). */
  subtotal: Scalars['Float']['output'];
  /** Who billed. */
  supplierId: Scalars['ID']['output'];
  /** The supplier's own invoice number. */
  supplierInvoiceNumber: Scalars['String']['output'];
  /** The supplier's name. */
  supplierName: Scalars['String']['output'];
  /** The supplier's KRA PIN as on their invoice. */
  supplierPin?: Maybe<Scalars['String']['output']>;
  /** subtotal + VAT: what the supplier is owed on it. */
  total: Scalars['Float']['output'];
  /** Input VAT, band by band. */
  vat: Scalars['Float']['output'];
  /** Input VAT by band (read with the bill; empty on list rows). */
  vatBands: Array<SupplierBillVatBand>;
  /** Whether the shop was VAT-registered when it was recorded (it then carries input VAT). */
  vatRegistered: Scalars['Boolean']['output'];
};

/** A page of supplier bills. */
export type SupplierBillConnection = {
  __typename?: 'SupplierBillConnection';
  /** The bills of this page, newest first. */
  nodes: Array<SupplierBill>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many bills match the filters in all. */
  totalCount: Scalars['Int']['output'];
};

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

/** One line of a supplier's bill: a delivered item at its cost, or a typed service line. */
export type SupplierBillLine = {
  __typename?: 'SupplierBillLine';
  /** The item's name, or what the typed line is for. */
  description: Scalars['String']['output'];
  /** The goods received note it came from; null for a typed line. */
  goodsReceivedId?: Maybe<Scalars['ID']['output']>;
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The line net of VAT. */
  net: Scalars['Float']['output'];
  /** How much was delivered; null for a typed line. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** The tax band. */
  taxBand: TaxBand;
  /** The item's unit; null for a typed line. */
  unit?: Maybe<Scalars['String']['output']>;
  /** What one unit cost; null for a typed line. */
  unitCost?: Maybe<Scalars['Float']['output']>;
  /** The line's share of its band's input VAT. */
  vat: Scalars['Float']['output'];
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

/** A bill's input VAT in one band. */
export type SupplierBillVatBand = {
  __typename?: 'SupplierBillVatBand';
  /** The band. */
  band: TaxBand;
  /** Its rate as a fraction (0.16). */
  rate: Scalars['Float']['output'];
  /** The band's lines net of VAT. */
  taxable: Scalars['Float']['output'];
  /** The band's input VAT. */
  vat: Scalars['Float']['output'];
};

/** A page of suppliers. */
export type SupplierConnection = {
  __typename?: 'SupplierConnection';
  /** The suppliers of this page. */
  nodes: Array<Supplier>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many suppliers match the search in all (not only this page). */
  totalCount: Scalars['Int']['output'];
};

/** Money paid to a supplier on a bill, or the reversal of such a payment. */
export type SupplierPayment = {
  __typename?: 'SupplierPayment';
  /** Positive for a payment, negative for a reversal, KSh. */
  amount: Scalars['Float']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** payment or reversal. */
  kind: Scalars['String']['output'];
  /** How: cash, mpesa, cheque or bank_transfer. */
  method: PaymentMethod;
  /** A payment's note, or a reversal's reason. */
  note?: Maybe<Scalars['String']['output']>;
  /** When it was paid. */
  paidAt: Scalars['String']['output'];
  /** When it was recorded. */
  recordedAt: Scalars['String']['output'];
  /** Who recorded it. */
  recordedByEmail: Scalars['String']['output'];
  /** The M-Pesa code, cheque number or transfer reference. */
  reference?: Maybe<Scalars['String']['output']>;
  /** A payment a reversal has undone. */
  reversed: Scalars['Boolean']['output'];
  /** The payment a reversal undoes. */
  reversesPaymentId?: Maybe<Scalars['ID']['output']>;
};

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

/** A supplier's statement: bills and payments with the running balance of what the shop owes. */
export type SupplierStatement = {
  __typename?: 'SupplierStatement';
  /** The closing balance by days past due. */
  ageing: SupplierAgeing;
  /** The last day. */
  asOf: Scalars['String']['output'];
  /** Owed at the end of `asOf`. */
  closingBalance: Scalars['Float']['output'];
  /** The first day. */
  from: Scalars['String']['output'];
  /** Every bill and payment in between. */
  lines: Array<SupplierStatementLine>;
  /** Owed at the start of `from`. */
  openingBalance: Scalars['Float']['output'];
  /** The supplier's id. */
  supplierId: Scalars['ID']['output'];
  /** The supplier's name. */
  supplierName: Scalars['String']['output'];
};

/** One line of a supplier's statement: a bill (owed more) or a payment entry (owed less), in KSh. */
export type SupplierStatementLine = {
  __typename?: 'SupplierStatementLine';
  /** What the shop owes after this line. */
  balance: Scalars['Float']['output'];
  /** The bill. */
  billId: Scalars['ID']['output'];
  /** Its number. */
  billNumber: Scalars['String']['output'];
  /** What the line adds to what is owed. */
  billed: Scalars['Float']['output'];
  /** The bill date, or the day it was paid. */
  date: Scalars['String']['output'];
  /** Bills only: when it is due. */
  dueOn?: Maybe<Scalars['String']['output']>;
  /** bill, opening_balance (what was owed when the shop moved in: OB-…, paid like a bill), payment or reversal. */
  kind: Scalars['String']['output'];
  /** How it was paid. */
  method?: Maybe<Scalars['String']['output']>;
  /** What it takes off (a reversal is negative). */
  paid: Scalars['Float']['output'];
  /** Payment entries only. */
  paymentId?: Maybe<Scalars['ID']['output']>;
  /** Its reference. */
  reference?: Maybe<Scalars['String']['output']>;
  /** The supplier's invoice number. */
  supplierInvoiceNumber: Scalars['String']['output'];
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

/** A delivery from a supplier that no bill took yet. */
export type UnbilledNote = {
  __typename?: 'UnbilledNote';
  /** GRN-000001… */
  grnNumber: Scalars['String']['output'];
  /** The note's id. */
  id: Scalars['ID']['output'];
  /** How many lines. */
  lineCount: Scalars['Int']['output'];
  /** The day the goods came in. */
  receivedOn: Scalars['String']['output'];
  /** The supplier's invoice number on the note. */
  supplierInvoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Σ quantity × unit cost, KSh. */
  totalCost: Scalars['Float']['output'];
};

/** A member of staff. */
export type User = {
  __typename?: 'User';
  /** The email they sign in with (stored in lower case). */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** What they may do. */
  role: Role;
  /** Whether they may sign in (a new sign-up is `pending` until an owner approves it). */
  status: AccountStatus;
};

/** A member of staff who did something: made, cancelled, voided or reversed a document. */
export type UserRef = {
  __typename?: 'UserRef';
  /** The email they sign in with. */
  email: Scalars['String']['output'];
  /** Their account's id (the audit trail's actorId). */
  id: Scalars['ID']['output'];
};

/** A line of section F of the VAT3 return: one supplier's bill and band, in KSh. */
export type VatPurchase = {
  __typename?: 'VatPurchase';
  /** The tax band (B at 16 %, E at 8 %). */
  band: TaxBand;
  /** The bill it was recorded as (BILL-000001). */
  billNumber: Scalars['String']['output'];
  /** The supplier's invoice date (YYYY-MM-DD). */
  invoiceDate: Scalars['String']['output'];
  /** The supplier's invoice number. */
  invoiceNumber: Scalars['String']['output'];
  /** The supplier's name. */
  supplierName: Scalars['String']['output'];
  /** The supplier's KRA PIN, as on their invoice; null when not given. */
  supplierPin?: Maybe<Scalars['String']['output']>;
  /** Taxable value. */
  taxable: Scalars['Float']['output'];
  /** Input VAT. */
  vat: Scalars['Float']['output'];
};

/** A month's VAT return (output VAT), in KSh. */
export type VatReturn = {
  __typename?: 'VatReturn';
  /** Each tax band, A to E. */
  bands: Array<VatReturnBand>;
  /** The input VAT of section F. */
  inputVat: Scalars['Float']['output'];
  /** The month it covers, YYYY-MM. */
  month: Scalars['String']['output'];
  /** Output VAT less input VAT: what is due (negative: a credit carried forward). */
  netVat: Scalars['Float']['output'];
  /** Output VAT: VAT on sales less VAT on credit notes. */
  outputVat: Scalars['Float']['output'];
  /** Section F: input VAT on suppliers' bills dated in the month, one line per bill and band. */
  purchases: Array<VatPurchase>;
};

/** One tax band's line of a VAT return, in KSh. */
export type VatReturnBand = {
  __typename?: 'VatReturnBand';
  /** The tax band, A to E. */
  band: TaxBand;
  /** Credit notes in the band, net of VAT (a positive amount taken off sales). */
  creditedTaxable: Scalars['Float']['output'];
  /** VAT on those credit notes. */
  creditedVat: Scalars['Float']['output'];
  /** Its VAT rate as a fraction (0.16). */
  rate: Scalars['Float']['output'];
  /** Sales in the band, net of VAT. */
  salesTaxable: Scalars['Float']['output'];
  /** VAT on those sales. */
  salesVat: Scalars['Float']['output'];
};

/** A shift's close: the cash the drawer should hold, what was counted, and the totals by method. */
export type ZReport = {
  __typename?: 'ZReport';
  /** Every money method, cash first. */
  byMethod: Array<ShiftMethodTotal>;
  /** Cash handed back for credit notes. */
  cashRefunded: Scalars['Float']['output'];
  /** Cash payments reversed or lowered. */
  cashReversed: Scalars['Float']['output'];
  /** Cash sales and cash payments the cashier took in the shift. */
  cashTaken: Scalars['Float']['output'];
  /** KSh counted. */
  countedCash: Scalars['Float']['output'];
  /** counted − expected: negative when cash is short. */
  difference: Scalars['Float']['output'];
  /** float + taken − refunded − reversed + pay-ins − pay-outs. */
  expectedCash: Scalars['Float']['output'];
  /** KSh in the drawer at the start. */
  openingFloat: Scalars['Float']['output'];
  /** Cash paid in by hand. */
  payIns: Scalars['Float']['output'];
  /** Cash paid out by hand. */
  payOuts: Scalars['Float']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountStatus: AccountStatus;
  AdjustmentReason: AdjustmentReason;
  AgedAmounts: ResolverTypeWrapper<RestAgedAmounts>;
  AgedCreditAmounts: ResolverTypeWrapper<RestAgedCreditAmounts>;
  AgedCreditorRow: ResolverTypeWrapper<RestAgedCreditorRow>;
  AgedCreditors: ResolverTypeWrapper<RestAgedCreditors>;
  AgedDebtorRow: ResolverTypeWrapper<RestAgedDebtorRow>;
  AgedDebtors: ResolverTypeWrapper<RestAgedDebtors>;
  Ageing: ResolverTypeWrapper<RestAgeing>;
  AuditAction: AuditAction;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditConnection: ResolverTypeWrapper<RestAuditConnection>;
  AuditEvent: ResolverTypeWrapper<RestAuditEvent>;
  Backup: ResolverTypeWrapper<RestBackup>;
  BackupStatus: ResolverTypeWrapper<RestBackupStatus>;
  BillTo: ResolverTypeWrapper<RestBillTo>;
  BilledNote: ResolverTypeWrapper<RestBilledNote>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CashCollected: ResolverTypeWrapper<RestCashCollected>;
  CashMovement: ResolverTypeWrapper<RestCashMovement>;
  CashMovementKind: CashMovementKind;
  Company: ResolverTypeWrapper<RestCompany>;
  CompanyInput: CompanyInput;
  CreateInvoiceInput: CreateInvoiceInput;
  CreateOrderInput: CreateOrderInput;
  CredentialsInput: CredentialsInput;
  CreditNote: ResolverTypeWrapper<RestCreditNote>;
  CreditNoteInput: CreditNoteInput;
  CreditNoteLine: ResolverTypeWrapper<RestCreditNoteLine>;
  CreditNoteLineInput: CreditNoteLineInput;
  Customer: ResolverTypeWrapper<RestCustomer>;
  CustomerConnection: ResolverTypeWrapper<RestCustomerConnection>;
  CustomerSort: CustomerSort;
  CustomerStatement: ResolverTypeWrapper<RestCustomerStatement>;
  DocumentSort: DocumentSort;
  EtimsDocument: ResolverTypeWrapper<RestEtimsDocument>;
  EtimsMode: EtimsMode;
  EtimsReceipt: ResolverTypeWrapper<RestEtimsReceipt>;
  EtimsState: EtimsState;
  EtimsStockReport: ResolverTypeWrapper<RestEtimsStockReport>;
  EtimsStockReportState: EtimsStockReportState;
  EtimsStockReports: ResolverTypeWrapper<RestEtimsStockReports>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GettingStarted: ResolverTypeWrapper<RestGettingStarted>;
  GoodsReceivedConnection: ResolverTypeWrapper<RestGoodsReceivedConnection>;
  GoodsReceivedInput: GoodsReceivedInput;
  GoodsReceivedLine: ResolverTypeWrapper<RestGoodsReceivedLine>;
  GoodsReceivedLineInput: GoodsReceivedLineInput;
  GoodsReceivedNote: ResolverTypeWrapper<RestGoodsReceivedNote>;
  GoodsReceivedStatus: GoodsReceivedStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryItem: ResolverTypeWrapper<RestInventoryItem>;
  InventoryItemConnection: ResolverTypeWrapper<RestInventoryItemConnection>;
  InventoryItemInput: InventoryItemInput;
  InventoryItemUpdateInput: InventoryItemUpdateInput;
  InventoryOverview: ResolverTypeWrapper<RestInventoryOverview>;
  InventorySort: InventorySort;
  InventorySummary: ResolverTypeWrapper<RestInventorySummary>;
  Invoice: ResolverTypeWrapper<RestInvoice>;
  InvoiceConnection: ResolverTypeWrapper<RestInvoiceConnection>;
  InvoiceLineInput: InvoiceLineInput;
  InvoiceLineItem: ResolverTypeWrapper<RestInvoiceLineItem>;
  InvoiceStatus: InvoiceStatus;
  MpesaAccountType: MpesaAccountType;
  MpesaAssignInput: MpesaAssignInput;
  MpesaC2bRegistration: MpesaC2bRegistration;
  MpesaCallbackTokenRotation: ResolverTypeWrapper<RestMpesaCallbackTokenRotation>;
  MpesaMode: MpesaMode;
  MpesaPaymentRequest: ResolverTypeWrapper<RestMpesaPaymentRequest>;
  MpesaPaymentRequestInput: MpesaPaymentRequestInput;
  MpesaReceipt: ResolverTypeWrapper<RestMpesaReceipt>;
  MpesaReceiptConnection: ResolverTypeWrapper<RestMpesaReceiptConnection>;
  MpesaReceiptSource: MpesaReceiptSource;
  MpesaRequestStatus: MpesaRequestStatus;
  MpesaSettings: ResolverTypeWrapper<RestMpesaSettings>;
  MpesaSettingsInput: MpesaSettingsInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<RestOrder>;
  OrderConnection: ResolverTypeWrapper<RestOrderConnection>;
  OrderItem: ResolverTypeWrapper<RestOrderItem>;
  OrderLineInput: OrderLineInput;
  OrderPaymentInput: OrderPaymentInput;
  OrderStatus: OrderStatus;
  OrdersOverview: ResolverTypeWrapper<RestOrdersOverview>;
  Overview: ResolverTypeWrapper<RestOverview>;
  PageInfo: ResolverTypeWrapper<RestPageInfo>;
  PaidNowInput: PaidNowInput;
  PartyInput: PartyInput;
  PartySort: PartySort;
  PastCountLine: ResolverTypeWrapper<RestPastCountLine>;
  PayableBill: ResolverTypeWrapper<RestPayableBill>;
  Payables: ResolverTypeWrapper<RestPayables>;
  Payment: ResolverTypeWrapper<RestPayment>;
  PaymentConnection: ResolverTypeWrapper<RestPaymentConnection>;
  PaymentKind: PaymentKind;
  PaymentMethod: PaymentMethod;
  PaymentReversal: ResolverTypeWrapper<RestPaymentReversal>;
  PaymentSort: PaymentSort;
  PriceHistoryEntry: ResolverTypeWrapper<RestPriceHistoryEntry>;
  PriceUpdateInput: PriceUpdateInput;
  PurchaseOrder: ResolverTypeWrapper<RestPurchaseOrder>;
  PurchaseOrderConnection: ResolverTypeWrapper<RestPurchaseOrderConnection>;
  PurchaseOrderInput: PurchaseOrderInput;
  PurchaseOrderLine: ResolverTypeWrapper<RestPurchaseOrderLine>;
  PurchaseOrderLineInput: PurchaseOrderLineInput;
  PurchaseOrderStatus: PurchaseOrderStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Receivables: ResolverTypeWrapper<RestReceivables>;
  ReceiveAgainstOrderInput: ReceiveAgainstOrderInput;
  ReceiveAgainstOrderLineInput: ReceiveAgainstOrderLineInput;
  ReceivedAgainstOrder: ResolverTypeWrapper<RestReceivedAgainstOrder>;
  RecentOrder: ResolverTypeWrapper<RestRecentOrder>;
  RefundInput: RefundInput;
  ReorderGroup: ResolverTypeWrapper<RestReorderGroup>;
  ReorderLine: ResolverTypeWrapper<RestReorderLine>;
  RepeatedMpesaCode: ResolverTypeWrapper<RestRepeatedMpesaCode>;
  RepeatedMpesaCodeConnection: ResolverTypeWrapper<RestRepeatedMpesaCodeConnection>;
  Role: Role;
  SalesByCustomerReport: ResolverTypeWrapper<RestSalesByCustomerReport>;
  SalesByCustomerRow: ResolverTypeWrapper<RestSalesByCustomerRow>;
  SalesByDayReport: ResolverTypeWrapper<RestSalesByDayReport>;
  SalesByDayRow: ResolverTypeWrapper<RestSalesByDayRow>;
  SalesByItemReport: ResolverTypeWrapper<RestSalesByItemReport>;
  SalesByItemRow: ResolverTypeWrapper<RestSalesByItemRow>;
  SalesFigures: ResolverTypeWrapper<RestSalesFigures>;
  SalesOverview: ResolverTypeWrapper<RestSalesOverview>;
  Session: ResolverTypeWrapper<RestSession>;
  ShareLink: ResolverTypeWrapper<RestShareLink>;
  SharedDocumentKind: SharedDocumentKind;
  Shift: ResolverTypeWrapper<RestShift>;
  ShiftConnection: ResolverTypeWrapper<RestShiftConnection>;
  ShiftMethodTotal: ResolverTypeWrapper<RestShiftMethodTotal>;
  ShiftSummary: ResolverTypeWrapper<RestShiftSummary>;
  StaffChangeInput: StaffChangeInput;
  StaffInvite: ResolverTypeWrapper<RestStaffInvite>;
  StaffInviteInput: StaffInviteInput;
  StaffMember: ResolverTypeWrapper<RestStaffMember>;
  StatementLine: ResolverTypeWrapper<RestStatementLine>;
  StatementLineKind: StatementLineKind;
  StockAdjustmentInput: StockAdjustmentInput;
  StockCount: ResolverTypeWrapper<RestStockCount>;
  StockCountConnection: ResolverTypeWrapper<RestStockCountConnection>;
  StockCountInput: StockCountInput;
  StockCountLine: ResolverTypeWrapper<RestStockCountLine>;
  StockCountLineInput: StockCountLineInput;
  StockCountResult: ResolverTypeWrapper<RestStockCountResult>;
  StockCountSummary: ResolverTypeWrapper<RestStockCountSummary>;
  StockDocument: ResolverTypeWrapper<StockDocument>;
  StockMovement: ResolverTypeWrapper<RestStockMovement>;
  StockMovementConnection: ResolverTypeWrapper<RestStockMovementConnection>;
  StockMovementKind: StockMovementKind;
  StockValuation: ResolverTypeWrapper<RestStockValuation>;
  StockValuationRow: ResolverTypeWrapper<RestStockValuationRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Supplier: ResolverTypeWrapper<RestSupplier>;
  SupplierAgeing: ResolverTypeWrapper<RestSupplierAgeing>;
  SupplierBill: ResolverTypeWrapper<RestSupplierBill>;
  SupplierBillConnection: ResolverTypeWrapper<RestSupplierBillConnection>;
  SupplierBillInput: SupplierBillInput;
  SupplierBillLine: ResolverTypeWrapper<RestSupplierBillLine>;
  SupplierBillLineInput: SupplierBillLineInput;
  SupplierBillStatus: SupplierBillStatus;
  SupplierBillVatBand: ResolverTypeWrapper<RestSupplierBillVatBand>;
  SupplierConnection: ResolverTypeWrapper<RestSupplierConnection>;
  SupplierPayment: ResolverTypeWrapper<RestSupplierPayment>;
  SupplierPaymentInput: SupplierPaymentInput;
  SupplierStatement: ResolverTypeWrapper<RestSupplierStatement>;
  SupplierStatementLine: ResolverTypeWrapper<RestSupplierStatementLine>;
  TaxBand: TaxBand;
  UnbilledNote: ResolverTypeWrapper<RestUnbilledNote>;
  User: ResolverTypeWrapper<RestUser>;
  UserRef: ResolverTypeWrapper<RestUserRef>;
  VatPurchase: ResolverTypeWrapper<RestVatPurchase>;
  VatReturn: ResolverTypeWrapper<RestVatReturn>;
  VatReturnBand: ResolverTypeWrapper<RestVatReturnBand>;
  ZReport: ResolverTypeWrapper<RestZReport>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AgedAmounts: RestAgedAmounts;
  AgedCreditAmounts: RestAgedCreditAmounts;
  AgedCreditorRow: RestAgedCreditorRow;
  AgedCreditors: RestAgedCreditors;
  AgedDebtorRow: RestAgedDebtorRow;
  AgedDebtors: RestAgedDebtors;
  Ageing: RestAgeing;
  AuditChange: AuditChange;
  AuditConnection: RestAuditConnection;
  AuditEvent: RestAuditEvent;
  Backup: RestBackup;
  BackupStatus: RestBackupStatus;
  BillTo: RestBillTo;
  BilledNote: RestBilledNote;
  Boolean: Scalars['Boolean']['output'];
  CashCollected: RestCashCollected;
  CashMovement: RestCashMovement;
  Company: RestCompany;
  CompanyInput: CompanyInput;
  CreateInvoiceInput: CreateInvoiceInput;
  CreateOrderInput: CreateOrderInput;
  CredentialsInput: CredentialsInput;
  CreditNote: RestCreditNote;
  CreditNoteInput: CreditNoteInput;
  CreditNoteLine: RestCreditNoteLine;
  CreditNoteLineInput: CreditNoteLineInput;
  Customer: RestCustomer;
  CustomerConnection: RestCustomerConnection;
  CustomerStatement: RestCustomerStatement;
  EtimsDocument: RestEtimsDocument;
  EtimsReceipt: RestEtimsReceipt;
  EtimsStockReport: RestEtimsStockReport;
  EtimsStockReports: RestEtimsStockReports;
  Float: Scalars['Float']['output'];
  GettingStarted: RestGettingStarted;
  GoodsReceivedConnection: RestGoodsReceivedConnection;
  GoodsReceivedInput: GoodsReceivedInput;
  GoodsReceivedLine: RestGoodsReceivedLine;
  GoodsReceivedLineInput: GoodsReceivedLineInput;
  GoodsReceivedNote: RestGoodsReceivedNote;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InventoryItem: RestInventoryItem;
  InventoryItemConnection: RestInventoryItemConnection;
  InventoryItemInput: InventoryItemInput;
  InventoryItemUpdateInput: InventoryItemUpdateInput;
  InventoryOverview: RestInventoryOverview;
  InventorySummary: RestInventorySummary;
  Invoice: RestInvoice;
  InvoiceConnection: RestInvoiceConnection;
  InvoiceLineInput: InvoiceLineInput;
  InvoiceLineItem: RestInvoiceLineItem;
  MpesaAssignInput: MpesaAssignInput;
  MpesaCallbackTokenRotation: RestMpesaCallbackTokenRotation;
  MpesaPaymentRequest: RestMpesaPaymentRequest;
  MpesaPaymentRequestInput: MpesaPaymentRequestInput;
  MpesaReceipt: RestMpesaReceipt;
  MpesaReceiptConnection: RestMpesaReceiptConnection;
  MpesaSettings: RestMpesaSettings;
  MpesaSettingsInput: MpesaSettingsInput;
  Mutation: Record<PropertyKey, never>;
  Order: RestOrder;
  OrderConnection: RestOrderConnection;
  OrderItem: RestOrderItem;
  OrderLineInput: OrderLineInput;
  OrderPaymentInput: OrderPaymentInput;
  OrdersOverview: RestOrdersOverview;
  Overview: RestOverview;
  PageInfo: RestPageInfo;
  PaidNowInput: PaidNowInput;
  PartyInput: PartyInput;
  PastCountLine: RestPastCountLine;
  PayableBill: RestPayableBill;
  Payables: RestPayables;
  Payment: RestPayment;
  PaymentConnection: RestPaymentConnection;
  PaymentReversal: RestPaymentReversal;
  PriceHistoryEntry: RestPriceHistoryEntry;
  PriceUpdateInput: PriceUpdateInput;
  PurchaseOrder: RestPurchaseOrder;
  PurchaseOrderConnection: RestPurchaseOrderConnection;
  PurchaseOrderInput: PurchaseOrderInput;
  PurchaseOrderLine: RestPurchaseOrderLine;
  PurchaseOrderLineInput: PurchaseOrderLineInput;
  Query: Record<PropertyKey, never>;
  Receivables: RestReceivables;
  ReceiveAgainstOrderInput: ReceiveAgainstOrderInput;
  ReceiveAgainstOrderLineInput: ReceiveAgainstOrderLineInput;
  ReceivedAgainstOrder: RestReceivedAgainstOrder;
  RecentOrder: RestRecentOrder;
  RefundInput: RefundInput;
  ReorderGroup: RestReorderGroup;
  ReorderLine: RestReorderLine;
  RepeatedMpesaCode: RestRepeatedMpesaCode;
  RepeatedMpesaCodeConnection: RestRepeatedMpesaCodeConnection;
  SalesByCustomerReport: RestSalesByCustomerReport;
  SalesByCustomerRow: RestSalesByCustomerRow;
  SalesByDayReport: RestSalesByDayReport;
  SalesByDayRow: RestSalesByDayRow;
  SalesByItemReport: RestSalesByItemReport;
  SalesByItemRow: RestSalesByItemRow;
  SalesFigures: RestSalesFigures;
  SalesOverview: RestSalesOverview;
  Session: RestSession;
  ShareLink: RestShareLink;
  Shift: RestShift;
  ShiftConnection: RestShiftConnection;
  ShiftMethodTotal: RestShiftMethodTotal;
  ShiftSummary: RestShiftSummary;
  StaffChangeInput: StaffChangeInput;
  StaffInvite: RestStaffInvite;
  StaffInviteInput: StaffInviteInput;
  StaffMember: RestStaffMember;
  StatementLine: RestStatementLine;
  StockAdjustmentInput: StockAdjustmentInput;
  StockCount: RestStockCount;
  StockCountConnection: RestStockCountConnection;
  StockCountInput: StockCountInput;
  StockCountLine: RestStockCountLine;
  StockCountLineInput: StockCountLineInput;
  StockCountResult: RestStockCountResult;
  StockCountSummary: RestStockCountSummary;
  StockDocument: StockDocument;
  StockMovement: RestStockMovement;
  StockMovementConnection: RestStockMovementConnection;
  StockValuation: RestStockValuation;
  StockValuationRow: RestStockValuationRow;
  String: Scalars['String']['output'];
  Supplier: RestSupplier;
  SupplierAgeing: RestSupplierAgeing;
  SupplierBill: RestSupplierBill;
  SupplierBillConnection: RestSupplierBillConnection;
  SupplierBillInput: SupplierBillInput;
  SupplierBillLine: RestSupplierBillLine;
  SupplierBillLineInput: SupplierBillLineInput;
  SupplierBillVatBand: RestSupplierBillVatBand;
  SupplierConnection: RestSupplierConnection;
  SupplierPayment: RestSupplierPayment;
  SupplierPaymentInput: SupplierPaymentInput;
  SupplierStatement: RestSupplierStatement;
  SupplierStatementLine: RestSupplierStatementLine;
  UnbilledNote: RestUnbilledNote;
  User: RestUser;
  UserRef: RestUserRef;
  VatPurchase: RestVatPurchase;
  VatReturn: RestVatReturn;
  VatReturnBand: RestVatReturnBand;
  ZReport: RestZReport;
};

export type AgedAmountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedAmounts'] = ResolversParentTypes['AgedAmounts']> = {
  credit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days1To30?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  over90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AgedCreditAmountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedCreditAmounts'] = ResolversParentTypes['AgedCreditAmounts']> = {
  current?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days1To30?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  over90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AgedCreditorRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedCreditorRow'] = ResolversParentTypes['AgedCreditorRow']> = {
  current?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days1To30?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  over90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AgedCreditorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedCreditors'] = ResolversParentTypes['AgedCreditors']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AgedCreditorRow']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['AgedCreditAmounts'], ParentType, ContextType>;
};

export type AgedDebtorRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedDebtorRow'] = ResolversParentTypes['AgedDebtorRow']> = {
  credit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  days1To30?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  over90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AgedDebtorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedDebtors'] = ResolversParentTypes['AgedDebtors']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AgedDebtorRow']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['AgedAmounts'], ParentType, ContextType>;
};

export type AgeingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ageing'] = ResolversParentTypes['Ageing']> = {
  current?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days1To30?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  daysOver90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditConnection'] = ResolversParentTypes['AuditConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  clientAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BackupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Backup'] = ResolversParentTypes['Backup']> = {
  bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BackupStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackupStatus'] = ResolversParentTypes['BackupStatus']> = {
  folder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keepDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latest?: Resolver<Maybe<ResolversTypes['Backup']>, ParentType, ContextType>;
};

export type BillToResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillTo'] = ResolversParentTypes['BillTo']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kraPin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BilledNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BilledNote'] = ResolversParentTypes['BilledNote']> = {
  grnNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CashCollectedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashCollected'] = ResolversParentTypes['CashCollected']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CashMovementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashMovement'] = ResolversParentTypes['CashMovement']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CashMovementKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedBy?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultVatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  etimsMode?: Resolver<ResolversTypes['EtimsMode'], ParentType, ContextType>;
  invoiceFooter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kraBranchId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kraDeviceSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kraPin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kraTypedLineClassCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mpesaNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mpesaRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mpesaType?: Resolver<Maybe<ResolversTypes['MpesaAccountType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  applied?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  backDated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
  createdByEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerKraPin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  etims?: Resolver<Maybe<ResolversTypes['EtimsDocument']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keptAsCredit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CreditNoteLine']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasonCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnedToStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CreditNoteLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditNoteLine'] = ResolversParentTypes['CreditNoteLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kraPin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walkIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerConnection'] = ResolversParentTypes['CustomerConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerStatement'] = ResolversParentTypes['CustomerStatement']> = {
  ageing?: Resolver<ResolversTypes['Ageing'], ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closingBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EtimsDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EtimsDocument'] = ResolversParentTypes['EtimsDocument']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branchId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  etimsOff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invcNo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['EtimsReceipt']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EtimsState'], ParentType, ContextType>;
};

export type EtimsReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EtimsReceipt'] = ResolversParentTypes['EtimsReceipt']> = {
  cuInvoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  curRcptNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intrlData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rcptSign?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sdcDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sdcId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totRcptNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EtimsStockReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EtimsStockReport'] = ResolversParentTypes['EtimsStockReport']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  branchId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EtimsStockReportState'], ParentType, ContextType>;
};

export type EtimsStockReportsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EtimsStockReports'] = ResolversParentTypes['EtimsStockReports']> = {
  items?: Resolver<Array<ResolversTypes['EtimsStockReport']>, ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GettingStartedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GettingStarted'] = ResolversParentTypes['GettingStarted']> = {
  hasItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSupplier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shopDetailsSaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GoodsReceivedConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GoodsReceivedConnection'] = ResolversParentTypes['GoodsReceivedConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['GoodsReceivedNote']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GoodsReceivedLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GoodsReceivedLine'] = ResolversParentTypes['GoodsReceivedLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GoodsReceivedNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GoodsReceivedNote'] = ResolversParentTypes['GoodsReceivedNote']> = {
  backDated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
  createdByEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grnNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['GoodsReceivedLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reversalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  reversedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GoodsReceivedStatus'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supplierInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InventoryItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryItem'] = ResolversParentTypes['InventoryItem']> = {
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  costPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kraItemClassCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kraPackagingUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kraQuantityUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceHistory?: Resolver<Array<ResolversTypes['PriceHistoryEntry']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reorderLevel?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sellsInFractions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  supplierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxBand?: Resolver<ResolversTypes['TaxBand'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InventoryItemConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryItemConnection'] = ResolversParentTypes['InventoryItemConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['InventoryItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InventoryOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryOverview'] = ResolversParentTypes['InventoryOverview']> = {
  stockValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stockValueAtCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InventorySummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventorySummary'] = ResolversParentTypes['InventorySummary']> = {
  lowStockItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowStockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amountCredited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  backDated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billTo?: Resolver<ResolversTypes['BillTo'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  customerCredit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  etims?: Resolver<Maybe<ResolversTypes['EtimsDocument']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InvoiceLineItem']>, ParentType, ContextType>;
  mpesaReceiptAwaited?: Resolver<Maybe<ResolversTypes['MpesaPaymentRequest']>, ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  recordedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voidedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  voidedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceConnection'] = ResolversParentTypes['InvoiceConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceLineItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceLineItem'] = ResolversParentTypes['InvoiceLineItem']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxBand?: Resolver<ResolversTypes['TaxBand'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MpesaCallbackTokenRotationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaCallbackTokenRotation'] = ResolversParentTypes['MpesaCallbackTokenRotation']> = {
  c2bRegistration?: Resolver<ResolversTypes['MpesaC2bRegistration'], ParentType, ContextType>;
  c2bRegistrationError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['MpesaSettings'], ParentType, ContextType>;
};

export type MpesaPaymentRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaPaymentRequest'] = ResolversParentTypes['MpesaPaymentRequest']> = {
  accountReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paidReportedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MpesaRequestStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MpesaReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaReceipt'] = ResolversParentTypes['MpesaReceipt']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['MpesaReceiptSource'], ParentType, ContextType>;
  transTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unknownShortcode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unplaced?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MpesaReceiptConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaReceiptConnection'] = ResolversParentTypes['MpesaReceiptConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['MpesaReceipt']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MpesaSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MpesaSettings'] = ResolversParentTypes['MpesaSettings']> = {
  c2bRegisteredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  callbackBaseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consumerKeySet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consumerSecretSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['MpesaMode'], ParentType, ContextType>;
  passkeySet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stkCallbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stkShortcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adjustStock?: Resolver<ResolversTypes['StockMovement'], ParentType, ContextType, RequireFields<MutationAdjustStockArgs, 'input'>>;
  assignMpesaPayment?: Resolver<ResolversTypes['MpesaReceipt'], ParentType, ContextType, RequireFields<MutationAssignMpesaPaymentArgs, 'id' | 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id'>>;
  cancelPurchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType, RequireFields<MutationCancelPurchaseOrderArgs, 'id' | 'reason'>>;
  checkMpesaPaymentRequest?: Resolver<ResolversTypes['MpesaPaymentRequest'], ParentType, ContextType, RequireFields<MutationCheckMpesaPaymentRequestArgs, 'id'>>;
  closeShift?: Resolver<ResolversTypes['Shift'], ParentType, ContextType, RequireFields<MutationCloseShiftArgs, 'countedCash' | 'id'>>;
  createCreditNote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType, RequireFields<MutationCreateCreditNoteArgs, 'input' | 'invoiceId'>>;
  createCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createInventoryItem?: Resolver<ResolversTypes['InventoryItem'], ParentType, ContextType, RequireFields<MutationCreateInventoryItemArgs, 'input'>>;
  createInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationCreateInvoiceArgs, 'idempotencyKey' | 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'idempotencyKey' | 'input'>>;
  createPurchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType, RequireFields<MutationCreatePurchaseOrderArgs, 'input'>>;
  createShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationCreateShareLinkArgs, 'id' | 'kind'>>;
  createStaffInvite?: Resolver<ResolversTypes['StaffInvite'], ParentType, ContextType, RequireFields<MutationCreateStaffInviteArgs, 'input'>>;
  createSupplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationCreateSupplierArgs, 'input'>>;
  createSupplierBill?: Resolver<ResolversTypes['SupplierBill'], ParentType, ContextType, RequireFields<MutationCreateSupplierBillArgs, 'idempotencyKey' | 'input'>>;
  deleteCustomer?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  deleteInventoryItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteInventoryItemArgs, 'id'>>;
  deleteInvoice?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceArgs, 'id'>>;
  deleteSupplier?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSupplierArgs, 'id'>>;
  generateInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationGenerateInvoiceArgs, 'orderId'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markOrderAttentionHandled?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationMarkOrderAttentionHandledArgs, 'id'>>;
  openShift?: Resolver<ResolversTypes['Shift'], ParentType, ContextType, RequireFields<MutationOpenShiftArgs, 'openingFloat'>>;
  paySupplierBill?: Resolver<ResolversTypes['SupplierBill'], ParentType, ContextType, RequireFields<MutationPaySupplierBillArgs, 'billId' | 'idempotencyKey' | 'input'>>;
  postStockCount?: Resolver<ResolversTypes['StockCountResult'], ParentType, ContextType, RequireFields<MutationPostStockCountArgs, 'input'>>;
  receiveAgainstPurchaseOrder?: Resolver<ResolversTypes['ReceivedAgainstOrder'], ParentType, ContextType, RequireFields<MutationReceiveAgainstPurchaseOrderArgs, 'id' | 'input'>>;
  receiveGoods?: Resolver<ResolversTypes['GoodsReceivedNote'], ParentType, ContextType, RequireFields<MutationReceiveGoodsArgs, 'input'>>;
  recordCashMovement?: Resolver<ResolversTypes['Shift'], ParentType, ContextType, RequireFields<MutationRecordCashMovementArgs, 'amount' | 'kind' | 'reason' | 'shiftId'>>;
  recordInvoicePayment?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationRecordInvoicePaymentArgs, 'amount' | 'id' | 'split'>>;
  recordOrderPayment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRecordOrderPaymentArgs, 'amount' | 'id' | 'method' | 'split'>>;
  registerMpesaUrls?: Resolver<ResolversTypes['MpesaSettings'], ParentType, ContextType>;
  requestMpesaPayment?: Resolver<ResolversTypes['MpesaPaymentRequest'], ParentType, ContextType, RequireFields<MutationRequestMpesaPaymentArgs, 'idempotencyKey' | 'input'>>;
  retryEtimsDocument?: Resolver<ResolversTypes['EtimsDocument'], ParentType, ContextType, RequireFields<MutationRetryEtimsDocumentArgs, 'id'>>;
  retryEtimsStockReport?: Resolver<ResolversTypes['EtimsStockReport'], ParentType, ContextType, RequireFields<MutationRetryEtimsStockReportArgs, 'id'>>;
  returnMpesaPayment?: Resolver<ResolversTypes['MpesaReceipt'], ParentType, ContextType, RequireFields<MutationReturnMpesaPaymentArgs, 'id' | 'reason'>>;
  reverseGoodsReceived?: Resolver<ResolversTypes['GoodsReceivedNote'], ParentType, ContextType, RequireFields<MutationReverseGoodsReceivedArgs, 'id' | 'reason'>>;
  reversePayment?: Resolver<ResolversTypes['PaymentReversal'], ParentType, ContextType, RequireFields<MutationReversePaymentArgs, 'id' | 'reason'>>;
  reverseSupplierPayment?: Resolver<ResolversTypes['SupplierBill'], ParentType, ContextType, RequireFields<MutationReverseSupplierPaymentArgs, 'billId' | 'idempotencyKey' | 'paymentId' | 'reason'>>;
  revokeShareLink?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeShareLinkArgs, 'id'>>;
  rotateMpesaCallbackToken?: Resolver<ResolversTypes['MpesaCallbackTokenRotation'], ParentType, ContextType>;
  sendPurchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType, RequireFields<MutationSendPurchaseOrderArgs, 'id'>>;
  setItemBarcode?: Resolver<ResolversTypes['InventoryItem'], ParentType, ContextType, RequireFields<MutationSetItemBarcodeArgs, 'id'>>;
  setReorderLevel?: Resolver<ResolversTypes['InventoryItem'], ParentType, ContextType, RequireFields<MutationSetReorderLevelArgs, 'id'>>;
  settleMpesaPaymentRequest?: Resolver<ResolversTypes['MpesaPaymentRequest'], ParentType, ContextType, RequireFields<MutationSettleMpesaPaymentRequestArgs, 'id' | 'receiptNumber'>>;
  signOutStaffMember?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSignOutStaffMemberArgs, 'id'>>;
  signup?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'input'>>;
  updateCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input'>>;
  updateInventoryItem?: Resolver<ResolversTypes['InventoryItem'], ParentType, ContextType, RequireFields<MutationUpdateInventoryItemArgs, 'id' | 'input'>>;
  updateMpesaSettings?: Resolver<ResolversTypes['MpesaSettings'], ParentType, ContextType, RequireFields<MutationUpdateMpesaSettingsArgs, 'input'>>;
  updateOrderPayment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderPaymentArgs, 'id' | 'input'>>;
  updatePrices?: Resolver<ResolversTypes['InventoryItem'], ParentType, ContextType, RequireFields<MutationUpdatePricesArgs, 'id' | 'input'>>;
  updateStaffMember?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationUpdateStaffMemberArgs, 'id' | 'input'>>;
  updateSupplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationUpdateSupplierArgs, 'id' | 'input'>>;
  withdrawStaffInvite?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationWithdrawStaffInviteArgs, 'id'>>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amountCredited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  attention?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  attentionClearedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  cancelledByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changeDue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  mpesaReceiptAwaited?: Resolver<Maybe<ResolversTypes['MpesaPaymentRequest']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  soldAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  inventoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxBand?: Resolver<ResolversTypes['TaxBand'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OrdersOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrdersOverview'] = ResolversParentTypes['OrdersOverview']> = {
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidRevenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  partiallyPaidRevenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRevenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unpaidRevenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type OverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Overview'] = ResolversParentTypes['Overview']> = {
  cashCollected?: Resolver<ResolversTypes['CashCollected'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['InventoryOverview'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['OrdersOverview'], ParentType, ContextType>;
  payables?: Resolver<Maybe<ResolversTypes['Payables']>, ParentType, ContextType>;
  receivables?: Resolver<ResolversTypes['Receivables'], ParentType, ContextType>;
  recentOrders?: Resolver<Array<ResolversTypes['RecentOrder']>, ParentType, ContextType>;
  sales?: Resolver<Maybe<ResolversTypes['SalesOverview']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PastCountLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PastCountLine'] = ResolversParentTypes['PastCountLine']> = {
  countedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  differenceValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayableBillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayableBill'] = ResolversParentTypes['PayableBill']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayablesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payables'] = ResolversParentTypes['Payables']> = {
  dueThisWeek?: Resolver<Array<ResolversTypes['PayableBill']>, ParentType, ContextType>;
  openBills?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentKind'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedByEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversedByPaymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reversesPaymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  split?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentConnection'] = ResolversParentTypes['PaymentConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentReversalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentReversal'] = ResolversParentTypes['PaymentReversal']> = {
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  reversal?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
};

export type PriceHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceHistoryEntry'] = ResolversParentTypes['PriceHistoryEntry']> = {
  changeReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changedByEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newCostPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  newUnitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  oldCostPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  oldUnitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PurchaseOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseOrder'] = ResolversParentTypes['PurchaseOrder']> = {
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
  expectedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PurchaseOrderLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseOrderStatus'], ParentType, ContextType>;
  supplierContact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PurchaseOrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseOrderConnection'] = ResolversParentTypes['PurchaseOrderConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['PurchaseOrder']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchaseOrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseOrderLine'] = ResolversParentTypes['PurchaseOrderLine']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  agedCreditors?: Resolver<ResolversTypes['AgedCreditors'], ParentType, ContextType, RequireFields<QueryAgedCreditorsArgs, 'asOf'>>;
  agedDebtors?: Resolver<ResolversTypes['AgedDebtors'], ParentType, ContextType, RequireFields<QueryAgedDebtorsArgs, 'asOf'>>;
  auditPage?: Resolver<ResolversTypes['AuditConnection'], ParentType, ContextType, RequireFields<QueryAuditPageArgs, 'first'>>;
  backupStatus?: Resolver<ResolversTypes['BackupStatus'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  currentShift?: Resolver<Maybe<ResolversTypes['Shift']>, ParentType, ContextType>;
  customerStatement?: Resolver<Maybe<ResolversTypes['CustomerStatement']>, ParentType, ContextType, RequireFields<QueryCustomerStatementArgs, 'customerId'>>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType, Partial<QueryCustomersArgs>>;
  customersPage?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, RequireFields<QueryCustomersPageArgs, 'first' | 'sort'>>;
  etimsStockReports?: Resolver<ResolversTypes['EtimsStockReports'], ParentType, ContextType>;
  etimsWaitingDocuments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gettingStarted?: Resolver<ResolversTypes['GettingStarted'], ParentType, ContextType>;
  goodsReceivedNote?: Resolver<Maybe<ResolversTypes['GoodsReceivedNote']>, ParentType, ContextType, RequireFields<QueryGoodsReceivedNoteArgs, 'id'>>;
  goodsReceivedPage?: Resolver<ResolversTypes['GoodsReceivedConnection'], ParentType, ContextType, RequireFields<QueryGoodsReceivedPageArgs, 'first'>>;
  inventoryItem?: Resolver<Maybe<ResolversTypes['InventoryItem']>, ParentType, ContextType, RequireFields<QueryInventoryItemArgs, 'id'>>;
  inventoryItems?: Resolver<Array<ResolversTypes['InventoryItem']>, ParentType, ContextType, Partial<QueryInventoryItemsArgs>>;
  inventoryPage?: Resolver<ResolversTypes['InventoryItemConnection'], ParentType, ContextType, RequireFields<QueryInventoryPageArgs, 'first' | 'sort'>>;
  inventorySummary?: Resolver<ResolversTypes['InventorySummary'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  invoicesPage?: Resolver<ResolversTypes['InvoiceConnection'], ParentType, ContextType, RequireFields<QueryInvoicesPageArgs, 'first' | 'sort'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  mpesaPaymentRequest?: Resolver<Maybe<ResolversTypes['MpesaPaymentRequest']>, ParentType, ContextType, RequireFields<QueryMpesaPaymentRequestArgs, 'id'>>;
  mpesaSettings?: Resolver<ResolversTypes['MpesaSettings'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  ordersPage?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersPageArgs, 'first' | 'sort'>>;
  overview?: Resolver<ResolversTypes['Overview'], ParentType, ContextType, Partial<QueryOverviewArgs>>;
  paymentsPage?: Resolver<ResolversTypes['PaymentConnection'], ParentType, ContextType, RequireFields<QueryPaymentsPageArgs, 'first' | 'sort'>>;
  purchaseOrder?: Resolver<Maybe<ResolversTypes['PurchaseOrder']>, ParentType, ContextType, RequireFields<QueryPurchaseOrderArgs, 'id'>>;
  purchaseOrders?: Resolver<ResolversTypes['PurchaseOrderConnection'], ParentType, ContextType, RequireFields<QueryPurchaseOrdersArgs, 'first'>>;
  repeatedMpesaCodes?: Resolver<ResolversTypes['RepeatedMpesaCodeConnection'], ParentType, ContextType, RequireFields<QueryRepeatedMpesaCodesArgs, 'first'>>;
  returnedMpesaPayments?: Resolver<ResolversTypes['MpesaReceiptConnection'], ParentType, ContextType, RequireFields<QueryReturnedMpesaPaymentsArgs, 'first'>>;
  salesByCustomer?: Resolver<ResolversTypes['SalesByCustomerReport'], ParentType, ContextType, RequireFields<QuerySalesByCustomerArgs, 'from' | 'to'>>;
  salesByDay?: Resolver<ResolversTypes['SalesByDayReport'], ParentType, ContextType, RequireFields<QuerySalesByDayArgs, 'from' | 'to'>>;
  salesByItem?: Resolver<ResolversTypes['SalesByItemReport'], ParentType, ContextType, RequireFields<QuerySalesByItemArgs, 'from' | 'to'>>;
  shift?: Resolver<Maybe<ResolversTypes['Shift']>, ParentType, ContextType, RequireFields<QueryShiftArgs, 'id'>>;
  shiftsPage?: Resolver<ResolversTypes['ShiftConnection'], ParentType, ContextType, RequireFields<QueryShiftsPageArgs, 'first'>>;
  staff?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  staffInvites?: Resolver<Array<ResolversTypes['StaffInvite']>, ParentType, ContextType>;
  stockCount?: Resolver<Maybe<ResolversTypes['StockCount']>, ParentType, ContextType, RequireFields<QueryStockCountArgs, 'id'>>;
  stockCounts?: Resolver<ResolversTypes['StockCountConnection'], ParentType, ContextType, RequireFields<QueryStockCountsArgs, 'first'>>;
  stockMovements?: Resolver<Maybe<ResolversTypes['StockMovementConnection']>, ParentType, ContextType, RequireFields<QueryStockMovementsArgs, 'first' | 'itemId'>>;
  stockValuation?: Resolver<ResolversTypes['StockValuation'], ParentType, ContextType, RequireFields<QueryStockValuationArgs, 'asOf'>>;
  supplierBill?: Resolver<Maybe<ResolversTypes['SupplierBill']>, ParentType, ContextType, RequireFields<QuerySupplierBillArgs, 'id'>>;
  supplierBillsPage?: Resolver<ResolversTypes['SupplierBillConnection'], ParentType, ContextType, RequireFields<QuerySupplierBillsPageArgs, 'first'>>;
  supplierStatement?: Resolver<ResolversTypes['SupplierStatement'], ParentType, ContextType, RequireFields<QuerySupplierStatementArgs, 'supplierId'>>;
  suppliers?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType, Partial<QuerySuppliersArgs>>;
  suppliersPage?: Resolver<ResolversTypes['SupplierConnection'], ParentType, ContextType, RequireFields<QuerySuppliersPageArgs, 'first' | 'sort'>>;
  toReorder?: Resolver<Array<ResolversTypes['ReorderGroup']>, ParentType, ContextType>;
  unbilledGoodsReceived?: Resolver<Array<ResolversTypes['UnbilledNote']>, ParentType, ContextType, RequireFields<QueryUnbilledGoodsReceivedArgs, 'supplierId'>>;
  unmatchedMpesaPayments?: Resolver<ResolversTypes['MpesaReceiptConnection'], ParentType, ContextType, RequireFields<QueryUnmatchedMpesaPaymentsArgs, 'first'>>;
  vatReturn?: Resolver<ResolversTypes['VatReturn'], ParentType, ContextType, RequireFields<QueryVatReturnArgs, 'month'>>;
};

export type ReceivablesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Receivables'] = ResolversParentTypes['Receivables']> = {
  openSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unmatchedMpesa?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unmatchedMpesaPayments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReceivedAgainstOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceivedAgainstOrder'] = ResolversParentTypes['ReceivedAgainstOrder']> = {
  goodsReceivedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  grnNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType>;
};

export type RecentOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecentOrder'] = ResolversParentTypes['RecentOrder']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReorderGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReorderGroup'] = ResolversParentTypes['ReorderGroup']> = {
  lines?: Resolver<Array<ResolversTypes['ReorderLine']>, ParentType, ContextType>;
  supplierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReorderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReorderLine'] = ResolversParentTypes['ReorderLine']> = {
  item?: Resolver<ResolversTypes['InventoryItem'], ParentType, ContextType>;
  suggestedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RepeatedMpesaCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepeatedMpesaCode'] = ResolversParentTypes['RepeatedMpesaCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  reportedAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RepeatedMpesaCodeConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepeatedMpesaCodeConnection'] = ResolversParentTypes['RepeatedMpesaCodeConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['RepeatedMpesaCode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesByCustomerReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByCustomerReport'] = ResolversParentTypes['SalesByCustomerReport']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SalesByCustomerRow']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['SalesFigures'], ParentType, ContextType>;
};

export type SalesByCustomerRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByCustomerRow'] = ResolversParentTypes['SalesByCustomerRow']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  grossProfit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SalesByDayReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByDayReport'] = ResolversParentTypes['SalesByDayReport']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SalesByDayRow']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['SalesFigures'], ParentType, ContextType>;
};

export type SalesByDayRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByDayRow'] = ResolversParentTypes['SalesByDayRow']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossProfit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SalesByItemReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByItemReport'] = ResolversParentTypes['SalesByItemReport']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SalesByItemRow']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['SalesFigures'], ParentType, ContextType>;
};

export type SalesByItemRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByItemRow'] = ResolversParentTypes['SalesByItemRow']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grossProfit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  inventoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SalesFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesFigures'] = ResolversParentTypes['SalesFigures']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grossProfit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SalesOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesOverview'] = ResolversParentTypes['SalesOverview']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossProfit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShareLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShareLink'] = ResolversParentTypes['ShareLink']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShiftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shift'] = ResolversParentTypes['Shift']> = {
  cashMovements?: Resolver<Array<ResolversTypes['CashMovement']>, ParentType, ContextType>;
  cashier?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingFloat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zReport?: Resolver<Maybe<ResolversTypes['ZReport']>, ParentType, ContextType>;
};

export type ShiftConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShiftConnection'] = ResolversParentTypes['ShiftConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['ShiftSummary']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShiftMethodTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShiftMethodTotal'] = ResolversParentTypes['ShiftMethodTotal']> = {
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reversed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taken?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ShiftSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShiftSummary'] = ResolversParentTypes['ShiftSummary']> = {
  cashier?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  countedCash?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  difference?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expectedCash?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingFloat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StaffInviteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffInvite'] = ResolversParentTypes['StaffInvite']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  approvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type StatementLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementLine'] = ResolversParentTypes['StatementLine']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  debit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StatementLineKind'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StockCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockCount'] = ResolversParentTypes['StockCount']> = {
  countedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemsCounted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsDiffering?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PastCountLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalDifferenceQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalDifferenceValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StockCountConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockCountConnection'] = ResolversParentTypes['StockCountConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['StockCountSummary']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockCountLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockCountLine'] = ResolversParentTypes['StockCountLine']> = {
  countedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  differenceValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockCountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockCountResult'] = ResolversParentTypes['StockCountResult']> = {
  adjustedItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StockCountLine']>, ParentType, ContextType>;
  totalDifferenceValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StockCountSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockCountSummary'] = ResolversParentTypes['StockCountSummary']> = {
  countedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemsCounted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsDiffering?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalDifferenceQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalDifferenceValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StockDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockDocument'] = ResolversParentTypes['StockDocument']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockMovementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockMovement'] = ResolversParentTypes['StockMovement']> = {
  document?: Resolver<Maybe<ResolversTypes['StockDocument']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StockMovementKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantityChange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StockMovementConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockMovementConnection'] = ResolversParentTypes['StockMovementConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['StockMovement']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockValuationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockValuation'] = ResolversParentTypes['StockValuation']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['StockValuationRow']>, ParentType, ContextType>;
  totalShelfValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StockValuationRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockValuationRow'] = ResolversParentTypes['StockValuationRow']> = {
  averageCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  inventoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shelfPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shelfValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SupplierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kraPin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierAgeingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierAgeing'] = ResolversParentTypes['SupplierAgeing']> = {
  current?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days1To30?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  daysOver90?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SupplierBillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierBill'] = ResolversParentTypes['SupplierBill']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['UserRef'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goodsReceived?: Resolver<Array<ResolversTypes['BilledNote']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SupplierBillLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['SupplierPayment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SupplierBillStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supplierInvoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierPin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatBands?: Resolver<Array<ResolversTypes['SupplierBillVatBand']>, ParentType, ContextType>;
  vatRegistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SupplierBillConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierBillConnection'] = ResolversParentTypes['SupplierBillConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['SupplierBill']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierBillLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierBillLine'] = ResolversParentTypes['SupplierBillLine']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goodsReceivedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  taxBand?: Resolver<ResolversTypes['TaxBand'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SupplierBillVatBandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierBillVatBand'] = ResolversParentTypes['SupplierBillVatBand']> = {
  band?: Resolver<ResolversTypes['TaxBand'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SupplierConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierConnection'] = ResolversParentTypes['SupplierConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierPayment'] = ResolversParentTypes['SupplierPayment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedByEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reversesPaymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SupplierStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierStatement'] = ResolversParentTypes['SupplierStatement']> = {
  ageing?: Resolver<ResolversTypes['SupplierAgeing'], ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closingBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SupplierStatementLine']>, ParentType, ContextType>;
  openingBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  supplierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierStatementLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierStatementLine'] = ResolversParentTypes['SupplierStatementLine']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierInvoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnbilledNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnbilledNote'] = ResolversParentTypes['UnbilledNote']> = {
  grnNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type UserRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserRef'] = ResolversParentTypes['UserRef']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VatPurchaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VatPurchase'] = ResolversParentTypes['VatPurchase']> = {
  band?: Resolver<ResolversTypes['TaxBand'], ParentType, ContextType>;
  billNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplierPin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type VatReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VatReturn'] = ResolversParentTypes['VatReturn']> = {
  bands?: Resolver<Array<ResolversTypes['VatReturnBand']>, ParentType, ContextType>;
  inputVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  outputVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  purchases?: Resolver<Array<ResolversTypes['VatPurchase']>, ParentType, ContextType>;
};

export type VatReturnBandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VatReturnBand'] = ResolversParentTypes['VatReturnBand']> = {
  band?: Resolver<ResolversTypes['TaxBand'], ParentType, ContextType>;
  creditedTaxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditedVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salesTaxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salesVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ZReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZReport'] = ResolversParentTypes['ZReport']> = {
  byMethod?: Resolver<Array<ResolversTypes['ShiftMethodTotal']>, ParentType, ContextType>;
  cashRefunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cashReversed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cashTaken?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  countedCash?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedCash?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  openingFloat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payIns?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payOuts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AgedAmounts?: AgedAmountsResolvers<ContextType>;
  AgedCreditAmounts?: AgedCreditAmountsResolvers<ContextType>;
  AgedCreditorRow?: AgedCreditorRowResolvers<ContextType>;
  AgedCreditors?: AgedCreditorsResolvers<ContextType>;
  AgedDebtorRow?: AgedDebtorRowResolvers<ContextType>;
  AgedDebtors?: AgedDebtorsResolvers<ContextType>;
  Ageing?: AgeingResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditConnection?: AuditConnectionResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  Backup?: BackupResolvers<ContextType>;
  BackupStatus?: BackupStatusResolvers<ContextType>;
  BillTo?: BillToResolvers<ContextType>;
  BilledNote?: BilledNoteResolvers<ContextType>;
  CashCollected?: CashCollectedResolvers<ContextType>;
  CashMovement?: CashMovementResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  CreditNoteLine?: CreditNoteLineResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerConnection?: CustomerConnectionResolvers<ContextType>;
  CustomerStatement?: CustomerStatementResolvers<ContextType>;
  EtimsDocument?: EtimsDocumentResolvers<ContextType>;
  EtimsReceipt?: EtimsReceiptResolvers<ContextType>;
  EtimsStockReport?: EtimsStockReportResolvers<ContextType>;
  EtimsStockReports?: EtimsStockReportsResolvers<ContextType>;
  GettingStarted?: GettingStartedResolvers<ContextType>;
  GoodsReceivedConnection?: GoodsReceivedConnectionResolvers<ContextType>;
  GoodsReceivedLine?: GoodsReceivedLineResolvers<ContextType>;
  GoodsReceivedNote?: GoodsReceivedNoteResolvers<ContextType>;
  InventoryItem?: InventoryItemResolvers<ContextType>;
  InventoryItemConnection?: InventoryItemConnectionResolvers<ContextType>;
  InventoryOverview?: InventoryOverviewResolvers<ContextType>;
  InventorySummary?: InventorySummaryResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceConnection?: InvoiceConnectionResolvers<ContextType>;
  InvoiceLineItem?: InvoiceLineItemResolvers<ContextType>;
  MpesaCallbackTokenRotation?: MpesaCallbackTokenRotationResolvers<ContextType>;
  MpesaPaymentRequest?: MpesaPaymentRequestResolvers<ContextType>;
  MpesaReceipt?: MpesaReceiptResolvers<ContextType>;
  MpesaReceiptConnection?: MpesaReceiptConnectionResolvers<ContextType>;
  MpesaSettings?: MpesaSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrdersOverview?: OrdersOverviewResolvers<ContextType>;
  Overview?: OverviewResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PastCountLine?: PastCountLineResolvers<ContextType>;
  PayableBill?: PayableBillResolvers<ContextType>;
  Payables?: PayablesResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentConnection?: PaymentConnectionResolvers<ContextType>;
  PaymentReversal?: PaymentReversalResolvers<ContextType>;
  PriceHistoryEntry?: PriceHistoryEntryResolvers<ContextType>;
  PurchaseOrder?: PurchaseOrderResolvers<ContextType>;
  PurchaseOrderConnection?: PurchaseOrderConnectionResolvers<ContextType>;
  PurchaseOrderLine?: PurchaseOrderLineResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Receivables?: ReceivablesResolvers<ContextType>;
  ReceivedAgainstOrder?: ReceivedAgainstOrderResolvers<ContextType>;
  RecentOrder?: RecentOrderResolvers<ContextType>;
  ReorderGroup?: ReorderGroupResolvers<ContextType>;
  ReorderLine?: ReorderLineResolvers<ContextType>;
  RepeatedMpesaCode?: RepeatedMpesaCodeResolvers<ContextType>;
  RepeatedMpesaCodeConnection?: RepeatedMpesaCodeConnectionResolvers<ContextType>;
  SalesByCustomerReport?: SalesByCustomerReportResolvers<ContextType>;
  SalesByCustomerRow?: SalesByCustomerRowResolvers<ContextType>;
  SalesByDayReport?: SalesByDayReportResolvers<ContextType>;
  SalesByDayRow?: SalesByDayRowResolvers<ContextType>;
  SalesByItemReport?: SalesByItemReportResolvers<ContextType>;
  SalesByItemRow?: SalesByItemRowResolvers<ContextType>;
  SalesFigures?: SalesFiguresResolvers<ContextType>;
  SalesOverview?: SalesOverviewResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  ShareLink?: ShareLinkResolvers<ContextType>;
  Shift?: ShiftResolvers<ContextType>;
  ShiftConnection?: ShiftConnectionResolvers<ContextType>;
  ShiftMethodTotal?: ShiftMethodTotalResolvers<ContextType>;
  ShiftSummary?: ShiftSummaryResolvers<ContextType>;
  StaffInvite?: StaffInviteResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StatementLine?: StatementLineResolvers<ContextType>;
  StockCount?: StockCountResolvers<ContextType>;
  StockCountConnection?: StockCountConnectionResolvers<ContextType>;
  StockCountLine?: StockCountLineResolvers<ContextType>;
  StockCountResult?: StockCountResultResolvers<ContextType>;
  StockCountSummary?: StockCountSummaryResolvers<ContextType>;
  StockDocument?: StockDocumentResolvers<ContextType>;
  StockMovement?: StockMovementResolvers<ContextType>;
  StockMovementConnection?: StockMovementConnectionResolvers<ContextType>;
  StockValuation?: StockValuationResolvers<ContextType>;
  StockValuationRow?: StockValuationRowResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierAgeing?: SupplierAgeingResolvers<ContextType>;
  SupplierBill?: SupplierBillResolvers<ContextType>;
  SupplierBillConnection?: SupplierBillConnectionResolvers<ContextType>;
  SupplierBillLine?: SupplierBillLineResolvers<ContextType>;
  SupplierBillVatBand?: SupplierBillVatBandResolvers<ContextType>;
  SupplierConnection?: SupplierConnectionResolvers<ContextType>;
  SupplierPayment?: SupplierPaymentResolvers<ContextType>;
  SupplierStatement?: SupplierStatementResolvers<ContextType>;
  SupplierStatementLine?: SupplierStatementLineResolvers<ContextType>;
  UnbilledNote?: UnbilledNoteResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserRef?: UserRefResolvers<ContextType>;
  VatPurchase?: VatPurchaseResolvers<ContextType>;
  VatReturn?: VatReturnResolvers<ContextType>;
  VatReturnBand?: VatReturnBandResolvers<ContextType>;
  ZReport?: ZReportResolvers<ContextType>;
};

