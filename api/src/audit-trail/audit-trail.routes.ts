import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { AuditPage, auditExportQuery, auditPageQuery } from '../audit/audit.schema.ts';
import { AUDIT_CSV_HEADER, type AuditService } from '../audit/audit.service.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission, signedInRoutes } from '../auth/roles.ts';

const route = signedInRoutes('Audit');

/**
 * GET /api/v1/audit (a page of the trail, newest first) and GET /api/v1/audit/export.csv, for
 * owners and managers. Nothing here, or anywhere, changes or removes an event.
 */
export function auditRoutes(deps: ApiDeps, audit: AuditService) {
  return new Hono<AuthedEnv>()
    .use(requirePermission('manage'))
    .get(
      '/',
      ...route.json(
        {
          summary: 'A page of the audit trail, newest first',
          description:
            'Searched by summary or email, filtered by action, actor and days (`from` and `to` included). Owners and managers only.',
          answers: { 200: AuditPage },
          query: auditPageQuery,
        },
        ({ query }) => audit.page(query),
      ),
    )
    .get(
      '/export.csv',
      ...route.csv(
        {
          summary: 'The events the filters match, as CSV',
          description: 'Owners and managers only.',
          query: auditExportQuery,
          deps,
        },
        ({ query }) => ({ name: 'audit', header: AUDIT_CSV_HEADER, rows: audit.csvRows(query) }),
      ),
    );
}
