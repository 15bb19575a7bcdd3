import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { arrangeCustomer, arrangeItem } from '../test/arrange.ts';
import { type FaultRelay, startFaultRelay } from '../test/fault-relay.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../test/graphql-server.ts';
import { renderApp } from '../test/render-app.tsx';

const relays: FaultRelay[] = [];
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.close();
});

/**
 * A cashier mid-sale on the Orders screen, behind a relay that records every request, with a
 * cart of one item for one customer, ready to press Create Order.
 */
async function midSale() {
  const session = await createSession();
  localStorage.setItem('token', session.token);
  const customer = await arrangeCustomer(session.token);
  const item = await arrangeItem(session.token, 'Simba Cement 50kg', 850);
  const relay = await startFaultRelay(graphqlUrl());
  relays.push(relay);

  const view = renderApp('/orders', { uri: relay.url });
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: 'New Order' }));
  await user.type(await screen.findByRole('combobox', { name: 'Customer' }), customer.name);
  await user.click(await screen.findByRole('option', { name: (n) => n.startsWith(customer.name) }));
  await user.selectOptions(screen.getByLabelText('Payment method'), 'M-Pesa');
  await user.type(screen.getByLabelText('Search items'), item.name);
  await user.click(await screen.findByRole('button', { name: `Add ${item.name} to the cart` }));

  const ordersOfCustomer = async () => {
    const answer = await graphqlRequest(
      '{ orders { customerId orderNumber } }',
      {},
      (localStorage.getItem('token') as string) ?? session.token,
    );
    return (answer.data.orders as Array<{ customerId: string; orderNumber: string }>).filter(
      (order) => order.customerId === customer.id,
    );
  };
  /** The session ends on the server (idle expiry, or signed out from another device). */
  const endSession = () => graphqlRequest('mutation { logout }', {}, session.token);
  const createOrder = () => user.click(screen.getByRole('button', { name: 'Create Order' }));
  return { ...view, session, item, relay, ordersOfCustomer, endSession, createOrder };
}

describe('Signing in again when a save meets an ended session', () => {
  it('asks over the screen, then sends the save again with the same key: one order, cart used', async () => {
    const sale = await midSale();
    await sale.endSession();
    await sale.createOrder();

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue(sale.session.email);
    // The form waits behind it, busy, with the cart as it was.
    expect(screen.getByRole('button', { name: 'Creating Order...' })).toBeDisabled();

    await sale.user.type(within(dialog).getByLabelText('Password'), sale.session.password);
    await sale.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const toast = await screen.findByText(/^Order ORD-\d{6} created$/);
    expect(screen.queryByRole('dialog', { name: 'Sign in to continue' })).not.toBeInTheDocument();
    const sent = sale.relay.requests('CreateOrder');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(localStorage.getItem('token')).not.toBe(sale.session.token);
    const orders = await sale.ordersOfCustomer();
    expect(orders.map((order) => order.orderNumber)).toEqual([
      toast.textContent?.match(/ORD-\d{6}/)?.[0],
    ]);
  });

  it('keeps the dialog open with the reason when the password is wrong', async () => {
    const sale = await midSale();
    await sale.endSession();
    await sale.createOrder();

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await sale.user.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    await sale.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(sale.relay.requests('CreateOrder')).toHaveLength(1);

    await sale.user.clear(within(dialog).getByLabelText('Password'));
    await sale.user.type(within(dialog).getByLabelText('Password'), sale.session.password);
    await sale.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/^Order ORD-\d{6} created$/);
    expect(await sale.ordersOfCustomer()).toHaveLength(1);
  });

  it('on Cancel fails the save with its usual message and keeps the cart', async () => {
    const sale = await midSale();
    await sale.endSession();
    await sale.createOrder();

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await sale.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to create order: Invalid or revoked token$/,
    );
    expect(
      screen.getByRole('button', { name: `Remove ${sale.item.name} from the cart` }),
    ).toBeVisible();
    expect(sale.relay.requests('CreateOrder')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Order' })).toBeEnabled());
  });

  it('never holds a list load: a 401 there keeps the spec text', async () => {
    const session = await createSession();
    localStorage.setItem('token', session.token);
    await graphqlRequest('mutation { logout }', {}, session.token);
    renderApp('/customers');
    expect(
      await screen.findByText(/^Authentication failed\. Please log in again\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign in to continue' })).not.toBeInTheDocument();
  });
});
