import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import type { EtimsDocumentKind } from '../db/schema.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { log } from '../log.ts';
import type { EtimsDocumentState, EtimsStockReport } from './etims.schema.ts';
import { type Branch, etimsOutboxRepository } from './etims-outbox.repository.ts';
import { type EtimsSettings, readEtimsSettings } from './etims-settings.ts';
import { etimsNow, toEtimsState, toStockReport } from './etims-states.ts';
import { etimsStockRepository } from './etims-stock.repository.ts';
import { documentSender } from './send-document.ts';
import { stockReportSender } from './send-stock-report.ts';

/**
 * The eTIMS outbox (issue 21, docs/etims.md): every invoice and credit note issued while eTIMS
 * is on is queued in its issuing transaction with the branch's next `invcNo`, then sent to KRA
 * by a sender that works through each branch strictly in `invcNo` order, since KRA takes a
 * branch's numbers only in sequence.
 *
 * - One sender per branch: a lease on the branch's row (etims_branches) taken before sending
 *   and renewed per document, so two API processes on one PostgreSQL database never send the
 *   same branch at once; within a process, passes run one after another on one promise chain.
 *   Nothing holds a database transaction open while KRA is asked: SQLite writes one
 *   transaction at a time and a slow KRA must not stop the shop from issuing invoices.
 * - KRA cannot be reached (or answers 990–999): the document stays waiting, its attempts and
 *   KRA's message kept, and is tried again after a doubling wait; the documents behind it wait.
 * - No answer, or 994: the client's `signSale` reads the invoice back before sending again,
 *   so a document is signed once however often it is sent.
 * - Refused (910…, or Ghala could not build the request): the document is marked refused with
 *   the message and gives its number back, as Odoo does on any error but a timeout. The
 *   documents behind it move down one number and carry on: KRA's sequence has no gap and one
 *   bad document does not stop the shop's signing. `retry` puts it back at the end of the line
 *   under a new number once the cause is fixed. (Waiting behind it would stop every later
 *   document until someone fixed it; sending the later ones under their numbers would leave a
 *   gap that KRA refuses.) A 994 for another document under the number keeps the number used.
 */

export interface EtimsOutbox {
  /** Queues a new document when eTIMS is on: call inside the transaction that issues it. */
  queue(trx: Db, document: { kind: EtimsDocumentKind; id: number }): Promise<void>;
  /** Starts a pass soon (after the issuing transaction committed); several wakes make one. */
  wake(): void;
  /** One pass now (after any running one): sends what is due, in order. */
  drain(): Promise<void>;
  /** A refused document back in the line under a new number, or a waiting one tried now. */
  retry(id: number): Promise<EtimsDocumentState>;
  /** A refused stock report back in its place in the line, or a waiting one tried now. */
  retryStockReport(id: number): Promise<EtimsStockReport>;
  /** Stops the timers and waits for the running pass. */
  stop(): Promise<void>;
}

export const ETIMS_DOCUMENT_NOT_FOUND = 'eTIMS document not found';
const STOCK_REPORT_NOT_FOUND = 'eTIMS stock report not found';

// One outbox per database handle: every route module of an app shares its sender.
const outboxes = new WeakMap<Db, EtimsOutbox>();

export function etimsOutbox(deps: ApiDeps): EtimsOutbox {
  let outbox = outboxes.get(deps.db);
  if (!outbox) {
    outbox = createEtimsOutbox(deps);
    outboxes.set(deps.db, outbox);
  }
  return outbox;
}

/** The outbox already made for this database, if any (tests stop it before closing). */
export const existingEtimsOutbox = (db: Db): EtimsOutbox | undefined => outboxes.get(db);

