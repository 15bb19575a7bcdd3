import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSupplier } from '../../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../../test/test-api.ts';
import type { SharedDocumentType } from '../schema.ts';
import * as purchaseOrders from './0034-purchase-orders.ts';

/**
 * 0034 widens the share links' kinds (SQLite rebuilds the table): links made before it keep
 * working, and the migration goes down (taking purchase orders' links with it) and up again.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0034: purchase orders, and share links that open them [${kind}]`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('keeps the links made before it, and takes a purchase order once up again', async () => {
      const { id: userId } = await api.newUser();
      const link = (type: SharedDocumentType, hash: string) =>
        api.db
          .insertInto('share_links')
          .values({
            document_type: type,
            document_id: 1,
            token_hash: hash,
            created_by: userId,
            created_at: '2026-12-01T00:00:00.000Z',
            expires_at: '2026-12-31T00:00:00.000Z',
          })
          .execute();
      await link('invoice', 'hash-before-0034');
      await link('purchase_order', 'hash-of-a-po');
      await insertSupplier(api.db, 'Migration Supplier');

      await purchaseOrders.down(api.db);
      const left = await api.db.selectFrom('share_links').select('token_hash').execute();
      expect(left.map((row) => row.token_hash)).toContain('hash-before-0034');
      expect(left.map((row) => row.token_hash)).not.toContain('hash-of-a-po');
      await expect(link('purchase_order', 'refused-before-0034')).rejects.toThrow();

      await purchaseOrders.up(api.db);
      await link('purchase_order', 'hash-after-0034');
      const kept = await api.db
        .selectFrom('share_links')
        .select(['token_hash', 'views'])
        .where('token_hash', '=', 'hash-before-0034')
        .executeTakeFirst();
      expect(kept).toEqual({ token_hash: 'hash-before-0034', views: 0 });
    });
  });
}
