import { createMiddleware } from 'hono/factory';
import { badField, badRequest } from './api-error.ts';

/**
 * How deep a JSON body may nest. The deepest body any route takes is a handful of levels
 * (an order's items, M-Pesa's callback envelope); 64 leaves room for anything legitimate.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * True when JSON text opens more than `limit` arrays or objects inside each other. One pass over
 * the characters with a counter, no recursion and no parse: a 14 KB body nested 7,000 deep
 * overflowed the stack of every recursive walk after it (a 500 after hundreds of milliseconds,
 * to anyone, signed in or not). Brackets inside strings do not count; the text need not be
 * valid JSON (the parse that follows refuses that).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

/** Refuses (400) JSON text nested deeper than MAX_JSON_DEPTH, before anything parses it. */
export function refuseDeepJson(text: string): void {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest(TOO_DEEP);
}

/** Where in a JSON value the first NUL character is (`items.0.description`), or null. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

const NUL_REFUSED = 'must not contain the NUL character (\\u0000)';

/**
 * Checks every request's query string and JSON body once, for every route, before sign-in and
 * before any route reads them: a body nested too deeply is refused unparsed (above), and a NUL
 * character anywhere is refused because PostgreSQL cannot store it in text (a 500 there, while
 * SQLite kept it), and no name, note or address needs it. A body that is not valid JSON is left
 * to the route's own validation.
 */
export const refuseMalformedInput = createMiddleware(async (c, next) => {
  const query = new URL(c.req.url).searchParams;
  for (const [name, value] of query) {
    if (name.includes('\u0000') || value.includes('\u0000'))
      throw badField(name.replaceAll('\u0000', ''), NUL_REFUSED);
  }
  if (c.req.header('content-type')?.toLowerCase().includes('json')) {
    // Read as text (Hono keeps it, so the route's own c.req.json() parses the same bytes).
    const text = await c.req.text().catch(() => '');
    refuseDeepJson(text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const path = nulPath(body);
    if (path) {
      const field = path.join('.').replaceAll('\u0000', '');
      throw field ? badField(field, NUL_REFUSED) : badRequest(NUL_REFUSED);
    }
  }
  await next();
});