function createEtimsOutbox(deps: ApiDeps): EtimsOutbox {
  const { db, config, clock } = deps;
  const sender = randomUUID();
  const now = () => clock().toISOString();
  let chain: Promise<void> = Promise.resolve();
  let wakePending = false;
  let stopped = false;
  let timer: { handle: NodeJS.Timeout; at: number } | null = null;

  /** Wakes the sender in `ms`, unless an earlier wake is set. */
  function wakeIn(ms: number) {
    if (stopped) return;
    const at = Date.now() + Math.max(0, ms);
    if (timer && timer.at <= at) return;
    if (timer) clearTimeout(timer.handle);
    const handle = setTimeout(() => {
      timer = null;
      outbox.wake();
    }, at - Date.now());
    handle.unref();
    timer = { handle, at };
  }

  const leaseMs = (settings: EtimsSettings) => settings.timeoutMs * 6 + 60_000;
  const leaseUntil = (settings: EtimsSettings) =>
    new Date(clock().getTime() + leaseMs(settings)).toISOString();

  const send = documentSender(deps);
  const { unsignedSaleOf, sendStockReport } = stockReportSender(deps, wakeIn);

  async function pass(): Promise<void> {
    const settings = await readEtimsSettings(db, config.etims);
    if (!settings) return;
    const branch = { tin: settings.tin, bhfId: settings.bhfId };
    const repo = etimsOutboxRepository(db);
    // Woken after every change (etims.routes.ts): most find nothing to send, and write nothing.
    if (!(await repo.head(branch)) && (await etimsStockRepository(db).waiting(branch)).length === 0)
      return;
    if (!(await repo.claim(branch, sender, now(), leaseUntil(settings)))) {
      // Another process sends this branch; look again when its lease would have run out.
      wakeIn(leaseMs(settings));
      return;
    }
    try {
      if (!(await sendDocuments(branch, settings))) return;
      await sendStockReports(branch, settings);
    } finally {
      await repo.release(branch, sender);
    }
  }

  /** The branch's documents in invcNo order; false when this sender lost its lease. */
  async function sendDocuments(branch: Branch, settings: EtimsSettings): Promise<boolean> {
    const repo = etimsOutboxRepository(db);
    for (;;) {
      if (stopped) return false;
      const head = await repo.head(branch);
      if (!head) return true;
      const wait = Date.parse(head.next_attempt_at) - clock().getTime();
      if (wait > 0) {
        wakeIn(wait);
        return true;
      }
      // Renewed per document; lost only if this process stalled past it, then stop here.
      if (!(await repo.claim(branch, sender, now(), leaseUntil(settings)))) return false;
      await send(head, settings);
    }
  }

  /**
   * The branch's stock reports in the order the stock moved, after the documents, under
   * consecutive sarNos. A report of a sale or credit note waiting for KRA's signature holds the
   * reports behind it, as one that cannot reach KRA does, so KRA hears of them in order; the
   * report of an order not invoiced yet is passed over until it is (or is cancelled), since a
   * pending order may stay pending for weeks.
   */
  async function sendStockReports(branch: Branch, settings: EtimsSettings): Promise<void> {
    const stock = etimsStockRepository(db);
    for (const report of await stock.waiting(branch)) {
      if (stopped) return;
      const wait = Date.parse(report.next_attempt_at) - clock().getTime();
      if (wait > 0) {
        wakeIn(wait);
        return;
      }
      const unsigned = await unsignedSaleOf(report);
      if (unsigned) {
        await stock.note(report, unsigned.reason);
        if (unsigned.holdsTheRest) return;
        continue;
      }
      if (!(await etimsOutboxRepository(db).claim(branch, sender, now(), leaseUntil(settings))))
        return;
      if (!(await sendStockReport(report, settings))) return;
    }
  }

  const outbox: EtimsOutbox = {
    async queue(trx, document) {
      const settings = await readEtimsSettings(trx, config.etims);
      if (!settings) return;
      const repo = etimsOutboxRepository(trx);
      let buyer: { pin: string | null; name: string | null };
      if (document.kind === 'credit_note') {
        // KRA credits only invoices it signed: one issued before eTIMS has nothing to credit.
        const { invoice_id } = await trx
          .selectFrom('credit_notes')
          .select('invoice_id')
          .where('id', '=', document.id)
          .executeTakeFirstOrThrow();
        const [invoice] = await repo.ofInvoices([invoice_id]);
        if (!invoice) return;
        // The buyer its invoice was issued to, whatever the customer's record says now.
        buyer = { pin: invoice.buyer_pin, name: invoice.buyer_name };
      } else {
        const customer = await trx
          .selectFrom('invoices as i')
          .innerJoin('customers as c', 'c.id', 'i.customer_id')
          .select(['c.kra_pin', 'c.name'])
          .where('i.id', '=', document.id)
          .executeTakeFirstOrThrow();
        buyer = { pin: customer.kra_pin, name: customer.name };
      }
      const branch = { tin: settings.tin, bhfId: settings.bhfId };
      const invcNo = await repo.nextInvcNo(branch);
      await repo.insert({
        kind: document.kind,
        documentId: document.id,
        branch,
        invcNo,
        buyer,
        at: now(),
      });
    },

    wake() {
      if (stopped || wakePending) return;
      wakePending = true;
      chain = chain
        .then(() => {
          wakePending = false;
          return pass();
        })
        .catch((error) => log.error({ err: error }, 'eTIMS: the sender stopped on an error'));
    },

    drain() {
      const run = chain.then(pass);
      chain = run.catch(() => {});
      return run;
    },

    async retry(id) {
      const state = await db.transaction().execute(async (trx) => {
        const repo = etimsOutboxRepository(trx);
        const document = await repo.find(id);
        if (!document) throw notFound(ETIMS_DOCUMENT_NOT_FOUND);
        if (document.state === 'signed') throw conflict('This document is signed already');
        if (document.invoice_id !== null) {
          const invoice = await trx
            .selectFrom('invoices')
            .select(['invoice_number', 'voided_at'])
            .where('id', '=', document.invoice_id)
            .executeTakeFirstOrThrow();
          if (invoice.voided_at) {
            throw conflict(`Invoice ${invoice.invoice_number} is void: it is not sent to KRA`);
          }
        }
        const branch = { tin: document.tin, bhfId: document.bhf_id };
        const invcNo = document.state === 'refused' ? await repo.nextInvcNo(branch) : null;
        await repo.requeue(document, invcNo, now());
        return toEtimsState((await repo.find(id))!, await etimsNow(trx));
      });
      outbox.wake();
      return state;
    },

    async retryStockReport(id) {
      const stock = etimsStockRepository(db);
      const report = await stock.find(id);
      if (!report) throw notFound(STOCK_REPORT_NOT_FOUND);
      if (report.state === 'sent') throw conflict('KRA has stored this stock report already');
      await stock.requeue(report, now());
      outbox.wake();
      return toStockReport((await stock.find(id))!);
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer.handle);
      timer = null;
      await chain;
    },
  };
  return outbox;
}
