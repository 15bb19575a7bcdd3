import type { Db } from '../db/database.ts';

export interface IdempotencyKeyId {
  user_id: number;
  scope: string;
  key: string;
}

export function idempotencyRepository(db: Db) {
  const byId = (id: IdempotencyKeyId) =>
    db
      .selectFrom('idempotency_keys')
      .where('user_id', '=', id.user_id)
      .where('scope', '=', id.scope)
      .where('key', '=', id.key);

  return {
    /**
     * Claims the key for this transaction. On PostgreSQL a concurrent claim of the same key
     * waits here until the first transaction ends: after a commit it claims nothing (and then
     * reads the stored answer), after a rollback it claims the key itself.
     */
    claim: async (id: IdempotencyKeyId, requestHash: string, now: string): Promise<boolean> => {
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({ ...id, request_hash: requestHash, status: 0, body: '', created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    find: (id: IdempotencyKeyId) =>
      byId(id).select(['request_hash', 'status', 'body']).executeTakeFirst(),

    saveAnswer: async (id: IdempotencyKeyId, status: number, body: string): Promise<void> => {
      await db
        .updateTable('idempotency_keys')
        .set({ status, body })
        .where('user_id', '=', id.user_id)
        .where('scope', '=', id.scope)
        .where('key', '=', id.key)
        .execute();
    },
  };
}
