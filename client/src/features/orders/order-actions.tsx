import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { type Actor, createActor } from 'xstate';
import {
  CancelOrderDocument,
  GenerateInvoiceDocument,
  type GenerateInvoiceMutation,
  OrderPaymentsDocument,
  type OrderRowFragment,
  type PaymentEntryFragment,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { serverMessage } from '../../shared/graphql/request-failure.ts';
import { kshToCents } from '../../shared/money/cents.ts';
import { formatCents, formatKsh } from '../../shared/money/money-format.ts';
import { MpesaPaymentDialog } from '../../shared/payments/mpesa-payment-dialog.tsx';
import type { PaymentEntryInput } from '../../shared/payments/payment-details.ts';
import { PaymentDialog } from '../../shared/payments/payment-dialog.tsx';
import { PaymentHistory } from '../../shared/payments/payment-history.tsx';
import { ReversePaymentDialog } from '../../shared/payments/reverse-payment-dialog.tsx';
import { usePermissions } from '../../shared/session/permissions.ts';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { IconButton, IconLink } from '../../shared/ui/icon-button.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { RowMenu, type RowMenuItem } from '../../shared/ui/row-menu.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { OrderItemsDialog } from './order-items-dialog.tsx';
import { balanceCents, orderPaymentMachine, type PaymentOrder } from './order-payment.machine.ts';
import { createOrdersActors } from './orders.actors.ts';
import { generateInvoiceFailureText } from './orders.messages.ts';

/**
 * Dialogs leave the table for the end of the body: inside a cell they would take on the
 * table's styles (right-aligned numbers, upper-case headers, a phone's card layout).
 */
function OutsideTable({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}

/** What the list knows once for all its rows, rather than each row asking. */
export type OrderActionsShared = {
  /** M-Pesa is set up, so its request is offered. */
  mpesaAvailable: boolean;
  /** The signed-in role may cancel orders. */
  mayManage: boolean;
};

/** A dialog a row's menu opens. */
type RowDialog = 'items' | 'payments' | 'mpesa' | 'cancel';

/**
 * One order's actions in the list: Generate invoice (or View invoice) and Mark paid as buttons,
 * the rest in its "More" menu: items, payments, partial payment, an M-Pesa request, cancel.
 * A long list renders a screenful of rows before its first paint, so each row keeps its first
 * render light: three buttons, no query of its own (the list asks once), no payment machine
 * until a payment is started, the menu's items made as it opens, and no dialog (nor the portal
 * that takes it out of the table) until one opens.
 */
export function OrderActions({
  order,
  shared,
}: {
  order: OrderRowFragment;
  shared: OrderActionsShared;
}) {
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const payment = useOrderPayment(order);
  const close = () => setDialog(null);
  const { orderNumber } = order;

  function menuItems(): RowMenuItem[] {
    const items: RowMenuItem[] = [
      { text: 'Items', label: `Items of ${orderNumber}`, onSelect: () => setDialog('items') },
      {
        text: 'Payments',
        label: `Payments on ${orderNumber}`,
        onSelect: () => setDialog('payments'),
      },
      {
        text: 'Partial payment',
        label: `Partial payment for ${orderNumber}`,
        disabled: !payment.mayPay,
        onSelect: payment.startPartial,
      },
    ];
    if (shared.mpesaAvailable && mpesaPayable(order)) {
      items.push({
        text: 'Request M-Pesa payment',
        label: `Request M-Pesa payment for ${orderNumber}`,
        onSelect: () => setDialog('mpesa'),
      });
    }
    // An invoiced order is corrected by a credit note on its invoice, never cancelled.
    if (shared.mayManage && order.status === 'pending' && !order.invoiceId) {
      items.push({
        text: 'Cancel order',
        label: `Cancel order ${orderNumber}`,
        tone: 'danger',
        onSelect: () => setDialog('cancel'),
      });
    }
    return items;
  }

  return (
    <>
      <GenerateInvoiceAction order={order} />
      <IconButton
        icon="paid"
        tone="primary"
        label={`Mark paid: ${orderNumber}`}
        text={payment.markingPaid ? 'Saving...' : 'Mark paid'}
        disabled={!payment.mayPay}
        onClick={payment.startMarkPaid}
      />
      <RowMenu label={`More actions for ${orderNumber}`} items={menuItems} />
      {payment.dialogs}
      {dialog && (
        <OutsideTable>
          {dialog === 'items' && (
            <OrderItemsDialog open orderId={order.id} orderNumber={orderNumber} onClose={close} />
          )}
          {dialog === 'payments' && (
            <OrderPaymentsDialog orderId={order.id} orderNumber={orderNumber} onClose={close} />
          )}
          {dialog === 'mpesa' && <MpesaRequestDialog order={order} onClose={close} />}
          {dialog === 'cancel' && <CancelOrderDialog order={order} onClose={close} />}
        </OutsideTable>
      )}
    </>
  );
}

/** An order's payment history, where a payment can be reversed. */
function OrderPaymentsDialog({
  orderId,
  orderNumber,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const { data, error } = useQuery(OrderPaymentsDocument, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const [reversing, setReversing] = useState<PaymentEntryFragment | null>(null);
  // Reversing is an owner's or a manager's (issue 16): a cashier's history is read-only.
  const mayReverse = usePermissions()?.manage ?? false;
  const order = data?.order;

  let body: ReactNode;
  if (order) {
    body = (
      <>
        <p className="order-payments__summary">
          Paid {formatKsh(order.paidAmount)} of {formatKsh(order.totalAmount)}; balance{' '}
          {formatKsh(order.balance)}.
        </p>
        <PaymentHistory
          entries={order.payments}
          documentNumber={order.orderNumber}
          onReverse={mayReverse ? setReversing : undefined}
        />
      </>
    );
  } else if (error) {
    body = (
      <p className="banner banner--error" role="alert">
        {loadFailureMessage(error, 'Failed to load the payments')}
      </p>
    );
  } else {
    body = <p role="status">Loading payments...</p>;
  }

  return (
    <>
      <ModalDialog
        open={reversing === null}
        title={`Payments on ${orderNumber}`}
        onClose={onClose}
        size="large"
        footer={
          <button className="button button--secondary" type="button" onClick={onClose}>
            Close
          </button>
        }
      >
        {body}
      </ModalDialog>
      <ReversePaymentDialog
        payment={reversing}
        onClose={() => setReversing(null)}
        onReversed={(payment) => {
          setReversing(null);
          toast.success(`Payment of ${formatKsh(payment.amount)} on ${orderNumber} reversed`);
        }}
      />
    </>
  );
}

/**
 * Mark paid and Partial payment, driven by the order's payment machine. At rest both follow the
 * order's status alone (the machine's `resolving`: nothing more is paid on a paid or a cancelled
 * order), so a row starts its machine at the first press, with that press as its first event,
 * and keeps it while the row is shown. Two dozen machines started and synced before the list's
 * first paint were part of the 62 ms of CPU the rows' buttons cost the Orders screen
 * (docs/benchmarks.md). Returns what the row shows: whether it may be paid, whether Mark paid
 * is saving, the two starts, and the payment dialogs while one is open.
 */
function useOrderPayment(order: PaymentOrder) {
  const client = useApolloClient();
  const toast = useToast();
  const [actor, setActor] = useState<Actor<typeof orderPaymentMachine> | null>(null);
  const snapshot = useSelector(actor ?? undefined, (current) => current);
  const { id, orderNumber, totalAmount, paidAmount, amountCredited, status, paymentMethod } = order;

  function press(type: 'payment.markPaid' | 'payment.partial') {
    if (actor) {
      actor.send({ type });
      return;
    }
    const started = createActor(
      orderPaymentMachine.provide({
        actors: { recordOrderPayment: createOrdersActors(client).recordOrderPayment },
        actions: {
          paymentSaved: (_, { order: saved, amountCents }) =>
            toast.success(
              saved.status === 'paid'
                ? `${saved.orderNumber} is paid in full`
                : `Payment of ${formatCents(amountCents)} recorded: ${formatKsh(saved.paidAmount)} of ${formatKsh(saved.totalAmount)} paid on ${saved.orderNumber}`,
            ),
        },
      }),
      { input: { order }, inspect },
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
      type: 'order.sync',
      order: { id, orderNumber, totalAmount, paidAmount, amountCredited, status, paymentMethod },
    });
  }, [actor, id, orderNumber, totalAmount, paidAmount, amountCredited, status, paymentMethod]);

  const send = (event: Parameters<Actor<typeof orderPaymentMachine>['send']>[0]) =>
    actor?.send(event);
  // Nothing more is paid on a paid or a cancelled order.
  const paid = snapshot
    ? snapshot.matches('paid') || snapshot.matches('cancelled')
    : status === 'paid' || status === 'cancelled';
  const markingPaid = snapshot?.matches('markingPaid') ?? false;
  const savingPartial = snapshot?.matches('savingPartial') ?? false;
  const confirming = (snapshot?.matches('confirmingMarkPaid') ?? false) || markingPaid;
  const prompting = (snapshot?.matches('enteringAmount') ?? false) || savingPartial;
  const error = snapshot?.context.error ?? null;
  const balance = snapshot ? balanceCents(snapshot.context) : 0;
  // A credit sale is paid later, most often by M-Pesa.
  const defaultMethod = snapshot?.context.paymentMethod === 'credit' ? 'mpesa' : paymentMethod;
  const dialog = {
    balanceCents: balance,
    defaultMethod,
    busyLabel: 'Saving...',
    error,
    onSubmit: (payment: PaymentEntryInput) => send({ type: 'payment.submit', ...payment }),
    onCancel: () => send({ type: 'payment.cancel' }),
  };

  return {
    mayPay: !(paid || markingPaid || savingPartial),
    markingPaid,
    startMarkPaid: () => press('payment.markPaid'),
    startPartial: () => press('payment.partial'),
    dialogs: (confirming || prompting) && (
      <OutsideTable>
        <PaymentDialog
          {...dialog}
          open={confirming}
          title="Mark paid"
          question={`Mark ${orderNumber} paid: ${formatCents(balance)}?`}
          fixedAmountCents={balance}
          confirmLabel="Mark paid"
          busy={markingPaid}
        />
        <PaymentDialog
          {...dialog}
          open={prompting}
          title={`Partial payment on ${orderNumber}`}
          confirmLabel="Record payment"
          busy={savingPartial}
        />
      </OutsideTable>
    ),
  };
}

/**
 * Request M-Pesa payment (issue 22) is offered on an order that still owes at least a shilling
 * (an STK push for less is refused), once M-Pesa is set up in Settings.
 */
const mpesaPayable = (order: OrderRowFragment) =>
  order.status !== 'cancelled' && order.status !== 'paid' && kshToCents(order.balance) >= 100;

/** An STK push to the customer's phone for the balance; stays open once the row is paid by it. */
function MpesaRequestDialog({ order, onClose }: { order: OrderRowFragment; onClose: () => void }) {
  const toast = useToast();
  return (
    <MpesaPaymentDialog
      document={{
        kind: 'order',
        id: order.id,
        number: order.orderNumber,
        balanceCents: kshToCents(order.balance),
      }}
      onClose={onClose}
      onPaid={(request) =>
        toast.success(
          `M-Pesa payment of ${formatCents(request.amountCents)} received on ${order.orderNumber}`,
        )
      }
    />
  );
}

type GeneratedInvoice = GenerateInvoiceMutation['generateInvoice'];

function GenerateInvoiceAction({ order }: { order: OrderRowFragment }) {
  const toast = useToast();
  const [generate, { loading }] = useMutation(GenerateInvoiceDocument, {
    // The row turns into a way to its invoice at once: an order is invoiced only once.
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'Order', id: order.id }),
        fields: {
          invoiceId: () => data.generateInvoice.id,
          invoiceNumber: () => data.generateInvoice.invoiceNumber,
        },
      });
    },
  });
  const [invoice, setInvoice] = useState<GeneratedInvoice | null>(null);

  async function onGenerate() {
    try {
      const { data } = await generate({
        variables: { orderId: order.id, idempotencyKey: newAttemptKey() },
      });
      if (!data) throw new Error('no data');
      setInvoice(data.generateInvoice);
    } catch (error) {
      toast.failure(generateInvoiceFailureText(error));
    }
  }

  return (
    <>
      {order.invoiceId ? (
        <IconLink
          icon="invoice"
          label={`View invoice ${order.invoiceNumber} of ${order.orderNumber}`}
          text="View invoice"
          to={`/invoices?invoice=${order.invoiceId}`}
        />
      ) : (
        <IconButton
          icon="invoice"
          label={`Generate invoice for ${order.orderNumber}`}
          text={loading ? 'Generating...' : 'Generate invoice'}
          disabled={loading || order.status === 'cancelled'}
          onClick={onGenerate}
        />
      )}
      {invoice && (
        <OutsideTable>
          <ModalDialog
            open
            title="Invoice generated"
            size="small"
            onClose={() => setInvoice(null)}
            footer={
              <>
                <button
                  className="button button--secondary"
                  type="button"
                  onClick={() => setInvoice(null)}
                >
                  Close
                </button>
                <Link className="button button--primary" to={`/invoices?invoice=${invoice.id}`}>
                  Open invoice
                </Link>
              </>
            }
          >
            <p className="order-invoice__message" role="status">
              Invoice <strong>{invoice.invoiceNumber}</strong> was created from {order.orderNumber}{' '}
              for {formatKsh(invoice.total)}.
            </p>
          </ModalDialog>
        </OutsideTable>
      )}
    </>
  );
}

