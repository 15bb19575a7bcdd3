import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  arrangeCustomer,
  arrangeInvoice,
  arrangePayment,
  dayOffset,
  shownDay,
} from '../../test/arrange.ts';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlUrl, unreachableUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

// The server's data is shared by every test file: each test finds its own invoices by their
// unique customer names rather than counting rows.
let token: string;
let customer: { id: string; name: string };
let older: { id: string; invoiceNumber: string; dueDate: string };
let newer: { id: string; invoiceNumber: string };
let overdue: { id: string; invoiceNumber: string };

beforeAll(async () => {
  ({ token } = await createSession());
  customer = await arrangeCustomer(token);
  older = await arrangeInvoice(token, customer.id, {
    description: 'Bamburi Cement 50kg',
    quantity: 10,
    unitPrice: 750,
  });
  newer = await arrangeInvoice(token, customer.id, {
    description: 'Roofing nails 1kg',
    quantity: 3,
    unitPrice: 250.5,
  });
  await arrangePayment(token, newer.id, 100);
  // Issued 20 days ago: due 13 days ago and unpaid, so the server calls it overdue.
  overdue = await arrangeInvoice(
    token,
    customer.id,
    { description: 'Wheelbarrow', quantity: 1, unitPrice: 4500 },
    dayOffset(-20),
  );
});

const relays: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.close();
});

function signIn(value = token) {
  localStorage.setItem('token', value);
}

function rowOf(invoiceNumber: string) {
  const cell = screen.getByText(invoiceNumber);
  const row = cell.closest('tr');
  if (!row) throw new Error(`${invoiceNumber} is not in a row`);
  return row;
}

/**
 * The list searched for this file's customer, as a link would open it: other test files add
 * invoices meanwhile, and this file's backdated one would fall off the first page of them all.
 */
const ourInvoices = () => `/invoices?q=${encodeURIComponent(customer.name)}`;

const shownNumbers = () =>
  Array.from(document.querySelectorAll('.invoice-number'), (cell) => cell.textContent);

async function searchFor(user: ReturnType<typeof renderApp>['user'], text: string) {
  const search = screen.getByLabelText('Search');
  await user.clear(search);
  if (text) await user.type(search, text);
}

