import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  arrangeCustomer,
  arrangeItem,
  arrangeOrder,
  dayOffset,
  serverInvoice,
  serverInvoices,
  shownDay,
} from '../../test/arrange.ts';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { invoiceFieldText } from './invoices.messages.ts';

let token: string;
let cement: { id: string; name: string };

beforeAll(async () => {
  ({ token } = await createSession());
  cement = await arrangeItem(token, 'Simba Cement 50kg', 780);
});

const relays: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.close();
});

async function lossyRelay() {
  const relay = await startFaultRelay(graphqlUrl());
  relays.push(relay);
  return relay;
}

/** The invoices screen with the create dialog open and its choices loaded. */
async function openCreateDialog(options: { uri?: string; session?: string } = {}) {
  localStorage.setItem('token', options.session ?? token);
  const view = renderApp('/invoices', { uri: options.uri });
  await view.user.click(await screen.findByRole('button', { name: 'Create Invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Invoice' });
  within(dialog).getByRole('combobox', { name: 'Customer' });
  return { ...view, dialog };
}

/** Picks in one of the dialog's type-ahead fields: types, clicks the server's match. */
async function pick(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  label: string,
  typed: string,
  startsWith: string = typed,
) {
  await user.type(within(dialog).getByRole('combobox', { name: label }), typed);
  const matches = within(dialog).getByRole('listbox', { name: label });
  await user.click(
    await within(matches).findByRole('option', { name: (name) => name.startsWith(startsWith) }),
  );
}

function submitButton(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: /^(Create Invoice|Creating\.\.\.)$/ });
}

/** An item with `quantity` in stock, named for this test run. */
async function arrangeStockedItem(name: string, unitPrice: number, quantity: number) {
  const answer = await graphqlRequest(
    'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name } }',
    {
      input: {
        name: `${name} ${crypto.randomUUID().slice(0, 6)}`,
        quantity,
        unitPrice,
        costPrice: 0,
      },
    },
    token,
  );
  return answer.data.createInventoryItem as { id: string; name: string };
}

async function stockOf(id: string): Promise<number> {
  const answer = await graphqlRequest(
    'query ($id: ID!) { inventoryItem(id: $id) { quantity } }',
    { id },
    token,
  );
  return answer.data.inventoryItem.quantity;
}

function totalsText(dialog: HTMLElement) {
  return within(dialog).getByLabelText('Invoice totals').textContent;
}

