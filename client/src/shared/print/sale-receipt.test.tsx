import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCompany } from '../../test/company.ts';
import type { SaleReceiptEtimsQuery, SaleReceiptQuery } from './sale-receipt.generated.ts';
import { SaleReceipt } from './sale-receipt.tsx';

type Order = NonNullable<SaleReceiptQuery['order']>;
type Etims = NonNullable<NonNullable<SaleReceiptEtimsQuery['invoice']>['etims']>;

// 1,160 of cement (B, 16 %) and 500 of maize flour (A, exempt): 1,660 paid in cash.
const order: Order = {
  __typename: 'Order',
  id: '9',
  orderNumber: 'ORD-000009',
  createdAt: '2026-12-01T07:30:00.000Z',
  createdBy: { __typename: 'UserRef', id: '3', email: 'till@duka.co.ke' },
  customerName: 'Walk-in customer',
  customer: { __typename: 'Customer', id: '1', contact: '-' },
  subtotal: 1500,
  vatRate: 0.16,
  vatAmount: 160,
  totalAmount: 1660,
  paidAmount: 1660,
  balance: 0,
  status: 'paid',
  invoiceId: '4',
  invoiceNumber: 'INV-000004',
  items: [
    {
      __typename: 'OrderItem',
      itemName: 'Cement 50kg',
      quantity: 1,
      unit: 'bag',
      unitPrice: 1160,
      totalPrice: 1160,
      taxBand: 'B',
    },
    {
      __typename: 'OrderItem',
      itemName: 'Maize flour 2kg',
      quantity: 2,
      unit: 'pcs',
      unitPrice: 250,
      totalPrice: 500,
      taxBand: 'A',
    },
  ],
  payments: [
    {
      __typename: 'Payment',
      id: '21',
      kind: 'payment',
      amount: 1660,
      method: 'cash',
      reference: null,
    },
  ],
};

const signed: Etims = {
  __typename: 'EtimsDocument',
  id: '5',
  state: 'signed',
  receipt: {
    __typename: 'EtimsReceipt',
    cuInvoiceNumber: 'KRACU0100000001/17',
    sdcId: 'KRACU0100000001',
    curRcptNo: 17,
    totRcptNo: 17,
    intrlData: 'AAAABBBBCCCCDDDDEEEEFFFFGG',
    rcptSign: 'ZZZZYYYYXXXXWWWW',
    sdcDateTime: '20261201103000',
    qrUrl: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=x',
  },
};

describe('the 80 mm sale receipt', () => {
  it('prints VAT per band, the payment, the change and who served', () => {
    render(<SaleReceipt order={order} company={sampleCompany} etims={null} changeDue={340} />);
    const receipt = screen.getByRole('article', { name: 'Receipt ORD-000009' });
    expect(receipt).toHaveTextContent(/VAT A exempt on KSh 500\.00\s*KSh 0\.00/);
    expect(receipt).toHaveTextContent(/VAT B 16% on KSh 1,000\.00\s*KSh 160\.00/);
    expect(receipt).toHaveTextContent(/Cash\s*KSh 1,660\.00/);
    expect(receipt).toHaveTextContent(/Change\s*KSh 340\.00/);
    expect(receipt).toHaveTextContent('Served by till@duka.co.ke');
    expect(within(receipt).queryByLabelText('KRA eTIMS')).toBeNull();
  });

  it("carries KRA's block and QR code once the sale's invoice is signed", async () => {
    render(<SaleReceipt order={order} company={sampleCompany} etims={signed} />);
    const block = screen.getByLabelText('KRA eTIMS');
    expect(block).toHaveTextContent('KRACU0100000001/17');
    expect(block).toHaveTextContent('01/12/2026 10:30:00');
    const qr = within(block).getByRole('img', { name: "QR code of the receipt on KRA's site" });
    expect(qr).toHaveAttribute('data-qr-address', signed.receipt!.qrUrl);
    await waitFor(() => expect(qr.querySelector('path')).not.toBeNull());
    expect(screen.getByRole('article')).not.toHaveTextContent('Change');
  });
});
