import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../app-env.ts';
import { companyRepository } from '../company/company.repository.ts';
import type { Db } from '../db/database.ts';
import type { EtimsDocumentKind } from '../db/schema.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { log } from '../http/log.ts';
import type { IssuedDocuments } from '../sales/issued-documents.ts';
import type { EtimsDocumentState, EtimsStockReport, EtimsStockReports } from './etims.schema.ts';
import {
  type Branch,
  type EtimsDocumentRow,
  etimsOutboxRepository,
} from './etims-outbox.repository.ts';
import { type EtimsSettings, readEtimsSettings } from './etims-settings.ts';
import {
  etimsSourceRepository,
  type SourceDocument,
  type SourceLine,
} from './etims-source.repository.ts';
import {
  etimsStockRepository,
  followsASale,
  type StockReportLine,
  type StockReportRow,
} from './etims-stock.repository.ts';
import { createOscuClient, type OscuClient } from './oscu.client.ts';
import type { ItemSaveRequest, SaleRequest } from './oscu.schema.ts';
import { OscuError } from './oscu-error.ts';
import { type KraEnvironment, kraEnvironmentOf, receiptQrAddress } from './receipt-qr.ts';
import { buildSaleRequest, type EtimsLine } from './sale-request.builder.ts';
import { buildStockRequests } from './stock-request.builder.ts';

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

const toStockReport = (row: StockReportRow): EtimsStockReport => ({
  id: row.id,
  state: row.state,
  movement: row.sar_ty_cd,
  document_number: row.document_number,
  items: (JSON.parse(row.lines) as unknown[]).length,
  branch_id: row.bhf_id,
  attempts: Number(row.attempts),
  last_error: row.last_error,
  occurred_at: row.occurred_at,
  queued_at: row.queued_at,
});

/**
 * The stock reports staff may need to see (GET /etims/stock-reports): refused ones with KRA's
 * message, and those still waiting with why, oldest first; never only in the database.
 */
export async function unsentStockReports(db: Db): Promise<EtimsStockReports> {
  const { items, waiting, refused } = await etimsStockRepository(db).unsent(50);
  return { waiting, refused, items: items.map(toStockReport) };
}

