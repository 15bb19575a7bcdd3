import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { arrangeCustomer, arrangeInvoice, arrangeItem, arrangeOrder } from '../../test/arrange.ts';
import {
  createSession,
  graphqlRequest,
  graphqlUrl,
  unreachableUrl,
} from '../../test/graphql-server.ts';
import { kshToCents } from '../money/cents.ts';
import type { MpesaDocument } from './mpesa-payment.context.ts';
import { MpesaPaymentDialog } from './mpesa-payment-dialog.tsx';

/*
 * The dialog against the real server the client tests share: the fields as the customer's
 * details start them, what is refused beside each field, and a send whose answer never came.
 * Nothing here depends on the shared server's M-Pesa mode, which other tests change. The
 * request followed to waiting, paid, cancelled and failed, against the Daraja simulator, is
 * the browser journey's (e2e/mpesa.e2e.ts).
 */

let token: string;
let order: MpesaDocument;

function renderDialog(document: MpesaDocument, uri = graphqlUrl()) {
  const client = new ApolloClient({
    link: new HttpLink({ uri, headers: { authorization: `Bearer ${token}` } }),
    cache: new InMemoryCache(),
  });
  const onClose = vi.fn();
  render(
    <ApolloProvider client={client}>
      <MpesaPaymentDialog document={document} onClose={onClose} />
    </ApolloProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

const phoneField = () => screen.findByLabelText('Customer’s M-Pesa number');
const amountField = () => screen.getByLabelText('Amount (KSh)');

beforeAll(async () => {
  ({ token } = await createSession());
  const customer = await arrangeCustomer(token);
  // 3 × 386.84 = KSh 1,160.52 owed: M-Pesa can ask KSh 1,160 of it.
  const item = await arrangeItem(token, 'Mabati ridge cap', 386.84);
  const made = await arrangeOrder(token, customer.id, item, 3, 386.84);
  order = {
    kind: 'order',
    id: made.id,
    number: made.orderNumber,
    balanceCents: kshToCents(made.totalAmount),
  };
});

describe('Request M-Pesa payment', () => {
  it('starts from the customer’s phone and the balance in whole shillings, naming the reference', async () => {
    renderDialog(order);
    expect(await phoneField()).toHaveValue('0733 555 010');
    expect(screen.getByRole('dialog', { name: 'Request M-Pesa payment' })).toBeInTheDocument();
    expect(screen.getByText(order.number)).toBeInTheDocument();
    expect(amountField()).toHaveValue('1160');
    expect(amountField()).toHaveAccessibleDescription(
      'M-Pesa takes whole shillings: the balance is KSh 1,160.52, so KSh 0.52 is rounded off when M-Pesa pays the rest.',
    );
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('says beside each field what M-Pesa cannot take, and sends nothing', async () => {
    const { user } = renderDialog(order);
    const phone = await phoneField();
    await user.clear(phone);
    await user.type(phone, '0812 345 678');
    await user.clear(amountField());
    await user.type(amountField(), '1161');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(phone).toHaveAccessibleDescription(
      'A Safaricom number: 07…, 01… or 2547… Enter a Safaricom number like 0712 345 678.',
    );
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an amount no more than KSh 1,160.00.')).toBeInTheDocument();
    // Still the form: nothing went to the server, so nothing is waiting on a phone.
    expect(screen.getByRole('status')).toHaveTextContent('');
    // Typing again takes the message away.
    await user.type(phone, '{Backspace}9');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('a send that cannot reach the server keeps what was typed and says it may be sent again', async () => {
    const { user } = renderDialog(order, await unreachableUrl());
    // The customer's contact could not be read either: the field starts empty.
    const phone = await phoneField();
    expect(phone).toHaveValue('');
    await user.type(phone, '+254 712 345 678');
    await user.clear(amountField());
    await user.type(amountField(), '500');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not send the request: the server could not be reached. Send it again; the customer is asked only once.',
    );
    expect(phone).toHaveValue('+254 712 345 678');
    expect(amountField()).toHaveValue('500');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('starts an invoice’s request from its bill-to contact', async () => {
    const customer = await graphqlRequest(
      'mutation { createCustomer(input: { name: "Baraka Builders", contact: "owner@baraka.co.ke, 0110 222 333" }) { id } }',
      {},
      token,
    );
    const invoice = await arrangeInvoice(token, customer.data.createCustomer.id, {
      description: 'Delivery to Kitengela',
      quantity: 1,
      unitPrice: 580,
    });
    const { onClose, user } = renderDialog({
      kind: 'invoice',
      id: invoice.id,
      number: invoice.invoiceNumber,
      balanceCents: kshToCents(invoice.total),
    });
    expect(await phoneField()).toHaveValue('0110 222 333');
    expect(amountField()).toHaveValue('580');
    expect(amountField()).toHaveAccessibleDescription('Balance: KSh 580.00');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
