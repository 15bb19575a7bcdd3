import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CancelPurchaseOrderDocument } from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useChangedSinceOpening } from '../../shared/ui/use-changed-since-opening.ts';

/** Cancel a purchase order, with a reason: it is kept, marked cancelled, never deleted. */
export function CancelPurchaseOrderDialog({
  order,
  onClose,
}: {
  order: { id: string; poNumber: string; supplierName: string };
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [cancel] = useMutation(CancelPurchaseOrderDocument);
  const toast = useToast();
  const [idempotencyKey] = useState(newAttemptKey);

  async function submit() {
    if (reason.trim() === '') return 'Say why the order is cancelled.';
    try {
      await cancel({ variables: { id: order.id, reason: reason.trim(), idempotencyKey } });
      toast.success(`${order.poNumber} cancelled`);
      onClose();
    } catch (failure) {
      return saveFailureMessage(failure, `Failed to cancel ${order.poNumber}`);
    }
  }

  return (
    <FormDialog
      title={`Cancel ${order.poNumber}?`}
      submitLabel="Cancel the order"
      busyLabel="Cancelling..."
      onSubmit={submit}
      onClose={onClose}
      dirty={useChangedSinceOpening(reason)}
      discardTitle="Keep the order?"
      discardMessage="Nothing has been cancelled. The reason you typed will be lost."
    >
      <p className="confirm-dialog__message">
        {order.supplierName} should no longer deliver it. The order is kept, marked cancelled; it is
        never deleted, and nothing can be received against it afterwards.
      </p>
      <TextField label="Reason" value={reason} onChange={setReason} maxLength={500} autoFocus />
    </FormDialog>
  );
}
