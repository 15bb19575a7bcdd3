import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Stock count screen: whole lists and past counts', () => {
  it("fills the sheet with a supplier's items without a search word, posts, and lists the count with its differences", async () => {
    const manager = await createSession('manager');
    const tag = `Supplier count ${randomUUID().slice(0, 6)}`;
    const supplier = await graphqlRequest(
      'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
      { input: { name: `${tag} Ltd`, contact: '0722 000 002' } },
      manager.token,
    );
    const supplierId = supplier.data.createSupplier.id;
    for (const [name, quantity] of [
      [`${tag} bolt`, 12],
      [`${tag} washer`, 30],
    ] as const) {
      await graphqlRequest(
        'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
        { input: { name, quantity, unitPrice: 20, costPrice: 12.5, supplierId } },
        manager.token,
      );
    }

    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/stock-count');
    const supplierField = await screen.findByLabelText('Supplier');
    await within(supplierField).findByRole('option', { name: `${tag} Ltd` });
    await user.selectOptions(supplierField, `${tag} Ltd`);
    await user.click(screen.getByRole('button', { name: "Count a supplier's items" }));
    const sheet = await screen.findByRole('table', { name: 'Count sheet' });
    await within(sheet).findByText(`${tag} bolt`);
    expect(within(sheet).getByText(`${tag} washer`)).toBeInTheDocument();
    expect(screen.getByText(/2 items on the sheet/)).toBeInTheDocument();

    await user.type(within(sheet).getByLabelText(`Counted ${tag} bolt`), '10');
    await user.type(within(sheet).getByLabelText(`Counted ${tag} washer`), '30');
    await user.type(screen.getByLabelText('Note (optional)'), tag);
    await user.click(screen.getByRole('button', { name: 'Post count' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Post stock count' })).getByRole('button', {
        name: 'Post count',
      }),
    );
    expect(await screen.findByText('Count posted: 1 item adjusted')).toBeInTheDocument();

    // The count just posted heads the list, with what differed and its value at cost.
    const past = await screen.findByRole('table', { name: 'Past counts' });
    const row = (await within(past).findByText(tag)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(manager.email);
    expect(row).toHaveTextContent('1 of 2 items');
    expect(row).toHaveTextContent('-2');
    expect(row).toHaveTextContent('-KSh 25.00');

    await user.click(within(row).getByRole('button', { name: /^Open the count of/ }));
    const opened = await screen.findByRole('dialog', { name: /^Stock count of/ });
    const lines = await within(opened).findByRole('table', { name: 'Counted items' });
    const bolt = within(lines).getByText(`${tag} bolt`).closest('tr') as HTMLElement;
    expect(bolt).toHaveTextContent('12');
    expect(bolt).toHaveTextContent('10');
    expect(bolt).toHaveTextContent('-KSh 25.00');
    const washer = within(lines).getByText(`${tag} washer`).closest('tr') as HTMLElement;
    expect(washer).toHaveTextContent('KSh 0.00');
  });

  it('takes every item in the shop onto the sheet, page after page, without a search word', async () => {
    const manager = await createSession('manager');
    const tag = `Whole count ${randomUUID().slice(0, 6)}`;
    // More than one page of the gateway's (100 items) and of the sheet's (100 rows).
    const create = (name: string, quantity: number) =>
      graphqlRequest(
        'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
        { input: { name, quantity, unitPrice: 20, costPrice: 10 } },
        manager.token,
      );
    for (let batch = 0; batch < 5; batch += 1)
      await Promise.all(
        Array.from({ length: 21 }, (_, index) => create(`${tag} filler ${batch}-${index}`, 1)),
      );
    await create(`${tag} zz last`, 3);
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/stock-count');
    await user.click(await screen.findByRole('button', { name: 'Count all items' }));
    expect(await screen.findByText(/items? added to the count/)).toBeInTheDocument();
    // Every item is on the sheet, this one among them, a page of 100 rows at a time.
    const sheet = screen.getByRole('table', { name: 'Count sheet' });
    const pages = screen.queryByRole('navigation', { name: 'Count sheet pages' });
    const summary = screen.getByText(/items on the sheet/).textContent ?? '';
    expect(Number(summary.match(/^(\d+) items/)?.[1])).toBeGreaterThan(106);
    while (!within(sheet).queryByText(`${tag} zz last`)) {
      const next = within(pages as HTMLElement).getByRole('button', { name: 'Next' });
      expect(next).toBeEnabled();
      await user.click(next);
    }
    expect(within(sheet).getByText(`${tag} zz last`).closest('tr')).toHaveTextContent('3');
  });
});
