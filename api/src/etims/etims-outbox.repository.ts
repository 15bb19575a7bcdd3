import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { insertRow } from '../db/insert-row.ts';
import type {
  EtimsDevicesTable,
  EtimsDocumentKind,
  EtimsDocumentsTable,
  EtimsMode,
} from '../db/schema.ts';
import type { OscuReceipt } from './oscu.schema.ts';

export type EtimsDocumentRow = Selectable<EtimsDocumentsTable>;
export type EtimsDeviceRow = Selectable<EtimsDevicesTable>;

export interface Branch {
  tin: string;
  bhfId: string;
}

/** The eTIMS outbox (0016): documents to sign, each branch's invcNo counter and its device. */
export function etimsOutboxRepository(db: Db) {
  const ofBranch = (branch: Branch) =>
    db
      .selectFrom('etims_documents')
      .selectAll()
      .where('tin', '=', branch.tin)
      .where('bhf_id', '=', branch.bhfId);

  const repo = {
    /**
     * The branch's next invcNo, gapless as counters are (counter.repository.ts): the UPDATE
     * locks the branch's row until the transaction ends, so concurrent issuers queue here and a
     * rolled-back document gives its number back.
     */
    async nextInvcNo(branch: Branch): Promise<number> {
      await db
        .insertInto('etims_branches')
        .values({ tin: branch.tin, bhf_id: branch.bhfId })
        .onConflict((oc) => oc.columns(['tin', 'bhf_id']).doNothing())
        .execute();
      const { last_invc_no } = await db
        .updateTable('etims_branches')
        .set((eb) => ({ last_invc_no: eb('last_invc_no', '+', 1) }))
        .where('tin', '=', branch.tin)
        .where('bhf_id', '=', branch.bhfId)
        .returning('last_invc_no')
        .executeTakeFirstOrThrow();
      return Number(last_invc_no);
    },

    insert(document: {
      kind: EtimsDocumentKind;
      documentId: number;
      branch: Branch;
      invcNo: number;
      /** The buyer as the document was issued: KRA is sent these, never the customer's later. */
      buyer: { pin: string | null; name: string | null };
      at: string;
    }): Promise<number> {
      return insertRow(db, 'etims_documents', {
        kind: document.kind,
        invoice_id: document.kind === 'invoice' ? document.documentId : null,
        credit_note_id: document.kind === 'credit_note' ? document.documentId : null,
        tin: document.branch.tin,
        bhf_id: document.branch.bhfId,
        invc_no: document.invcNo,
        state: 'waiting',
        next_attempt_at: document.at,
        queued_at: document.at,
        buyer_pin: document.buyer.pin,
        buyer_name: document.buyer.name,
      });
    },

    find: (id: number): Promise<EtimsDocumentRow | undefined> =>
      db.selectFrom('etims_documents').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The given invoices' entries; every invoice's with `'all'` (the unpaged list). */
    ofInvoices: (ids: readonly number[] | 'all'): Promise<EtimsDocumentRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('etims_documents')
            .selectAll()
            .$if(ids === 'all', (q) => q.where('invoice_id', 'is not', null))
            .$if(ids !== 'all', (q) => q.where('invoice_id', 'in', ids as readonly number[]))
            .execute(),

    ofCreditNotes: (ids: readonly number[]): Promise<EtimsDocumentRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('etims_documents').selectAll().where('credit_note_id', 'in', ids).execute(),

    /** The branch's lowest waiting number: the only document that may go to KRA next. */
    head: (branch: Branch): Promise<EtimsDocumentRow | undefined> =>
      ofBranch(branch)
        .where('state', '=', 'waiting')
        .orderBy('invc_no')
        .limit(1)
        .executeTakeFirst(),

    /**
     * Takes (or renews) the right to send the branch's documents until `until`: one sender per
     * branch across processes, and a sender that died lets go when its lease runs out.
     */
    async claim(branch: Branch, sender: string, now: string, until: string): Promise<boolean> {
      await db
        .insertInto('etims_branches')
        .values({ tin: branch.tin, bhf_id: branch.bhfId })
        .onConflict((oc) => oc.columns(['tin', 'bhf_id']).doNothing())
        .execute();
      const result = await db
        .updateTable('etims_branches')
        .set({ sender, sender_until: until })
        .where('tin', '=', branch.tin)
        .where('bhf_id', '=', branch.bhfId)
        .where((eb) =>
          eb.or([
            eb('sender', 'is', null),
            eb('sender', '=', sender),
            eb('sender_until', '<', now),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async release(branch: Branch, sender: string): Promise<void> {
      await db
        .updateTable('etims_branches')
        .set({ sender: null, sender_until: null })
        .where('tin', '=', branch.tin)
        .where('bhf_id', '=', branch.bhfId)
        .where('sender', '=', sender)
        .execute();
    },

    async markSigned(
      id: number,
      /** Null when KRA took it (994) and its receipt could not be read back. */
      receipt: OscuReceipt | null,
      sdcId: string,
      at: string,
      environment: Exclude<EtimsMode, 'off'>,
    ): Promise<void> {
      await db
        .updateTable('etims_documents')
        .set((eb) => ({
          state: 'signed',
          attempts: eb('attempts', '+', 1),
          cur_rcpt_no: receipt?.curRcptNo ?? null,
          tot_rcpt_no: receipt?.totRcptNo ?? null,
          intrl_data: receipt?.intrlData ?? null,
          rcpt_sign: receipt?.rcptSign ?? null,
          sdc_date_time: receipt?.sdcDateTime ?? null,
          sdc_id: sdcId,
          signed_at: at,
          environment,
          // Signed is signed: an earlier attempt's message is history, not a state to show.
          last_error: null,
        }))
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: number, message: string, nextAttemptAt: string): Promise<void> {
      await db
        .updateTable('etims_documents')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: message,
          next_attempt_at: nextAttemptAt,
        }))
        .where('id', '=', id)
        .where('state', '=', 'waiting')
        .execute();
    },

    /**
     * Marks the branch's head refused. With `giveBack`, its number goes back to the sequence:
     * every later waiting document (none of them sent yet: the head goes first) moves down one
     * and the counter with them, so KRA still sees no gap. Without, the number stays used (KRA
     * holds another document under it) and the next document follows it. Call in a transaction.
     */
    async refuse(document: EtimsDocumentRow, message: string, giveBack: boolean): Promise<void> {
      const branch = { tin: document.tin, bhfId: document.bhf_id };
      // The counter row first, as issuing a document takes it: the two take turns.
      const { last_invc_no } = await db
        .updateTable('etims_branches')
        .set((eb) => ({ last_invc_no: eb('last_invc_no', '-', giveBack ? 1 : 0) }))
        .where('tin', '=', branch.tin)
        .where('bhf_id', '=', branch.bhfId)
        .returning('last_invc_no')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('etims_documents')
        .set((eb) => ({
          state: 'refused',
          invc_no: null,
          attempts: eb('attempts', '+', 1),
          last_error: message,
        }))
        .where('id', '=', document.id)
        .execute();
      if (!giveBack) return;
      const later = await ofBranch(branch)
        .where('invc_no', '>', Number(document.invc_no))
        .orderBy('invc_no')
        .execute();
      // One at a time from the lowest: each moves into the number just freed below it, so the
      // unique (branch, invc_no) index never sees two at once.
      for (const row of later) {
        await db
          .updateTable('etims_documents')
          .set({ invc_no: Number(row.invc_no) - 1 })
          .where('id', '=', row.id)
          .execute();
      }
      if (Number(last_invc_no) !== Number(document.invc_no) - 1 + later.length) {
        throw new Error(`eTIMS branch ${branch.bhfId}: its documents and its counter disagree`);
      }
    },

    /** A refused document back in the line under a new number; a waiting one tried now. */
    async requeue(document: EtimsDocumentRow, invcNo: number | null, at: string): Promise<void> {
      await db
        .updateTable('etims_documents')
        .set({
          state: 'waiting',
          ...(invcNo === null ? {} : { invc_no: invcNo }),
          next_attempt_at: at,
        })
        .where('id', '=', document.id)
        .execute();
    },

    device: (branch: Branch): Promise<EtimsDeviceRow | undefined> =>
      db
        .selectFrom('etims_devices')
        .selectAll()
        .where('tin', '=', branch.tin)
        .where('bhf_id', '=', branch.bhfId)
        .executeTakeFirst(),

    async saveDevice(device: EtimsDeviceRow): Promise<void> {
      await db.insertInto('etims_devices').values(device).execute();
    },
  };
  return repo;
}
