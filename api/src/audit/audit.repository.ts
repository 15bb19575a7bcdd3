import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { filteredList } from '../db/filtered-list.ts';
import type { Cursor, KeysetSort } from '../db/keyset.ts';
import type { AuditEventsTable } from '../db/schema.ts';
import { containsIgnoringCase } from '../db/text-search.ts';

/** Newest first, seeking on (occurred_at, id): `audit_events_occurred` (0009) serves it. */
export const AUDIT_SORTS = {
  occurred_at_desc: {
    name: 'occurred_at_desc',
    key: 'occurred_at',
    keyType: 'text',
    direction: 'desc',
  },
} as const satisfies Record<string, KeysetSort>;

export interface AuditFilter {
  /** In the summary or the actor's email, ignoring case. */
  search?: string;
  action?: string;
  actorId?: number;
  /** occurred_at ≥ this instant (ISO). */
  from?: string;
  /** occurred_at < this instant (ISO). */
  before?: string;
}

export type AuditRow = Omit<AuditEventsTable, 'id'> & { id: number };

function conditions(filter: AuditFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filter.search) {
    where.push(
      sql<SqlBool>`(${containsIgnoringCase('summary', filter.search)} or ${containsIgnoringCase('actor_email', filter.search)})`,
    );
  }
  if (filter.action) where.push(sql<SqlBool>`action = ${filter.action}`);
  if (filter.actorId !== undefined) where.push(sql<SqlBool>`actor_id = ${filter.actorId}`);
  if (filter.from) where.push(sql<SqlBool>`occurred_at >= ${filter.from}`);
  if (filter.before) where.push(sql<SqlBool>`occurred_at < ${filter.before}`);
  return where;
}

export function auditRepository(db: Db) {
  const trail = filteredList({
    rows: () => db.selectFrom('audit_events').selectAll(),
    counted: () => db.selectFrom('audit_events'),
    conditions,
    idColumn: 'id',
  });
  return {
    /** Appends events; the table takes inserts only (its triggers refuse the rest). */
    insert: async (events: Omit<AuditEventsTable, 'id'>[]): Promise<void> => {
      await db.insertInto('audit_events').values(events).execute();
    },

    /** Up to `limit + 1` events matching `filter` after `cursor`, newest first (keyset.ts). */
    page: (filter: AuditFilter, cursor: Cursor | null, limit: number): Promise<AuditRow[]> =>
      trail.page(filter, AUDIT_SORTS.occurred_at_desc, cursor, limit) as Promise<AuditRow[]>,

    /** How many events match `filter`, counted by the database. */
    count: trail.count,
  };
}
