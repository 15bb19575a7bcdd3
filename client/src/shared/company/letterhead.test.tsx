import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCompany } from '../../test/company.ts';
import { DocumentPaymentDetails, Letterhead } from './letterhead.tsx';

const company = sampleCompany;

describe('DocumentPaymentDetails', () => {
  it('prints how to pay and the invoice footer at a sale document’s foot', () => {
    render(<DocumentPaymentDetails company={company} reference="INV-000012" />);
    const foot = screen.getByRole('region', { name: 'How to pay' });
    expect(foot).toHaveTextContent('M-Pesa: Buy Goods till 123456');
    expect(foot).toHaveTextContent('returnable within 7 days with this invoice');
  });

  it('leaves the invoice footer off a statement, which is no sale', () => {
    render(<DocumentPaymentDetails company={company} withInvoiceFooter={false} />);
    const foot = screen.getByRole('region', { name: 'How to pay' });
    expect(foot).toHaveTextContent('M-Pesa: Buy Goods till 123456');
    expect(foot).not.toHaveTextContent('returnable');
  });

  it('prints nothing on a statement when the shop gave no way to pay', () => {
    const { container } = render(
      <DocumentPaymentDetails
        company={{ ...company, mpesaType: null, mpesaNumber: null }}
        withInvoiceFooter={false}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Letterhead', () => {
  it("prints the shop's name and details", () => {
    render(<Letterhead company={company} />);
    expect(screen.getByText('Duka la Mama Hardware')).toBeInTheDocument();
    expect(screen.getByText('Reg. No. PVT-2019-001')).toBeInTheDocument();
  });

  it('says the shop details are not entered, rather than print nobody or someone else', () => {
    // A new shop (issue 46): name, registration number and email start empty.
    const { container } = render(
      <Letterhead company={{ ...company, name: '', registrationNumber: '', email: '' }} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      "Shop details not enteredAn owner or a manager enters the shop's name in Settings before this is handed out.",
    );
    expect(container).not.toHaveTextContent('Reg. No.');
  });
});
