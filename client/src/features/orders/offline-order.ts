import { fromPromise } from 'xstate';
import type { RequestFailure } from '../../shared/graphql/request-failure.ts';
import { kshToCents, lineCents } from '../../shared/money/cents.ts';
import type { Outbox } from '../../shared/offline/outbox-provider.tsx';
import { OUTBOX_ORDER_PREFIX } from '../../shared/offline/outbox-store.ts';
import type { CartContext, CreatedOrder, NewOrder } from './cart.context.ts';

const unreachable: RequestFailure = { kind: 'network' };

/**
 * The cart's create-order request for the counter, which keeps selling through an outage
 * (issue 54): sent as usual when the browser is online; when it is not, or the request got no
 * answer, the sale is kept in the outbox under the same idempotency key (made at the tap) and
 * answered with its provisional number (OFF-…), to be sent when the network returns. A sale
 * whose answer was lost after the server made it is made once: the outbox sends the same key.
 * Refusals (prices changed, too little stock) stay refusals, as online.
 */
export function createOrderOrKeep(
  createOrder: (order: NewOrder) => Promise<CreatedOrder>,
  outboxNow: () => Outbox | null,
) {
  return fromPromise<CreatedOrder, NewOrder>(async ({ input, system }) => {
    const outbox = outboxNow();
    if (navigator.onLine || !outbox?.user) {
      try {
        return await createOrder(input);
      } catch (failure) {
        if ((failure as RequestFailure).kind !== 'network' || !outbox?.user) throw failure;
      }
    }
    if (!outbox) throw unreachable;
    const cart = system.get('cart')?.getSnapshot().context as CartContext | undefined;
    const order = input.input;
    const totalCents = kshToCents(order.totalAmount);
    const paid = order.payment;
    const tendered = paid?.tendered == null ? null : kshToCents(paid.tendered);
    const soldAt = new Date().toISOString();
    const kept = await outbox.keep({
      key: input.idempotencyKey,
      soldAt,
      input: { ...order, soldAt },
      lines: (cart?.lines ?? []).map((line) => ({
        itemName: line.name,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        totalPrice:
          lineCents({ quantity: line.quantity, unitPriceCents: kshToCents(line.unitPrice) }) / 100,
        taxBand: line.taxBand,
      })),
      customerName: order.customerId ? `Customer no. ${order.customerId}` : 'Walk-in customer',
      paymentMethod: order.paymentMethod,
      changeDue:
        tendered === null ? null : (tendered - kshToCents(paid?.amount ?? totalCents / 100)) / 100,
    });
    return {
      id: `${OUTBOX_ORDER_PREFIX}${kept.key}`,
      orderNumber: kept.provisionalNumber,
      changeDue: kept.changeDue,
    };
  });
}
