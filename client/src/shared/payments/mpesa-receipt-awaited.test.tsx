import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, graphqlUrl } from '../../test/graphql-server.ts';
import type { MpesaReceiptAwaitedFragment } from './mpesa.generated.ts';
import { MpesaReceiptAwaitedBadge, MpesaReceiptAwaitedNotice } from './mpesa-receipt-awaited.tsx';

/*
 * "Paid per M-Pesa, receipt awaited" on a sale's row and screen (issue 52), against the real
 * server the client tests share. Making a push the status query calls paid needs the Daraja
 * simulator: the code typed and recorded from an order's screen is the browser journey's
 * (e2e/mpesa.e2e.ts). Here: what each shows for the request as GraphQL gives it, a code refused
 * beside the field before anything is sent, and the server's refusal in its own words.
 */

let token: string;

const awaited: MpesaReceiptAwaitedFragment = {
  __typename: 'MpesaPaymentRequest',
  // No such request on the server: settling it is refused there.
  id: '987654',
  documentNumber: 'ORD-000042',
  phone: '254708374149',
  amount: 1250,
  status: 'awaiting_receipt',
};

function renderWithServer(children: ReactNode) {
  const client = new ApolloClient({
    link: new HttpLink({ uri: graphqlUrl(), headers: { authorization: `Bearer ${token}` } }),
    cache: new InMemoryCache(),
  });
  render(<ApolloProvider client={client}>{children}</ApolloProvider>);
  return userEvent.setup();
}

beforeAll(async () => {
  ({ token } = await createSession());
});

describe('Paid per M-Pesa, receipt awaited, on a sale', () => {
  it('the row shows the badge only while the receipt is awaited', () => {
    const { rerender } = render(<MpesaReceiptAwaitedBadge request={awaited} />);
    expect(screen.getByText('Paid per M-Pesa, receipt awaited')).toBeInTheDocument();
    rerender(<MpesaReceiptAwaitedBadge request={{ ...awaited, status: 'paid' }} />);
    expect(screen.queryByText('Paid per M-Pesa, receipt awaited')).toBeNull();
    rerender(<MpesaReceiptAwaitedBadge request={null} />);
    expect(screen.queryByText(/receipt awaited/)).toBeNull();
  });

  it('the screen says what M-Pesa reported and where to type the code; nothing once settled', () => {
    renderWithServer(<MpesaReceiptAwaitedNotice request={{ ...awaited, status: 'waiting' }} />);
    expect(screen.queryByRole('region', { name: /receipt awaited/ })).toBeNull();
    renderWithServer(<MpesaReceiptAwaitedNotice request={awaited} />);
    const notice = screen.getByRole('region', { name: 'Paid per M-Pesa, receipt awaited' });
    expect(notice).toHaveTextContent(
      'Paid per M-Pesa, receipt awaited: M-Pesa says the customer paid KSh 1,250.00, but its receipt has not arrived, so nothing is recorded yet.',
    );
    expect(
      screen.getByLabelText('M-Pesa code from the customer’s SMS'),
    ).toHaveAccessibleDescription(
      'It is recorded as soon as M-Pesa’s receipt arrives. Or type the code from the customer’s SMS to record it now.',
    );
  });

  it('refuses a code that cannot be one beside the field, then shows the server’s refusal', async () => {
    const user = renderWithServer(<MpesaReceiptAwaitedNotice request={awaited} />);
    const code = screen.getByLabelText('M-Pesa code from the customer’s SMS');
    await user.type(code, 'no!');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(code).toHaveAccessibleDescription(
      /Enter the M-Pesa code from the customer’s SMS, like SL47ABCDE9\./,
    );
    await user.clear(code);
    await user.type(code, 'sl47 abcde9');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('M-Pesa request not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeEnabled();
  });
});
