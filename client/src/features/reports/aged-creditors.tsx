import { AgedCreditorsDocument, type AgedCreditorsQuery } from './aged-creditors.generated.ts';
import { type AgedLedger, AgedReport, prefetchAged } from './aged-report.tsx';

type Row = AgedCreditorsQuery['agedCreditors']['rows'][number];

const creditors: AgedLedger<AgedCreditorsQuery, Row> = {
  title: 'Aged creditors',
  csv: 'reports/aged-creditors',
  query: AgedCreditorsDocument,
  answer: (data) => data.agedCreditors,
  party: 'Supplier',
  statement: (row) => `/suppliers/${row.supplierId}/statement`,
  rowKey: (row) => row.supplierId,
  total: 'Owed',
  holdsCredit: false,
  figures: 'Owed to suppliers',
  chart: 'Owed by age',
  chartOfMost: (count) => `Owed by age: the ${count} suppliers owed most`,
  failedToLoad: 'Failed to load aged creditors',
  emptyText: 'The shop owes no supplier anything on this day.',
};

/** The aged creditors the address asks for, fetched with the Reports screen's code. */
export const prefetchAgedCreditors = prefetchAged(creditors);

/**
 * Whom the shop owes what, and for how long past the bills' due days (issue 51), at the end of
 * a day: each supplier's unpaid bills in age buckets.
 */
export function AgedCreditorsReport() {
  return <AgedReport ledger={creditors} />;
}
