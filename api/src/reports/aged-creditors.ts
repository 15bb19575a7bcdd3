import { z } from 'zod';
import { owedToSuppliers } from '../supplier-bills/payables.repository.ts';
import { agedBucketsShape, agedReport, agedReportSchema, amount } from './ageing-report.ts';

/** What the shop owes one supplier, by how long past due. Amounts are KSh. */
const AgedCredits = {
  ...agedBucketsShape('bills'),
  total: amount('What the shop owes the supplier: the buckets summed'),
};

export const AgedCreditor = z
  .object({ supplier_id: z.number().int(), name: z.string(), ...AgedCredits })
  .meta({ id: 'AgedCreditor' });
export type AgedCreditor = z.output<typeof AgedCreditor>;

/** GET /reports/aged-creditors: every supplier the shop owed at the end of `as_of`. */
export const AgedCreditorsReport = agedReportSchema(
  'AgedCreditorsReport',
  AgedCreditor,
  AgedCredits,
);
export type AgedCreditorsReport = z.output<typeof AgedCreditorsReport>;

/**
 * Aged creditors, the mirror of aged debtors: what the shop owed each supplier at the end of a
 * day, by how many days past due their bills were (payables.repository.ts `owedToSuppliers`,
 * one SQL aggregate, the statement's buckets).
 */
const agedCreditors = agedReport({
  name: 'aged-creditors',
  id: 'supplier_id',
  party: 'Supplier',
  total: 'Owed',
  holdsCredit: false,
  read: (context, day) => owedToSuppliers(context.db, day),
});

/** GET /reports/aged-creditors and its CSV. */
export const agedCreditorsReport = agedCreditors.report;
export const agedCreditorsCsvFile = agedCreditors.csvFile;