describe('Invoices page', () => {
  it('lists each invoice with number, customer, dates, total, amount paid and status, newest first', async () => {
    signIn();
    const { user } = renderApp(ourInvoices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    await screen.findByText(older.invoiceNumber);
    await searchFor(user, customer.name);
    await waitFor(() =>
      // Newest first by issue date: the backdated invoice was entered last but issued first.
      expect(shownNumbers()).toEqual([
        newer.invoiceNumber,
        older.invoiceNumber,
        overdue.invoiceNumber,
      ]),
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      expect.stringContaining('Invoice No.'),
      expect.stringContaining('Customer'),
      expect.stringContaining('Date'),
      expect.stringContaining('Due date'),
      expect.stringContaining('Total'),
      expect.stringContaining('Amount paid'),
      expect.stringContaining('Status'),
      'Actions',
    ]);
    const cells = (invoiceNumber: string) =>
      within(rowOf(invoiceNumber))
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(older.invoiceNumber)).toEqual([
      older.invoiceNumber,
      customer.name,
      shownDay(dayOffset(0)),
      shownDay(older.dueDate),
      'KSh 7,500.00',
      'KSh 0.00',
      'Unpaid',
      'View',
    ]);
    expect(cells(newer.invoiceNumber).slice(4, 7)).toEqual([
      'KSh 751.50',
      'KSh 100.00',
      'Partially paid',
    ]);
    expect(cells(overdue.invoiceNumber).slice(2, 7)).toEqual([
      shownDay(dayOffset(-20)),
      shownDay(dayOffset(-13)),
      'KSh 4,500.00',
      'KSh 0.00',
      'Overdue',
    ]);
  });

  it('finds invoices by invoice number or customer name, in any case', async () => {
    signIn();
    const { user } = renderApp(ourInvoices());
    await screen.findByText(older.invoiceNumber);
    await searchFor(user, newer.invoiceNumber.toLowerCase());
    await waitFor(() => expect(shownNumbers()).toEqual([newer.invoiceNumber]));
    // What matches, counted by the server.
    expect(screen.getByText(/^1 invoice$/)).toBeInTheDocument();
    await searchFor(user, customer.name.toUpperCase());
    await waitFor(() => expect(shownNumbers()).toHaveLength(3));
    await searchFor(user, 'no such customer at all');
    expect(await screen.findByText('No invoices match your search.')).toBeInTheDocument();
  });

  it('filters by status: All, Unpaid, Partially paid, Paid, Overdue, Void', async () => {
    signIn();
    const { user } = renderApp(ourInvoices());
    await screen.findByText(older.invoiceNumber);
    await searchFor(user, customer.name);
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'All'],
      ['unpaid', 'Unpaid'],
      ['partially_paid', 'Partially paid'],
      ['paid', 'Paid'],
      ['overdue', 'Overdue'],
      ['void', 'Void'],
    ]);
    expect(status).toHaveValue('');
    await user.selectOptions(status, 'unpaid');
    await waitFor(() => expect(shownNumbers()).toEqual([older.invoiceNumber]));
    await user.selectOptions(status, 'partially_paid');
    await waitFor(() => expect(shownNumbers()).toEqual([newer.invoiceNumber]));
    await user.selectOptions(status, 'overdue');
    await waitFor(() => expect(shownNumbers()).toEqual([overdue.invoiceNumber]));
    await user.selectOptions(status, 'paid');
    expect(await screen.findByText('No invoices match your search.')).toBeInTheDocument();
    await user.selectOptions(status, 'All');
    await waitFor(() => expect(shownNumbers()).toHaveLength(3));
  });

  it('shows what changed on the server after Refresh', async () => {
    signIn();
    const { user } = renderApp('/invoices');
    await waitFor(() => expect(shownNumbers().length).toBeGreaterThan(0));
    const other = await arrangeCustomer(token);
    const added = await arrangeInvoice(token, other.id, {
      description: 'PVC pipe 4"',
      quantity: 2,
      unitPrice: 1200,
    });
    expect(screen.queryByText(added.invoiceNumber)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(added.invoiceNumber)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('opens the preview of /invoices?invoice=<id> and drops the parameter on close', async () => {
    signIn();
    const { user } = renderApp(`${ourInvoices()}&invoice=${older.id}`);
    const preview = await screen.findByRole('dialog', { name: `Invoice ${older.invoiceNumber}` });
    expect(within(preview).getByRole('article')).toHaveTextContent('Bamburi Cement 50kg');
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const params = () => new URLSearchParams(window.location.search);
    // The invoice goes from the address; the list's search stays.
    expect(params().get('invoice')).toBeNull();
    expect(params().get('q')).toBe(customer.name);

    await user.click(await screen.findByRole('button', { name: `View ${newer.invoiceNumber}` }));
    await screen.findByRole('dialog', { name: `Invoice ${newer.invoiceNumber}` });
    expect(params().get('invoice')).toBe(newer.id);
  });

  it('says so when the linked invoice does not exist', async () => {
    signIn();
    renderApp('/invoices?invoice=99999999');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invoice not found. It may have been deleted.',
    );
  });

  it('shows "Failed to load data" with Reload Page when the server cannot be reached', async () => {
    signIn();
    renderApp('/invoices', { uri: await unreachableUrl() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    expect(within(alert).getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('shows "Authentication failed. Please log in again." when the token is refused', async () => {
    signIn('a-token-the-server-never-issued');
    renderApp('/invoices');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Please log in again.',
    );
  });

  it('keeps the list on screen when a refresh fails, and says why', async () => {
    signIn();
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const { user } = renderApp(ourInvoices(), { uri: relay.url });
    await screen.findByText(older.invoiceNumber);
    relay.failNext('InvoicesList', 'hang-up');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
    expect(screen.getByText(older.invoiceNumber)).toBeInTheDocument();
  });
});
