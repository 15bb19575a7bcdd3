import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import {
  CreateOrderDocument,
  type OrderRowFragment,
  RecordOrderPaymentDocument,
} from '../../graphql/operations.generated.ts';
import { requestData } from '../../shared/graphql/request-failure.ts';
import { centsToKsh, kshToCents } from '../../shared/money/cents.ts';
import type {
  SaleBalance,
  SalePaymentRequest,
} from '../../shared/payments/sale-payment.context.ts';
import type { CreatedOrder, NewOrder } from './cart.context.ts';

/** What the payment machine needs of an order; the list's rows and the server's answer have it. */
export type PaymentOrder = Pick<
  OrderRowFragment,
  'id' | 'orderNumber' | 'totalAmount' | 'paidAmount' | 'status'
> &
  Partial<Pick<OrderRowFragment, 'amountCredited'>>;

/** An order as its sale's payment machine holds it. */
export function orderSale(order: PaymentOrder): SaleBalance {
  return {
    kind: 'order',
    id: order.id,
    number: order.orderNumber,
    // Spec §4: an order with no status is pending.
    status: order.status ?? 'pending',
    totalCents: kshToCents(order.totalAmount),
    creditedCents: kshToCents(order.amountCredited ?? 0),
    paidCents: kshToCents(order.paidAmount),
  };
}

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
    recordPayment: fromPromise<SaleBalance, SalePaymentRequest>(async ({ input }) => {
      const data = await requestData(() =>
        client.mutate({
          mutation: RecordOrderPaymentDocument,
          variables: {
            id: input.sale.id,
            amount: centsToKsh(input.amountCents),
            ...input.details,
            idempotencyKey: input.idempotencyKey,
          },
        }),
      );
      return orderSale(data.recordOrderPayment);
    }),
  };
}
