import { useState } from 'react';
import { formatDateTime } from '../../shared/format/date.ts';
import { RefreshButton } from '../../shared/list/list-toolbar.tsx';
import { useServerList } from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { type DataTableColumn, RowAction } from '../../shared/ui/data-table.tsx';
import { PageLink } from '../../shared/ui/page-header.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { AssignMpesaDialog } from './assign-mpesa-dialog.tsx';
import { payerPhoneColumn, receiptColumn, receiptName } from './mpesa-receipt-columns.tsx';
import { MpesaReviewScreen, reviewListOptions } from './mpesa-review-screen.tsx';
import { ReturnMpesaDialog } from './return-mpesa-dialog.tsx';
import {
  UnmatchedMpesaPaymentsDocument,
  type UnmatchedMpesaRowFragment,
} from './unmatched-mpesa.generated.ts';

type Receipt = UnmatchedMpesaRowFragment;

export const unmatchedText = {
  title: 'Unmatched M-Pesa payments',
  loadFailed: 'Failed to load the unmatched M-Pesa payments',
  empty:
    "Nothing to match. M-Pesa payments land here when Ghala cannot tell what they are for (an account number that names no invoice or order, a phone that is no customer's), or when the document could not take all of it (paid already, overpaid, voided). Assign each to an invoice, an order or a customer.",
  assigned: (receipt: Receipt) =>
    receipt.unplaced > 0
      ? `${receipt.receiptNumber} assigned: ${formatKsh(receipt.unplaced)} is still to place.`
      : `${receipt.receiptNumber} assigned in full.`,
  returned: (receipt: Receipt) => `${receipt.receiptNumber} marked returned to the payer.`,
} as const;

/** A receipt paid to a shortcode that was not the shop's when it came (an old till number). */
export const unknownShortcodeText = (shortcode: string | null) =>
  shortcode ? `Paid to ${shortcode}: not ours` : 'Paid to another number';

const receiptKey = (receipt: Receipt) => receipt.id;
const listOptions = reviewListOptions('received', 'received_at', receiptKey);

const columns: ReadonlyArray<DataTableColumn<Receipt>> = [
  receiptColumn,
  {
    id: 'received',
    header: 'When',
    cell: (receipt) => formatDateTime(receipt.transTime ?? receipt.receivedAt),
  },
  payerPhoneColumn,
  {
    id: 'payer',
    header: 'Paid by',
    cell: (receipt) => (
      <span className="data-table__truncate" title={receipt.payerName ?? undefined}>
        {receipt.payerName ?? '—'}
      </span>
    ),
  },
  {
    id: 'billRef',
    header: 'Account typed',
    cell: (receipt) => (
      <span className="unmatched-mpesa__account">
        <span>{receipt.billRef || '—'}</span>
        {receipt.unknownShortcode && (
          // Paid to a till or paybill the shop does not (or no longer) know: kept, never dropped.
          <Badge tone="warning">{unknownShortcodeText(receipt.shortcode)}</Badge>
        )}
      </span>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (receipt) => <span className="payments-list__money">{formatKsh(receipt.amount)}</span>,
  },
  {
    id: 'unplaced',
    header: 'To place',
    align: 'end',
    cell: (receipt) => (
      <strong className="payments-list__money">{formatKsh(receipt.unplaced)}</strong>
    ),
  },
];

// One line per receipt at desktop width; phones get cards, each measured as drawn.
const ROW_HEIGHT = 45;

/**
 * M-Pesa payments with money nothing took yet (issue 22), newest first, a page at a time (the
 * pages loaded kept in the URL). Any member of staff assigns one to an invoice, an order or a
 * customer; an owner or a manager marks money that was never the shop's returned to the payer.
 * A receipt placed or returned in full leaves the list.
 */
export function UnmatchedMpesaPage() {
  const toast = useToast();
  const list = useServerList(
    UnmatchedMpesaPaymentsDocument,
    (data) => data.unmatchedMpesaPayments,
    listOptions,
  );
  const [assigning, setAssigning] = useState<Receipt | null>(null);
  const [returning, setReturning] = useState<Receipt | null>(null);
  // Money that was never the shop's is marked returned by an owner or a manager.
  const mayReturn = usePermissions()?.manage ?? false;

  function assigned(receipt: Receipt) {
    setAssigning(null);
    toast.success(unmatchedText.assigned(receipt));
    // The row shows what is left at once (the cache has the receipt by id); read again, a
    // receipt placed in full leaves the list and the count.
    void list.refresh();
  }

  function returned(receipt: Receipt) {
    setReturning(null);
    toast.success(unmatchedText.returned(receipt));
    void list.refresh();
  }

  return (
    <div className="payments-page">
      <MpesaReviewScreen
        title={unmatchedText.title}
        links={
          <>
            <PageLink to="/payments">All payments</PageLink>
            <PageLink to="/payments/returned">Returned to the payer</PageLink>
            <RefreshButton list={list} />
          </>
        }
        list={list}
        noun="payment"
        failedToLoad={unmatchedText.loadFailed}
        empty={unmatchedText.empty}
        loadingMore="Loading more payments..."
        label="Unmatched M-Pesa payments, newest first"
        columns={columns}
        rowKey={receiptKey}
        rowName={receiptName}
        actions={(receipt) => (
          <>
            <RowAction
              label={`Assign ${receipt.receiptNumber}`}
              onClick={() => setAssigning(receipt)}
            >
              Assign
            </RowAction>
            {mayReturn && (
              <RowAction
                label={`Mark returned ${receipt.receiptNumber}`}
                onClick={() => setReturning(receipt)}
              >
                Mark returned
              </RowAction>
            )}
          </>
        )}
        compact
        rowHeight={ROW_HEIGHT}
      />
      {assigning && (
        <AssignMpesaDialog
          receipt={assigning}
          onAssigned={assigned}
          onClose={() => setAssigning(null)}
        />
      )}
      {returning && (
        <ReturnMpesaDialog
          receipt={returning}
          onReturned={returned}
          onClose={() => setReturning(null)}
        />
      )}
    </div>
  );
}
