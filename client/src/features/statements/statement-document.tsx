import type { CustomerStatementQuery } from '../../graphql/operations.generated.ts';
import { DocumentPaymentDetails, Letterhead } from '../../shared/company/letterhead.tsx';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { paymentMethodLabel } from '../../shared/payments/payment-methods.ts';
import { keepNumbersWhole } from '../../shared/ui/document-number.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { ColumnHeadings } from '../../shared/ui/lines-table.tsx';

type Statement = NonNullable<CustomerStatementQuery['customerStatement']>;
type Line = Statement['lines'][number];
type Company = CustomerStatementQuery['company'];

/** What a line is, in the words of a statement: the document, and how a payment came in. */
function details(line: Line): string {
  const sale = line.invoiceNumber
    ? `Invoice ${line.invoiceNumber}${line.orderNumber ? ` (order ${line.orderNumber})` : ''}`
    : `Order ${line.orderNumber}`;
  if (line.kind === 'sale') return sale;
  if (line.kind === 'opening_balance') return `Opening balance ${line.invoiceNumber}`;
  const against = line.invoiceNumber ?? line.orderNumber;
  // A credit note is named by its number; credit moving between sales by where it went.
  if (line.kind === 'credit') return `Credit note ${line.reference ?? ''} — ${against}`;
  if (line.kind === 'rounding') return `Rounded off (M-Pesa takes whole shillings) — ${against}`;
  // A rounding goes with the M-Pesa payment reversed, or the credit note that took it back.
  if (line.kind === 'reversal' && line.method === 'rounding') {
    return `Rounding reversed — ${against}`;
  }
  if (line.kind === 'refund' && line.method === 'customer_credit') {
    return `Credit used on ${line.reference ?? 'another sale'} — ${against}`;
  }
  const how = [line.method ? paymentMethodLabel(line.method) : null, line.reference]
    .filter(Boolean)
    .join(' ');
  const what = {
    payment: 'Payment',
    reversal: 'Payment reversed',
    adjustment: 'Adjustment',
    refund: 'Refund',
  }[line.kind];
  return `${what}${how ? `, ${how}` : ''} — ${against}`;
}

const amount = (value: number) => (value === 0 ? '' : formatKsh(value));

const STATEMENT_COLUMNS = [
  { heading: 'Date' },
  { heading: 'Details' },
  { heading: 'Due' },
  { heading: 'Debit', figure: true },
  { heading: 'Credit', figure: true },
  { heading: 'Balance', figure: true },
];

/** Below zero the shop owes the customer: credit from a credit note, not yet spent. */
const closingLabel = (balance: number) => (balance < 0 ? 'In credit' : 'Balance due');

/**
 * A customer's statement as it is printed: the company, the customer, the period, the balance
 * brought forward, every line with the running balance, the balance due and its ageing. The
 * page's `.print-area`, so Print / Save as PDF shows this and nothing else.
 */
export function StatementDocument({
  statement,
  company,
}: {
  statement: Statement;
  company: Company | null;
}) {
  const { customer, ageing } = statement;
  const buckets = [
    ['Current', ageing.current],
    ['1–30 days', ageing.days1To30],
    ['31–60 days', ageing.days31To60],
    ['61–90 days', ageing.days61To90],
    ['Over 90 days', ageing.daysOver90],
  ] as const;
  return (
    <article className="statement-doc print-area" aria-label={`Statement for ${customer.name}`}>
      <header className="statement-doc__header">
        <Letterhead company={company} />
        <div className="statement-doc__heading">
          <p className="statement-doc__title">Statement</p>
          <dl className="statement-doc__facts">
            <Fact label="From">{formatDate(statement.from)}</Fact>
            <Fact label="As at">{formatDate(statement.asOf)}</Fact>
            <Fact label={closingLabel(statement.closingBalance)}>
              {formatKsh(Math.abs(statement.closingBalance))}
            </Fact>
          </dl>
        </div>
      </header>

      <section className="statement-doc__customer" aria-label="Customer">
        <p className="statement-doc__label">Statement for</p>
        <p className="statement-doc__customer-name">{customer.name}</p>
        <p>{customer.contact}</p>
        {customer.address && <p>{customer.address}</p>}
      </section>

      {/* On a phone the table scrolls sideways on its own; the rest of the page stays put. */}
      <div className="statement-doc__scroll">
        <table className="statement-doc__lines">
          <caption className="visually-hidden">Account of {customer.name}</caption>
          <ColumnHeadings columns={STATEMENT_COLUMNS} figureClass="statement-doc__num" />
          <tbody>
            {/* data-label: on a phone each line is a card, its figures labelled. */}
            <tr className="statement-doc__carried">
              <td>{formatDate(statement.from)}</td>
              <td colSpan={4}>Balance brought forward</td>
              <td className="statement-doc__num" data-label="Balance">
                {formatKsh(statement.openingBalance)}
              </td>
            </tr>
            {statement.lines.map((line) => (
              <tr
                key={`${line.kind}-${line.paymentId ?? line.invoiceNumber ?? line.orderNumber}`}
                className={`statement-doc__line statement-doc__line--${line.kind}`}
              >
                <td>{formatDate(line.date)}</td>
                <td>{keepNumbersWhole(details(line))}</td>
                <td data-label="Due">{line.dueDate ? formatDate(line.dueDate) : ''}</td>
                <td className="statement-doc__num" data-label="Debit">
                  {amount(line.debit)}
                </td>
                <td className="statement-doc__num" data-label="Credit">
                  {amount(line.credit)}
                </td>
                <td className="statement-doc__num" data-label="Balance">
                  {formatKsh(line.balance)}
                </td>
              </tr>
            ))}
            <tr className="statement-doc__closing">
              <td>{formatDate(statement.asOf)}</td>
              <td colSpan={4}>{closingLabel(statement.closingBalance)}</td>
              <td className="statement-doc__num" data-label="Amount">
                {formatKsh(Math.abs(statement.closingBalance))}
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <section className="statement-doc__ageing" aria-label="Ageing">
        <p className="statement-doc__label">
          What is owed by days past due, as at {formatDate(statement.asOf)}
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

      <DocumentPaymentDetails company={company} withInvoiceFooter={false} />

      <footer className="statement-doc__footer">
        <p>Please quote the invoice or order number with your payment.</p>
        <p>Thank you for your business.</p>
      </footer>
    </article>
  );
}
