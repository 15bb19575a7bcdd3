import { randomUUID } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

/** GraphQL as the test's own caller, failing loudly. */
async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphqlRequest(query, variables, token);
  if (answer.errors) throw new Error(`${query}: ${answer.errors[0]?.message}`);
  return answer.data;
}

/** A signed-in member of staff and two items named for this run (the server is shared). */
async function arrangeShop() {
  const { token } = await createSession();
  localStorage.setItem('token', token);
  const run = randomUUID().slice(0, 6);
  const item = async (name: string, unitPrice: number) =>
    (
      await gql(
        token,
        'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name } }',
        { input: { name: `${name} ${run}`, quantity: 20, unitPrice, costPrice: unitPrice * 0.8 } },
      )
    ).createInventoryItem as { id: string; name: string };
  return {
    token,
    run,
    cement: await item('Simba Cement 50kg', 850),
    nails: await item('Wire Nails 1kg', 180.5),
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const add = (name: string) => screen.getByRole('button', { name: `Add ${name} to the cart` });

/** Issue 50 at the counter: no customer to pick, the money taken and the change told at once. */
describe('New Order: a walk-in sale paid at once', () => {
  it('sells to the walk-in in cash, shows the change as the cash is typed, and is paid', async () => {
    const shop = await arrangeShop();
    const { user } = renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'New Order' }));
    await screen.findByRole('form', { name: 'Create order' });
    expect(screen.getByText('No customer chosen: sold to the walk-in customer.')).toBeVisible();

    await user.selectOptions(field('Payment method'), 'Cash');
    await user.type(field('Search items'), shop.run);
    await waitFor(() => expect(add(shop.cement.name)).toBeEnabled());
    await user.click(add(shop.cement.name));
    await user.click(add(shop.nails.name));
    // 850.00 + 180.50 = 1,030.50
    await user.click(screen.getByRole('checkbox', { name: 'Paid now' }));
    await user.type(field('Cash tendered (KSh)'), '1000');
    expect(screen.getByText(/^Short by KSh 30\.50$/)).toBeVisible();
    await user.clear(field('Cash tendered (KSh)'));
    await user.type(field('Cash tendered (KSh)'), '1,100');
    expect(screen.getByText('Change:').textContent).toBe('Change: KSh 69.50');

    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    const toast = await screen.findByText(/^Order ORD-\d{6} created\. Change: KSh 69\.50$/);
    const orderNumber = toast.textContent?.match(/ORD-\d{6}/)?.[0] ?? '';
    const { ordersPage } = await gql(
      shop.token,
      'query ($search: String) { ordersPage(search: $search) { nodes { customerName status paidAmount totalAmount customer { walkIn } } } }',
      { search: orderNumber },
    );
    expect(ordersPage.nodes).toEqual([
      {
        customerName: 'Walk-in customer',
        status: 'paid',
        paidAmount: 1030.5,
        totalAmount: 1030.5,
        customer: { walkIn: true },
      },
    ]);
  });

  it('refuses too little cash before sending, saying so, and keeps the spec message for a missing method', async () => {
    const shop = await arrangeShop();
    const { user } = renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'New Order' }));
    await screen.findByRole('form', { name: 'Create order' });
    await user.type(field('Search items'), shop.run);
    await waitFor(() => expect(add(shop.cement.name)).toBeEnabled());
    await user.click(add(shop.cement.name));
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Please select a customer, add items, and choose a payment method$/,
    );
    await user.selectOptions(field('Payment method'), 'Cash');
    await user.click(screen.getByRole('checkbox', { name: 'Paid now' }));
    await user.type(field('Cash tendered (KSh)'), '800');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The cash handed over is less than the amount to pay.',
    );
    expect(screen.getByRole('form', { name: 'Create order' })).toBeInTheDocument();
  });
});