describe('Create invoice: manual', () => {
  it('says what is missing without a customer or without items, and sends nothing', async () => {
    const customer = await arrangeCustomer(token);
    const { dialog, user } = await openCreateDialog();
    expect(within(dialog).getByRole('radio', { name: 'Manual' })).toBeChecked();

    await user.click(submitButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Please select a customer and add items for manual invoice\.$/,
    );
    // And beside each field, what it lacks.
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(
      'Select a customer.',
    );
    expect(within(dialog).getByRole('group', { name: 'Items' })).toHaveAccessibleDescription(
      'No items yet. Pick one from inventory or add a line. Add at least one item.',
    );

    await pick(user, dialog, 'Customer', customer.name);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).not.toBeInvalid();
    await user.click(submitButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a customer and add items for manual invoice.',
    );

    const other = await arrangeCustomer(token);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard this invoice?' });
    await user.click(within(discard).getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const fresh = await screen.findByRole('dialog', { name: 'Create Invoice' });
    expect(within(fresh).queryByText('Draft restored')).not.toBeInTheDocument();
    await user.click(within(fresh).getByRole('button', { name: 'Add Line' }));
    await user.click(submitButton(fresh));
    expect(within(fresh).getByRole('alert')).toHaveTextContent(
      'Please select a customer and add items for manual invoice.',
    );
    const names = (await serverInvoices(token)).map((invoice) => invoice.customerName);
    expect(names).not.toContain(customer.name);
    expect(names).not.toContain(other.name);
  });

  it('fills a line from inventory, shows live totals in KSh, and creates the invoice the server agrees with', async () => {
    const customer = await arrangeCustomer(token);
    const { dialog, user } = await openCreateDialog();
    await pick(user, dialog, 'Customer', customer.name);
    await pick(user, dialog, 'Add from inventory', cement.name);
    expect(within(dialog).getByLabelText('Description')).toHaveValue(cement.name);
    expect(within(dialog).getByLabelText('Price (KSh, incl. VAT)')).toHaveValue('780.00');
    expect(within(dialog).getByLabelText('Qty')).toHaveValue(1);
    // Prices include VAT: one bag at 780.00 is 672.41 net + 107.59 VAT, and costs 780.00.
    expect(totalsText(dialog)).toBe(
      'Subtotal (excl. VAT)KSh 672.41VAT (16%)KSh 107.59TotalKSh 780.00',
    );

    const quantity = within(dialog).getByLabelText('Qty');
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const second = within(lines[1] as HTMLElement);
    await user.type(second.getByLabelText('Description'), 'Transport to Thika');
    await user.type(second.getByLabelText('Price (KSh, incl. VAT)'), '1,333.33');
    await user.clear(second.getByLabelText('Qty'));
    await user.type(second.getByLabelText('Qty'), '3');
    // 7 × 780 = 5,460.00 + 3 × 1,333.33 = 3,999.99 → 9,459.99 including VAT; ÷ 1.16 = 8,155.16.
    expect(second.getByText('KSh 3,999.99')).toBeInTheDocument();
    expect(totalsText(dialog)).toBe(
      'Subtotal (excl. VAT)KSh 8,155.16VAT (16%)KSh 1,304.83TotalKSh 9,459.99',
    );
    expect(within(dialog).getByLabelText('Invoice date')).toHaveValue('');
    expect(within(dialog).getByLabelText('VAT rate (%)')).toHaveValue(16);

    await user.click(submitButton(dialog));
    const preview = await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    const number =
      within(preview).getByRole('heading', { level: 2 }).textContent?.replace('Invoice ', '') ?? '';
    expect(within(preview).getByRole('status')).toHaveTextContent(`Invoice ${number} created.`);
    expect(screen.queryByRole('dialog', { name: 'Create Invoice' })).not.toBeInTheDocument();

    const created = (await serverInvoices(token)).find((i) => i.invoiceNumber === number);
    const saved = await serverInvoice(token, created?.id ?? '0');
    expect(saved).toMatchObject({
      customerName: customer.name,
      orderId: null,
      subtotal: 8155.16,
      vatRate: 0.16,
      vatAmount: 1304.83,
      total: 9459.99,
      amountPaid: 0,
      status: 'unpaid',
      dueDate: dayOffset(7),
      items: [
        {
          inventoryId: cement.id,
          description: cement.name,
          quantity: 7,
          unitPrice: 780,
          amount: 5460,
        },
        {
          inventoryId: null,
          description: 'Transport to Thika',
          quantity: 3,
          unitPrice: 1333.33,
          amount: 3999.99,
        },
      ],
    });
    // The list behind shows it once the preview closes.
    await user.keyboard('{Escape}');
    expect(await screen.findByText(number)).toBeInTheDocument();
  });

  it("sells at the shop's prices for a cashier: stock at its shelf price and the shop's VAT rate; a typed line as written", async () => {
    const customer = await arrangeCustomer(token);
    const cashier = (await createSession('cashier')).token;
    const { dialog, user } = await openCreateDialog({ session: cashier });
    await pick(user, dialog, 'Customer', customer.name);
    await pick(user, dialog, 'Add from inventory', cement.name);
    const shelfPrice = within(dialog).getByLabelText('Price (KSh, incl. VAT)');
    expect(shelfPrice).toHaveValue('780.00');
    expect(shelfPrice).toHaveAttribute('readonly');
    expect(shelfPrice).toHaveAccessibleDescription(
      'Items from inventory sell at their shelf price: only an owner or a manager can change it.',
    );
    await user.type(shelfPrice, '1');
    expect(shelfPrice).toHaveValue('780.00');
    const vat = within(dialog).getByLabelText('VAT rate (%)');
    expect(vat).toHaveAttribute('readonly');
    expect(vat).toHaveAccessibleDescription(
      "The shop's rate: 16%. Only an owner or a manager can change it.",
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    const typed = within(within(dialog).getAllByRole('listitem')[1] as HTMLElement);
    await user.type(typed.getByLabelText('Description'), 'Transport to Thika');
    expect(typed.getByLabelText('Price (KSh, incl. VAT)')).not.toHaveAttribute('readonly');
    await user.type(typed.getByLabelText('Price (KSh, incl. VAT)'), '500');
    await user.click(submitButton(dialog));
    const preview = await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    expect(within(preview).getByRole('status')).toHaveTextContent(/^Invoice INV-\d{6} created\.$/);
  });

  it('follows an item that moved tax band while the invoice was written: refused once, then right', async () => {
    const customer = await arrangeCustomer(token);
    const flour = await arrangeStockedItem('Maize flour 2kg', 150, 40);
    const { dialog, user } = await openCreateDialog();
    await pick(user, dialog, 'Customer', customer.name);
    await pick(user, dialog, 'Add from inventory', flour.name);
    expect(totalsText(dialog)).toBe(
      'Subtotal (excl. VAT)KSh 129.31VAT (16%)KSh 20.69TotalKSh 150.00',
    );

    // The manager makes the flour exempt (band A) meanwhile.
    const moved = await graphqlRequest(
      `mutation ($id: ID!, $input: InventoryItemUpdateInput!) {
        updateInventoryItem(id: $id, input: $input) { taxBand }
      }`,
      {
        id: flour.id,
        input: { name: flour.name, quantity: 40, unitPrice: 150, costPrice: 0, taxBand: 'A' },
      },
      token,
    );
    expect(moved.data.updateInventoryItem.taxBand).toBe('A');

    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create invoice');
    // The line now follows the item: no VAT on it, and the totals say so.
    await waitFor(() =>
      expect(totalsText(dialog)).toBe(
        'Subtotal (excl. VAT)KSh 150.00VAT (16%)KSh 0.00Band A, exempt on KSh 150.00no VATTotalKSh 150.00',
      ),
    );
    await user.click(submitButton(dialog));
    const preview = await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    expect(within(preview).getByText('Band A, exempt on KSh 150.00')).toBeInTheDocument();
  });

  it('sells the stock of lines picked from inventory, and offers no item that is out of stock', async () => {
    const customer = await arrangeCustomer(token);
    const bolts = await arrangeStockedItem('Hex Bolts M12 (box)', 450, 3);
    const gone = await arrangeStockedItem('Gate Hinge 6in', 320, 0);
    const { dialog, user } = await openCreateDialog();
    await pick(user, dialog, 'Customer', customer.name);

    await user.type(
      within(dialog).getByRole('combobox', { name: 'Add from inventory' }),
      gone.name,
    );
    expect(
      await within(dialog).findByText(`No items in stock match “${gone.name}”.`),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('listbox', { name: 'Add from inventory' })).queryAllByRole(
        'option',
      ),
    ).toEqual([]);
    await user.clear(within(dialog).getByRole('combobox', { name: 'Add from inventory' }));

    await pick(user, dialog, 'Add from inventory', bolts.name);
    const quantity = within(dialog).getByLabelText('Qty');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(submitButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create invoice. Please try again.');
    expect(alert).toHaveTextContent(`Not enough stock for ${bolts.name}: 3 left`);
    expect(await stockOf(bolts.id)).toBe(3);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    expect(await stockOf(bolts.id)).toBe(0);
  });

  it('issues on the chosen date, due 7 days later, at the chosen VAT rate', async () => {
    const customer = await arrangeCustomer(token);
    const { dialog, user } = await openCreateDialog();
    await pick(user, dialog, 'Customer', customer.name);
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Site survey');
    await user.type(within(dialog).getByLabelText('Price (KSh, incl. VAT)'), '2000');
    const vat = within(dialog).getByLabelText('VAT rate (%)');
    await user.clear(vat);
    await user.type(vat, '12.5');
    // 2,000.00 holds 1,724.14 net; at 12.5 % the customer pays that net + 215.52.
    expect(totalsText(dialog)).toBe(
      'Subtotal (excl. VAT)KSh 1,724.14VAT (12.5%)KSh 215.52TotalKSh 1,939.66',
    );
    expect(vat).toHaveAccessibleDescription('0 to 100. Applied: 12.5%');
    await user.clear(vat);
    await user.type(vat, '-5');
    expect(totalsText(dialog)).toBe(
      'Subtotal (excl. VAT)KSh 1,724.14VAT (0%)KSh 0.00TotalKSh 1,724.14',
    );
    // Spec §5 counts it as 0 %, said at once with the rate applied; the invoice may go.
    expect(vat).toBeInvalid();
    expect(vat).toHaveAccessibleDescription('0 to 100. Applied: 0% A negative rate counts as 0%.');
    // A cleared field applies 0 % too, and says so (the cart's rule, one for both).
    await user.clear(vat);
    expect(totalsText(dialog)).toBe(
      'Subtotal (excl. VAT)KSh 1,724.14VAT (0%)KSh 0.00TotalKSh 1,724.14',
    );
    expect(vat).not.toBeInvalid();
    expect(vat).toHaveAccessibleDescription('Blank: 0% applied, no VAT is charged.');
    // Above 100 applies none: said at once, and nothing is sent.
    await user.type(vat, '150');
    expect(totalsText(dialog)).toBe('Subtotal (excl. VAT)KSh 1,724.14VAT (—)—Total—');
    await user.click(submitButton(dialog));
    expect(vat).toHaveAccessibleDescription(
      '0 to 100. Applied: none Enter a VAT rate from 0 to 100.',
    );
    expect(vat).toHaveFocus();
    // Beside the field only: no banner over the form.
    expect(dialog.querySelector('.banner--error')).toBeNull();
    await user.clear(vat);
    await user.type(vat, '12.5');
    expect(vat).not.toBeInvalid();
    await user.type(within(dialog).getByLabelText('Invoice date'), dayOffset(-3));

    await user.click(submitButton(dialog));
    const preview = await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    const article = within(preview).getByRole('article');
    expect(article).toHaveTextContent(`Date${shownDay(dayOffset(-3))}`);
    expect(article).toHaveTextContent(`Due date${shownDay(dayOffset(4))}`);
    expect(article).toHaveTextContent('VAT (12.5%)KSh 215.52');
    expect(article).toHaveTextContent('TotalKSh 1,939.66');
  });

  it('takes the invoice date as dd/mm/yyyy, and sends nothing while it is no day', async () => {
    const customer = await arrangeCustomer(token);
    const { dialog, user } = await openCreateDialog();
    await pick(user, dialog, 'Customer', customer.name);
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Delivery');
    await user.type(within(dialog).getByLabelText('Price (KSh, incl. VAT)'), '450');
    const date = within(dialog).getByLabelText('Invoice date');
    await user.type(date, '31/02/2026');
    await user.click(submitButton(dialog));
    expect(date).toBeInvalid();
    expect(date).toHaveAccessibleDescription(/There is no day 31 in February 2026/);
    expect(date).toHaveFocus();
    expect((await serverInvoices(token)).map((i) => i.customerName)).not.toContain(customer.name);

    const [year, month, day] = dayOffset(-2).split('-');
    await user.clear(date);
    await user.type(date, `${day}/${month}/${year}`);
    await user.click(submitButton(dialog));
    const preview = await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    expect(within(preview).getByRole('article')).toHaveTextContent(
      `Date${shownDay(dayOffset(-2))}`,
    );
  });

  it('removes a line, and says beside each line’s fields what they lack before sending', async () => {
    const customer = await arrangeCustomer(token);
    const { dialog, user } = await openCreateDialog();
    await pick(user, dialog, 'Customer', customer.name);
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    await user.type(within(dialog).getAllByLabelText('Description')[0] as HTMLElement, 'Gate');
    await user.click(submitButton(dialog));
    const [first, second] = within(dialog)
      .getAllByRole('listitem')
      .map((line) => within(line));
    expect(first?.getByLabelText('Description')).not.toBeInvalid();
    expect(first?.getByLabelText('Price (KSh, incl. VAT)')).toHaveAccessibleDescription(
      invoiceFieldText.priceMissing,
    );
    // The first field with a problem takes the focus.
    expect(first?.getByLabelText('Price (KSh, incl. VAT)')).toHaveFocus();
    expect(second?.getByLabelText('Description')).toHaveAccessibleDescription(
      invoiceFieldText.descriptionMissing,
    );
    expect(second?.getByLabelText('Price (KSh, incl. VAT)')).toBeInvalid();
    await user.click(within(dialog).getByRole('button', { name: 'Remove line 2' }));
    await user.type(within(dialog).getByLabelText('Price (KSh, incl. VAT)'), '18500');
    expect(within(dialog).getByLabelText('Price (KSh, incl. VAT)')).not.toBeInvalid();
    const quantity = within(dialog).getByLabelText('Qty');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(submitButton(dialog));
    expect(quantity).toHaveAccessibleDescription(invoiceFieldText.quantityFraction);
    expect((await serverInvoices(token)).map((i) => i.customerName)).not.toContain(customer.name);
  });
});

describe('Create invoice: from an order', () => {
  it('asks for an order, then invoices it with the order’s customer, lines and totals', async () => {
    const customer = await arrangeCustomer(token);
    const order = await arrangeOrder(token, customer.id, cement, 4, 780);
    const stockBefore = await stockOf(cement.id);
    const { dialog, user } = await openCreateDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'From an order' }));
    expect(within(dialog).queryByLabelText('Customer')).not.toBeInTheDocument();
    await user.click(submitButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Please select an order to generate invoice from\.$/,
    );

    // 4 × 780 = 3,120.00, of which 430.34 is VAT.
    await pick(user, dialog, 'Order', order.orderNumber, `${order.orderNumber} · ${customer.name}`);
    const summary = within(dialog).getByLabelText(`Order ${order.orderNumber}`);
    expect(summary).toHaveTextContent(`Customer${customer.name}`);
    expect(summary).toHaveTextContent(
      'Subtotal (excl. VAT)KSh 2,689.66VAT (16%)KSh 430.34TotalKSh 3,120.00',
    );

    await user.click(submitButton(dialog));
    const preview = await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    const article = within(preview).getByRole('article');
    expect(article).toHaveTextContent(customer.name);
    expect(article).toHaveTextContent(`${cement.name}4KSh 780.00BKSh 3,120.00`);
    expect(article).toHaveTextContent('TotalKSh 3,120.00');
    const invoice = (await serverInvoices(token)).find((i) => i.orderId === order.id);
    expect(invoice).toMatchObject({ customerName: customer.name, total: 3120 });
    // The order took its 4 bags when it was made; its invoice takes none.
    expect(await stockOf(cement.id)).toBe(stockBefore);

    // Invoiced orders are no longer offered.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const again = await screen.findByRole('dialog', { name: 'Create Invoice' });
    await user.click(within(again).getByRole('radio', { name: 'From an order' }));
    await user.type(within(again).getByRole('combobox', { name: 'Order' }), order.orderNumber);
    const matches = within(again).getByRole('listbox', { name: 'Order' });
    await waitFor(() => expect(matches).not.toHaveAttribute('aria-busy'));
    expect(
      within(matches).queryByRole('option', {
        name: (name) => name.startsWith(`${order.orderNumber} ·`),
      }),
    ).not.toBeInTheDocument();
  });
});

