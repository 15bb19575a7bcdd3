import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * A rounding entry (mpesa-rounding.ts) lives only as long as what it rounded: reversing the
 * M-Pesa payment reverses it too, so the invoice owes again exactly what it owed before; a
 * credit note hands back no more than the money received, however the cents were rounded off.
 */
interface Entry {
  id: number;
  kind: string;
  method: string;
  amount: number;
  reverses_payment_id: number | null;
  reversed_by_payment_id: number | null;
}

const cents = (ksh: number) => Math.round(ksh * 100);

for (const kind of databasesUnderTest) {
  describe(`a rounding undone with what it rounded [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let customerId: number;
    let codes = 0;

    beforeAll(async () => {
      api = await createTestApi(kind);
      token = (await api.newUser()).token;
      customerId = (await insertCustomer(api.db, { name: 'Otieno Agrovet' })).id;
    });
    afterAll(async () => {
      await api?.close();
    });

    /** A manual invoice of these shelf prices (cents), one of each. */
    const invoiceOf = async (...pricesCents: number[]) => {
      const lines = [];
      for (const [index, unitPriceCents] of pricesCents.entries()) {
        const item = await insertItem(api.db, {
          name: `Seed ${index} ${Math.random()}`,
          unitPriceCents,
          quantity: 10,
        });
        lines.push({ item, quantity: 1 });
      }
      const made = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(customerId, lines),
      });
      expect(made.status).toBe(201);
      return made.body as { id: number; total: number; items: { id: number }[] };
    };
    const read = async (id: number) =>
      (await api.call('GET', `/api/v1/invoices/${id}`, { token })).body;
    const entries = async (id: number) =>
      (await api.call('GET', `/api/v1/invoices/${id}/payments`, { token })).body as Entry[];
    /** M-Pesa pays all the whole shillings owed, by a code typed from the SMS. */
    const payByMpesa = async (id: number, amountCents: number) => {
      codes += 1;
      const code = `RU${kind === 'sqlite' ? 'S' : 'P'}${String(codes).padStart(3, '0')}${Math.floor(Math.random() * 1e4)}`;
      const paid = await api.call('POST', `/api/v1/invoices/${id}/payments`, {
        token,
        body: { amount: amountCents / 100, method: 'mpesa', reference: code },
      });
      expect(paid.status).toBe(201);
    };
    const credit = (id: number, body: Record<string, unknown>) =>
      api.call('POST', `/api/v1/invoices/${id}/credit-notes`, {
        token,
        body: { reason: 'Returned unopened', ...body },
      });

    it('reversing the M-Pesa payment reverses its rounding: the invoice owes what it did before', async () => {
      const invoice = await invoiceOf(2758_33);
      const totalCents = cents(invoice.total);
      const rounded = totalCents % 100;
      expect(rounded).toBeGreaterThan(0);
      await payByMpesa(invoice.id, totalCents - rounded);
      expect(await read(invoice.id)).toMatchObject({ balance: 0, status: 'paid' });
      const payment = (await entries(invoice.id)).find((entry) => entry.kind === 'payment')!;

      const reversed = await api.call('POST', `/api/v1/payments/${payment.id}/reversal`, {
        token,
        body: { reason: 'Sent to the wrong till' },
      });
      expect(reversed.status).toBe(201);
      const after = await entries(invoice.id);
      const rounding = after.find((entry) => entry.kind === 'rounding')!;
      expect(rounding.amount).toBe(rounded / 100);
      expect(rounding.reversed_by_payment_id).not.toBeNull();
      expect(after.filter((entry) => entry.kind === 'reversal')).toEqual([
        expect.objectContaining({ method: 'mpesa', reverses_payment_id: payment.id }),
        expect.objectContaining({
          method: 'rounding',
          amount: -rounded / 100,
          reverses_payment_id: rounding.id,
        }),
      ]);
      const owed = await read(invoice.id);
      expect(owed).toMatchObject({ amount_paid: 0, status: 'unpaid' });
      expect(cents(owed.balance)).toBe(totalCents);
      // Only the payment is reversible by hand; its rounding went with it.
      const again = await api.call('POST', `/api/v1/payments/${rounding.id}/reversal`, {
        token,
        body: { reason: 'Twice' },
      });
      expect(again.status).toBe(409);

      // Paid again by M-Pesa, the cents are rounded off again, once.
      await payByMpesa(invoice.id, totalCents - rounded);
      expect(await read(invoice.id)).toMatchObject({ balance: 0, status: 'paid' });
      const standing = (await entries(invoice.id)).filter(
        (entry) => entry.kind === 'rounding' && entry.reversed_by_payment_id === null,
      );
      expect(standing.map((entry) => entry.amount)).toEqual([rounded / 100]);
    });

    it('a full credit with a cash refund hands back the money received, not the cents rounded off', async () => {
      const invoice = await invoiceOf(1500_00, 1258_33);
      const totalCents = cents(invoice.total);
      const rounded = totalCents % 100;
      expect(rounded).toBeGreaterThan(0);
      await payByMpesa(invoice.id, totalCents - rounded);
      const note = await credit(invoice.id, {
        lines: invoice.items.map((line) => ({ invoice_item_id: line.id, quantity: 1 })),
        refund: { method: 'cash' },
      });
      expect(note.status).toBe(201);
      expect(cents(note.body.total)).toBe(totalCents);
      expect(cents(note.body.refunded)).toBe(totalCents - rounded);
      expect(note.body.kept_as_credit).toBe(0);
      const after = await entries(invoice.id);
      // The rounding settled cents nobody owes any more: reversed with the credit.
      const rounding = after.find((entry) => entry.kind === 'rounding')!;
      expect(rounding.reversed_by_payment_id).not.toBeNull();
      const money = after.filter((entry) => entry.method === 'mpesa' || entry.method === 'cash');
      expect(money.reduce((sum, entry) => sum + cents(entry.amount), 0)).toBe(0);
      expect(await read(invoice.id)).toMatchObject({ balance: 0, customer_credit: 0 });
    });

    it('a full credit kept as credit keeps the money received, not the cents rounded off', async () => {
      const buyer = (await insertCustomer(api.db, { name: 'Kept Credit Stores' })).id;
      const item = await insertItem(api.db, {
        name: `Feed ${Math.random()}`,
        unitPriceCents: 999_99,
      });
      const made = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(buyer, [{ item, quantity: 1 }]),
      });
      const invoice = made.body as { id: number; total: number; items: { id: number }[] };
      const totalCents = cents(invoice.total);
      const rounded = totalCents % 100;
      expect(rounded).toBeGreaterThan(0);
      await payByMpesa(invoice.id, totalCents - rounded);
      const note = await credit(invoice.id, {
        lines: [{ invoice_item_id: invoice.items[0]!.id, quantity: 1 }],
      });
      expect(note.status).toBe(201);
      expect(cents(note.body.kept_as_credit)).toBe(totalCents - rounded);
      expect(cents((await read(invoice.id)).customer_credit)).toBe(totalCents - rounded);
    });

    it('a part credit leaves the rounding to the goods kept, and refunds the part in full', async () => {
      const invoice = await invoiceOf(1500_00, 1258_33);
      const totalCents = cents(invoice.total);
      const rounded = totalCents % 100;
      await payByMpesa(invoice.id, totalCents - rounded);
      const note = await credit(invoice.id, {
        lines: [{ invoice_item_id: invoice.items[0]!.id, quantity: 1 }],
        refund: { method: 'cash' },
      });
      expect(note.status).toBe(201);
      expect(cents(note.body.refunded)).toBe(cents(note.body.total));
      const rounding = (await entries(invoice.id)).find((entry) => entry.kind === 'rounding')!;
      expect(rounding.reversed_by_payment_id).toBeNull();
      expect(await read(invoice.id)).toMatchObject({ balance: 0 });
    });

    it('a part credit leaving less than the rounding refunds the money received less what is kept', async () => {
      // A line of 10 cents kept, the rest credited: the 47 cents rounded off outlive what is left.
      const invoice = await invoiceOf(1000_37, 10);
      const totalCents = cents(invoice.total);
      const rounded = totalCents % 100;
      const receivedCents = totalCents - rounded;
      await payByMpesa(invoice.id, receivedCents);
      const note = await credit(invoice.id, {
        lines: [{ invoice_item_id: invoice.items[0]!.id, quantity: 1 }],
        refund: { method: 'cash' },
      });
      expect(note.status).toBe(201);
      const keptCents = totalCents - cents(note.body.total);
      expect(rounded).toBeGreaterThan(keptCents);
      expect(cents(note.body.refunded)).toBe(receivedCents - keptCents);
      expect(await read(invoice.id)).toMatchObject({ balance: 0 });
    });
  });
}