/**
 * Cancels a pending order (issue 18): an owner's or a manager's, after a confirmation that
 * takes an optional reason. The server refuses an order that has payments or an invoice, and
 * says to credit its invoice instead; that reason is shown as it comes.
 */
function CancelOrderDialog({ order, onClose }: { order: OrderRowFragment; onClose: () => void }) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [cancelOrder, { loading }] = useMutation(CancelOrderDocument, {
    refetchQueries: ['OrdersList'],
  });
  async function onConfirm() {
    try {
      await cancelOrder({ variables: { id: order.id, reason: reason.trim() || null } });
      onClose();
      toast.success(`${order.orderNumber} cancelled; its stock is back on the shelf`);
    } catch (error) {
      onClose();
      toast.failure(
        serverMessage(error) ?? `Could not cancel ${order.orderNumber}. Please try again.`,
      );
    }
  }

  return (
    <ConfirmDialog
      open
      title="Cancel order"
      message={
        <>
          <p>
            Cancel {order.orderNumber} for {order.customerName} ({formatKsh(order.totalAmount)})?
          </p>
          <p className="field__hint">
            It stays on record as cancelled with its number; its items go back into stock and nobody
            owes it.
          </p>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={setReason}
            maxLength={500}
          />
        </>
      }
      confirmLabel={loading ? 'Cancelling...' : 'Cancel order'}
      cancelLabel="Keep order"
      busy={loading}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
