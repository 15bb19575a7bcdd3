import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { type Db, isPostgres } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as housekeepingIndexes from './migrations/0002-housekeeping-indexes.ts';
import * as listPaging from './migrations/0003-list-paging.ts';
import * as partyAndItemPaging from './migrations/0004-party-and-item-paging.ts';
import * as paymentLedger from './migrations/0005-payment-ledger.ts';
import * as staffRoles from './migrations/0006-staff-roles.ts';
import * as requestThrottle from './migrations/0007-request-throttle.ts';
import * as paymentsListAndBalances from './migrations/0008-payments-list-and-balances.ts';
import * as auditTrail from './migrations/0009-audit-trail.ts';
import * as stockLedger from './migrations/0010-stock-ledger.ts';
import * as quantityUnits from './migrations/0011-quantity-units.ts';
import * as invoiceVoid from './migrations/0012-invoice-void.ts';
import * as creditNotes from './migrations/0013-credit-notes.ts';
import * as shopSettings from './migrations/0014-shop-settings.ts';
import * as etimsDetails from './migrations/0015-etims-details.ts';
import * as etimsOutbox from './migrations/0016-etims-outbox.ts';
import * as mpesa from './migrations/0017-mpesa.ts';
import * as etimsStockAndReasons from './migrations/0018-etims-stock-and-reasons.ts';
import * as lineTaxBands from './migrations/0019-line-tax-bands.ts';
import * as mpesaCodeIndex from './migrations/0020-mpesa-code-index.ts';
import * as mpesaReturns from './migrations/0021-mpesa-returns.ts';
import * as mpesaReturnedIndex from './migrations/0022-mpesa-returned-index.ts';
import * as mpesaReturnedAtIndex from './migrations/0023-mpesa-returned-at-index.ts';
import * as mpesaCodeOnce from './migrations/0024-mpesa-code-once.ts';
import * as recordedAt from './migrations/0025-recorded-at.ts';
import * as clearMadeUpShopDetails from './migrations/0027-clear-made-up-shop-details.ts';
import * as saleLineFigures from './migrations/0028-sale-line-figures.ts';
import * as reportIndexes from './migrations/0029-report-indexes.ts';
import * as walkInCustomer from './migrations/0030-walk-in-customer.ts';
import * as itemBarcodes from './migrations/0031-item-barcodes.ts';
import * as shifts from './migrations/0032-shifts.ts';
import * as shareLinks from './migrations/0033-share-links.ts';
import * as purchaseOrders from './migrations/0034-purchase-orders.ts';
import * as supplierBills from './migrations/0035-supplier-bills.ts';
import * as etimsBuyerAsIssued from './migrations/0036-etims-buyer-as-issued.ts';
import * as mpesaReceiptAwaited from './migrations/0037-mpesa-receipt-awaited.ts';
import * as etimsTypedLineClass from './migrations/0038-etims-typed-line-class.ts';
import * as supplierKraPin from './migrations/0039-supplier-kra-pin.ts';
import * as mpesaRounding from './migrations/0040-mpesa-rounding.ts';
import * as roundingReversal from './migrations/0041-rounding-reversal.ts';
import * as openingBalances from './migrations/0042-opening-balances.ts';
import * as stockCounts from './migrations/0043-stock-counts.ts';
import * as offlineSales from './migrations/0044-offline-sales.ts';

// Listed explicitly rather than read from disk, so bundling or moving files cannot lose one.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-housekeeping-indexes': housekeepingIndexes,
  '0003-list-paging': listPaging,
  '0004-party-and-item-paging': partyAndItemPaging,
  '0005-payment-ledger': paymentLedger,
  '0006-staff-roles': staffRoles,
  '0007-request-throttle': requestThrottle,
  '0008-payments-list-and-balances': paymentsListAndBalances,
  '0009-audit-trail': auditTrail,
  '0010-stock-ledger': stockLedger,
  '0011-quantity-units': quantityUnits,
  '0012-invoice-void': invoiceVoid,
  '0013-credit-notes': creditNotes,
  '0014-shop-settings': shopSettings,
  '0015-etims-details': etimsDetails,
  '0016-etims-outbox': etimsOutbox,
  '0017-mpesa': mpesa,
  '0018-etims-stock-and-reasons': etimsStockAndReasons,
  '0019-line-tax-bands': lineTaxBands,
  '0020-mpesa-code-index': mpesaCodeIndex,
  '0021-mpesa-returns': mpesaReturns,
  '0022-mpesa-returned-index': mpesaReturnedIndex,
  '0023-mpesa-returned-at-index': mpesaReturnedAtIndex,
  '0024-mpesa-code-once': mpesaCodeOnce,
  '0025-recorded-at': recordedAt,
  '0027-clear-made-up-shop-details': clearMadeUpShopDetails,
  '0028-sale-line-figures': saleLineFigures,
  '0029-report-indexes': reportIndexes,
  '0030-walk-in-customer': walkInCustomer,
  '0031-item-barcodes': itemBarcodes,
  '0032-shifts': shifts,
  '0033-share-links': shareLinks,
  '0034-purchase-orders': purchaseOrders,
  '0035-supplier-bills': supplierBills,
  '0036-etims-buyer-as-issued': etimsBuyerAsIssued,
  '0037-mpesa-receipt-awaited': mpesaReceiptAwaited,
  '0038-etims-typed-line-class': etimsTypedLineClass,
  '0039-supplier-kra-pin': supplierKraPin,
  '0040-mpesa-rounding': mpesaRounding,
  '0041-rounding-reversal': roundingReversal,
  '0042-opening-balances': openingBalances,
  '0043-stock-counts': stockCounts,
  '0044-offline-sales': offlineSales,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run on every start and from several processes. */
export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its bookkeeping tables across every schema it can see; naming the current
  // one keeps a database shared by several schemas (tests, tenants) from confusing it.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const { error, results } = await new Migrator({
    db,
    provider,
    migrationTableSchema,
    // Numbers are taken by parallel work (0017, 0018) that may land after a later one (0019)
    // already ran somewhere: each migration stands alone, so run whichever have not run yet.
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
