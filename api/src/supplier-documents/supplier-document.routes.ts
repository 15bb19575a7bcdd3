import { Hono } from 'hono';
import type { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import type { signedInRoutes } from '../auth/roles.ts';
import type { CsvCell } from '../http/csv.ts';
import type { RouteDoc } from '../http/openapi.ts';

type Words = Omit<RouteDoc, 'answers'>;

/**
 * GET / (a page of the documents, newest first) and GET /export.csv (every one the filters
 * match): what a goods received note's list and a supplier bill's serve alike. Each feature gives
 * its own words, queries and page schema. Mounted before `/:id`, which would otherwise take
 * `export.csv` for an id.
 */
export function supplierDocumentListRoutes<
  PageQuery extends z.ZodType,
  ExportQuery extends z.ZodType,
  Page extends object,
>(
  documents: {
    page(query: z.output<PageQuery>): Promise<Page>;
    csvRows(query: z.output<ExportQuery>): AsyncGenerator<CsvCell[][]>;
  },
  spec: {
    route: ReturnType<typeof signedInRoutes>;
    pageQuery: PageQuery;
    exportQuery: ExportQuery;
    /** The answer's schema: a page of the documents. */
    page: z.ZodType;
    list: Words;
    export: Words;
    csv: { name: string; header: readonly string[] };
    deps: ApiDeps;
  },
) {
  return new Hono<AuthedEnv>()
    .get(
      '/',
      ...spec.route.json(
        { ...spec.list, answers: { 200: spec.page }, query: spec.pageQuery },
        ({ query }) => documents.page(query),
      ),
    )
    .get(
      '/export.csv',
      ...spec.route.csv(
        { ...spec.export, query: spec.exportQuery, deps: spec.deps },
        ({ query }) => ({ ...spec.csv, rows: documents.csvRows(query) }),
      ),
    );
}
