import { formatDateTime } from '../../shared/format/date.ts';
import { useServerList } from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import type { DataTableColumn } from '../../shared/ui/data-table.tsx';
import { PageLink } from '../../shared/ui/page-header.tsx';
import { payerPhoneColumn, receiptColumn, receiptName } from './mpesa-receipt-columns.tsx';
import { MpesaReviewScreen, reviewListOptions } from './mpesa-review-screen.tsx';
import {
  ReturnedMpesaPaymentsDocument,
  type ReturnedMpesaRowFragment,
} from './unmatched-mpesa.generated.ts';

type Receipt = ReturnedMpesaRowFragment;

export const returnedText = {
  title: 'M-Pesa money returned to the payer',
  loadFailed: 'Failed to load the M-Pesa money returned to the payer',
  empty:
    'Nothing returned. When M-Pesa money that was never the shop’s goes back to the payer (a wrong till, reversed by Safaricom), an owner or a manager marks it returned on Unmatched M-Pesa payments, and it is listed here with why.',
} as const;

const receiptKey = (receipt: Receipt) => receipt.id;
// The latest returned first.
const listOptions = reviewListOptions('returnedAt', 'returned_at', receiptKey);

const when = (iso: string) => <span className="payments-list__when">{formatDateTime(iso)}</span>;

const columns: ReadonlyArray<DataTableColumn<Receipt>> = [
  {
    id: 'returnedAt',
    header: 'Returned',
    cell: (receipt) => (receipt.returnedAt ? when(receipt.returnedAt) : '—'),
  },
  {
    id: 'returned',
    header: 'Amount',
    align: 'end',
    cell: (receipt) => (
      <strong className="payments-list__money">{formatKsh(receipt.returned)}</strong>
    ),
  },
  receiptColumn,
  {
    id: 'received',
    header: 'Paid',
    cell: (receipt) => when(receipt.transTime ?? receipt.receivedAt),
  },
  payerPhoneColumn,
  {
    id: 'payer',
    header: 'Paid by',
    cell: (receipt) => receipt.payerName ?? '—',
  },
  {
    id: 'reason',
    header: 'Why',
    cell: (receipt) => receipt.returnReason ?? '—',
  },
  { id: 'by', header: 'By', cell: (receipt) => receipt.returnedByEmail ?? '—' },
];

// Rows grow with why the money went back (read in full, not cut short); each measured as drawn.
const ROW_HEIGHT = 60;

/**
 * M-Pesa money marked returned to the payer (money that was never the shop's), the latest
 * returned first, a page at a time: when and how much went back, by whom and why. What the owner reads
 * beside the M-Pesa statement; the audit trail keeps each return as it happened.
 */
export function ReturnedMpesaPage() {
  const list = useServerList(
    ReturnedMpesaPaymentsDocument,
    (data) => data.returnedMpesaPayments,
    listOptions,
  );
  return (
    <div className="payments-page">
      <MpesaReviewScreen
        title={returnedText.title}
        links={<PageLink to="/payments/unmatched">Unmatched M-Pesa payments</PageLink>}
        list={list}
        noun="payment"
        failedToLoad={returnedText.loadFailed}
        empty={returnedText.empty}
        loadingMore="Loading more payments..."
        label="M-Pesa money returned to the payer, latest returned first"
        columns={columns}
        rowKey={receiptKey}
        rowName={receiptName}
        rowHeight={ROW_HEIGHT}
      />
    </div>
  );
}
