import { expect, it } from 'vitest';
import { startMpesaSimulator } from '../../../simulators/mpesa/mpesa-simulator.ts';
import { insertCustomer, insertItem, orderRequest } from '../test/fixtures.ts';
import { c2bConfirmation, setUpMpesa, stkCallback } from '../test/mpesa-fixtures.ts';
import { insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { createTestApi, describeEachDatabase } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';

/**
 * The OpenAPI document (issue 19). Every answer of every API test is held to it by the test
 * harness (test-api.ts, openapi-conformance.ts); here, one walk through the whole API makes sure
 * that every documented call is among those answers, and that the document names every route.
 */
describeEachDatabase('OpenAPI document', (api) => {
  it('is served without a session, as OpenAPI 3.1 with every call summarised and tagged', async () => {
    const answer = await api().app.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await answer.json();
    expect(body.openapi).toBe('3.1.0');
    expect(body.info.title).toBe('Ghala REST API');
    expect(body.components.securitySchemes.session).toEqual({ type: 'http', scheme: 'bearer' });
    for (const [path, item] of Object.entries<Record<string, Operation>>(body.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, name).toBeTruthy();
        expect(operation.tags, name).toHaveLength(1);
        expect(operation.responses.default, name).toBeDefined();
        const successes = Object.keys(operation.responses).filter((status) => /^2/.test(status));
        expect(successes, `${name} documents its success`).not.toHaveLength(0);
        for (const success of successes) {
          expect(operation.responses[success]?.description, name).toBeTruthy();
        }
      }
    }
    // Only sign-up and login are open.
    const open = Object.entries<Record<string, Operation>>(body.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security?.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // Besides Daraja's calls back into Ghala (M-Pesa), found by the shop's secret token.
    expect(open.sort()).toEqual([
      'POST /api/login',
      'POST /api/signup',
      'POST /api/v1/callbacks/{token}/c2b-confirmation',
      'POST /api/v1/callbacks/{token}/c2b-validation',
      'POST /api/v1/callbacks/{token}/stk-result',
    ]);
  });

  it('describes every route of the API, and nothing else', async () => {
    const body = await (await api().app.request('/api/openapi.json')).json();
    const documented = Object.entries<Record<string, Operation>>(body.paths).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = api()
      .app.routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !/ \/api\/(?:openapi\.json|docs)/.test(route))
      // A shared document's page: HTML for a customer's browser, not a call of the API.
      .filter((route) => !route.endsWith(' /s/{token}'));
    expect(new Set(documented)).toEqual(new Set(routes));
  });

  it('matches a real answer of every documented call', async () => {
    const call = api().call;
    const owner = (await api().newUser()).token;
    const as = (token: string) => ({ token });
    const ok = async (
      method: string,
      path: string,
      options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) => {
      const answer = await call(method, path, { token: owner, ...options });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    };

    // Sign-in: a second member joins by an owner's invite and signs in.
    const invite = await ok('POST', '/api/v1/staff/invites', { body: { role: 'cashier' } });
    const cashier = await ok('POST', '/api/signup', {
      token: undefined,
      body: { email: 'wanjiku@example.co.ke', password: 'karibu sana', invite_token: invite.token },
    });
    const login = await ok('POST', '/api/login', {
      token: undefined,
      body: { email: 'wanjiku@example.co.ke', password: 'karibu sana' },
    });
    await ok('GET', '/api/v1/me', as(login.token));
    await ok('POST', '/api/logout', as(login.token));

    // Staff.
    await ok('GET', '/api/v1/staff');
    const spare = await ok('POST', '/api/v1/staff/invites', { body: { role: 'manager' } });
    await ok('GET', '/api/v1/staff/invites');
    await ok('DELETE', `/api/v1/staff/invites/${spare.id}`);
    await ok('PATCH', `/api/v1/staff/${cashier.id}`, { body: { role: 'manager' } });
    await ok('POST', `/api/v1/staff/${cashier.id}/sign-out`);

    // Suppliers and customers, each list as the spec's array and as a page.
    const supplier = await ok('POST', '/api/v1/suppliers', {
      body: { name: 'Bamburi Cement Ltd', contact: '+254 20 289 3000', address: 'Mombasa' },
    });
    await ok('PUT', `/api/v1/suppliers/${supplier.id}`, {
      body: { name: 'Bamburi Cement Ltd', contact: '+254 20 289 3001', address: 'Mombasa' },
    });
    await ok('GET', '/api/v1/suppliers');
    await ok('GET', '/api/v1/suppliers?limit=5');
    await ok('GET', '/api/v1/suppliers/export.csv');
    const goneSupplier = await ok('POST', '/api/v1/suppliers', {
      body: { name: 'Closed Hardware', contact: '0700 000 000' },
    });
    await ok('DELETE', `/api/v1/suppliers/${goneSupplier.id}`);

    const customer = await ok('POST', '/api/v1/customers', {
      body: { name: 'Otieno & Sons Contractors', contact: '+254 733 221 100', address: null },
    });
    await ok('PUT', `/api/v1/customers/${customer.id}`, {
      body: { name: 'Otieno & Sons', contact: '+254 733 221 100', address: 'Kisumu' },
    });
    await ok('GET', '/api/v1/customers');
    await ok('GET', '/api/v1/customers?q=otieno');
    await ok('GET', '/api/v1/customers/export.csv');
    const goneCustomer = await insertCustomer(api().db, { name: 'Walk-in' });
    await ok('DELETE', `/api/v1/customers/${goneCustomer.id}`);

    // Inventory and stock.
    const cement = await ok('POST', '/api/v1/inventory', {
      body: {
        name: 'Simba Cement 50kg',
        quantity: 40,
        unit_price: 780,
        cost_price: 690,
        supplier_id: supplier.id,
      },
    });
    await ok('PUT', `/api/v1/inventory/${cement.id}`, {
      body: {
        name: 'Simba Cement 50kg',
        quantity: 40,
        unit_price: 780,
        cost_price: 695,
        supplier_id: supplier.id,
      },
    });
    await ok('GET', '/api/v1/inventory');
    await ok('GET', '/api/v1/inventory?low_stock=false&limit=10');
    await ok('GET', `/api/v1/inventory/${cement.id}`);
    await ok('GET', '/api/v1/inventory/summary');
    await ok('GET', '/api/v1/inventory/to-reorder');
    await ok('GET', '/api/v1/inventory/export.csv');
    await ok('GET', '/api/v1/imports/suppliers/template.csv');
    await ok('POST', '/api/v1/imports/suppliers', {
      body: 'Name,Contact\r\nDevki Steel,0722 000 000\r\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    await ok('PATCH', `/api/v1/inventory/${cement.id}/reorder-level`, {
      body: { reorder_level: 10 },
    });
    await ok('PATCH', `/api/v1/inventory/${cement.id}/barcode`, {
      body: { barcode: '6161234567890' },
    });
    await ok('POST', `/api/v1/inventory/${cement.id}/price-history`, {
      body: { new_unit_price: 800, new_cost_price: 700, change_reason: 'Bamburi price rise' },
    });
    await ok('GET', `/api/v1/inventory/${cement.id}/price-history`);
    await ok('GET', `/api/v1/price-history?inventory_ids=${cement.id},999999`);
    await ok('POST', '/api/v1/stock-adjustments', {
      body: { inventory_id: cement.id, quantity_change: -1, reason: 'damaged', note: 'Torn bag' },
    });
    const count = await ok('POST', '/api/v1/stock-counts', {
      body: {
        note: 'Month-end count',
        lines: [{ inventory_id: cement.id, expected_quantity: 39, counted_quantity: 38 }],
      },
    });
    await ok('GET', '/api/v1/stock-counts');
    await ok('GET', `/api/v1/stock-counts/${count.id}`);
    const received = await ok('POST', '/api/v1/goods-received', {
      body: {
        supplier_id: supplier.id,
        supplier_invoice_number: 'BC-2231',
        lines: [{ inventory_id: cement.id, quantity: 20, unit_cost: 700 }],
      },
    });
    await ok('GET', '/api/v1/goods-received');
    await ok('GET', '/api/v1/goods-received?limit=5');
    await ok('GET', `/api/v1/goods-received/${received.id}`);
    await ok('GET', '/api/v1/goods-received/export.csv');
    // A supplier's bill of a second delivery and a typed line, paid in part, a payment reversed.
    const billed = await ok('POST', '/api/v1/goods-received', {
      body: {
        supplier_id: supplier.id,
        lines: [{ inventory_id: cement.id, quantity: 2, unit_cost: 700 }],
      },
    });
    await ok('GET', `/api/v1/supplier-bills/unbilled-notes?supplier_id=${supplier.id}`);
    const bill = await ok('POST', '/api/v1/supplier-bills', {
      body: {
        supplier_id: supplier.id,
        goods_received_ids: [billed.id],
        supplier_invoice_number: 'BC-2232',
        supplier_pin: 'P051234567X',
        due_on: '2099-01-31',
        lines: [{ description: 'Transport', amount: 500, tax_band: 'B' }],
      },
    });
    const paidBill = await ok('POST', `/api/v1/supplier-bills/${bill.id}/payments`, {
      body: { amount: 100, method: 'mpesa', reference: 'SLK4H7R2PQ' },
    });
    await ok(
      'POST',
      `/api/v1/supplier-bills/${bill.id}/payments/${paidBill.payments[0].id}/reversal`,
      {
        body: { reason: 'Paid from the wrong till' },
      },
    );
    await ok('GET', '/api/v1/supplier-bills');
    await ok('GET', `/api/v1/supplier-bills?supplier_id=${supplier.id}&status=unpaid`);
    await ok('GET', `/api/v1/supplier-bills/export.csv?supplier_id=${supplier.id}&status=unpaid`);
    await ok('GET', `/api/v1/supplier-bills/${bill.id}`);
    await ok('GET', `/api/v1/suppliers/${supplier.id}/statement`);
    await ok('POST', `/api/v1/goods-received/${received.id}/reverse`, {
      body: { reason: 'Delivered to the wrong branch' },
    });
    const purchase = await ok('POST', '/api/v1/purchase-orders', {
      body: {
        supplier_id: supplier.id,
        expected_on: '2099-12-31',
        lines: [{ inventory_id: cement.id, quantity: 10, unit_cost: 700 }],
      },
    });
    await ok('GET', '/api/v1/purchase-orders?limit=5&status=draft');
    await ok('GET', `/api/v1/purchase-orders/${purchase.id}`);
    await ok('POST', `/api/v1/purchase-orders/${purchase.id}/send`);
    await ok('POST', `/api/v1/purchase-orders/${purchase.id}/receive`, {
      body: { lines: [{ inventory_id: cement.id, quantity: 4 }] },
    });
    const unwanted = await ok('POST', '/api/v1/purchase-orders', {
      body: {
        supplier_id: supplier.id,
        lines: [{ inventory_id: cement.id, quantity: 1, unit_cost: 1 }],
      },
    });
    await ok('POST', `/api/v1/purchase-orders/${unwanted.id}/cancel`, {
      body: { reason: 'Ordered twice' },
    });
    await ok('GET', `/api/v1/inventory/${cement.id}/movements`);
    await ok('GET', `/api/v1/inventory/${cement.id}/movements.csv`);
    const offcuts = await insertItem(api().db, { name: 'Offcuts', unitPriceCents: 100_00 });
    await ok('DELETE', `/api/v1/inventory/${offcuts.id}`);

    // Orders, invoices, payments and credit notes.
    const item = { id: cement.id, unit_price_cents: 800_00 };
    const order = await ok('POST', '/api/v1/orders', {
      body: orderRequest(customer.id, [{ item, quantity: 2 }]),
    });
    await ok('GET', '/api/v1/orders');
    await ok('GET', '/api/v1/orders?status=pending&limit=5');
    await ok('GET', '/api/v1/orders/export.csv');
    await ok('GET', `/api/v1/orders/${order.id}`);
    await ok('GET', `/api/v1/orders/${order.id}/items`);
    await ok('GET', `/api/v1/order-items?order_ids=${order.id}`);
    await ok('POST', `/api/v1/orders/${order.id}/payments`, {
      body: { amount: 100, method: 'cash' },
    });
    await ok('PATCH', `/api/v1/orders/${order.id}`, {
      body: { status: 'partially_paid', paid_amount: 200 },
    });
    const payments = await ok('GET', `/api/v1/orders/${order.id}/payments`);
    const invoice = await ok('POST', `/api/v1/orders/${order.id}/generate-invoice`);
    const cancelled = await ok('POST', '/api/v1/orders', {
      body: orderRequest(customer.id, [{ item, quantity: 1 }]),
    });
    await ok('POST', `/api/v1/orders/${cancelled.id}/cancellation`, {
      body: { reason: 'Customer changed their mind' },
    });
    // A sale made offline that sold more than the shelf held by then (issue 54).
    const offline = await ok('POST', '/api/v1/orders', {
      body: {
        ...orderRequest(customer.id, [{ item, quantity: 1000 }]),
        sold_at: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    await ok('GET', '/api/v1/orders?needs_attention=true');
    await ok('POST', `/api/v1/orders/${offline.id}/attention-handled`);

    await ok('GET', '/api/v1/invoices');
    await ok('GET', '/api/v1/invoices?q=INV&limit=5');
    await ok('GET', '/api/v1/invoices/export.csv');
    await ok('GET', `/api/v1/invoices/${invoice.id}`);
    await ok('POST', `/api/v1/invoices/${invoice.id}/payments`, {
      body: { amount: 300, method: 'mpesa', reference: 'SKL4M2XQ7P' },
    });
    await ok('GET', `/api/v1/invoices/${invoice.id}/payments`);
    const creditNote = await ok('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
      body: {
        reason: 'One bag returned',
        lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
        return_to_stock: true,
      },
    });
    await ok('GET', '/api/v1/credit-notes');
    await ok('GET', `/api/v1/credit-notes/${creditNote.id}`);
    // eTIMS is off here: an invoice waiting for KRA's signature, as the outbox queues one.
    const { id: etimsId } = await api()
      .db.insertInto('etims_documents')
      .values({
        kind: 'invoice',
        invoice_id: invoice.id,
        tin: 'P051234567X',
        bhf_id: '00',
        invc_no: 1,
        state: 'waiting',
        next_attempt_at: invoice.created_at,
        queued_at: invoice.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ok('POST', `/api/v1/etims/documents/${etimsId}/retry`);
    await ok('GET', '/api/v1/etims/waiting');
    // A stock report KRA refused, as the outbox leaves one.
    const { id: stockReportId } = await api()
      .db.insertInto('etims_stock_reports')
      .values({
        tin: 'P051234567X',
        bhf_id: '00',
        kind: 'adjustment',
        sar_ty_cd: '06',
        occurred_at: invoice.created_at,
        document_type: null,
        document_id: null,
        document_number: null,
        recorded_by: null,
        lines: '[]',
        state: 'refused',
        sar_no: null,
        last_error: 'pkgUnitCd XX is not a packaging unit',
        next_attempt_at: invoice.created_at,
        queued_at: invoice.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ok('GET', '/api/v1/etims/stock-reports');
    await ok('POST', `/api/v1/etims/stock-reports/${stockReportId}/retry`);
    const manual = await ok('POST', '/api/v1/invoices', {
      body: {
        customer_id: customer.id,
        items: [{ id: null, description: 'Delivery to Kisumu', quantity: 1, unit_price: 1500 }],
        vat_rate: 0.16,
        vat_amount: 206.9,
        total: 1500,
      },
    });
    await ok('DELETE', `/api/v1/invoices/${manual.id}?reason=Raised+twice`);

    await ok('GET', '/api/v1/payments');
    await ok('GET', '/api/v1/payments?limit=5');
    await ok('GET', '/api/v1/payments/export.csv');
    await ok('GET', '/api/v1/payments/repeated-mpesa-codes?limit=5');
    await ok('POST', `/api/v1/payments/${payments[0].id}/reversal`, {
      body: { reason: 'Counted twice' },
    });

    // What the owner reads.
    await ok('GET', `/api/v1/customers/${customer.id}/statement`);
    await ok('GET', '/api/v1/analytics/overview');
    for (const report of ['vat', 'vat/sales.csv', 'vat/purchases.csv'])
      await ok('GET', `/api/v1/reports/${report}`);
    for (const report of ['sales-by-item', 'sales-by-customer', 'sales-by-day']) {
      await ok('GET', `/api/v1/reports/${report}`);
      await ok('GET', `/api/v1/reports/${report}.csv`);
    }
    for (const report of ['stock-valuation', 'aged-debtors', 'aged-creditors']) {
      await ok('GET', `/api/v1/reports/${report}`);
      await ok('GET', `/api/v1/reports/${report}.csv`);
    }
    await ok('GET', '/api/v1/company');
    await ok('PUT', '/api/v1/company', {
      body: {
        name: 'Ghala Hardware Ltd',
        registration_number: 'PVT-GH7Q2K9X',
        email: 'accounts@ghala.co.ke',
        kra_pin: 'P051234567X',
        default_vat_rate: 0.16,
        mpesa_type: 'till',
        mpesa_number: '123456',
        public_address: 'https://ghala.example.co.ke',
      },
    });
    const link = await ok('POST', `/api/v1/invoices/${invoice.id}/share-links`, { body: {} });
    await ok('POST', `/api/v1/orders/${order.id}/share-links`, { body: {} });
    await ok('POST', `/api/v1/credit-notes/${creditNote.id}/share-links`, {
      body: { expires_in_days: 7 },
    });
    await ok('POST', `/api/v1/purchase-orders/${purchase.id}/share-links`, { body: {} });
    await ok('DELETE', `/api/v1/share-links/${link.id}`);
    await ok('GET', '/api/v1/analytics/getting-started');
    await ok('GET', '/api/v1/backups/latest');
    await ok('GET', '/api/v1/audit');
    await ok('GET', '/api/v1/audit?limit=5');
    await ok('GET', '/api/v1/audit/export.csv');
    const shift = await ok('POST', '/api/v1/shifts', { body: { opening_float: 1000 } });
    await ok('GET', '/api/v1/shifts/current');
    await ok('POST', `/api/v1/shifts/${shift.id}/cash-movements`, {
      body: { kind: 'pay_out', amount: 50, reason: 'Airtime for the shop phone' },
    });
    await ok('POST', `/api/v1/shifts/${shift.id}/close`, { body: { counted_cash: 950 } });
    await ok('GET', `/api/v1/shifts/${shift.id}`);
    await ok('GET', '/api/v1/shifts?open=false');

    // M-Pesa: a second API whose Daraja is the simulator (the answers count in the same document).
    const simulator = await startMpesaSimulator({ port: 0 });
    const mpesaApi = await createTestApi(api().kind, {
      mpesa: { ...testApiConfig({ MPESA_SIMULATOR_URL: simulator.url }).mpesa, timeoutMs: 2_000 },
    });
    try {
      const manager = (await mpesaApi.newUser('owner-of-mpesa@example.co.ke')).token;
      const mpesaOk = async (method: string, path: string, body?: unknown) => {
        const answer = await mpesaApi.call(method, path, { token: manager, body });
        expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(
          300,
        );
        return answer.body;
      };
      const paths = await setUpMpesa(mpesaApi, manager);
      await mpesaOk('GET', '/api/v1/mpesa/settings');
      await mpesaOk('POST', '/api/v1/mpesa/settings/register-c2b');
      const buyer = await insertCustomer(mpesaApi.db);
      const sale = await insertOrder(mpesaApi.db, {
        customerId: buyer.id,
        totalCents: 100_00,
        createdBy: await userIdOf(mpesaApi.db, 'owner-of-mpesa@example.co.ke'),
      });
      simulator.control.stkOutcome({ resultCode: 1032, callback: false, delayMs: 0 });
      const push = await mpesaOk('POST', '/api/v1/mpesa/stk-requests', {
        order_id: sale.id,
        phone: '0708 374 149',
        amount: 1,
      });
      await mpesaOk('GET', `/api/v1/mpesa/stk-requests/${push.id}`);
      await mpesaOk('POST', `/api/v1/mpesa/stk-requests/${push.id}/query`);
      // Paid per M-Pesa without its callback, then settled with the code from the SMS.
      simulator.control.stkOutcome({
        resultCode: 0,
        callback: false,
        delayMs: 0,
        receiptNumber: 'QOPENAPI02',
      });
      const awaited = await mpesaOk('POST', '/api/v1/mpesa/stk-requests', {
        order_id: sale.id,
        phone: '0708 374 149',
        amount: 1,
      });
      await simulator.control.whenCallbacksSettled();
      await mpesaOk('POST', `/api/v1/mpesa/stk-requests/${awaited.id}/query`);
      expect(await mpesaOk('GET', '/api/v1/mpesa/stk-requests/awaiting-receipt')).toEqual([
        expect.objectContaining({ id: awaited.id, status: 'awaiting_receipt' }),
      ]);
      await mpesaOk('POST', `/api/v1/mpesa/stk-requests/${awaited.id}/settle`, {
        receipt_number: 'QOPENAPI02',
      });
      await mpesaOk(
        'POST',
        paths.validation,
        c2bConfirmation({ transId: 'QOPENAPI01', amount: 5 }),
      );
      await mpesaOk(
        'POST',
        paths.confirmation,
        c2bConfirmation({ transId: 'QOPENAPI01', amount: 5 }),
      );
      await mpesaOk(
        'POST',
        paths.stkResult,
        stkCallback({ checkoutRequestId: 'unknown', resultCode: 1032 }),
      );
      const unmatched = await mpesaOk('GET', '/api/v1/mpesa/receipts?unmatched=true');
      await mpesaOk('POST', `/api/v1/mpesa/receipts/${unmatched.items[0].id}/assign`, {
        order_id: sale.id,
      });
      await mpesaOk(
        'POST',
        paths.confirmation,
        c2bConfirmation({ transId: 'QOPENAPI02', amount: 7 }),
      );
      const waiting = await mpesaOk('GET', '/api/v1/mpesa/receipts?unmatched=true');
      await mpesaOk('POST', `/api/v1/mpesa/receipts/${waiting.items[0].id}/return`, {
        reason: 'Reversed by Safaricom',
      });
      await mpesaOk('POST', '/api/v1/mpesa/settings/rotate-callback-token');
    } finally {
      await mpesaApi.close();
      await simulator.close();
    }

    // Every documented call answered at least once with success, and matched the document.
    const conformance = await api().conformance();
    const answered = new Set(
      [...conformance.seen]
        .filter((seen) => / 2\d\d$/.test(seen))
        .map((seen) => seen.replace(/ \d+$/, '')),
    );
    const documented = conformance.operations.map(
      (operation) => `${operation.method.toUpperCase()} ${operation.template}`,
    );
    expect(documented.filter((operation) => !answered.has(operation))).toEqual([]);
  });

  it('serves its reference page from the app itself, with nothing from elsewhere', async () => {
    const page = await api().app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Ghala REST API</title>');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url = '']) => url);
    expect(assets).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    for (const asset of assets) {
      const answer = await api().app.request(asset);
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get('content-type'), asset).toMatch(/^text\/(css|javascript)/);
    }
    const start = await (await api().app.request('/api/docs/start.js')).text();
    expect(start).toContain("url: '/api/openapi.json'");
    expect(start).toContain('validatorUrl: null');
    expect((await api().app.request('/api/docs/../package.json')).status).toBe(404);
    for (const name of ['constructor', '__proto__', 'toString', 'index.html']) {
      expect((await api().app.request(`/api/docs/${name}`)).status, name).toBe(404);
    }
  });
});

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { description?: string } | undefined>;
}
