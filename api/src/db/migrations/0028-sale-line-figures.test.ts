import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import * as saleLineFigures from './0028-sale-line-figures.ts';

/**
 * Lines and movements made before 0028 get the figures the API now writes as it goes: net
 * and VAT by the same rule, credit note lines their band and part of their invoice line, and
 * cost from the price history as at each sale (here exactly what was written, since every
 * change of cost left an entry); an item whose cost changed with no entry is costed at
 * today's price, the approximation the migration says it makes.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0028: sale line figures [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    const snapshot = async () => ({
      orders: await api.db
        .selectFrom('order_items')
        .select(['id', 'net_cents', 'vat_cents', 'cost_cents'])
        .orderBy('id')
        .execute(),
      invoices: await api.db
        .selectFrom('invoice_items')
        .select(['id', 'net_cents', 'vat_cents', 'cost_cents'])
        .orderBy('id')
        .execute(),
      credits: await api.db
        .selectFrom('credit_note_items')
        .select(['id', 'tax_band', 'net_cents', 'vat_cents', 'cost_cents'])
        .orderBy('id')
        .execute(),
      movements: await api.db
        .selectFrom('stock_movements')
        .select(['id', 'average_cost_cents'])
        .orderBy('id')
        .execute(),
    });

    it('fills in what the API writes, from the price history', async () => {
      const { token } = await api.newUser();
      const call = (path: string, body?: unknown) => api.call('POST', path, { token, body });
      const { id: customerId } = await insertCustomer(api.db);
      const supplierId = await insertSupplier(api.db);
      const paint = await insertItem(api.db, {
        name: 'Crown paint 4L',
        unitPriceCents: 2_450_00,
        costPriceCents: 1_900_00,
      });
      const rice = await insertItem(api.db, {
        name: 'Pishori rice',
        unit: 'kg',
        unitPriceCents: 216_00,
        costPriceCents: 150_00,
        taxBand: 'E',
      });
      const order = await call(
        '/api/v1/orders',
        orderRequest(customerId, [
          { item: paint, quantity: 3 },
          { item: rice, quantity: 2.5 },
        ]),
      );
      expect(order.status).toBe(201);
      const invoice = await call(`/api/v1/orders/${order.body.id}/generate-invoice`);
      expect(invoice.status).toBe(201);
      const lines = invoice.body.items as { id: number }[];
      const credited = await call(`/api/v1/invoices/${invoice.body.id}/credit-notes`, {
        reason: 'Returned',
        lines: [
          { invoice_item_id: lines[0]!.id, quantity: 1 },
          { invoice_item_id: lines[1]!.id, quantity: 0.7 },
        ],
      });
      expect(credited.status).toBe(201);
      // Ordered before the delivery, invoiced after it: costed as the order was.
      const late = await call(
        '/api/v1/orders',
        orderRequest(customerId, [{ item: paint, quantity: 1 }]),
      );
      expect(late.status).toBe(201);
      expect(
        (
          await call('/api/v1/goods-received', {
            supplier_id: supplierId,
            lines: [{ inventory_id: paint.id, quantity: 20, unit_cost: 2_000 }],
          })
        ).status,
      ).toBe(201);
      expect((await call(`/api/v1/orders/${late.body.id}/generate-invoice`)).status).toBe(201);
      const manual = await call(
        '/api/v1/invoices',
        manualInvoiceRequest(customerId, [{ item: paint, quantity: 2 }]),
      );
      expect(manual.status).toBe(201);
      const rest = await call(`/api/v1/invoices/${invoice.body.id}/credit-notes`, {
        reason: 'Returned',
        lines: [
          { invoice_item_id: lines[0]!.id, quantity: 2 },
          { invoice_item_id: lines[1]!.id, quantity: 1.8 },
        ],
      });
      expect(rest.status).toBe(201);
      const written = await snapshot();

      await saleLineFigures.down(api.db);
      await saleLineFigures.up(api.db);
      expect(await snapshot()).toEqual(written);

      // Rice's cost moved with no history entry: its lines are costed at today's price.
      await saleLineFigures.down(api.db);
      await api.db
        .updateTable('inventory_items')
        .set({ cost_price_cents: 160_00 })
        .where('id', '=', rice.id)
        .execute();
      await saleLineFigures.up(api.db);
      const riceLine = await api.db
        .selectFrom('order_items')
        .select(['cost_cents'])
        .where('inventory_id', '=', rice.id)
        .executeTakeFirstOrThrow();
      expect(Number(riceLine.cost_cents)).toBe(400_00);
    });
  });
}
