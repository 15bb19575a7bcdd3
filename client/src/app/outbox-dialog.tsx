import { useState } from 'react';
import { formatDateTime } from '../shared/format/date.ts';
import { formatKsh } from '../shared/money/money-format.ts';
import { useOutbox } from '../shared/offline/outbox-provider.tsx';
import { OUTBOX_ORDER_PREFIX } from '../shared/offline/outbox-store.ts';
import { ReceiptDialog } from '../shared/print/receipt-dialog.tsx';
import { DialogCancelButton, ModalDialog } from '../shared/ui/modal-dialog.tsx';

const STATUS_WORDS: Record<string, string> = {
  sending: 'Sending…',
  waitingForNetwork: 'Offline: they are sent when the network returns.',
  backoff: 'The server cannot be reached; trying again shortly.',
};

/** The sales kept on this device (issue 54), newest first, each with its receipt. */
export function OutboxDialog({ onClose }: { onClose: () => void }) {
  const outbox = useOutbox()!;
  const [receiptOf, setReceiptOf] = useState<{ key: string; number: string } | null>(null);
  const mine = outbox.sales.filter((sale) => sale.userId === outbox.user?.id).reverse();
  return (
    <ModalDialog
      open
      title="Sales made offline"
      onClose={onClose}
      size="medium"
      footer={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <button className="button button--primary" type="button" onClick={outbox.retry}>
            Sync now
          </button>
        </>
      }
    >
      <p role="status">
        {outbox.waiting.length === 0
          ? 'Every sale made offline has synced.'
          : (STATUS_WORDS[outbox.status] ?? `${outbox.waiting.length} waiting to sync.`)}
      </p>
      <ul className="outbox-list" aria-label="Sales kept on this device">
        {mine.slice(0, 50).map((sale) => (
          <li key={sale.key} className="outbox-list__sale">
            <span>
              <strong>{sale.orderNumber ?? sale.provisionalNumber}</strong>
              {sale.orderNumber && ` (made offline as ${sale.provisionalNumber})`}
              <br />
              {formatDateTime(sale.soldAt)} · {formatKsh(sale.input.totalAmount)} ·{' '}
              {sale.state === 'waiting'
                ? 'Waiting to sync'
                : sale.state === 'synced'
                  ? 'Synced'
                  : `Not synced: ${sale.problem}`}
            </span>
            <button
              className="button button--secondary"
              type="button"
              onClick={() => setReceiptOf({ key: sale.key, number: sale.provisionalNumber })}
            >
              Receipt
            </button>
          </li>
        ))}
      </ul>
      {receiptOf && (
        <ReceiptDialog
          orderId={`${OUTBOX_ORDER_PREFIX}${receiptOf.key}`}
          orderNumber={receiptOf.number}
          onClose={() => setReceiptOf(null)}
        />
      )}
    </ModalDialog>
  );
}