describe('Create invoice: failures', () => {
  it('says "Failed to create invoice. Please try again." when the answer is lost, and the retry makes no second invoice', async () => {
    const customer = await arrangeCustomer(token);
    const relay = await lossyRelay();
    const { dialog, user } = await openCreateDialog({ uri: relay.url });
    await pick(user, dialog, 'Customer', customer.name);
    await pick(user, dialog, 'Add from inventory', cement.name);
    // The server makes the invoice, but the answer never arrives.
    relay.failNext('CreateInvoice', 'drop-answer');
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Failed to create invoice\. Please try again\.$/,
    );
    expect(submitButton(dialog)).toBeEnabled();

    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    const [first, retry] = relay.requests('CreateInvoice');
    expect(first?.fault).toBe('drop-answer');
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    const mine = (await serverInvoices(token)).filter((i) => i.customerName === customer.name);
    expect(mine).toHaveLength(1);
  });

  it('sends a new key once the invoice is changed after a failure', async () => {
    const customer = await arrangeCustomer(token);
    const relay = await lossyRelay();
    const { dialog, user } = await openCreateDialog({ uri: relay.url });
    await pick(user, dialog, 'Customer', customer.name);
    await pick(user, dialog, 'Add from inventory', cement.name);
    relay.failNext('CreateInvoice', 'hang-up');
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create invoice. Please try again.',
    );
    const quantity = within(dialog).getByLabelText('Qty');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    const [first, second] = relay.requests('CreateInvoice');
    expect(second?.idempotencyKey).toEqual(expect.any(String));
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('adds the server’s reason when it refuses, e.g. the order was invoiced meanwhile', async () => {
    const customer = await arrangeCustomer(token);
    const order = await arrangeOrder(token, customer.id, cement, 1, 780);
    const { dialog, user } = await openCreateDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'From an order' }));
    await pick(user, dialog, 'Order', order.orderNumber);
    const elsewhere = await graphqlRequest(
      'mutation ($id: ID!) { generateInvoice(orderId: $id) { invoiceNumber } }',
      { id: order.id },
      token,
    );
    const existing = elsewhere.data.generateInvoice.invoiceNumber;
    await user.click(submitButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create invoice. Please try again.');
    expect(alert).toHaveTextContent(
      `Invoice ${existing} already exists for order ${order.orderNumber}`,
    );
  });

  it('asks to sign in again when the session has ended; on Cancel says "Authentication required. Please log in again."', async () => {
    const session = await createSession();
    const customer = await arrangeCustomer(token);
    const { dialog, user } = await openCreateDialog({ session: session.token });
    await pick(user, dialog, 'Customer', customer.name);
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Labour');
    await user.type(within(dialog).getByLabelText('Price (KSh, incl. VAT)'), '500');
    await graphqlRequest('mutation { logout }', {}, session.token);
    await user.click(submitButton(dialog));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.click(within(signIn).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Authentication required\. Please log in again\.$/,
    );
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Labour');
    expect((await serverInvoices(token)).map((i) => i.customerName)).not.toContain(customer.name);
  });

  it('sends the same invoice with the same key once signed in again: one invoice, nothing retyped', async () => {
    const session = await createSession();
    const customer = await arrangeCustomer(token);
    const relay = await lossyRelay();
    const { dialog, user } = await openCreateDialog({ uri: relay.url, session: session.token });
    await pick(user, dialog, 'Customer', customer.name);
    await pick(user, dialog, 'Add from inventory', cement.name);
    await graphqlRequest('mutation { logout }', {}, session.token);
    await user.click(submitButton(dialog));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.type(within(signIn).getByLabelText('Password'), session.password);
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    const [refused, retry] = relay.requests('CreateInvoice');
    expect(retry?.idempotencyKey).toBe(refused?.idempotencyKey);
    const made = (await serverInvoices(token)).filter((i) => i.customerName === customer.name);
    expect(made).toHaveLength(1);
  });
});

