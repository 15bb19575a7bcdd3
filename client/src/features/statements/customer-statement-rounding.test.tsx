import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrangeCustomer, arrangeInvoice } from '../../test/arrange.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

let token: string;
let customer: { id: string; name: string };
let invoice: { id: string; invoiceNumber: string; total: number };

async function mutate(query: string, variables: Record<string, unknown>) {
  const answer = await graphqlRequest(query, variables, token);
  if (answer.errors) throw new Error(`arrange failed: ${answer.errors[0]?.message}`);
  return answer.data;
}

/**
 * An invoice of 2,377.81 paid 2,377 by M-Pesa (the 81 cents rounded off), then the M-Pesa
 * payment reversed: the rounding goes with it, and the statement says so on a line of its own.
 */
beforeAll(async () => {
  ({ token } = await createSession());
  customer = await arrangeCustomer(token);
  invoice = (await arrangeInvoice(token, customer.id, {
    description: 'Solar lantern',
    quantity: 1,
    unitPrice: 2377.81,
  })) as typeof invoice;
  const paid = await mutate(
    `mutation ($id: ID!, $amount: Float!, $reference: String!) {
      recordInvoicePayment(id: $id, amount: $amount, method: mpesa, reference: $reference) {
        payments { id kind }
      }
    }`,
    { id: invoice.id, amount: 2377, reference: `RR${Date.now().toString(36).toUpperCase()}` },
  );
  const payment = paid.recordInvoicePayment.payments.find(
    (entry: { kind: string }) => entry.kind === 'payment',
  );
  await mutate(
    'mutation ($id: ID!) { reversePayment(id: $id, reason: "Wrong till") { __typename } }',
    {
      id: payment.id,
    },
  );
});

describe('Customer statement, M-Pesa rounding', () => {
  it('shows the cents rounded off and their reversal with the payment, owing the whole total', async () => {
    localStorage.setItem('token', token);
    renderApp(`/customers/${customer.id}/statement`);
    const statement = await screen.findByRole('article', {
      name: `Statement for ${customer.name}`,
    });
    const details = within(statement)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);
    expect(details).toEqual(
      expect.arrayContaining([
        `Rounded off (M-Pesa takes whole shillings) — ${invoice.invoiceNumber}`,
        `Rounding reversed — ${invoice.invoiceNumber}`,
      ]),
    );
    expect(statement).toHaveTextContent('Balance dueKSh 2,377.81');
  });
});
