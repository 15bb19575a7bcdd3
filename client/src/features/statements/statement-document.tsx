import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import type { CompanyDetailsFragment } from '../../shared/company/company.generated.ts';
import { Letterhead } from '../../shared/company/letterhead.tsx';
import { formatDate } from '../../shared/format/date.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { paymentMethodLabel } from '../../shared/payments/payment-methods.ts';
import { keepNumbersWhole } from '../../shared/ui/document-number.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { ColumnHeadings } from '../../shared/ui/lines-table.tsx';

/**
 * What a customer's statement and a supplier's say differently: the same document, read from
 * the other side of the counter (what is owed to the shop, what the shop owes).
 */
export type StatementWords = {
  /** Printed at the top, and the start of the page's title: "Statement", "Supplier statement". */
  title: string;
  /** The name of the region that says whose account it is. */
  party: string;
  /** The heading over the party's name. */
  partyHeading: string;
  /** For screen readers, before the party's name: "Account of", "Account with". */
  account: string;
  /** The headings, and phone labels, of the three figure columns. */
  figures: { debit: string; credit: string; balance: string };
  /** The first line: what was owed when the period began. */
  broughtForward: string;
  /** The ageing's heading, before "by days past due". */
  owed: string;
  /** The first age bucket: the balance not yet past due. */
  notYetDue: string;
};

/**
 * A payment line's details on either statement: what it was, how it was paid (the method and
 * its reference, when known) and the document it went against, e.g. "Payment, M-Pesa SL47ABCDE9
 * — INV-000012".
 */
export function paymentDetails({
  what,
  method,
  reference,
  against,
}: {
  what: string;
  method: PaymentMethod | null | undefined;
  reference: string | null | undefined;
  against: string | null | undefined;
}): string {
  const how = [method ? paymentMethodLabel(method) : null, reference].filter(Boolean).join(' ');
  return `${what}${how ? `, ${how}` : ''} — ${against}`;
}

/** One line of a statement, in the words of its party. */
export type StatementLineView = {
  key: string;
  /** The kind of entry, which styles the line (a reversal shows red). */
  kind: string;
  date: string;
  details: string;
  due: string | null;
  debit: number;
  credit: number;
  balance: number;
};

/** A statement as printed, whichever party it is for. */
export type StatementView = {
  partyName: string;
  /** The lines printed under the party's name (a customer's contact and address). */
  partyLines: string[];
  from: string;
  asOf: string;
  openingBalance: number;
  /** What is owed at the end, under the label the party reads it by. */
  closing: { label: string; amount: number };
  lines: StatementLineView[];
  ageing: {
    current: number;
    days1To30: number;
    days31To60: number;
    days61To90: number;
    daysOver90: number;
  };
};

const amount = (value: number) => (value === 0 ? '' : formatKsh(value));

/**
 * A statement as it is printed: the company, the party, the period, the balance brought
 * forward, every line with the running balance, what is owed at the end and its ageing, then
 * what the party adds below (`children`: how to pay, a footer). The page's `.print-area`, so
 * Print / Save as PDF shows this and nothing else.
 */
export function StatementDocument({
  statement,
  words,
  company,
  children,
}: {
  statement: StatementView;
  words: StatementWords;
  company: CompanyDetailsFragment | null;
  children?: ReactNode;
}) {
  const { ageing, closing, partyName } = statement;
  const { figures } = words;
  const buckets = [
    [words.notYetDue, ageing.current],
    ['1–30 days', ageing.days1To30],
    ['31–60 days', ageing.days31To60],
    ['61–90 days', ageing.days61To90],
    ['Over 90 days', ageing.daysOver90],
  ] as const;
  const columns = [
    { heading: 'Date' },
    { heading: 'Details' },
    { heading: 'Due' },
    { heading: figures.debit, figure: true },
    { heading: figures.credit, figure: true },
    { heading: figures.balance, figure: true },
  ];
  return (
    <article
      className="printed-doc statement-doc print-area"
      aria-label={`${words.title} for ${partyName}`}
    >
      <header className="printed-doc__header statement-doc__header">
        <Letterhead company={company} />
        <div className="printed-doc__heading">
          <p className="printed-doc__title statement-doc__title">{words.title}</p>
          <dl className="printed-doc__facts statement-doc__facts">
            <Fact label="From">{formatDate(statement.from)}</Fact>
            <Fact label="As at">{formatDate(statement.asOf)}</Fact>
            <Fact label={closing.label}>{formatKsh(closing.amount)}</Fact>
          </dl>
        </div>
      </header>

      <section className="printed-doc__party" aria-label={words.party}>
        <p className="printed-doc__label">{words.partyHeading}</p>
        <p className="printed-doc__party-name">{partyName}</p>
        {statement.partyLines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a party's lines are fixed in order
          <p key={index}>{line}</p>
        ))}
      </section>

      {/* On a phone the table scrolls sideways on its own; the rest of the page stays put. */}
      <div className="statement-doc__scroll">
        <table className="printed-doc__lines statement-doc__lines">
          <caption className="visually-hidden">
            {words.account} {partyName}
          </caption>
          <ColumnHeadings columns={columns} figureClass="statement-doc__num" />
          <tbody>
            {/* data-label: on a phone each line is a card, its figures labelled. */}
            <tr className="statement-doc__carried">
              <td>{formatDate(statement.from)}</td>
              <td colSpan={4}>{words.broughtForward}</td>
              <td className="statement-doc__num" data-label={figures.balance}>
                {formatKsh(statement.openingBalance)}
              </td>
            </tr>
            {statement.lines.map((line) => (
              <tr
                key={line.key}
                className={`statement-doc__line statement-doc__line--${line.kind}`}
              >
                <td>{formatDate(line.date)}</td>
                <td>{keepNumbersWhole(line.details)}</td>
                <td data-label="Due">{line.due ? formatDate(line.due) : ''}</td>
                <td className="statement-doc__num" data-label={figures.debit}>
                  {amount(line.debit)}
                </td>
                <td className="statement-doc__num" data-label={figures.credit}>
                  {amount(line.credit)}
                </td>
                <td className="statement-doc__num" data-label={figures.balance}>
                  {formatKsh(line.balance)}
                </td>
              </tr>
            ))}
            <tr className="statement-doc__closing">
              <td>{formatDate(statement.asOf)}</td>
              <td colSpan={4}>{closing.label}</td>
              <td className="statement-doc__num" data-label="Amount">
                {formatKsh(closing.amount)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <section className="statement-doc__ageing" aria-label="Ageing">
        <p className="printed-doc__label">
          {words.owed} by days past due, as at {formatDate(statement.asOf)}
        </p>
        <dl className="statement-doc__buckets">
          {buckets.map(([label, value]) => (
            <Fact
              key={label}
              label={label}
              className={value > 0 ? 'statement-doc__bucket--owed' : undefined}
            >
              {formatKsh(value)}
            </Fact>
          ))}
        </dl>
      </section>

      {children}
    </article>
  );
}