/** How many invoices and credit notes wait for KRA: Settings warns before eTIMS is turned off. */
export async function waitingDocumentCount(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('etims_documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * What a document's state depends on beyond its row: whose receipt page a QR code names for a
 * document signed before Ghala kept the mode it was signed in (the shop's mode now), and whether
 * eTIMS is off now, so a waiting document waits for eTIMS to be on again rather than for KRA.
 */
export async function etimsNow(db: Db): Promise<{ environment: KraEnvironment; off: boolean }> {
  const shop = await companyRepository(db).find();
  const mode = shop?.etims_mode ?? 'off';
  return {
    environment: mode === 'off' ? 'sandbox' : kraEnvironmentOf(mode),
    off: mode === 'off',
  };
}

/** The receipt page of the mode a document was signed in; `fallback` for one signed before 0018. */
export const signedEnvironment = (
  row: Pick<EtimsDocumentRow, 'environment'>,
  fallback: KraEnvironment,
): KraEnvironment => (row.environment === null ? fallback : kraEnvironmentOf(row.environment));

export function toEtimsState(
  row: EtimsDocumentRow,
  now: { environment: KraEnvironment; off: boolean },
): EtimsDocumentState {
  const signed = row.state === 'signed';
  const { environment } = now;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    invc_no: row.invc_no === null ? null : Number(row.invc_no),
    branch_id: row.bhf_id,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.state === 'waiting' ? row.next_attempt_at : null,
    queued_at: row.queued_at,
    signed_at: row.signed_at,
    etims_off: now.off,
    receipt: signed
      ? {
          cu_invoice_number: `${row.sdc_id}/${row.invc_no}`,
          sdc_id: row.sdc_id!,
          cur_rcpt_no: Number(row.cur_rcpt_no),
          tot_rcpt_no: Number(row.tot_rcpt_no),
          intrl_data: row.intrl_data!,
          rcpt_sign: row.rcpt_sign!,
          sdc_date_time: row.sdc_date_time!,
          qr_url: qrAddressOf(row, signedEnvironment(row, environment)),
        }
      : null,
  };
}

/** Null rather than a failed read when KRA answered a signature the address cannot carry. */
function qrAddressOf(row: EtimsDocumentRow, environment: KraEnvironment): string | null {
  try {
    return receiptQrAddress({
      environment,
      pin: row.tin,
      bhfId: row.bhf_id,
      rcptSign: row.rcpt_sign!,
    });
  } catch (error) {
    log.warn({ document: row.id, error: String(error) }, 'eTIMS receipt without a QR address');
    return null;
  }
}

async function statesBy(
  db: Db,
  rows: EtimsDocumentRow[],
  key: (row: EtimsDocumentRow) => number | null,
): Promise<Map<number, EtimsDocumentState>> {
  if (rows.length === 0) return new Map();
  const now = await etimsNow(db);
  return new Map(rows.map((row) => [key(row)!, toEtimsState(row, now)]));
}

/** The eTIMS state of each invoice that has one, by invoice id; `db` may be a transaction. */
export const invoiceEtimsStates = async (db: Db, ids: readonly number[] | 'all') =>
  statesBy(db, await etimsOutboxRepository(db).ofInvoices(ids), (row) => row.invoice_id);

/** The eTIMS state of each credit note that has one, by credit note id. */
export const creditNoteEtimsStates = async (db: Db, ids: readonly number[]) =>
  statesBy(db, await etimsOutboxRepository(db).ofCreditNotes(ids), (row) => row.credit_note_id);

/** eTIMS as the sales core's adapter for issued documents (sales/issued-documents.ts). */
export const etimsIssuedDocuments = (outbox: EtimsOutbox): IssuedDocuments<EtimsDocumentState> => ({
  issued: (trx, document) => outbox.queue(trx, document),
  invoiceStates: invoiceEtimsStates,
  creditNoteStates: creditNoteEtimsStates,
});

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

function createEtimsOutbox({ db, config, clock }: ApiDeps): EtimsOutbox {
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

  /** Why a stock report must wait for its sale, or null when it may go. */
  async function unsignedSaleOf(
    report: StockReportRow,
  ): Promise<{ reason: string; holdsTheRest: boolean } | null> {
    if (!followsASale(report) || report.document_id === null) return null;
    const repo = etimsOutboxRepository(db);
    let invoiceId: number | null = null;
    if (report.document_type === 'order') {
      const order = await db
        .selectFrom('orders')
        .leftJoin('invoices', 'invoices.order_id', 'orders.id')
        .select(['orders.status', 'invoices.id as invoice_id'])
        .where('orders.id', '=', report.document_id)
        .executeTakeFirst();
      if (!order || order.status === 'cancelled') return null;
      if (order.invoice_id === null) {
        return {
          reason: `Waits for order ${report.document_number} to be invoiced and signed by KRA`,
          holdsTheRest: false,
        };
      }
      invoiceId = Number(order.invoice_id);
    } else if (report.document_type === 'invoice') {
      invoiceId = report.document_id;
    }
    const [document] =
      invoiceId !== null
        ? await repo.ofInvoices([invoiceId])
        : report.document_type === 'credit_note'
          ? await repo.ofCreditNotes([report.document_id])
          : [];
    // Signed, refused (the goods moved all the same) or never queued: the report may go.
    return document?.state === 'waiting'
      ? { reason: `Waits for KRA to sign ${report.document_number}`, holdsTheRest: true }
      : null;
  }

  /** Sends one stock report; false when KRA cannot be reached (the rest wait behind it). */
  async function sendStockReport(
    report: StockReportRow,
    settings: EtimsSettings,
  ): Promise<boolean> {
    const stock = etimsStockRepository(db);
    const branch = { tin: report.tin, bhfId: report.bhf_id };
    let step: 'device' | 'report' = 'device';
    try {
      const { client } = await deviceClient(branch, settings);
      step = 'report';
      const lines = JSON.parse(report.lines) as StockReportLine[];
      const items = lines.map((line) => ({
        line: etimsLineOf({
          inventory_id: line.inventory_id,
          description: line.name,
          quantity_milli: Math.abs(line.change_milli),
          unit: '',
          unit_price_cents: line.unit_price_cents,
          tax_band: line.tax_band,
          kra_item_class_code: line.kra_item_class_code,
          kra_packaging_unit: line.kra_packaging_unit,
          kra_quantity_unit: line.kra_quantity_unit,
        }),
        changeMilli: line.change_milli,
        quantityAfterMilli: line.quantity_after_milli,
        costPriceCents: line.cost_price_cents,
      }));
      const user =
        report.recorded_by === null
          ? undefined
          : await db
              .selectFrom('users')
              .select('email')
              .where('id', '=', report.recorded_by)
              .executeTakeFirst();
      const recordedBy = { id: report.recorded_by ?? 'ghala', name: user?.email ?? 'Ghala' };
      const by = {
        regrId: String(recordedBy.id),
        regrNm: recordedBy.name.slice(0, 60),
        modrId: String(recordedBy.id),
        modrNm: recordedBy.name.slice(0, 60),
      };
      for (const line of uniqueItems(items.map((item) => item.line)))
        await client.saveItem(registration(line, by));
      const sarNo = await stock.sarNoFor(report);
      const { stockIo, stockMaster } = buildStockRequests({
        sarNo,
        sarTyCd: report.sar_ty_cd,
        occurredAt: new Date(report.occurred_at),
        timeZone: config.timeZone,
        documentNumber: report.document_number,
        recordedBy,
        items,
      });
      try {
        await client.insertStockIO(stockIo);
      } catch (error) {
        // 994: KRA holds this sarNo, which only this report was sent under: an earlier attempt
        // got through and its answer was lost. Anything else is thrown on.
        if (!(error instanceof OscuError && error.kind === 'duplicate')) throw error;
      }
      for (const level of stockMaster) await client.saveStockMaster(level);
      await stock.markSent(report, sarNo, now());
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const refused =
        step === 'report' &&
        ((error instanceof OscuError && !error.retryable) || error instanceof RangeError);
      if (refused) {
        await stock.refuse(report, message);
        return true;
      }
      if (!(error instanceof OscuError)) {
        log.error({ err: error, etimsStockReport: report.id }, 'eTIMS: a stock report failed');
      }
      const waitMs = Math.min(
        settings.retry.maxMs,
        settings.retry.firstMs * 2 ** Math.min(report.attempts, 20),
      );
      await stock.markFailed(report, message, new Date(clock().getTime() + waitMs).toISOString());
      wakeIn(waitMs);
      return false;
    }
  }

  /** Sends one document: it ends signed, refused, or waiting for a later attempt. */
  async function send(document: EtimsDocumentRow, settings: EtimsSettings): Promise<void> {
    const repo = etimsOutboxRepository(db);
    const branch = { tin: document.tin, bhfId: document.bhf_id };
    let step: 'device' | 'document' = 'device';
    try {
      const { client, sdcId } = await deviceClient(branch, settings);
      step = 'document';
      const { request, lines } = await saleRequestOf(document);
      for (const line of uniqueItems(lines)) await client.saveItem(registration(line, request));
      const signed = await client.signSale(request);
      await repo.markSigned(document.id, signed.receipt, sdcId, now(), settings.mode);
    } catch (error) {
      const refused =
        step === 'document' &&
        ((error instanceof OscuError && !error.retryable) || error instanceof RangeError);
      const message = error instanceof Error ? error.message : String(error);
      if (refused) {
        const giveBack = !(error instanceof OscuError && error.kind === 'duplicate');
        await db
          .transaction()
          .execute((trx) => etimsOutboxRepository(trx).refuse(document, message, giveBack));
        return;
      }
      if (!(error instanceof OscuError)) {
        log.error({ err: error, etimsDocument: document.id }, 'eTIMS: sending failed');
      }
      const waitMs = Math.min(
        settings.retry.maxMs,
        settings.retry.firstMs * 2 ** Math.min(document.attempts, 20),
      );
      await repo.markFailed(
        document.id,
        message,
        new Date(clock().getTime() + waitMs).toISOString(),
      );
    }
  }

  /** The branch's device, initialised with KRA the first time (KRA answers its cmcKey once). */
  async function deviceClient(
    branch: Branch,
    settings: EtimsSettings,
  ): Promise<{ client: OscuClient; sdcId: string }> {
    const repo = etimsOutboxRepository(db);
    const base = {
      baseUrl: settings.baseUrl,
      tin: branch.tin,
      bhfId: branch.bhfId,
      deviceSerial: settings.deviceSerial,
      timeoutMs: settings.timeoutMs,
    };
    let device = await repo.device(branch);
    if (!device) {
      const info = await createOscuClient(base).initialiseDevice();
      device = {
        tin: branch.tin,
        bhf_id: branch.bhfId,
        dvc_srl_no: settings.deviceSerial,
        cmc_key: info.cmcKey,
        sdc_id: info.sdcId,
        mrc_no: info.mrcNo ?? null,
        initialised_at: now(),
      };
      await repo.saveDevice(device);
    }
    return {
      client: createOscuClient({
        ...base,
        deviceSerial: device.dvc_srl_no,
        cmcKey: device.cmc_key,
      }),
      sdcId: device.sdc_id,
    };
  }

  async function saleRequestOf(
    document: EtimsDocumentRow,
  ): Promise<{ request: SaleRequest; lines: EtimsLine[] }> {
    const sources = etimsSourceRepository(db);
    const credit = document.kind === 'credit_note';
    const source = credit
      ? await sources.creditNote(document.credit_note_id!)
      : await sources.invoice(document.invoice_id!);
    if (!source) throw new RangeError(`The ${document.kind.replace('_', ' ')} is not there`);
    let originalInvcNo: number | undefined;
    if (credit) originalInvcNo = await signedInvoiceNumber(source);
    const lines = source.lines.map(etimsLineOf);
    const { request } = buildSaleRequest({
      kind: credit ? 'credit-note' : 'sale',
      invcNo: Number(document.invc_no),
      documentNumber: source.number,
      originalInvcNo,
      // The reason staff chose from KRA's list (0018); the words typed stay Ghala's.
      creditNoteReason: credit ? (source.kra_reason_code ?? '06') : undefined,
      issuedAt: new Date(source.created_at),
      timeZone: config.timeZone,
      customer: { name: source.customer_name, pin: source.customer_pin },
      vatRateBp: source.vat_rate_bp,
      issuedBy: { id: source.created_by, name: source.created_by_email },
      lines,
    });
    return { request, lines };
  }

  /** The invcNo a credit note's invoice was signed under: KRA credits only what it signed. */
  async function signedInvoiceNumber(source: SourceDocument): Promise<number> {
    const [invoice] = await etimsOutboxRepository(db).ofInvoices([source.invoice_id!]);
    if (invoice?.state !== 'signed') {
      throw new RangeError(
        `Invoice ${source.invoice_number} is not signed by KRA yet: retry it first, then this credit note`,
      );
    }
    return Number(invoice.invc_no);
  }

  const outbox: EtimsOutbox = {
    async queue(trx, document) {
      const settings = await readEtimsSettings(trx, config.etims);
      if (!settings) return;
      const repo = etimsOutboxRepository(trx);
      if (document.kind === 'credit_note') {
        // KRA credits only invoices it signed: one issued before eTIMS has nothing to credit.
        const { invoice_id } = await trx
          .selectFrom('credit_notes')
          .select('invoice_id')
          .where('id', '=', document.id)
          .executeTakeFirstOrThrow();
        if ((await repo.ofInvoices([invoice_id])).length === 0) return;
      }
      const branch = { tin: settings.tin, bhfId: settings.bhfId };
      const invcNo = await repo.nextInvcNo(branch);
      await repo.insert({
        kind: document.kind,
        documentId: document.id,
        branch,
        invcNo,
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

/**
 * A line as KRA's item: the stock item's tax band and KRA codes (0015); a typed line (a service,
 * a delivery) is band B, net, pieces. KRA's item code is made from them, as its format says:
 * `KE` + item type (2 goods, 3 a typed line) + packaging unit + quantity unit + the stock item's
 * id in 7 digits. An item with no classification yet is sent as 99000000; KRA may refuse it,
 * and the refusal says so on the document.
 */
export function etimsLineOf(line: SourceLine): EtimsLine {
  const packaging = line.kra_packaging_unit ?? 'NT';
  const unit = line.kra_quantity_unit ?? 'U';
  const type = line.inventory_id === null ? '3' : '2';
  return {
    itemCode: `KE${type}${packaging}${unit}${String(line.inventory_id ?? 0).padStart(7, '0')}`,
    classificationCode: line.kra_item_class_code ?? '99000000',
    name: line.description,
    packagingUnitCode: packaging,
    quantityUnitCode: unit,
    quantityMilli: line.quantity_milli,
    unitPriceCents: line.unit_price_cents,
    band: line.tax_band,
  };
}

const uniqueItems = (lines: EtimsLine[]) => [
  ...new Map(lines.map((line) => [line.itemCode, line])).values(),
];

/** saveItem for a line's item: KRA refuses a sale naming an item it does not know. */
function registration(
  line: EtimsLine,
  sale: Pick<SaleRequest, 'regrId' | 'regrNm' | 'modrId' | 'modrNm'>,
): ItemSaveRequest {
  return {
    itemCd: line.itemCode,
    itemClsCd: line.classificationCode,
    itemTyCd: line.itemCode.charAt(2) as '2' | '3',
    itemNm: line.name.trim().slice(0, 200),
    orgnNatCd: 'KE',
    pkgUnitCd: line.packagingUnitCode,
    qtyUnitCd: line.quantityUnitCode,
    taxTyCd: line.band,
    dftPrc: line.unitPriceCents / 100,
    isrcAplcbYn: 'N',
    useYn: 'Y',
    regrId: sale.regrId,
    regrNm: sale.regrNm,
    modrId: sale.modrId,
    modrNm: sale.modrNm,
  };
}
