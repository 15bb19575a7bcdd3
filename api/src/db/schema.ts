import type {
  AuditEventsTable,
  IdempotencyKeysTable,
  RequestThrottleTable,
  SessionsTable,
  StaffInvitesTable,
  UsersTable,
} from './tables/access.tables.ts';
import type {
  EtimsBranchesTable,
  EtimsDevicesTable,
  EtimsDocumentsTable,
  EtimsStockReportsTable,
} from './tables/etims.tables.ts';
import type {
  MpesaReceiptsTable,
  MpesaRequestsTable,
  MpesaSettingsTable,
} from './tables/mpesa.tables.ts';
import type {
  PurchaseOrderItemsTable,
  PurchaseOrdersTable,
} from './tables/purchase-orders.tables.ts';
import type {
  CountersTable,
  CreditNoteItemsTable,
  CreditNotesTable,
  InvoiceItemsTable,
  InvoicesTable,
  MpesaCodeUsesTable,
  OrderItemsTable,
  OrdersTable,
  PaymentsTable,
} from './tables/sales.tables.ts';
import type { ShopSettingsTable } from './tables/settings.tables.ts';
import type { ShareLinksTable } from './tables/share.tables.ts';
import type { ShiftCashMovementsTable, ShiftsTable } from './tables/shifts.tables.ts';
import type {
  CustomersTable,
  GoodsReceivedItemsTable,
  GoodsReceivedNotesTable,
  InventoryItemsTable,
  PriceHistoryTable,
  StockCountLinesTable,
  StockCountsTable,
  StockMovementsTable,
  SuppliersTable,
} from './tables/stock.tables.ts';
import type {
  SupplierBillLinesTable,
  SupplierBillNotesTable,
  SupplierBillsTable,
  SupplierPaymentsTable,
} from './tables/supplier-bills.tables.ts';

/**
 * The database as Kysely sees it: every table by name, each area's tables in tables/. Table types. Money columns end in `_cents` (integer cents); VAT rates are basis points
 * (1600 = 16%); timestamps are ISO-8601 UTC strings and dates are `YYYY-MM-DD`.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  staff_invites: StaffInvitesTable;
  request_throttle: RequestThrottleTable;
  suppliers: SuppliersTable;
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
  stock_counts: StockCountsTable;
  stock_count_lines: StockCountLinesTable;
  goods_received_notes: GoodsReceivedNotesTable;
  goods_received_items: GoodsReceivedItemsTable;
  supplier_bills: SupplierBillsTable;
  supplier_bill_lines: SupplierBillLinesTable;
  supplier_bill_notes: SupplierBillNotesTable;
  supplier_payments: SupplierPaymentsTable;
  shop_settings: ShopSettingsTable;
  etims_branches: EtimsBranchesTable;
  etims_devices: EtimsDevicesTable;
  etims_documents: EtimsDocumentsTable;
  etims_stock_reports: EtimsStockReportsTable;
  mpesa_settings: MpesaSettingsTable;
  mpesa_requests: MpesaRequestsTable;
  mpesa_receipts: MpesaReceiptsTable;
  mpesa_code_uses: MpesaCodeUsesTable;
  shifts: ShiftsTable;
  shift_cash_movements: ShiftCashMovementsTable;
  share_links: ShareLinksTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_items: PurchaseOrderItemsTable;
}

// Every table type is read from here, wherever its area's module is.
export type * from './tables/access.tables.ts';
export type * from './tables/etims.tables.ts';
export type * from './tables/mpesa.tables.ts';
export type * from './tables/purchase-orders.tables.ts';
export type * from './tables/sales.tables.ts';
export type * from './tables/settings.tables.ts';
export type * from './tables/share.tables.ts';
export type * from './tables/shifts.tables.ts';
export type * from './tables/stock.tables.ts';
export type * from './tables/supplier-bills.tables.ts';
