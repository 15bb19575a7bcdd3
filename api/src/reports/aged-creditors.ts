import { z } from 'zod';
import type { CsvCell } from '../http/csv.ts';
import { centsToPlainKsh, toKsh } from '../money.ts';
import type { OwedCents } from '../supplier-bills/payables.repository.ts';
import { owedToSuppliers } from '../supplier-bills/payables.repository.ts';
import { type ReportContext, reportCsv } from './report-kit.ts';
import { reportDay } from './report-period.ts';

const amount = (description: string) => z.number().meta({ description });

/** What the shop owes one supplier, by how long past due. Amounts are KSh. */
const AgedCredits = {
  current: amount('Owed on bills not yet past due'),
  days_1_30: amount('Owed on bills 1 to 30 days past due'),
  days_31_60: amount('Owed on bills 31 to 60 days past due'),
  days_61_90: amount('Owed on bills 61 to 90 days past due'),
  over_90: amount('Owed on bills more than 90 days past due'),
  total: amount('What the shop owes the supplier: the buckets summed'),
};

export const AgedCreditor = z
  .object({ supplier_id: z.number().int(), name: z.string(), ...AgedCredits })
  .meta({ id: 'AgedCreditor' });
export type AgedCreditor = z.output<typeof AgedCreditor>;

/** GET /reports/aged-creditors: every supplier the shop owed at the end of `as_of`. */
export const AgedCreditorsReport = z
  .object({
    as_of: reportDay.meta({ description: 'The business day aged at, at its end' }),
    rows: z.array(AgedCreditor),
    totals: z.object(AgedCredits),
  })
  .meta({ id: 'AgedCreditorsReport' });
export type AgedCreditorsReport = z.output<typeof AgedCreditorsReport>;

/**
 * Aged creditors, the mirror of aged debtors: what the shop owed each supplier at the end of a
 * day, by how many days past due their bills were (payables.repository.ts `owedToSuppliers`,
 * one SQL aggregate, the statement's buckets).
 */
function inKsh(buckets: readonly number[]) {
  const [current, days_1_30, days_31_60, days_61_90, over_90] = buckets.map(toKsh);
  return {
    current: current!,
    days_1_30: days_1_30!,
    days_31_60: days_31_60!,
    days_61_90: days_61_90!,
    over_90: over_90!,
    total: toKsh(buckets.reduce((a, b) => a + b, 0)),
  };
}

const totalOf = (owed: readonly OwedCents[]) =>
  [0, 1, 2, 3, 4].map((index) => owed.reduce((sum, row) => sum + row.buckets[index]!, 0));

function agedCreditorsAnswer(asOf: string, owed: readonly OwedCents[]): AgedCreditorsReport {
  return {
    as_of: asOf,
    rows: owed.map(
      (row): AgedCreditor => ({
        supplier_id: row.supplier_id,
        name: row.name,
        ...inKsh(row.buckets),
      }),
    ),
    totals: inKsh(totalOf(owed)),
  };
}

export const AGED_CREDITORS_CSV_HEADER = [
  'Supplier',
  'Current (KSh)',
  '1-30 days (KSh)',
  '31-60 days (KSh)',
  '61-90 days (KSh)',
  'Over 90 days (KSh)',
  'Owed (KSh)',
] as const;

/** The report as spreadsheet rows, the totals last. */
export function agedCreditorsCsvRows(owed: readonly OwedCents[]): CsvCell[][] {
  const cells = (name: string, buckets: readonly number[]) => [
    name,
    ...buckets.map(centsToPlainKsh),
    centsToPlainKsh(buckets.reduce((a, b) => a + b, 0)),
  ];
  return [...owed.map((row) => cells(row.name, row.buckets)), cells('Total', totalOf(owed))];
}

/** GET /reports/aged-creditors and its CSV. */
export async function agedCreditorsReport(context: ReportContext, query: { as_of?: string }) {
  const day = context.calendar.asOf(query.as_of);
  return agedCreditorsAnswer(day.asOf, await owedToSuppliers(context.db, day));
}

export async function agedCreditorsCsvFile(context: ReportContext, query: { as_of?: string }) {
  const day = context.calendar.asOf(query.as_of);
  const owed = await owedToSuppliers(context.db, day);
  return reportCsv(
    `aged-creditors-${day.asOf}`,
    AGED_CREDITORS_CSV_HEADER,
    agedCreditorsCsvRows(owed),
  );
}
