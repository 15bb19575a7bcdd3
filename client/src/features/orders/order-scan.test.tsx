import { randomUUID } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { wedgeBurst } from '../../test/keyboard-wedge.ts';
import { renderApp } from '../../test/render-app.tsx';

/**
 * The New Order cart's item search takes a keyboard-wedge scanner (use-barcode-scanner.ts): the
 * code typed in a burst and Enter adds the item, or one more of it.
 */

/** A fresh EAN-13-looking code, so test runs sharing the server never collide. */
const newCode = () => `9${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;

async function arrangeItems() {
  const { token } = await createSession();
  localStorage.setItem('token', token);
  const run = randomUUID().slice(0, 6);
  const item = async (name: string, quantity: number, unitPrice: number, barcode: string) => {
    const answer = await graphqlRequest(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name barcode } }',
      { input: { name: `${name} ${run}`, quantity, unitPrice, costPrice: 1, barcode } },
      token,
    );
    if (answer.errors) throw new Error(answer.errors[0]?.message);
    return answer.data.createInventoryItem as { id: string; name: string; barcode: string };
  };
  return {
    sugar: await item('Mumias Sugar 1kg', 10, 180, newCode()),
    bread: await item('Supaloaf 400g', 10, 65, newCode()),
    empty: await item('Kimbo 1kg', 0, 390, newCode()),
  };
}

async function openForm() {
  const view = renderApp('/orders');
  await view.user.click(await screen.findByRole('button', { name: 'New Order' }));
  await screen.findByRole('form', { name: 'Create order' });
  return { ...view, search: screen.getByLabelText('Search items') as HTMLInputElement };
}

const cartLines = () =>
  screen
    .queryAllByRole('listitem')
    .filter((li) => li.className === 'cart-line')
    .map((li) => {
      const name = li.querySelector('.cart-line__name')?.textContent ?? '';
      return [name, within(li).getByLabelText(`Quantity of ${name}`).getAttribute('value')];
    });

describe('New Order: a barcode scanner in the item search', () => {
  it('adds each scanned item, one more of it when scanned again, and empties the search', async () => {
    const { sugar, bread } = await arrangeItems();
    const { user, search } = await openForm();
    // A wedge types the digits as fast as it can, then Enter.
    await user.type(search, `${sugar.barcode}{Enter}`);
    await screen.findByText(`Added ${sugar.name}`);
    expect(search).toHaveValue('');
    await user.type(search, `${bread.barcode}{Enter}`);
    await user.type(search, `${sugar.barcode}{Enter}`);
    await waitFor(() =>
      expect(cartLines()).toEqual([
        [sugar.name, '2'],
        [bread.name, '1'],
      ]),
    );
    // The order was not sent by any of those Enters.
    expect(screen.getByRole('form', { name: 'Create order' })).toBeInTheDocument();
  });

  it('says so for a code no item has, or an item out of stock, and keeps the cart as it was', async () => {
    const { sugar, empty } = await arrangeItems();
    const { user, search } = await openForm();
    await user.type(search, `${sugar.barcode}{Enter}`);
    await screen.findByText(`Added ${sugar.name}`);
    await user.type(search, '4000000000006{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No item has barcode 4000000000006');
    await user.type(search, `${empty.barcode}{Enter}`);
    expect(await screen.findByText(`${empty.name} is out of stock`)).toBeInTheDocument();
    expect(cartLines()).toEqual([[sugar.name, '1']]);
  });

  it('finds a barcode typed by hand, and leaves typing a name at a person’s pace alone', async () => {
    const { bread } = await arrangeItems();
    const { search } = await openForm();
    // A person's pace: a key every 80 ms.
    const user = userEvent.setup({ delay: 80 });
    // Typed slowly: a name stays in the search and Enter looks nothing up.
    await user.type(search, bread.name);
    expect(search).toHaveValue(bread.name);
    await screen.findByRole('button', { name: `Add ${bread.name} to the cart` });
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/No item has barcode|Added/)).not.toBeInTheDocument();
    // Digits read off a label and typed by hand: Enter finds the item as a scan would.
    await user.clear(search);
    await user.type(search, `${bread.barcode}{Enter}`);
    await screen.findByText(`Added ${bread.name}`);
    expect(cartLines()).toEqual([[bread.name, '1']]);
  });

  it('takes a scan with the focus on no text field, as after a click on Add', async () => {
    const { sugar } = await arrangeItems();
    await openForm();
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => wedgeBurst(sugar.barcode));
    await screen.findByText(`Added ${sugar.name}`);
    expect(cartLines()).toEqual([[sugar.name, '1']]);
  });
});
