import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLOptions } from 'graphql-yoga';

export const exampleQuery = `# Welcome to Ghala's GraphQL playground.
# Signed in to Ghala in this browser? Your session is used automatically.
# Press the run button (or Ctrl-Enter) to see the dashboard's figures and your stock.

query Dashboard {
  me { email }
  overview {
    inventory { totalItems stockValue }
    orders { totalOrders totalRevenue paidRevenue unpaidRevenue partiallyPaidRevenue }
    recentOrders { orderNumber customerName totalAmount status createdAt }
  }
  inventoryItems { name quantity unitPrice costPrice marginPercent supplierName }
}
`;

// Runs in the browser before GraphiQL starts: the app keeps its session token in
// localStorage under "token" on this same origin, so a signed-in developer explores real data.
const useAppSession = `
  (function () {
    var render = YogaGraphiQL.renderYogaGraphiQL;
    YogaGraphiQL.renderYogaGraphiQL = function (root, options) {
      var token = window.localStorage.getItem('token');
      if (token) options = Object.assign({}, options, {
        additionalHeaders: Object.assign({}, options.additionalHeaders, { Authorization: 'Bearer ' + token }),
      });
      return render(root, options);
    };
  })();
`;

/** Yoga's bundled GraphiQL (no CDN, works offline), wired to the app's session. */
export function renderPlayground(options: GraphiQLOptions): string {
  const html = renderGraphiQL({
    ...options,
    title: 'Ghala GraphQL playground',
    defaultQuery: exampleQuery,
  });
  const start = html.lastIndexOf('YogaGraphiQL.renderYogaGraphiQL(');
  return `${html.slice(0, start)}${useAppSession}\n${html.slice(start)}`;
}

/** The playground as served: one HTML page in each encoding, its ETag and its own CSP. */
export interface PlaygroundPage {
  etag: string;
  contentSecurityPolicy: string;
  bodies: Record<'br' | 'gzip' | 'identity', Uint8Array<ArrayBuffer>>;
}

const sha256 = (text: string, encoding: 'base64' | 'hex') =>
  createHash('sha256').update(text).digest(encoding);

/**
 * The page runs inline scripts (the whole of GraphiQL, 9 MB) and starts Monaco's workers from
 * blob: URLs, so it cannot live under the app's policy; its own allows exactly its inline
 * scripts (by hash), blob: workers and inline styles, and talks only to this origin.
 */
function policyFor(html: string): string {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${sha256(body, 'base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    'worker-src blob:',
    "style-src 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function buildPlaygroundPage(): Promise<PlaygroundPage> {
  const html = renderPlayground({});
  const identity = Buffer.from(html);
  // In the thread pool, not on the event loop: about half a second each for 9 MB.
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 7,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    promisify(gzip)(identity, { level: 9 }),
  ]);
  return {
    etag: `"${sha256(html, 'hex').slice(0, 32)}"`,
    contentSecurityPolicy: policyFor(html),
    // Node's buffers here are whole ArrayBuffers of their own (none is pooled at this size).
    bodies: { br, gzip: gz, identity } as PlaygroundPage['bodies'],
  };
}

let page: Promise<PlaygroundPage> | undefined;

/**
 * Built at the first request and kept for the life of the process: rendering and compressing
 * the page on every request cost about 200 ms of CPU each, and a few anonymous fetches at once
 * slowed every other request (issue 16).
 */
export function playgroundPage(): Promise<PlaygroundPage> {
  page ??= buildPlaygroundPage().catch((error) => {
    page = undefined;
    throw error;
  });
  return page;
}

/** br when the client takes it, else gzip, else none (`;q=0` refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
