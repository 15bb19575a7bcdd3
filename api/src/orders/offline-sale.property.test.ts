import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { propertyParameters, propertyTimeout } from '../../../testing/property-depth.ts';
import { insertCustomer, insertItem, orderRequest, stockOf } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

type Sale = { quantity: number; offline: boolean };

const sale: fc.Arbitrary<Sale> = fc.record({
  quantity: fc.integer({ min: 1, max: 6 }),
  offline: fc.boolean(),
});

/**
 * Any run of sales of one item, some made online and some sent late from a till's outbox: stock
 * never goes negative (design.md §2), an offline sale is always recorded with the quantity sold
 * and takes what the shelf held, naming the shortfall exactly when there was one, an online sale
 * beyond the stock is refused and takes nothing, and the stock ledger's sale movements add up to
 * what left the shelf.
 */
describeEachDatabase('sales made offline and online, any order (issue 54)', (api) => {
  let token: string;
  let customerId: number;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ id: customerId } = await insertCustomer(api().db));
  });

  it('keeps stock at or above 0 and names every shortfall', {
    timeout: propertyTimeout(120_000),
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.array(sale, { minLength: 1, maxLength: 6 }),
        async (opening, sales) => {
          const item = await insertItem(api().db, { name: 'Property soap', quantity: opening });
          let onShelf = opening;
          let taken = 0;
          for (const next of sales) {
            const body = {
              ...orderRequest(customerId, [{ item, quantity: next.quantity }]),
              ...(next.offline ? { sold_at: new Date(Date.now() - 60_000).toISOString() } : {}),
            };
            const answer = await api().call('POST', '/api/v1/orders', {
              token,
              body,
              headers: { 'Idempotency-Key': randomUUID() },
            });
            const short = next.quantity > onShelf;
            if (!next.offline && short) {
              expect(answer.status).toBe(409);
              continue;
            }
            expect(answer.status).toBe(201);
            expect(answer.body.items[0].quantity).toBe(next.quantity);
            const shortfall = answer.body.attention.filter((reason: string) =>
              reason.startsWith('Stock ran out'),
            );
            expect(shortfall).toHaveLength(short ? 1 : 0);
            const took = Math.min(next.quantity, onShelf);
            onShelf -= took;
            taken += took;
            expect(await stockOf(api().db, item.id)).toBe(onShelf);
          }
          const moved = await api()
            .db.selectFrom('stock_movements')
            .select((eb) => eb.fn.sum<number>('quantity_change_milli').as('sum'))
            .where('inventory_id', '=', item.id)
            .where('kind', '=', 'sale')
            .executeTakeFirstOrThrow();
          // Every unit taken off the shelf is one sale movement (added, so no sale gives -0 against 0).
          expect(Number(moved.sum ?? 0) + taken * 1000).toBe(0);
          expect(onShelf).toBeGreaterThanOrEqual(0);
        },
      ),
      propertyParameters(12),
    );
  });
});
