import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { rowMenuItem } from '../../test/row-menu.ts';

const gates: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const gate of gates.splice(0)) await gate.close().catch(() => undefined);
});

async function gate() {
  const started = await startFaultRelay(graphqlUrl(), { holdEveryRequest: true });
  gates.push(started);
  return started;
}

type Item = { id: string; name: string };

/** A signed-in user, and items (and suppliers) named with a tag no other test uses. */
async function arrange() {
  const session = await createSession();
  localStorage.setItem('token', session.token);
  const tag = randomUUID().slice(0, 8);
  const call = async (query: string, variables: Record<string, unknown>) => {
    const answer = await graphqlRequest(query, variables, session.token);
    if (answer.errors) throw new Error(answer.errors[0]?.message);
    return answer.data;
  };
  const supplier = async (name: string) =>
    (
      await call('mutation ($input: PartyInput!) { createSupplier(input: $input) { id name } }', {
        input: { name: `${name} ${tag}`, contact: '0722 000 000' },
      })
    ).createSupplier as Item;
  const item = async (
    name: string,
    [quantity, unitPrice, costPrice]: [number, number, number],
    supplierId?: string,
  ) =>
    (
      await call(
        'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name } }',
        { input: { name: `${name} ${tag}`, quantity, unitPrice, costPrice, supplierId } },
      )
    ).createInventoryItem as Item;
  return { session, tag, call, supplier, item };
}

/** The table row that names this item. */
function rowOf(name: string): HTMLElement {
  const cell = screen.getByText(name, { selector: '.inventory-name' });
  return cell.closest('tr') as HTMLElement;
}

/** The row being edited with the line of fields under it: one edit at a time in the table. */
function editedRow() {
  return screen.getByRole('table', { name: 'Inventory items' });
}

function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

async function openAddDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Item' }));
}

/** Types into a supplier field and chooses the supplier the server finds. */
async function chooseSupplier(
  user: ReturnType<typeof renderApp>['user'],
  field: HTMLElement,
  name: string,
) {
  await user.type(field, name);
  const list = within(field.closest('.combobox') as HTMLElement).getByRole('listbox', {
    hidden: true,
  });
  await user.click(await within(list).findByRole('option', { name: new RegExp(`^${name}`) }));
}

/** The screen searched for `text`: typed, and once the typing pauses, asked of the server. */
async function openWithSearch(text: string, uri?: string) {
  const view = renderApp('/inventory', { uri });
  const search = await screen.findByLabelText('Search inventory');
  await view.user.type(search, text);
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(text));
  return view;
}

