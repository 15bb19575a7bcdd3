import { useApolloClient } from '@apollo/client/react';
import { useMachine, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useOutbox } from '../../../shared/offline/outbox-provider.tsx';
import { inspect } from '../../../shared/statecharts/inspection-relay.ts';
import { createOrderOrKeep } from '../offline-order.ts';
import { sendOrder } from '../orders.actors.ts';
import { counterCartMachine, quickSaleMachine } from './quick-sale.machine.ts';

/**
 * Runs the quick sale with the real create-order request (the Orders screen's), and reads its
 * cart. A sale made drops the Orders list's pages from the cache, so the list shows it.
 */
export function useQuickSale(defaultVatPercent: string) {
  const client = useApolloClient();
  // The save step: offline, the sale is kept in the outbox and synced later (issue 54).
  const outbox = useOutbox();
  const outboxNow = useRef(outbox);
  outboxNow.current = outbox;
  // useMachine keeps the logic of its first render; build it once.
  const [machine] = useState(() =>
    quickSaleMachine.provide({
      actors: {
        cart: counterCartMachine.provide({
          actors: {
            createOrder: createOrderOrKeep(
              (order) => sendOrder(client, order),
              () => outboxNow.current,
            ),
          },
        }),
      },
      actions: {
        saleMade: () => {
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'ordersPage' });
          client.cache.gc();
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { inspect, input: { defaultVatPercent } });
  const cartRef = snapshot.children.cart as ActorRefFrom<typeof counterCartMachine>;
  const cart = useSelector(cartRef, (cartSnapshot) => cartSnapshot);
  return { snapshot, send, cart };
}
