import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import type { ApiDeps } from './app-env.ts';
import { auditRoutes } from './audit-trail/audit-trail.routes.ts';
import { requireUser } from './auth/auth.middleware.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { backupRoutes } from './backup/backup.routes.ts';
import { companyRoutes } from './company/company.routes.ts';
import { creditNotesRoutes, invoiceCreditNotesRoutes } from './credit-notes/credit-notes.routes.ts';
import { customersRoutes } from './customers/customers.routes.ts';
import { etimsRoutes, wakeEtimsAfterChanges } from './etims/etims.routes.ts';
import { ApiError } from './http/api-error.ts';
import { apiReferenceRoutes } from './http/api-reference.ts';
import { refuseMalformedInput } from './http/request-hygiene.ts';
import { importsRoutes } from './imports/imports.routes.ts';
import { inventoryRoutes, priceHistoriesRoutes } from './inventory/inventory.routes.ts';
import { invoicesRoutes, orderInvoiceRoutes } from './invoices/invoices.routes.ts';
import { log } from './log.ts';
import { mpesaRoutes } from './mpesa/mpesa.routes.ts';
import { mpesaCallbackRoutes, redactCallbackToken } from './mpesa/mpesa-callbacks.routes.ts';
import { orderItemsRoutes, ordersRoutes } from './orders/orders.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { purchaseOrdersRoutes } from './purchase-orders/purchase-orders.routes.ts';
import { goodsReceivedRoutes } from './purchases/goods-received.routes.ts';
import { receiveAgainstOrderRoutes } from './purchases/receive-against-order.routes.ts';
import { customerStatementRoutes } from './receivables/customer-statement.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { apiServices } from './services.ts';
import {
  documentShareLinkRoutes,
  sharedPageRoutes,
  shareLinksRoutes,
} from './share-links/share-links.routes.ts';
import { shiftsRoutes } from './shifts/shifts.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { itemMovementsRoutes, stockRoutes } from './stock/stock.routes.ts';
import {
  supplierBillsRoutes,
  supplierStatementRoutes,
} from './supplier-bills/supplier-bills.routes.ts';
import { suppliersRoutes } from './suppliers/suppliers.routes.ts';

/**
 * The REST API of spec §7 (plus the documented extras). Routes are chained so that
 * `typeof` the app carries every path, payload and answer for the gateway's typed client.
 */
const limitBody = bodyLimit({
  maxSize: 1024 * 1024,
  onError: (c) => c.json({ error: 'Request body is too large' }, 413),
});

export function createApiApp(deps: ApiDeps) {
  const services = apiServices(deps);
  const { idempotent } = services;
  const app = new Hono()
    // Reads carry no body; wrapping theirs in the limit's stream would only slow them down.
    // A spreadsheet import has its own, larger limit (imports.routes.ts).
    .use('/api/*', (c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/v1/imports/')
        ? next()
        : limitBody(c, next),
    )
    // Every answer carries business data or a session: no browser or proxy may keep a copy.
    // Set before the route runs, so c.json() carries it without copying the answer afterwards.
    .use('/api/*', (c, next) => {
      c.header('Cache-Control', 'no-store');
      return next();
    })
    .use('/api/*', refuseMalformedInput)
    .route('/api', authRoutes(services.auth))
    // Daraja's callbacks: public (Safaricom signs in as nobody), so before requireUser.
    .route('/api/v1/callbacks', mpesaCallbackRoutes(services.mpesa.callbacks))
    // A shared document's page (issue 50): public, the link's token is its permission.
    .route('/s', sharedPageRoutes(services.shareLinks))
    .use('/api/v1/*', requireUser(services.auth))
    .use('/api/v1/*', wakeEtimsAfterChanges(services.etims))
    .route('/api/v1/suppliers', suppliersRoutes(deps, services.suppliers))
    .route('/api/v1/orders', ordersRoutes(deps, services))
    .route('/api/v1/orders', orderInvoiceRoutes(services))
    .route('/api/v1/order-items', orderItemsRoutes(services.orders))
    .route('/api/v1/invoices', invoicesRoutes(deps, services))
    .route('/api/v1/invoices', invoiceCreditNotesRoutes(services))
    .route('/api/v1/credit-notes', creditNotesRoutes(services.creditNotes))
    .route('/api/v1/invoices', documentShareLinkRoutes('invoice', services.shareLinks))
    .route('/api/v1/orders', documentShareLinkRoutes('order', services.shareLinks))
    .route('/api/v1/credit-notes', documentShareLinkRoutes('credit_note', services.shareLinks))
    .route('/api/v1/share-links', shareLinksRoutes(services.shareLinks))
    .route(
      '/api/v1/payments',
      paymentsRoutes(deps, {
        payments: services.payments,
        list: services.paymentList,
        repeated: services.repeatedCodes,
        idempotent,
      }),
    )
    .route('/api/v1/analytics', analyticsRoutes(services.analytics))
    .route('/api/v1/reports', reportsRoutes(deps, services.reports))
    .route('/api/v1/company', companyRoutes(services.company))
    .route('/api/v1/backups', backupRoutes(deps))
    .route('/api/v1/customers', customersRoutes(deps, services.customers))
    .route('/api/v1/customers', customerStatementRoutes(services.statements))
    .route('/api/v1/inventory', inventoryRoutes(deps, services.inventory))
    .route('/api/v1/imports', importsRoutes(deps, services.imports))
    .route('/api/v1/price-history', priceHistoriesRoutes(services.inventory))
    .route('/api/v1/inventory', itemMovementsRoutes(deps, services.stock))
    .route('/api/v1', stockRoutes(services))
    .route(
      '/api/v1/goods-received',
      goodsReceivedRoutes(deps, { notes: services.goodsReceived, idempotent }),
    )
    .route(
      '/api/v1/purchase-orders',
      purchaseOrdersRoutes({ orders: services.purchaseOrders, idempotent }),
    )
    .route(
      '/api/v1/purchase-orders',
      receiveAgainstOrderRoutes({ notes: services.goodsReceived, idempotent }),
    )
    .route(
      '/api/v1/purchase-orders',
      documentShareLinkRoutes('purchase_order', services.shareLinks),
    )
    .route(
      '/api/v1/supplier-bills',
      supplierBillsRoutes(deps, { bills: services.supplierBills, idempotent }),
    )
    .route('/api/v1/suppliers', supplierStatementRoutes(services.supplierBills))
    .route('/api/v1/shifts', shiftsRoutes({ shifts: services.shifts, idempotent }))
    .route('/api/v1/staff', staffRoutes(deps, services.staff))
    .route('/api/v1/audit', auditRoutes(deps, services.audit))
    .route('/api/v1/etims', etimsRoutes(deps, services.etims))
    .route('/api/v1/mpesa', mpesaRoutes(services.mpesa));

  // After every route it describes; outside the chain, as the gateway never calls it.
  app.route('/api', apiReferenceRoutes(app));
  app.notFound((c) => c.json({ error: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      const fields = error.fields ? { fields: error.fields } : {};
      return c.json({ error: error.message, ...fields }, error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: error.message || 'Bad request' }, error.status);
    }
    // Logged once, here, with its stack; the caller gets no detail (it may hold data).
    log.error(
      {
        err: error,
        req_id: c.req.header('x-request-id'),
        method: c.req.method,
        path: redactCallbackToken(c.req.path),
      },
      'Unexpected error',
    );
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
