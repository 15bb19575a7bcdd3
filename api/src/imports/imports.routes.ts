import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission, signedInRoutes } from '../auth/roles.ts';
import { badRequest } from '../http/api-error.ts';
import type { CsvCell } from '../http/csv.ts';
import { replayHeaders } from '../http/documented-routes.ts';
import { idempotentRequest } from '../idempotency/idempotency.service.ts';
import { IMPORT_FIELDS } from './import-columns.ts';
import { ImportAnswer, importKindParam, importQuery } from './imports.schema.ts';
import type { ImportsService } from './imports.service.ts';

const route = signedInRoutes('Imports');

/** A spreadsheet of 20,000 items is about 2 MB as CSV; an .xlsx of it less. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/**
 * The file: the request's body itself (`text/csv`, or an .xlsx workbook's bytes), or the `file`
 * field of a multipart form, as a browser's form or `curl -F file=@items.xlsx` sends it.
 */
async function uploadedFile(request: Request): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string')
      throw badRequest('file: must be the spreadsheet, sent as the form field "file"', {
        file: 'must be the spreadsheet',
      });
    return new Uint8Array(await file.arrayBuffer());
  }
  return new Uint8Array(await request.arrayBuffer());
}

async function* oneBatch(rows: CsvCell[][]) {
  yield rows;
}

export function importsRoutes(deps: ApiDeps, imports: ImportsService) {
  return new Hono<AuthedEnv>()
    .get(
      '/:kind/template.csv',
      requirePermission('manage'),
      ...route.csv(
        {
          summary: 'A template to fill in',
          description:
            "The import's columns as a CSV header with an example row, to download, fill in and import.",
          param: importKindParam,
          deps,
        },
        ({ param }) => {
          const fields = IMPORT_FIELDS[param.kind];
          return {
            name: `${param.kind}-template`,
            header: fields.map((each) => each.label),
            rows: oneBatch([fields.map((each) => each.example)]),
          };
        },
      ),
    )
    .post(
      '/:kind',
      bodyLimit({
        maxSize: MAX_IMPORT_BYTES,
        onError: (c) =>
          c.json({ error: 'The file is too large: import at most 8 MB at a time' }, 413),
      }),
      ...route.json(
        {
          summary: 'Import items, customers or suppliers from a spreadsheet',
          description:
            'The body is a CSV (UTF-8 with or without BOM, comma or semicolon separated) or an .xlsx workbook (its first sheet), raw or as the multipart field `file`; its first row names the columns, matched by their headers unless `columns` says otherwise. With `dry_run=true` nothing is written and every row is answered. Without it the file is imported whole in one transaction, or not at all (422 naming each bad row). A row naming an existing record (by name, or an item by barcode) is refused unless `on_match` is `update` or `skip`. With an `Idempotency-Key`, sending the file again replays the first answer. New items take their quantity as opening stock at their cost. One audit event records the counts.',
          answers: { 200: ImportAnswer },
          needs: 'manage',
          refusals: {
            400: 'The file cannot be read, or a query parameter is wrong',
            413: 'The file is over 8 MB',
            422: 'Nothing was imported: some rows cannot be',
          },
          param: importKindParam,
          query: importQuery,
        },
        async ({ param, query }, c) => {
          const bytes = await uploadedFile(c.req.raw);
          const { dry_run, ...options } = query;
          if (dry_run) return imports.dryRun(param.kind, bytes, options);
          const request = idempotentRequest(c, null);
          const done = await imports.import(param.kind, bytes, options, request, actorOf(c));
          for (const [name, value] of Object.entries(replayHeaders(done))) c.header(name, value);
          return done.answer;
        },
      ),
    );
}
