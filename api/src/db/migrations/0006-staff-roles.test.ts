import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/test-api.ts';
import { freshTestSchema } from '../../test/test-schema.ts';
import { type Db, isPostgres, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import * as initial from './0001-initial.ts';
import * as housekeepingIndexes from './0002-housekeeping-indexes.ts';
import * as listPaging from './0003-list-paging.ts';
import * as partyAndItemPaging from './0004-party-and-item-paging.ts';
import * as paymentLedger from './0005-payment-ledger.ts';

/** A shop that upgrades keeps working: its oldest account owns it, the others manage. */
for (const kind of databasesUnderTest) {
  describe(`migration 0006: roles for the accounts already there [${kind}]`, () => {
    it('makes the oldest account the owner and the others active managers', async () => {
      let db: Db;
      let building = <T>(build: () => Promise<T>) => build();
      let drop = async () => {};
      if (kind === 'sqlite') {
        db = openDatabase('file::memory:');
      } else {
        const fresh = await freshTestSchema(process.env.TEST_DATABASE_URL!, 'test');
        db = openDatabase(process.env.TEST_DATABASE_URL!, { schema: fresh.schema });
        building = fresh.building;
        drop = fresh.drop;
      }
      try {
        const schema = isPostgres(db)
          ? (
              await db
                .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
                .executeTakeFirstOrThrow()
            ).schema
          : undefined;
        await building(() =>
          new Migrator({
            db,
            migrationTableSchema: schema,
            provider: {
              getMigrations: async () => ({
                '0001-initial': initial,
                '0002-housekeeping-indexes': housekeepingIndexes,
                '0003-list-paging': listPaging,
                '0004-party-and-item-paging': partyAndItemPaging,
                '0005-payment-ledger': paymentLedger,
              }),
            },
          }).migrateToLatest(),
        );
        // Inserted out of email order, so "oldest" cannot be confused with "first by name".
        for (const email of [
          'zawadi@example.co.ke',
          'amina@example.co.ke',
          'baraka@example.co.ke',
        ]) {
          await db
            .insertInto('users')
            .values({ email, password_hash: 'x', created_at: new Date().toISOString() })
            .execute();
        }
        await building(() => migrateToLatest(db));
        const users = await db
          .selectFrom('users')
          .select(['email', 'role', 'status'])
          .orderBy('id')
          .execute();
        expect(users).toEqual([
          { email: 'zawadi@example.co.ke', role: 'owner', status: 'active' },
          { email: 'amina@example.co.ke', role: 'manager', status: 'active' },
          { email: 'baraka@example.co.ke', role: 'manager', status: 'active' },
        ]);
      } finally {
        await db.destroy();
        await drop();
      }
    });
  });
}
