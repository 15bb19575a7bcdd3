import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A supplier who delivered 10 × KSh 1,000 (band B): a note no bill took yet. */
async function arrangeDelivery() {
  const manager = await createSession('manager');
  const tag = randomUUID().slice(0, 6);
  const supplierName = `Bills supplier ${tag}`;
  const supplier = await graphqlRequest(
    'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
    { input: { name: supplierName, contact: '0722 300 400', kraPin: 'p000111222q' } },
    manager.token,
  );
  const item = await graphqlRequest(
    'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }',
    { input: { name: `Bills cement ${tag}`, quantity: 0, unitPrice: 1400, costPrice: 1000 } },
    manager.token,
  );
  const note = await graphqlRequest(
    'mutation ($input: GoodsReceivedInput!) { receiveGoods(input: $input) { id grnNumber } }',
    {
      input: {
        supplierId: supplier.data.createSupplier.id,
        supplierInvoiceNumber: `INV-${tag}`,
        lines: [{ itemId: item.data.createInventoryItem.id, quantity: 10, unitCost: 1000 }],
      },
    },
    manager.token,
  );
  expect(supplier.errors ?? item.errors ?? note.errors).toBeUndefined();
  localStorage.setItem('token', manager.token);
  return { manager, tag, supplierName, grnNumber: note.data.receiveGoods.grnNumber as string };
}

describe('Bills screen', () => {
  it('bills a delivery, pays part of it, reverses the payment, and lists the bill by status', async () => {
    const { tag, supplierName, grnNumber } = await arrangeDelivery();
    const { user } = renderApp(`/bills?q=${encodeURIComponent(supplierName)}`);
    await user.click(await screen.findByRole('button', { name: 'New bill' }));
    const form = await screen.findByRole('dialog', { name: 'New bill' });

    // Nothing chosen: every problem is said at once.
    await user.click(within(form).getByRole('button', { name: 'Record bill' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Choose the supplier who billed. Tick a goods received note or add a service line. Enter the supplier's invoice number.",
    );

    await user.type(within(form).getByRole('combobox', { name: 'Supplier' }), supplierName);
    await user.click(await within(form).findByRole('option', { name: new RegExp(supplierName) }));
    // The supplier's KRA PIN comes with them, to change if their invoice prints another.
    expect(within(form).getByLabelText("Supplier's KRA PIN (optional)")).toHaveValue('P000111222Q');
    // Ticking the note brings its invoice number.
    await user.click(await within(form).findByRole('checkbox', { name: new RegExp(grnNumber) }));
    expect(within(form).getByLabelText("Supplier's invoice no.")).toHaveValue(`INV-${tag}`);
    await user.click(within(form).getByRole('button', { name: 'Record bill' }));

    const bill = await screen.findByRole('dialog', { name: /^Bill BILL-\d{6}$/ });
    expect(await within(bill).findByText(/Bill BILL-\d{6} recorded\./)).toBeInTheDocument();
    expect(bill).toHaveTextContent(grnNumber);
    expect(bill).toHaveTextContent('Their KRA PINP000111222Q');
    expect(bill).toHaveTextContent('Input VAT band B (16% of KSh 10,000.00)');
    expect(bill).toHaveTextContent('KSh 11,600.00');
    expect(within(bill).getByText('No payments yet.')).toBeInTheDocument();

    await user.click(within(bill).getByRole('button', { name: 'Pay' }));
    const pay = await screen.findByRole('dialog', { name: /^Pay / });
    // The amount starts at the balance.
    const amount = within(pay).getByLabelText('Amount paid (KSh)');
    expect(amount).toHaveValue('11600.00');
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.selectOptions(within(pay).getByLabelText('Method'), 'cash');
    await user.click(within(pay).getByRole('button', { name: 'Pay' }));

    const paid = await screen.findByRole('dialog', { name: /^Bill BILL-\d{6}$/ });
    expect(await within(paid).findByText('Payment of KSh 5,000.00 recorded.')).toBeInTheDocument();
    expect(paid).toHaveTextContent('Partially paid');
    expect(paid).toHaveTextContent('KSh 6,600.00');

    await user.click(within(paid).getByRole('button', { name: 'Reverse' }));
    const reverse = await screen.findByRole('dialog', { name: 'Reverse payment' });
    await user.type(within(reverse).getByLabelText('Reason'), 'Paid from the wrong till');
    await user.click(within(reverse).getByRole('button', { name: 'Reverse payment' }));
    const reversed = await screen.findByRole('dialog', { name: /^Bill BILL-\d{6}$/ });
    expect(
      await within(reversed).findByText('Payment of KSh 5,000.00 reversed.'),
    ).toBeInTheDocument();
    expect(reversed).toHaveTextContent('Paid from the wrong till');
    expect(within(reversed).getByText('Reversed', { selector: 'td' })).toBeInTheDocument();
    await user.click(within(reversed).getByRole('button', { name: 'Done' }));

    const table = await screen.findByRole('table', { name: 'Bills' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    const row = (await within(table).findByText(supplierName)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(`INV-${tag}`);
    expect(row).toHaveTextContent('Unpaid');
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    expect(await screen.findByText('No bills match these filters.')).toBeInTheDocument();
  });

  it('says the server refused a payment past a balance paid meanwhile, under the amount', async () => {
    const { manager, supplierName } = await arrangeDelivery();
    const { user } = renderApp(`/bills`);
    await user.click(await screen.findByRole('button', { name: 'New bill' }));
    const form = await screen.findByRole('dialog', { name: 'New bill' });
    await user.type(within(form).getByRole('combobox', { name: 'Supplier' }), supplierName);
    await user.click(await within(form).findByRole('option', { name: new RegExp(supplierName) }));
    await user.click(await within(form).findByRole('checkbox', { name: /GRN-/ }));
    await user.click(within(form).getByRole('button', { name: 'Record bill' }));
    const bill = await screen.findByRole('dialog', { name: /^Bill BILL-\d{6}$/ });
    const billId = new URLSearchParams(window.location.search).get('bill');
    await user.click(await within(bill).findByRole('button', { name: 'Pay' }));
    const pay = await screen.findByRole('dialog', { name: /^Pay / });

    // Someone else pays KSh 1,000 while the dialog stands at the whole balance.
    const elsewhere = await graphqlRequest(
      'mutation ($id: ID!, $key: String!) { paySupplierBill(billId: $id, idempotencyKey: $key, input: { amount: 1000, method: cash }) { balance } }',
      { id: billId, key: randomUUID() },
      manager.token,
    );
    expect(elsewhere.errors).toBeUndefined();
    await user.selectOptions(within(pay).getByLabelText('Method'), 'cash');
    await user.click(within(pay).getByRole('button', { name: 'Pay' }));
    expect(
      await within(pay).findByText(
        'Payment of KSh 11,600.00 is more than the balance of KSh 10,600.00',
      ),
    ).toBeInTheDocument();
  });
});
