import type { RestApi, SuccessBody } from './rest-client.ts';

/**
 * The REST API's answers, read off its own route definitions through Hono's typed client, so a
 * change in the API shows up here as a type error rather than as a wrong field at run time.
 * `Rest<Name>` is what GraphQL's type `<Name>` is resolved from: codegen.ts maps every such pair
 * by that name alone, so a new type needs only its line here.
 */
// biome-ignore lint/suspicious/noExplicitAny: any endpoint function of the typed client
type Answer<F extends (...args: any[]) => Promise<unknown>> = SuccessBody<Awaited<ReturnType<F>>>;
type Item<T> = T extends ReadonlyArray<infer E> ? E : never;
/** A list endpoint's plain array (spec §7), leaving out its paged answer. */
type Listed<T> = Item<Extract<T, ReadonlyArray<unknown>>>;
/** A list endpoint's paged answer (`items`, `next_cursor`, `total_count`). */
type Paged<T> = Exclude<T, ReadonlyArray<unknown>>;

type V1 = RestApi['v1'];

export type RestUser = Answer<V1['me']['$get']>;
export type RestStaffMember = Item<Answer<V1['staff']['$get']>>;
export type RestStaffInvite =
  | Item<Answer<V1['staff']['invites']['$get']>>
  | Answer<V1['staff']['invites']['$post']>;
export type RestSession = Answer<RestApi['login']['$post']>;
export type RestCompany = Answer<V1['company']['$get']>;
export type RestShareLink = Answer<V1['invoices'][':id']['share-links']['$post']>;
export type RestGettingStarted = Answer<V1['analytics']['getting-started']['$get']>;
export type RestBackupStatus = Answer<V1['backups']['latest']['$get']>;
export type RestBackup = NonNullable<RestBackupStatus['latest']>;
export type RestOverview = Answer<V1['analytics']['overview']['$get']>;
export type RestInventoryOverview = RestOverview['inventory'];
export type RestOrdersOverview = RestOverview['orders'];
export type RestRecentOrder = Item<RestOverview['recent_orders']>;
export type RestInventoryItem = Listed<Answer<V1['inventory']['$get']>>;
export type RestInventoryItemConnection = Paged<Answer<V1['inventory']['$get']>>;
export type RestInventorySummary = Answer<V1['inventory']['summary']['$get']>;
export type RestPriceHistoryEntry = Item<Answer<V1['inventory'][':id']['price-history']['$get']>>;
export type RestSupplier = Listed<Answer<V1['suppliers']['$get']>>;
export type RestCustomerConnection = Paged<Answer<V1['customers']['$get']>>;
export type RestSupplierConnection = Paged<Answer<V1['suppliers']['$get']>>;
export type RestOrder = Listed<Answer<V1['orders']['$get']>>;
/** Who made, cancelled, voided or reversed a document, as every document answers it. */
export type RestUserRef = NonNullable<RestOrder['created_by']>;
export type RestOrderConnection = Paged<Answer<V1['orders']['$get']>>;
export type RestOrderItem = Item<Answer<V1['orders'][':id']['items']['$get']>>;
/** One invoice's read carries its payments and the customer's credit; list rows do not. */
export type RestInvoice = Listed<Answer<V1['invoices']['$get']>> & {
  payments?: RestPayment[];
  customer_credit?: number;
};
/** An invoice's "bill to" block is read off the invoice itself. */
export type RestBillTo = RestInvoice;
export type RestInvoiceConnection = Paged<Answer<V1['invoices']['$get']>>;
export type RestCreditNote = Item<Answer<V1['credit-notes']['$get']>['items']>;
export type RestCreditNoteLine = Item<RestCreditNote['lines']>;
export type RestEtimsDocument = Answer<V1['etims']['documents'][':id']['retry']['$post']>;
export type RestEtimsReceipt = NonNullable<RestEtimsDocument['receipt']>;
export type RestEtimsStockReport = Answer<V1['etims']['stock-reports'][':id']['retry']['$post']>;
export type RestEtimsStockReports = Answer<V1['etims']['stock-reports']['$get']>;
/** What a page's `pageInfo` is read from. */
export type RestPageInfo = Pick<RestOrderConnection, 'next_cursor'>;
export type RestInvoiceLineItem = Item<RestInvoice['items']>;
export type RestPaymentConnection = Paged<Answer<V1['payments']['$get']>>;
/** A sale's ledger entry, or a row of the whole ledger's page, which adds its sale and customer. */
export type RestPayment =
  | Listed<Answer<V1['payments']['$get']>>
  | Item<RestPaymentConnection['items']>;
