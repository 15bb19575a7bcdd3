import { analyticsService } from './analytics/analytics.service.ts';
import type { ApiDeps } from './app-env.ts';
import { auditService } from './audit/audit.service.ts';
import { authService } from './auth/auth.service.ts';
import { companyService } from './company/company.service.ts';
import { creditNotesService } from './credit-notes/credit-notes.service.ts';
import { customersService } from './customers/customers.service.ts';
import { etimsIssuedDocuments } from './etims/etims-issued-documents.ts';
import { etimsOutbox } from './etims/etims-outbox.service.ts';
import { queueStockReports } from './etims/etims-stock.repository.ts';
import { idempotency } from './idempotency/idempotency.service.ts';
import { importsService } from './imports/imports.service.ts';
import { inventoryService } from './inventory/inventory.service.ts';
import { invoicesService } from './invoices/invoices.service.ts';
import { rotateCallbackToken } from './mpesa/mpesa-callback-token.service.ts';
import { mpesaCallbacksService } from './mpesa/mpesa-callbacks.service.ts';
import { mpesaReceiptsService } from './mpesa/mpesa-receipts.service.ts';
import { mpesaSettingsService } from './mpesa/mpesa-settings.service.ts';
import { mpesaStkService } from './mpesa/mpesa-stk.service.ts';
import { settleAwaitedPush } from './mpesa/settle-awaited-push.ts';
import { ordersService } from './orders/orders.service.ts';
import { partyListService } from './parties/party-list.service.ts';
import { paymentListService } from './payments/payment-list.service.ts';
import { paymentsService } from './payments/payments.service.ts';
import { repeatedCodesService } from './payments/repeated-codes.service.ts';
import {
  loadPurchaseOrder,
  purchaseOrdersService,
} from './purchase-orders/purchase-orders.service.ts';
import { goodsReceivedService } from './purchases/goods-received.service.ts';
import { customerStatementService } from './receivables/customer-statement.service.ts';
import { reportContext } from './reports/report-kit.ts';
import { paymentLedger } from './sales/payment-ledger.ts';
import { shareLinksService } from './share-links/share-links.service.ts';
import { shiftsService } from './shifts/shifts.service.ts';
import { staffService } from './staff/staff.service.ts';
import { stockService } from './stock/stock.service.ts';
import { stockCountService } from './stock/stock-count.service.ts';
import { listenToStockMovements } from './stock/stock-movement-listeners.ts';
import { supplierBillsService } from './supplier-bills/supplier-bills.service.ts';
import { suppliersService } from './suppliers/suppliers.service.ts';

/**
 * The API's composition root: every service is built here, once, and handed what it stands on
 * (the sales core's payment ledger, the eTIMS outbox, another feature's answers), so no feature
 * builds another's service and the features import the core, never each other's services.
 * app.ts gives each route module the services it serves.
 */
export function apiServices(deps: ApiDeps) {
  const { db, clock, config } = deps;
  const { timeZone } = config;
  const etims = etimsOutbox(deps);
  // eTIMS is an adapter: it hears of issued documents and stock movements through the core's
  // ports, in the transaction that records them.
  const issued = etimsIssuedDocuments(etims);
  listenToStockMovements(queueStockReports);
  const ledger = paymentLedger(clock, timeZone);
  const orders = ordersService(db, clock, timeZone, ledger);
  const invoices = invoicesService(db, clock, timeZone, issued, ledger);
  const mpesaSettings = mpesaSettingsService(deps);
  const mpesaReceipts = mpesaReceiptsService(deps, ledger);
  const idempotent = idempotency(db, clock);
  const company = companyService(db, config, clock);
  const creditNotes = creditNotesService(db, clock, timeZone, issued, ledger);
  return {
    idempotent,
    etims,
    auth: authService(db, config, clock),
    company,
    staff: staffService(db, clock),
    shifts: shiftsService(db, clock),
    suppliers: suppliersService(db, clock, partyListService(db, 'suppliers')),
    customers: customersService(db, clock, partyListService(db, 'customers')),
    inventory: inventoryService(db, clock),
    imports: importsService(db, clock, timeZone, idempotent),
    audit: auditService(db, timeZone),
    statements: customerStatementService(db, clock, timeZone),
    reports: reportContext(db, clock, timeZone),
    analytics: analyticsService(db, clock, timeZone, mpesaReceipts.unplacedTotals),
    stock: stockService(db, clock, timeZone),
    stockCounts: stockCountService(db),
    goodsReceived: goodsReceivedService(db, clock, timeZone),
    purchaseOrders: purchaseOrdersService(db, clock, timeZone),
    supplierBills: supplierBillsService(db, clock, timeZone),
    orders,
    invoices,
    creditNotes,
    shareLinks: shareLinksService(db, clock, timeZone, {
      invoice: invoices.find,
      order: async (id) => ({ ...(await orders.find(id)), items: await orders.items(id) }),
      creditNote: creditNotes.find,
      purchaseOrder: (id) => loadPurchaseOrder(db, id, 'owner'),
      company: company.details,
    }),
    payments: paymentsService(db, clock, ledger, {
      order: orders.find,
      invoice: invoices.find,
    }),
    paymentList: paymentListService(db, timeZone),
    repeatedCodes: repeatedCodesService(db),
    mpesa: {
      settings: mpesaSettings,
      stk: mpesaStkService(deps, mpesaSettings, idempotent),
      settle: settleAwaitedPush(deps, ledger),
      receipts: mpesaReceipts,
      rotate: rotateCallbackToken(deps, mpesaSettings),
      callbacks: mpesaCallbacksService(deps, mpesaReceipts),
    },
  };
}
