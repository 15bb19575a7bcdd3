import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import {
  GenerateInvoiceDocument,
  type GenerateInvoiceMutation,
  type OrderRowFragment,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { formatKsh } from '../../shared/format/money.ts';
import { classifyRequestFailure } from '../../shared/graphql/request-failure.ts';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';
import { AmountDialog } from '../../shared/ui/amount-dialog.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { OrderItemsDialog } from './order-items-dialog.tsx';
import { orderPaymentMachine, type PaymentOrder } from './order-payment.machine.ts';
import { createOrdersActors } from './orders.actors.ts';
import { generateInvoiceFailureText } from './orders.messages.ts';

/**
 * Dialogs leave the table for the end of the body: inside a cell they would take on the
 * table's styles (right-aligned numbers, upper-case headers, a phone's card layout).
 */
function OutsideTable({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}

/** The buttons of one order in the list: items, generate invoice, mark paid, partial payment. */
export function OrderActions({ order }: { order: OrderRowFragment }) {
  const [showItems, setShowItems] = useState(false);
  return (
    <>
      <IconButton
        icon="items"
        label={`Items of ${order.orderNumber}`}
        text="Items"
        onClick={() => setShowItems(true)}
      />
      <GenerateInvoiceAction order={order} />
      <PaymentActions order={order} />
      <OutsideTable>
        <OrderItemsDialog
          open={showItems}
          orderId={order.id}
          orderNumber={order.orderNumber}
          onClose={() => setShowItems(false)}
        />
      </OutsideTable>
    </>
  );
}

function PaymentActions({ order }: { order: PaymentOrder }) {
  const client = useApolloClient();
  const toast = useToast();
  const [machine] = useState(() =>
    orderPaymentMachine.provide({
      actors: { updateOrderPayment: createOrdersActors(client).updateOrderPayment },
      actions: {
        paymentSaved: (_, { order: saved }) =>
          toast.success(
            saved.status === 'paid'
              ? `${saved.orderNumber} is paid in full`
              : `Payment recorded: ${formatKsh(saved.paidAmount)} of ${formatKsh(saved.totalAmount)} paid on ${saved.orderNumber}`,
          ),
        paymentFailed: (_, { message }) => toast.failure(message),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { order }, inspect });
  const { id, orderNumber, totalAmount, paidAmount, status } = order;

  // The list's data is the server's: when it changes (a save, a refetch), the machine follows.
  useEffect(() => {
    send({ type: 'order.sync', order: { id, orderNumber, totalAmount, paidAmount, status } });
  }, [send, id, orderNumber, totalAmount, paidAmount, status]);

  const paid = snapshot.matches('paid');
  const saving = snapshot.matches('markingPaid') || snapshot.matches('savingPartial');
  const prompting = snapshot.matches('enteringAmount') || snapshot.matches('savingPartial');
  const { totalCents, paidCents, error } = snapshot.context;

  return (
    <>
      <IconButton
        icon="paid"
        tone="primary"
        label={`Mark paid: ${orderNumber}`}
        text={snapshot.matches('markingPaid') ? 'Saving...' : 'Mark paid'}
        disabled={paid || saving}
        onClick={() => send({ type: 'payment.markPaid' })}
      />
      <IconButton
        icon="part-paid"
        label={`Partial payment for ${orderNumber}`}
        text="Partial payment"
        disabled={paid || saving}
        onClick={() => send({ type: 'payment.partial' })}
      />
      <OutsideTable>
        <AmountDialog
          open={prompting}
          title="Partial payment"
          label={`Amount received on ${orderNumber} (KSh)`}
          max={(totalCents - paidCents) / 100}
          confirmLabel={snapshot.matches('savingPartial') ? 'Saving...' : 'Record payment'}
          busy={snapshot.matches('savingPartial')}
          error={prompting ? error : null}
          onSubmit={(amount) => send({ type: 'amount.submit', amount })}
          onCancel={() => send({ type: 'amount.cancel' })}
        />
      </OutsideTable>
    </>
  );
}

type GeneratedInvoice = GenerateInvoiceMutation['generateInvoice'];

function GenerateInvoiceAction({ order }: { order: OrderRowFragment }) {
  const toast = useToast();
  const [generate, { loading }] = useMutation(GenerateInvoiceDocument);
  const [invoice, setInvoice] = useState<GeneratedInvoice | null>(null);

  async function onGenerate() {
    try {
      const { data } = await generate({
        variables: { orderId: order.id, idempotencyKey: newAttemptKey() },
      });
      if (!data) throw new Error('no data');
      setInvoice(data.generateInvoice);
    } catch (error) {
      toast.failure(generateInvoiceFailureText(classifyRequestFailure(error)));
    }
  }

  return (
    <>
      <IconButton
        icon="invoice"
        label={`Generate invoice for ${order.orderNumber}`}
        text={loading ? 'Generating...' : 'Generate invoice'}
        disabled={loading}
        onClick={onGenerate}
      />
      <OutsideTable>
        <ModalDialog
          open={invoice !== null}
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
              {invoice && (
                <Link className="button button--primary" to={`/invoices?invoice=${invoice.id}`}>
                  Open invoice
                </Link>
              )}
            </>
          }
        >
          {invoice && (
            <p className="order-invoice__message" role="status">
              Invoice <strong>{invoice.invoiceNumber}</strong> was created from {order.orderNumber}{' '}
              for {formatKsh(invoice.total)}.
            </p>
          )}
        </ModalDialog>
      </OutsideTable>
    </>
  );
}
