import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../auth/auth.schema.ts';
import { permissions } from '../auth/roles.ts';
import { counters } from '../auth/throttle.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { SharedDocumentType } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/api-error.ts';
import { addDays, type Clock } from '../http/clock.ts';
import { shareLinkRepository } from './share-link.repository.ts';
import { DEFAULT_SHARE_DAYS, type ShareLink, type ShareLinkInput } from './share-link.schema.ts';
import { loadSharedDocument, type SharedDocumentSources } from './shared-document.ts';
import { sharedPageHtml } from './shared-page.html.ts';

/** A link's token: 128 random bits, URL-safe (22 characters). */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Guessing is pointless at 128 bits, but a client that keeps asking for links that do not exist
 * is told to wait: this many misses per address in the window, then 429 until it ends.
 */
const MISSES_PER_ADDRESS = 30;
const MISS_WINDOW_MS = 15 * 60_000;

export const PUBLIC_ADDRESS_MISSING =
  "Set the shop's public address in Settings before sharing documents";

/** What opening a link answers: the page, nothing (the link does not work), or wait. */
export type OpenedLink =
  | { kind: 'page'; html: string }
  | { kind: 'not-valid' }
  | { kind: 'wait'; retryAfterMs: number };

/**
 * Shared documents (issue 50): a link to one invoice, order or credit note that opens without
 * signing in. The token is handed out once, in the link; the database keeps its hash only.
 */
export function shareLinksService(
  db: Db,
  clock: Clock,
  timeZone: string,
  sources: SharedDocumentSources,
) {
  const links = shareLinkRepository(db);
  const misses = counters(db);

  return {
    async create(
      type: SharedDocumentType,
      documentId: number,
      input: ShareLinkInput,
      user: AuthUser,
    ): Promise<ShareLink> {
      // The document's own 404 when there is none.
      await loadSharedDocument(sources, type, documentId);
      const { public_address: address } = await sources.company();
      if (!address) throw conflict(PUBLIC_ADDRESS_MISSING);
      const token = randomBytes(16).toString('base64url');
      const now = clock();
      const row = await links.insert({
        document_type: type,
        document_id: documentId,
        token_hash: hashToken(token),
        created_by: user.id,
        created_at: now.toISOString(),
        expires_at: addDays(now, input.expires_in_days ?? DEFAULT_SHARE_DAYS).toISOString(),
      });
      return { id: Number(row.id), url: `${address}/s/${token}`, expires_at: row.expires_at };
    },

    /** Whoever made the link, or an owner or a manager, may revoke it; again is no change. */
    async revoke(id: number, user: AuthUser): Promise<void> {
      const link = await links.find(id);
      if (!link) throw notFound('No such share link');
      if (link.created_by !== user.id && !permissions.manage(user.role))
        throw forbidden('Only who shared it, an owner or a manager can revoke this link');
      await links.revoke(id, clock().toISOString());
    },

    /** The page a link opens, its view counted; the same answer for any link that does not work. */
    async open(token: string, clientAddress: string): Promise<OpenedLink> {
      const key = `share-link ${clientAddress}`;
      const now = clock();
      // Past the limit nothing is looked up, so a guesser learns nothing until the window ends.
      const earlier = await links.missesSince(
        key,
        new Date(now.getTime() - MISS_WINDOW_MS).toISOString(),
      );
      if (earlier && earlier.hits >= MISSES_PER_ADDRESS) {
        const ends = Date.parse(earlier.windowStartedAt) + MISS_WINDOW_MS;
        return { kind: 'wait', retryAfterMs: ends - now.getTime() };
      }
      const opened = TOKEN.test(token)
        ? await links.openAt(hashToken(token), now.toISOString())
        : undefined;
      if (!opened) {
        await misses.hit(key, now, MISS_WINDOW_MS);
        return { kind: 'not-valid' };
      }
      const document = await loadSharedDocument(
        sources,
        opened.document_type,
        Number(opened.document_id),
      );
      return { kind: 'page', html: sharedPageHtml(document, await sources.company(), timeZone) };
    },
  };
}

export type ShareLinksService = ReturnType<typeof shareLinksService>;
