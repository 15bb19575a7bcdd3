import type { PaymentMethod, SupplierStatementQuery } from '../../graphql/operations.generated.ts';
import { Letterhead } from '../../shared/company/letterhead.tsx';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { paymentMethodLabel } from '../../shared/payments/payment-methods.ts';
import { keepNumbersWhole } from '../../shared/ui/document-number.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { ColumnHeadings } from '../../shared/ui/lines-table.tsx';

type Statement = SupplierStatementQuery['supplierStatement'];
type Line = Statement['lines'][number];
type Company = SupplierStatementQuery['company'];

/** What a line is: the bill with the supplier's invoice, or how it was paid. */
function details(line: Line): string {
  const bill = `Bill ${line.billNumber} (their invoice ${line.supplierInvoiceNumber})`;
  if (line.kind === 'bill') return bill;
  if (line.kind === 'opening_balance') return `Opening balance ${line.billNumber}`;
  const how = [
    line.method ? paymentMethodLabel(line.method as PaymentMethod) : null,
    line.reference,
  ]
    .filter(Boolean)
    .join(' ');
  const what = line.kind === 'reversal' ? 'Payment reversed' : 'Payment';
  return `${what}${how ? `, ${how}` : ''} — ${line.billNumber}`;
}

const amount = (value: number) => (value === 0 ? '' : formatKsh(value));

const STATEMENT_COLUMNS = [
  { heading: 'Date' },
  { heading: 'Details' },
  { heading: 'Due' },
  { heading: 'Billed', figure: true },
  { heading: 'Paid', figure: true },
  { heading: 'Owed', figure: true },
];

/**
 * What the shop owes a supplier, as printed to check against theirs: the period, what was owed
 * at its start, every bill and payment with the running balance, what is owed at its end and
 * by how long past due. The page's `.print-area`.
 */
export function SupplierStatementDocument({
  statement,
  company,
}: {
  statement: Statement;
  company: Company | null;
}) {
  const { ageing } = statement;
  const buckets = [
    ['Not yet due', ageing.current],
    ['1–30 days', ageing.days1To30],
    ['31–60 days', ageing.days31To60],
    ['61–90 days', ageing.days61To90],
    ['Over 90 days', ageing.daysOver90],
  ] as const;
  return (
    <article
      className="statement-doc print-area"
      aria-label={`Supplier statement for ${statement.supplierName}`}
    >
      <header className="statement-doc__header">
        <Letterhead company={company} />
        <div className="statement-doc__heading">
          <p className="statement-doc__title">Supplier statement</p>
          <dl className="statement-doc__facts">
            <Fact label="From">{formatDate(statement.from)}</Fact>
            <Fact label="As at">{formatDate(statement.asOf)}</Fact>
            <Fact label="Owed">{formatKsh(statement.closingBalance)}</Fact>
          </dl>
        </div>
      </header>

      <section className="statement-doc__customer" aria-label="Supplier">
        <p className="statement-doc__label">What we owe</p>
        <p className="statement-doc__customer-name">{statement.supplierName}</p>
      </section>

      <div className="statement-doc__scroll">
        <table className="statement-doc__lines">
          <caption className="visually-hidden">Account with {statement.supplierName}</caption>
          <ColumnHeadings columns={STATEMENT_COLUMNS} figureClass="statement-doc__num" />
          <tbody>
            <tr className="statement-doc__carried">
              <td>{formatDate(statement.from)}</td>
              <td colSpan={4}>Owed at the start</td>
              <td className="statement-doc__num" data-label="Owed">
                {formatKsh(statement.openingBalance)}
              </td>
            </tr>
            {statement.lines.map((line) => (
              <tr
                key={`${line.kind}-${line.paymentId ?? line.billId}`}
                className={`statement-doc__line statement-doc__line--${line.kind}`}
              >
                <td>{formatDate(line.date)}</td>
                <td>{keepNumbersWhole(details(line))}</td>
                <td data-label="Due">{line.dueOn ? formatDate(line.dueOn) : ''}</td>
                <td className="statement-doc__num" data-label="Billed">
                  {amount(line.billed)}
                </td>
                <td className="statement-doc__num" data-label="Paid">
                  {amount(line.paid)}
                </td>
                <td className="statement-doc__num" data-label="Owed">
                  {formatKsh(line.balance)}
                </td>
              </tr>
            ))}
            <tr className="statement-doc__closing">
              <td>{formatDate(statement.asOf)}</td>
              <td colSpan={4}>Owed</td>
              <td className="statement-doc__num" data-label="Amount">
                {formatKsh(statement.closingBalance)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <section className="statement-doc__ageing" aria-label="Ageing">
        <p className="statement-doc__label">
          What we owe by days past due, as at {formatDate(statement.asOf)}
        </p>
        <dl className="statement-doc__buckets">
          {buckets.map(([label, value]) => (
            <div key={label} className={value > 0 ? 'statement-doc__bucket--owed' : undefined}>
              <dt>{label}</dt>
              <dd>{formatKsh(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
