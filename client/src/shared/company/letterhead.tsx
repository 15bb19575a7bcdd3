import type { CompanyDetailsFragment } from './company.generated.ts';
import './letterhead.css';

type Company = CompanyDetailsFragment;

/** What a document prints under the shop's name, each on its line, leaving out what is not set. */
export function sellerLines(company: Company): string[] {
  return [
    company.registrationNumber ? `Reg. No. ${company.registrationNumber}` : null,
    company.kraPin ? `KRA PIN ${company.kraPin}` : null,
    company.address,
    company.phone ? `Tel. ${company.phone}` : null,
    company.email,
  ].filter((line): line is string => Boolean(line));
}

/**
 * How to pay, as printed at a document's foot. A paybill payment needs an account number: the
 * document's own number (`reference`), which also tells the shop what the money is for.
 */
export function paymentLines(company: Company, reference?: string): string[] {
  const mpesa =
    company.mpesaType === 'till' && company.mpesaNumber
      ? `M-Pesa: Buy Goods till ${company.mpesaNumber}`
      : company.mpesaType === 'paybill' && company.mpesaNumber
        ? `M-Pesa: Paybill ${company.mpesaNumber}, account ${reference ?? 'no.: your invoice number'}`
        : null;
  return [mpesa, company.bankDetails ? `Bank: ${company.bankDetails}` : null].filter(
    (line): line is string => Boolean(line),
  );
}

/** The words in the seller's place while the shop's details are empty (a new shop). */
export const NO_SHOP_DETAILS = {
  title: 'Shop details not entered',
  detail: "An owner or a manager enters the shop's name in Settings before this is handed out.",
};

/**
 * The seller at the head of a printed invoice, credit note or statement: the logo, the name and
 * the details the shop keeps on the Settings screen. Only the name's line shows while they load,
 * so the heading does not jump. A new shop has no name yet (issue 46): the document says so, on
 * screen and on paper, rather than print nobody's name, or someone else's.
 */
export function Letterhead({ company }: { company: Company | null }) {
  if (company && !company.name) {
    return (
      <div className="letterhead">
        <div className="letterhead__text letterhead__text--missing" role="note">
          <p className="letterhead__name">{NO_SHOP_DETAILS.title}</p>
          <p>{NO_SHOP_DETAILS.detail}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="letterhead">
      {company?.logo && (
        <img className="letterhead__logo" src={company.logo} alt={`${company.name} logo`} />
      )}
      <div className="letterhead__text">
        <p className="letterhead__name">{company?.name ?? '\u00a0'}</p>
        {company && sellerLines(company).map((line) => <p key={line}>{line}</p>)}
      </div>
    </div>
  );
}

/**
 * How to pay a document and, on a sale's documents, the shop's own words at their foot (Settings'
 * invoice footer); nothing when neither is set.
 */
export function DocumentPaymentDetails({
  company,
  reference,
  withInvoiceFooter = true,
}: {
  company: Company | null;
  /** The document's number, quoted as a paybill's account number. */
  reference?: string;
  /**
   * The invoice footer speaks of a sale ("returnable within 7 days with this invoice"): an
   * account's statement and a credit note leave it out.
   */
  withInvoiceFooter?: boolean;
}) {
  if (!company) return null;
  const payment = paymentLines(company, reference);
  const footer = withInvoiceFooter ? company.invoiceFooter : null;
  if (!footer && payment.length === 0) return null;
  return (
    <section className="document-payment" aria-label="How to pay">
      {payment.length > 0 && (
        <div className="document-payment__ways">
          <p className="document-payment__label">How to pay</p>
          {payment.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {footer && <p className="document-payment__footer">{footer}</p>}
    </section>
  );
}
