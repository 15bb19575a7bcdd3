import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { CompanyDocument } from '../company/company.generated.ts';
import { useOutbox } from '../offline/outbox-provider.tsx';
import { type KeptSale, keptSale } from '../offline/outbox-store.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { DialogCancelButton, ModalDialog } from '../ui/modal-dialog.tsx';
import { printReceipt } from './print-receipt.ts';
import type { SaleReceiptQuery } from './sale-receipt.generated.ts';
import { SaleReceipt } from './sale-receipt.tsx';

type ReceiptOrder = NonNullable<SaleReceiptQuery['order']>;

/** A kept sale as the receipt prints an order: its provisional number, paid as it was paid. */
function receiptOrderOf(sale: KeptSale): ReceiptOrder {
  const paid = sale.input.payment;
  const amount = paid ? (paid.amount ?? sale.input.totalAmount) : 0;
  return {
    __typename: 'Order',
    id: sale.key,
    orderNumber: sale.provisionalNumber,
    createdAt: sale.soldAt,
    customerName: sale.customerName,
    subtotal: sale.input.subtotal,
    vatRate: sale.input.vatRate,
    vatAmount: sale.input.vatAmount,
    totalAmount: sale.input.totalAmount,
    paidAmount: amount,
    balance: Math.round((sale.input.totalAmount - amount) * 100) / 100,
    status: amount >= sale.input.totalAmount ? 'paid' : amount > 0 ? 'partially_paid' : 'pending',
    invoiceId: null,
    invoiceNumber: null,
    createdBy: { __typename: 'UserRef', id: sale.userId, email: sale.servedBy },
    customer: null,
    items: sale.lines.map((line) => ({ __typename: 'OrderItem', ...line })),
    payments: paid
      ? [
          {
            __typename: 'Payment',
            id: `${sale.key}-payment`,
            kind: 'payment',
            amount,
            method: paid.method,
            reference: paid.reference ?? null,
          },
        ]
      : [],
  };
}

/**
 * The receipt of a sale kept in the outbox (issue 54): marked provisional, with its OFF-
 * number, printable for the customer who paid. Once synced, `synced` shows the real order's
 * receipt instead (its ORD number and, when signed, KRA's block).
 */
export function ProvisionalReceiptDialog({
  saleKey,
  changeDue,
  onClose,
  synced,
}: {
  saleKey: string;
  changeDue?: number | null;
  onClose: () => void;
  synced: (sale: KeptSale & { orderId: string; orderNumber: string }) => React.ReactNode;
}) {
  const outbox = useOutbox();
  const [read, setRead] = useState<KeptSale | null | undefined>(undefined);
  // The outbox's list follows syncs in this tab and others; read the store when it has none.
  const listed = outbox?.sales.find((sale) => sale.key === saleKey);
  useEffect(() => {
    if (!listed)
      keptSale(saleKey).then(
        (sale) => setRead(sale ?? null),
        () => setRead(null),
      );
  }, [listed, saleKey]);
  const sale = listed ?? read;
  const company = useQuery(CompanyDocument, { fetchPolicy: 'cache-first' }).data?.company ?? null;
  const paper = useRef<HTMLDivElement>(null);

  if (sale?.state === 'synced' && sale.orderId && sale.orderNumber) {
    return synced({ ...sale, orderId: sale.orderId, orderNumber: sale.orderNumber });
  }
  function print() {
    const printed = paper.current?.querySelector<HTMLElement>('.sale-receipt');
    if (printed && sale) printReceipt(printed, `${sale.provisionalNumber} provisional receipt`);
  }
  return (
    <ModalDialog
      open
      title={sale ? `Receipt ${sale.provisionalNumber}` : 'Receipt'}
      onClose={onClose}
      size="medium"
      footer={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <ActionButton tone="primary" disabled={!sale} onClick={print}>
            Print provisional receipt
          </ActionButton>
        </>
      }
    >
      {sale === undefined ? (
        <p role="status">Loading the receipt...</p>
      ) : sale === null ? (
        <p role="alert">This sale is no longer kept on this device.</p>
      ) : (
        <>
          <p className="receipt-dialog__status" role="status">
            {sale.state === 'refused'
              ? `Not synced: ${sale.problem ?? 'the server refused it'}`
              : 'Waiting to sync: it gets its order number when the network returns.'}
          </p>
          <div ref={paper} className="receipt-dialog__paper">
            <SaleReceipt
              order={receiptOrderOf(sale)}
              company={company}
              etims={null}
              changeDue={changeDue ?? sale.changeDue}
              provisional
            />
          </div>
        </>
      )}
    </ModalDialog>
  );
}
