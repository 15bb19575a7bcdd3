import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCompany } from '../../test/company.ts';
import { CreditNoteDocument } from './credit-note-document.tsx';
import type { CreditNoteDetailFragment } from './invoices.generated.ts';

// A paybill, whose account number is the invoice's: what the invoice still owes is paid to it.
const company = { ...sampleCompany, mpesaType: 'paybill' as const, mpesaNumber: '522522' };

const note: CreditNoteDetailFragment = {
  __typename: 'CreditNote',
  id: '7',
  creditNoteNumber: 'CN-000007',
  invoiceId: '12',
  invoiceNumber: 'INV-000012',
  customerName: 'Wanjiku Builders',
  customerKraPin: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  reason: 'One bag hardened in the rain',
  reasonCode: '06',
  subtotal: 672.41,
  vatRate: 16,
  vatAmount: 107.59,
  total: 780,
  returnedToStock: true,
  applied: 780,
  refunded: 0,
  keptAsCredit: 0,
  createdByEmail: 'owner@duka.co.ke',
  createdBy: { __typename: 'UserRef', id: '1', email: 'owner@duka.co.ke' },
  recordedAt: null,
  backDated: false,
  lines: [
    {
      __typename: 'CreditNoteLine',
      invoiceItemId: '31',
      description: 'Cement 50kg',
      quantity: 1,
      unit: 'bag',
      unitPrice: 780,
      amount: 780,
    },
  ],
  etims: null,
};

describe('CreditNoteDocument', () => {
  it("says how to pay what the invoice still owes, but not the invoice's words about a sale", () => {
    render(<CreditNoteDocument note={note} company={company} />);
    const printed = screen.getByRole('article', { name: 'Credit note CN-000007' });
    expect(within(printed).getByLabelText('How to pay')).toHaveTextContent(
      'M-Pesa: Paybill 522522, account INV-000012',
    );
    expect(printed).not.toHaveTextContent('returnable within 7 days with this invoice');
    expect(printed).toHaveTextContent(
      'This credit note corrects invoice INV-000012; the goods came back into stock.',
    );
  });

  it('asks for nothing when the credit went back to the customer or stays as their credit', () => {
    for (const settled of [
      { applied: 0, refunded: 780, keptAsCredit: 0 },
      { applied: 280, refunded: 0, keptAsCredit: 500 },
    ]) {
      const { unmount } = render(
        <CreditNoteDocument note={{ ...note, ...settled }} company={company} />,
      );
      const printed = screen.getByRole('article', { name: 'Credit note CN-000007' });
      expect(within(printed).queryByLabelText('How to pay')).not.toBeInTheDocument();
      expect(printed).not.toHaveTextContent('Paybill');
      unmount();
    }
  });
});
