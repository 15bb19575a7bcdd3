import { Letterhead } from '../../shared/company/letterhead.tsx';
import type { InvoiceCompanyQuery } from './invoices.generated.ts';

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
  facts: DocumentFacts;
};

/** Labelled values printed on a document, in print order. */
export type DocumentFacts = ReadonlyArray<readonly [label: string, value: string]>;

/** A document's labelled values, one label over its value each. */
export function FactList({ facts, className }: { facts: DocumentFacts; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DocumentHeading({ company, title, facts }: DocumentHeadingProps) {
  return (
    <header className="printed-doc__header invoice-doc__header">
      <Letterhead company={company} />
      <div className="printed-doc__heading">
        <p className="printed-doc__title invoice-doc__title">{title}</p>
        <FactList facts={facts} className="printed-doc__facts invoice-doc__facts" />
      </div>
    </header>
  );
}
