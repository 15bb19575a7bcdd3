import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('To reorder', () => {
  it('groups items at or below their level by supplier and starts a delivery with the suggested quantities', async () => {
    const manager = await createSession('manager');
    const tag = randomUUID().slice(0, 6);
    const supplierName = `Reorder supplier ${tag}`;
    const supplier = await graphqlRequest(
      'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
      { input: { name: supplierName, contact: '0733 000 111' } },
      manager.token,
    );
    const itemName = `Reorder tiles ${tag}`;
    const created = await graphqlRequest(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id lowStock } }',
      {
        input: {
          name: itemName,
          quantity: 25,
          unitPrice: 120,
          costPrice: 90,
          supplierId: supplier.data.createSupplier.id,
          reorderLevel: 30,
        },
      },
      manager.token,
    );
    expect(created.data.createInventoryItem.lowStock).toBe(true);
    // One without a level of its own: the shop-wide 10 stands in for it, and says so.
    const nailsName = `Reorder nails ${tag}`;
    await graphqlRequest(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      {
        input: {
          name: nailsName,
          quantity: 4,
          unitPrice: 20,
          costPrice: 15,
          supplierId: supplier.data.createSupplier.id,
        },
      },
      manager.token,
    );

    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/to-reorder');
    const group = await screen.findByRole('region', { name: supplierName });
    const row = (await within(group).findByText(itemName)).closest('tr') as HTMLElement;
    // 2 × 30 − 25 = 35 to order, at KSh 90.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([itemName, '25', '30', '35', 'KSh 3,150.00']);
    const nails = within(group).getByText(nailsName).closest('tr') as HTMLElement;
    expect(
      within(nails)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([nailsName, '4', '10 (shop-wide)', '16', 'KSh 240.00']);

    await user.click(within(group).getByRole('button', { name: `Receive from ${supplierName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive goods' });
    expect(within(dialog).getByRole('combobox', { name: 'Supplier' })).toHaveValue(supplierName);
    expect(within(dialog).getByLabelText(`Quantity of ${itemName}`)).toHaveValue('35');
    expect(within(dialog).getByLabelText(`Unit cost of ${itemName}`)).toHaveValue('90.00');
    await user.click(within(dialog).getByRole('button', { name: 'Post goods received' }));

    // Received: 60 in stock, above the level, so the supplier's group is gone.
    await screen.findByRole('heading', { name: 'To reorder' });
    // As long as the suite's other waits (setup.ts): CI shares a busy machine.
    await waitFor(() => expect(screen.queryByRole('region', { name: supplierName })).toBeNull());
  });
});
