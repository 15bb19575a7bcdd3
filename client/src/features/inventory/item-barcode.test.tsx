import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The Add Item form takes a barcode (scanned into it without sending the form); the list finds it. */
it('adds an item with a scanned barcode, finds it by the code, and names the item a repeated code is on', async () => {
  const { token } = await createSession();
  localStorage.setItem('token', token);
  const tag = randomUUID().slice(0, 8);
  const code = `7${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  const { user } = renderApp('/inventory');

  await user.click(await screen.findByRole('button', { name: 'Add Item' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Inventory Item' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Name'), `Sunlight Soap ${tag}`);
  await user.type(field('Quantity'), '12');
  await user.type(field('Unit Price (KSh, incl. VAT)'), '95');
  await user.type(field('Cost Price (KSh)'), '70');
  // A scanner ends with Enter: the form stays open for the cashier to check it.
  await user.type(field('Barcode (optional)'), `${code}{Enter}`);
  expect(screen.getByRole('dialog', { name: 'Add Inventory Item' })).toBeInTheDocument();
  expect(field('Barcode (optional)')).toHaveValue(code);
  await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  expect(await screen.findByText(`Sunlight Soap ${tag} added`)).toBeInTheDocument();

  // The list's search finds it by the whole code.
  const search = screen.getByLabelText('Search inventory');
  await user.clear(search);
  await user.type(search, code);
  // The code is in no name: the one row the search leaves is the item that carries it.
  await screen.findByRole('row', { name: new RegExp(`Sunlight Soap ${tag}`) });
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));

  // The same code on a second item: refused, naming the first.
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  const again = screen.getByRole('dialog', { name: 'Add Inventory Item' });
  const other = (label: string) => within(again).getByLabelText(label);
  await user.type(other('Name'), `Sunlight Soap twin ${tag}`);
  await user.type(other('Quantity'), '1');
  await user.type(other('Unit Price (KSh, incl. VAT)'), '95');
  await user.type(other('Cost Price (KSh)'), '70');
  await user.type(other('Barcode (optional)'), code);
  await user.click(within(again).getByRole('button', { name: 'Add Item' }));
  expect(
    await within(again).findByText(`Barcode ${code} is already on Sunlight Soap ${tag}`),
  ).toBeInTheDocument();
  await waitFor(async () => {
    const answer = await graphqlRequest(
      'query ($code: String) { inventoryItems(barcode: $code) { name } }',
      { code },
      token,
    );
    expect(answer.data.inventoryItems).toEqual([{ name: `Sunlight Soap ${tag}` }]);
  });
});
