import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem, insertSupplier } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * Two managers at once, over real HTTP to a listening server: on PostgreSQL the transactions
 * really overlap (the bill's and the notes' row locks make them take turns); on SQLite they
 * queue for the one writer. Either way a bill is never overpaid and a note never billed twice.
 */
for (const kind of databasesUnderTest) {
  describe(`supplier bills under concurrency over HTTP [${kind}]`, () => {
    let api: TestApi;
    let server: ServerType;
    let baseUrl: string;
    let token: string;
    let supplierId: number;
    let itemId: number;

    beforeAll(async () => {
      api = await createTestApi(kind);
      ({ token } = await api.newUser());
      supplierId = await insertSupplier(api.db);
      itemId = (await insertItem(api.db)).id;
      await new Promise<void>((listening) => {
        server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 }, () => listening());
      });
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((closed) => server?.close(closed));
      await api?.close();
    });

    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };

    it('ten payments at once on one bill: never above its total', async () => {
      const bill = await post('/api/v1/supplier-bills', {
        supplier_id: supplierId,
        supplier_invoice_number: 'C-1',
        due_on: '2099-01-01',
        lines: [{ description: 'Transport', amount: 1000 }],
      });
      expect(bill.body.total).toBe(1160);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(`/api/v1/supplier-bills/${bill.body.id}/payments`, { amount: 300, method: 'cash' }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(7);
      for (const answer of refused) {
        expect(answer.body.error).toMatch(/^Payment of KSh 300\.00 is more than the balance of/);
      }
      const row = await api.db
        .selectFrom('supplier_bills')
        .select('paid_cents')
        .where('id', '=', bill.body.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.paid_cents)).toBe(900_00);
      const entries = await api.db
        .selectFrom('supplier_payments')
        .select('amount_cents')
        .where('bill_id', '=', bill.body.id)
        .execute();
      expect(entries.reduce((sum, entry) => sum + Number(entry.amount_cents), 0)).toBe(900_00);
    });

    it('one note on five bills at once: one bill takes it, the others are told which', async () => {
      const note = await post('/api/v1/goods-received', {
        supplier_id: supplierId,
        lines: [{ inventory_id: itemId, quantity: 2, unit_cost: 500 }],
      });
      expect(note.status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          post('/api/v1/supplier-bills', {
            supplier_id: supplierId,
            supplier_invoice_number: `RACE-${index}`,
            due_on: '2099-01-01',
            goods_received_ids: [note.body.id],
          }),
        ),
      );
      const made = answers.filter((answer) => answer.status === 201);
      expect(made).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(4);
      for (const answer of refused) {
        expect(answer.body.error).toBe(
          `${note.body.grn_number} is already billed on ${made[0]!.body.bill_number}`,
        );
      }
      // Numbers stay gapless: the refused bills gave theirs back.
      const numbers = await api.db
        .selectFrom('supplier_bills')
        .select('bill_number')
        .orderBy('id')
        .execute();
      expect(numbers.map((row) => row.bill_number)).toEqual(['BILL-000001', 'BILL-000002']);
    });
  });
}
