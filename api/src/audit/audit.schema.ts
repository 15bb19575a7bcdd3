import { z } from 'zod';
import { instant, pageOf } from '../http/openapi.ts';
import { pageParams, sortParam, withCursor } from '../http/page-query.ts';
import {
  calendarDay,
  FROM_AFTER_TO,
  fromNotAfterTo,
  idParam,
  listQuery,
  searchText,
} from '../http/validation.ts';
import { AUDIT_SORTS } from './audit.repository.ts';
import { AUDIT_ACTIONS } from './audit-actions.ts';

/** What the Audit screen filters by, in its list and in its CSV export. */
const auditFilters = {
  q: searchText,
  action: z.enum(AUDIT_ACTIONS, { error: `must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  actor_id: idParam.shape.id.optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  sort: sortParam(AUDIT_SORTS, 'occurred_at_desc'),
};

/** `?limit=&cursor=&q=&action=&actor_id=&from=&to=`: a page of the trail, newest first. */
export const auditPageQuery = listQuery({
  ...pageParams,
  ...auditFilters,
})
  .refine(fromNotAfterTo, FROM_AFTER_TO)
  .transform(withCursor(AUDIT_SORTS));

/** The same filters for the CSV export, which holds every matching event. */
export const auditExportQuery = listQuery(auditFilters).refine(fromNotAfterTo, FROM_AFTER_TO);

export type AuditPageQuery = z.output<typeof auditPageQuery>;
export type AuditExportQuery = z.output<typeof auditExportQuery>;

/** A field an event changed, as text before and after (null where it had no value). */
export const AuditChange = z
  .object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })
  .meta({ id: 'AuditChange' });
export type AuditChange = z.output<typeof AuditChange>;

/** An event as GET /audit answers it. */
export const AuditItem = z
  .object({
    id: z.number().int(),
    occurred_at: instant,
    actor_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Who did it; null for a refused sign-in' }),
    actor_email: z.string(),
    action: z.string().meta({ description: `One of ${AUDIT_ACTIONS.join(', ')}` }),
    entity: z.string().nullable().meta({ description: 'The kind of record it concerns' }),
    entity_id: z.number().int().nullable(),
    summary: z.string().meta({
      description:
        'One line a shop owner reads, e.g. `Cement 50kg: selling price KSh 750.00 → KSh 800.00`',
    }),
    changes: z.array(AuditChange),
    client_address: z
      .string()
      .nullable()
      .meta({ description: 'The address the request came from, when known' }),
  })
  .meta({ id: 'AuditItem' });
export type AuditItem = z.output<typeof AuditItem>;

/** A page of the audit trail (GET /audit). */
export const AuditPage = pageOf(AuditItem, 'AuditPage');
export type AuditPage = z.output<typeof AuditPage>;
