import type { PaymentMethod } from '../../graphql/schema-types.generated.ts';
import { paymentDetails, type StatementView, type StatementWords } from './statement-document.tsx';
import { StatementPage } from './statement-page.tsx';
import {
  SupplierStatementDocument,
  type SupplierStatementQuery,
} from './supplier-statement.generated.ts';

type Statement = SupplierStatementQuery['supplierStatement'];
type Line = Statement['lines'][number];

/** What a line is: the bill with the supplier's invoice, or how it was paid. */
function details(line: Line): string {
  const bill = `Bill ${line.billNumber} (their invoice ${line.supplierInvoiceNumber})`;
  if (line.kind === 'bill') return bill;
  if (line.kind === 'opening_balance') return `Opening balance ${line.billNumber}`;
  return paymentDetails({
    what: line.kind === 'reversal' ? 'Payment reversed' : 'Payment',
    method: line.method as PaymentMethod | null,
    reference: line.reference,
    against: line.billNumber,
  });
}

const SUPPLIER_WORDS: StatementWords = {
  title: 'Supplier statement',
  party: 'Supplier',
  partyHeading: 'What we owe',
  account: 'Account with',
  figures: { debit: 'Billed', credit: 'Paid', balance: 'Owed' },
  broughtForward: 'Owed at the start',
  owed: 'What we owe',
  notYetDue: 'Not yet due',
};

/** What the shop owes a supplier, as printed to check against theirs: billed is the debit. */
function supplierStatementView(statement: Statement): StatementView {
  return {
    ...statement,
    partyName: statement.supplierName,
    partyLines: [],
    closing: { label: 'Owed', amount: statement.closingBalance },
    lines: statement.lines.map((line) => ({
      ...line,
      key: `${line.kind}-${line.paymentId ?? line.billId}`,
      details: details(line),
      due: line.dueOn ?? null,
      debit: line.billed,
      credit: line.paid,
    })),
  };
}

/**
 * What the shop owes a supplier (/suppliers/:id/statement?from=&as_of=, issue 51): bills and
 * payments with the running balance and its ageing, on screen and printed, on the same page
 * as a customer's statement.
 */
export function SupplierStatementPage() {
  return (
    <StatementPage
      query={SupplierStatementDocument}
      variables={(supplierId, period) => ({ supplierId, ...period })}
      select={(data) => supplierStatementView(data.supplierStatement)}
      words={SUPPLIER_WORDS}
      back={{ to: '/suppliers', label: 'Back to suppliers' }}
    />
  );
}
