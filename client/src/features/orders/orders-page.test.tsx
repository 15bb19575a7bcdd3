import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../shared/format/date.ts';
import { centsToKsh, documentTotals, kshToCents } from '../../shared/money/cents.ts';
import { startFaultRelay } from '../../test/fault-relay.ts';
import {
  createSession,
  graphqlRequest,
  graphqlUrl,
  unreachableUrl,
} from '../../test/graphql-server.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { rowMenuItem } from '../../test/row-menu.ts';

const proxies: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const proxy of proxies.splice(0)) await proxy.close();
});

async function faultProxy() {
  const proxy = await startFaultRelay(graphqlUrl());
  proxies.push(proxy);
  return proxy;
}

/** GraphQL as the test's own caller (another till, another tab), failing loudly. */
async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphqlRequest(query, variables, token);
  if (answer.errors) throw new Error(`${query}: ${answer.errors[0]?.message}`);
  return answer.data;
}

type Item = { id: string; name: string; unitPrice: number };

/**
 * A signed-in member of staff and a shop of their own: names carry a run id, because other
 * test files use the same server at the same time.
 */
async function arrangeShop() {
  const { token, email } = await createSession();
  localStorage.setItem('token', token);
  // A letter first: a run in capitals always differs from it (one test asks the search afresh so).
  const run = `r${randomUUID().slice(0, 6)}`;
  const customer = async (name: string) =>
    (
      await gql(
        token,
        'mutation ($input: PartyInput!) { createCustomer(input: $input) { id name } }',
        {
          input: { name: `${name} ${run}`, contact: '0722 000 111' },
        },
      )
    ).createCustomer as { id: string; name: string };
  const item = async (name: string, quantity: number, unitPrice: number): Promise<Item> =>
    (
      await gql(
        token,
        'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name unitPrice } }',
        { input: { name: `${name} ${run}`, quantity, unitPrice, costPrice: unitPrice * 0.8 } },
      )
    ).createInventoryItem;
  const njeri = await customer('Mama Njeri Hardware');
  const kamau = await customer('Kamau Builders');
  const cement = await item('Simba Cement 50kg', 3, 850);
  const nails = await item('Wire Nails 1kg', 40, 180.5);
  const sheet = await item('Iron Sheet 30G', 0, 1200);

  /** An order made elsewhere (another till), at 16% VAT: its total is the shelf prices' sum. */
  const sell = async (customerId: string, lines: Array<{ item: Item; quantity: number }>) => {
    const totals = documentTotals(
      lines.map((line) => ({
        quantity: line.quantity,
        unitPriceCents: kshToCents(line.item.unitPrice),
      })),
      1600,
    );
    return (
      await gql(
        token,
        `mutation ($input: CreateOrderInput!, $key: String!) {
          createOrder(input: $input, idempotencyKey: $key) { id orderNumber totalAmount }
        }`,
        {
          key: randomUUID(),
          input: {
            customerId,
            paymentMethod: 'mpesa',
            vatRate: 0.16,
            items: lines.map((line) => ({
              inventoryId: line.item.id,
              quantity: line.quantity,
              unitPrice: line.item.unitPrice,
            })),
            subtotal: centsToKsh(totals.subtotalCents),
            vatAmount: centsToKsh(totals.vatCents),
            totalAmount: centsToKsh(totals.totalCents),
          },
        },
      )
    ).createOrder as { id: string; orderNumber: string; totalAmount: number };
  };
  const stock = async (item: Item) =>
    (await gql(token, 'query ($id: ID!) { inventoryItem(id: $id) { quantity } }', { id: item.id }))
      .inventoryItem.quantity as number;
  const ordersOf = async (customerId: string) =>
    (
      (await gql(token, '{ orders { id orderNumber customerId status paidAmount totalAmount } }'))
        .orders as Array<{
        id: string;
        orderNumber: string;
        customerId: string;
        status: string;
        paidAmount: number;
        totalAmount: number;
      }>
    ).filter((order) => order.customerId === customerId);
  return {
    token,
    email,
    run,
    njeri,
    kamau,
    cement,
    nails,
    sheet,
    item,
    sell,
    stock,
    ordersOf,
    gql,
  };
}

type Shop = Awaited<ReturnType<typeof arrangeShop>>;

async function openForm(options: { uri?: string } = {}) {
  const view = renderApp('/orders', options);
  await view.user.click(await screen.findByRole('button', { name: 'New Order' }));
  await screen.findByRole('form', { name: 'Create order' });
  await waitFor(() => expect(screen.queryByText('Loading items...')).not.toBeInTheDocument());
  return view;
}

function form() {
  return {
    customer: screen.getByRole('combobox', { name: 'Customer' }),
    method: screen.getByLabelText('Payment method') as HTMLSelectElement,
    vat: screen.getByLabelText('VAT rate (%)') as HTMLInputElement,
    search: screen.getByLabelText('Search items'),
    submit: screen.getByRole('button', { name: /^(Create Order|Creating Order\.\.\.)$/ }),
  };
}

type User = ReturnType<typeof renderApp>['user'];

/** Types into the item search and waits for the server's matches (only this shop's items). */
async function searchItems(user: User, text: string) {
  await user.type(form().search, text);
  await waitFor(() => {
    const shown = screen
      .queryAllByRole('listitem')
      .filter((entry) => entry.className === 'item-picker__item')
      .map((entry) => entry.textContent ?? '');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((entry) => entry.includes(text))).toBe(true);
  });
}

/** Chooses a customer in the type-ahead: types the name, clicks it among the server's matches. */
async function chooseCustomer(user: User, name: string) {
  await user.type(form().customer, name);
  await user.click(await screen.findByRole('option', { name: (shown) => shown.startsWith(name) }));
}

const add = (name: string) => screen.getByRole('button', { name: `Add ${name} to the cart` });
const quantity = (name: string) => screen.getByLabelText(`Quantity of ${name}`) as HTMLInputElement;
const plus = (name: string) => screen.getByRole('button', { name: `Increase quantity of ${name}` });
const minus = (name: string) =>
  screen.getByRole('button', { name: `Decrease quantity of ${name}` });

function summary() {
  const list = screen.getByLabelText('Order summary');
  const value = (term: RegExp) =>
    within(list).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
  return {
    subtotal: value(/^Subtotal \(excl\. VAT\)$/),
    vatLabel: within(list).getByText(/^VAT/, { selector: 'dt' }).textContent,
    vat: value(/^VAT/),
    total: value(/^Total$/),
  };
}

