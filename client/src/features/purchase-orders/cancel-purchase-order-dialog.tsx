import { UndoWithReasonDialog } from '../../shared/documents/undo-with-reason-dialog.tsx';
import { CancelPurchaseOrderDocument } from './purchase-orders.generated.ts';

/** Cancel a purchase order, with a reason: it is kept, marked cancelled, never deleted. */
export function CancelPurchaseOrderDialog({
  order,
  onClose,
}: {
  order: { id: string; poNumber: string; supplierName: string };
  onClose: () => void;
}) {
  return (
    <UndoWithReasonDialog
      document={{ id: order.id, number: order.poNumber }}
      mutation={CancelPurchaseOrderDocument}
      verb={{ doing: 'cancel', done: 'cancelled' }}
      onUndone={onClose}
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
      onClose={onClose}
    />
  );
}
