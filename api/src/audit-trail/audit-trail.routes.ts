import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { AuditPage, auditExportQuery, auditPageQuery } from '../audit/audit.schema.ts';
import { AUDIT_CSV_HEADER, type AuditService } from '../audit/audit.service.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { documentedIn } from '../http/openapi.ts';
import { validate } from '../http/validation.ts';

const documented = documentedIn('Audit');

/**
 * GET /api/v1/audit (a page of the trail, newest first) and GET /api/v1/audit/export.csv, for
 * owners and managers. Nothing here, or anywhere, changes or removes an event.
 */
export function auditRoutes(deps: ApiDeps, audit: AuditService) {
  return new Hono<AuthedEnv>()
    .use(requirePermission('manage'))
    .get(
      '/',
      documented({
        summary: 'A page of the audit trail, newest first',
        description:
          'Searched by summary or email, filtered by action, actor and days (`from` and `to` included). Owners and managers only.',
        answers: { 200: AuditPage },
      }),
      validate('query', auditPageQuery),
      async (c) => c.json(await audit.page(c.req.valid('query')), 200),
    )
    .get(
      '/export.csv',
      documented({
        summary: 'The events the filters match, as CSV',
        description: 'Owners and managers only.',
        answers: { 200: 'csv' },
      }),
      validate('query', auditExportQuery),
      (c) =>
        csvDownload(
          c,
          { name: 'audit', day: businessDate(deps.clock(), deps.config.timeZone) },
          AUDIT_CSV_HEADER,
          audit.csvRows(c.req.valid('query')),
        ),
    );
}
