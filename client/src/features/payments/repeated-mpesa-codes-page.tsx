import { Link } from 'react-router-dom';
import { formatDate } from '../../shared/format/date.ts';
import { useServerList } from '../../shared/list/use-server-list.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import type { DataTableColumn } from '../../shared/ui/data-table.tsx';
import { PageLink } from '../../shared/ui/page-header.tsx';
import { MpesaReviewScreen, reviewListOptions } from './mpesa-review-screen.tsx';
import { PaidSaleLink } from './paid-sale-link.tsx';
import {
  type RepeatedMpesaCodeRowFragment,
  RepeatedMpesaCodesDocument,
} from './payments.generated.ts';

type Code = RepeatedMpesaCodeRowFragment;

export const repeatedCodesText = {
  title: 'M-Pesa codes used more than once',
  loadFailed: 'Failed to load the M-Pesa codes used more than once',
  empty:
    'No M-Pesa code counts more than once. A code typed again on another sale is refused unless it is recorded as part of one M-Pesa payment split across sales; such parts, and M-Pesa money placed over several sales, are listed here to check.',
} as const;

const codeKey = (code: Code) => code.code;
// The most recently used first.
const listOptions = reviewListOptions('code', 'last_used', codeKey);
const codeName = (code: Code) => `M-Pesa code ${code.code}, used ${code.uses} times`;

/** What M-Pesa reported, and how far the payments under the code go beyond it. */
function Reported({ code }: { code: Code }) {
  if (code.reportedAmount == null) {
    return <span className="payments-list__kind">Not reported</span>;
  }
  const beyond = Math.round((code.totalAmount - code.reportedAmount) * 100) / 100;
  return (
    <span className="repeated-codes__reported">
      <span className="payments-list__money">{formatKsh(code.reportedAmount)}</span>
      {beyond > 0 && <Badge tone="danger">{formatKsh(beyond)} more than reported</Badge>}
    </span>
  );
}

const columns: ReadonlyArray<DataTableColumn<Code>> = [
  {
    id: 'code',
    header: 'Code',
    cell: (code) => (
      <Link
        className="unmatched-mpesa__code"
        to={`/payments?q=${encodeURIComponent(code.code)}`}
        title="Show its payments in the list"
      >
        {code.code}
      </Link>
    ),
  },
  {
    id: 'uses',
    header: 'Paid',
    cell: (code) => (
      <ul className="repeated-codes__uses">
        {code.payments.map((use) => (
          <li key={use.id}>
            <PaidSaleLink sale={use} />
            <span className="payments-list__money">{formatKsh(use.amount)}</span>
            <span className="payments-list__when">{formatDate(use.paidAt)}</span>
            {use.split && <Badge tone="neutral">Split M-Pesa</Badge>}
            <span className="repeated-codes__who">{use.recordedByEmail}</span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (code) => <strong className="payments-list__money">{formatKsh(code.totalAmount)}</strong>,
  },
  { id: 'reported', header: 'M-Pesa reported', cell: (code) => <Reported code={code} /> },
];

// Rows grow with their payments; each is measured as drawn.
const ROW_HEIGHT = 72;

/**
 * M-Pesa codes that more than one payment still counts under, the most recently used first, a
 * page at a time (grouped by the server): parts of one M-Pesa payment split across sales, money
 * M-Pesa placed over several sales, and codes recorded twice before a typed code was compared.
 * The owner checks each against the M-Pesa statement; a payment counted wrongly is reversed.
 */
export function RepeatedMpesaCodesPage() {
  return (
    <div className="payments-page">
      <RepeatedCodesList />
    </div>
  );
}

function RepeatedCodesList() {
  const list = useServerList(
    RepeatedMpesaCodesDocument,
    (data) => data.repeatedMpesaCodes,
    listOptions,
  );
  return (
    <MpesaReviewScreen
      title={repeatedCodesText.title}
      links={<PageLink to="/payments">Payments</PageLink>}
      list={list}
      noun="code"
      failedToLoad={repeatedCodesText.loadFailed}
      empty={repeatedCodesText.empty}
      loadingMore="Loading more codes..."
      label="M-Pesa codes used more than once, most recently used first"
      columns={columns}
      rowKey={codeKey}
      rowName={codeName}
      rowHeight={ROW_HEIGHT}
    />
  );
}
