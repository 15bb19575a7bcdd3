import type { Db } from '../db/database.ts';

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

export function partyRepository(db: Db, table: PartyTable) {
  return {
    list: (): Promise<Party[]> =>
      db.selectFrom(table).select(columns).orderBy('name').orderBy('id').execute(),

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
