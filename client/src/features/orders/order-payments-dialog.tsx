import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { MpesaReceiptAwaitedNotice } from '../../shared/payments/mpesa-receipt-awaited.tsx';
import { PaymentHistory } from '../../shared/payments/payment-history.tsx';
import type { PaymentEntryFragment } from '../../shared/payments/payments.generated.ts';
import { ReversePaymentDialog } from '../../shared/payments/reverse-payment-dialog.tsx';
import { usePermissions } from '../../shared/session/permissions.ts';
import { ErrorBanner } from '../../shared/ui/error-banner.tsx';
import { DialogCancelButton, ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { OrderPaymentsDocument } from './orders.generated.ts';

/** An order's payment history, where a payment can be reversed. */
export function OrderPaymentsDialog({
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
        <MpesaReceiptAwaitedNotice request={order.mpesaReceiptAwaited} />
        <PaymentHistory
          entries={order.payments}
          documentNumber={order.orderNumber}
          onReverse={mayReverse ? setReversing : undefined}
        />
      </>
    );
  } else if (error) {
    body = <ErrorBanner message={loadFailureMessage(error, 'Failed to load the payments')} />;
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
        footer={<DialogCancelButton>Close</DialogCancelButton>}
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