export type RestRepeatedMpesaCodeConnection = Answer<
  V1['payments']['repeated-mpesa-codes']['$get']
>;
export type RestRepeatedMpesaCode = Item<RestRepeatedMpesaCodeConnection['items']>;
export type RestPaymentReversal = Answer<V1['payments'][':id']['reversal']['$post']>;
export type RestCashCollected = RestOverview['cash_collected'];
export type RestSalesOverview = NonNullable<RestOverview['sales']>;
export type RestReceivables = RestOverview['receivables'];
/** A customer as the whole list answers it, or a row of a page, which adds its balance. */
export type RestCustomer =
  | Listed<Answer<V1['customers']['$get']>>
  | Item<RestCustomerConnection['items']>;
export type RestCustomerStatement = Answer<V1['customers'][':id']['statement']['$get']>;
export type RestStatementLine = Item<RestCustomerStatement['lines']>;
export type RestAgeing = RestCustomerStatement['ageing'];

/**
 * GraphQL has one PaymentMethod enum for an order's method, a payment's and a ledger entry's;
 * REST takes narrower sets for each and refuses the others with a 400 naming the field, which
 * the gateway passes on. These name what each REST call takes.
 */
export type RestOrderMethod = 'cash' | 'mpesa' | 'cheque' | 'bank_transfer' | 'credit';
/** The ways money comes in: `credit` (pay later) is how an order is sold, never paid. */
export type RestRefundMethod = Exclude<RestOrderMethod, 'credit'>;
export type RestPayingMethod = RestRefundMethod | 'customer_credit';

export type RestAuditConnection = Answer<V1['audit']['$get']>;
export type RestAuditEvent = Item<RestAuditConnection['items']>;

export type RestStockMovementConnection = Answer<V1['inventory'][':id']['movements']['$get']>;
export type RestStockMovement = Item<RestStockMovementConnection['items']>;
export type RestStockCountResult = Answer<V1['stock-counts']['$post']>;
export type RestStockCountLine = Item<RestStockCountResult['lines']>;
export type RestStockCountConnection = Answer<V1['stock-counts']['$get']>;
export type RestStockCountSummary = Item<RestStockCountConnection['items']>;
export type RestStockCount = Answer<V1['stock-counts'][':id']['$get']>;
export type RestPastCountLine = Item<RestStockCount['lines']>;
export type RestGoodsReceivedConnection = Answer<V1['goods-received']['$get']>;
/** A note as a page lists it (no lines) or as it is read alone (with them). */
export type RestGoodsReceivedNote =
  | Item<RestGoodsReceivedConnection['items']>
  | Answer<V1['goods-received'][':id']['$get']>;
export type RestGoodsReceivedLine = Item<Answer<V1['goods-received'][':id']['$get']>['lines']>;
export type RestPurchaseOrderConnection = Answer<V1['purchase-orders']['$get']>;
/** An order as a page lists it (no lines) or as it is read alone (with them). */
export type RestPurchaseOrder =
  | Item<RestPurchaseOrderConnection['items']>
  | Answer<V1['purchase-orders'][':id']['$get']>;
export type RestPurchaseOrderLine = Item<Answer<V1['purchase-orders'][':id']['$get']>['lines']>;
export type RestReceivedAgainstOrder = Answer<V1['purchase-orders'][':id']['receive']['$post']>;
export type RestReorderGroup = Item<Answer<V1['inventory']['to-reorder']['$get']>>;
export type RestReorderLine = Item<RestReorderGroup['items']>;

