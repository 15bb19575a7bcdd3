import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type Cursor, type KeysetSort, seek } from '../db/keyset.ts';
import { containsIgnoringCase } from '../db/text-search.ts';
import type { Party } from './party.schema.ts';

/** Customers and suppliers share one shape: name, contact and an optional address. */
export type PartyTable = 'customers' | 'suppliers';

export interface PartyInput {
  name: string;
  contact: string;
  address: string | null;
}

export type { Party } from './party.schema.ts';

const columns = ['id', 'name', 'contact', 'address'] as const;

/**
 * The orders a party list can be read in. Both walk the `<table>_name_id` index (0003), forwards
 * or backwards, so a page is one index range scan whichever is chosen.
 */
export const PARTY_SORTS = {
  name_asc: { name: 'name_asc', key: 'name', keyType: 'text', direction: 'asc' },
  name_desc: { name: 'name_desc', key: 'name', keyType: 'text', direction: 'desc' },
} as const satisfies Record<string, KeysetSort>;

export type PartySort = keyof typeof PARTY_SORTS;

/** The parties whose name or contact contains `search`, ignoring case (all without it). */
export const matchingSearch = (search: string | undefined): Expression<SqlBool>[] =>
  search === undefined
    ? []
    : [
        sql<SqlBool>`(${containsIgnoringCase('name', search)} or ${containsIgnoringCase('contact', search)})`,
      ];

export function partyRepository(db: Db, table: PartyTable) {
  return {
    list: (): Promise<Party[]> =>
      db.selectFrom(table).select(columns).orderBy('name').orderBy('id').execute(),

    /**
     * Up to `limit + 1` parties in `sort` order after `cursor`, those matching `search` when
     * given: the list's pages, the pickers' type-ahead and the CSV export (keyset.ts).
     */
    page: (
      search: string | undefined,
      sort: PartySort,
      cursor: Cursor | null,
      limit: number,
    ): Promise<Party[]> =>
      seek(
        db
          .selectFrom(table)
          .select(columns)
          .where((eb) => eb.and(matchingSearch(search))),
        PARTY_SORTS[sort],
        'id',
        cursor,
        limit,
      ).execute(),

    /** How many parties match `search`, counted by the database. */
    count: async (search: string | undefined): Promise<number> => {
      const { count } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where((eb) => eb.and(matchingSearch(search)))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

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
