import type { InvoiceCompanyQuery } from '../../graphql/operations.generated.ts';
import { Letterhead } from '../../shared/company/letterhead.tsx';
import { formatKsh } from '../../shared/money/money-format.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';

/**
 * What a printed invoice and a printed credit note share: the seller and the document's
 * heading, and the table of lines. Each document adds its own parties, totals and footer.
 */

type Company = InvoiceCompanyQuery['company'];

type DocumentHeadingProps = {
  /** The shop's details (Settings); null while they load. */
  company: Company | null;
  title: string;
  /** The document's number, date and the like, in print order. */
  facts: ReadonlyArray<readonly [label: string, value: string]>;
};

export function DocumentHeading({ company, title, facts }: DocumentHeadingProps) {
  return (
    <header className="invoice-doc__header">
      <Letterhead company={company} />
      <div className="invoice-doc__heading">
        <p className="invoice-doc__title">{title}</p>
        <dl className="invoice-doc__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

export type DocumentLine = {
  key: string;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
};

export function DocumentLines({
  caption,
  lines,
}: {
  caption: string;
  lines: readonly DocumentLine[];
}) {
  return (
    <table className="invoice-doc__items">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col" className="invoice-doc__num">
            Qty
          </th>
          <th scope="col" className="invoice-doc__num">
            Price
          </th>
          <th scope="col" className="invoice-doc__num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>{line.description}</td>
            <td className="invoice-doc__num">{formatQuantity(line.quantity, line.unit)}</td>
            <td className="invoice-doc__num">{formatKsh(line.unitPrice)}</td>
            <td className="invoice-doc__num">{formatKsh(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
