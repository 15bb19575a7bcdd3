import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { loadFailureMessage } from '../graphql/load-failure.ts';
import { OUTBOX_ORDER_PREFIX } from '../offline/outbox-store.ts';
import { useShareDialog } from '../share/share-document-dialog.tsx';
import { ActionButton } from '../ui/action-button.tsx';
import { DialogCancelButton, ModalDialog } from '../ui/modal-dialog.tsx';
import { printReceipt } from './print-receipt.ts';
import { ProvisionalReceiptDialog } from './provisional-receipt-dialog.tsx';
import { SaleReceiptDocument, SaleReceiptEtimsDocument } from './sale-receipt.generated.ts';
import { SaleReceipt } from './sale-receipt.tsx';

/**
 * A sale's 80 mm receipt on screen as it prints, with Print receipt and Share: from an order's
 * actions, or right after a sale (with the change handed back).
 */
export function ReceiptDialog(props: {
  orderId: string;
  orderNumber: string;
  changeDue?: number | null;
  onClose: () => void;
}) {
  // A sale kept offline (issue 54): provisional until it syncs, then the real order's.
  if (props.orderId.startsWith(OUTBOX_ORDER_PREFIX)) {
    return (
      <ProvisionalReceiptDialog
        saleKey={props.orderId.slice(OUTBOX_ORDER_PREFIX.length)}
        changeDue={props.changeDue}
        onClose={props.onClose}
        synced={(sale) => (
          <OrderReceiptDialog {...props} orderId={sale.orderId} orderNumber={sale.orderNumber} />
        )}
      />
    );
  }
  return <OrderReceiptDialog {...props} />;
}

function OrderReceiptDialog({
  orderId,
  orderNumber,
  changeDue,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  changeDue?: number | null;
  onClose: () => void;
}) {
  const receipt = useQuery(SaleReceiptDocument, { variables: { id: orderId } });
  const order = receipt.data?.order;
  const invoiceId = order?.invoiceId ?? null;
  const signing = useQuery(SaleReceiptEtimsDocument, {
    variables: { invoiceId: invoiceId ?? '' },
    skip: !invoiceId,
  });
  const paper = useRef<HTMLDivElement>(null);
  const share = useShareDialog(
    order && {
      kind: 'order',
      id: order.id,
      number: order.orderNumber,
      title: 'Receipt',
      contact: order.customer?.contact ?? null,
    },
  );

  function print() {
    const printed = paper.current?.querySelector<HTMLElement>('.sale-receipt');
    if (printed) printReceipt(printed, `${orderNumber} receipt`);
  }

  return (
    <>
      <ModalDialog
        open
        title={`Receipt ${orderNumber}`}
        onClose={onClose}
        size="medium"
        footer={
          <>
            <DialogCancelButton>Close</DialogCancelButton>
            <ActionButton disabled={!order} onClick={share.open}>
              Share
            </ActionButton>
            <ActionButton tone="primary" disabled={!order} onClick={print}>
              Print receipt
            </ActionButton>
          </>
        }
      >
        {receipt.loading && !order ? (
          <p role="status">Loading the receipt...</p>
        ) : receipt.error && !order ? (
          <p className="field__error" role="alert">
            {loadFailureMessage(receipt.error, 'Failed to load the receipt')}
          </p>
        ) : !order ? (
          <p role="alert">This order no longer exists.</p>
        ) : (
          <div ref={paper} className="receipt-dialog__paper">
            <SaleReceipt
              order={order}
              company={receipt.data?.company ?? null}
              etims={signing.data?.invoice?.etims ?? null}
              changeDue={changeDue}
            />
          </div>
        )}
      </ModalDialog>
      {share.dialog}
    </>
  );
}
