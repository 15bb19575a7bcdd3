import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CancelPurchaseOrderDocument } from '../../graphql/operations.generated.ts';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { ReasonDialog } from '../../shared/ui/reason-dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';

/** Cancel a purchase order, with a reason: it is kept, marked cancelled, never deleted. */
export function CancelPurchaseOrderDialog({
  order,
  onClose,
}: {
  order: { id: string; poNumber: string; supplierName: string };
  onClose: () => void;
}) {
  const [cancel] = useMutation(CancelPurchaseOrderDocument);
  const toast = useToast();
  const [idempotencyKey] = useState(newAttemptKey);

  async function submit(reason: string) {
    try {
      await cancel({ variables: { id: order.id, reason, idempotencyKey } });
      toast.success(`${order.poNumber} cancelled`);
      onClose();
    } catch (failure) {
      return saveFailureMessage(failure, `Failed to cancel ${order.poNumber}`);
    }
  }

  return (
    <ReasonDialog
      title={`Cancel ${order.poNumber}?`}
      submitLabel="Cancel the order"
      busyLabel="Cancelling..."
      message={
        <>
          {order.supplierName} should no longer deliver it. The order is kept, marked cancelled; it
          is never deleted, and nothing can be received against it afterwards.
        </>
      }
      reasonRequired="Say why the order is cancelled."
      discardTitle="Keep the order?"
      discardMessage="Nothing has been cancelled. The reason you typed will be lost."
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
