import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  PaySupplierBillDocument,
  ReverseSupplierPaymentDocument,
  type SupplierBillDetailFragment,
  type SupplierPaymentEntryFragment,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { formatDate } from '../../shared/format/date.ts';
import { classifyRequestFailure, serverMessage } from '../../shared/graphql/request-failure.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { MoneyBackDialog } from '../../shared/payments/money-back-dialog.tsx';
import { PaymentDialog } from '../../shared/payments/payment-dialog.tsx';
import { paymentMethodLabel } from '../../shared/payments/payment-methods.ts';

const toCents = (ksh: number) => Math.round(ksh * 100);

/**
 * Pays a supplier on a bill: the amount starts at the balance. The server refuses more than
 * the balance (paid meanwhile by someone else): its words go under the amount.
 */
export function PayBillDialog({
  bill,
  onPaid,
  onClose,
}: {
  bill: SupplierBillDetailFragment;
  onPaid: (amount: number) => void;
  onClose: () => void;
}) {
  const [pay, { loading }] = useMutation(PaySupplierBillDocument);
  // One key for this dialog's attempts: a retry after a lost answer never pays twice.
  const [idempotencyKey] = useState(newAttemptKey);
  const [error, setError] = useState<string | null>(null);
  const [amountRefusal, setAmountRefusal] = useState<string | null>(null);

  return (
    <PaymentDialog
      open
      title={`Pay ${bill.supplierName}: ${bill.billNumber}`}
      balanceCents={toCents(bill.balance)}
      amountLabel="Amount paid (KSh)"
      initialAmountCents={toCents(bill.balance)}
      offerSplit={false}
      customerCreditCents={0}
      amountRefusal={amountRefusal}
      defaultMethod="mpesa"
      confirmLabel="Pay"
      busyLabel="Paying..."
      busy={loading}
      error={error}
      onSubmit={async ({ amountCents, details }) => {
        setError(null);
        setAmountRefusal(null);
        const amount = amountCents / 100;
        try {
          await pay({
            variables: {
              billId: bill.id,
              idempotencyKey,
              input: {
                amount,
                method: details.method,
                reference: details.reference,
                date: details.date,
                note: details.note,
              },
            },
          });
          onPaid(amount);
        } catch (failure) {
          const refusal = classifyRequestFailure(failure);
          // The only conflict of a payment: more than the balance.
          if (refusal.kind === 'rejected' && refusal.code === 'CONFLICT') {
            setAmountRefusal(refusal.message);
          } else {
            const why = serverMessage(failure);
            setError(
              why
                ? `Failed to record the payment: ${why}`
                : 'Failed to record the payment. Please try again.',
            );
          }
        }
      }}
      onCancel={onClose}
    />
  );
}

/** Asks before a payment to a supplier is undone, and why; it stays on the bill, reversed. */
export function ReverseBillPaymentDialog({
  billId,
  payment,
  onReversed,
  onClose,
}: {
  billId: string;
  /** The payment to undo; null when closed. */
  payment: SupplierPaymentEntryFragment | null;
  onReversed: (payment: SupplierPaymentEntryFragment) => void;
  onClose: () => void;
}) {
  if (!payment) return null;
  return (
    <ReverseForm billId={billId} payment={payment} onReversed={onReversed} onClose={onClose} />
  );
}

function ReverseForm({
  billId,
  payment,
  onReversed,
  onClose,
}: {
  billId: string;
  payment: SupplierPaymentEntryFragment;
  onReversed: (payment: SupplierPaymentEntryFragment) => void;
  onClose: () => void;
}) {
  const [reverse] = useMutation(ReverseSupplierPaymentDocument);
  const [idempotencyKey] = useState(newAttemptKey);
  const described = [
    formatKsh(payment.amount),
    paymentMethodLabel(payment.method),
    payment.reference,
    `on ${formatDate(payment.paidAt)}`,
  ]
    .filter(Boolean)
    .join(' ');

  async function submit(reason: string) {
    try {
      await reverse({ variables: { billId, paymentId: payment.id, reason, idempotencyKey } });
      onReversed(payment);
    } catch (failure) {
      const why = serverMessage(failure);
      return why
        ? `Failed to reverse the payment: ${why}`
        : 'Failed to reverse the payment. Please try again.';
    }
  }

  return (
    <MoneyBackDialog
      title="Reverse payment"
      submitLabel="Reverse payment"
      busyLabel="Reversing..."
      question={
        <>
          Reverse the payment of {described}? It stays on the bill, with a reversing entry dated
          today, and what the shop owes goes back up by {formatKsh(payment.amount)}.
        </>
      }
      placeholder="e.g. Cheque bounced"
      reasonRequired="Say why the payment is reversed."
      discardTitle="Discard this reversal?"
      discardMessage="Nothing has been reversed. The reason you typed will be lost."
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
