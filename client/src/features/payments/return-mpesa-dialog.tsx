import { useMutation } from '@apollo/client/react';
import { serverMessage } from '../../shared/graphql/request-failure.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { ReasonDialog } from '../../shared/ui/reason-dialog.tsx';
import {
  ReturnMpesaPaymentDocument,
  type UnmatchedMpesaRowFragment,
} from './unmatched-mpesa.generated.ts';

export const returnText = {
  reasonRequired: 'Say why the money went back to the payer.',
  failed: 'Failed to mark the payment returned. Please try again.',
} as const;

type ReturnMpesaDialogProps = {
  receipt: UnmatchedMpesaRowFragment;
  onReturned: (receipt: UnmatchedMpesaRowFragment) => void;
  onClose: () => void;
};

/**
 * Asks before taking money that was never the shop's off the unmatched list (a payer who
 * mistyped the till and had Safaricom reverse it, or was sent it back), and why. The receipt
 * keeps what happened; the audit trail names who marked it.
 */
export function ReturnMpesaDialog({ receipt, onReturned, onClose }: ReturnMpesaDialogProps) {
  const [markReturned] = useMutation(ReturnMpesaPaymentDocument);

  async function submit(reason: string) {
    try {
      // What the dialog says goes back, and no more: a 409 if the receipt changed meanwhile.
      await markReturned({
        variables: { id: receipt.id, reason, expectedUnplaced: receipt.unplaced },
      });
      onReturned(receipt);
    } catch (failure) {
      const why = serverMessage(failure);
      return why ? `Failed to mark the payment returned: ${why}` : returnText.failed;
    }
  }

  const payer = receipt.payerName ? ` from ${receipt.payerName}` : '';
  return (
    <ReasonDialog
      title="Returned to the payer"
      submitLabel="Mark returned"
      busyLabel="Saving..."
      message={
        <>
          Mark the {formatKsh(receipt.unplaced)} of M-Pesa payment {receipt.receiptNumber}
          {payer} returned to the payer? Do this only once the money has left your till (reversed by
          Safaricom, or sent back). It leaves this list and cannot be assigned afterwards.
        </>
      }
      example="e.g. Reversed by Safaricom: wrong till"
      reasonRequired={returnText.reasonRequired}
      discardTitle="Discard this return?"
      discardMessage="Nothing has been marked returned. The reason you typed will be lost."
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
