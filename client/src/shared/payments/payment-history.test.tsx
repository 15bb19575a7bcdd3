import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentHistory } from './payment-history.tsx';
import type { PaymentEntryFragment } from './payments.generated.ts';

const entry = (values: Partial<PaymentEntryFragment>): PaymentEntryFragment => ({
  __typename: 'Payment',
  id: '1',
  kind: 'payment',
  amount: 1780,
  paidAt: '2026-11-20T07:00:00.000Z',
  method: 'cash',
  reference: null,
  note: null,
  reversesPaymentId: null,
  reversedByPaymentId: null,
  split: false,
  createdAt: '2026-11-20T07:00:00.000Z',
  recordedByEmail: 'owner@duka.co.ke',
  ...values,
});

describe('PaymentHistory', () => {
  it('names each entry: the method of a payment, what the others are', () => {
    render(
      <PaymentHistory
        documentNumber="INV-000014"
        entries={[
          entry({ id: '1' }),
          entry({
            id: '2',
            kind: 'credit',
            method: 'credit_note',
            amount: 890,
            reference: 'CN-000001',
          }),
          // The customer kept the credit and spent it on another sale: nothing was refunded.
          entry({
            id: '3',
            kind: 'refund',
            method: 'customer_credit',
            amount: -890,
            note: 'Credit used on ORD-000026',
          }),
          entry({
            id: '4',
            kind: 'refund',
            method: 'mpesa',
            amount: -100,
            reference: 'SK1ABCD2EF',
          }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('[data-label="Method"]')?.textContent)).toEqual([
      'Cash',
      'Credit note',
      'Credit movedCredit used on ORD-000026',
      'Refund',
    ]);
  });
});
