import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Purchases screen', () => {
  it('receives goods from a supplier, lists the note, opens it and reverses it', async () => {
    const manager = await createSession('manager');
    const tag = randomUUID().slice(0, 6);
    const supplierName = `Purchases supplier ${tag}`;
    const itemName = `Purchases cement ${tag}`;
    const supplier = await graphqlRequest(
      'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
      { input: { name: supplierName, contact: '0722 100 200' } },
      manager.token,
    );
    const item = await graphqlRequest(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      { input: { name: itemName, quantity: 10, unitPrice: 800, costPrice: 600 } },
      manager.token,
    );
    expect(supplier.errors ?? item.errors).toBeUndefined();

    localStorage.setItem('token', manager.token);
    const { user } = renderApp(`/purchases?q=${encodeURIComponent(supplierName)}`);
    await user.click(await screen.findByRole('button', { name: 'Receive goods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive goods' });

    // Nothing chosen yet: every problem is said at once and nothing is posted.
    await user.click(within(dialog).getByRole('button', { name: 'Post goods received' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose the supplier who delivered. Add at least one item.',
    );

    await user.type(within(dialog).getByRole('combobox', { name: 'Supplier' }), supplierName);
    await user.click(await within(dialog).findByRole('option', { name: new RegExp(supplierName) }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Add item' }), itemName);
    await user.click(await within(dialog).findByRole('option', { name: new RegExp(itemName) }));
    // The unit cost starts at the item's cost price.
    expect(within(dialog).getByLabelText(`Unit cost of ${itemName}`)).toHaveValue('600.00');
    await user.type(within(dialog).getByLabelText(`Quantity of ${itemName}`), '30');
    await user.clear(within(dialog).getByLabelText(`Unit cost of ${itemName}`));
    await user.type(within(dialog).getByLabelText(`Unit cost of ${itemName}`), '700');
    expect(within(dialog).getAllByText('KSh 21,000.00')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText("Supplier's invoice no. (optional)"), 'INV-77');
    await user.click(within(dialog).getByRole('button', { name: 'Post goods received' }));

    const table = await screen.findByRole('table', { name: 'Goods received, newest first' });
    const number = await within(table).findByText(/^GRN-\d{6}$/);
    const row = number.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(supplierName);
    expect(row).toHaveTextContent('INV-77');
    expect(row).toHaveTextContent('KSh 21,000.00');
    expect(row).toHaveTextContent('Posted');

    // The item's cost moved to the weighted average: (10 × 600 + 30 × 700) ÷ 40 = 675.
    const read = await graphqlRequest(
      'query ($id: ID!) { inventoryItem(id: $id) { quantity costPrice } }',
      { id: item.data.createInventoryItem.id },
      manager.token,
    );
    expect(read.data.inventoryItem).toEqual({ quantity: 40, costPrice: 675 });

    await user.click(within(row).getByRole('button', { name: `Open ${number.textContent}` }));
    const detail = await screen.findByRole('dialog', {
      name: `Goods received ${number.textContent}`,
    });
    expect(await within(detail).findByText(itemName)).toBeInTheDocument();
    // Who posted it, and received today so not back-dated (issue 46).
    expect(detail).toHaveTextContent(`Made by ${manager.email}`);
    expect(within(detail).queryByText('Back-dated')).not.toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Reverse' }));
    const reverse = await screen.findByRole('dialog', { name: `Reverse ${number.textContent}` });
    // Without a reason it says what is missing, rather than a button greyed out unexplained.
    await user.click(within(reverse).getByRole('button', { name: 'Reverse' }));
    expect(
      await within(reverse).findByText('Say why the delivery is reversed.'),
    ).toBeInTheDocument();
    await user.type(within(reverse).getByLabelText('Reason'), 'Delivered to the wrong shop');
    await user.click(within(reverse).getByRole('button', { name: 'Reverse' }));
    const reopened = await screen.findByRole('dialog', {
      name: `Goods received ${number.textContent}`,
    });
    expect(await within(reopened).findByText(/Delivered to the wrong shop/)).toBeInTheDocument();
    expect(within(reopened).queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
    await user.click(within(reopened).getByRole('button', { name: 'Done' }));
    expect(await within(row).findByText('Reversed')).toBeInTheDocument();

    // Standing notes only: the reversed one goes; reversed only: it is back, and the address says so.
    const status = screen.getByLabelText('Status');
    await user.selectOptions(status, 'posted');
    expect(
      await screen.findByText(`No goods received match “${supplierName}” with these filters.`),
    ).toBeInTheDocument();
    await user.selectOptions(status, 'reversed');
    expect(await within(table).findByText(number.textContent ?? '')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('status')).toBe('reversed');
  });

  it('asks before Escape throws a typed delivery away; an untouched one closes at once', async () => {
    const manager = await createSession('manager');
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/purchases');
    const receive = await screen.findByRole('button', { name: 'Receive goods' });
    await user.click(receive);
    const untouched = await screen.findByRole('dialog', { name: 'Receive goods' });
    // From a plain field: in the supplier's, the first Escape closes its list of suggestions.
    await user.click(within(untouched).getByLabelText('Note (optional)'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(receive).toHaveFocus();

    await user.click(receive);
    const dialog = await screen.findByRole('dialog', { name: 'Receive goods' });
    const invoiceNo = within(dialog).getByLabelText("Supplier's invoice no. (optional)");
    const note = within(dialog).getByLabelText('Note (optional)');
    await user.type(invoiceNo, 'BCL-2291');
    await user.type(note, 'Two pallets short');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('dialog', { name: 'Discard this delivery?' });
    expect(question).toHaveAccessibleDescription(
      'It has not been posted yet. What you entered will be lost.',
    );
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(question).not.toBeInTheDocument();
    expect(invoiceNo).toHaveValue('BCL-2291');
    expect(note).toHaveValue('Two pallets short');
    expect(note).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Discard this delivery?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(receive).toHaveFocus();
    await user.click(receive);
    const fresh = await screen.findByRole('dialog', { name: 'Receive goods' });
    expect(within(fresh).getByLabelText("Supplier's invoice no. (optional)")).toHaveValue('');
  });

  it('tells a cashier the screen is for owners and managers', async () => {
    const cashier = await createSession('cashier');
    localStorage.setItem('token', cashier.token);
    renderApp('/purchases');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an owner or a manager can receive goods and see what they cost.',
    );
  });
});
