import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Env, Hono } from 'hono';
import type { Schema } from 'hono/types';
import type { OpenAPIV3_1 } from 'openapi-types';
import { openApiDocument } from './openapi.ts';

/**
 * `/api/openapi.json` and the reference page at `/api/docs` (issue 19). The page is Swagger UI
 * from the installed `swagger-ui-dist`, served from here: it works offline and loads nothing
 * from elsewhere, under the app's own content policy (no inline script). A developer signed in
 * to Ghala in the same browser tries calls with their own session, as in the GraphQL playground.
 */
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ghala REST API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  // Offline: no call to the public validator.
  validatorUrl: null,
  requestInterceptor: function (request) {
    var token = window.localStorage.getItem('token');
    if (token && !request.headers.Authorization) request.headers.Authorization = 'Bearer ' + token;
    return request;
  },
});
`;

const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: 'swagger-ui-bundle.js',
    type: 'text/javascript; charset=utf-8',
  },
};

/** The routes, for the app they describe (the document is made once, on first request). */
export function apiReferenceRoutes<E extends Env, S extends Schema, P extends string>(
  app: Hono<E, S, P>,
) {
  let document: Promise<OpenAPIV3_1.Document> | undefined;
  const assets = new Map<string, Buffer>();
  return new Hono()
    .get('/openapi.json', async (c) => {
      // A failed generation is not kept: the next request tries again.
      document ??= openApiDocument(app).catch((error: unknown) => {
        document = undefined;
        throw error;
      });
      return c.json(await document, 200);
    })
    .get('/docs', (c) => c.html(PAGE, 200, { 'Cache-Control': 'no-cache' }))
    .get('/docs/start.js', (c) =>
      c.body(START, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    )
    .get('/docs/:asset', (c) => {
      const name = c.req.param('asset');
      // Own names only: `constructor` or `__proto__` must be a 404, not an inherited value.
      const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
      if (!asset) return c.json({ error: `No such file: ${c.req.path}` }, 404);
      let body = assets.get(asset.file);
      if (!body) {
        body = readFileSync(join(swaggerUi, asset.file));
        assets.set(asset.file, body);
      }
      // Not hashed names, so revalidated daily rather than kept for good.
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': asset.type,
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
