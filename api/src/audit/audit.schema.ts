import { z } from 'zod';
import { pageLimit, sortParam, withCursor } from '../http/page-query.ts';
import {
  calendarDay,
  FROM_AFTER_TO,
  fromNotAfterTo,
  idParam,
  listQuery,
  searchText,
} from '../http/validation.ts';
import { AUDIT_SORTS } from './audit.repository.ts';
import { AUDIT_ACTIONS } from './audit.service.ts';

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
  limit: pageLimit,
  cursor: z.string().optional(),
  ...auditFilters,
})
  .refine(fromNotAfterTo, FROM_AFTER_TO)
  .transform(withCursor(AUDIT_SORTS));

/** The same filters for the CSV export, which holds every matching event. */
export const auditExportQuery = listQuery(auditFilters).refine(fromNotAfterTo, FROM_AFTER_TO);

export type AuditPageQuery = z.output<typeof auditPageQuery>;
export type AuditExportQuery = z.output<typeof auditExportQuery>;
