import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Stock count screen', () => {
  it('reviews each difference with its value, refuses a count that went stale, and posts', async () => {
    const manager = await createSession('manager');
    const tag = `Count ${randomUUID().slice(0, 6)}`;
    const ids: string[] = [];
    for (const [name, quantity] of [
      [`${tag} hinge`, 10],
      [`${tag} padlock`, 4],
    ] as const) {
      const created = await graphqlRequest(
        'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
        { input: { name, quantity, unitPrice: 150, costPrice: 100 } },
        manager.token,
      );
      ids.push(created.data.createInventoryItem.id);
    }

    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/stock-count');
    await user.type(await screen.findByLabelText('Or add every item matching'), tag);
    await user.click(screen.getByRole('button', { name: 'Add matches' }));
    const sheet = await screen.findByRole('table', { name: 'Count sheet' });
    await within(sheet).findByText(`${tag} hinge`);
    expect(screen.getByRole('button', { name: 'Post count' })).toBeDisabled();

    // A count that cannot be is said beside it, and posting waits for it to be corrected.
    const hingeCount = within(sheet).getByLabelText(`Counted ${tag} hinge`);
    await user.type(hingeCount, '2.5');
    expect(hingeCount).toHaveAccessibleDescription('This item is counted in whole units');
    expect(screen.getByText('Correct the counts marked in red to post.')).toBeInTheDocument();
    await user.clear(hingeCount);
    expect(hingeCount).not.toHaveAccessibleDescription();
    await user.type(hingeCount, '8');
    await user.type(within(sheet).getByLabelText(`Counted ${tag} padlock`), '4');
    const hinge = within(sheet).getByText(`${tag} hinge`).closest('tr') as HTMLElement;
    expect(hinge).toHaveTextContent('-2');
    expect(hinge).toHaveTextContent('-KSh 200.00');
    expect(screen.getByText(/2 counted, 1 differs/)).toHaveTextContent('-KSh 200.00');

    // The sheet is not kept: a click on the menu asks first, and Stay keeps every count.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Inventory' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave the count?' });
    expect(leave).toHaveTextContent(
      'The sheet (2 items, 2 counted) is not posted and is not kept: leaving throws it away.',
    );
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Stock count' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText(`Counted ${tag} padlock`)).toHaveValue('4');

    // A sale meanwhile: the hinge no longer stands at the 10 reviewed.
    const moved = await graphqlRequest(
      'mutation ($input: StockAdjustmentInput!) { adjustStock(input: $input) { quantityAfter } }',
      { input: { itemId: ids[0], quantityChange: -1, reason: 'own_use' } },
      manager.token,
    );
    expect(moved.data.adjustStock.quantityAfter).toBe(9);
    await user.click(screen.getByRole('button', { name: 'Post count' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Post stock count' })).getByRole('button', {
        name: 'Post count',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Stock of ${tag} hinge changed since it was counted (10 then, 9 now): review the count again`,
    );
    await user.click(screen.getByRole('button', { name: 'Read quantities again' }));
    await within(hinge).findByText('9');
    expect(hinge).toHaveTextContent('-1');

    await user.click(screen.getByRole('button', { name: 'Post count' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Post stock count' })).getByRole('button', {
        name: 'Post count',
      }),
    );
    expect(await screen.findByText('Count posted: 1 item adjusted')).toBeInTheDocument();
    const read = await graphqlRequest(
      'query ($id: ID!) { stockMovements(itemId: $id, first: 1) { nodes { kind quantityAfter } } }',
      { id: ids[0] },
      manager.token,
    );
    expect(read.data.stockMovements.nodes).toEqual([{ kind: 'count', quantityAfter: 8 }]);
  });
});
