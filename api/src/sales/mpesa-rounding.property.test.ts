import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyTimeout } from '../../../testing/property-depth.ts';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { c2bConfirmation, setUpMpesa } from '../test/mpesa-fixtures.ts';
import { assertInLanes } from '../test/property-lanes.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * "No sale is left owing cents M-Pesa cannot collect" (issue 52, mpesa-rounding.ts): an invoice
 * whose total has cents, part paid in cash or not, then paid by M-Pesa for the whole shillings
 * of its balance (a code typed from the SMS, or M-Pesa's own C2B confirmation), ends paid
 * exactly: balance 0, one rounding entry of the cents left (under one shilling, positive), M-Pesa
 * money exactly what M-Pesa moved, and the invoice's subtotal, VAT and total as issued. An
 * M-Pesa payment that leaves a shilling or more owing rounds nothing.
 */
/** How many cases (testing/property-depth.ts): 40 on each database in `npm test`. */
const CASES = 40;
const LANES = { sqlite: 1, postgres: 2 } as const;
const CEILING_MS = propertyTimeout(300_000);

const world = fc.record({
  // Shelf prices with cents, so totals (and balances) have them more often than not.
  priceCents: fc.integer({ min: 101, max: 2_500_000 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  // Paid in cash first: none, or whole shillings of the total.
  cashShare: fc.constantFrom(0, 0, 0.25, 0.5),
  way: fc.constantFrom('typed' as const, 'c2b' as const),
  // M-Pesa pays all it can, or leaves a shilling or more owing.
  short: fc.constantFrom(0, 0, 0, 1, 7),
  // Then the M-Pesa payment stands, is reversed, or the whole invoice is credited with a refund.
  afterwards: fc.constantFrom('stands' as const, 'reversed' as const, 'credited' as const),
});

interface InvoiceAnswer {
  invoice_number: string;
  subtotal: number;
  vat_amount: number;
  total: number;
  amount_paid: number;
  status: string;
  balance: number;
  items: { id: number; quantity: number }[];
}

for (const kind of databasesUnderTest) {
  describe(`M-Pesa's whole shillings, property [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let confirmationPath: string;
    let customerId: number;
    let cases = 0;

    beforeAll(async () => {
      api = await createTestApi(kind, {}, { synchronous_commit: 'off' });
      token = (await api.newUser()).token;
      confirmationPath = (await setUpMpesa(api, token)).confirmation;
      customerId = (await insertCustomer(api.db, { name: 'Wambui Hardware' })).id;
    });
    afterAll(async () => {
      await api?.close();
    });

    const ledgerOf = (invoiceId: number) =>
      api.db
        .selectFrom('payments as p')
        .leftJoin('payments as r', 'r.reverses_payment_id', 'p.id')
        .select(['p.id', 'p.kind', 'p.method', 'p.amount_cents', 'r.id as reversed_by'])
        .where('p.invoice_id', '=', invoiceId)
        .execute();
    const centsOf = (rows: { amount_cents: number }[]) =>
      rows.reduce((total, row) => total + Number(row.amount_cents), 0);
    const read = async (invoiceId: number) =>
      (await api.call('GET', `/api/v1/invoices/${invoiceId}`, { token })).body as InvoiceAnswer;

    /**
     * The M-Pesa payment reversed: its rounding goes with it, the invoice owes exactly what it
     * owed before the payment, and what it was paid is its payments less their reversals (the
     * roundings' with them).
     */
    async function reverseMpesa(invoiceId: number, owedBeforeCents: number) {
      const payment = (await ledgerOf(invoiceId)).find(
        (row) => row.kind === 'payment' && row.method === 'mpesa',
      )!;
      const reversed = await api.call('POST', `/api/v1/payments/${payment.id}/reversal`, {
        token,
        body: { reason: 'Paid to the wrong till' },
      });
      expect(reversed.status).toBe(201);
      const entries = await ledgerOf(invoiceId);
      const after = await read(invoiceId);
      expect(Math.round(after.balance * 100)).toBe(owedBeforeCents);
      const paidCents = Math.round(after.amount_paid * 100);
      const ofKind = (kind: string) => entries.filter((row) => row.kind === kind);
      // Entries settle (payments and roundings) or undo one (reversals); nothing else moved.
      expect(paidCents).toBe(
        centsOf(ofKind('payment')) + centsOf(ofKind('rounding')) + centsOf(ofKind('reversal')),
      );
      // ...so the invoice is paid what its payments not reversed brought, no rounding left.
      expect(paidCents).toBe(centsOf(ofKind('payment').filter((row) => !row.reversed_by)));
      expect(ofKind('rounding').filter((row) => !row.reversed_by)).toEqual([]);
    }

    /** Credited in full with a cash refund: the refund is the money received, to the cent. */
    async function creditInFull(invoiceId: number, issued: InvoiceAnswer, receivedCents: number) {
      const note = await api.call('POST', `/api/v1/invoices/${invoiceId}/credit-notes`, {
        token,
        body: {
          reason: 'Returned unopened',
          lines: issued.items.map((line) => ({
            invoice_item_id: line.id,
            quantity: line.quantity,
          })),
          refund: { method: 'cash' },
        },
      });
      expect(note.status).toBe(201);
      expect(Math.round(note.body.refunded * 100)).toBe(receivedCents);
      expect(Math.round((await read(invoiceId)).balance * 100)).toBe(0);
    }

    it(
      'settles the cents M-Pesa cannot collect with one rounding entry under a shilling, VAT untouched',
      async () => {
        const property = fc.asyncProperty(world, async (w) => {
          cases += 1;
          const item = await insertItem(api.db, {
            name: `Cement ${cases}-${Math.random()}`,
            unitPriceCents: w.priceCents,
            quantity: 10,
          });
          const made = await api.call('POST', '/api/v1/invoices', {
            token,
            body: manualInvoiceRequest(customerId, [{ item, quantity: w.quantity }]),
          });
          expect(made.status).toBe(201);
          const id = made.body.id as number;
          const issued = await read(id);
          const totalCents = Math.round(issued.total * 100);

          const cashCents = Math.floor((totalCents * w.cashShare) / 100) * 100;
          if (cashCents > 0) {
            const cash = await api.call('POST', `/api/v1/invoices/${id}/payments`, {
              token,
              body: { amount: cashCents / 100, method: 'cash' },
            });
            expect(cash.status).toBe(201);
          }
          const balance = totalCents - cashCents;
          const wholeShillings = balance - (balance % 100);
          const mpesaCents = wholeShillings - w.short * 100;
          if (mpesaCents <= 0) return;
          const code = `RD${kind === 'sqlite' ? 'S' : 'P'}${String(cases).padStart(4, '0')}${Math.floor(Math.random() * 1e4)}`;
          if (w.way === 'typed') {
            const typed = await api.call('POST', `/api/v1/invoices/${id}/payments`, {
              token,
              body: { amount: mpesaCents / 100, method: 'mpesa', reference: code },
            });
            expect(typed.status).toBe(201);
          } else {
            const confirmed = await api.call('POST', confirmationPath, {
              body: c2bConfirmation({
                transId: code,
                amount: mpesaCents / 100,
                billRef: issued.invoice_number,
              }),
            });
            expect(confirmed.status).toBe(200);
          }

          const entries = await api.db
            .selectFrom('payments')
            .select(['kind', 'method', 'amount_cents'])
            .where('invoice_id', '=', id)
            .execute();
          const sum = (rows: typeof entries) =>
            rows.reduce((total, row) => total + Number(row.amount_cents), 0);
          const roundings = entries.filter((row) => row.kind === 'rounding');
          const mpesa = entries.filter((row) => row.method === 'mpesa');
          expect(sum(mpesa)).toBe(mpesaCents);
          const after = await read(id);
          // The document as issued: its net, VAT and total never move.
          expect({
            subtotal: after.subtotal,
            vat_amount: after.vat_amount,
            total: after.total,
          }).toEqual({
            subtotal: issued.subtotal,
            vat_amount: issued.vat_amount,
            total: issued.total,
          });
          const left = balance - mpesaCents;
          if (left < 100) {
            // M-Pesa paid all it could: the cents are rounded off, the invoice paid exactly.
            expect(Math.round(after.amount_paid * 100)).toBe(totalCents);
            expect(after.status).toBe('paid');
            expect(roundings.length).toBe(left === 0 ? 0 : 1);
            for (const row of roundings) {
              expect(row.method).toBe('rounding');
              expect(Number(row.amount_cents)).toBeGreaterThan(0);
              expect(Number(row.amount_cents)).toBeLessThan(100);
            }
            expect(sum(roundings)).toBe(left);
          } else {
            // A shilling or more still owed is M-Pesa's (or anyone's) to collect: nothing rounds.
            expect(roundings).toEqual([]);
            expect(Math.round(after.amount_paid * 100)).toBe(cashCents + mpesaCents);
          }
          if (w.afterwards === 'reversed') await reverseMpesa(id, totalCents - cashCents);
          if (w.afterwards === 'credited') await creditInFull(id, issued, cashCents + mpesaCents);
        });
        await assertInLanes(property, { runs: CASES, lanes: LANES[kind] });
      },
      CEILING_MS,
    );
  });
}
