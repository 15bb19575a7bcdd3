import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { CreateOrderDocument } from '../../shared/documents/create-order.generated.ts';
import { requestData } from '../../shared/graphql/request-failure.ts';
import type { CreatedOrder, NewOrder } from './cart.context.ts';

/** The create-order request over GraphQL; rejects with a RequestFailure. */
export async function sendOrder(client: ApolloClient, order: NewOrder): Promise<CreatedOrder> {
  const data = await requestData(() =>
    client.mutate({
      mutation: CreateOrderDocument,
      variables: { input: order.input, idempotencyKey: order.idempotencyKey },
    }),
  );
  return data.createOrder;
}

/** The Orders screen's create-order request over GraphQL, as the cart machine's named actor. */
export function createOrdersActors(client: ApolloClient) {
  return {
    createOrder: fromPromise<CreatedOrder, NewOrder>(({ input }) => sendOrder(client, input)),
  };
}
