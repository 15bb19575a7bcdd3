import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { printDocument } from '../../shared/print/print-document.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { ShareDocumentDialog } from '../../shared/share/share-document-dialog.tsx';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageAction, PageHeader, PageLink } from '../../shared/ui/page-header.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { CancelPurchaseOrderDialog } from './cancel-purchase-order-dialog.tsx';
import { PurchaseOrderDocument as OrderPaper } from './purchase-order-document.tsx';
import { PurchaseOrderDocument, SendPurchaseOrderDocument } from './purchase-orders.generated.ts';
import { ReceiveAgainstOrderDialog } from './receive-against-order-dialog.tsx';
import './purchase-orders.css';

/** Why an order cannot be cancelled, as its screen says beside the button's place. */
const NOT_CANCELLABLE =
  'Goods have been received against this order, so it cannot be cancelled. Reverse those deliveries on the Purchases screen first.';

/**
 * One purchase order (/purchase-orders/:id): the order as printed, what has come in and what is
 * outstanding; owners and managers mark it sent, share it with the supplier (link, WhatsApp),
 * print it or cancel it; anyone receives a delivery against it.
 */
export function PurchaseOrderPage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(PurchaseOrderDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const permissions = usePermissions();
  const [send, sending] = useMutation(SendPurchaseOrderDocument);
  const [sendKey] = useState(newAttemptKey);
  const [dialog, setDialog] = useState<'receive' | 'cancel' | 'share' | null>(null);
  const toast = useToast();
  const order = data?.purchaseOrder;
  const manage = permissions?.manage ?? false;
  const open = order && order.status !== 'cancelled' && order.status !== 'received';
  const received = order?.status === 'partially_received' || order?.status === 'received';

  async function markSent() {
    if (!order) return;
    try {
      await send({ variables: { id: order.id, idempotencyKey: sendKey } });
      toast.success(`${order.poNumber} marked sent`);
    } catch (failure) {
      toast.failure(saveFailureMessage(failure, `Failed to mark ${order.poNumber} sent`));
    }
  }

  return (
    <div className="purchase-order-page">
      <PageHeader
        title={order ? `Purchase order ${order.poNumber}` : 'Purchase order'}
        actions={
          <>
            <PageLink to="/purchase-orders">All purchase orders</PageLink>
            {order && open && (
              <PageAction onClick={() => setDialog('receive')}>Receive goods</PageAction>
            )}
            {order && manage && order.status === 'draft' && (
              <ActionButton disabled={sending.loading} onClick={() => void markSent()}>
                {sending.loading ? 'Marking...' : 'Mark sent'}
              </ActionButton>
            )}
            {order && manage && order.status !== 'cancelled' && (
              <ActionButton onClick={() => setDialog('share')}>Share</ActionButton>
            )}
            {order && (
              <ActionButton
                onClick={() => printDocument(`${order.poNumber} ${order.supplierName}`)}
              >
                Print / Export PDF
              </ActionButton>
            )}
            {order && manage && order.status !== 'cancelled' && !received && (
              <ActionButton tone="danger" onClick={() => setDialog('cancel')}>
                Cancel order
              </ActionButton>
            )}
          </>
        }
      />
      {order && manage && received && order.status !== 'received' && (
        <p className="purchase-order-page__why no-print" role="note">
          {NOT_CANCELLABLE}
        </p>
      )}
      {error && !data ? (
        <LoadError message={loadFailureMessage(error, 'Failed to load the purchase order')} />
      ) : order ? (
        <div className="printed-doc-paper" aria-busy={loading || undefined}>
          <OrderPaper order={order} company={data.company} />
        </div>
      ) : (
        <p role={data ? 'alert' : 'status'}>
          {data ? 'Purchase order not found.' : 'Loading purchase order...'}
        </p>
      )}
      {order && dialog === 'receive' && (
        <ReceiveAgainstOrderDialog
          order={order}
          onClose={() => setDialog(null)}
          onReceived={() => {
            setDialog(null);
            void refetch();
          }}
        />
      )}
      {order && dialog === 'cancel' && (
        <CancelPurchaseOrderDialog order={order} onClose={() => setDialog(null)} />
      )}
      {order && dialog === 'share' && (
        <ShareDocumentDialog
          document={{
            kind: 'purchase_order',
            id: order.id,
            number: order.poNumber,
            contact: order.supplierContact,
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
