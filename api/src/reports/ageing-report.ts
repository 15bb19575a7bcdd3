import { z } from 'zod';
import type { CsvCell } from '../http/csv.ts';
import { centsToPlainKsh, toKsh } from '../money.ts';
import { AGEING_BUCKETS } from '../sales/due-window.ts';
import { type ReportContext, reportCsv } from './report-kit.ts';
import { reportDay } from './report-period.ts';

/**
 * What aged debtors and aged creditors share, mirrors of each other: what each party (a customer,
 * a supplier) owed at the end of a day, in the statements' five buckets by how long past due
 * (due-window.ts), with the totals of all of them, as JSON and as CSV. A report is this piece
 * given its party and the ledger it reads; customers may also hold credit, their own column.
 */

/** An amount in KSh, as the reference describes it. */
export const amount = (description: string) => z.number().meta({ description });

/**
 * The five buckets' schema, each described as owed on `documents` (bills, sales). Amounts are
 * KSh.
 */
export function agedBucketsShape(documents: string) {
  return {
    current: amount(`Owed on ${documents} not yet past due`),
    days_1_30: amount(`Owed on ${documents} 1 to 30 days past due`),
    days_31_60: amount(`Owed on ${documents} 31 to 60 days past due`),
    days_61_90: amount(`Owed on ${documents} 61 to 90 days past due`),
    over_90: amount(`Owed on ${documents} more than 90 days past due`),
  };
}

/** An ageing report's answer: the day it ages at, a row (`row`) per party and their totals. */
export function agedReportSchema<Row extends z.ZodType, Figures extends z.ZodRawShape>(
  id: string,
  row: Row,
  figures: Figures,
) {
  return z
    .object({
      as_of: reportDay.meta({ description: 'The business day aged at, at its end' }),
      rows: z.array(row),
      totals: z.object(figures),
    })
    .meta({ id });
}

/** One party's figures in cents, as its ledger's SQL aggregate answers them. */
export interface AgedCents {
  name: string;
  /** The five buckets in AGEING_BUCKETS' order: current, 1–30, 31–60, 61–90, over 90 days. */
  buckets: number[];
  /** Credit the party holds, never a negative bucket (a customer's); none where absent. */
  credit?: number;
}

type Figures = Omit<AgedCents, 'name'>;

/** A row's or the totals' figures in KSh: the buckets, the total, and any credit held. */
type AgedFigures<Credit extends boolean> = {
  current: number;
  days_1_30: number;
  days_31_60: number;
  days_61_90: number;
  over_90: number;
  total: number;
} & (Credit extends true ? { credit: number } : unknown);

/** A party's row: its id under the ledger's name for it, its name, then its figures. */
type AgedRow<Id extends string, Credit extends boolean> = Record<Id, number> & {
  name: string;
} & AgedFigures<Credit>;

/** The ledger an ageing report reads, and the words that differ between the two. */
export interface AgedLedger<
  Id extends string,
  Party extends AgedCents & Record<Id, number>,
  Credit extends boolean,
> {
  /** The report's path, and its CSV file's name before the day: `aged-debtors`. */
  name: string;
  /** The party's id in each row and in what `read` answers: `customer_id`. */
  id: Id;
  /** Who a row is, the CSV's first column: `Customer`. */
  party: string;
  /** What the total is, in the CSV: `Balance`, what is owed less credit held. */
  total: string;
  /** Whether a party may hold credit: a column of its own, after the total. */
  holdsCredit: Credit;
  /** The parties owing (or holding credit) at the end of `asOf`; `before` ends that day. */
  read(context: ReportContext, day: { asOf: string; before: string }): Promise<Party[]>;
}

const BUCKET_HEADER = [
  'Current (KSh)',
  '1-30 days (KSh)',
  '31-60 days (KSh)',
  '61-90 days (KSh)',
  'Over 90 days (KSh)',
] as const;

/** The parties' figures summed, for the totals. */
const totalOf = (parties: readonly Figures[]): Required<Figures> => ({
  buckets: AGEING_BUCKETS.map((_, index) =>
    parties.reduce((sum, party) => sum + party.buckets[index]!, 0),
  ),
  credit: parties.reduce((sum, party) => sum + (party.credit ?? 0), 0),
});

/** What is owed less the credit held: the balance a statement closes with. */
const balanceOf = (figures: Figures) =>
  figures.buckets.reduce((a, b) => a + b, 0) - (figures.credit ?? 0);

/** One aged report over `ledger`: its answer for the screen, and the same as a CSV file. */
export function agedReport<
  Id extends string,
  Party extends AgedCents & Record<Id, number>,
  Credit extends boolean,
>(ledger: AgedLedger<Id, Party, Credit>) {
  const inKsh = (figures: Figures): AgedFigures<Credit> => {
    const [current, days_1_30, days_31_60, days_61_90, over_90] = figures.buckets.map(toKsh);
    return {
      current: current!,
      days_1_30: days_1_30!,
      days_31_60: days_31_60!,
      days_61_90: days_61_90!,
      over_90: over_90!,
      total: toKsh(balanceOf(figures)),
      ...(ledger.holdsCredit ? { credit: toKsh(figures.credit ?? 0) } : {}),
    } as AgedFigures<Credit>;
  };
  const cells = (name: string, figures: Figures): CsvCell[] => [
    name,
    ...figures.buckets.map(centsToPlainKsh),
    centsToPlainKsh(balanceOf(figures)),
    ...(ledger.holdsCredit ? [centsToPlainKsh(figures.credit ?? 0)] : []),
  ];
  const read = async (context: ReportContext, query: { as_of?: string }) => {
    const day = context.calendar.asOf(query.as_of);
    return { asOf: day.asOf, parties: await ledger.read(context, day) };
  };
  return {
    /** GET /reports/<name>: every party owing (or holding credit) at the end of `as_of`. */
    async report(context: ReportContext, query: { as_of?: string }) {
      const { asOf, parties } = await read(context, query);
      return {
        as_of: asOf,
        rows: parties.map(
          (party) =>
            ({
              [ledger.id]: party[ledger.id],
              name: party.name,
              ...inKsh(party),
            }) as AgedRow<Id, Credit>,
        ),
        totals: inKsh(totalOf(parties)),
      };
    },
    /** The same as spreadsheet rows, the totals last. */
    async csvFile(context: ReportContext, query: { as_of?: string }) {
      const { asOf, parties } = await read(context, query);
      return reportCsv(
        `${ledger.name}-${asOf}`,
        [
          ledger.party,
          ...BUCKET_HEADER,
          `${ledger.total} (KSh)`,
          ...(ledger.holdsCredit ? ['Credit held (KSh)'] : []),
        ],
        [...parties.map((party) => cells(party.name, party)), cells('Total', totalOf(parties))],
      );
    },
  };
}
