import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { CreateOrderDocument } from '../../graphql/operations.generated.ts';
import { requestData } from '../../shared/graphql/request-failure.ts';
import type { CreatedOrder, NewOrder } from './cart.context.ts';

/** The Orders screen's create-order request over GraphQL, as the cart machine's named actor. */
export function createOrdersActors(client: ApolloClient) {
  return {
    createOrder: fromPromise<CreatedOrder, NewOrder>(async ({ input }) => {
      const data = await requestData(() =>
        client.mutate({
          mutation: CreateOrderDocument,
          variables: { input: input.input, idempotencyKey: input.idempotencyKey },
        }),
      );
      return data.createOrder;
    }),
  };
}
