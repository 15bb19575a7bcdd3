import type { ReactNode } from 'react';
import type { DataTableProps, SortState } from '../ui/data-table.tsx';
import type { downloadCsv } from './export-csv.ts';
import { ListBody } from './list-body.tsx';
import { ListToolbar } from './list-toolbar.tsx';

/*
 * The list-screen preset: what every list the server pages shows around its rows, wired once.
 * A screen gives its words and its columns; the list kit's state (useServerList: search,
 * filters, sort and pages in the URL; or usePagedList in a dialog) becomes the toolbar (search,
 * count, filters, Export CSV), the failure (in place of the list, or above its rows), and the
 * table's rows, loading, empty, sort and paging.
 */

/** What a table is given of a list: its rows, its states, its sort and its next page. */
export type ListTableProps<Row> = Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'loading'
  | 'updating'
  | 'emptyMessage'
  | 'onEndReached'
  | 'footer'
  | 'highlightKey'
  | 'sort'
  | 'onSortChange'
>;

/**
 * What a list's table says when it has no rows, by why: nothing recorded yet, nothing matching
 * the search (given as it was sent), or nothing matching the filters (with the search, if any).
 * A narrowed list without words of its own says `none`.
 */
export type EmptyMessages = {
  none: ReactNode;
  search?: (search: string) => ReactNode;
  filters?: (search: string) => ReactNode;
};

/** What the preset reads of a list read a page at a time (usePagedList). */
type PagedList<Row> = {
  rows: readonly Row[];
  loaded: boolean;
  loading: boolean;
  updating: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  highlightKey: string | null;
  error?: unknown;
};

/** What it reads of a list screen's list, searched, filtered and sorted (useServerList). */
export type ServerList<Row> = PagedList<Row> & {
  totalCount: number;
  search: string;
  setSearch: (search: string) => void;
  settledSearch: string;
  narrowedBy: 'filters' | 'search' | null;
  sort: SortState;
  setSort: (sort: SortState) => void;
  exportParams: Record<string, string | null>;
};

/** Why a list is empty, in its screen's words. */
function emptyMessage<Row>(list: PagedList<Row> | ServerList<Row>, empty: EmptyMessages) {
  if (!('narrowedBy' in list) || list.narrowedBy === null) return empty.none;
  const say = list.narrowedBy === 'filters' ? empty.filters : empty.search;
  return say ? say(list.settledSearch) : empty.none;
}

/**
 * A table's share of a list (`ListTableProps`): spread on a DataTable, or on a screen's own
 * table that renders one. `loadingMore` is the table's last line while the next page loads,
 * e.g. "Loading more items...".
 */
export function listTableProps<Row>(
  list: PagedList<Row> | ServerList<Row>,
  { empty, loadingMore }: { empty: EmptyMessages; loadingMore: ReactNode },
): ListTableProps<Row> {
  return {
    rows: list.rows,
    loading: list.loading,
    updating: list.updating,
    emptyMessage: emptyMessage(list, empty),
    onEndReached: list.loadMore,
    footer: list.loadingMore ? loadingMore : null,
    highlightKey: list.highlightKey,
    ...('sort' in list && { sort: list.sort, onSortChange: list.setSort }),
  };
}

export type ListScreenProps<Row> = {
  list: ServerList<Row>;
  /** The search box's label (`Search inventory`) and what it matches. */
  search: { label: string; placeholder: string };
  /** What the list holds, said beside the search box, e.g. `formatCount(total, 'item')`. */
  count: (total: number) => string;
  /** Which CSV download Export CSV gives (with the list's search, filters and sort). */
  exportList?: Parameters<typeof downloadCsv>[1];
  /** The list's own filters, beside the search box (`StatusFilter`, `ListDateRange`). */
  filters?: ReactNode;
  /** The screen's words for a failed load (spec §8), e.g. "Failed to load inventory data". */
  failedToLoad: string;
  empty: EmptyMessages;
  /** The table's last line while the next page loads, e.g. "Loading more items...". */
  loadingMore: ReactNode;
  /** The table, given the list's share of it: `(table) => <DataTable {...table} … />`. */
  children: (table: ListTableProps<Row>) => ReactNode;
};

/** A list screen below its header: toolbar, then the table or what kept it from loading. */
export function ListScreen<Row>({
  list,
  search,
  count,
  exportList,
  filters,
  failedToLoad,
  empty,
  loadingMore,
  children,
}: ListScreenProps<Row>) {
  return (
    <>
      <ListToolbar
        search={{ ...search, value: list.search, onChange: list.setSearch }}
        status={list.loaded ? count(list.totalCount) : ''}
        exportAs={exportList && { list: exportList, params: list.exportParams }}
      >
        {filters}
      </ListToolbar>
      <ListBody list={list} failedToLoad={failedToLoad}>
        {children(listTableProps(list, { empty, loadingMore }))}
      </ListBody>
    </>
  );
}