describe('Create invoice: every problem beside its field', () => {
  it('says all that is wrong at once, each under its field, and the VAT applied outside 0–100', async () => {
    const { dialog, user } = await openCreateDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    const line = within(within(dialog).getByRole('listitem'));
    await user.clear(line.getByLabelText('Qty'));
    await user.type(line.getByLabelText('Qty'), '1.2345');
    const vat = within(dialog).getByLabelText('VAT rate (%)');
    await user.clear(vat);
    await user.type(vat, '150');
    // Said before any attempt: no rate is applied to the 150 typed.
    expect(vat).toHaveAccessibleDescription(
      '0 to 100. Applied: none Enter a VAT rate from 0 to 100.',
    );
    expect(totalsText(dialog)).toBe('Subtotal (excl. VAT)KSh 0.00VAT (—)—Total—');
    // The rest waits for an attempt.
    expect(line.getByLabelText('Description')).not.toBeInvalid();

    await user.click(submitButton(dialog));
    expect(dialog.querySelector('.banner--error')).toHaveTextContent(
      /^Please select a customer and add items for manual invoice\.$/,
    );
    const described = {
      customer: within(dialog).getByRole('combobox', { name: 'Customer' }),
      description: line.getByLabelText('Description'),
      quantity: line.getByLabelText('Qty'),
      price: line.getByLabelText('Price (KSh, incl. VAT)'),
      vat,
    };
    expect(
      Object.fromEntries(
        Object.entries(described).map(([field, input]) => [
          field,
          input.getAttribute('aria-invalid') === 'true' &&
            // The words under the field are the ones it is described by.
            document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
              ?.textContent,
        ]),
      ),
    ).toEqual({
      customer: 'Select a customer.',
      description: invoiceFieldText.descriptionMissing,
      quantity: invoiceFieldText.quantityFraction,
      price: invoiceFieldText.priceMissing,
      vat: 'Enter a VAT rate from 0 to 100.',
    });

    // Each goes as it is put right.
    await user.type(described.description, 'Site survey');
    expect(described.description).not.toBeInvalid();
    expect(described.price).toBeInvalid();
    await user.clear(vat);
    await user.type(vat, '16');
    expect(vat).toHaveAccessibleDescription('0 to 100. Applied: 16%');
  });

  it('puts what the server refused beside the field it names', async () => {
    const customer = await arrangeCustomer(token);
    const { dialog, user } = await openCreateDialog();
    await pick(user, dialog, 'Customer', customer.name);
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    const description = within(dialog).getByLabelText('Description');
    // Longer than the server keeps (500 characters); the dialog leaves that rule to it.
    await user.click(description);
    await user.paste('Fitting '.repeat(63));
    await user.type(within(dialog).getByLabelText('Price (KSh, incl. VAT)'), '1500');
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Failed to create invoice\. Please try again\.$/,
    );
    expect(description).toBeInvalid();
    expect(description).toHaveAccessibleDescription('Must be at most 500 characters');
    // The focus moves in an effect after the refusal is drawn, which may run a moment later.
    await waitFor(() => expect(description).toHaveFocus());
    // Editing the field answers the refusal.
    await user.clear(description);
    await user.type(description, 'Fitting');
    expect(description).not.toBeInvalid();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
  });
});

