import type { Db } from '../db/database.ts';
import { businessDate, businessDayRange, businessTime, dayMonthYear } from '../http/clock.ts';
import { type CsvCell, csvRowsInBatches } from '../http/csv.ts';
import { labelOf } from '../http/labels.ts';
import { readFilteredPage } from '../http/page-query.ts';
import {
  AUDIT_SORTS,
  type AuditFilter,
  type AuditRow,
  auditRepository,
} from './audit.repository.ts';
import type {
  AuditChange,
  AuditExportQuery,
  AuditItem,
  AuditPage,
  AuditPageQuery,
} from './audit.schema.ts';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_LABELS, type AuditAction } from './audit-actions.ts';

/** Who did it: the signed-in user, and the address the request came from when known. */
export interface Actor {
  id: number | null;
  email: string;
  address?: string | null;
}

/** Someone signed in (every actor but a refused sign-in's). */
export type SignedInActor = Actor & { id: number };

export type { AuditChange, AuditItem, AuditPage } from './audit.schema.ts';
export type { AuditAction } from './audit-actions.ts';

export interface AuditEvent {
  actor: Actor;
  action: AuditAction;
  entity?: string | null;
  entityId?: number | null;
  /** One line a shop owner reads, e.g. `Cement 50kg: selling price KSh 750.00 → KSh 800.00`. */
  summary: string;
  changes?: AuditChange[];
}

/**
 * Appends an event inside the caller's transaction (`executor`): a change that rolls back
 * leaves no event, and a change that commits always has one.
 */
export function recordAudit(executor: Db, at: Date, event: AuditEvent): Promise<void> {
  return recordAudits(executor, at, [event]);
}

/** Several events of one change (a delivery's price changes) in one INSERT. */
export async function recordAudits(
  executor: Db,
  at: Date,
  events: readonly AuditEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await auditRepository(executor).insert(
    events.map((event) => {
      const changes = event.changes?.filter((change) => change.before !== change.after) ?? [];
      return {
        occurred_at: at.toISOString(),
        actor_id: event.actor.id,
        actor_email: event.actor.email,
        action: event.action,
        entity: event.entity ?? null,
        entity_id: event.entityId ?? null,
        summary: event.summary,
        changes: changes.length > 0 ? JSON.stringify(changes) : null,
        client_address: event.actor.address ?? null,
      };
    }),
  );
}

const toItem = (row: AuditRow): AuditItem => ({
  id: row.id,
  occurred_at: row.occurred_at,
  actor_id: row.actor_id,
  actor_email: row.actor_email,
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  summary: row.summary,
  changes: row.changes ? (JSON.parse(row.changes) as AuditChange[]) : [],
  client_address: row.client_address,
});

export const AUDIT_CSV_HEADER = [
  'Date',
  'Time',
  'Who',
  'Action',
  'Record',
  'Record id',
  'Summary',
  'Changes',
  'From address',
] as const;

/** A row of the export: the day and time as the shop reads them, in its own time zone. */
const toCsvRow = (row: AuditRow, timeZone: string): CsvCell[] => {
  const item = toItem(row);
  const at = new Date(item.occurred_at);
  return [
    dayMonthYear(businessDate(at, timeZone)),
    businessTime(at, timeZone),
    item.actor_email,
    labelOf(AUDIT_ACTION_LABELS, item.action),
    item.entity ? labelOf(AUDIT_RECORD_LABELS, item.entity) : null,
    item.entity_id,
    item.summary,
    item.changes
      .map((change) => `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`)
      .join('; '),
    item.client_address,
  ];
};

/** The trail read as a list (GET /audit) and as CSV rows (its export). */
export function auditService(db: Db, timeZone: string) {
  const events = auditRepository(db);
  const filterOf = (query: AuditExportQuery): AuditFilter => ({
    search: query.q,
    action: query.action,
    actorId: query.actor_id,
    ...businessDayRange(query, timeZone),
  });

  return {
    async page(query: AuditPageQuery): Promise<AuditPage> {
      const filter = filterOf(query);
      return readFilteredPage(
        events,
        filter,
        query,
        AUDIT_SORTS.occurred_at_desc,
        (row) => row.occurred_at,
        toItem,
      );
    },

    async *csvRows(query: AuditExportQuery): AsyncGenerator<CsvCell[][]> {
      const filter = filterOf(query);
      yield* csvRowsInBatches(
        (cursor, limit) => events.page(filter, cursor, limit),
        (row) => row.occurred_at,
        (row) => toCsvRow(row, timeZone),
      );
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