describe('Inventory screen', () => {
  it('lists name, qty, unit price, cost price, total value, supplier and margin % in KSh', async () => {
    const { tag, supplier, item } = await arrange();
    const mabati = await supplier('Mabati Rolling Mills');
    await item('Iron Sheet G30', [40, 1250, 1000], mabati.id);
    await item('Free Sample', [3, 150, 0]);

    await openWithSearch(tag);
    await screen.findByText(`Iron Sheet G30 ${tag}`);
    // The counts above the list come from the server: 3 units is low stock.
    await screen.findByText(/at or below their reorder level/);

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.map((h) => h?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Name',
      'Qty',
      'Unit Price',
      'Cost Price',
      'Total Value',
      'Supplier',
      'Margin %',
      'Tax',
      'Actions',
    ]);
    expect(cellTexts(rowOf(`Iron Sheet G30 ${tag}`)).slice(0, 7)).toEqual([
      `Iron Sheet G30 ${tag}`,
      '40',
      'KSh 1,250.00',
      'KSh 1,000.00',
      'KSh 50,000.00',
      `Mabati Rolling Mills ${tag}`,
      '25.0%',
    ]);
    // Cost 0: no margin to compute (spec §9); 3 units is low stock.
    expect(cellTexts(rowOf(`Free Sample ${tag}`)).slice(0, 7)).toEqual([
      `Free Sample ${tag}Low stock`,
      '3',
      'KSh 150.00',
      'KSh 0.00',
      'KSh 450.00',
      'None',
      'N/A',
    ]);
    // The server's search found this test's two items.
    expect(await screen.findByText('2 items')).toBeInTheDocument();
  });

  it('says Out of stock at 0 and Low stock at or below the reorder level, as the order form does', async () => {
    const { tag, item } = await arrange();
    await item('Gate Hinge', [0, 350, 200]);
    await item('Wall Plug', [10, 5, 2]);
    await item('Wood Screw', [11, 3, 1]);
    const view = await openWithSearch(tag);
    await screen.findByText(`Gate Hinge ${tag}`);
    const flags = () =>
      ['Gate Hinge', 'Wall Plug', 'Wood Screw'].map(
        (name) =>
          within(rowOf(`${name} ${tag}`))
            .getAllByRole('cell')[0]!
            .querySelector('.badge')?.textContent ?? null,
      );
    // All three rows are the search's answer: a partial search typed on the way (a shared test
    // server's other items first) may show Gate Hinge before Wall Plug is on the first page.
    await waitFor(() => expect(flags()).toEqual(['Out of stock', 'Low stock', null]));

    // The order form's item picker reads the same items the same way.
    await view.user.click(screen.getByRole('link', { name: 'Orders' }));
    await view.user.click(await screen.findByRole('button', { name: 'New Order' }));
    await view.user.type(await screen.findByLabelText('Search items'), tag);
    const picker = await screen.findByRole('list', { name: 'Items to sell' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('listitem')
          .map((entry) => entry.textContent),
      ).toEqual([
        `Gate Hinge ${tag}KSh 350.00 · Out of stockOut of stock`,
        `Wall Plug ${tag}KSh 5.00 · 10 in stock · Low stockAdd`,
        `Wood Screw ${tag}KSh 3.00 · 11 in stockAdd`,
      ]),
    );
  });

  it('shows a cashier stock and selling prices only, with nothing to change', async () => {
    const { tag, item } = await arrange();
    await item('Iron Sheet G30', [40, 1250, 1000]);
    const cashier = await createSession('cashier');
    localStorage.setItem('token', cashier.token);

    await openWithSearch(tag);
    await screen.findByText(`Iron Sheet G30 ${tag}`);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.map((h) => h?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Name',
      'Qty',
      'Unit Price',
      'Total Value',
      'Supplier',
      'Tax',
    ]);
    expect(cellTexts(rowOf(`Iron Sheet G30 ${tag}`))).toEqual([
      `Iron Sheet G30 ${tag}`,
      '40',
      'KSh 1,250.00',
      'KSh 50,000.00',
      'None',
      'Tax band B',
    ]);
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    // No More menu either (prices, history, stock and delete are a manager's).
    expect(screen.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
    // Nothing the gateway refused: the list asked for no cost prices.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const historyQuery = `query ($id: ID!) { inventoryItem(id: $id) { name quantity unitPrice costPrice
  supplierName priceHistory { oldUnitPrice newUnitPrice oldCostPrice newCostPrice changeReason changedByEmail } } }`;

describe('Inventory screen: search, sort and low stock', () => {
  it('finds items by name or supplier, sorts by a column header and filters by stock', async () => {
    const { tag, supplier, item } = await arrange();
    const bamburi = await supplier('Bamburi Cement');
    await item('Cement 50kg', [120, 780, 690], bamburi.id);
    await item('Binding Wire', [8, 250, 180]);
    await item('Padlock', [25, 450, 300]);
    const { user } = await openWithSearch(tag);
    await screen.findByText(`Padlock ${tag}`);

    const names = () =>
      screen
        .getAllByText(new RegExp(tag), { selector: '.inventory-name' })
        .map((el) => el.textContent);
    expect(names()).toEqual([`Binding Wire ${tag}`, `Cement 50kg ${tag}`, `Padlock ${tag}`]);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(names()).toEqual([`Padlock ${tag}`, `Cement 50kg ${tag}`, `Binding Wire ${tag}`]),
    );

    const qtyHeader = screen.getByRole('columnheader', { name: /Qty/ });
    await user.click(within(qtyHeader).getByRole('button'));
    await waitFor(() => expect(qtyHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await waitFor(() =>
      expect(names()).toEqual([`Binding Wire ${tag}`, `Padlock ${tag}`, `Cement 50kg ${tag}`]),
    );
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('quantity');
    // Only the columns the server sorts by offer it.
    expect(screen.getByRole('columnheader', { name: /Cost Price/ })).not.toHaveAttribute(
      'aria-sort',
    );

    // At or below 10 units is low stock; 25 is not.
    await waitFor(() =>
      expect(within(rowOf(`Binding Wire ${tag}`)).getByText('Low stock')).toBeInTheDocument(),
    );
    expect(within(rowOf(`Padlock ${tag}`)).queryByText('Low stock')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Stock'), 'Low stock');
    await waitFor(() => expect(names()).toEqual([`Binding Wire ${tag}`]));
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('stock')).toBe('low');
    await user.selectOptions(screen.getByLabelText('Stock'), 'All');

    // The supplier's name finds its items too.
    const search = screen.getByLabelText('Search inventory');
    await user.clear(search);
    await user.type(search, `Bamburi Cement ${tag}`);
    await waitFor(() => expect(names()).toEqual([`Cement 50kg ${tag}`]));
    await user.clear(search);
    await user.type(search, `no such thing ${tag}`);
    expect(await screen.findByText(`No items match “no such thing ${tag}”.`)).toBeInTheDocument();
    // Search and filter together: the message names both.
    await user.selectOptions(screen.getByLabelText('Stock'), 'Low stock');
    expect(
      await screen.findByText(`No items match “no such thing ${tag}” with this stock filter.`),
    ).toBeInTheDocument();
  });
});

describe('Inventory screen: inline edit', () => {
  it('saves name, quantity, prices and supplier with the fixed reason, then shows the new row', async () => {
    const { session, tag, supplier, item, call } = await arrange();
    const crown = await supplier('Crown Paints');
    const paint = await item('Emulsion 4L', [12, 1800, 1500]);
    const { user } = await openWithSearch(tag);
    await user.click(await screen.findByRole('button', { name: `Edit Emulsion 4L ${tag}` }));

    const row = editedRow();
    const field = (label: string) =>
      label === 'Supplier'
        ? within(row).getByRole('combobox', { name: label })
        : within(row).getByLabelText(label);
    expect(field('Name')).toHaveValue(`Emulsion 4L ${tag}`);
    await user.clear(field('Name'));
    await user.type(field('Name'), `Emulsion Paint 4L ${tag}`);
    await user.clear(field('Qty'));
    await user.type(field('Qty'), '30');
    await user.clear(field('Unit Price'));
    await user.type(field('Unit Price'), '2000');
    await chooseSupplier(user, field('Supplier'), `Crown Paints ${tag}`);
    await user.click(within(row).getByRole('button', { name: `Save Emulsion 4L ${tag}` }));

    expect(await screen.findByText(`Emulsion Paint 4L ${tag} saved`)).toBeInTheDocument();
    await waitFor(() =>
      expect(cellTexts(rowOf(`Emulsion Paint 4L ${tag}`)).slice(0, 7)).toEqual([
        `Emulsion Paint 4L ${tag}`,
        '30',
        'KSh 2,000.00',
        'KSh 1,500.00',
        'KSh 60,000.00',
        `Crown Paints ${tag}`,
        '33.3%',
      ]),
    );

    const saved = (await call(historyQuery, { id: paint.id })).inventoryItem;
    expect(saved).toMatchObject({ quantity: 30, unitPrice: 2000, supplierName: crown.name });
    expect(saved.priceHistory).toEqual([
      {
        oldUnitPrice: 1800,
        newUnitPrice: 2000,
        oldCostPrice: 1500,
        newCostPrice: 1500,
        changeReason: 'Manual update via edit',
        changedByEmail: session.email,
      },
    ]);
  });

  it('says why a save was refused and keeps the row open with what was typed', async () => {
    const { tag, item, call } = await arrange();
    const nails = await item('Wire Nails', [50, 200, 150]);
    const { user } = await openWithSearch(tag);
    await user.click(await screen.findByRole('button', { name: `Edit Wire Nails ${tag}` }));
    const row = editedRow();
    await user.clear(within(row).getByLabelText('Name'));
    await user.click(within(row).getByRole('button', { name: `Save Wire Nails ${tag}` }));

    // The server's refusal, under the cell it is about; no toast repeats it.
    await waitFor(() =>
      expect(within(row).getByLabelText('Name')).toHaveAccessibleDescription('must not be blank'),
    );
    expect(within(row).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('name: must not be blank')).not.toBeInTheDocument();
    expect(within(row).getByLabelText('Name')).toHaveValue('');
    expect((await call(historyQuery, { id: nails.id })).inventoryItem.name).toBe(
      `Wire Nails ${tag}`,
    );

    await user.click(within(row).getByRole('button', { name: `Cancel editing Wire Nails ${tag}` }));
    expect(rowOf(`Wire Nails ${tag}`)).toBeInTheDocument();
  });
});

describe('Inventory screen: add-item dialog', () => {
  it('shows the price breakdown as prices are typed (VAT-inclusive, by the item’s tax band) and adds the item', async () => {
    const { tag, supplier, call } = await arrange();
    const davis = await supplier('Davis & Shirtliff');
    // A search the new item does not match: it stays, and the new row is shown all the same.
    const { user } = await openWithSearch(`Cement ${tag}`);
    await openAddDialog(user);
    const dialog = screen.getByRole('dialog', { name: 'Add Inventory Item' });
    const breakdown = within(dialog).getByRole('region', { name: 'Price breakdown' });
    const value = (term: string) =>
      within(breakdown).getByText(term).nextElementSibling?.textContent;
    expect(value('Net price (excl. VAT)')).toBe('—');

    await user.type(within(dialog).getByLabelText('Unit Price (KSh, incl. VAT)'), '1160');
    expect(value('Price (incl. VAT)')).toBe('KSh 1,160.00');
    expect(value('Net price (excl. VAT)')).toBe('KSh 1,000.00');
    expect(value('VAT (16%)')).toBe('KSh 160.00');
    expect(value('Margin')).toBe('—');
    // An exempt item's price has no VAT in it; back in band B, 16 % again.
    await user.selectOptions(within(dialog).getByLabelText('Tax band'), 'A');
    expect(value('Net price (excl. VAT)')).toBe('KSh 1,160.00');
    expect(value('VAT (none: exempt)')).toBe('KSh 0.00');
    await user.selectOptions(within(dialog).getByLabelText('Tax band'), 'B');
    expect(value('VAT (16%)')).toBe('KSh 160.00');

    const cost = within(dialog).getByLabelText('Cost Price (KSh)');
    await user.type(cost, '0');
    expect(value('Margin')).toBe('N/A');
    await user.clear(cost);
    await user.type(cost, '800');
    expect(value('Margin')).toBe('45.0%');

    await user.type(within(dialog).getByLabelText('Name'), `Water Pump ${tag}`);
    await user.type(within(dialog).getByLabelText('Quantity'), '4');
    await chooseSupplier(
      user,
      within(dialog).getByRole('combobox', { name: 'Supplier' }),
      davis.name,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText(`Water Pump ${tag} added`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The search stays as it was; the new row is shown and marked, wherever it sorts.
    expect(screen.getByLabelText('Search inventory')).toHaveValue(`Cement ${tag}`);
    expect(rowOf(`Water Pump ${tag}`)).toHaveClass('data-table__row--highlight');
    expect(cellTexts(rowOf(`Water Pump ${tag}`)).slice(0, 7)).toEqual([
      `Water Pump ${tag}Low stock`,
      '4',
      'KSh 1,160.00',
      'KSh 800.00',
      'KSh 4,640.00',
      davis.name,
      '45.0%',
    ]);
    const { inventoryItems } = await call('{ inventoryItems { name supplierId } }', {});
    expect(inventoryItems).toContainEqual({ name: `Water Pump ${tag}`, supplierId: davis.id });
  });

  it("takes an item's KRA details: band B, NT and a quantity unit that follows the unit, until chosen", async () => {
    const { tag, call } = await arrange();
    const { user } = await openWithSearch(tag);
    await openAddDialog(user);
    const dialog = screen.getByRole('dialog', { name: 'Add Inventory Item' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Tax band')).toHaveValue('B');
    expect(field('Tax band')).toHaveAccessibleDescription(
      "Sales of this item carry its band's VAT: B at the order's or invoice's VAT rate, E 8 %, none in A, C and D.",
    );
    expect(field('Packaging')).toHaveValue('NT');
    expect(field('Unit of measure')).toHaveValue('U');
    await user.clear(field('Unit'));
    await user.type(field('Unit'), 'kg');
    expect(field('Unit of measure')).toHaveValue('KG');

    await user.type(field('Name'), `Maize Flour ${tag}`);
    await user.type(field('Quantity'), '20');
    await user.type(field('Unit Price (KSh, incl. VAT)'), '150');
    await user.type(field('Cost Price (KSh)'), '120');
    await user.selectOptions(field('Tax band'), 'C');
    await user.type(field('Item class (optional)'), 'flour');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    // Said beside the field, before anything is sent.
    expect(field('Item class (optional)')).toHaveAccessibleDescription(
      /up to 10 digits, e\.g\. 30111601/,
    );
    await user.clear(field('Item class (optional)'));
    await user.type(field('Item class (optional)'), '50221300');
    await user.selectOptions(field('Packaging'), 'BG');
    await user.selectOptions(field('Unit of measure'), 'U');
    // Chosen by hand, the quantity unit no longer follows the unit.
    await user.clear(field('Unit'));
    await user.type(field('Unit'), 'kg');
    expect(field('Unit of measure')).toHaveValue('U');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText(`Maize Flour ${tag} added`)).toBeInTheDocument();
    expect(within(rowOf(`Maize Flour ${tag}`)).getAllByRole('cell')[7]).toHaveTextContent(
      'Tax band C',
    );
    const { inventoryItems } = await call(
      '{ inventoryItems { name taxBand kraItemClassCode kraPackagingUnit kraQuantityUnit } }',
      {},
    );
    expect(inventoryItems).toContainEqual({
      name: `Maize Flour ${tag}`,
      taxBand: 'C',
      kraItemClassCode: '50221300',
      kraPackagingUnit: 'BG',
      kraQuantityUnit: 'U',
    });
  });

  it("edits an item's KRA details on the line under its row, Save after them", async () => {
    const { tag, item, call } = await arrange();
    const sugar = await item('Sugar 1kg', [30, 160, 140]);
    const { user } = await openWithSearch(tag);
    await user.click(await screen.findByRole('button', { name: `Edit Sugar 1kg ${tag}` }));
    const row = editedRow();
    expect(within(row).getByLabelText('Tax band')).toHaveValue('B');
    await user.selectOptions(within(row).getByLabelText('Tax band'), 'E');
    await user.selectOptions(within(row).getByLabelText('Unit of measure'), 'KG');
    await user.click(within(row).getByRole('button', { name: `Save Sugar 1kg ${tag}` }));

    expect(await screen.findByText(`Sugar 1kg ${tag} saved`)).toBeInTheDocument();
    const saved = await call(
      'query ($id: ID!) { inventoryItem(id: $id) { taxBand kraPackagingUnit kraQuantityUnit } }',
      { id: sugar.id },
    );
    expect(saved.inventoryItem).toEqual({
      taxBand: 'E',
      kraPackagingUnit: 'NT',
      kraQuantityUnit: 'KG',
    });
  });

  it("shows the server's refusals beside their fields, all at once, keeping what was typed; Escape asks before it goes", async () => {
    await arrange();
    const { user } = renderApp('/inventory');
    await openAddDialog(user);
    const dialog = screen.getByRole('dialog', { name: 'Add Inventory Item' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Quantity'), '3');
    await user.type(field('Unit Price (KSh, incl. VAT)'), '100.005');
    await user.type(field('Cost Price (KSh)'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    // Text that is no amount is named before anything is sent, beside its field.
    expect(field('Unit Price (KSh, incl. VAT)')).toHaveAccessibleDescription(
      'Unit price must be an amount in KSh.',
    );
    expect(field('Unit Price (KSh, incl. VAT)')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Unit Price (KSh, incl. VAT)'));
    await user.type(field('Unit Price (KSh, incl. VAT)'), '100');
    expect(field('Unit Price (KSh, incl. VAT)')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Unit'), '%%');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    // The server refuses two fields: each is said beside its own, and no banner sums them up.
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('must not be blank'));
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Unit')).toHaveAccessibleDescription(
      expect.stringContaining('must be a word such as pcs, kg, m or bag'),
    );
    expect(within(dialog).queryByText(/name: must not be blank/)).not.toBeInTheDocument();
    expect(field('Quantity')).toHaveValue(3);
    expect(field('Quantity')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('button', { name: 'Add Item' })).toBeEnabled();

    // Typing in a refused field takes its message away; the others stay.
    await user.type(field('Name'), 'Garden Hose');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Unit')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Quantity'), '.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(field('Quantity')).toHaveAccessibleDescription('Quantity must be a whole number.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add Item' })).toBeEnabled(),
    );
    // Escape from a field (jsdom has no native <dialog>, so the key must start inside) asks
    // first: the item is typed, not added.
    await user.click(field('Name'));
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard this item?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Inventory screen: update-prices dialog and price history', () => {
  it('needs a reason, records the change and shows it in the history with reason and author', async () => {
    const { session, tag, item, call } = await arrange();
    const pipe = await item('PVC Pipe 2in', [60, 100, 70]);
    const { user } = await openWithSearch(tag);
    await user.click(
      await rowMenuItem(user, `PVC Pipe 2in ${tag}`, `Update prices of PVC Pipe 2in ${tag}`),
    );
    const dialog = screen.getByRole('dialog', { name: `Update Prices: PVC Pipe 2in ${tag}` });
    const submit = within(dialog).getByRole('button', { name: 'Update Prices' });

    // Spec §5: disabled while the reason is empty; a blank reason gets the spec's message.
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('New Unit Price (KSh, incl. VAT)'));
    await user.type(within(dialog).getByLabelText('New Unit Price (KSh, incl. VAT)'), '120');
    await user.clear(within(dialog).getByLabelText('New Cost Price (KSh)'));
    await user.type(within(dialog).getByLabelText('New Cost Price (KSh)'), '80');
    const reason = within(dialog).getByLabelText('Reason for the change');
    await user.type(reason, '   ');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Please provide a reason for the price change\.$/,
    );
    expect((await call(historyQuery, { id: pipe.id })).inventoryItem.priceHistory).toEqual([]);

    await user.type(reason, 'Supplier raised prices');
    await user.click(submit);
    expect(await screen.findByText(`Prices of PVC Pipe 2in ${tag} updated`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cellTexts(rowOf(`PVC Pipe 2in ${tag}`)).slice(2, 7)).toEqual([
      'KSh 120.00',
      'KSh 80.00',
      'KSh 7,200.00',
      'None',
      '50.0%',
    ]);

    // A second change, so the history shows its order: newest first.
    await call(
      'mutation ($id: ID!, $input: PriceUpdateInput!) { updatePrices(id: $id, input: $input) { id } }',
      {
        id: pipe.id,
        input: { newUnitPrice: 130, newCostPrice: 80, changeReason: 'Festive season' },
      },
    );
    await user.click(
      await rowMenuItem(user, `PVC Pipe 2in ${tag}`, `Price history of PVC Pipe 2in ${tag}`),
    );
    const history = screen.getByRole('dialog', { name: `Price History: PVC Pipe 2in ${tag}` });
    await within(history).findByText('Festive season');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row).slice(1))).toEqual([
      ['KSh 120.00 → KSh 130.00', 'KSh 80.00 unchanged', 'Festive season', session.email],
      ['KSh 100.00 → KSh 120.00', 'KSh 70.00 → KSh 80.00', 'Supplier raised prices', session.email],
    ]);
    expect(cellTexts(rows[0]!)[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await user.click(within(history).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when an item has no price history', async () => {
    const { tag, item } = await arrange();
    await item('Padlock 50mm', [15, 350, 200]);
    const { user } = await openWithSearch(tag);
    await user.click(
      await rowMenuItem(user, `Padlock 50mm ${tag}`, `Price history of Padlock 50mm ${tag}`),
    );
    const history = screen.getByRole('dialog', { name: `Price History: Padlock 50mm ${tag}` });
    expect(
      await within(history).findByText(`No price changes recorded for Padlock 50mm ${tag} yet.`),
    ).toBeInTheDocument();
  });

  it("says 'Failed to update prices. Please try again.' when the server refuses", async () => {
    const { tag, item } = await arrange();
    await item('Hinges', [40, 90, 60]);
    const { user } = await openWithSearch(tag);
    await user.click(await rowMenuItem(user, `Hinges ${tag}`, `Update prices of Hinges ${tag}`));
    const dialog = screen.getByRole('dialog', { name: `Update Prices: Hinges ${tag}` });
    await user.clear(within(dialog).getByLabelText('New Unit Price (KSh, incl. VAT)'));
    // An amount the screen reads but the server refuses (above its ceiling of 100,000,000).
    await user.type(within(dialog).getByLabelText('New Unit Price (KSh, incl. VAT)'), '100000001');
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'Typo');
    await user.click(within(dialog).getByRole('button', { name: 'Update Prices' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Failed to update prices\. Please try again\.$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Update Prices' })).toBeEnabled();
  });

  it("says 'Error updating prices. Please try again.' when the server cannot be reached", async () => {
    const { tag, item } = await arrange();
    await item('Door Lock', [40, 900, 600]);
    const relay = await gate();
    const { user } = renderApp('/inventory', { uri: relay.url });
    // The screen asks who is signed in (the role decides its columns), then for the list.
    await relay.release('CurrentUser');
    await relay.release('InventoryList');
    await user.type(await screen.findByLabelText('Search inventory'), tag);
    // The search is the server's: its first page passes too.
    await relay.release('InventoryList');
    await user.click(
      await rowMenuItem(user, `Door Lock ${tag}`, `Update prices of Door Lock ${tag}`),
    );
    const dialog = screen.getByRole('dialog', { name: `Update Prices: Door Lock ${tag}` });
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'New stock');
    await relay.close();
    await user.click(within(dialog).getByRole('button', { name: 'Update Prices' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Error updating prices\. Please try again\.$/,
    );
  });
});

describe('Inventory screen: delete', () => {
  it('asks first, naming the item; Cancel keeps it, Delete removes it', async () => {
    const { tag, item, call } = await arrange();
    const hose = await item('Garden Hose', [9, 1200, 950]);
    const { user } = await openWithSearch(tag);
    await user.click(await rowMenuItem(user, `Garden Hose ${tag}`, `Delete Garden Hose ${tag}`));
    let dialog = screen.getByRole('dialog', { name: 'Delete Item' });
    expect(dialog).toHaveTextContent(
      `Delete Garden Hose ${tag}? Its stock of 9 leaves the books with it, without a stock movement. Its price history and stock ledger are deleted too.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf(`Garden Hose ${tag}`)).toBeInTheDocument();

    await user.click(await rowMenuItem(user, `Garden Hose ${tag}`, `Delete Garden Hose ${tag}`));
    dialog = screen.getByRole('dialog', { name: 'Delete Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Garden Hose ${tag} deleted`)).toBeInTheDocument();
    expect(screen.queryByText(`Garden Hose ${tag}`, { selector: '.inventory-name' })).toBeNull();
    expect((await call(historyQuery, { id: hose.id })).inventoryItem).toBeNull();
  });
});

describe('Inventory screen: load failures', () => {
  it("shows 'Failed to load inventory data' with Reload Page when the server fails", async () => {
    await arrange();
    const relay = await gate();
    renderApp('/inventory', { uri: relay.url });
    await relay.release('CurrentUser');
    await relay.failWithBadGateway('InventoryList');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to load inventory dataReload Page$/);
    expect(within(alert).getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it("shows 'Authentication failed. Please log in again.' when the token is refused", async () => {
    localStorage.setItem('token', 'not-a-real-token');
    renderApp('/inventory');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Please log in again.',
    );
  });
});
