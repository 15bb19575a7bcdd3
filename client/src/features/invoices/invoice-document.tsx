import type { InvoiceStatus } from '../../graphql/schema-types.generated.ts';
import { DocumentPaymentDetails } from '../../shared/company/letterhead.tsx';
import { DocumentLinesTable } from '../../shared/documents/document-lines.tsx';
import { formatDate } from '../../shared/format/date.ts';
import { kshToCents, rateToBasisPoints, vatByBand } from '../../shared/money/cents.ts';
import { formatKsh, formatRate } from '../../shared/money/money-format.ts';
import { BandRows } from '../../shared/money/totals-list.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import { DocumentHeading } from './document-parts.tsx';
import { EtimsReceiptBlock } from './etims-receipt-block.tsx';
import type { InvoiceCompanyQuery, InvoiceDetailFragment } from './invoices.generated.ts';

type Company = InvoiceCompanyQuery['company'];

type InvoiceDocumentProps = {
  invoice: InvoiceDetailFragment;
  /** The shop's details (Settings); null while they load. */
  company: Company | null;
  /** The status to stamp: the payment machine’s, which may be ahead of the cache. */
  status: InvoiceStatus;
  /** False while another document (a credit note) is shown to print instead. */
  printable?: boolean;
};

const stampText: Partial<Record<InvoiceStatus, string>> = {
  partially_paid: 'PARTIALLY PAID',
  paid: 'PAID',
  overdue: 'OVERDUE',
  void: 'VOID',
};

/**
 * The invoice as it is printed (spec §2): the page's `.print-area`, so the browser's print and
 * Save as PDF show this and nothing else.
 */
export function InvoiceDocument({
  invoice,
  company,
  status,
  printable = true,
}: InvoiceDocumentProps) {
  const stamp = stampText[status];
  const billTo = invoice.billTo;
  return (
    <article
      className={`printed-doc invoice-doc${printable ? ' print-area' : ''}`}
      aria-label={`${invoice.openingBalance ? 'Opening balance' : 'Invoice'} ${invoice.invoiceNumber}`}
    >
      <DocumentHeading
        company={company}
        title={
          invoice.openingBalance
            ? 'Opening balance'
            : company?.vatRegistered
              ? 'Tax invoice'
              : 'Invoice'
        }
        facts={[
          [invoice.openingBalance ? 'No.' : 'Invoice No.', invoice.invoiceNumber],
          ['Date', formatDate(invoice.createdAt)],
          ['Due date', formatDate(invoice.dueDate)],
        ]}
      />

      <section className="printed-doc__party" aria-label="Bill to">
        <p className="printed-doc__label">Bill to</p>
        <p className="printed-doc__party-name">{billTo.name}</p>
        <p>{billTo.contact}</p>
        {billTo.address && <p>{billTo.address}</p>}
        {/* A VAT-registered buyer claims input VAT with it (eTIMS). */}
        {billTo.kraPin && <p>KRA PIN {billTo.kraPin}</p>}
      </section>

      {invoice.openingBalance ? (
        // What was owed when the shop moved in: no goods, no VAT, nothing for KRA.
        <p className="invoice-doc__opening">
          Balance owed on {formatDate(invoice.createdAt)}, brought forward from the shop's previous
          books. Not a sale: no VAT is charged on it.
        </p>
      ) : (
        <DocumentLinesTable
          className="printed-doc__lines invoice-doc__items"
          caption={`Items on invoice ${invoice.invoiceNumber}`}
          lines={invoice.items.map((item) => ({
            ...item,
            key: item.id,
            // A VAT-registered shop's invoice is a tax invoice: each line says its band.
            taxBand: company?.vatRegistered ? item.taxBand : undefined,
          }))}
        />
      )}

      <div className="invoice-doc__summary">
        <div className="invoice-doc__stamp-slot">
          {stamp && (
            <p className={`invoice-stamp invoice-stamp--${status}`} data-testid="invoice-stamp">
              {stamp}
            </p>
          )}
        </div>
        <dl className="invoice-doc__totals">
          {!invoice.openingBalance && (
            <>
              <Fact label="Subtotal (excl. VAT)">{formatKsh(invoice.subtotal)}</Fact>
              <Fact label={`VAT (${formatRate(invoice.vatRate)})`}>
                {formatKsh(invoice.vatAmount)}
              </Fact>
            </>
          )}
          {/* A tax invoice states its tax per rate: one row per band when not all are B. */}
          <BandRows
            bands={vatByBand(
              invoice.items.map((item) => ({
                quantity: 1,
                unitPriceCents: kshToCents(item.amount),
                band: item.taxBand,
              })),
              rateToBasisPoints(invoice.vatRate),
            )}
            rateBp={rateToBasisPoints(invoice.vatRate)}
            rowClassName="invoice-doc__band"
          />
          <Fact label="Total" className="invoice-doc__total">
            {formatKsh(invoice.total)}
          </Fact>
          {invoice.amountCredited > 0 && (
            <Fact
              label={`Credited (${invoice.creditNotes.map((note) => note.creditNoteNumber).join(', ')})`}
            >
              {formatKsh(invoice.amountCredited)}
            </Fact>
          )}
          <Fact label="Amount paid">{formatKsh(invoice.amountPaid)}</Fact>
          <Fact
            label={invoice.balance < 0 ? 'In credit' : 'Balance due'}
            className="invoice-doc__balance"
          >
            {formatKsh(Math.abs(invoice.balance))}
          </Fact>
        </dl>
      </div>

      <EtimsReceiptBlock etims={invoice.etims} />

      <DocumentPaymentDetails company={company} reference={invoice.invoiceNumber} />

      <footer className="printed-doc__footer invoice-doc__footer">
        <p>
          Payment is due by {formatDate(invoice.dueDate)}. Please quote {invoice.invoiceNumber} with
          your payment.
        </p>
        <p>Thank you for your business.</p>
      </footer>
    </article>
  );
}
