import { useQuery } from '@apollo/client/react';
import { OrderItemsDocument } from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { formatKsh, formatRate } from '../../shared/money/money-format.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { MadeBy } from '../../shared/ui/made-by.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';

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
      footer={
        <button className="button button--secondary" type="button" onClick={onClose}>
          Close
        </button>
      }
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
          <table className="order-items__table">
            <caption className="visually-hidden">Items of {orderNumber}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="order-items__number">
                  Qty
                </th>
                <th scope="col" className="order-items__number">
                  Price
                </th>
                <th scope="col" className="order-items__number">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder
                <tr key={index}>
                  <td>{item.itemName}</td>
                  <td className="order-items__number">
                    {formatQuantity(item.quantity, item.unit)}
                  </td>
                  <td className="order-items__number">{formatKsh(item.unitPrice)}</td>
                  <td className="order-items__number">{formatKsh(item.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Subtotal (excl. VAT)
                </th>
                <td className="order-items__number">{formatKsh(order.subtotal)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  VAT ({formatRate(order.vatRate)})
                </th>
                <td className="order-items__number">{formatKsh(order.vatAmount)}</td>
              </tr>
              <tr className="order-items__total">
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td className="order-items__number">{formatKsh(order.totalAmount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </ModalDialog>
  );
}
