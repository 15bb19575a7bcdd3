import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * What the app's pages may load: their own origin only. Styles may be inline: Mermaid's
 * diagrams (/statecharts) carry their own <style>.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The app's service worker, /sw.js (client/src/service-worker/sw.ts), and nothing else.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The app's pages run no inline script but their own (pagePolicy) and load nothing from
 * elsewhere. The GraphQL playground and the app's page set a policy of their own, which is kept
 * (`overwrite: false`). HSTS belongs to the TLS-terminating proxy in front (README, Deploy it).
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    contentSecurityPolicy,
  });
}

/**
 * The policy for a built page of the app: the same, with the page's own inline scripts allowed
 * by their SHA-256 and nothing else inline. index.html asks for the address's chunks from one
 * (build/route-preloads.plugin.ts) before its entry script has arrived.
 */
export function pagePolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  const policy = { ...contentSecurityPolicy, scriptSrc: ["'self'", ...hashes] };
  return Object.entries(policy)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join('; ');
}
