import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  type PaymentEntryFragment,
  ReversePaymentDocument,
} from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../attempt-key.ts';
import { formatDate } from '../format/date.ts';
import { serverMessage } from '../graphql/request-failure.ts';
import { formatKsh } from '../money/money-format.ts';
import { MoneyBackDialog } from './money-back-dialog.tsx';
import { paymentMethodLabel } from './payment-methods.ts';

export const reversalText = {
  reasonRequired: 'Say why the payment is reversed.',
  failed: 'Failed to reverse the payment. Please try again.',
} as const;

/** The server's reason for refusing (reversed already, say), or the generic text. */
const failureText = (why: string | null) =>
  why ? `Failed to reverse the payment: ${why}` : reversalText.failed;

type ReversePaymentDialogProps = {
  /** The payment to undo; null when closed. */
  payment: PaymentEntryFragment | null;
  onReversed: (payment: PaymentEntryFragment) => void;
  onClose: () => void;
};

/**
 * Asks before undoing a payment, and why (a bounced cheque, a payment typed on the wrong
 * order). The payment stays in the history; a reversing entry is added beside it.
 */
export function ReversePaymentDialog({ payment, onReversed, onClose }: ReversePaymentDialogProps) {
  if (!payment) return null;
  return <ReversePaymentForm payment={payment} onReversed={onReversed} onClose={onClose} />;
}

function ReversePaymentForm({
  payment,
  onReversed,
  onClose,
}: ReversePaymentDialogProps & { payment: PaymentEntryFragment }) {
  const [reverse] = useMutation(ReversePaymentDocument);
  // One key for this dialog's attempts: a retry after a lost answer never reverses twice.
  const [idempotencyKey] = useState(newAttemptKey);

  async function submit(reason: string) {
    try {
      await reverse({ variables: { id: payment.id, reason, idempotencyKey } });
      onReversed(payment);
    } catch (failure) {
      return failureText(serverMessage(failure));
    }
  }

  const described = [
    formatKsh(payment.amount),
    paymentMethodLabel(payment.method),
    payment.reference,
    `on ${formatDate(payment.paidAt)}`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <MoneyBackDialog
      title="Reverse payment"
      submitLabel="Reverse payment"
      busyLabel="Reversing..."
      question={
        <>
          Reverse the payment of {described}? It stays in the history, with a reversing entry dated
          today, and the balance goes back up by {formatKsh(payment.amount)}.
        </>
      }
      placeholder="e.g. Cheque bounced"
      reasonRequired={reversalText.reasonRequired}
      discardTitle="Discard this reversal?"
      discardMessage="Nothing has been reversed. The reason you typed will be lost."
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
