import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { classifyRequestFailure, serverMessage } from '../../shared/graphql/request-failure.ts';
import { PaymentDialog } from '../../shared/payments/payment-dialog.tsx';
import { PaymentReversalForm } from '../../shared/payments/reverse-payment-dialog.tsx';
import {
  PaySupplierBillDocument,
  ReverseSupplierPaymentDocument,
  type SupplierBillDetailFragment,
  type SupplierPaymentEntryFragment,
} from './bills.generated.ts';

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
  return (
    <PaymentReversalForm
      payment={payment}
      reverse={(reason, idempotencyKey) =>
        reverse({ variables: { billId, paymentId: payment.id, reason, idempotencyKey } })
      }
      keptIn="on the bill"
      owed="what the shop owes"
      onReversed={onReversed}
      onClose={onClose}
    />
  );
}
