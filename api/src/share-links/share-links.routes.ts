import { Hono } from 'hono';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { assertPermission, signedInRoutes } from '../auth/roles.ts';
import type { SharedDocumentType } from '../db/schema.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { idParam } from '../http/validation.ts';
import { ShareLink, shareLinkBody } from './share-link.schema.ts';
import type { ShareLinksService } from './share-links.service.ts';
import { LINK_NOT_VALID_HTML, SHARED_PAGE_HEADERS } from './shared-page.html.ts';

const route = signedInRoutes('Share links');

const WHAT: Record<SharedDocumentType, string> = {
  invoice: 'invoice',
  order: 'order',
  credit_note: 'credit note',
  purchase_order: 'purchase order',
};

/**
 * POST /{invoices|orders|credit-notes}/{id}/share-links: a link to the document. Anyone who
 * sells may share (a cashier sends the customer their receipt).
 */
export function documentShareLinkRoutes(type: SharedDocumentType, shareLinks: ShareLinksService) {
  return new Hono<AuthedEnv>().post(
    '/:id/share-links',
    ...route.json(
      {
        summary: `Share ${type === 'credit_note' || type === 'purchase_order' ? 'a' : 'an'} ${WHAT[type]} by link`,
        description: `A link that opens the ${WHAT[type]} alone, without signing in, for \`expires_in_days\` days (30 unless given), until revoked. Its token is answered this once; only its hash is kept. The link starts with the shop's public address (Settings).`,
        answers: { 201: ShareLink },
        refusals: {
          404: `No such ${WHAT[type]}`,
          409: "The shop's public address is not set (Settings)",
        },
        param: idParam,
        json: shareLinkBody,
      },
      ({ param, json }, c) => {
        // A purchase order carries costs: only those who see them send it to the supplier.
        if (type === 'purchase_order') assertPermission(c.var.user.role, 'manage');
        return shareLinks.create(type, param.id, json, c.var.user);
      },
    ),
  );
}

/** DELETE /share-links/{id}: the link stops working at once. */
export function shareLinksRoutes(shareLinks: ShareLinksService) {
  return new Hono<AuthedEnv>().delete(
    '/:id',
    ...route.noContent(
      {
        summary: 'Revoke a share link',
        description:
          'By who made it, an owner or a manager. The link then answers as an unknown one does.',
        answers: { 204: null },
        refusals: { 403: 'Neither who shared it nor a manager', 404: 'No such share link' },
        param: idParam,
      },
      ({ param }, c) => shareLinks.revoke(param.id, c.var.user),
    ),
  );
}

/**
 * GET /s/{token}: the shared page, public (the token is the permission). Outside /api: a
 * customer opens it in a browser, and it answers HTML.
 */
export function sharedPageRoutes(shareLinks: ShareLinksService) {
  return new Hono().get('/:token', async (c) => {
    const opened = await shareLinks.open(c.req.param('token'), clientAddressOf(c));
    if (opened.kind === 'page') return c.html(opened.html, 200, SHARED_PAGE_HEADERS);
    if (opened.kind === 'wait') {
      const seconds = String(Math.max(1, Math.ceil(opened.retryAfterMs / 1000)));
      return c.text('Too many requests. Try again later.', 429, {
        ...SHARED_PAGE_HEADERS,
        'Retry-After': seconds,
      });
    }
    return c.html(LINK_NOT_VALID_HTML, 404, SHARED_PAGE_HEADERS);
  });
}
