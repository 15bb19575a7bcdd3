import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { ActionButton } from '../ui/action-button.tsx';
import { DateField } from '../ui/date-field.tsx';
import { SearchField } from '../ui/search-field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { downloadCsv } from './export-csv.ts';

type ListToolbarProps = {
  /** The search box: its label (e.g. "Search orders"), what it matches, what is typed. */
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  /** What the list holds now, e.g. "1,204 orders"; announced as it changes. */
  status: string;
  /** Filters beside the search box (`StatusFilter`, `DateRangeFilter`). */
  children?: ReactNode;
  /** Export to CSV: which list, with which of its filters. */
  exportAs?: {
    list: Parameters<typeof downloadCsv>[1];
    params: Record<string, string | null | undefined>;
  };
};

/**
 * What sits above every list: search, filters, the count and Export CSV. The list kit keeps
 * their values in the URL (`useListParams`).
 */
export function ListToolbar({ search, status, children, exportAs }: ListToolbarProps) {
  return (
    <search className="list-toolbar">
      <div className="list-toolbar__search">
        <SearchField
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={search.onChange}
          status={status}
        />
      </div>
      {children}
      {exportAs && (
        <ExportCsvButton
          className="list-toolbar__export"
          list={exportAs.list}
          params={exportAs.params}
        />
      )}
    </search>
  );
}

/**
 * Export CSV: downloads what the server streams for `list` with `params` (every matching row,
 * not only those on screen), "Exporting..." meanwhile and a toast if it fails.
 */
export function ExportCsvButton({
  list,
  params,
  className,
  label = 'Export CSV',
}: {
  list: Parameters<typeof downloadCsv>[1];
  params: Record<string, string | null | undefined>;
  className?: string;
  /** Its words, where a screen offers more than one CSV (the VAT return's purchases). */
  label?: string;
}) {
  const client = useApolloClient();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const gatewayUri = client.defaultContext.gatewayUri ?? '/graphql';
      await downloadCsv(gatewayUri, list, params);
    } catch (failure) {
      toast.failure(failure instanceof Error ? failure.message : 'The export failed');
    } finally {
      setExporting(false);
    }
  }

  return (
    <button
      className={['button button--secondary', className].filter(Boolean).join(' ')}
      type="button"
      disabled={exporting}
      onClick={() => void exportCsv()}
    >
      {exporting ? 'Exporting...' : label}
    </button>
  );
}

/**
 * Refresh, for a list other tills add to (payments, the audit trail): reads the rows loaded
 * again, "Refreshing..." meanwhile.
 */
export function RefreshButton({
  list,
}: {
  list: { refreshing: boolean; refresh: () => Promise<unknown> };
}) {
  return (
    <ActionButton disabled={list.refreshing} onClick={() => void list.refresh()}>
      {list.refreshing ? 'Refreshing...' : 'Refresh'}
    </ActionButton>
  );
}

/** A status filter: "All" (or what stands for it) or one status, by its label. */
export function StatusFilter<Status extends string>({
  label = 'Status',
  value,
  onChange,
  statuses,
  allLabel = 'All',
}: {
  label?: string;
  value: Status | '';
  onChange: (value: Status | '') => void;
  statuses: Readonly<Record<Status, string>>;
  /** What no choice shows, when that is not every status (the money of the payments ledger). */
  allLabel?: string;
}) {
  return (
    <div className="list-toolbar__filter">
      <SelectField label={label} value={value} onChange={(v) => onChange(v as Status | '')}>
        <option value="">{allLabel}</option>
        {(Object.entries(statuses) as Array<[Status, string]>).map(([status, name]) => (
          <option key={status} value={status}>
            {name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** A status filter wired to one of a list's filters (kept in the URL by the list kit). */
export function ListStatusFilter<Filter extends string, Status extends string>({
  list,
  filter,
  ...shown
}: {
  list: {
    filters: Readonly<Record<Filter, string>>;
    setFilter: (name: Filter, value: string) => void;
  };
  /** The URL parameter it sets, e.g. `status`. */
  filter: Filter;
  label?: string;
  statuses: Readonly<Record<Status, string>>;
  allLabel?: string;
}) {
  return (
    <StatusFilter
      {...shown}
      value={list.filters[filter] as Status | ''}
      onChange={(value) => list.setFilter(filter, value)}
    />
  );
}

/**
 * From and To days (inclusive, the shop's calendar), typed as dd/mm/yyyy; either may be left
 * empty. Half-typed text changes nothing until it reads as a day.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <div className="list-toolbar__filter">
        <DateField
          label="From"
          value={from}
          max={to || undefined}
          onChange={(day) => {
            if (day !== null) onChange({ from: day });
          }}
        />
      </div>
      <div className="list-toolbar__filter">
        <DateField
          label="To"
          value={to}
          min={from || undefined}
          error={from && to && to < from ? 'To is before From: nothing can match.' : null}
          onChange={(day) => {
            if (day !== null) onChange({ to: day });
          }}
        />
      </div>
    </>
  );
}

/** From and To wired to a list's `from` and `to` filters (kept in the URL by the list kit). */
export function ListDateRange({
  list,
}: {
  list: {
    filters: Readonly<Record<'from' | 'to', string>>;
    setFilter: (name: 'from' | 'to', value: string) => void;
  };
}) {
  return (
    <DateRangeFilter
      from={list.filters.from}
      to={list.filters.to}
      onChange={(range) => {
        if (range.from !== undefined) list.setFilter('from', range.from);
        if (range.to !== undefined) list.setFilter('to', range.to);
      }}
    />
  );
}
