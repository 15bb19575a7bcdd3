import type { ApiDeps } from '../app-env.ts';
import { log } from '../log.ts';
import { deviceClient } from './etims-device.ts';
import { etimsLineOf, registration, uniqueItems } from './etims-lines.ts';
import { etimsOutboxRepository } from './etims-outbox.repository.ts';
import type { EtimsSettings } from './etims-settings.ts';
import {
  etimsStockRepository,
  followsASale,
  type StockReportLine,
  type StockReportRow,
} from './etims-stock.repository.ts';
import { OscuError } from './oscu-error.ts';
import { buildStockRequests } from './stock-request.builder.ts';

/**
 * Stock reports to KRA (etims-outbox.service.ts decides when): whether one must wait for its
 * sale's signature, and sending one. `wakeIn` asks the sender to look again after a failure.
 */
export function stockReportSender({ db, config, clock }: ApiDeps, wakeIn: (ms: number) => void) {
  const now = () => clock().toISOString();

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
      const { client } = await deviceClient(db, branch, settings, now);
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

  return { unsignedSaleOf, sendStockReport };
}
