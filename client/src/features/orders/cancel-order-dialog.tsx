import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CancelOrderDocument, type OrderRowFragment } from '../../graphql/operations.generated.ts';
import { serverMessage } from '../../shared/graphql/request-failure.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';

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
  const [reason, setReason] = useState('');
  const [cancelOrder, { loading }] = useMutation(CancelOrderDocument, {
    refetchQueries: ['OrdersList'],
  });
  async function onConfirm() {
    try {
      await cancelOrder({ variables: { id: order.id, reason: reason.trim() || null } });
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
    <ConfirmDialog
      open
      title="Cancel order"
      message={
        <>
          <p>
            Cancel {order.orderNumber} for {order.customerName} ({formatKsh(order.totalAmount)})?
          </p>
          <p className="field__hint">
            It stays on record as cancelled with its number; its items go back into stock and nobody
            owes it.
          </p>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={setReason}
            maxLength={500}
          />
        </>
      }
      confirmLabel={loading ? 'Cancelling...' : 'Cancel order'}
      cancelLabel="Keep order"
      busy={loading}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
