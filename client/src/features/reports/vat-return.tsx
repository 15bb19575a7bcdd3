import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { nairobiDay } from '../../shared/format/date.ts';
import { fetchAhead, useFetchedAheadPolicy } from '../../shared/graphql/fetched-ahead.ts';
import { kshColumn } from '../../shared/list/ksh-column.ts';
import { ExportCsvButton } from '../../shared/list/list-toolbar.tsx';
import { formatKsh, formatRate } from '../../shared/money/money-format.ts';
import { monthName, monthOf, readMonth, recentMonths } from '../../shared/period/period.ts';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { ChartBox, VatBandsChart } from './chart-box.tsx';
import { ReportFigures, ReportFrame } from './report-frame.tsx';
import { useReportParams } from './use-report-params.ts';
import { VatPurchases } from './vat-purchases.tsx';
import { VatReturnDocument, type VatReturnQuery } from './vat-return.generated.ts';

type VatReturn = VatReturnQuery['vatReturn'];
type Band = VatReturn['bands'][number];

const BAND_NAMES: Record<Band['band'], string> = {
  A: 'Exempt',
  B: 'Standard rate',
  C: 'Zero-rated',
  D: 'Non-VAT',
  E: 'Reduced rate',
};

const columns: ReadonlyArray<DataTableColumn<Band>> = [
  {
    id: 'band',
    header: 'Band',
    cell: (band) => `${band.band}: ${BAND_NAMES[band.band]} (${formatRate(band.rate)})`,
  },
  kshColumn('salesTaxable', 'Sales, net of VAT'),
  kshColumn('salesVat', 'VAT on sales'),
  kshColumn('creditedTaxable', 'Credit notes, net of VAT'),
  kshColumn('creditedVat', 'VAT on credit notes'),
];

const hasFigures = (band: Band) =>
  band.salesTaxable !== 0 || band.salesVat !== 0 || band.creditedTaxable !== 0;

/** The month the address names (`?month=2026-11`); this month when it names none. */
const monthAsked = (params: URLSearchParams) =>
  readMonth(params.get('month')) ?? monthOf(nairobiDay());

/** The VAT return the address asks for, fetched with the Reports screen's code. */
export const prefetchVatReturn = (client: ApolloClient, params: URLSearchParams) =>
  fetchAhead(client, VatReturnDocument, { month: monthAsked(params) });

/**
 * The VAT return of a month (issue 49): output VAT band by band, as the VAT3 return asks for it,
 * and the sales lines for iTax's sales section as CSV; section F's suppliers' bills and their
 * input VAT, taken off the output VAT (issue 51).
 */
export function VatReturnReport() {
  const [params, change] = useReportParams();
  const month = monthAsked(params);
  const months = useMemo(() => recentMonths(), []);
  const variables = { month };
  const { data, loading, error } = useQuery(VatReturnDocument, {
    variables,
    ...useFetchedAheadPolicy(VatReturnDocument, variables),
  });
  return (
    <ReportFrame
      title="VAT return"
      state={{ report: data?.vatReturn ?? null, loading, error }}
      controls={
        <SelectField label="Month" value={month} onChange={(value) => change({ month: value })}>
          {(months.includes(month) ? months : [month, ...months]).map((option) => (
            <option key={option} value={option}>
              {monthName(option)}
            </option>
          ))}
        </SelectField>
      }
      exportButton={<ExportCsvButton list="reports/vat/sales" params={{ month }} />}
      covers={(report) => `${monthName(report.month)} · KSh, net of VAT unless marked VAT`}
      failedToLoad="Failed to load the VAT return"
      isEmpty={(report) => !report.bands.some(hasFigures) && report.purchases.length === 0}
      emptyText={`No sales, credit notes or suppliers' bills in ${monthName(month)}.`}
    >
      {(report) => (
        <>
          <ReportFigures
            label="VAT due"
            figures={[
              { label: 'Output VAT', value: formatKsh(report.outputVat) },
              { label: 'Input VAT (section F)', value: formatKsh(report.inputVat) },
              {
                label: report.netVat < 0 ? 'Net VAT: credit carried forward' : 'Net VAT due',
                // A credit is said as one, not as a negative amount due.
                value: formatKsh(Math.abs(report.netVat)),
                tone: 'strong',
              },
            ]}
          />
          {report.bands.some(hasFigures) && (
            <ChartBox
              label="VAT per band"
              height={240}
              chart={(width) => (
                <VatBandsChart data={report.bands.filter(hasFigures)} width={width} height={240} />
              )}
            />
          )}
          <DataTable
            label={`VAT return ${monthName(report.month)}`}
            columns={columns}
            rows={report.bands}
            rowKey={(band) => band.band}
            rowName={(band) => `Band ${band.band}`}
          />
          <VatPurchases month={report.month} purchases={report.purchases} />
        </>
      )}
    </ReportFrame>
  );
}
