// Renamed: an envelop plugin factory, not a React hook (the hooks lint rule goes by the name).
import { useGraphQlJit as graphqlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
// Renamed for the same reason.
import { useCSRFPrevention as csrfPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { getOperationAST } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createContext, type GatewayContext } from './context.ts';
import { createGatewaySchema } from './graphql/schema.ts';
import { introspectionForSignedIn } from './plugins/introspection-guard.ts';
import { playgroundPage, preferredEncoding } from './plugins/playground.ts';
import type { RestFetch } from './rest/rest-client.ts';

export interface GatewayOptions {
  /** Base URL the REST paths are resolved against. */
  restUrl: string;
  /** How REST calls travel: the API app's own `fetch` in process, or HTTP. */
  fetch: RestFetch;
  playground: boolean;
}

/** graphql-yoga over the REST API, with GraphQL Armor's limits. */
/** What the server in front hands each request: the browser's address (http-server.ts). */
export interface GatewayServerContext {
  clientAddress?: string;
}

export function createGatewayYoga(options: GatewayOptions) {
  return createYoga<GatewayServerContext, GatewayContext>({
    schema: createGatewaySchema(),
    graphqlEndpoint: '/graphql',
    context: ({ request, clientAddress }) =>
      createContext(request, options.restUrl, options.fetch, clientAddress),
    // The playground is served by createGatewayApp, built once, not rendered per request here.
    graphiql: false,
    landingPage: false,
    // The app and the playground are served from the gateway's own origin; no other site may
    // call it from a browser.
    cors: false,
    // The app's `/graphql` middleware enforces the body limit without opening the body stream;
    // Yoga's own check would wrap every body in a TransformStream (docs/benchmarks.md).
    maxRequestBodySize: false,
    plugins: [
      // A browser sends a form-encoded, multipart or text/plain POST (or a GET) to another site
      // without asking first, so such a request from a foreign page could sign up or sign in
      // there: they need a header only a script allowed by CORS (none) can set. The app and
      // the playground send JSON, which the browser never sends cross-site unasked.
      csrfPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      EnvelopArmorPlugin({
        // Depth counts fields, not fragment spreads: a spread adds no resolver work, and the
        // client's documents are built of fragments (an invoice's credit note's eTIMS receipt).
        maxDepth: { n: 8, flattenFragments: true },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: true },
      }),
      introspectionForSignedIn(options.restUrl, options.fetch),
      // Queries run compiled, once per document (cached with Yoga's parsed documents): the
      // generic executor cost more than the REST call itself on lists (docs/benchmarks.md).
      // Mutations keep the reference executor, since graphql-jit does not apply input-field
      // defaults to variables (graphql-jit#142) and writes are not the hot path.
      graphqlJit(
        {},
        {
          enableIf: ({ document, operationName }) =>
            getOperationAST(document, operationName)?.operation === 'query',
        },
      ),
    ],
  });
}

/**
 * Room for the largest thing the app sends: the shop's logo in `updateCompany`, an image of up
 * to 200 KB as a data: URL (4/3 of it in base64, 267 KiB) with the rest of the details.
 */
const MAX_BODY_BYTES = 320 * 1024;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A declared Content-Length is checked from the header alone: touching `request.body` would
 * turn @hono/node-server's lightweight request into a web stream and cost every query its
 * fast body read. Bodies of unknown length are counted as they arrive.
 */
function graphqlBodyLimit(): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    c.json({ errors: [{ message: 'Request body is too large' }] }, 413);
  const counted = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d+$/.test(length) && !c.req.header('transfer-encoding')) {
      return Number(length) > MAX_BODY_BYTES ? tooLarge(c) : next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return counted(c, next);
  };
}

/** The CSV downloads the browser can fetch from the gateway, and the REST list each streams. */
const EXPORTS: Record<string, string> = {
  'orders.csv': 'orders',
  'invoices.csv': 'invoices',
  'customers.csv': 'customers',
  'suppliers.csv': 'suppliers',
  'inventory.csv': 'inventory',
  'payments.csv': 'payments',
  'audit.csv': 'audit',
  'goods-received.csv': 'goods-received',
  'supplier-bills.csv': 'supplier-bills',
};

/** A report's CSV below `/export/reports/`: lower-case words, maybe a folder, then `.csv`. */
const REPORT_CSV = /^\/export\/(reports\/[a-z0-9-]+(?:\/[a-z0-9-]+)?\.csv)$/;

/**
 * The REST address of an export with its query string: `/export/orders.csv?q=…` streams
 * `/api/v1/orders/export.csv?q=…`; `/export/stock-movements.csv?item=7` one item's ledger;
 * `/export/reports/vat/sales.csv?month=…` the report at the same path, so a new report's CSV
 * needs nothing here (the API answers 404 for a report it does not have).
 */
