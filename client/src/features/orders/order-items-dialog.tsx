import { useQuery } from '@apollo/client/react';
import { DocumentLinesTable } from '../../shared/documents/document-lines.tsx';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { formatRate } from '../../shared/money/money-format.ts';
import { MadeBy } from '../../shared/ui/made-by.tsx';
import { DialogCancelButton, ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { OrderItemsDocument } from './orders.generated.ts';

type OrderItemsDialogProps = {
  open: boolean;
  orderId: string;
  orderNumber: string;
  onClose: () => void;
};

/** What an order sold, at the prices of the day (the order-items call). */
export function OrderItemsDialog(props: OrderItemsDialogProps) {
  if (!props.open) return null;
  return <OpenOrderItemsDialog {...props} />;
}

function OpenOrderItemsDialog({ orderId, orderNumber, onClose }: OrderItemsDialogProps) {
  const { data, loading, error } = useQuery(OrderItemsDocument, { variables: { id: orderId } });
  const order = data?.order;

  return (
    <ModalDialog
      open
      title={`Items of ${orderNumber}`}
      onClose={onClose}
      footer={<DialogCancelButton>Close</DialogCancelButton>}
    >
      {loading && !order ? (
        <p role="status">Loading items...</p>
      ) : error && !order ? (
        <p className="field__error" role="alert">
          {loadFailureMessage(error, 'Failed to load the items of this order')}
        </p>
      ) : !order ? (
        <p role="alert">This order no longer exists.</p>
      ) : (
        <div className="order-items">
          <MadeBy email={order.createdBy.email} />
          <DocumentLinesTable
            className="order-items__table"
            caption={`Items of ${orderNumber}`}
            descriptionLabel="Item"
            lines={order.items.map((item, index) => ({
              // An order's lines never reorder: their place is their key.
              key: String(index),
              description: item.itemName,
              quantity: item.quantity,
              unit: item.unit,
              unitPrice: item.unitPrice,
              amount: item.totalPrice,
            }))}
            totals={[
              { label: 'Subtotal (excl. VAT)', amount: order.subtotal },
              { label: `VAT (${formatRate(order.vatRate)})`, amount: order.vatAmount },
              { label: 'Total', amount: order.totalAmount, total: true },
            ]}
          />
        </div>
      )}
    </ModalDialog>
  );
}
