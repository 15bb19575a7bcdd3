import type { SnapshotFrom } from 'xstate';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { formatCents } from '../money/money-format.ts';
import type { PaymentEntryInput } from './payment-details.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { balanceCents, type SalePaymentEvent } from './sale-payment.context.ts';
import type { salePaymentMachine } from './sale-payment.machine.ts';
import { salePaymentWords } from './sale-payment.messages.ts';

export type SalePaymentSnapshot = SnapshotFrom<typeof salePaymentMachine>;

/** What a screen shows of a sale's payment machine: its buttons and which dialog is open. */
export function salePaymentView(snapshot: SalePaymentSnapshot) {
  const markingPaid = snapshot.matches('markingPaid');
  const savingPartial = snapshot.matches('savingPartial');
  return {
    /** Nothing more is paid on a paid sale, a cancelled order or a void invoice. */
    settled: snapshot.matches('paid') || snapshot.matches('closed'),
    markingPaid,
    savingPartial,
    saving: markingPaid || savingPartial,
    confirming: snapshot.matches('confirmingMarkPaid') || markingPaid,
    entering: snapshot.matches('enteringAmount') || savingPartial,
    balanceCents: balanceCents(snapshot.context.sale),
  };
}

type SalePaymentDialogsProps = {
  snapshot: SalePaymentSnapshot;
  send: (event: SalePaymentEvent) => void;
  /** The method the form starts on. */
  defaultMethod: PaymentMethod;
  /** The credit the customer holds, when the screen knows it (see PaymentDialog). */
  customerCreditCents?: number | null;
};

/**
 * The two payment dialogs of a sale, the same for an order and its invoice: Mark paid, which
 * names the balance and asks to confirm it, and Partial payment, which asks the amount. Each
 * shows the machine's reason when a payment was refused or not saved.
 */
export function SalePaymentDialogs({
  snapshot,
  send,
  defaultMethod,
  customerCreditCents,
}: SalePaymentDialogsProps) {
  const view = salePaymentView(snapshot);
  const { sale, error } = snapshot.context;
  const words = salePaymentWords[sale.kind];
  const dialog = {
    balanceCents: view.balanceCents,
    customerCreditCents,
    defaultMethod,
    busyLabel: 'Saving...',
    error,
    onSubmit: (payment: PaymentEntryInput) => send({ type: 'payment.submit', ...payment }),
    onCancel: () => send({ type: 'payment.cancel' }),
  };
  return (
    <>
      <PaymentDialog
        {...dialog}
        open={view.confirming}
        title="Mark paid"
        question={`Mark ${sale.number} paid: ${formatCents(view.balanceCents)}?`}
        fixedAmountCents={view.balanceCents}
        confirmLabel={words.markPaidLabel}
        busy={view.markingPaid}
      />
      <PaymentDialog
        {...dialog}
        open={view.entering}
        title={`Partial payment on ${sale.number}`}
        confirmLabel={words.recordLabel}
        busy={view.savingPartial}
      />
    </>
  );
}
