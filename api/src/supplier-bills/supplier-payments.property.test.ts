import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyParameters, propertyTimeout } from '../../../testing/property-depth.ts';
import { insertSupplier } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * "What a bill has paid is Σ payments − reversals, and never more than its total": random
 * sequences of payments (some more than the balance) and reversals (some of a payment already
 * reversed) sent to the API and played on a model. After every step the bill shows the model's
 * paid amount, balance and status, its ledger adds up to it, and the API refuses exactly what
 * the model refuses.
 */
const CASES = 40;
const CEILING_MS = propertyTimeout(600_000);

type Step = { kind: 'pay'; cents: number } | { kind: 'reverse'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 700_00 }) }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat({ max: 9 }) }),
);

for (const kind of databasesUnderTest) {
  describe(`supplier payments ledger invariant [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let supplierId: number;

    beforeAll(async () => {
      api = await createTestApi(kind);
      ({ token } = await api.newUser());
      supplierId = await insertSupplier(api.db);
    });
    afterAll(async () => {
      await api?.close();
    });

    const call = (method: string, path: string, body?: unknown) =>
      api.call(method, path, { token, body });

    it(
      'paid = Σ payments − reversals ≤ total, whatever the order',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.integer({ min: 1, max: 1000_00 }),
            fc.array(step, { minLength: 1, maxLength: 8 }),
            async (netCents, steps) => {
              const bill = await call('POST', '/api/v1/supplier-bills', {
                supplier_id: supplierId,
                supplier_invoice_number: 'P-1',
                due_on: '2099-01-01',
                lines: [{ description: 'Transport', amount: netCents / 100 }],
              });
              expect(bill.status).toBe(201);
              const totalCents = Math.round(bill.body.total * 100);
              const model = {
                paid: 0,
                payments: [] as { id: number; cents: number; reversed: boolean }[],
              };
              for (const next of steps) {
                if (next.kind === 'pay') {
                  const answer = await call(
                    'POST',
                    `/api/v1/supplier-bills/${bill.body.id}/payments`,
                    {
                      amount: next.cents / 100,
                      method: 'cash',
                    },
                  );
                  if (next.cents > totalCents - model.paid) {
                    expect(answer.status).toBe(409);
                  } else {
                    expect(answer.status).toBe(201);
                    model.paid += next.cents;
                    const made = answer.body.payments.at(-1);
                    model.payments.push({ id: made.id, cents: next.cents, reversed: false });
                  }
                } else {
                  const payment = model.payments[next.pick % Math.max(model.payments.length, 1)];
                  if (!payment) continue;
                  const answer = await call(
                    'POST',
                    `/api/v1/supplier-bills/${bill.body.id}/payments/${payment.id}/reversal`,
                    { reason: 'Property test' },
                  );
                  if (payment.reversed) {
                    expect(answer.status).toBe(409);
                  } else {
                    expect(answer.status).toBe(200);
                    payment.reversed = true;
                    model.paid -= payment.cents;
                  }
                }
                const now = (await call('GET', `/api/v1/supplier-bills/${bill.body.id}`)).body;
                expect(Math.round(now.paid * 100)).toBe(model.paid);
                expect(Math.round(now.balance * 100)).toBe(totalCents - model.paid);
                expect(now.status).toBe(
                  model.paid >= totalCents ? 'paid' : model.paid > 0 ? 'partially_paid' : 'unpaid',
                );
                const ledger = now.payments.reduce(
                  (sum: number, entry: { amount: number }) => sum + Math.round(entry.amount * 100),
                  0,
                );
                expect(ledger).toBe(model.paid);
                expect(model.paid).toBeLessThanOrEqual(totalCents);
              }
            },
          ),
          propertyParameters(CASES, 1000),
        );
      },
      CEILING_MS,
    );
  });
}
