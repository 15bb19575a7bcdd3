import type { ApolloClient } from '@apollo/client';
import { CreateOrderDocument } from '../documents/create-order.generated.ts';
import { classifyRequestFailure, requestData } from '../graphql/request-failure.ts';
import type { SendOutcome } from './outbox.machine.ts';
import { type KeptSale, settleSale, waitingSales } from './outbox-store.ts';

/** The Web Lock every tab of this browser takes to send the outbox: one sender at a time. */
export const OUTBOX_LOCK = 'ghala-outbox-send';

/** Runs `send` holding the outbox lock; a browser without Web Locks has one tab's word for it. */
function holdingOutboxLock<T>(send: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(OUTBOX_LOCK, send) as Promise<T>;
  }
  return send();
}

/**
 * Sends the user's waiting sales in the order they were made, through the normal createOrder
 * with the key made at each tap. The list is read after the lock is taken, so a tab that waited
 * for another one's send finds those sales synced and sends nothing twice; and even if it did
 * (a tab closed after the server committed, before the outbox was told), the key makes the
 * server answer the order it made. A refusal (a rule the sale breaks) is kept on the sale and the
 * rest go on; a lost connection or a failing server stops the send, keeping the order.
 */
export function sendWaitingSales(client: ApolloClient, userId: string): Promise<SendOutcome> {
  return holdingOutboxLock(async () => {
    const outcome: SendOutcome = { sent: 0, refused: 0 };
    for (const sale of await waitingSales(userId)) {
      if (await sendOne(client, sale)) outcome.sent += 1;
      else outcome.refused += 1;
    }
    return outcome;
  });
}

/** True when the server made (or replayed) the order; false when it refused the sale. */
async function sendOne(client: ApolloClient, sale: KeptSale): Promise<boolean> {
  try {
    const data = await requestData(() =>
      client.mutate({
        mutation: CreateOrderDocument,
        variables: { input: sale.input, idempotencyKey: sale.key },
      }),
    );
    await settleSale(sale.key, {
      state: 'synced',
      orderId: data.createOrder.id,
      orderNumber: data.createOrder.orderNumber,
      problem: null,
    });
    // The Orders list holds pages without it.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'ordersPage' });
    client.cache.gc();
    return true;
  } catch (error) {
    const failure = classifyRequestFailure(error);
    if (failure.kind !== 'rejected' || failure.code === 'RATE_LIMITED') throw failure;
    await settleSale(sale.key, {
      state: 'refused',
      orderId: null,
      orderNumber: null,
      problem: failure.message,
    });
    return false;
  }
}
