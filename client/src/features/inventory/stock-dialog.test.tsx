import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { rowMenuItem } from '../../test/row-menu.ts';

describe('an item’s Stock dialog', () => {
  it('shows the ledger with its balance and adjusts stock by hand, refusing more than is there', async () => {
    const manager = await createSession('manager');
    const name = `Stock dialog nails ${randomUUID().slice(0, 6)}`;
    const created = await graphqlRequest(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      { input: { name, quantity: 12, unitPrice: 300, costPrice: 250 } },
      manager.token,
    );
    expect(created.errors).toBeUndefined();

    localStorage.setItem('token', manager.token);
    const { user } = renderApp(`/inventory?q=${encodeURIComponent(name)}`);
    await user.click(await rowMenuItem(user, name, `Stock of ${name}`));
    const dialog = await screen.findByRole('dialog', { name: `Stock: ${name}` });
    const ledger = await within(dialog).findByRole('table', {
      name: `Stock movements of ${name}, newest first`,
    });
    expect(await within(ledger).findByText('Opening stock')).toBeInTheDocument();
    expect(within(dialog).getByText('Movements (1)')).toBeInTheDocument();

    // Damaged takes stock out: more than the 12 there is refused beside the field.
    await user.type(within(dialog).getByLabelText('Units to take out'), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('Only 12 in stock.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Units to take out'));
    await user.type(within(dialog).getByLabelText('Units to take out'), '3');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Rusted box');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByText('Movements (2)')).toBeInTheDocument();
    const row = (await within(ledger).findByText(/“Rusted box”/)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Adjustment · Damaged');
    expect(row).toHaveTextContent('-3');
    expect(row).toHaveTextContent(manager.email);
    expect(within(dialog).getByText('In stock now:')).toHaveTextContent('In stock now: 9');

    // Found brings stock in.
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'found');
    await user.type(within(dialog).getByLabelText('Units to add'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByText('Movements (3)')).toBeInTheDocument();
    expect(within(dialog).getByText('In stock now:')).toHaveTextContent('In stock now: 14');

    // Its own reorder level: 14 is at or below 20, so the item is low on stock.
    await user.type(within(dialog).getByRole('textbox', { name: 'Reorder level' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save level' }));
    expect(await screen.findByText(`${name} is low on stock at 20 or fewer`)).toBeInTheDocument();

    // The list behind shows the new quantity and the flag once the dialog is done.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const table = await screen.findByRole('table', { name: 'Inventory items' });
    const itemRow = (await within(table).findByText(name)).closest('tr') as HTMLElement;
    expect(await within(itemRow).findByText('14')).toBeInTheDocument();
    expect(within(itemRow).getByText('Low stock')).toBeInTheDocument();
  });

  it('asks before Escape or Done throws away an adjustment being typed', async () => {
    const manager = await createSession('manager');
    const name = `Stock dialog bolts ${randomUUID().slice(0, 6)}`;
    const created = await graphqlRequest(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      { input: { name, quantity: 12, unitPrice: 300, costPrice: 250 } },
      manager.token,
    );
    expect(created.errors).toBeUndefined();

    localStorage.setItem('token', manager.token);
    const { user } = renderApp(`/inventory?q=${encodeURIComponent(name)}`);
    await user.click(await rowMenuItem(user, name, `Stock of ${name}`));
    const dialog = await screen.findByRole('dialog', { name: `Stock: ${name}` });
    const units = within(dialog).getByLabelText('Units to take out');
    await user.type(units, '4');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('dialog', { name: 'Discard what you entered?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(units).toHaveValue('4');
    expect(units).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard what you entered?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