/** Fills the form for a customer and method, showing only this shop's items. */
async function fillIn(view: ReturnType<typeof renderApp>, shop: Shop, customerName: string) {
  await chooseCustomer(view.user, customerName);
  await view.user.selectOptions(form().method, 'M-Pesa');
  await searchItems(view.user, shop.run);
}

function orderRow(orderNumber: string) {
  return screen.getByRole('row', { name: new RegExp(orderNumber) });
}

describe('Orders: the create-order form', () => {
  it('adds a new customer from the customer field, named as typed, and sells to them', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    const { user } = view;
    const name = `Wanjiru Mabati ${shop.run}`;
    await user.type(form().customer, name);
    expect(await screen.findByText(`No customers match “${name}”.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    // What was typed and matched no one is the new customer's name already.
    expect(within(dialog).getByLabelText('Name')).toHaveValue(name);
    await user.type(within(dialog).getByLabelText('Contact'), '0711 222 333');
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form().customer).toHaveValue(name);

    await user.selectOptions(form().method, 'Cash');
    await searchItems(user, shop.run);
    await user.click(add(shop.nails.name));
    await user.click(form().submit);
    await screen.findByRole('table', { name: 'Orders, newest first' });
    const { customers } = await shop.gql(shop.token, '{ customers { id name } }');
    const created = (customers as Array<{ id: string; name: string }>).find((c) => c.name === name);
    expect(created).toBeDefined();
    expect(await shop.ordersOf(created!.id)).toHaveLength(1);
  });

  it('toggles between the list and the form, and keeps the cart across the switch', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    expect(screen.queryByRole('table', { name: /Orders/ })).not.toBeInTheDocument();
    await searchItems(view.user, shop.run);
    await view.user.click(add(shop.cement.name));
    await view.user.click(screen.getByRole('button', { name: 'View Orders' }));
    expect(await screen.findByRole('table', { name: 'Orders, newest first' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create order' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'New Order' }));
    expect(quantity(shop.cement.name).value).toBe('1');
    // Opened by New Order, the form starts at its first field.
    await waitFor(() => expect(form().customer).toHaveFocus());

    // The form has an address of its own: Back (a phone's back button) returns to the list,
    // as it was filtered, with the cart kept; Forward opens the form again.
    expect(new URLSearchParams(window.location.search).get('form')).toBe('new');
    window.history.back();
    expect(await screen.findByRole('table', { name: 'Orders, newest first' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create order' })).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).has('form')).toBe(false);
    window.history.forward();
    await screen.findByRole('form', { name: 'Create order' });
    expect(quantity(shop.cement.name).value).toBe('1');
  });

  it('offers the payment methods by name, VAT 16% by default, and an empty cart', async () => {
    await arrangeShop();
    await openForm();
    const options = within(form().method).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select a payment method'],
      ['cash', 'Cash'],
      ['mpesa', 'M-Pesa'],
      ['cheque', 'Cheque'],
      ['bank_transfer', 'Bank transfer'],
      ['credit', 'Credit'],
    ]);
    expect(form().vat.value).toBe('16');
    expect(form().vat).toHaveAttribute('min', '0');
    expect(form().vat).toHaveAttribute('max', '100');
    expect(screen.getByText('No items yet. Add items from the list.')).toBeInTheDocument();
    expect(summary()).toEqual({
      subtotal: 'KSh 0.00',
      vatLabel: 'VAT (16%)',
      vat: 'KSh 0.00',
      total: 'KSh 0.00',
    });
  });

  it("sells at the shop's VAT rate for a cashier: the rate is shown, not typed into", async () => {
    const shop = await arrangeShop();
    localStorage.setItem('token', (await createSession('cashier')).token);
    const view = await openForm();
    expect(form().vat).toHaveAttribute('readonly');
    expect(form().vat.value).toBe('16');
    expect(
      screen.getByText("The shop's rate: 16%. Only an owner or a manager can change it."),
    ).toBeInTheDocument();
    await view.user.type(form().vat, '0');
    expect(form().vat.value).toBe('16');

    // And the cashier's order is made at it.
    await fillIn(view, shop, shop.njeri.name);
    await view.user.click(add(shop.cement.name));
    await view.user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText(/^Order ORD-\d+ created$/)).toBeInTheDocument();
    const [order] = await shop.ordersOf(shop.njeri.id);
    expect(order?.totalAmount).toBe(shop.cement.unitPrice);
  });

  it('lists items with price and stock; an item out of stock cannot be added', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    await searchItems(view.user, shop.run);
    const picker = screen.getByRole('list', { name: 'Items to sell' });
    const entries = within(picker).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `${shop.sheet.name}KSh 1,200.00 · Out of stockOut of stock`,
      // At or below the reorder level (10): Low stock, as the Inventory screen says.
      `${shop.cement.name}KSh 850.00 · 3 in stock · Low stockAdd`,
      `${shop.nails.name}KSh 180.50 · 40 in stockAdd`,
    ]);
    const soldOut = within(picker).getByRole('button', {
      name: `${shop.sheet.name} is out of stock`,
    });
    expect(soldOut).toBeDisabled();
    await view.user.click(soldOut);
    expect(screen.getByText('No items yet. Add items from the list.')).toBeInTheDocument();
  });

  it('adding an item again raises its quantity; −, + and typing never pass the stock', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    const { user } = view;
    await searchItems(user, shop.run);
    const name = shop.cement.name;
    await user.click(add(name));
    await user.click(add(name));
    expect(quantity(name).value).toBe('2');
    expect(
      screen.getAllByRole('listitem').filter((li) => li.className === 'cart-line'),
    ).toHaveLength(1);
    await user.click(plus(name));
    expect(quantity(name).value).toBe('3');
    expect(plus(name)).toBeDisabled();
    const allIn = screen.getByRole('button', { name: `${name}: all in cart` });
    expect(allIn).toHaveTextContent(/^All in cart$/);
    expect(allIn).toBeDisabled();

    // Typed above the stock: capped, and said beside the line (no silent clamping).
    await user.clear(quantity(name));
    await user.type(quantity(name), '9');
    expect(quantity(name).value).toBe('3');
    expect(screen.getByText(/^Only 3 in stock$/)).toHaveAttribute('role', 'status');
    expect(quantity(name)).toHaveAccessibleDescription('3 in stock Only 3 in stock');
    await user.clear(quantity(name));
    await user.type(quantity(name), '2');
    expect(quantity(name).value).toBe('2');
    expect(screen.queryByText('Only 3 in stock')).not.toBeInTheDocument();
    // 2 × 850.00 at shelf prices holds 1,465.52 net of VAT.
    expect(summary().subtotal).toBe('KSh 1,465.52');
    expect(summary().total).toBe('KSh 1,700.00');

    await user.click(minus(name));
    expect(quantity(name).value).toBe('1');
    await user.click(minus(name));
    expect(screen.queryByLabelText(`Quantity of ${name}`)).not.toBeInTheDocument();
    expect(screen.getByText('No items yet. Add items from the list.')).toBeInTheDocument();

    await user.click(add(shop.nails.name));
    await user.clear(quantity(shop.nails.name));
    await user.type(quantity(shop.nails.name), '0');
    expect(screen.queryByLabelText(`Quantity of ${shop.nails.name}`)).not.toBeInTheDocument();

    await user.click(add(shop.nails.name));
    await user.click(
      screen.getByRole('button', { name: `Remove ${shop.nails.name} from the cart` }),
    );
    expect(screen.getByText('No items yet. Add items from the list.')).toBeInTheDocument();
  });

  it('says when only the first matches are shown', async () => {
    const shop = await arrangeShop();
    // Its 3 items and 17 more: 20 match the run, all of them shown.
    for (let n = 0; n < 17; n += 1) await shop.item(`Hinge ${n}`, 5, 120);
    const view = await openForm();
    const shown = () =>
      screen.queryAllByRole('listitem').filter((entry) => entry.className === 'item-picker__item');
    await searchItems(view.user, shop.run);
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(screen.queryByText(/^The first 20/)).not.toBeInTheDocument();
    // One more: there are others to type for. (In capitals, the search is asked afresh.)
    await shop.item('Hinge 17', 5, 120);
    await view.user.clear(form().search);
    await view.user.type(form().search, shop.run.toUpperCase());
    expect(
      await screen.findByText('The first 20 matches: type more to narrow them.'),
    ).toBeInTheDocument();
    expect(shown()).toHaveLength(20);
  });

  it('keeps the focus in the cart as lines are removed', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    await searchItems(view.user, shop.run);
    await view.user.click(add(shop.cement.name));
    await view.user.click(add(shop.nails.name));
    const remove = (name: string) =>
      screen.getByRole('button', { name: `Remove ${name} from the cart` });
    await view.user.click(remove(shop.cement.name));
    expect(remove(shop.nails.name)).toHaveFocus();
    await view.user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Cart' })).toHaveFocus();
  });

  it('says so when a fraction is typed for an item sold whole, and sells the whole part', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    await searchItems(view.user, shop.run);
    await view.user.click(add(shop.nails.name));
    await view.user.clear(quantity(shop.nails.name));
    await view.user.type(quantity(shop.nails.name), '2.5');
    expect(quantity(shop.nails.name)).toHaveAccessibleDescription(
      /Sold in whole units only: 2 in the cart$/,
    );
    expect(summary().total).toBe('KSh 361.00');
    await view.user.click(plus(shop.nails.name));
    expect(screen.queryByText(/Sold in whole units only/)).not.toBeInTheDocument();
    expect(summary().total).toBe('KSh 541.50');
  });

  it('sums the cart in KSh with the VAT inside shelf prices, at the rate typed; a negative rate counts as 0', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    const { user } = view;
    await searchItems(user, shop.run);
    await user.click(add(shop.cement.name));
    await user.click(add(shop.nails.name));
    await user.clear(quantity(shop.nails.name));
    await user.type(quantity(shop.nails.name), '3');
    // 850 + 3 × 180.50 = 1,391.50 including 16% VAT: 1,199.57 net + 191.93 VAT.
    expect(summary()).toEqual({
      subtotal: 'KSh 1,199.57',
      vatLabel: 'VAT (16%)',
      vat: 'KSh 191.93',
      total: 'KSh 1,391.50',
    });
    await user.clear(form().vat);
    await user.type(form().vat, '-5');
    expect(summary()).toMatchObject({
      vatLabel: 'VAT (0%)',
      vat: 'KSh 0.00',
      total: 'KSh 1,199.57',
    });
    // Spec §5 applies 0 %, and the field says the rate typed is wrong.
    expect(form().vat).toHaveAccessibleDescription(
      '0 to 100. Applied: 0% A negative rate counts as 0%.',
    );
    expect(form().vat).toHaveAttribute('aria-invalid', 'true');
    await user.clear(form().vat);
    await user.type(form().vat, '12.5');
    expect(form().vat).toHaveAccessibleDescription('0 to 100. Applied: 12.5%');
    expect(form().vat).not.toHaveAttribute('aria-invalid');
    // 119,957 cents net × 12.5% = 14,994.625 → 14,995 cents.
    expect(summary()).toMatchObject({
      vatLabel: 'VAT (12.5%)',
      vat: 'KSh 149.95',
      total: 'KSh 1,349.52',
    });
    // A cleared field applies 0 %, and says so beside it.
    await user.clear(form().vat);
    expect(summary()).toMatchObject({
      vatLabel: 'VAT (0%)',
      vat: 'KSh 0.00',
      total: 'KSh 1,199.57',
    });
    expect(form().vat).toHaveAccessibleDescription('Blank: 0% applied, no VAT is charged.');
    // Above 100 % nothing is applied (no silent 100 %): VAT and total wait, the order is not sent.
    await user.type(form().vat, '150');
    expect(summary()).toMatchObject({ vatLabel: 'VAT (—)', vat: '—', total: '—' });
    expect(form().vat).toHaveAccessibleDescription(
      '0 to 100. Applied: none Enter a VAT rate from 0 to 100.',
    );
    expect(form().vat).toHaveAttribute('aria-invalid', 'true');
    await chooseCustomer(user, shop.njeri.name);
    await user.selectOptions(form().method, 'Cash');
    await user.click(form().submit);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Enter a VAT rate from 0 to 100.',
    );
    expect(await shop.ordersOf(shop.njeri.id)).toEqual([]);
  });

  // No customer chosen is a sale to the walk-in customer (new-order-paid-now.test.tsx).
  it.each([
    ['a payment method', { customer: true, method: false, items: true }, 'method'],
    ['items', { customer: true, method: true, items: false }, 'search'],
  ] as const)(
    'will not submit without %s, says what is needed and goes to it',
    async (_, filled, missing) => {
      const shop = await arrangeShop();
      const view = await openForm();
      const { user } = view;
      if (filled.customer) await chooseCustomer(user, shop.njeri.name);
      if (filled.method) await user.selectOptions(form().method, 'Cash');
      await searchItems(user, shop.run);
      if (filled.items) await user.click(add(shop.nails.name));
      await user.click(form().submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^Please select a customer, add items, and choose a payment method$/,
      );
      expect(form()[missing]).toHaveFocus();
      expect(await shop.ordersOf(shop.njeri.id)).toEqual([]);
    },
  );

  it('creates the order: button disabled in flight, then form cleared and closed, list and stock updated', async () => {
    const shop = await arrangeShop();
    const proxy = await faultProxy();
    const view = await openForm({ uri: proxy.url });
    const { user } = view;
    await fillIn(view, shop, shop.njeri.name);
    await user.click(add(shop.cement.name));
    await user.click(add(shop.cement.name));
    await user.click(add(shop.nails.name));

    const release = proxy.holdNext('CreateOrder');
    await user.click(form().submit);
    expect(await screen.findByRole('button', { name: 'Creating Order...' })).toBeDisabled();
    expect(form().customer).toBeDisabled();
    release();

    const toast = await screen.findByText(/^Order ORD-\d{6} created$/);
    const orderNumber = toast.textContent?.match(/ORD-\d{6}/)?.[0] ?? '';
    // The form closes by going back to the list's entry in the history.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Create order' })).not.toBeInTheDocument(),
    );
    expect(new URLSearchParams(window.location.search).has('form')).toBe(false);
    // The focus was in the form, now gone: it waits on New Order for the next sale.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Order' })).toHaveFocus());
    const row = await waitFor(() => orderRow(orderNumber));
    // The new order is marked in the list.
    expect(row).toHaveClass('data-table__row--highlight');
    // 2 × 850 + 180.50 = 1,880.50, VAT included.
    expect(row).toHaveTextContent(shop.njeri.name);
    expect(row).toHaveTextContent('KSh 1,880.50');
    expect(row).toHaveTextContent('M-Pesa');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('KSh 0.00');
    expect(row).toHaveTextContent(formatDate(new Date()));
    // Newest first: the new order comes before this shop's others (other test files sell on
    // the same server at the same time, so theirs may come first).
    const ours = within(screen.getByRole('table', { name: 'Orders, newest first' }))
      .getAllByRole('row')
      .filter((each) => each.textContent?.includes(shop.run));
    expect(ours[0]).toBe(row);

    expect(await shop.stock(shop.cement)).toBe(1);
    expect(await shop.stock(shop.nails)).toBe(39);
    const [saved] = await shop.ordersOf(shop.njeri.id);
    expect(saved).toMatchObject({ orderNumber, totalAmount: 1880.5, status: 'pending' });

    await user.click(screen.getByRole('button', { name: 'New Order' }));
    expect(form().customer).toHaveValue('');
    expect(form().method.value).toBe('');
    expect(form().vat.value).toBe('16');
    expect(screen.getByText('No items yet. Add items from the list.')).toBeInTheDocument();
  });

  it('agrees with the server to the cent on awkward prices and rates', async () => {
    const shop = await arrangeShop();
    const odd = (
      await shop.gql(
        shop.token,
        'mutation ($input: InventoryItemInput!) { createInventoryItem(input: $input) { id name } }',
        { input: { name: `Odd Lot ${shop.run}`, quantity: 5, unitPrice: 33.33, costPrice: 20 } },
      )
    ).createInventoryItem;
    const view = await openForm();
    const { user } = view;
    await fillIn(view, shop, shop.kamau.name);
    await user.click(add(odd.name));
    await user.clear(quantity(odd.name));
    await user.type(quantity(odd.name), '3');
    await user.clear(form().vat);
    await user.type(form().vat, '12.5');
    // 3 × 33.33 = 99.99 holds 86.20 net; 12.5% of that is 10.775 → 10.78.
    expect(summary()).toEqual({
      subtotal: 'KSh 86.20',
      vatLabel: 'VAT (12.5%)',
      vat: 'KSh 10.78',
      total: 'KSh 96.98',
    });
    await user.click(form().submit);
    await screen.findByText(/^Order ORD-\d{6} created$/);
    const [saved] = await shop.ordersOf(shop.kamau.id);
    expect(saved?.totalAmount).toBe(96.98);
  });

  it('cannot sell more than the stock: a stale cart is refused with the reason, then follows the stock', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    const { user } = view;
    await fillIn(view, shop, shop.njeri.name);
    for (let i = 0; i < 3; i++) await user.click(add(shop.cement.name));
    expect(quantity(shop.cement.name).value).toBe('3');
    // Another till sells one bag while this cart waits.
    await shop.sell(shop.kamau.id, [{ item: shop.cement, quantity: 1 }]);

    await user.click(form().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to create order: Not enough stock for ${shop.cement.name}: 2 left`,
    );
    expect(await shop.ordersOf(shop.njeri.id)).toEqual([]);
    expect(await shop.stock(shop.cement)).toBe(2);
    // The screen fetched the stock again: the cart is capped to what is left, and says so.
    await waitFor(() => expect(quantity(shop.cement.name).value).toBe('2'));
    expect(plus(shop.cement.name)).toBeDisabled();
    expect(screen.getByText(/^Only 2 in stock$/)).toBeInTheDocument();

    await user.click(form().submit);
    await screen.findByText(/^Order ORD-\d{6} created$/);
    expect(await shop.stock(shop.cement)).toBe(0);
  });

  it('is refused when prices changed meanwhile, then follows the new price', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    const { user } = view;
    await fillIn(view, shop, shop.njeri.name);
    await user.click(add(shop.nails.name));
    await shop.gql(
      shop.token,
      'mutation ($id: ID!, $input: PriceUpdateInput!) { updatePrices(id: $id, input: $input) { id } }',
      {
        id: shop.nails.id,
        input: { newUnitPrice: 190, newCostPrice: 150, changeReason: 'Supplier increase' },
      },
    );
    await user.click(form().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to create order: Prices have changed; refresh and try again$/,
    );
    await waitFor(() => expect(summary().total).toBe('KSh 190.00'));
    await user.click(form().submit);
    await screen.findByText(/^Order ORD-\d{6} created$/);
    const [saved] = await shop.ordersOf(shop.njeri.id);
    expect(saved?.totalAmount).toBe(190);
  });

  it('retries after a lost answer with the same key: one order, stock taken once', async () => {
    const shop = await arrangeShop();
    const proxy = await faultProxy();
    const view = await openForm({ uri: proxy.url });
    const { user } = view;
    await fillIn(view, shop, shop.njeri.name);
    await user.click(add(shop.cement.name));

    proxy.failNext('CreateOrder', 'drop-answer');
    await user.click(form().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to create order: the server could not be reached\. Try again; the order will not be made twice\.$/,
    );
    // The server did make it; the screen could not know.
    const made = await shop.ordersOf(shop.njeri.id);
    expect(made).toHaveLength(1);
    expect(await shop.stock(shop.cement)).toBe(2);

    await user.click(form().submit);
    const toast = await screen.findByText(/^Order ORD-\d{6} created$/);
    expect(toast).toHaveTextContent(`Order ${made[0]?.orderNumber} created`);
    expect(await shop.ordersOf(shop.njeri.id)).toHaveLength(1);
    expect(await shop.stock(shop.cement)).toBe(2);
  });

  it('says Failed to create order when the answer carries no reason', async () => {
    const shop = await arrangeShop();
    const proxy = await faultProxy();
    const view = await openForm({ uri: proxy.url });
    await fillIn(view, shop, shop.njeri.name);
    await view.user.click(add(shop.cement.name));
    proxy.failNext('CreateOrder', 'bad-gateway');
    await view.user.click(form().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create order$/);
    expect(form().submit).toBeEnabled();
    expect(await shop.ordersOf(shop.njeri.id)).toEqual([]);
  });
});

