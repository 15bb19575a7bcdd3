import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type Cursor, type KeysetSort, seek } from '../db/keyset.ts';
import { containsIgnoringCase } from '../db/text-search.ts';

/** Customers and suppliers share one shape: name, contact and an optional address. */
export type PartyTable = 'customers' | 'suppliers';

export interface PartyInput {
  name: string;
  contact: string;
  address: string | null;
}

export interface Party extends PartyInput {
  id: number;
}

const columns = ['id', 'name', 'contact', 'address'] as const;

/** Parties are listed, searched and exported by name (index `<table>_name_id`, 0003). */
export const BY_NAME: KeysetSort = {
  name: 'name_asc',
  key: 'name',
  keyType: 'text',
  direction: 'asc',
};

export function partyRepository(db: Db, table: PartyTable) {
  return {
    list: (): Promise<Party[]> =>
      db.selectFrom(table).select(columns).orderBy('name').orderBy('id').execute(),

    /**
     * Up to `limit + 1` parties by name after `cursor`, those whose name or contact contains
     * `search` (ignoring case) when given: the pickers' type-ahead and the CSV export.
     */
    matching: (
      search: string | undefined,
      cursor: Cursor | null,
      limit: number,
    ): Promise<Party[]> =>
      seek(
        db
          .selectFrom(table)
          .select(columns)
          .$if(search !== undefined, (query) =>
            query.where(
              sql<SqlBool>`(${containsIgnoringCase('name', search!)} or ${containsIgnoringCase('contact', search!)})`,
            ),
          ),
        BY_NAME,
        'id',
        cursor,
        limit,
      ).execute(),

    find: (id: number): Promise<Party | undefined> =>
      db.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst(),

    insert: (input: PartyInput, now: string): Promise<Party> =>
      db
        .insertInto(table)
        .values({ ...input, created_at: now })
        .returning(columns)
        .executeTakeFirstOrThrow(),

    update: (id: number, input: PartyInput): Promise<Party | undefined> =>
      db.updateTable(table).set(input).where('id', '=', id).returning(columns).executeTakeFirst(),

    delete: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
