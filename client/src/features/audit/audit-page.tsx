import type { AuditAction } from '../../graphql/schema-types.generated.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { ListScreen } from '../../shared/list/list-screen.tsx';
import { ListDateRange, ListStatusFilter, RefreshButton } from '../../shared/list/list-toolbar.tsx';
import {
  type ServerFilters,
  type ServerListOptions,
  useServerList,
} from '../../shared/list/use-server-list.ts';
import { BadgeOf } from '../../shared/ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { keepNumbersWhole } from '../../shared/ui/document-number.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { AuditListDocument, type AuditRowFragment } from './audit.generated.ts';
import { auditActionLabels, auditActions, restAuditAction } from './audit-actions.ts';
import './audit.css';
import { formatCount } from '../../shared/ui/search-field.tsx';

type Event = AuditRowFragment;

export const auditText = {
  loadFailed: 'Failed to load the audit trail',
} as const;

const FILTERS = ['action', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

// The filters go to the query and to the export; the export names the action as REST does.
function toServer(filters: Readonly<Record<Filter, string>>): ServerFilters {
  const action = (filters.action || null) as AuditAction | null;
  const days = { from: filters.from || null, to: filters.to || null };
  return {
    variables: { action, ...days },
    exportParams: { action: action && restAuditAction(action), ...days },
  };
}

const listOptions: ServerListOptions<Filter, Event> = {
  filters: FILTERS,
  toServer,
  // The trail reads newest first, always; there is nothing else to sort it by.
  defaultSort: { columnId: 'when', direction: 'descending' },
  sortKeys: { when: 'occurred_at' },
  rowKey: (event) => event.id,
};

const eventKey = (event: Event) => event.id;
const eventName = (event: Event) => `${event.summary} (${formatDateTime(event.occurredAt)})`;

/** What changed, field by field: before → after (a blank side is shown as —). */
function Changes({ event }: { event: Event }) {
  if (event.changes.length === 0) return null;
  return (
    <ul className="audit-changes">
      {event.changes.map((change) => (
        <li key={change.field}>
          <span className="audit-changes__field">{change.field}</span>{' '}
          <span className="audit-changes__before">{change.before ?? '—'}</span> →{' '}
          <span className="audit-changes__after">{change.after ?? '—'}</span>
        </li>
      ))}
    </ul>
  );
}

const columns: ReadonlyArray<DataTableColumn<Event>> = [
  {
    id: 'when',
    header: 'When',
    cell: (event) => <span className="audit-when">{formatDateTime(event.occurredAt)}</span>,
  },
  {
    id: 'who',
    header: 'Who',
    cell: (event) => (
      <span
        className="data-table__truncate"
        title={event.clientAddress ? `${event.actorEmail} from ${event.clientAddress}` : undefined}
      >
        {event.actorEmail}
      </span>
    ),
  },
  {
    id: 'what',
    header: 'What',
    cell: (event) => <BadgeOf table={auditActions} value={event.action} />,
  },
  {
    id: 'details',
    header: 'Details',
    cell: (event) => (
      <div className="audit-details">
        <span>{keepNumbersWhole(event.summary)}</span>
        <Changes event={event} />
      </div>
    ),
  },
];

const countEvents = (count: number) => formatCount(count, 'event');

/**
 * The audit trail (issue 16): every change of prices, stock, payments, deletions, roles and
 * approvals, and every sign-in, with who, when and before → after. Nothing here edits it; the
 * database refuses any change to it. Owners and managers read, filter and export it.
 */
export function AuditPage() {
  const list = useServerList(AuditListDocument, (data) => data.auditPage, listOptions);

  return (
    <div className="audit-page">
      <PageHeader title="Audit" actions={<RefreshButton list={list} />} />
      <ListScreen
        list={list}
        search={{ label: 'Search the audit trail', placeholder: 'Name, number or email' }}
        count={countEvents}
        exportList="audit"
        filters={
          <>
            <ListStatusFilter
              list={list}
              filter="action"
              label="What"
              statuses={auditActionLabels}
            />
            <ListDateRange list={list} />
          </>
        }
        failedToLoad={auditText.loadFailed}
        empty={{
          none: 'Nothing recorded yet.',
          search: (search) => `No events match "${search}".`,
          filters: () => 'No events match these filters.',
        }}
        loadingMore="Loading more events..."
      >
        {(table) => (
          <DataTable
            {...table}
            label="Audit trail, newest first"
            columns={columns}
            rowKey={eventKey}
            rowName={eventName}
            compact
            virtual={{ estimateRowHeight: 57, reservedHeight: 250 }}
          />
        )}
      </ListScreen>
    </div>
  );
}
