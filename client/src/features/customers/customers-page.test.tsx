import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { centsToKsh, documentTotals } from '../../shared/money/cents.ts';
import { formatKsh } from '../../shared/money/money-format.ts';
import { arrangeCustomer, arrangeInvoice, arrangePayment } from '../../test/arrange.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Customers screen: delete refused', () => {
  it('says why a customer with an order cannot be deleted, and keeps the row', async () => {
    const { token } = await createSession();
    localStorage.setItem('token', token);
    const name = `Wanjiru Construction ${randomUUID().slice(0, 8)}`;
    const call = async (query: string, variables: Record<string, unknown>) =>
      (await graphqlRequest(query, variables, token)).data;
    const { createCustomer } = await call(
      'mutation ($input: PartyInput!) { createCustomer(input: $input) { id } }',
      { input: { name, contact: '0711 222 333' } },
    );
    const { createInventoryItem } = await call(
      'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
      { input: { name: `Ballast ${name}`, quantity: 5, unitPrice: 100, costPrice: 60 } },
    );
    // KSh 100 on the shelf, 16% VAT included.
    const totals = documentTotals([{ quantity: 1, unitPriceCents: 10_000 }], 1600);
    const { createOrder } = await call(
      'mutation ($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { id } }',
      {
        key: randomUUID(),
        input: {
          customerId: createCustomer.id,
          paymentMethod: 'cash',
          vatRate: 0.16,
          items: [{ inventoryId: createInventoryItem.id, quantity: 1, unitPrice: 100 }],
          subtotal: centsToKsh(totals.subtotalCents),
          vatAmount: centsToKsh(totals.vatCents),
          totalAmount: centsToKsh(totals.totalCents),
        },
      },
    );
    expect(createOrder.id).toBeTruthy();

    const { user } = renderApp('/customers');
    await user.type(await screen.findByLabelText('Search customers'), name);
    await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Cannot delete ${name}: they have 1 order. Customers with orders or invoices are kept so those records stay complete.`,
    );
    expect(screen.getByText(name, { selector: '.party-name' })).toBeInTheDocument();
  });
});

describe('Customers screen: what each customer owes', () => {
  it('shows each balance in KSh, right-aligned, linking to the statement when not nothing; sorts by it', async () => {
    const { token } = await createSession();
    localStorage.setItem('token', token);
    const tag = randomUUID().slice(0, 8);
    const owing = await arrangeCustomer(token, `Akinyi Paints ${tag}`);
    const settled = await arrangeCustomer(token, `Baraka Timber ${tag}`);
    const most = await arrangeCustomer(token, `Chebet Glass ${tag}`);
    // 2 × 580.00 owed, 320.00 of it paid; Baraka owes nothing; Chebet owes 5 × 1,000.00.
    const invoice = await arrangeInvoice(token, owing.id, {
      description: 'Mabati 30G 3m',
      quantity: 2,
      unitPrice: 580,
    });
    await arrangePayment(token, invoice.id, 320);
    await arrangeInvoice(token, most.id, {
      description: 'Glass 4mm',
      quantity: 5,
      unitPrice: 1000,
    });

    const { user } = renderApp('/customers');
    await user.type(await screen.findByLabelText('Search customers'), tag);
    const balanceOf = async (name: string) => {
      const row = (await screen.findByText(name, { selector: '.party-name' })).closest('tr')!;
      return within(row).getAllByRole('cell')[4]!;
    };
    const akinyi = await balanceOf(owing.name);
    await waitFor(() => expect(akinyi).toHaveTextContent(formatKsh(840)));
    expect(akinyi).toHaveClass('data-table__cell--end');
    expect(within(akinyi).getByRole('link')).toHaveAttribute(
      'href',
      `/customers/${owing.id}/statement`,
    );
    const baraka = await balanceOf(settled.name);
    expect(baraka).toHaveTextContent(formatKsh(0));
    expect(within(baraka).queryByRole('link')).not.toBeInTheDocument();

    const names = () =>
      screen
        .getAllByText(new RegExp(tag), { selector: '.party-name' })
        .map((cell) => cell.textContent?.replace(` ${tag}`, ''));
    const header = screen.getByRole('columnheader', { name: /Balance/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(names()).toEqual(['Baraka Timber', 'Akinyi Paints', 'Chebet Glass']),
    );
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(names()).toEqual(['Chebet Glass', 'Akinyi Paints', 'Baraka Timber']),
    );
    const params = new URLSearchParams(window.location.search);
    expect([params.get('sort'), params.get('dir')]).toEqual(['balance', 'desc']);

    await user.click(within(await balanceOf(most.name)).getByRole('link'));
    await waitFor(() => expect(window.location.pathname).toBe(`/customers/${most.id}/statement`));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Statement: ${most.name}` }),
    ).toBeInTheDocument();
  });
});

