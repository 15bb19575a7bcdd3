import { DocumentPaymentDetails } from '../../shared/company/letterhead.tsx';
import {
  CustomerStatementDocument,
  type CustomerStatementQuery,
} from './customer-statement.generated.ts';
import { paymentDetails, type StatementView, type StatementWords } from './statement-document.tsx';
import { StatementPage } from './statement-page.tsx';

type Statement = NonNullable<CustomerStatementQuery['customerStatement']>;
type Line = Statement['lines'][number];

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
  const what = {
    payment: 'Payment',
    reversal: 'Payment reversed',
    adjustment: 'Adjustment',
    refund: 'Refund',
  }[line.kind];
  return paymentDetails({ what, method: line.method, reference: line.reference, against });
}

const CUSTOMER_WORDS: StatementWords = {
  title: 'Statement',
  party: 'Customer',
  partyHeading: 'Statement for',
  account: 'Account of',
  figures: { debit: 'Debit', credit: 'Credit', balance: 'Balance' },
  broughtForward: 'Balance brought forward',
  owed: 'What is owed',
  notYetDue: 'Current',
};

/** A customer's statement as printed: its figures are named as the document names them. */
function customerStatementView(statement: Statement): StatementView {
  const { customer, closingBalance } = statement;
  return {
    ...statement,
    partyName: customer.name,
    partyLines: customer.address ? [customer.contact, customer.address] : [customer.contact],
    // Below zero the shop owes the customer: credit from a credit note, not yet spent.
    closing: {
      label: closingBalance < 0 ? 'In credit' : 'Balance due',
      amount: Math.abs(closingBalance),
    },
    lines: statement.lines.map((line) => ({
      ...line,
      key: `${line.kind}-${line.paymentId ?? line.invoiceNumber ?? line.orderNumber}`,
      details: details(line),
      due: line.dueDate ?? null,
    })),
  };
}

/**
 * A customer's statement (/customers/:id/statement?from=&as_of=), with how to pay the shop
 * below the ageing.
 */
export function CustomerStatementPage() {
  return (
    <StatementPage
      query={CustomerStatementDocument}
      variables={(customerId, period) => ({ customerId, ...period })}
      select={(data) => data.customerStatement && customerStatementView(data.customerStatement)}
      words={CUSTOMER_WORDS}
      back={{ to: '/customers', label: 'Back to customers' }}
      notFound="Customer not found. They may have been deleted."
    >
      {(company) => (
        <>
          <DocumentPaymentDetails company={company} withInvoiceFooter={false} />
          <footer className="printed-doc__footer statement-doc__footer">
            <p>Please quote the invoice or order number with your payment.</p>
            <p>Thank you for your business.</p>
          </footer>
        </>
      )}
    </StatementPage>
  );
}
