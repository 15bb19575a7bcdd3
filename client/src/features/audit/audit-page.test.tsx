import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Audit screen', () => {
  it('shows who changed a price, when, and before → after; filters by what happened', async () => {
    const manager = await createSession('manager');
    const name = `Audit cement ${randomUUID().slice(0, 6)}`;
    const created = await graphqlRequest(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      { input: { name, quantity: 10, unitPrice: 750, costPrice: 600 } },
      manager.token,
    );
    const changed = await graphqlRequest(
      'mutation ($id: ID!) { updatePrices(id: $id, input: { newUnitPrice: 800, newCostPrice: 600, changeReason: "New price list" }) { id } }',
      { id: created.data.createInventoryItem.id },
      manager.token,
    );
    expect(changed.errors).toBeUndefined();

    localStorage.setItem('token', manager.token);
    const { user } = renderApp(`/audit?q=${encodeURIComponent(name)}`);
    const table = await screen.findByRole('table', { name: 'Audit trail, newest first' });
    const summary = await within(table).findByText(
      `${name}: selling price KSh 750.00 → KSh 800.00 (New price list)`,
    );
    const row = summary.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(manager.email);
    expect(row).toHaveTextContent('Price changed');
    expect(row).toHaveTextContent('Selling price KSh 750.00 → KSh 800.00');
    // The item's opening stock is the other event that names it.
    expect(await screen.findByText('2 events')).toBeInTheDocument();
    expect(
      within(table).getByText(`${name}: new item with 10 in stock, selling at KSh 750.00`),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('What'), 'price_changed');
    expect(await screen.findByText('1 event')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('What'), 'payment_recorded');
    expect(await within(table).findByText('No events match these filters.')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('action')).toBe('payment_recorded');
  });

  it('tells a cashier the trail is for owners and managers', async () => {
    const cashier = await createSession('cashier');
    localStorage.setItem('token', cashier.token);
    renderApp('/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an owner or a manager can read the audit trail.',
    );
  });
});