describe("Customers screen: a customer's KRA PIN", () => {
  it('adds a customer with a PIN in capitals, says a wrong one beside its field, and edits it in the row', async () => {
    const { token } = await createSession();
    localStorage.setItem('token', token);
    const name = `Otieno Steel ${randomUUID().slice(0, 8)}`;
    const { user } = renderApp('/customers');
    await user.type(await screen.findByLabelText('Search customers'), name);
    // The search's answer is in: the new row is shown in that list, not in the one before it.
    expect(await screen.findByText(`No customers match “${name}”.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Customer' });
    await user.type(within(dialog).getByLabelText('Name'), name);
    await user.type(within(dialog).getByLabelText('Contact'), '0722 000 001');
    const pin = within(dialog).getByLabelText('KRA PIN (optional)');
    await user.type(pin, 'p05123');
    expect(pin).toHaveValue('P05123');
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    // The server's words, beside the field; the dialog stays with what was typed.
    await waitFor(() => expect(pin).toHaveAttribute('aria-invalid', 'true'));
    expect(pin).toHaveAccessibleDescription(
      /must be a letter, 9 digits and a letter, e\.g\. P051234567X/,
    );
    await user.type(pin, '4567q');
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText(`${name} added`)).toBeInTheDocument();

    const row = () => screen.getByText(name, { selector: '.party-name' }).closest('tr')!;
    await waitFor(() =>
      expect(within(row()).getAllByRole('cell')[3]).toHaveTextContent('P051234567Q'),
    );

    await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
    const editing = screen.getByRole('button', { name: `Save ${name}` }).closest('tr')!;
    const cell = within(editing).getByLabelText('KRA PIN');
    expect(cell).toHaveValue('P051234567Q');
    await user.clear(cell);
    await user.click(within(editing).getByRole('button', { name: `Save ${name}` }));
    expect(await screen.findByText(`${name} saved`)).toBeInTheDocument();
    await waitFor(() => expect(within(row()).getAllByRole('cell')[3]).toHaveTextContent('—'));
    const { customers } = (await graphqlRequest('{ customers { name kraPin } }', {}, token)).data;
    expect(customers).toContainEqual({ name, kraPin: null });
  });

  it("asks a new supplier's KRA PIN too, saying a new bill takes it, and lists it", async () => {
    const { token } = await createSession('manager');
    localStorage.setItem('token', token);
    const name = `Pinned Supplier ${randomUUID().slice(0, 6)}`;
    const { user } = renderApp(`/suppliers?q=${encodeURIComponent(name)}`);
    await user.click(await screen.findByRole('button', { name: 'Add Supplier' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Supplier' });
    const pin = within(dialog).getByLabelText('KRA PIN (optional)');
    expect(pin).toHaveAccessibleDescription(/a new bill from them takes it/);
    await user.type(within(dialog).getByLabelText('Name'), name);
    await user.type(within(dialog).getByLabelText('Contact'), '0722 000 444');
    await user.type(pin, 'p051234567q');
    await user.click(within(dialog).getByRole('button', { name: 'Add Supplier' }));
    expect(await screen.findByRole('columnheader', { name: 'KRA PIN' })).toBeInTheDocument();
    const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('P051234567Q'));
  });
});
