import type { InvoiceCompanyQuery } from '../../graphql/operations.generated.ts';
import { Letterhead } from '../../shared/company/letterhead.tsx';

/**
 * What a printed invoice and a printed credit note share besides their lines: the seller and
 * the document's heading. Each document adds its own parties, totals and footer.
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
