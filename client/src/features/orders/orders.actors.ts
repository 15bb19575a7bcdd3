import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  CreateOrderDocument,
  RecordOrderPaymentDocument,
} from '../../graphql/operations.generated.ts';
import { requestData } from '../../shared/graphql/request-failure.ts';
import { centsToKsh } from '../../shared/money/cents.ts';
import type { CreatedOrder, NewOrder } from './cart.machine.ts';
import type { OrderPaymentRequest, PaymentOrder } from './order-payment.machine.ts';

/** The Orders screen's writes over GraphQL, as the machines' named actors. */
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
    recordOrderPayment: fromPromise<PaymentOrder, OrderPaymentRequest>(async ({ input }) => {
      const data = await requestData(() =>
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
      return data.recordOrderPayment;
    }),
  };
}
