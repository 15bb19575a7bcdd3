import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { filteredList } from '../db/filtered-list.ts';
import { heldRows } from '../db/hold-row.ts';
import type { Cursor } from '../db/keyset.ts';
import { containsIgnoringCase } from '../db/text-search.ts';
import type { Customer, Supplier } from './party.schema.ts';
import { BY_NAME, PARTY_SORTS, type PartySort } from './party-sorts.ts';

/** Customers and suppliers share one shape: name, contact and an optional address. */
export type PartyTable = 'customers' | 'suppliers';

export interface PartyInput {
  name: string;
  contact: string;
  address: string | null;
}

/**
 * A customer's or a supplier's details: a party's and a KRA PIN (customers 0015, suppliers
 * 0039); left out of an edit, it stays.
 */
export interface CustomerInput extends PartyInput {
  kra_pin?: string | null;
}
export type SupplierInput = CustomerInput;

export type { Customer, Party, Supplier } from './party.schema.ts';
// The customers' list sorts by these and by balance (customers/customer.repository.ts).
export { PARTY_SORTS } from './party-sorts.ts';

/** What a row of `table` is read as, and written from: both have a KRA PIN, a customer a walk-in mark. */
export type PartyOf<T extends PartyTable> = T extends 'customers' ? Customer : Supplier;
export type PartyInputOf<T extends PartyTable> = T extends 'customers'
  ? CustomerInput
  : SupplierInput;

const PARTY_COLUMNS = ['id', 'name', 'contact', 'address', 'kra_pin'] as const;

/** A customer row as answered: its walk-in mark (0/1 in the table) as a boolean. */
export const withWalkInFlag = <Row extends object>(row: Row) => ({
  ...row,
  walk_in: Number((row as { walk_in?: unknown }).walk_in) === 1,
});

/** The parties whose name or contact contains `search`, ignoring case (all without it). */
export const matchingSearch = (search: string | undefined): Expression<SqlBool>[] =>
  search === undefined
    ? []
    : [
        sql<SqlBool>`(${containsIgnoringCase('name', search)} or ${containsIgnoringCase('contact', search)})`,
      ];

/** The party queries, typed by the table they read (PartyOf): see `partyRepository`. */
export interface PartyRepository<T extends PartyTable> {
  list(): Promise<PartyOf<T>[]>;
  /**
   * Up to `limit + 1` parties in `sort` order after `cursor`, those matching `search` when
   * given: the list's pages, the pickers' type-ahead and the CSV export (keyset.ts).
   */
  page(
    search: string | undefined,
    sort: PartySort,
    cursor: Cursor | null,
    limit: number,
  ): Promise<PartyOf<T>[]>;
  /** How many parties match `search`, counted by the database. */
  count(search: string | undefined): Promise<number>;
  find(id: number): Promise<PartyOf<T> | undefined>;
  /** A new party; without a KRA PIN given it has none (null). */
  insert(input: PartyInputOf<T>, now: string): Promise<PartyOf<T>>;
  update(id: number, input: PartyInputOf<T>): Promise<PartyOf<T> | undefined>;
  /**
   * The party's id and name, its row locked on PostgreSQL until the transaction ends, so a
   * document or item naming it meanwhile either counts in a check before its deletion or waits
   * (SQLite runs one write transaction at a time and has no FOR UPDATE).
   */
  lock(id: number): Promise<{ id: number; name: string } | undefined>;
  delete(id: number): Promise<boolean>;
}

export function partyRepository<T extends PartyTable>(db: Db, table: T): PartyRepository<T> {
  // Kysely types a query over either table by the columns both have: the customers' own
  // columns are selected by name here, and the answers typed by the table (PartyOf) above.
  const party = queries(db, table);
  if (table === 'suppliers') return party as unknown as PartyRepository<T>;
  const one = <Row extends object>(row: Row | undefined) => row && withWalkInFlag(row);
  const customers: PartyRepository<'customers'> = {
    ...(party as unknown as PartyRepository<'customers'>),
    list: async () => (await party.list()).map(withWalkInFlag) as Customer[],
    page: async (...args) => (await party.page(...args)).map(withWalkInFlag) as Customer[],
    find: async (id) => one(await party.find(id)) as Customer | undefined,
    insert: async (input, now) => withWalkInFlag(await party.insert(input, now)) as Customer,
    update: async (id, input) => one(await party.update(id, input)) as Customer | undefined,
  };
  return customers as unknown as PartyRepository<T>;
}

function queries(db: Db, table: PartyTable) {
  const columns = (
    table === 'customers' ? [...PARTY_COLUMNS, 'walk_in'] : PARTY_COLUMNS
  ) as typeof PARTY_COLUMNS;
  const searched = filteredList({
    rows: () => db.selectFrom(table).select(columns),
    counted: () => db.selectFrom(table),
    conditions: matchingSearch,
    idColumn: 'id',
  });
  return {
    list: () => db.selectFrom(table).select(columns).orderBy(BY_NAME.key).orderBy('id').execute(),

    page: (search: string | undefined, sort: PartySort, cursor: Cursor | null, limit: number) =>
      searched.page(search, PARTY_SORTS[sort], cursor, limit),

    count: searched.count,

    find: (id: number) =>
      db.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst(),

    insert: (input: CustomerInput, now: string) =>
      db
        .insertInto(table)
        .values({ ...input, kra_pin: input.kra_pin ?? null, created_at: now })
        .returning(columns)
        .executeTakeFirstOrThrow(),

    update: (id: number, input: CustomerInput) =>
      db.updateTable(table).set(input).where('id', '=', id).returning(columns).executeTakeFirst(),

    lock: (id: number) =>
      db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('id', '=', id)
        .$call(heldRows(db, 'update'))
        .executeTakeFirst(),

    delete: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