describe('Orders: the order being written is kept', () => {
  /** The draft kept in this browser for the order form, whoever it belongs to. */
  const storedDrafts = () =>
    Object.keys(localStorage).filter((key) => key.startsWith('ghala.draft:order-cart:'));

  it('asks before leaving with a cart; the cart is waiting when coming back, and after a reload', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    const { user } = view;
    await fillIn(view, shop, shop.njeri.name);
    await user.click(add(shop.cement.name));
    await user.click(add(shop.nails.name));
    await user.clear(form().vat);
    await user.type(form().vat, '8');
    expect(storedDrafts()).toHaveLength(1);

    // Leaving by the menu asks first; Stay stays.
    await user.click(screen.getByRole('link', { name: 'Inventory' }));
    const question = await screen.findByRole('dialog', { name: 'Leave this order?' });
    expect(question).toHaveTextContent(
      'The order being written (2 items in the cart) is kept on this device: it will be here when you come back to Orders.',
    );
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(currentPath()).toBe('/orders');
    expect(quantity(shop.cement.name).value).toBe('1');

    // Leave goes on; coming back finds the order as it was, form open.
    await user.click(screen.getByRole('link', { name: 'Inventory' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this order?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await screen.findByRole('heading', { name: 'Inventory' });
    expect(currentPath()).toBe('/inventory');
    // Nothing is asked on the way back: an empty-handed screen guards nothing.
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await screen.findByRole('form', { name: 'Create order' });
    expect(form().customer).toHaveValue(shop.njeri.name);
    expect(form().method.value).toBe('mpesa');
    expect(form().vat.value).toBe('8');
    expect(quantity(shop.cement.name).value).toBe('1');
    expect(quantity(shop.nails.name).value).toBe('1');

    // A reload (the app started afresh) restores it too.
    view.unmount();
    renderApp('/orders');
    await screen.findByRole('form', { name: 'Create order' });
    expect(quantity(shop.cement.name).value).toBe('1');
    expect(form().customer).toHaveValue(shop.njeri.name);

    // The order made, the draft is gone: nothing waits and nothing is asked.
    await user.click(form().submit);
    await screen.findByText(/^Order ORD-\d{6} created$/);
    expect(storedDrafts()).toEqual([]);
    expect(await shop.ordersOf(shop.njeri.id)).toHaveLength(1);
  });

  it('warns on reload or close only when this browser cannot keep the draft', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    await searchItems(view.user, shop.run);
    await view.user.click(add(shop.cement.name));
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Kept: a reload brings it back, so nothing is asked.
    expect(unload()).toBe(false);

    // Storage full or switched off: the next change cannot be kept, so a reload would lose it.
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await view.user.click(plus(shop.cement.name));
      expect(unload()).toBe(true);
      await view.user.click(screen.getByRole('link', { name: 'Inventory' }));
      expect(await screen.findByRole('dialog', { name: 'Leave this order?' })).toHaveTextContent(
        'The order being written (1 item in the cart) cannot be kept on this device: leaving throws it away.',
      );
    } finally {
      setItem.mockRestore();
    }
  });

  it('throws the order away on Discard, after asking', async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    const { user } = view;
    await fillIn(view, shop, shop.njeri.name);
    await user.click(add(shop.cement.name));
    await user.click(screen.getByRole('button', { name: 'Discard order' }));
    const question = await screen.findByRole('dialog', { name: 'Discard order' });
    await user.click(within(question).getByRole('button', { name: 'Keep order' }));
    expect(quantity(shop.cement.name).value).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Discard order' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard order' })).getByRole('button', {
        name: 'Discard order',
      }),
    );
    expect(screen.getByText('No items yet. Add items from the list.')).toBeInTheDocument();
    expect(form().customer).toHaveValue('');
    expect(form().method.value).toBe('');
    expect(storedDrafts()).toEqual([]);
    // Nothing left to lose: the menu goes straight on.
    await user.click(screen.getByRole('link', { name: 'Inventory' }));
    await screen.findByRole('heading', { name: 'Inventory' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps each user's draft to them, and drops one it cannot read", async () => {
    const shop = await arrangeShop();
    const view = await openForm();
    await searchItems(view.user, shop.run);
    await view.user.click(add(shop.cement.name));
    const [key] = storedDrafts();
    expect(key).toMatch(/^ghala\.draft:order-cart:\d+$/);
    const kept = localStorage.getItem(key!);
    view.unmount();

    // Another member of staff in this browser starts with an empty form.
    const other = await createSession();
    localStorage.setItem('token', other.token);
    const second = renderApp('/orders');
    await screen.findByRole('button', { name: 'New Order' });
    expect(screen.queryByRole('form', { name: 'Create order' })).not.toBeInTheDocument();
    second.unmount();

    // A draft of another shape (older code, a hand edit) is dropped rather than misread.
    localStorage.setItem('token', shop.token);
    localStorage.setItem(key!, kept!.replace('"quantity":1', '"quantity":"lots"'));
    renderApp('/orders');
    await screen.findByRole('button', { name: 'New Order' });
    expect(screen.queryByRole('form', { name: 'Create order' })).not.toBeInTheDocument();
    expect(storedDrafts()).toEqual([]);
  });
});

