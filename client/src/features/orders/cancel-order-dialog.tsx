import { useMutation } from '@apollo/client/react';
import { WithdrawDocumentDialog } from '../../shared/documents/withdraw-document-dialog.tsx';
import { serverMessage } from '../../shared/graphql/request-failure.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { useToast } from '../../shared/ui/toast.tsx';
import { CancelOrderDocument, type OrderRowFragment } from './orders.generated.ts';

/**
 * Cancels a pending order (issue 18): an owner's or a manager's, after a confirmation that
 * takes an optional reason. The server refuses an order that has payments or an invoice, and
 * says to credit its invoice instead; that reason is shown as it comes.
 */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: OrderRowFragment;
  onClose: () => void;
}) {
  const toast = useToast();
  const [cancelOrder, { loading }] = useMutation(CancelOrderDocument, {
    refetchQueries: ['OrdersList'],
  });
  async function onConfirm(reason: string | null) {
    try {
      await cancelOrder({ variables: { id: order.id, reason } });
      onClose();
      toast.success(`${order.orderNumber} cancelled; its stock is back on the shelf`);
    } catch (error) {
      onClose();
      toast.failure(
        serverMessage(error) ?? `Could not cancel ${order.orderNumber}. Please try again.`,
      );
    }
  }

  return (
    <WithdrawDocumentDialog
      open
      title="Cancel order"
      question={`Cancel ${order.orderNumber} for ${order.customerName} (${formatKsh(order.totalAmount)})?`}
      consequence="It stays on record as cancelled with its number; its items go back into stock and nobody owes it."
      confirmLabel={loading ? 'Cancelling...' : 'Cancel order'}
      cancelLabel="Keep order"
      busy={loading}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
