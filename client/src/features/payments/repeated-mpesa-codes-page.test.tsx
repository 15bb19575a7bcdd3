import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrangeCustomer, arrangeInvoice } from '../../test/arrange.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

let token: string;
let code: string;
let first: { id: string; invoiceNumber: string };
let second: { id: string; invoiceNumber: string };

const pay = (id: string, amount: number, split: boolean) =>
  graphqlRequest(
    `mutation ($id: ID!, $amount: Float!, $reference: String, $split: Boolean) {
      recordInvoicePayment(id: $id, amount: $amount, method: mpesa, reference: $reference,
        split: $split) { id }
    }`,
    { id, amount, reference: code, split },
    token,
  );

/** One M-Pesa payment of KSh 1,500.00 that paid two invoices of this run's own customer. */
beforeAll(async () => {
  ({ token } = await createSession());
  const tag = randomUUID().slice(0, 8).toUpperCase();
  code = `SL${tag}`;
  const customer = await arrangeCustomer(token, `Achieng Split ${tag}`);
  const line = { description: 'Roofing nails 1kg', quantity: 1, unitPrice: 1000 };
  first = await arrangeInvoice(token, customer.id, line);
  second = await arrangeInvoice(token, customer.id, { ...line, unitPrice: 500 });
  expect((await pay(first.id, 1000, false)).errors).toBeUndefined();
});

describe('M-Pesa codes used more than once', () => {
  it('a code typed again is refused naming its invoice; as a split part it is taken and listed for review', async () => {
    const refused = await pay(second.id, 500, false);
    expect(refused.errors?.[0]?.message).toMatch(
      new RegExp(`^M-Pesa code ${code} already paid ${first.invoiceNumber};`),
    );
    expect((await pay(second.id, 500, true)).errors).toBeUndefined();

    localStorage.setItem('token', token);
    const view = renderApp('/payments');
    await view.user.click(await screen.findByRole('link', { name: 'Codes used twice' }));
    expect(
      await screen.findByRole('heading', { name: 'M-Pesa codes used more than once' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /M-Pesa codes used more than once/ });
    const row = await waitFor(() => {
      const found = within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByText(code));
      expect(found).toBeDefined();
      return found!;
    });
    expect(row).toHaveTextContent(first.invoiceNumber);
    expect(row).toHaveTextContent(second.invoiceNumber);
    expect(row).toHaveTextContent('Split M-Pesa');
    expect(row).toHaveTextContent('KSh 1,500.00');
    expect(row).toHaveTextContent('Not reported');
    expect(within(row).getByRole('link', { name: code })).toHaveAttribute(
      'href',
      `/payments?q=${code}`,
    );
  });

  it('is not offered to a cashier, and says why when opened', async () => {
    const cashier = await createSession('cashier');
    localStorage.setItem('token', cashier.token);
    renderApp('/payments/repeated-codes');
    expect(
      await screen.findByText(
        'Only an owner or a manager can review M-Pesa codes used more than once.',
      ),
    ).toBeInTheDocument();
  });
});
