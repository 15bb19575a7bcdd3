import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a PostgreSQL connection the server closes [postgres]', () => {
  // Opened in beforeAll: a skipped describe's body still runs, and without a URL opening throws.
  let db: ReturnType<typeof openDatabase>;
  let admin: pg.Client;
  beforeAll(() => {
    db = openDatabase(url!, { poolSize: 1 });
    admin = new pg.Client({ connectionString: url });
  });
  afterAll(async () => {
    await db?.destroy();
    await admin?.end();
  });

  it('is replaced for the next query, and the process goes on', async () => {
    const backendOf = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
    const before = await backendOf();
    await admin.connect();
    // The pool's only connection is idle now: closing it from the server's side is what a
    // restart or an administrator does. Unheard, that 'error' event would end this process.
    await admin.query('select pg_terminate_backend($1)', [before]);
    await expect.poll(async () => (await backendOf()) !== before).toBe(true);
  });

  it('fails the transaction whose connection is closed mid-way, and the process goes on', async () => {
    // A connection the pool has lent out has no listener of the pool's own: unheard, the
    // 'error' event of one closed in the middle of a request would end the whole server.
    const failed = db.transaction().execute(async (trx) => {
      const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx))
        .rows[0]!;
      // The signal is sent when this returns: the backend ends at it, before or during the
      // next query, whichever comes first.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await sql`select 1`.execute(trx);
    });
    await expect(failed).rejects.toThrow();
    expect(await sql<{ one: number }>`select 1 as one`.execute(db)).toMatchObject({
      rows: [{ one: 1 }],
    });
  });
});
