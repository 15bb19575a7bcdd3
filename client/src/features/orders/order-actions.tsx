import { useState } from 'react';
import { kshToCents } from '../../shared/money/cents.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { MpesaPaymentDialog } from '../../shared/payments/mpesa-payment-dialog.tsx';
import { ReceiptDialog } from '../../shared/print/receipt-dialog.tsx';
import { ShareDocumentDialog } from '../../shared/share/share-document-dialog.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { RowMenu, type RowMenuItem } from '../../shared/ui/row-menu.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { GenerateInvoiceAction } from './generate-invoice-action.tsx';
import { OrderItemsDialog } from './order-items-dialog.tsx';
import { OrderPaymentsDialog } from './order-payments-dialog.tsx';
import type { OrderRowFragment } from './orders.generated.ts';
import { OutsideTable } from './outside-table.tsx';
import { useOrderPayment } from './use-order-payment.tsx';

/** What the list knows once for all its rows, rather than each row asking. */
export type OrderActionsShared = {
  /** M-Pesa is set up, so its request is offered. */
  mpesaAvailable: boolean;
  /** The signed-in role may cancel orders. */
  mayManage: boolean;
};

/** A dialog a row's menu opens. */
type RowDialog = 'items' | 'payments' | 'mpesa' | 'cancel' | 'receipt' | 'share';

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
    // The 80 mm receipt of a paid sale (issue 50), printed or shared from its dialog.
    if (order.status === 'paid') {
      items.push({
        text: 'Print receipt',
        label: `Print receipt for ${orderNumber}`,
        onSelect: () => setDialog('receipt'),
      });
    }
    if (order.status !== 'cancelled') {
      items.push({
        text: 'Share',
        label: `Share ${orderNumber}`,
        onSelect: () => setDialog('share'),
      });
    }
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
          {dialog === 'receipt' && (
            <ReceiptDialog orderId={order.id} orderNumber={orderNumber} onClose={close} />
          )}
          {dialog === 'share' && (
            <ShareDocumentDialog
              document={{
                kind: 'order',
                id: order.id,
                number: orderNumber,
                title: order.status === 'paid' ? 'Receipt' : 'Order',
              }}
              onClose={close}
            />
          )}
        </OutsideTable>
      )}
    </>
  );
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
