import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from './test/fixtures.ts';
import { describeEachDatabase } from './test/test-api.ts';

/**
 * Numbered documents are never hard-deleted (design §2a, issue 18): whatever the API is asked
 * to delete, the rows of orders, invoices, credit notes and goods received notes never go down and every
 * number stays. The test reads the API's own route table, so a DELETE added later is covered
 * without being listed here, and calls each one on every id the shop has.
 */
const NUMBERED = [
  ['orders', 'order_number'],
  ['invoices', 'invoice_number'],
  ['goods_received_notes', 'grn_number'],
  ['credit_notes', 'credit_note_number'],
] as const;

describeEachDatabase('numbered documents are never deleted', (api) => {
  let token: string;

  async function numbers(): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const [table, column] of NUMBERED) {
      const rows = await api()
        .db.selectFrom(table)
        .select(sql<string>`${sql.ref(column)}`.as('number'))
        .execute();
      found[table] = rows.map((row) => row.number).sort();
    }
    return found;
  }

  beforeAll(async () => {
    ({ token } = await api().newUser());
    const customer = await insertCustomer(api().db);
    const supplierId = await insertSupplier(api().db);
    const item = await insertItem(api().db, { quantity: 50, supplierId });
    const call = (method: string, path: string, body?: unknown) =>
      api().call(method, path, { token, body });
    const order = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item, quantity: 2 }]),
    );
    expect(order.status).toBe(201);
    expect((await call('POST', `/api/v1/orders/${order.body.id}/generate-invoice`)).status).toBe(
      201,
    );
    const lone = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item, quantity: 1 }]),
    );
    expect(lone.status).toBe(201);
    const manual = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customer.id, [{ item, quantity: 3 }]),
    );
    expect(manual.status).toBe(201);
    const paid = await call(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customer.id, [{ item, quantity: 1 }]),
    );
    await call('POST', `/api/v1/invoices/${paid.body.id}/payments`, { amount: 10, method: 'cash' });
    const grn = await call('POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      lines: [{ inventory_id: item.id, quantity: 5, unit_cost: 600 }],
    });
    expect(grn.status).toBe(201);
    const credited = await call('POST', `/api/v1/invoices/${manual.body.id}/credit-notes`, {
      reason: 'One bag came back torn',
      lines: [{ invoice_item_id: manual.body.items[0].id, quantity: 1 }],
      return_to_stock: true,
    });
    expect(credited.status).toBe(201);
    // A cancelled order is kept too.
    const cancelled = await call(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item, quantity: 1 }]),
    );
    expect(
      (await call('POST', `/api/v1/orders/${cancelled.body.id}/cancellation`, { reason: 'Typo' }))
        .status,
    ).toBe(200);
  });

  it('keeps every order, invoice, credit note and goods received note, and its number, through every DELETE the API has', async () => {
    const deletes = [
      ...new Set(
        api()
          .app.routes.filter((route) => route.method === 'DELETE')
          .map((route) => route.path),
      ),
    ];
    // The spec's deletes at least: items, suppliers, customers, invoices (§7).
    for (const spec of ['inventory', 'suppliers', 'customers', 'invoices']) {
      expect(deletes).toContain(`/api/v1/${spec}/:id`);
    }
    const before = await numbers();
    expect(before).toEqual({
      orders: ['ORD-000001', 'ORD-000002', 'ORD-000003'],
      invoices: ['INV-000001', 'INV-000002', 'INV-000003'],
      goods_received_notes: ['GRN-000001'],
      credit_notes: ['CN-000001'],
    });
    let calls = 0;
    for (const path of deletes.filter((each) => each.includes(':id'))) {
      for (let id = 1; id <= 12; id += 1) {
        const response = await api().call('DELETE', path.replace(':id', String(id)), { token });
        expect(response.status, `DELETE ${path} ${id}`).toBeLessThan(500);
        calls += 1;
        const now = await numbers();
        for (const [table] of NUMBERED) {
          // Never fewer, and every number that was there is there still.
          expect(now[table], `${table} after DELETE ${path} ${id}`).toEqual(
            expect.arrayContaining(before[table]!),
          );
        }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(4 * 12);
  });
});