describe('Orders: the list', () => {
  it('opens with one page of orders and no list of customers or items; the form searches them', async () => {
    await arrangeShop();
    const proxy = await faultProxy();
    const view = renderApp('/orders', { uri: proxy.url });
    await screen.findByRole('table', { name: 'Orders, newest first' });
    await waitFor(() => expect(proxy.seen()).toContain('OrdersList'));
    expect(proxy.seen()).not.toContain('CustomerChoices');
    expect(proxy.seen()).not.toContain('ItemChoices');
    await view.user.click(screen.getByRole('button', { name: 'New Order' }));
    await waitFor(() => expect(proxy.seen()).toEqual(expect.arrayContaining(['ItemChoices'])));
    await view.user.click(form().customer);
    await waitFor(() => expect(proxy.seen()).toContain('CustomerChoices'));
  });

  it('filters by status and by dates, and keeps search and filters in the URL', async () => {
    const shop = await arrangeShop();
    const unpaid = await shop.sell(shop.njeri.id, [{ item: shop.nails, quantity: 1 }]);
    const paid = await shop.sell(shop.kamau.id, [{ item: shop.nails, quantity: 2 }]);
    await shop.gql(
      shop.token,
      'mutation ($id: ID!, $input: OrderPaymentInput!) { updateOrderPayment(id: $id, input: $input) { id } }',
      { id: paid.id, input: { status: 'paid', paidAmount: paid.totalAmount } },
    );
    const rows = () =>
      within(screen.getByRole('table', { name: 'Orders, newest first' }))
        .queryAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');

    // Opened from a shared link: the search and the filter come with it.
    const view = renderApp(`/orders?q=${shop.run}&status=paid`);
    expect(await screen.findByLabelText('Search orders')).toHaveValue(shop.run);
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining(paid.orderNumber)]));

    await view.user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(rows()).toEqual([expect.stringContaining(unpaid.orderNumber)]));
    expect(new URLSearchParams(window.location.search).get('status')).toBe('pending');

    // Today is in the range; tomorrow onwards holds nothing.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
    await view.user.selectOptions(screen.getByLabelText('Status'), 'All');
    await view.user.type(screen.getByLabelText('To'), today);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Africa/Nairobi',
    });
    await view.user.clear(screen.getByLabelText('To'));
    await view.user.type(screen.getByLabelText('From'), tomorrow);
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();

    // From tomorrow to today: the field says nothing can match, and the list is empty, not
    // failed (the server refuses such a range) with the last range's rows still beside it.
    await view.user.clear(screen.getByLabelText('From'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await view.user.type(screen.getByLabelText('To'), today);
    await view.user.type(screen.getByLabelText('From'), tomorrow);
    expect(await screen.findByText('To is before From: nothing can match.')).toBeInTheDocument();
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 orders')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load orders/)).not.toBeInTheDocument();
  });

  it('shows each order newest first with number, customer, amount, method, status, paid and date', async () => {
    const shop = await arrangeShop();
    const first = await shop.sell(shop.njeri.id, [{ item: shop.nails, quantity: 2 }]);
    const second = await shop.sell(shop.kamau.id, [{ item: shop.cement, quantity: 1 }]);
    const view = renderApp('/orders');
    await view.user.type(await screen.findByLabelText('Search orders'), shop.run);
    const table = screen.getByRole('table', { name: 'Orders, newest first' });
    // The server searches once the typing pauses.
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toBe(orderRow(second.orderNumber));
    const cells = within(orderRow(first.orderNumber))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      first.orderNumber,
      shop.njeri.name,
      'KSh 361.00',
      'M-Pesa',
      'Pending',
      'KSh 0.00',
      formatDate(new Date()),
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Order #', 'Customer', 'Amount', 'Payment', 'Status', 'Paid', 'Date', 'Actions']);
  });

  it('keeps its usual order, newest first, when a link names a sort it does not have', async () => {
    const shop = await arrangeShop();
    const older = await shop.sell(shop.njeri.id, [{ item: shop.nails, quantity: 1 }]);
    const newer = await shop.sell(shop.kamau.id, [{ item: shop.nails, quantity: 1 }]);
    // `amount_desc` is the server's word, not a column's; `dir=asc` would have turned the list.
    const view = renderApp(`/orders?sort=amount_desc&dir=asc&q=${shop.run}`);
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toBe(orderRow(newer.orderNumber));
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(orderRow(older.orderNumber)).toBeInTheDocument();
    view.unmount();
  });

  it('searches by order number or customer name', async () => {
    const shop = await arrangeShop();
    const first = await shop.sell(shop.njeri.id, [{ item: shop.nails, quantity: 1 }]);
    await shop.sell(shop.kamau.id, [{ item: shop.nails, quantity: 1 }]);
    const view = renderApp('/orders');
    const search = await screen.findByLabelText('Search orders');
    await screen.findByRole('row', { name: new RegExp(first.orderNumber) });
    await view.user.type(search, `kamau builders ${shop.run}`);
    const rows = () =>
      within(screen.getByRole('table', { name: 'Orders, newest first' }))
        .getAllByRole('row')
        .slice(1);
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
      expect(rows()[0]).toHaveTextContent(shop.kamau.name);
    });
    await view.user.clear(search);
    await view.user.type(search, first.orderNumber.toLowerCase());
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
      expect(rows()[0]).toHaveTextContent(first.orderNumber);
    });
    await view.user.clear(search);
    await view.user.type(search, `nobody ${shop.run}`);
    expect(await screen.findByText(`No orders match "nobody ${shop.run}".`)).toBeInTheDocument();
  });

  it("shows an order's items with prices and totals; Escape closes the dialog", async () => {
    const shop = await arrangeShop();
    const order = await shop.sell(shop.njeri.id, [
      { item: shop.cement, quantity: 2 },
      { item: shop.nails, quantity: 3 },
    ]);
    const view = renderApp('/orders');
    await view.user.click(
      await rowMenuItem(view.user, order.orderNumber, `Items of ${order.orderNumber}`),
    );
    const dialog = await screen.findByRole('dialog', { name: `Items of ${order.orderNumber}` });
    await within(dialog).findByText(shop.cement.name);
    // Who sold it (issue 46): the owner sees what each cashier sold.
    expect(dialog).toHaveTextContent(`Made by ${shop.email}`);
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQtyPriceAmount',
      `${shop.cement.name}2KSh 850.00KSh 1,700.00`,
      `${shop.nails.name}3KSh 180.50KSh 541.50`,
      'Subtotal (excl. VAT)KSh 1,932.33',
      'VAT (16%)KSh 309.17',
      'TotalKSh 2,241.50',
    ]);
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Failed to load orders data with Reload Page when the server fails', async () => {
    await arrangeShop();
    const proxy = await faultProxy();
    proxy.failNext('OrdersList', 'bad-gateway');
    renderApp('/orders', { uri: proxy.url });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to load orders dataReload Page$/);
    expect(within(alert).getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('says Failed to load data when the network is down', async () => {
    await arrangeShop();
    renderApp('/orders', { uri: await unreachableUrl() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/^Failed to load data$/)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('says Authentication failed when the token is no longer valid', async () => {
    localStorage.setItem('token', 'no-longer-valid');
    renderApp('/orders');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/^Authentication failed\. Please log in again\.$/),
    ).toBeInTheDocument();
  });
});