// M-Pesa (issue 22): the settings (never the secrets), STK pushes and the receipts staff place.
export type RestMpesaSettings = Answer<V1['mpesa']['settings']['$get']>;
export type RestMpesaCallbackTokenRotation = Answer<
  V1['mpesa']['settings']['rotate-callback-token']['$post']
>;
export type RestMpesaPaymentRequest = Answer<V1['mpesa']['stk-requests'][':id']['$get']>;
export type RestMpesaReceiptConnection = Answer<V1['mpesa']['receipts']['$get']>;
export type RestMpesaReceipt = Item<RestMpesaReceiptConnection['items']>;

// The owner's reports (issue 49).
type Reports = V1['reports'];
export type RestVatReturn = Answer<Reports['vat']['$get']>;
export type RestVatReturnBand = Item<RestVatReturn['bands']>;
export type RestSalesByItemReport = Answer<Reports['sales-by-item']['$get']>;
export type RestSalesByItemRow = Item<RestSalesByItemReport['rows']>;
export type RestSalesByCustomerReport = Answer<Reports['sales-by-customer']['$get']>;
export type RestSalesByCustomerRow = Item<RestSalesByCustomerReport['rows']>;
export type RestSalesByDayReport = Answer<Reports['sales-by-day']['$get']>;
export type RestSalesByDayRow = Item<RestSalesByDayReport['rows']>;
export type RestSalesFigures =
  | RestSalesByItemReport['totals']
  | RestSalesByCustomerReport['totals']
  | RestSalesByDayReport['totals'];
export type RestStockValuation = Answer<Reports['stock-valuation']['$get']>;
export type RestStockValuationRow = Item<RestStockValuation['rows']>;
export type RestAgedDebtors = Answer<Reports['aged-debtors']['$get']>;
export type RestAgedDebtorRow = Item<RestAgedDebtors['rows']>;
export type RestAgedCreditors = Answer<Reports['aged-creditors']['$get']>;
export type RestAgedCreditorRow = Item<RestAgedCreditors['rows']>;
export type RestAgedCreditAmounts = RestAgedCreditors['totals'];
export type RestVatPurchase = Item<RestVatReturn['purchases']>;
/** A customer's row or the totals: both carry the age buckets. */
export type RestAgedAmounts = RestAgedDebtors['totals'] | RestAgedDebtorRow;

type Shifts = V1['shifts'];
export type RestShift = Answer<Shifts['current']['$get']>;
export type RestCashMovement = Item<RestShift['cash_movements']>;
export type RestZReport = NonNullable<RestShift['z_report']>;
export type RestShiftMethodTotal = Item<RestZReport['by_method']>;
export type RestShiftConnection = Answer<Shifts['$get']>;
export type RestShiftSummary = Item<RestShiftConnection['items']>;

// What the shop owes its suppliers (issue 51).
type Bills = V1['supplier-bills'];
export type RestSupplierBillConnection = Answer<Bills['$get']>;
/** A bill as a page lists it (no lines) or as it is read alone (with lines and payments). */
export type RestSupplierBill =
  | Item<RestSupplierBillConnection['items']>
  | Answer<Bills[':id']['$get']>;
export type RestSupplierBillLine = Item<Answer<Bills[':id']['$get']>['lines']>;
export type RestSupplierBillVatBand = Item<Answer<Bills[':id']['$get']>['vat_bands']>;
export type RestSupplierPayment = Item<Answer<Bills[':id']['$get']>['payments']>;
export type RestBilledNote = Item<RestSupplierBillConnection['items']>['goods_received'][number];
export type RestUnbilledNote = Item<Answer<Bills['unbilled-notes']['$get']>>;
export type RestSupplierStatement = Answer<V1['suppliers'][':id']['statement']['$get']>;
export type RestSupplierStatementLine = Item<RestSupplierStatement['lines']>;
export type RestSupplierAgeing = RestSupplierStatement['ageing'];
export type RestPayables = NonNullable<RestOverview['payables']>;
export type RestPayableBill = Item<RestPayables['due_this_week']>;
