import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import { formatCents } from '../../shared/money/money-format.ts';
import { createSalePaymentActors, orderSale } from '../../shared/payments/sale-payment.actors.ts';
import type { SaleBalance } from '../../shared/payments/sale-payment.context.ts';
import { salePaymentMachine } from '../../shared/payments/sale-payment.machine.ts';
import {
  SalePaymentDialogs,
  salePaymentView,
} from '../../shared/payments/sale-payment-dialogs.tsx';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';
import { useToast } from '../../shared/ui/toast.tsx';
import type { OrderRowFragment } from './orders.generated.ts';
import { OutsideTable } from './outside-table.tsx';

/** The toast after a payment on an order is saved. */
const savedText = (saved: SaleBalance, amountCents: number) =>
  saved.status === 'paid'
    ? `${saved.number} is paid in full`
    : `Payment of ${formatCents(amountCents)} recorded: ${formatCents(saved.paidCents)} of ${formatCents(saved.totalCents)} paid on ${saved.number}`;

/**
 * Mark paid and Partial payment, driven by the sale's payment machine. At rest both follow the
 * order's status alone (the machine's `resolving`: nothing more is paid on a paid or a cancelled
 * order), so a row starts its machine at the first press, with that press as its first event,
 * and keeps it while the row is shown. Two dozen machines started and synced before the list's
 * first paint were part of the 62 ms of CPU the rows' buttons cost the Orders screen
 * (docs/benchmarks.md). Returns what the row shows: whether it may be paid, whether Mark paid
 * is saving, the two starts, and the payment dialogs while one is open.
 */
export function useOrderPayment(order: OrderRowFragment) {
  const client = useApolloClient();
  const toast = useToast();
  const [actor, setActor] = useState<Actor<typeof salePaymentMachine> | null>(null);
  const snapshot = useSelector(actor ?? undefined, (current) => current);
  const { id, orderNumber, totalAmount, paidAmount, amountCredited, status, paymentMethod } = order;

  function press(type: 'payment.markPaid' | 'payment.partial') {
    if (actor) {
      actor.send({ type });
      return;
    }
    const started = createActor(
      salePaymentMachine.provide({
        actors: createSalePaymentActors(client),
        actions: {
          paymentSaved: (_, { sale, amountCents }) => toast.success(savedText(sale, amountCents)),
        },
      }),
      { input: { sale: orderSale(order) }, inspect },
    );
    started.start();
    started.send({ type });
    setActor(started);
  }
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  // The list's data is the server's: when it changes (a save, a refetch), the machine follows.
  useEffect(() => {
    actor?.send({
      type: 'sale.sync',
      sale: orderSale({ id, orderNumber, totalAmount, paidAmount, amountCredited, status }),
    });
  }, [actor, id, orderNumber, totalAmount, paidAmount, amountCredited, status]);

  const view = snapshot ? salePaymentView(snapshot) : null;
  // Nothing more is paid on a paid or a cancelled order.
  const settled = view ? view.settled : status === 'paid' || status === 'cancelled';
  const open = view !== null && (view.confirming || view.entering);

  return {
    mayPay: !(settled || view?.saving),
    markingPaid: view?.markingPaid ?? false,
    startMarkPaid: () => press('payment.markPaid'),
    startPartial: () => press('payment.partial'),
    dialogs: open && snapshot && actor && (
      <OutsideTable>
        <SalePaymentDialogs
          snapshot={snapshot}
          send={(event) => actor.send(event)}
          // A credit sale is paid later, most often by M-Pesa.
          defaultMethod={paymentMethod === 'credit' ? 'mpesa' : paymentMethod}
        />
      </OutsideTable>
    ),
  };
}
