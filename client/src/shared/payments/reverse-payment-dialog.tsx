import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { newAttemptKey } from '../attempt-key.ts';
import { formatDate } from '../format/date.ts';
import { serverMessage } from '../graphql/request-failure.ts';
import { formatKsh } from '../money/money-format.ts';
import { ReasonDialog } from '../ui/reason-dialog.tsx';
import { paymentMethodLabel } from './payment-methods.ts';
import { type PaymentEntryFragment, ReversePaymentDocument } from './payments.generated.ts';

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
  return (
    <PaymentReversalForm
      payment={payment}
      reverse={(reason, idempotencyKey) =>
        reverse({ variables: { id: payment.id, reason, idempotencyKey } })
      }
      keptIn="in the history"
      owed="the balance"
      onReversed={onReversed}
      onClose={onClose}
    />
  );
}

/** What a reversal says of the payment it undoes: a customer's or one to a supplier. */
type ReversiblePayment = Pick<
  PaymentEntryFragment,
  'id' | 'amount' | 'method' | 'reference' | 'paidAt'
>;

type PaymentReversalFormProps<Payment extends ReversiblePayment> = {
  payment: Payment;
  /** Undoes it on the server, with one key for the dialog's attempts. */
  reverse: (reason: string, idempotencyKey: string) => Promise<unknown>;
  /** Where the payment stays once reversed: `in the history`, `on the bill`. */
  keptIn: string;
  /** What goes back up by its amount: `the balance`, `what the shop owes`. */
  owed: string;
  onReversed: (payment: Payment) => void;
  onClose: () => void;
};

/** Asks why a payment is undone and undoes it; the server's refusal is said in the dialog. */
export function PaymentReversalForm<Payment extends ReversiblePayment>({
  payment,
  reverse,
  keptIn,
  owed,
  onReversed,
  onClose,
}: PaymentReversalFormProps<Payment>) {
  // One key for this dialog's attempts: a retry after a lost answer never reverses twice.
  const [idempotencyKey] = useState(newAttemptKey);

  async function submit(reason: string) {
    try {
      await reverse(reason, idempotencyKey);
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
    <ReasonDialog
      title="Reverse payment"
      submitLabel="Reverse payment"
      busyLabel="Reversing..."
      message={
        <>
          Reverse the payment of {described}? It stays {keptIn}, with a reversing entry dated today,
          and {owed} goes back up by {formatKsh(payment.amount)}.
        </>
      }
      example="e.g. Cheque bounced"
      reasonRequired={reversalText.reasonRequired}
      discardTitle="Discard this reversal?"
      discardMessage="Nothing has been reversed. The reason you typed will be lost."
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