describe('Create invoice: the invoice being written is kept as a draft', () => {
  it('comes back after a reload, says so, and Discard starts afresh', async () => {
    const customer = await arrangeCustomer(token);
    const first = await openCreateDialog();
    await pick(first.user, first.dialog, 'Customer', customer.name);
    await pick(first.user, first.dialog, 'Add from inventory', cement.name);
    const quantity = within(first.dialog).getByLabelText('Qty');
    await first.user.clear(quantity);
    await first.user.type(quantity, '3');
    const vat = within(first.dialog).getByLabelText('VAT rate (%)');
    await first.user.clear(vat);
    await first.user.type(vat, '8');
    const before = totalsText(first.dialog);
    first.unmount();

    // The page is loaded again.
    const { dialog, user } = await openCreateDialog();
    const note = within(dialog).getByText('Draft restored');
    expect(note).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toHaveValue(customer.name);
    expect(within(dialog).getByLabelText('Description')).toHaveValue(cement.name);
    expect(within(dialog).getByLabelText('Qty')).toHaveValue(3);
    expect(within(dialog).getByLabelText('VAT rate (%)')).toHaveValue(8);
    expect(totalsText(dialog)).toBe(before);

    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(within(dialog).queryByText('Draft restored')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toHaveValue('');
    expect(within(dialog).getByLabelText('VAT rate (%)')).toHaveValue(16);
    // Nothing is left to ask about, nor to restore.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Create Invoice' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const again = await screen.findByRole('dialog', { name: 'Create Invoice' });
    expect(within(again).queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('asks before closing with unsaved work: Keep editing keeps it, Discard throws it away', async () => {
    const { dialog, user } = await openCreateDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Delivery to Ruiru');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard this invoice?' });
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog', { name: 'Discard this invoice?' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Delivery to Ruiru');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const askAgain = await screen.findByRole('dialog', { name: 'Discard this invoice?' });
    await user.click(within(askAgain).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog', { name: 'Create Invoice' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const fresh = await screen.findByRole('dialog', { name: 'Create Invoice' });
    expect(within(fresh).queryByText('Draft restored')).not.toBeInTheDocument();
    expect(within(fresh).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is each signed-in user’s own, and goes once the invoice is created', async () => {
    const customer = await arrangeCustomer(token);
    const mine = await openCreateDialog();
    await pick(mine.user, mine.dialog, 'Customer', customer.name);
    await pick(mine.user, mine.dialog, 'Add from inventory', cement.name);
    mine.unmount();

    // Someone else signs in at the same till: no draft of theirs, and mine stays unseen.
    const colleague = await createSession();
    const theirs = await openCreateDialog({ session: colleague.token });
    expect(within(theirs.dialog).queryByText('Draft restored')).not.toBeInTheDocument();
    expect(within(theirs.dialog).queryByRole('listitem')).not.toBeInTheDocument();
    theirs.unmount();

    const { dialog, user } = await openCreateDialog();
    expect(within(dialog).getByText('Draft restored')).toBeVisible();
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Create Invoice' }));
    const after = await screen.findByRole('dialog', { name: 'Create Invoice' });
    expect(within(after).queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('sends the same idempotency key after a reload when the answer was lost, so no second invoice is made', async () => {
    const customer = await arrangeCustomer(token);
    const relay = await lossyRelay();
    const first = await openCreateDialog({ uri: relay.url });
    await pick(first.user, first.dialog, 'Customer', customer.name);
    await pick(first.user, first.dialog, 'Add from inventory', cement.name);
    relay.failNext('CreateInvoice', 'drop-answer');
    await first.user.click(submitButton(first.dialog));
    expect(await within(first.dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create invoice. Please try again.',
    );
    first.unmount();

    const { dialog, user } = await openCreateDialog({ uri: relay.url });
    expect(within(dialog).getByText('Draft restored')).toBeVisible();
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    const [lost, retry] = relay.requests('CreateInvoice');
    expect(retry?.idempotencyKey).toBe(lost?.idempotencyKey);
    const made = (await serverInvoices(token)).filter((i) => i.customerName === customer.name);
    expect(made).toHaveLength(1);
  });
});

describe('Create invoice: when the browser keeps no draft', () => {
  /** Fills the browser's storage to the last character, as a full disk or quota would. */
  function fillStorage() {
    let size = 8_000_000;
    for (let index = 0; size > 0; index++) {
      try {
        localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
  }

  function reloadAsks(): boolean {
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    return reload.defaultPrevented;
  }

  it('still creates the invoice, and the browser asks before a reload would lose it', async () => {
    const customer = await arrangeCustomer(token);
    const { dialog, user } = await openCreateDialog();
    fillStorage();
    expect(reloadAsks()).toBe(false);
    await pick(user, dialog, 'Customer', customer.name);
    await user.click(within(dialog).getByRole('button', { name: 'Add Line' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Labour');
    await user.type(within(dialog).getByLabelText('Price (KSh, incl. VAT)'), '500');
    expect(reloadAsks()).toBe(true);
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: /^Invoice INV-\d{6}$/ });
    expect(reloadAsks()).toBe(false);
  });
});
