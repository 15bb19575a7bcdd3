import { useRef } from 'react';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { ColumnHeadings } from '../../shared/ui/lines-table.tsx';
import type { ShiftView } from './shift.context.ts';
import { printZReport, type ZReportPaper } from './z-report-print.ts';

const METHOD_LABELS: Partial<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

/** An amount in a column headed KSh: the figure alone, so four columns fit 42 characters. */
const amount = (ksh: number) => formatNumber(ksh, { fractions: 2, fixed: true });

/** A line of the slip: what, and how much. */
function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Fact
      label={label}
      className={strong ? 'z-report__line z-report__line--strong' : 'z-report__line'}
    >
      {formatKsh(amount)}
    </Fact>
  );
}

/** The difference in words a cashier reads at a glance: short, over or balanced. */
export function differenceText(difference: number): string {
  if (difference === 0) return 'Balanced';
  return difference < 0 ? `Short by ${formatKsh(-difference)}` : `Over by ${formatKsh(difference)}`;
}

/**
 * A closed shift's Z report as a slip: the drawer's figures, what was counted and the
 * difference, then the totals by method. Laid out at the roll's width on screen too, so the
 * height measured for an 80 mm page is the height printed; on A4 it takes the page's width.
 */
export function ZReport({ shift, shopName }: { shift: ShiftView; shopName?: string | null }) {
  const slip = useRef<HTMLElement>(null);
  const report = shift.zReport;
  if (!report) return null;
  const title = `Z report ${shift.cashier.email} ${shift.openedAt.slice(0, 10)}`;
  const print = (paper: ZReportPaper) => {
    if (slip.current) printZReport(slip.current, paper, title);
  };
  return (
    <div className="z-report-frame">
      <div className="z-report-frame__actions no-print">
        <ActionButton onClick={() => print('roll')}>Print 80 mm</ActionButton>
        <ActionButton onClick={() => print('a4')}>Print A4</ActionButton>
      </div>
      <article ref={slip} className="z-report print-area" aria-label="Z report">
        {shopName && <p className="z-report__shop">{shopName}</p>}
        <h2 className="z-report__title">Z report</h2>
        <dl className="z-report__facts">
          <Fact label="Cashier">{shift.cashier.email}</Fact>
          <Fact label="Opened">{formatDateTime(shift.openedAt)}</Fact>
          <Fact label="Closed">{shift.closedAt ? formatDateTime(shift.closedAt) : ''}</Fact>
          {shift.closedBy && shift.closedBy.id !== shift.cashier.id && (
            <Fact label="Closed by">{shift.closedBy.email}</Fact>
          )}
        </dl>
        <h3 className="z-report__heading">Cash drawer</h3>
        <dl className="z-report__lines">
          <Line label="Opening float" amount={report.openingFloat} />
          <Line label="Cash taken" amount={report.cashTaken} />
          <Line label="Less cash refunded" amount={report.cashRefunded} />
          {report.cashReversed !== 0 && (
            <Line label="Less cash reversed" amount={report.cashReversed} />
          )}
          <Line label="Pay-ins" amount={report.payIns} />
          <Line label="Less pay-outs" amount={report.payOuts} />
          <Line label="Expected cash" amount={report.expectedCash} strong />
          <Line label="Counted cash" amount={report.countedCash} strong />
          <Line label="Difference" amount={report.difference} strong />
        </dl>
        <p
          className={
            report.difference === 0
              ? 'z-report__verdict'
              : 'z-report__verdict z-report__verdict--off'
          }
        >
          {differenceText(report.difference)}
        </p>
        <h3 className="z-report__heading">By method</h3>
        <table className="z-report__methods">
          <ColumnHeadings
            columns={[
              { heading: 'KSh' },
              { heading: 'Taken' },
              { heading: 'Refunded' },
              { heading: 'Net' },
            ]}
          />
          <tbody>
            {report.byMethod.map((row) => (
              <tr key={row.method}>
                <th scope="row">{METHOD_LABELS[row.method] ?? row.method}</th>
                <td>{amount(row.taken)}</td>
                <td>{amount(row.refunded)}</td>
                <td>{amount(row.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {shift.cashMovements.length > 0 && (
          <>
            <h3 className="z-report__heading">Pay-ins and pay-outs</h3>
            <ul className="z-report__movements">
              {shift.cashMovements.map((movement) => (
                <li key={movement.id}>
                  <span>
                    {movement.kind === 'pay_in' ? 'In' : 'Out'}: {movement.reason}
                  </span>
                  <span>{formatKsh(movement.amount)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
    </div>
  );
}
