import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The Create Invoice dialog's "Add from inventory" takes a barcode scanner as the cart does. */
it('adds a scanned item as a line, one more of it on a second scan, and says so for an unknown code', async () => {
  const { token } = await createSession();
  localStorage.setItem('token', token);
  const code = `8${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  const name = `Bidco Oil 1L ${randomUUID().slice(0, 6)}`;
  const created = await graphqlRequest(
    'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
    { input: { name, quantity: 12, unitPrice: 340, costPrice: 280, barcode: code } },
    token,
  );
  expect(created.errors).toBeUndefined();

  const { user } = renderApp('/invoices');
  await user.click(await screen.findByRole('button', { name: 'Create Invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Invoice' });
  const search = within(dialog).getByRole('combobox', { name: 'Add from inventory' });
  await user.type(search, `${code}{Enter}`);
  await within(dialog).findByText(`Added ${name}`);
  expect(search).toHaveValue('');
  await user.type(search, `${code}{Enter}`);
  await waitFor(() => expect(within(dialog).getByDisplayValue(name)).toBeInTheDocument());
  await waitFor(() => expect(within(dialog).getByDisplayValue('2')).toBeInTheDocument());
  expect(within(dialog).getAllByDisplayValue(name)).toHaveLength(1);

  await user.type(search, '4000000000006{Enter}');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'No item has barcode 4000000000006',
  );
  expect(within(dialog).getAllByDisplayValue(name)).toHaveLength(1);
  // Still open: no Enter sent the invoice.
  expect(screen.getByRole('dialog', { name: 'Create Invoice' })).toBeInTheDocument();
});
