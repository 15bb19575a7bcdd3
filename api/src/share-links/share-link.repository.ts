import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ShareLinksTable } from '../db/schema.ts';

/** The share_links table (0033): links by their token's hash, never by the token. */
export function shareLinkRepository(db: Db) {
  return {
    /** A new link: never revoked nor viewed yet. */
    insert: (values: Omit<Insertable<ShareLinksTable>, 'id' | 'revoked_at' | 'views'>) =>
      db
        .insertInto('share_links')
        .values(values)
        .returning(['id', 'expires_at'])
        .executeTakeFirstOrThrow(),

    find: (id: number) =>
      db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Marks it revoked; a link revoked before keeps its first time. */
    revoke: (id: number, at: string) =>
      db
        .updateTable('share_links')
        .set({ revoked_at: sql<string>`coalesce(revoked_at, ${at})` })
        .where('id', '=', id)
        .execute(),

    /**
     * Counts a view of the link with this hash if it still works at `at`, in one statement, and
     * answers what it opens; nothing for a link unknown, expired or revoked.
     */
    openAt: (tokenHash: string, at: string) =>
      db
        .updateTable('share_links')
        .set({ views: sql<number>`views + 1` })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['document_type', 'document_id'])
        .executeTakeFirst(),

    /** The misses counted under `key` (auth/throttle.ts's counters) in a window still open. */
    missesSince: async (key: string, windowOpenedAfter: string) => {
      const row = await db
        .selectFrom('request_throttle')
        .select(['hits', 'window_started_at'])
        .where('key', '=', key)
        .where('window_started_at', '>', windowOpenedAfter)
        .executeTakeFirst();
      return row ? { hits: Number(row.hits), windowStartedAt: row.window_started_at } : null;
    },
  };
}
