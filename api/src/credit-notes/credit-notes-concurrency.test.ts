import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * Credit notes and customer credit at the same moment from several tills, over real HTTP to a
 * listening server: on PostgreSQL the transactions really overlap (the sale's and the
 * customer's row locks make them take turns); on SQLite they queue for the one writer. Either
 * way a line is never credited twice over, a void never slips past a credit note, and credit is
 * spent once.
 */
for (const kind of databasesUnderTest) {
  describe(`credit notes under concurrency over HTTP [${kind}]`, () => {
    let api: TestApi;
    let server: ServerType;
    let baseUrl: string;
    let token: string;
    let item: Awaited<ReturnType<typeof insertItem>>;

    beforeAll(async () => {
      api = await createTestApi(kind);
      ({ token } = await api.newUser());
      item = await insertItem(api.db, { quantity: 100_000, unitPriceCents: 500_00 });
      await new Promise<void>((listening) => {
        server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 }, () => listening());
      });
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((closed) => server?.close(closed));
      await api?.close();
    });

    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: response.status === 204 ? null : await response.json(),
      };
    };

    async function invoiceOf(customerId: number, quantity: number) {
      const invoice = await send(
        'POST',
        '/api/v1/invoices',
        manualInvoiceRequest(customerId, [{ item, quantity }]),
      );
      expect(invoice.status).toBe(201);
      return invoice.body;
    }

    it('ten tills crediting 1 of a 4-piece line at once: exactly 4 credit notes', async () => {
      const { id: customerId } = await insertCustomer(api.db, { name: 'Concurrent Returns' });
      const invoice = await invoiceOf(customerId, 4);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          send('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
            reason: 'Returned',
            lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
      expect(answers.filter((a) => a.status === 400)).toHaveLength(6);
      const after = await send('GET', `/api/v1/invoices/${invoice.id}`);
      expect(after.body).toMatchObject({ amount_credited: 2000, balance: 0 });
      // Gapless: the four numbers follow one another.
      const numbers = answers
        .filter((a) => a.status === 201)
        .map((a) => Number(a.body.credit_note_number.slice(3)))
        .sort((a, b) => a - b);
      expect(numbers.at(-1)! - numbers[0]!).toBe(3);
    });

    it('a void and a credit note at once: one wins, the invoice is never both', async () => {
      const { id: customerId } = await insertCustomer(api.db, { name: 'Void Or Credit' });
      for (let round = 0; round < 5; round += 1) {
        const invoice = await invoiceOf(customerId, 2);
        const [voided, credited] = await Promise.all([
          send('DELETE', `/api/v1/invoices/${invoice.id}`),
          send('POST', `/api/v1/invoices/${invoice.id}/credit-notes`, {
            reason: 'Returned',
            lines: [{ invoice_item_id: invoice.items[0].id, quantity: 1 }],
          }),
        ]);
        expect([voided.status, credited.status].sort()).toEqual(
          voided.status === 204 ? [204, 409] : [201, 409],
        );
        const after = await send('GET', `/api/v1/invoices/${invoice.id}`);
        if (voided.status === 204)
          expect(after.body).toMatchObject({ status: 'void', credit_notes: [] });
        else expect(after.body.credit_notes).toHaveLength(1);
      }
    });

    it('ten tills spending the same customer credit at once: spent once, never below zero', async () => {
      const { id: customerId } = await insertCustomer(api.db, { name: 'Credit Spender' });
      const first = await invoiceOf(customerId, 2); // 1,000.00
      expect(
        (
          await send('POST', `/api/v1/invoices/${first.id}/payments`, {
            amount: 1000,
            method: 'cash',
          })
        ).status,
      ).toBe(201);
      const note = await send('POST', `/api/v1/invoices/${first.id}/credit-notes`, {
        reason: 'Returned',
        lines: [{ invoice_item_id: first.items[0].id, quantity: 1 }],
      });
      expect(note.body.kept_as_credit).toBe(500);
      const later = await Promise.all(Array.from({ length: 10 }, () => invoiceOf(customerId, 1)));
      const answers = await Promise.all(
        later.map((invoice) =>
          send('POST', `/api/v1/invoices/${invoice.id}/payments`, {
            amount: 200,
            method: 'customer_credit',
          }),
        ),
      );
      // 500 of credit pays two of 200; the third would need 600.
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(8);
      expect((await send('GET', `/api/v1/invoices/${first.id}`)).body.balance).toBe(-100);
      const customers = await send('GET', '/api/v1/customers?q=Credit%20Spender');
      // 10 invoices of 500 less 400 of credit spent, less the 100 still held.
      expect(customers.body.items[0].balance).toBe(10 * 500 - 400 - 100);
    });
  });
}
