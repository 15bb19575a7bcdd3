import { Duplex } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredEncoding } from '../gateway/src/plugins/playground.ts';

/** Text worth compressing: pages, JSON, scripts, styles, CSV, SVG. */
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|graphql-response\+json)|image\/svg\+xml)/i;
/** Below this the encoding costs more than it saves. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality for answers made per request: 4 compresses JSON within a few percent of the
 * maximum at a small fraction of its CPU (built assets are compressed once, at 11, at build).
 */
const BROTLI_QUALITY = 4;

/**
 * brotli, else gzip, for every text answer a client accepts them for (issue 19), streamed, so
 * a CSV export of any size is compressed as it is written. Answers already encoded (the
 * precompressed assets, the playground) and small ones are left as they are; so is everything
 * for a client that asks for no encoding.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  const res = c.res;
  const length = res.headers.get('content-length');
  if (
    encoding === 'identity' ||
    c.req.method === 'HEAD' ||
    !res.body ||
    res.headers.has('content-encoding') ||
    /no-transform/i.test(res.headers.get('cache-control') ?? '') ||
    !COMPRESSIBLE.test(res.headers.get('content-type') ?? '') ||
    (length !== null && Number(length) < MIN_BYTES)
  ) {
    return;
  }
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip();
  // Node's encoder as a web stream; the DOM and Node typings of the pair do not meet.
  const stream = Duplex.toWeb(encoder) as unknown as TransformStream<Uint8Array, Uint8Array>;
  c.res = new Response(res.body.pipeThrough(stream), res);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.append('Vary', 'Accept-Encoding');
};
