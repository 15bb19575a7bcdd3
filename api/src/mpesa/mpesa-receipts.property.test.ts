import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyTimeout } from '../../../testing/property-depth.ts';
import { insertCustomer } from '../test/fixtures.ts';
import { c2bConfirmation, setUpMpesa } from '../test/mpesa-fixtures.ts';
import { assertInLanes } from '../test/property-lanes.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * "M-Pesa money is counted once and never over-pays" (issue 22): random sequences of C2B
 * confirmations, with repeats (Safaricom's retries) and random routing (account references
 * naming real documents in any case, unknown ones, payers' phones that are customers' or
 * nobody's), and staff assigning what stayed unmatched, cashiers typing a receipt's code with a
 * payment of their own (before M-Pesa reports it; after, it is refused), reversing payments made
 * under a code (what no payment still counts waits unmatched again) and marking what waits
 * returned to the payer. After each sequence, for each receipt, with `counted` the payments
 * under its code not reversed:
 *   unplaced + returned + counted = the larger of its amount and returned + counted
 * (equal to its amount unless a cashier typed more under the code than M-Pesa brought),
 * every receipt number is recorded once, and no document holds more than its total.
 */
/**
 * How many cases (testing/property-depth.ts): 150 on each database in `npm test`, 10,000 in
 * `npm run test:deep`. In a sample of 20 seeds, 150 worlds sent a receipt again (Safaricom's
 * retry) 66 times or more, typed a code before M-Pesa reported it and after, and assigned,
 * returned and reversed what a receipt placed, 27 times or more each.
 */
const CASES = 150;
const LANES = { sqlite: 1, postgres: 4 } as const;
const CEILING_MS = propertyTimeout(600_000);

type Route =
  | { kind: 'document'; index: number; spelling: 'exact' | 'lower' | 'spaced' }
  | { kind: 'unknown-ref' }
  | { kind: 'customer-phone'; index: number }
  | { kind: 'nobody' };

interface Receipt {
  amountShillings: number;
  cents: number;
  route: Route;
}

const route: fc.Arbitrary<Route> = fc.oneof(
  fc.record({
    kind: fc.constant('document' as const),
    index: fc.nat(3),
    spelling: fc.constantFrom('exact' as const, 'lower' as const, 'spaced' as const),
  }),
  fc.constant({ kind: 'unknown-ref' as const }),
  fc.record({ kind: fc.constant('customer-phone' as const), index: fc.nat(1) }),
  fc.constant({ kind: 'nobody' as const }),
);

const receipt: fc.Arbitrary<Receipt> = fc.record({
  amountShillings: fc.integer({ min: 1, max: 900 }),
  cents: fc.constantFrom(0, 0, 50, 99),
  route,
});

const world = fc
  .record({
    totals: fc.array(fc.integer({ min: 1, max: 1500 }), { minLength: 4, maxLength: 4 }),
    receipts: fc.array(receipt, { minLength: 1, maxLength: 6 }),
  })
  .chain(({ totals, receipts }) =>
    fc.record({
      totals: fc.constant(totals),
      receipts: fc.constant(receipts),
      steps: fc.array(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record({
              kind: fc.constant('send' as const),
              receipt: fc.nat(receipts.length - 1),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('assign' as const),
              receipt: fc.nat(receipts.length - 1),
              to: fc.oneof(fc.record({ document: fc.nat(3) }), fc.record({ customer: fc.nat(1) })),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('reverse' as const),
              receipt: fc.nat(receipts.length - 1),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('return' as const),
              receipt: fc.nat(receipts.length - 1),
            }),
          },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('type' as const),
              receipt: fc.nat(receipts.length - 1),
              document: fc.nat(3),
              shillings: fc.integer({ min: 1, max: 900 }),
            }),
          },
        ),
        { minLength: 1, maxLength: 14 },
      ),
    }),
  );

