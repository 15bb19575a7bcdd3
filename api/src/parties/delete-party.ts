import { type Actor, recordAudit } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { type PartyTable, partyRepository } from './party.repository.ts';

const ENTITY = { customers: 'customer', suppliers: 'supplier' } as const;
const LABEL = { customers: 'Customer', suppliers: 'Supplier' } as const;

/**
 * Deletes a customer or a supplier and records it in the audit trail, in one transaction. The
 * party's row is locked first, so a document or item naming it meanwhile either counts in
 * `refuse` (which throws a 409 for what still needs the party) or waits for the deletion.
 */
export function deleteParty(
  db: Db,
  clock: Clock,
  table: PartyTable,
  id: number,
  actor: Actor,
  check: { notFound: string; refuse: (trx: Db, party: { name: string }) => Promise<void> },
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const party = await partyRepository(trx, table).lock(id);
    if (!party) throw notFound(check.notFound);
    await check.refuse(trx, party);
    await partyRepository(trx, table).delete(id);
    await recordAudit(trx, clock(), {
      actor,
      action: `${ENTITY[table]}.deleted`,
      entity: ENTITY[table],
      entityId: id,
      summary: `${LABEL[table]} ${party.name} deleted`,
    });
  });
}
