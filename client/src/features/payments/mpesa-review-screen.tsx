import type { ReactNode } from 'react';
import { ListBody } from '../../shared/list/list-body.tsx';
import { listTableProps, type ServerList } from '../../shared/list/list-screen.tsx';
import type { ServerListOptions } from '../../shared/list/use-server-list.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import './payments.css';

/*
 * The M-Pesa screens the owner reviews (unmatched payments, money returned to the payer, codes
 * used more than once): read a page at a time in the order the server answers, the latest
 * first, with no search, sort or filters of their own.
 */

/** A review list's options: the latest first by `columnId`, the server's `sortKey`. */
export function reviewListOptions<Row>(
  columnId: string,
  sortKey: string,
  rowKey: (row: Row) => string,
): ServerListOptions<never, Row> {
  return {
    defaultSort: { columnId, direction: 'descending' },
    sortKeys: { [columnId]: sortKey },
    rowKey,
  };
}

type MpesaReviewScreenProps<Row> = {
  title: string;
  /** The header's buttons: the other M-Pesa screens, Refresh. */
  links: ReactNode;
  list: ServerList<Row>;
  /** What the list holds, counted under the title: `payment`, `code`. */
  noun: string;
  failedToLoad: string;
  /** What an empty list says: why a row would be here, and what to do with it. */
  empty: string;
  loadingMore: string;
  /** The table's accessible name, e.g. "Unmatched M-Pesa payments, newest first". */
  label: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowKey: (row: Row) => string;
  rowName: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
  /** One line per row at desktop width (rows that do not grow with their text). */
  compact?: boolean;
  /** A row's height as first estimated; each is measured as drawn. */
  rowHeight: number;
};

/** A review screen: its title with the count, then the table or what kept it from loading. */
export function MpesaReviewScreen<Row>({
  title,
  links,
  list,
  noun,
  failedToLoad,
  empty,
  loadingMore,
  rowHeight,
  ...table
}: MpesaReviewScreenProps<Row>) {
  return (
    <>
      <PageHeader title={title} actions={links}>
        <p className="page-header__summary" role="status">
          {list.loaded ? formatCount(list.totalCount, noun) : ''}
        </p>
      </PageHeader>
      <ListBody list={list} failedToLoad={failedToLoad}>
        <DataTable
          {...listTableProps(list, {
            empty: { none: <span className="unmatched-mpesa__empty">{empty}</span> },
            loadingMore,
          })}
          {...table}
          virtual={{ estimateRowHeight: rowHeight, reservedHeight: 260 }}
        />
      </ListBody>
    </>
  );
}
