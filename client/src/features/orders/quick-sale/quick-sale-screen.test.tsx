import { randomUUID } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../../test/graphql-server.ts';
import { wedgeBurst } from '../../../test/keyboard-wedge.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The Quick sale screen against the real server: it sells only in an open shift, a scan while
 * the last sale's receipt is still open starts the next sale, and Clear sale leaves the focus in
 * the search for the next scan.
 */

const newCode = () => `9${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;

async function signIn() {
  const { token } = await createSession();
  localStorage.setItem('token', token);
  return token;
}

async function openShift(token: string) {
  const answer = await graphqlRequest(
    'mutation { openShift(openingFloat: 1000) { id } }',
    {},
    token,
  );
  if (answer.errors) throw new Error(answer.errors[0]?.message);
}

async function newItem(token: string, name: string, unitPrice: number) {
  const answer = await graphqlRequest(
    'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name barcode } }',
    {
      input: {
        name: `${name} ${randomUUID().slice(0, 6)}`,
        quantity: 10,
        unitPrice,
        costPrice: 1,
        barcode: newCode(),
      },
    },
    token,
  );
  if (answer.errors) throw new Error(answer.errors[0]?.message);
  return answer.data.createInventoryItem as { id: string; name: string; barcode: string };
}

const cartNames = () =>
  [...document.querySelectorAll('.cart-line .cart-line__name')].map((name) => name.textContent);

async function openRegister() {
  const view = renderApp('/quick-sale');
  const search = (await screen.findByLabelText('Search items')) as HTMLInputElement;
  await waitFor(() => expect(search).toHaveFocus());
  return { ...view, search };
}

describe('Quick sale screen', () => {
  it('sells nothing without an open shift, and leads to the Shift screen to open one', async () => {
    await signIn();
    renderApp('/quick-sale');
    expect(await screen.findByRole('heading', { name: 'No shift open' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Search items')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a shift' })).toHaveAttribute('href', '/shifts');
  });

  it('takes a scan while the receipt is still open as the next customer’s first item', async () => {
    const token = await signIn();
    await openShift(token);
    const sugar = await newItem(token, 'Mumias Sugar 1kg', 180);
    const milk = await newItem(token, 'Brookside Milk 500ml', 65);
    const { user, search } = await openRegister();
    await user.type(search, `${sugar.barcode}{Enter}`);
    await screen.findByText(`Added ${sugar.name}`);
    await user.keyboard('{Enter}');
    const receipt = await screen.findByRole('dialog', { name: /^Receipt ORD-/ });
    await waitFor(() =>
      expect(within(receipt).getByRole('button', { name: 'Print receipt' })).toBeEnabled(),
    );

    // The next customer's item, scanned with the focus still in the receipt.
    expect(document.activeElement?.closest('dialog')).toBe(receipt);
    act(() => wedgeBurst(milk.barcode));
    await screen.findByText(`Added ${milk.name}`);
    await waitFor(() => expect(cartNames()).toEqual([milk.name]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/^Last sale ORD-/)).toBeInTheDocument();
    await waitFor(() => expect(search).toHaveFocus());
  });

  it('leaves the focus in the search after Clear sale, so the next scan needs no click', async () => {
    const token = await signIn();
    await openShift(token);
    const sugar = await newItem(token, 'Kabras Sugar 2kg', 350);
    const { user, search } = await openRegister();
    await user.type(search, `${sugar.barcode}{Enter}`);
    await screen.findByText(`Added ${sugar.name}`);
    await user.click(screen.getByRole('button', { name: 'Clear sale' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear sale' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear sale' }));
    await waitFor(() => expect(cartNames()).toEqual([]));
    expect(search).toHaveFocus();
    await user.keyboard(`${sugar.barcode}{Enter}`);
    await waitFor(() => expect(cartNames()).toEqual([sugar.name]));
  });
});
