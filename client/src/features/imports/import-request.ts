import { readToken } from '../../shared/session/session-token.ts';

/** What can be imported, as the gateway's `/import/<kind>` names it. */
export type ImportKind = 'inventory' | 'customers' | 'suppliers';
export type OnMatch = 'report' | 'update' | 'skip';

/** The API's answer (imports.schema.ts `ImportAnswer`): what each row does, or why it cannot. */
export interface ImportAnswer {
  valid: number;
  invalid: number;
  created: number;
  updated: number;
  skipped: number;
  fields: { field: string; label: string; required: boolean }[];
  columns: { header: string; field: string | null }[];
  rows: {
    row: number;
    status: 'ok' | 'error';
    name: string;
    action?: 'create' | 'update' | 'skip';
    errors?: Record<string, string>;
  }[];
}

export interface ImportRequest {
  kind: ImportKind;
  file: File;
  dryRun: boolean;
  onMatch: OnMatch;
  /** The edited match, a field (or null) per column of the file; absent: the server's own. */
  columns?: (string | null)[];
  /** The Idempotency-Key of this attempt at importing (absent for a dry run). */
  key?: string;
}

/**
 * Why nothing was imported, as the API words it (`{ error, fields }`), kept whole for the
 * screen; `refused` when the server answered (so sending the same again changes nothing), not
 * when it could not be reached.
 */
export class ImportRefused extends Error {
  readonly fields: Record<string, string>;
  readonly refused: boolean;
  constructor(message: string, fields: Record<string, string> = {}, refused = true) {
    super(message);
    this.fields = fields;
    this.refused = refused;
  }
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends the file to the gateway's `/import/<kind>` (beside `/graphql`: a shop's item list is
 * megabytes, no GraphQL variable). XMLHttpRequest rather than fetch, since only it tells how much
 * of a large file has gone (`onProgress`, 0 to 1); the server then checks every row.
 */
export function sendImport(
  gatewayUri: string,
  request: ImportRequest,
  onProgress: (sent: number) => void,
): Promise<ImportAnswer> {
  const url = new URL(`/import/${request.kind}`, new URL(gatewayUri, window.location.href));
  if (request.dryRun) url.searchParams.set('dry_run', 'true');
  if (request.onMatch !== 'report') url.searchParams.set('on_match', request.onMatch);
  if (request.columns) url.searchParams.set('columns', JSON.stringify(request.columns));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (request.key) xhr.setRequestHeader('Idempotency-Key', request.key);
    const isXlsx = /\.xlsx$/i.test(request.file.name) || request.file.type === XLSX_TYPE;
    xhr.setRequestHeader('Content-Type', isXlsx ? XLSX_TYPE : 'text/csv');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 200) return resolve(body as ImportAnswer);
      const refusal = body as { error?: string; fields?: Record<string, string> } | null;
      reject(
        new ImportRefused(
          refusal?.error ?? `The import failed (${xhr.status}); nothing was imported`,
          refusal?.fields,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ImportRefused('The server could not be reached; nothing was imported', {}, false));
    xhr.send(request.file);
  });
}
