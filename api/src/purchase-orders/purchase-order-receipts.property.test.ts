import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { propertyParameters, propertyTimeout } from '../../../testing/property-depth.ts';
import { insertItem, insertSupplier } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';
import { statusFromReceipts } from './purchase-order-status.ts';

type Step =
  | { kind: 'receive'; quantities: [number, number]; allow: boolean }
  | { kind: 'reverse'; which: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('receive' as const),
    quantities: fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })),
    allow: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('reverse' as const), which: fc.nat() }),
);

/**
 * Against an order of two lines, any run of deliveries (asked to allow more than ordered or not)
 * and reversals: each line's received is what its standing deliveries brought, never above what
 * was ordered unless a delivery was allowed to take it there, and the status is the function of
 * the received quantities (purchase-order-status.ts).
 */
describeEachDatabase('receiving against a purchase order, any order of events', (api) => {
  let token: string;
  let supplierId: number;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    supplierId = await insertSupplier(api().db, 'Property Supplies Ltd');
  });

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });

  it('keeps received ≤ ordered unless allowed, and the status a function of received', {
    timeout: propertyTimeout(120_000),
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 })),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (ordered, steps) => {
          const items = [
            await insertItem(api().db, { name: 'Property item A', quantity: 0 }),
            await insertItem(api().db, { name: 'Property item B', quantity: 0 }),
          ];
          const made = await call('POST', '/api/v1/purchase-orders', {
            supplier_id: supplierId,
            lines: items.map((item, index) => ({
              inventory_id: item.id,
              quantity: ordered[index],
              unit_cost: 10,
            })),
          });
          expect(made.status).toBe(201);
          const id = made.body.id;
          const standing: { id: number; quantities: number[] }[] = [];
          let allowedOver = false;
          for (const next of steps) {
            const received = [0, 1].map((index) =>
              standing.reduce((sum, note) => sum + note.quantities[index]!, 0),
            );
            if (next.kind === 'receive') {
              const lines = items
                .map((item, index) => ({
                  inventory_id: item.id,
                  quantity: next.quantities[index]!,
                }))
                .filter((line) => line.quantity > 0);
              if (lines.length === 0) continue;
              // Only the lines this delivery brings ask: a line received over before (allowed
              // then) does not make a later delivery of the other line ask again.
              const over = [0, 1].some(
                (index) =>
                  next.quantities[index]! > 0 &&
                  received[index]! + next.quantities[index]! > ordered[index]!,
              );
              const answer = await call('POST', `/api/v1/purchase-orders/${id}/receive`, {
                lines,
                allow_over_receipt: next.allow,
              });
              if (over && !next.allow) {
                expect(answer.status).toBe(409);
                continue;
              }
              expect(answer.status).toBe(201);
              allowedOver ||= over;
              standing.push({
                id: answer.body.goods_received_id,
                quantities: [...next.quantities],
              });
            } else if (standing.length > 0) {
              const [note] = standing.splice(next.which % standing.length, 1);
              const answer = await call('POST', `/api/v1/goods-received/${note!.id}/reverse`, {
                reason: 'Property reversal',
              });
              expect(answer.status).toBe(200);
            }
            const read = await call('GET', `/api/v1/purchase-orders/${id}`);
            const expected = [0, 1].map((index) =>
              standing.reduce((sum, note) => sum + note.quantities[index]!, 0),
            );
            expect(read.body.lines.map((line: { received: number }) => line.received)).toEqual(
              expected,
            );
            if (!allowedOver) {
              for (const [index, value] of expected.entries())
                expect(value).toBeLessThanOrEqual(ordered[index]!);
            }
            expect(read.body.status).toBe(
              statusFromReceipts(
                { cancelled: false, sent: false },
                expected.map((value, index) => ({
                  quantity_milli: ordered[index]! * 1000,
                  received_milli: value * 1000,
                })),
              ),
            );
          }
        },
      ),
      propertyParameters(12),
    );
  });
});
