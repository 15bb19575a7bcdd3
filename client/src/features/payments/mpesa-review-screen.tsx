import type { ReactNode } from 'react';
import { ListBody } from '../../shared/list/list-body.tsx';
import {
  type ListTableProps,
  listTableProps,
  type ServerList,
} from '../../shared/list/list-screen.tsx';
import { formatKsh } from '../../shared/money/money-format.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import './payments.css';

/** Names an M-Pesa receipt in its row's buttons. */
export const receiptName = (receipt: { receiptNumber: string; amount: number }) =>
  `M-Pesa payment ${receipt.receiptNumber} of ${formatKsh(receipt.amount)}`;

/**
 * The M-Pesa screens the owner reviews (unmatched payments, money returned to the payer, codes
 * used more than once): read a page at a time in the server's order, with no search or
 * filters, so the count sits under the title; then the table, or what kept it from loading.
 */
export function MpesaReviewScreen<Row>({
  title,
  links,
  list,
  count,
  failedToLoad,
  empty,
  loadingMore,
  children,
}: {
  title: string;
  /** The header's buttons: the other M-Pesa screens, Refresh. */
  links: ReactNode;
  list: ServerList<Row>;
  /** What the list holds, e.g. `formatCount(total, 'payment')`. */
  count: (total: number) => string;
  failedToLoad: string;
  /** What an empty list says: why a row would be here, and what to do with it. */
  empty: string;
  loadingMore: string;
  /** The table, given the list's share of it: `(table) => <DataTable {...table} … />`. */
  children: (table: ListTableProps<Row>) => ReactNode;
}) {
  const table = listTableProps(list, {
    empty: { none: <span className="unmatched-mpesa__empty">{empty}</span> },
    loadingMore,
  });
  return (
    <>
      <PageHeader title={title} actions={links}>
        <p className="page-header__summary" role="status">
          {list.loaded ? count(list.totalCount) : ''}
        </p>
      </PageHeader>
      <ListBody list={list} failedToLoad={failedToLoad}>
        {children(table)}
      </ListBody>
    </>
  );
}
