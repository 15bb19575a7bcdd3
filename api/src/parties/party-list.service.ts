import type { Db } from '../db/database.ts';
import { type Cursor, inBatches } from '../db/keyset.ts';
import { CSV_BATCH_ROWS, type CsvCell } from '../http/csv.ts';
import { type ListPage, readListPage } from '../http/page-query.ts';
import { type PartyOf, type PartyTable, partyRepository } from './party.repository.ts';
import { partyCsvRow } from './party.schema.ts';
import { PARTY_SORTS, type PartySort } from './party-sorts.ts';

/** Reading customers or suppliers beyond the whole list: pages (and type-ahead), CSV export. */
export function partyListService<T extends PartyTable>(db: Db, table: T) {
  const parties = partyRepository(db, table);
  /** Every party matching `q`, in keyset batches of a CSV export's size. */
  const batches = ({ q, sort }: { q?: string; sort: PartySort }): AsyncGenerator<PartyOf<T>[]> =>
    inBatches(
      (cursor, limit) => parties.page(q, sort, cursor, limit),
      (party) => party.name,
      CSV_BATCH_ROWS,
    );
  return {
    /** One page of the parties whose name or contact contains `q`, and how many match. */
    async page(query: {
      q?: string;
      sort: PartySort;
      after: Cursor | null;
      limit: number;
    }): Promise<ListPage<PartyOf<T>>> {
      return readListPage(
        {
          rows: parties.page(query.q, query.sort, query.after, query.limit),
          count: parties.count(query.q),
        },
        query.limit,
        PARTY_SORTS[query.sort],
        (party) => party.name,
        (party) => party,
      );
    },

    batches,
    /** Every party matching `q` as CSV rows (name, contact, address, KRA PIN), in keyset batches. */
    async *csvRows(query: { q?: string; sort: PartySort }): AsyncGenerator<CsvCell[][]> {
      for await (const batch of batches(query)) {
        yield batch.map(partyCsvRow);
      }
    },
  };
}

export type PartyListService<T extends PartyTable> = ReturnType<typeof partyListService<T>>;
