import { AgedDebtorsDocument, type AgedDebtorsQuery } from './aged-debtors.generated.ts';
import { type AgedLedger, AgedReport, prefetchAged } from './aged-report.tsx';

type Row = AgedDebtorsQuery['agedDebtors']['rows'][number];

const debtors: AgedLedger<AgedDebtorsQuery, Row> = {
  title: 'Aged debtors',
  csv: 'reports/aged-debtors',
  query: AgedDebtorsDocument,
  answer: (data) => data.agedDebtors,
  party: 'Customer',
  statement: (row) => `/customers/${row.customerId}/statement`,
  rowKey: (row) => row.customerId,
  total: 'Balance',
  holdsCredit: true,
  figures: 'Owed by customers',
  chart: 'Debt by age',
  chartOfMost: (count) => `Debt by age: the ${count} customers owing most`,
  failedToLoad: 'Failed to load aged debtors',
  emptyText: 'No customer owes anything or holds credit on this day.',
};

/** The aged debtors the address asks for, fetched with the Reports screen's code. */
export const prefetchAgedDebtors = prefetchAged(debtors);

/**
 * Who owes what, and for how long (issue 49), at the end of a day: each customer's debt in age
 * buckets, with credit a customer holds shown apart rather than as a negative debt.
 */
export function AgedDebtorsReport() {
  return <AgedReport ledger={debtors} />;
}
