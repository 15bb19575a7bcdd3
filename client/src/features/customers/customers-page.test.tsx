import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { centsToKsh, documentTotals } from '../../shared/money/cents.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Customers screen: delete refused', () => {
  it('says why a customer with an order cannot be deleted, and keeps the row', async () => {
    const { token } = await createSession();
    localStorage.setItem('token', token);
    const name = `Wanjiru Construction ${randomUUID().slice(0, 8)}`;
    const call = async (query: string, variables: Record<string, unknown>) =>
      (await graphqlRequest(query, variables, token)).data;
    const { createCustomer } = await call(
      'mutation ($input: PartyInput!) { createCustomer(input: $input) { id } }',
      { input: { name, contact: '0711 222 333' } },
    );
    const { createInventoryItem } = await call(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      { input: { name: `Ballast ${name}`, quantity: 5, unitPrice: 100, costPrice: 60 } },
    );
    // KSh 100 on the shelf, 16% VAT included.
    const totals = documentTotals([{ quantity: 1, unitPriceCents: 10_000 }], 1600);
    const { createOrder } = await call(
      'mutation ($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { id } }',
      {
        key: randomUUID(),
        input: {
          customerId: createCustomer.id,
          paymentMethod: 'cash',
          vatRate: 0.16,
          items: [{ inventoryId: createInventoryItem.id, quantity: 1, unitPrice: 100 }],
          subtotal: centsToKsh(totals.subtotalCents),
          vatAmount: centsToKsh(totals.vatCents),
          totalAmount: centsToKsh(totals.totalCents),
        },
      },
    );
    expect(createOrder.id).toBeTruthy();

    const { user } = renderApp('/customers');
    await user.type(await screen.findByLabelText('Search customers'), name);
    await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Cannot delete ${name}: they have 1 order. Customers with orders or invoices are kept so those records stay complete.`,
    );
    expect(screen.getByText(name, { selector: '.party-name' })).toBeInTheDocument();
  });
});
