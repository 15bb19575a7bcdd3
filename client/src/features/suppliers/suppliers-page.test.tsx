import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const gates: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const gate of gates.splice(0)) await gate.close();
});

async function arrangeSupplier(name: string) {
  const { token } = await createSession();
  localStorage.setItem('token', token);
  const fullName = `${name} ${randomUUID().slice(0, 8)}`;
  const answer = await graphqlRequest(
    'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
    { input: { name: fullName, contact: '0722 400 400' } },
    token,
  );
  return { token, name: fullName, id: answer.data.createSupplier.id as string };
}

/** `listed`: lets each read of the list through (the first page, then the search's). */
async function confirmDelete(name: string, uri?: string, listed?: () => Promise<void>) {
  const { user } = renderApp('/suppliers', { uri });
  await listed?.();
  await user.type(await screen.findByLabelText('Search suppliers'), name);
  await listed?.();
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Supplier' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('Suppliers screen: delete refused', () => {
  it("shows the server's reason while inventory items are supplied by them, and keeps the row", async () => {
    const supplier = await arrangeSupplier('Mabati Rolling Mills');
    await graphqlRequest(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      {
        input: {
          name: `Iron Sheet G28 ${supplier.name}`,
          quantity: 10,
          unitPrice: 1450,
          costPrice: 1200,
          supplierId: supplier.id,
        },
      },
      supplier.token,
    );
    await confirmDelete(supplier.name);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Cannot delete ${supplier.name}: 1 inventory item is still supplied by them. Move or delete those items first.`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(supplier.name, { selector: '.party-name' })).toBeInTheDocument();
  });

  it("says 'Failed to delete supplier' when the answer carries no reason", async () => {
    const supplier = await arrangeSupplier('Tororo Cement');
    const relay = await startFaultRelay(graphqlUrl(), { holdEveryRequest: true });
    gates.push(relay);
    // Who is signed in (a cashier is offered no Delete), then the list.
    void relay.release('CurrentUser');
    await confirmDelete(supplier.name, relay.url, () => relay.release('SuppliersList'));
    await relay.failWithBadGateway('DeleteSupplier');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to delete supplier')).toHaveClass('toast__message');
  });
});
