import type { Db } from '../db/database.ts';
import { inBatches } from '../db/keyset.ts';
import { CSV_BATCH_ROWS, type CsvCell } from '../http/csv.ts';
import { type Party, type PartyTable, partyRepository } from './party.repository.ts';

/** Reading customers or suppliers beyond the whole list: type-ahead search and CSV export. */
export function partyListService(db: Db, table: PartyTable) {
  const parties = partyRepository(db, table);
  return {
    /** At most `limit` parties whose name or contact contains `q`, by name. */
    search: async ({ q, limit }: { q?: string; limit: number }): Promise<Party[]> =>
      (await parties.matching(q, null, limit)).slice(0, limit),

    /** Every party matching `q` as CSV rows (name, contact, address), in keyset batches. */
    async *csvRows({ q }: { q?: string }): AsyncGenerator<CsvCell[][]> {
      for await (const batch of inBatches(
        (cursor, limit) => parties.matching(q, cursor, limit),
        (party) => party.name,
        CSV_BATCH_ROWS,
      )) {
        yield batch.map((party) => [party.name, party.contact, party.address]);
      }
    },
  };
}
