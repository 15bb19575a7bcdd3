import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';
import type { CartInput, CreatedOrder } from './cart.context.ts';
import { cartMachine } from './cart.machine.ts';
import { createOrdersActors } from './orders.actors.ts';

type CartCallbacks = {
  /** A new order exists: the screen refreshes its list and closes the form. */
  onCreated: (order: CreatedOrder) => void;
  /** The server refused the order (stock, prices): the screen fetches fresh data. */
  onRefused: () => void;
};

/**
 * Runs the cart machine with the real create-order request, starting from the draft the
 * browser kept when there is one, else an empty cart at Settings' default VAT rate. It lives on the screen rather than in the form, so the
 * cart survives switching to the list and back, and a request in flight still finishes if the
 * form is closed.
 */
export function useCart(callbacks: CartCallbacks, input: CartInput) {
  const client = useApolloClient();
  const latest = useRef(callbacks);
  latest.current = callbacks;
  // useMachine keeps the logic of its first render; build it once.
  const [machine] = useState(() =>
    cartMachine.provide({
      actors: { createOrder: createOrdersActors(client).createOrder },
      actions: {
        orderCreated: (_, order) => latest.current.onCreated(order),
        orderRefused: () => latest.current.onRefused(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { inspect, input });
  return { snapshot, send };
}