function exportPath(file: string, url: URL): string | null {
  const report = REPORT_CSV.exec(url.pathname);
  if (report) return `${report[1]}${url.search}`;
  const template = /^import-templates\/(inventory|customers|suppliers)\.csv$/.exec(
    url.pathname.slice('/export/'.length),
  );
  if (template) return `imports/${template[1]}/template.csv`;
  if (file === 'stock-movements.csv') {
    const item = url.searchParams.get('item');
    return item && /^[1-9][0-9]{0,9}$/.test(item) ? `inventory/${item}/movements.csv` : null;
  }
  const list = EXPORTS[file];
  return list ? `${list}/export.csv${url.search}` : null;
}
const PASSED_HEADERS = ['content-type', 'content-disposition', 'cache-control'];

/**
 * `GET /export/orders.csv?…`: the REST export with the same query string and the caller's
 * Authorization, its body streamed through untouched (a download of every order never sits in
 * the gateway's memory) and its status kept, so a missing session is still a 401.
 */
function exportDownload(options: GatewayOptions): MiddlewareHandler {
  const base = options.restUrl.replace(/\/+$/, '');
  return async (c) => {
    const path = exportPath(c.req.param('file') ?? '', new URL(c.req.url));
    if (!path) return c.json({ error: `No such export: ${c.req.path}` }, 404);
    const headers = new Headers();
    const authorization = c.req.header('authorization');
    if (authorization) headers.set('Authorization', authorization);
    const answer = await options.fetch(`${base}/api/v1/${path}`, {
      headers,
      signal: c.req.raw.signal,
    });
    const passed = new Headers();
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value) passed.set(name, value);
    }
    return new Response(answer.body, { status: answer.status, headers: passed });
  };
}

/** As the API's own limit for a spreadsheet (imports.routes.ts). */
const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
const IMPORT_KINDS = new Set(['inventory', 'customers', 'suppliers']);

/**
 * `POST /import/<kind>?…`: a spreadsheet for the REST import beside GraphQL, since a shop's item
 * list is megabytes, no GraphQL variable. The file, its type, the caller's Authorization and
 * Idempotency-Key pass through, and the answer (a row-by-row JSON, or a refusal) comes back
 * with its status.
 */
function importUpload(options: GatewayOptions): MiddlewareHandler {
  const base = options.restUrl.replace(/\/+$/, '');
  return async (c) => {
    const kind = c.req.param('kind') ?? '';
    if (!IMPORT_KINDS.has(kind)) return c.json({ error: `No such import: ${kind}` }, 404);
    const headers = new Headers();
    for (const name of ['authorization', 'content-type', 'idempotency-key']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const answer = await options.fetch(
      `${base}/api/v1/imports/${kind}${new URL(c.req.url).search}`,
      { method: 'POST', headers, body: await c.req.arrayBuffer(), signal: c.req.raw.signal },
    );
    return new Response(await answer.text(), {
      status: answer.status,
      headers: {
        'Content-Type': answer.headers.get('content-type') ?? 'application/json',
        'Cache-Control': 'no-store',
      },
    });
  };
}

/**
 * The gateway as a Hono app: `/graphql` (POST for queries, GET for the playground) and the CSV
 * downloads at `/export/<list>.csv` and `/export/reports/…`.
 */
export function createGatewayApp(options: GatewayOptions) {
  const yoga = createGatewayYoga(options);
  return new Hono()
    .get('/export/:file', exportDownload(options))
    .get('/export/reports/*', exportDownload(options))
    .get('/export/import-templates/:file', exportDownload(options))
    .post(
      '/import/:kind',
      bodyLimit({
        maxSize: MAX_IMPORT_BYTES,
        onError: (c) =>
          c.json({ error: 'The file is too large: import at most 8 MB at a time' }, 413),
      }),
      importUpload(options),
    )
    .use('/graphql', graphqlBodyLimit())
    .on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
      if (options.playground && wantsPage(c.req.raw)) return servePlayground(c);
      const clientAddress = (c.env as GatewayServerContext | undefined)?.clientAddress;
      const answer = await yoga.fetch(c.req.raw, { clientAddress });
      // Yoga answers with @whatwg-node's own Response, whose body @hono/node-server can only
      // poll as a stream (a timer tick per answer); the platform's Response it writes at once.
      const body = NULL_BODY_STATUSES.has(answer.status) ? null : await answer.text();
      const headers = new Headers(answer.headers);
      // Answers carry business data and sessions: no browser or proxy may keep a copy.
      headers.set('Cache-Control', 'no-store');
      return new Response(body, { status: answer.status, headers });
    });
}

/** A browser opening /graphql (as Yoga decides when to show GraphiQL). */
const wantsPage = (request: Request) =>
  request.method === 'GET' && Boolean(request.headers.get('accept')?.includes('text/html'));

/** The playground page, built once, in the encoding the browser prefers, under its own CSP. */
async function servePlayground(c: Context): Promise<Response> {
  const page = await playgroundPage();
  const headers = new Headers({
    ETag: page.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': page.contentSecurityPolicy,
  });
  if (c.req.header('if-none-match') === page.etag)
    return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  return new Response(page.bodies[encoding], { status: 200, headers });
}
