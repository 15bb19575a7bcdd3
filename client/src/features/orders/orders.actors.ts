import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  CreateOrderDocument,
  RecordOrderPaymentDocument,
} from '../../graphql/operations.generated.ts';
import {
  classifyRequestFailure,
  type RequestFailure,
} from '../../shared/graphql/request-failure.ts';
import { centsToKsh } from '../../shared/money/cents.ts';
import type { CreatedOrder, NewOrder } from './cart.machine.ts';
import type { OrderPaymentRequest, PaymentOrder } from './order-payment.machine.ts';

/** Runs a request; a failure is rethrown as a RequestFailure the machines can tell apart. */
async function classified<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw classifyRequestFailure(error);
  }
}

function answered<T>(data: T | null | undefined): T {
  if (data == null) throw { kind: 'server' } satisfies RequestFailure;
  return data;
}

/** The Orders screen's writes over GraphQL, as the machines' named actors. */
export function createOrdersActors(client: ApolloClient) {
  return {
    createOrder: fromPromise<CreatedOrder, NewOrder>(async ({ input }) => {
      const { data } = await classified(() =>
        client.mutate({
          mutation: CreateOrderDocument,
          variables: { input: input.input, idempotencyKey: input.idempotencyKey },
        }),
      );
      return answered(data).createOrder;
    }),
    recordOrderPayment: fromPromise<PaymentOrder, OrderPaymentRequest>(async ({ input }) => {
      const { data } = await classified(() =>
        client.mutate({
          mutation: RecordOrderPaymentDocument,
          variables: {
            id: input.orderId,
            amount: centsToKsh(input.amountCents),
            ...input.details,
            idempotencyKey: input.idempotencyKey,
          },
        }),
      );
      return answered(data).recordOrderPayment;
    }),
  };
}
