import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import type { CsvCell } from '../http/csv.ts';
import {
  AGED_DEBTORS_CSV_HEADER,
  agedDebtorsCsvRows,
  agedDebtorsReport,
  agedDebts,
} from './aged-debtors.ts';
import { reportCalendar } from './report-period.ts';
import {
  SALES_BY_CUSTOMER_CSV_HEADER,
  salesByCustomer,
  salesByCustomerCsv,
  salesByCustomerRow,
} from './sales-by-customer.ts';
import {
  SALES_BY_DAY_CSV_HEADER,
  salesByDay,
  salesByDayCsv,
  salesByDayRow,
} from './sales-by-day.ts';
import {
  SALES_BY_ITEM_CSV_HEADER,
  salesByItem,
  salesByItemCsv,
  salesByItemRow,
} from './sales-by-item.ts';
import {
  SALES_FIGURES_CSV_HEADER,
  type SalesCents,
  salesFigures,
  salesFiguresCsv,
  sumCents,
} from './sales-figures.ts';
import {
  STOCK_VALUATION_CSV_HEADER,
  stockHeld,
  stockValuation,
  stockValuationCsvRows,
} from './stock-valuation.ts';
import { vatReturn } from './vat-return.ts';
import { VAT3_SALES_HEADER, vatSalesRows } from './vat-sales-csv.ts';

type Period = { from?: string; to?: string };

/** A CSV body of one batch: a report's rows are bounded by its period, not by the whole trade. */
async function* once(rows: CsvCell[][]): AsyncIterable<CsvCell[][]> {
  yield rows;
}

/**
 * The owner's reports (issue 49): each one SQL aggregate over the ledgers (its own file), read
 * for a period of Nairobi days, a month or a day, as JSON for the screen and as CSV. Nothing
 * here writes.
 */
export function reportsService(db: Db, clock: Clock, timeZone: string) {
  const calendar = reportCalendar(clock, timeZone);

  /** A sales report: its rows as the screen reads them, with the totals of all of them. */
  function salesReport<Row extends SalesCents, Answer>(
    read: (period: ReturnType<typeof calendar.period>) => Promise<Row[]>,
    answer: (row: Row) => Answer,
  ) {
    return async (query: Period) => {
      const period = calendar.period(query);
      const rows = await read(period);
      return {
        from: period.fromDay,
        to: period.toDay,
        rows: rows.map(answer),
        totals: salesFigures(sumCents(rows)),
      };
    };
  }

  /** The same report as a CSV file: its rows, then a total. */
  function salesCsv<Row extends SalesCents>(
    name: string,
    header: readonly string[],
    read: (period: ReturnType<typeof calendar.period>) => Promise<Row[]>,
    cells: (row: Row) => CsvCell[],
  ) {
    return async (query: Period) => {
      const period = calendar.period(query);
      const rows = await read(period);
      const total = [
        'Total',
        ...header.slice(1).map(() => null),
        ...salesFiguresCsv(sumCents(rows)),
      ];
      return {
        name: `${name}-${period.fromDay}-to-${period.toDay}`,
        header: [...header, ...SALES_FIGURES_CSV_HEADER],
        rows: once([...rows.map(cells), total]),
      };
    };
  }

  const byItem = (period: ReturnType<typeof calendar.period>) => salesByItem(db, period);
  const byCustomer = (period: ReturnType<typeof calendar.period>) => salesByCustomer(db, period);
  const byDay = (period: ReturnType<typeof calendar.period>) => salesByDay(db, period, timeZone);

  return {
    vat: (query: { month?: string }) => vatReturn(db, calendar.month(query.month)),
    async vatSalesCsv(query: { month?: string }) {
      const month = calendar.month(query.month);
      return {
        name: `vat3-sales-${month.month}`,
        header: VAT3_SALES_HEADER,
        rows: once(await vatSalesRows(db, month, calendar)),
      };
    },
    salesByItem: salesReport(byItem, salesByItemRow),
    salesByItemCsv: salesCsv('sales-by-item', SALES_BY_ITEM_CSV_HEADER, byItem, salesByItemCsv),
    salesByCustomer: salesReport(byCustomer, salesByCustomerRow),
    salesByCustomerCsv: salesCsv(
      'sales-by-customer',
      SALES_BY_CUSTOMER_CSV_HEADER,
      byCustomer,
      salesByCustomerCsv,
    ),
    salesByDay: salesReport(byDay, salesByDayRow),
    salesByDayCsv: salesCsv('sales-by-day', SALES_BY_DAY_CSV_HEADER, byDay, salesByDayCsv),
    async stockValuation(query: { as_of?: string }) {
      const { asOf, before } = calendar.asOf(query.as_of);
      return stockValuation(asOf, await stockHeld(db, before));
    },
    async stockValuationCsv(query: { as_of?: string }) {
      const { asOf, before } = calendar.asOf(query.as_of);
      return {
        name: `stock-valuation-${asOf}`,
        header: STOCK_VALUATION_CSV_HEADER,
        rows: once(stockValuationCsvRows(await stockHeld(db, before))),
      };
    },
    async agedDebtors(query: { as_of?: string }) {
      const day = calendar.asOf(query.as_of);
      return agedDebtorsReport(day.asOf, await agedDebts(db, { ...day, timeZone }));
    },
    async agedDebtorsCsv(query: { as_of?: string }) {
      const day = calendar.asOf(query.as_of);
      return {
        name: `aged-debtors-${day.asOf}`,
        header: AGED_DEBTORS_CSV_HEADER,
        rows: once(agedDebtorsCsvRows(await agedDebts(db, { ...day, timeZone }))),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
