import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A sent order of 20 of one item at KSh 850, made through GraphQL by a manager. */
async function sentOrder(tag: string) {
  const manager = await createSession('manager');
  const supplier = await graphqlRequest(
    'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
    { input: { name: `PO supplier ${tag}`, contact: '0733 000 222' } },
    manager.token,
  );
  const item = await graphqlRequest(
    'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
    { input: { name: `PO sheet ${tag}`, quantity: 0, unitPrice: 1100, costPrice: 850 } },
    manager.token,
  );
  const made = await graphqlRequest(
    'mutation ($input: PurchaseOrderInput!) { createPurchaseOrder(input: $input) { id poNumber } }',
    {
      input: {
        supplierId: supplier.data.createSupplier.id,
        lines: [{ itemId: item.data.createInventoryItem.id, quantity: 20, unitCost: 850 }],
      },
    },
    manager.token,
  );
  await graphqlRequest(
    'mutation ($id: ID!) { sendPurchaseOrder(id: $id) { status } }',
    { id: made.data.createPurchaseOrder.id },
    manager.token,
  );
  return {
    ...(made.data.createPurchaseOrder as { id: string; poNumber: string }),
    managerToken: manager.token,
    itemId: item.data.createInventoryItem.id as string,
  };
}

describe('a purchase order', () => {
  it('lets a cashier receive part of it without seeing a cost, and not cancel or share it', async () => {
    const tag = randomUUID().slice(0, 6);
    const order = await sentOrder(tag);
    localStorage.setItem('token', (await createSession('cashier')).token);
    const { user } = renderApp(`/purchase-orders/${order.id}`);
    const paper = await screen.findByRole('article', { name: `Purchase order ${order.poNumber}` });
    expect(within(paper).getByText('Sent')).toBeInTheDocument();
    expect(within(paper).queryByText(/KSh/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark sent' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Receive goods' }));
    const dialog = await screen.findByRole('dialog', { name: `Receive against ${order.poNumber}` });
    const quantity = within(dialog).getByLabelText(`Quantity of PO sheet ${tag} received`);
    expect(quantity).toHaveValue('20');
    expect(within(dialog).queryByLabelText(`Unit cost of PO sheet ${tag}`)).toBeNull();
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Post goods received' }));
    expect(await within(paper).findByText('Partially received')).toBeInTheDocument();
    const row = within(paper).getByText(`PO sheet ${tag}`).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`PO sheet ${tag}`, '20', '12', '8']);
  });

  it('asks before receiving more than ordered when a delivery posted meanwhile took the outstanding', async () => {
    const tag = randomUUID().slice(0, 6);
    const order = await sentOrder(tag);
    localStorage.setItem('token', (await createSession('cashier')).token);
    const { user } = renderApp(`/purchase-orders/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'Receive goods' }));
    const dialog = await screen.findByRole('dialog', { name: `Receive against ${order.poNumber}` });
    const quantity = within(dialog).getByLabelText(`Quantity of PO sheet ${tag} received`);
    await user.clear(quantity);
    await user.type(quantity, '15');

    // While the dialog still says 20 outstanding, 10 come in at the back door.
    const elsewhere = await graphqlRequest(
      `mutation ($id: ID!, $key: String!, $input: ReceiveAgainstOrderInput!) {
        receiveAgainstPurchaseOrder(id: $id, idempotencyKey: $key, input: $input) { grnNumber }
      }`,
      {
        id: order.id,
        key: randomUUID(),
        input: { lines: [{ itemId: order.itemId, quantity: 10 }] },
      },
      order.managerToken,
    );
    expect(elsewhere.errors).toBeUndefined();

    // The server refuses 15 of the 10 left; the dialog asks as it would have known up front.
    await user.click(within(dialog).getByRole('button', { name: 'Post goods received' }));
    const ask = await screen.findByRole('dialog', { name: 'Receive more than ordered?' });
    expect(ask).toHaveTextContent(`PO sheet ${tag}: 15 with 10 outstanding`);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(ask).getByRole('button', { name: 'Receive it all' }));

    const paper = await screen.findByRole('article', { name: `Purchase order ${order.poNumber}` });
    const cells = () =>
      within(within(paper).getByText(`PO sheet ${tag}`).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(cells()).toEqual([`PO sheet ${tag}`, '20', '25', '0']));
    expect(screen.queryByRole('dialog', { name: 'Receive more than ordered?' })).toBeNull();
  });
});