describe('Orders: payments', () => {
  const partialPayment = (user: UserEvent, orderNumber: string) =>
    rowMenuItem(user, orderNumber, `Partial payment for ${orderNumber}`);

  it('records part payments with their method and reference until paid; buttons then disabled', async () => {
    const shop = await arrangeShop();
    // 850.00, VAT included
    const order = await shop.sell(shop.njeri.id, [{ item: shop.cement, quantity: 1 }]);
    const view = renderApp('/orders');
    const { user } = view;
    const markPaid = await screen.findByRole('button', { name: `Mark paid: ${order.orderNumber}` });

    await user.click(await partialPayment(user, order.orderNumber));
    let dialog = await screen.findByRole('dialog', {
      name: `Partial payment on ${order.orderNumber}`,
    });
    const amount = within(dialog).getByLabelText('Amount received (KSh)');
    expect(amount).toHaveAccessibleDescription('Balance: KSh 850.00');
    // The order was an M-Pesa sale: the dialog starts on M-Pesa, which needs its code.
    expect(within(dialog).getByLabelText('Method')).toHaveValue('mpesa');
    await user.type(amount, '850.01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription(
      'Balance: KSh 850.00 Enter an amount no more than KSh 850.00.',
    );
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    const reference = within(dialog).getByLabelText('Reference (M-Pesa code)');
    expect(reference).toHaveAccessibleDescription('Enter the M-Pesa code.');
    await user.type(reference, 'QK7H2M9XLP');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(
      await screen.findByText(
        `Payment of KSh 400.00 recorded: KSh 400.00 of KSh 850.00 paid on ${order.orderNumber}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(orderRow(order.orderNumber)).toHaveTextContent('Partially paid'));
    expect(orderRow(order.orderNumber)).toHaveTextContent('KSh 400.00');

    await user.click(await partialPayment(user, order.orderNumber));
    dialog = await screen.findByRole('dialog', { name: `Partial payment on ${order.orderNumber}` });
    expect(within(dialog).getByLabelText('Amount received (KSh)')).toHaveAccessibleDescription(
      'Balance: KSh 450.00',
    );
    await user.type(within(dialog).getByLabelText('Amount received (KSh)'), '450');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(`${order.orderNumber} is paid in full`)).toBeInTheDocument();
    await waitFor(() => expect(orderRow(order.orderNumber)).toHaveTextContent('Paid'));
    const cells = within(orderRow(order.orderNumber)).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(2, 6)).toEqual([
      'KSh 850.00',
      'M-Pesa',
      'Paid',
      'KSh 850.00',
    ]);
    expect(markPaid).toBeDisabled();
    expect(await partialPayment(user, order.orderNumber)).toBeDisabled();
    expect((await shop.ordersOf(shop.njeri.id))[0]).toMatchObject({
      status: 'paid',
      paidAmount: 850,
    });
  });

  it('Mark paid asks first, naming the amount; cancelled it records nothing', async () => {
    const shop = await arrangeShop();
    const order = await shop.sell(shop.kamau.id, [{ item: shop.nails, quantity: 2 }]);
    const view = renderApp('/orders');
    const markPaid = await screen.findByRole('button', { name: `Mark paid: ${order.orderNumber}` });
    await view.user.click(markPaid);
    let dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(
      within(dialog).getByText(`Mark ${order.orderNumber} paid: KSh 361.00?`),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await shop.ordersOf(shop.kamau.id))[0]).toMatchObject({ paidAmount: 0 });

    await view.user.click(markPaid);
    dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    await view.user.selectOptions(within(dialog).getByLabelText('Method'), 'cash');
    await view.user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(`${order.orderNumber} is paid in full`)).toBeInTheDocument();
    await waitFor(() => expect(markPaid).toBeDisabled());
    expect(await partialPayment(view.user, order.orderNumber)).toBeDisabled();
    expect(orderRow(order.orderNumber)).toHaveTextContent('Paid');
    expect((await shop.ordersOf(shop.kamau.id))[0]).toMatchObject({
      status: 'paid',
      paidAmount: 361,
    });
  });

  it('shows the payment history and reverses a payment with a reason', async () => {
    const shop = await arrangeShop();
    const order = await shop.sell(shop.kamau.id, [{ item: shop.nails, quantity: 2 }]);
    await shop.gql(
      shop.token,
      `mutation ($id: ID!) { recordOrderPayment(id: $id, amount: 361, method: cheque,
        reference: "004512", note: "Post-dated cheque") { id } }`,
      { id: order.id },
    );
    const view = renderApp('/orders');
    const { user } = view;
    await waitFor(() => expect(orderRow(order.orderNumber)).toHaveTextContent('Paid'));
    await user.click(
      await rowMenuItem(user, order.orderNumber, `Payments on ${order.orderNumber}`),
    );
    const history = await screen.findByRole('dialog', { name: `Payments on ${order.orderNumber}` });
    const table = await within(history).findByRole('table', {
      name: `Payments on ${order.orderNumber}`,
    });
    // Reverse is offered once the server has said who is signed in (a cashier may not).
    await within(table).findByRole('button', { name: /^Reverse/ });
    const [, entry] = within(table).getAllByRole('row');
    expect(
      within(entry!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDate(new Date()),
      'ChequePost-dated cheque',
      '004512',
      'KSh 361.00',
      expect.stringMatching(/^staff-.*@/),
      'Reverse',
    ]);

    await user.click(
      within(entry!).getByRole('button', { name: /^Reverse the payment of KSh 361\.00/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Reverse payment' });
    expect(
      within(confirm).getByText(/Reverse the payment of KSh 361\.00 Cheque 004512/),
    ).toBeInTheDocument();
    const reverse = within(confirm).getByRole('button', { name: 'Reverse payment' });
    expect(reverse).toBeDisabled();
    await user.type(within(confirm).getByLabelText('Reason'), 'Cheque bounced');
    await user.click(reverse);
    expect(
      await screen.findByText(`Payment of KSh 361.00 on ${order.orderNumber} reversed`),
    ).toBeInTheDocument();

    const after = await screen.findByRole('table', { name: `Payments on ${order.orderNumber}` });
    await waitFor(() => expect(within(after).getAllByRole('row')).toHaveLength(3));
    const [, reversed, reversal] = within(after).getAllByRole('row');
    expect(reversed).toHaveTextContent('Reversed');
    expect(within(reversed!).queryByRole('button')).not.toBeInTheDocument();
    expect(reversal).toHaveTextContent(/ReversalCheque bounced.*-KSh 361\.00/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(orderRow(order.orderNumber)).toHaveTextContent('Pending'));
    expect(screen.getByRole('button', { name: `Mark paid: ${order.orderNumber}` })).toBeEnabled();
  });

  it('a failed payment keeps its dialog open with the reason; the status is unchanged', async () => {
    const shop = await arrangeShop();
    const order = await shop.sell(shop.kamau.id, [{ item: shop.nails, quantity: 1 }]);
    const proxy = await faultProxy();
    const view = renderApp('/orders', { uri: proxy.url });
    const { user } = view;
    const markPaid = await screen.findByRole('button', { name: `Mark paid: ${order.orderNumber}` });

    proxy.failNext('RecordSalePayment', 'bad-gateway');
    await user.click(markPaid);
    let dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to record the payment. Please try again.',
    );
    expect(orderRow(order.orderNumber)).toHaveTextContent('Pending');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The method was chosen and nothing recorded: Cancel asks before it throws that away.
    const question = await screen.findByRole('dialog', { name: 'Discard this payment?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(markPaid).toBeEnabled();

    proxy.failNext('RecordSalePayment', 'hang-up');
    await user.click(await partialPayment(user, order.orderNumber));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount received (KSh)'), '50');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to record the payment: the server could not be reached. Please try again.',
    );
    expect(orderRow(order.orderNumber)).toHaveTextContent('Pending');
    expect((await shop.ordersOf(shop.kamau.id))[0]).toMatchObject({
      status: 'pending',
      paidAmount: 0,
    });
  });
});

describe('Orders: generate invoice', () => {
  it('shows the new invoice number and offers to open it; the row then leads to that invoice', async () => {
    const shop = await arrangeShop();
    const order = await shop.sell(shop.njeri.id, [{ item: shop.cement, quantity: 1 }]);
    const view = renderApp('/orders');
    const { user } = view;
    const generate = await screen.findByRole('button', {
      name: `Generate invoice for ${order.orderNumber}`,
    });
    await user.click(generate);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice generated' });
    const message = within(dialog).getByRole('status');
    expect(message).toHaveTextContent(
      new RegExp(`^Invoice INV-\\d{6} was created from ${order.orderNumber} for KSh 850\\.00\\.$`),
    );
    const invoiceNumber = message.textContent?.match(/INV-\d{6}/)?.[0];
    const invoices = (await shop.gql(shop.token, '{ invoices { id invoiceNumber orderId } }'))
      .invoices as Array<{ id: string; invoiceNumber: string; orderId: string }>;
    const invoice = invoices.find((entry) => entry.orderId === order.id);
    expect(invoice?.invoiceNumber).toBe(invoiceNumber);
    expect(within(dialog).getByRole('link', { name: 'Open invoice' })).toHaveAttribute(
      'href',
      `/invoices?invoice=${invoice?.id}`,
    );
    // The footer's Close (the header's × is named Close too).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (close) await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Invoiced once, the row offers its invoice instead of a second one.
    expect(
      screen.queryByRole('button', { name: `Generate invoice for ${order.orderNumber}` }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('link', { name: `View invoice ${invoiceNumber} of ${order.orderNumber}` }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/invoices'));
    expect(window.location.search).toBe(`?invoice=${invoice?.id}`);
  });

  it('says so when another till invoiced the order first', async () => {
    const shop = await arrangeShop();
    const order = await shop.sell(shop.njeri.id, [{ item: shop.cement, quantity: 1 }]);
    const view = renderApp('/orders');
    const generate = await screen.findByRole('button', {
      name: `Generate invoice for ${order.orderNumber}`,
    });
    const elsewhere = await shop.gql(
      shop.token,
      `mutation { generateInvoice(orderId: "${order.id}") { invoiceNumber } }`,
    );
    const invoiceNumber = (elsewhere.generateInvoice as { invoiceNumber: string }).invoiceNumber;
    await view.user.click(generate);
    expect(
      await screen.findByText(
        `Failed to generate invoice: Invoice ${invoiceNumber} already exists for order ${order.orderNumber}`,
      ),
    ).toBeInTheDocument();
  });

  it('offers Cancel order on a pending order only until it is invoiced', async () => {
    const shop = await arrangeShop();
    const open = await shop.sell(shop.njeri.id, [{ item: shop.nails, quantity: 1 }]);
    const invoiced = await shop.sell(shop.njeri.id, [{ item: shop.nails, quantity: 2 }]);
    const made = await shop.gql(
      shop.token,
      `mutation { generateInvoice(orderId: "${invoiced.id}") { invoiceNumber } }`,
    );
    const invoiceNumber = (made.generateInvoice as { invoiceNumber: string }).invoiceNumber;
    const { user } = renderApp('/orders');
    expect(
      await rowMenuItem(user, open.orderNumber, `Cancel order ${open.orderNumber}`),
    ).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(
      screen.getByRole('link', {
        name: `View invoice ${invoiceNumber} of ${invoiced.orderNumber}`,
      }),
    ).toBeInTheDocument();
    await rowMenuItem(user, invoiced.orderNumber, `Items of ${invoiced.orderNumber}`);
    expect(
      screen.queryByRole('menuitem', { name: `Cancel order ${invoiced.orderNumber}` }),
    ).not.toBeInTheDocument();
  });

  it('opens the invoice on the Invoices screen', async () => {
    const shop = await arrangeShop();
    const order = await shop.sell(shop.njeri.id, [{ item: shop.nails, quantity: 1 }]);
    const view = renderApp('/orders');
    await view.user.click(
      await screen.findByRole('button', { name: `Generate invoice for ${order.orderNumber}` }),
    );
    await view.user.click(await screen.findByRole('link', { name: 'Open invoice' }));
    await waitFor(() => expect(window.location.pathname).toBe('/invoices'));
    expect(window.location.search).toMatch(/^\?invoice=\d+$/);
  });

  it.each([
    ['hang-up', 'Error generating invoice. Please try again.'],
    ['bad-gateway', 'Failed to generate invoice: Unknown error'],
  ] as const)('on %s says "%s"', async (fault, text) => {
    const shop = await arrangeShop();
    const order = await shop.sell(shop.njeri.id, [{ item: shop.nails, quantity: 1 }]);
    const proxy = await faultProxy();
    const view = renderApp('/orders', { uri: proxy.url });
    const generate = await screen.findByRole('button', {
      name: `Generate invoice for ${order.orderNumber}`,
    });
    proxy.failNext('GenerateInvoice', fault);
    await view.user.click(generate);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(generate).toBeEnabled();
  });
});