for (const kind of databasesUnderTest) {
  describe(`M-Pesa receipts, property [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let userId: number;
    let confirmationPath: string;
    let worldCount = 0;

    beforeAll(async () => {
      api = await createTestApi(kind, {}, { synchronous_commit: 'off' });
      const user = await api.newUser();
      token = user.token;
      userId = await userIdOf(api.db, user.email);
      confirmationPath = (await setUpMpesa(api, token)).confirmation;
    });
    afterAll(async () => {
      await api?.close();
    });

    it(
      'counts each receipt once, places no more than a balance, and keeps the rest unplaced',
      async () => {
        const property = fc.asyncProperty(world, async ({ totals, receipts, steps }) => {
          worldCount += 1;
          const tag = `W${worldCount}X${Math.floor(Math.random() * 1e6)}`;
          // Two customers with phones; four documents, two of each kind, spread over them.
          const phones = [0, 1].map(
            (n) => `2547${String((worldCount * 2 + n) % 1e8).padStart(8, '0')}`,
          );
          const customers = [];
          for (const [n, phone] of phones.entries()) {
            customers.push(
              await insertCustomer(api.db, {
                name: `Customer ${tag}-${n}`,
                contact: `0${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`,
              }),
            );
          }
          const documents: {
            orderId?: number;
            invoiceId?: number;
            number: string;
            totalCents: number;
          }[] = [];
          for (const [n, shillings] of totals.entries()) {
            const customerId = customers[n % 2]!.id;
            const totalCents = shillings * 100;
            const number = `${n % 2 === 0 ? 'INV' : 'ORD'}-${tag}${n}`;
            if (n % 2 === 0) {
              const { id } = await insertManualInvoice(api.db, {
                customerId,
                totalCents,
                createdBy: userId,
              });
              await api.db
                .updateTable('invoices')
                .set({ invoice_number: number })
                .where('id', '=', id)
                .execute();
              documents.push({ invoiceId: id, number, totalCents });
            } else {
              const { id } = await insertOrder(api.db, {
                customerId,
                totalCents,
                createdBy: userId,
              });
              await api.db
                .updateTable('orders')
                .set({ order_number: number })
                .where('id', '=', id)
                .execute();
              documents.push({ orderId: id, number, totalCents });
            }
          }
          const numbers = receipts.map((_, n) => `${tag}R${n}`.toUpperCase());
          const bodyOf = (n: number) => {
            const { amountShillings, cents, route: where } = receipts[n]!;
            const billRef =
              where.kind === 'document'
                ? {
                    exact: documents[where.index]!.number,
                    lower: documents[where.index]!.number.toLowerCase(),
                    spaced: ` ${documents[where.index]!.number} `,
                  }[where.spelling]
                : where.kind === 'unknown-ref'
                  ? `NOPE-${tag}`
                  : '';
            const msisdn = where.kind === 'customer-phone' ? phones[where.index]! : '254799999999';
            return c2bConfirmation({
              transId: numbers[n]!,
              amount: amountShillings + cents / 100,
              billRef,
              msisdn,
            });
          };

          for (const step of steps) {
            if (step.kind === 'send') {
              const answer = await api.call('POST', confirmationPath, {
                body: bodyOf(step.receipt),
              });
              expect(answer.status).toBe(200);
              continue;
            }
            if (step.kind === 'type') {
              const document = documents[step.document]!;
              const path = document.orderId
                ? `/api/v1/orders/${document.orderId}/payments`
                : `/api/v1/invoices/${document.invoiceId}/payments`;
              const answer = await api.call('POST', path, {
                token,
                body: { amount: step.shillings, method: 'mpesa', reference: numbers[step.receipt] },
              });
              // Refused once M-Pesa reported the code, or when more than the balance.
              expect([201, 400, 409]).toContain(answer.status);
              continue;
            }
            if (step.kind === 'reverse') {
              const payment = await api.db
                .selectFrom('payments as p')
                .leftJoin('payments as r', 'r.reverses_payment_id', 'p.id')
                .select('p.id')
                .where('p.reference', '=', numbers[step.receipt]!)
                .where('p.kind', '=', 'payment')
                .where('r.id', 'is', null)
                .executeTakeFirst();
              if (!payment) continue;
              const answer = await api.call('POST', `/api/v1/payments/${payment.id}/reversal`, {
                token,
                body: { reason: 'Placed on the wrong sale' },
              });
              expect(answer.status).toBe(201);
              continue;
            }
            const row = await api.db
              .selectFrom('mpesa_receipts')
              .select('id')
              .where('receipt_number', '=', numbers[step.receipt]!)
              .executeTakeFirst();
            if (!row) continue;
            if (step.kind === 'return') {
              const answer = await api.call('POST', `/api/v1/mpesa/receipts/${row.id}/return`, {
                token,
                body: { reason: 'Reversed by Safaricom' },
              });
              expect([200, 409]).toContain(answer.status);
              continue;
            }
            const target =
              'document' in step.to
                ? documents[step.to.document]!.orderId !== undefined
                  ? { order_id: documents[step.to.document]!.orderId }
                  : { invoice_id: documents[step.to.document]!.invoiceId }
                : { customer_id: customers[step.to.customer]!.id };
            const answer = await api.call('POST', `/api/v1/mpesa/receipts/${row.id}/assign`, {
              token,
              body: target,
            });
            expect([200, 409]).toContain(answer.status);
          }

          const recorded = await api.db
            .selectFrom('mpesa_receipts')
            .select(['receipt_number', 'amount_cents', 'unplaced_cents', 'returned_cents'])
            .where('receipt_number', 'in', numbers)
            .execute();
          const sent = new Set(
            steps.filter((step) => step.kind === 'send').map((step) => step.receipt),
          );
          const typedAny = steps.some((step) => step.kind === 'type');
          expect(recorded.map((row) => row.receipt_number).sort()).toEqual(
            [...sent].map((n) => numbers[n]!).sort(),
          );
          const paidFromReceipts = await api.db
            .selectFrom('payments')
            .select(['amount_cents', 'reference'])
            .where('method', '=', 'mpesa')
            .where('reference', 'in', numbers)
            .execute();
          const receiptsTotal = [...sent].reduce(
            (sum, n) => sum + receipts[n]!.amountShillings * 100 + receipts[n]!.cents,
            0,
          );
          const placed = paidFromReceipts.reduce((sum, row) => sum + Number(row.amount_cents), 0);
          const unplaced = recorded.reduce((sum, row) => sum + Number(row.unplaced_cents), 0);
          const returned = recorded.reduce((sum, row) => sum + Number(row.returned_cents), 0);
          if (!typedAny) expect(placed + unplaced + returned).toBe(receiptsTotal);
          for (const row of recorded) {
            // Payments and their reversals under the code: what still counts of it.
            const counted = paidFromReceipts
              .filter((payment) => payment.reference === row.receipt_number)
              .reduce((sum, payment) => sum + Number(payment.amount_cents), 0);
            const kept = Number(row.unplaced_cents) + Number(row.returned_cents);
            expect(kept + counted, row.receipt_number).toBe(
              Math.max(Number(row.amount_cents), Number(row.returned_cents) + counted),
            );
          }
          for (const document of documents) {
            const sale = document.orderId
              ? await api.db
                  .selectFrom('orders')
                  .select('paid_cents')
                  .where('id', '=', document.orderId)
                  .executeTakeFirstOrThrow()
              : await api.db
                  .selectFrom('invoices')
                  .select('paid_cents')
                  .where('id', '=', document.invoiceId!)
                  .executeTakeFirstOrThrow();
            expect(Number(sale.paid_cents)).toBeLessThanOrEqual(document.totalCents);
          }
        });
        await assertInLanes(property, { runs: CASES, lanes: LANES[kind] });
      },
      CEILING_MS,
    );
  });
}
